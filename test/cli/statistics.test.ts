import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { median, percentile, wilsonInterval } from '../../src/cli/statistics.js';

const close = (actual: number, expected: number, digits = 4): void =>
  assert.ok(Math.abs(actual - expected) < 10 ** -digits, `${actual} is not ${expected}`);

describe('wilsonInterval', () => {
  it('matches published values', () => {
    // 5 of 10: 0.2366–0.7634; 0 of 10: 0–0.2775; 45 of 1,000,000 (Wolter's classic Sorel): 3.36e-5–6.02e-5.
    let { low, high } = wilsonInterval(5, 10);
    close(low, 0.2366);
    close(high, 0.7634);
    ({ low, high } = wilsonInterval(0, 10));
    close(low, 0);
    close(high, 0.2775);
    ({ low, high } = wilsonInterval(45, 1_000_000));
    close(low * 1e5, 3.36, 2);
    close(high * 1e5, 6.02, 2);
  });

  it('stays inside [0, 1] and contains the observed rate', () => {
    for (const [k, n] of [[0, 1], [1, 1], [3, 7], [9999, 10000]] as const) {
      const { low, high } = wilsonInterval(k, n);
      assert.ok(low >= 0 && high <= 1 && low <= k / n && k / n <= high, `${k}/${n}: ${low}–${high}`);
    }
    assert.deepEqual(wilsonInterval(0, 0), { low: 0, high: 1 });
  });
});

describe('median and percentile', () => {
  it('computes them by the documented methods', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 2, 3]), 2.5);
    assert.ok(Number.isNaN(median([])));
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    assert.equal(percentile(hundred, 99), 99);
    assert.equal(percentile(hundred, 100), 100);
    assert.equal(percentile(hundred, 50), 50);
    assert.equal(percentile([7], 99), 7);
  });
});
