/**
 * Misuse, figure 4 (docs/misuse.md): storage faults. With each fault installed on
 * `window.localStorage` (test/stress/faulty-storage.ts: quota exceeded, storage forbidden, reads
 * that throw), an element with `persist` is created and played: every move still plays, undo,
 * redo, New game and its undo still work, `save()`/`load()` still round-trip, and each failure is
 * reported as an `agnes-error` (source `persist` for the save, `stats` for the statistics kept
 * beside it) once per kind, not after every move. The fixture itself is proved first.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { installStorageFault, STORAGE_FAULTS } from '../stress/faulty-storage.js';
import { reportFigure } from '../stress/report.js';

const KEY = 'agnes-misuse-storage';

describe('storage faults', () => {
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

  const lines: string[] = [];
  for (const fault of STORAGE_FAULTS) {
    it(`${fault}: a persisted game plays on, and agnes-error says what failed, once per kind`, async () => {
      const restore = installStorageFault(fault);
      const errors: { source: string; message: string }[] = [];
      let el: AgnesSolitaire;
      try {
        const listen = (e: Event): void => void errors.push((e as CustomEvent<{ source: string; message: string }>).detail);
        document.addEventListener('agnes-error', listen);
        try {
          el = await fixture<AgnesSolitaire>(html`<agnes-solitaire variant="bernauer" seed="1" persist=${KEY} dead-ends="false"></agnes-solitaire>`);
          // The legal moves of bernauer seed "1" (RULES §2), then undo, redo, New game and its undo.
          expect(el.play('t1-t6')).to.equal(true);
          expect(el.play('r3-fd')).to.equal(true);
          expect(el.undo()).to.equal(true);
          expect(el.redo()).to.equal(true);
          expect(el.state.moveCount).to.equal(2);
          el.newGame('2');
          await el.updateComplete;
          expect(el.state.seed).to.equal('2');
          expect(el.undo(), 'New game taken back').to.equal(true);
          await el.updateComplete;
          expect(el.state.seed).to.equal('1');
          expect(el.state.moveCount).to.equal(2);
          expect(el.deal()).to.equal(true);
          const saved = el.save();
          expect(el.load(saved), 'save() and load() need no storage').to.equal(true);
          expect(el.state.moveCount).to.equal(3);
        } finally {
          document.removeEventListener('agnes-error', listen);
        }
      } finally {
        restore();
      }
      const sources = errors.map((e) => e.source);
      expect(sources.length, 'the failure is reported').to.be.greaterThan(0);
      expect(sources.every((s) => s === 'persist' || s === 'stats'), sources.join(', ')).to.equal(true);
      // Reading and writing are each reported at most once per store, however many actions follow.
      for (const source of ['persist', 'stats']) expect(sources.filter((s) => s === source).length, source).to.be.at.most(2);
      for (const e of errors) expect(e.message.length, 'a message that says what happened').to.be.greaterThan(20);
      lines.push(`${fault}: 9 actions played (moves, undo, redo, New game and its undo, a deal, save/load); ${errors.length} agnes-error (${sources.filter((s) => s === 'persist').length} persist, ${sources.filter((s) => s === 'stats').length} stats); game intact`);
      window.localStorage.removeItem(KEY);
      window.localStorage.removeItem(`${KEY}-stats`);
    });
  }

  after(async () => {
    await reportFigure({ id: 4, title: 'Storage faults (Chromium)', lines });
  });
});
