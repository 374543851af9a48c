/**
 * What the fuzzers check after every step in Chromium: the board on screen shows exactly the
 * engine's position, the position is a valid one, and no value ever became markup or ran script.
 */
import { fromSnapshot, SUITS } from '../../src/engine/index.js';
import type { Snapshot } from '../../src/engine/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';

/** Differences between the cards drawn and `el.state` (empty: the screen matches the engine). */
export function boardMismatches(el: AgnesSolitaire, state: Snapshot = el.state): string[] {
  const root = el.shadowRoot!;
  const problems: string[] = [];
  const drawn = (pile: string): string[] =>
    [...root.querySelectorAll<HTMLElement>(`[data-pile-box="${pile}"] [data-card]`)].map((c) => (c.dataset.faceDown !== undefined ? '-' : '') + c.dataset.card);
  const compare = (pile: string, want: readonly string[]): void => {
    const got = drawn(pile);
    if (got.join(' ') !== want.join(' ')) problems.push(`${pile}: drawn [${got.join(' ')}], engine [${want.join(' ')}]`);
  };
  state.tableau.forEach((cards, i) => compare(`t${i}`, cards));
  state.reserve.forEach((cards, i) => compare(`r${i}`, cards));
  if (state.reserve.length === 0 && root.querySelector('[data-pile-box^="r"]')) problems.push('reserve piles drawn in a game without a reserve');
  // Foundations draw their top two cards (the rest lie hidden under them).
  for (const suit of SUITS) compare(`f${suit}`, state.foundations[suit].slice(-2));
  const stockBox = root.querySelector<HTMLElement>('[data-pile-box="stock"]');
  const count = stockBox?.querySelector('.count')?.textContent?.trim();
  if (count !== String(state.stock.length)) problems.push(`stock: shows ${count}, engine has ${state.stock.length}`);
  if (!!stockBox?.querySelector('.card') !== state.stock.length > 0) problems.push('stock: card back drawn wrongly');
  const all = [...root.querySelectorAll<HTMLElement>('[data-card]')].map((c) => c.dataset.card!);
  if (new Set(all).size !== all.length) problems.push('a card is drawn twice');
  const figures = [...root.querySelectorAll('.status b')].map((b) => b.textContent!.trim());
  const home = SUITS.reduce((n, s) => n + state.foundations[s].length, 0);
  if (figures[1] !== String(home) || figures[2] !== String(state.score) || figures[3] !== String(state.moveCount)) {
    problems.push(`status line shows ${figures.join('/')}, engine: ${home} home, score ${state.score}, ${state.moveCount} moves`);
  }
  return problems;
}

/** Why `state` is not a valid position (RULES §8: 52 cards once each, legal piles, sane counters), or null. */
export function invalidPosition(state: Snapshot): string | null {
  try {
    fromSnapshot(state);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Tags no value may ever turn into inside the element (the element draws none of these itself). */
const FOREIGN = 'agnes-pwned, [data-pwned], img, script, iframe, object, embed, math, foreignObject, image, a, form, input, link, meta, base, video, audio, style';

/** Traces of markup or script from a value: foreign elements, `on…` attributes, a handler that ran. */
export function markupTraces(el: AgnesSolitaire): string[] {
  const traces: string[] = [];
  const scan = (root: ParentNode, where: string): void => {
    for (const found of root.querySelectorAll(FOREIGN)) traces.push(`<${found.localName}> in ${where}`);
    for (const node of root.querySelectorAll('*')) {
      for (const attr of node.attributes) if (attr.name.toLowerCase().startsWith('on')) traces.push(`${attr.name} on <${node.localName}> in ${where}`);
    }
  };
  scan(el.shadowRoot!, 'the shadow root');
  scan(el, 'the element');
  if (document.querySelector('agnes-pwned, [data-pwned]')) traces.push('foreign element in the page');
  if ((window as { __agnesPwned?: unknown }).__agnesPwned !== undefined) traces.push('a script from a value ran');
  return traces;
}

/** Errors that escaped to the page (uncaught exceptions and unhandled rejections) from now on. */
export function escapedErrors(): { list: string[]; stop(): void } {
  const list: string[] = [];
  const onError = (event: ErrorEvent): void => void list.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent): void => void list.push(`unhandled rejection: ${String((event.reason as Error)?.message ?? event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    list,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
