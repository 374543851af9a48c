/**
 * A progress bar for long command-line runs, drawn on a stream (stderr). On a terminal it redraws
 * one line in place; elsewhere (CI logs, pipes) it prints a line at every tenth of the way, and
 * at least once a minute while the run moves on, so that a log of a long run (a retry of hard
 * deals can take an hour per tenth) shows how it goes.
 */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** Most time between two lines of a bar that is not on a terminal. */
export const LOG_INTERVAL_MS = 60_000;

export class ProgressBar {
  private lastTenth = -1;
  private lastDraw = -Infinity;
  private lastLine = 0;
  private lastDone = -1;
  private readonly started: number;

  constructor(
    private readonly stream: ProgressStream,
    private readonly total: number,
    private readonly label = 'deals',
    /** The clock (tests pass their own). */
    private readonly now: () => number = Date.now,
  ) {
    this.started = now();
  }

  /** Shows `done` of the total, with a short note (e.g. running win count). */
  update(done: number, note = ''): void {
    const fraction = this.total > 0 ? Math.min(1, done / this.total) : 1;
    const now = this.now();
    const elapsed = (now - this.started) / 1000;
    const eta = done > 0 && done < this.total ? ` eta ${formatSeconds((elapsed / done) * (this.total - done))}` : '';
    const text = `${done}/${this.total} ${this.label} ${(fraction * 100).toFixed(1)}%${eta}${note ? ` · ${note}` : ''}`;
    if (this.stream.isTTY) {
      if (now - this.lastDraw < 100 && done < this.total) return;
      this.lastDraw = now;
      const width = Math.max(10, Math.min(40, (this.stream.columns ?? 80) - text.length - 4));
      const filled = Math.round(fraction * width);
      this.stream.write(`\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${text}\x1b[K`);
    } else {
      const tenth = Math.floor(fraction * 10);
      if (tenth === this.lastTenth && (done === this.lastDone || now - this.lastLine < LOG_INTERVAL_MS)) return;
      this.lastTenth = tenth;
      this.lastDone = done;
      this.lastLine = now;
      this.stream.write(`${text}\n`);
    }
  }

  /** Ends the bar's line on a terminal. */
  finish(): void {
    if (this.stream.isTTY) this.stream.write('\n');
  }
}

function formatSeconds(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)}s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)}m`;
  return `${(seconds / 3600).toFixed(1)}h`;
}
