/**
 * Misuse, figure 4 (README "Under misuse"): storage faults. The element stores nothing yet: `persist`,
 * `save()` and `load()` arrive with issue 5, and then one test per fault joins here (with the fault
 * installed: play on, expect one agnes-error naming the fault). Until then this proves the fixture:
 * each fault really makes localStorage fail in Chromium, and the real storage comes back.
 */
import { expect } from '@open-wc/testing';
import '../../src/element/index.js';
import { installStorageFault, STORAGE_FAULTS } from '../stress/faulty-storage.js';

describe('storage faults (fixture for persist, issue 5)', () => {
  for (const fault of STORAGE_FAULTS) {
    it(`${fault}: localStorage fails that way, and is restored afterwards`, () => {
      const restore = installStorageFault(fault);
      let error: unknown = null;
      try {
        window.localStorage.setItem('agnes-test', 'x');
        window.localStorage.getItem('agnes-test');
      } catch (e) {
        error = e;
      } finally {
        restore();
      }
      const expected = { 'quota-exceeded': 'QuotaExceededError', forbidden: 'SecurityError', 'throws-on-read': 'UnknownError' }[fault];
      expect((error as DOMException)?.name).to.equal(expected);
      window.localStorage.setItem('agnes-test', 'real');
      expect(window.localStorage.getItem('agnes-test')).to.equal('real');
      window.localStorage.removeItem('agnes-test');
    });
  }
});
