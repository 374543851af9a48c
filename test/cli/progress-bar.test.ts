/**
 * The command line's progress bar: redrawn in place on a terminal; in a log, a line per tenth of
 * the way and at least one a minute while the run moves on (a retry of hard deals can spend an
 * hour within one tenth, and its log must still show that it is alive).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOG_INTERVAL_MS, ProgressBar } from '../../src/cli/progress-bar.js';

function logStream(isTTY = false): { isTTY: boolean; columns: number; text: string[]; write(s: string): void } {
  return {
    isTTY,
    columns: 100,
    text: [],
    write(s: string) {
      this.text.push(s);
    },
  };
}

describe('the progress bar', () => {
  it('in a log, writes a line per tenth of the way, not per update', () => {
    const stream = logStream();
    let clock = 0;
    const bar = new ProgressBar(stream, 100, 'deals', () => clock);
    for (let done = 1; done <= 100; done++) {
      clock += 10;
      bar.update(done);
    }
    // 1 (tenth 0), 10, 20, …, 100: eleven lines.
    assert.equal(stream.text.length, 11);
    assert.match(stream.text[0]!, /^1\/100 deals 1\.0% eta \d+s\n$/);
    assert.match(stream.text.at(-1)!, /^100\/100 deals 100\.0%\n$/);
    assert.ok(stream.text.every((line) => line.endsWith('\n') && !line.includes('\r')));
  });

  it('in a log, also writes a line once a minute within a tenth, but only when the count moved', () => {
    const stream = logStream();
    let clock = 0;
    const bar = new ProgressBar(stream, 1000, 'deals', () => clock);
    bar.update(1, '1 decided');
    assert.equal(stream.text.length, 1);
    clock += LOG_INTERVAL_MS - 1;
    bar.update(2);
    assert.equal(stream.text.length, 1, 'not before a minute has passed');
    clock += 1;
    bar.update(3, '3 decided');
    assert.equal(stream.text.length, 2);
    assert.match(stream.text[1]!, /^3\/1000 deals 0\.3% eta .* · 3 decided\n$/);
    clock += 5 * LOG_INTERVAL_MS;
    bar.update(3);
    assert.equal(stream.text.length, 2, 'no new line while the count stands still');
    bar.update(4);
    assert.equal(stream.text.length, 3);
  });

  it('on a terminal, redraws one line in place at most ten times a second', () => {
    const stream = logStream(true);
    let clock = 0;
    const bar = new ProgressBar(stream, 10, 'deals', () => clock);
    bar.update(1);
    clock += 50;
    bar.update(2);
    clock += 60;
    bar.update(3);
    bar.update(10);
    bar.finish();
    assert.equal(stream.text.length, 4);
    assert.ok(stream.text.slice(0, 3).every((s) => s.startsWith('\r[') && s.endsWith('\x1b[K')));
    assert.match(stream.text[2]!, /10\/10 deals 100\.0%/);
    assert.equal(stream.text[3], '\n');
  });
});
