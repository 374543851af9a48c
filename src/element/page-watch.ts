/**
 * What the element watches outside itself while it is on the page: its own width (a
 * ResizeObserver; a window resize re-renders too, and gives the screen's height), `lang` on its ancestors (a page that switches
 * language), the page's visibility (the clock pauses while it is hidden) and the URL fragment
 * (`share-url`). A reactive controller: it starts with the element's connection and drops every
 * observer and listener on disconnection.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { readSwitch } from './attributes.js';
import type { GameController } from './game-controller.js';

/** What the watching reads and changes on the element (the element itself). */
export interface PageWatchHost extends ReactiveControllerHost, HTMLElement {
  readonly game: GameController;
  readonly shareUrl: boolean | string | undefined;
  /** The element's width (px), as last measured: a change re-renders. */
  _width: number;
}

export class PageWatch implements ReactiveController {
  #host: PageWatchHost;
  #resizeObserver: ResizeObserver | null | undefined;
  #resizeFrame = 0;
  /** Watches `lang` on the ancestors (a page that switches language). */
  #langObserver: MutationObserver | null | undefined;
  /**
   * The window's height (px), read when the element connects and when the window resizes, not at
   * every render: reading `innerHeight` can make the browser bring its style up to date first.
   */
  screenHeight = 0;

  constructor(host: PageWatchHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const h = this.#host;
    h._width = h.clientWidth || h._width;
    this.screenHeight = window.innerHeight;
    this.#resizeObserver = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]!.contentRect.width;
      // Re-render in the next frame, not inside the observer's callback (no resize loop).
      if (Math.abs(width - h._width) >= 1) {
        cancelAnimationFrame(this.#resizeFrame);
        this.#resizeFrame = requestAnimationFrame(() => (h._width = width));
      }
    });
    this.#resizeObserver.observe(h);
    window.addEventListener('resize', this.#onWindowResize);
    // A `lang` set or changed on an ancestor (the page switching language) re-renders the text.
    this.#langObserver = new MutationObserver(() => h.requestUpdate());
    this.#langObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    document.addEventListener('visibilitychange', this.#onVisibilityChange);
    window.addEventListener('hashchange', this.#onHashChange);
    this.#onVisibilityChange();
  }

  hostDisconnected(): void {
    this.#resizeObserver?.disconnect();
    this.#resizeObserver = null;
    cancelAnimationFrame(this.#resizeFrame);
    window.removeEventListener('resize', this.#onWindowResize);
    this.#langObserver?.disconnect();
    this.#langObserver = null;
    document.removeEventListener('visibilitychange', this.#onVisibilityChange);
    window.removeEventListener('hashchange', this.#onHashChange);
  }

  #onWindowResize = (): void => {
    this.screenHeight = window.innerHeight;
    this.#host.requestUpdate();
  };

  #onVisibilityChange = (): void => this.#host.game.setPageHidden(document.visibilityState === 'hidden');

  /** With `share-url`: a changed fragment that names another deal deals it. */
  #onHashChange = (): void => {
    if (readSwitch('share-url', this.#host.shareUrl, [])) this.#host.requestUpdate();
  };
}
