/**
 * What the element tells the player besides the board: the polite live region's announcements
 * (for screen readers; what was said since the last render, read as one), the status line's notices
 * (why a move was refused, a link not copied), and the win's short celebration. The element
 * renders them from its state `_live`, `_notice` and `_celebrating`; the notices' and celebration's
 * timers end when the element leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a notice stays in the status line, and the win's celebration lasts (ms). */
const NOTICE_MS = 4000;
const CELEBRATION_MS = 2600;

/** What the feedback changes on the element (the element itself). */
export interface FeedbackHost extends ReactiveControllerHost {
  /** What the live region says. */
  _live: string;
  _notice: { text: string; kind: 'info' | 'error' } | null;
  /** True for a moment after a win: the celebration is on screen. */
  _celebrating: boolean;
  /** True when nothing may animate (no celebration then). */
  readonly motionOff: boolean;
}

export class Feedback implements ReactiveController {
  #host: FeedbackHost;
  #pending: string[] = [];
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;
  #celebrationTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: FeedbackHost) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#noticeTimer);
    this.endCelebration();
  }

  /** Ends the celebration, or calls off one still to come (the won position was left). */
  endCelebration(): void {
    clearTimeout(this.#celebrationTimer);
    this.#host._celebrating = false;
  }

  /** Says `text` in the live region at the next render (after what was said before it). */
  announce(text: string): void {
    this.#pending.push(text);
    this.#host.requestUpdate();
  }

  /** Before a render: what was said since the last one goes to the live region. */
  flushAnnouncements(): void {
    if (this.#pending.length === 0) return;
    const h = this.#host;
    const text = this.#pending.join(' ');
    this.#pending = [];
    // The same words twice in a row would not be read again: vary them invisibly.
    h._live = text === h._live.replace(/\u00a0$/, '') && !h._live.endsWith('\u00a0') ? `${text}\u00a0` : text;
  }

  /** Shows `text` in the status line for a few seconds. */
  showNotice(text: string, kind: 'info' | 'error'): void {
    clearTimeout(this.#noticeTimer);
    this.#host._notice = { text, kind };
    this.#noticeTimer = setTimeout(() => (this.#host._notice = null), NOTICE_MS);
  }

  /**
   * A short celebration after a win (not with reduced motion); it never blocks the board. It starts
   * `after` ms from now, once the cards have landed: started with their flights, its symbols' first
   * style would double the cost of the frame that starts them.
   */
  celebrate(after: number): void {
    if (this.#host.motionOff) return;
    clearTimeout(this.#celebrationTimer);
    this.#celebrationTimer = setTimeout(() => {
      this.#host._celebrating = true;
      this.#celebrationTimer = setTimeout(() => (this.#host._celebrating = false), CELEBRATION_MS);
    }, after);
  }
}
