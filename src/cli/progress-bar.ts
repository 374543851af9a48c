/**
 * A progress bar for long command-line runs, drawn on a stream (stderr). On a terminal it redraws
 * one line in place; elsewhere (CI logs, pipes) it prints a line at every tenth of the way.
 */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export class ProgressBar {
  private lastTenth = -1;
  private lastDraw = 0;
  private readonly started = Date.now();

  constructor(
    private readonly stream: ProgressStream,
    private readonly total: number,
    private readonly label = 'deals',
  ) {}

  /** Shows `done` of the total, with a short note (e.g. running win count). */
  update(done: number, note = ''): void {
    const fraction = this.total > 0 ? Math.min(1, done / this.total) : 1;
    const elapsed = (Date.now() - this.started) / 1000;
    const eta = done > 0 && done < this.total ? ` eta ${formatSeconds((elapsed / done) * (this.total - done))}` : '';
    const text = `${done}/${this.total} ${this.label} ${(fraction * 100).toFixed(1)}%${eta}${note ? ` · ${note}` : ''}`;
    if (this.stream.isTTY) {
      const now = Date.now();
      if (now - this.lastDraw < 100 && done < this.total) return;
      this.lastDraw = now;
      const width = Math.max(10, Math.min(40, (this.stream.columns ?? 80) - text.length - 4));
      const filled = Math.round(fraction * width);
      this.stream.write(`\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${text}\x1b[K`);
    } else {
      const tenth = Math.floor(fraction * 10);
      if (tenth === this.lastTenth) return;
      this.lastTenth = tenth;
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
