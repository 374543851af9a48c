/**
 * The game clock: playing time from the first move, paused while the page is hidden and while the
 * game is over (won, or lost until an undo lets play go on). Plain arithmetic over a `now()` the
 * owner passes in, so tests can drive it with a fake time. No DOM here: the element tells it when
 * the page is hidden. And the time as the status line shows it (`formatDuration`).
 */
export class GameClock {
  /** Time counted before the current running stretch. */
  #banked = 0;
  /** When the current running stretch began, or null while stopped. */
  #since: number | null = null;
  /** The clock has started (a first move was played). */
  #started = false;
  /** Reasons it is held: the page is hidden, the game is over. */
  #hidden = false;
  #over = false;

  constructor(private readonly now: () => number) {}

  /** Elapsed playing time in ms. */
  get ms(): number {
    return Math.max(0, Math.round(this.#banked + (this.#since === null ? 0 : this.now() - this.#since)));
  }

  get started(): boolean {
    return this.#started;
  }

  /** True while time is being counted. */
  get running(): boolean {
    return this.#since !== null;
  }

  /** Back to 0, not started (a new deal, a restart); `ms` and `started` set it instead (a restored game). */
  reset(ms = 0, started = ms > 0): void {
    this.#banked = Math.max(0, ms);
    this.#since = null;
    this.#started = started;
    this.#over = false;
    this.#update();
  }

  /** A move was played: the first one starts the clock. */
  moved(): void {
    this.#started = true;
    this.#update();
  }

  /** The page was hidden or shown again. */
  setHidden(hidden: boolean): void {
    this.#hidden = hidden;
    this.#update();
  }

  /** The game ended (won or lost) or goes on again (an undo after a loss). */
  setOver(over: boolean): void {
    this.#over = over;
    this.#update();
  }

  #update(): void {
    const run = this.#started && !this.#hidden && !this.#over;
    if (run && this.#since === null) this.#since = this.now();
    else if (!run && this.#since !== null) {
      this.#banked += this.now() - this.#since;
      this.#since = null;
    }
  }
}

/** A playing time as `m:ss` (or `h:mm:ss`). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
