/**
 * The script of the embed page (dist/embed.html → dist/embed.js): builds one `<agnes-solitaire>`
 * from the page URL's settings, shows what was wrong with them, and talks to the page that frames
 * it by `postMessage` only, one way: it never reads anything from the parent (no `message` listener,
 * no `parent.document`, no `document.referrer`).
 *
 * Settings: the fragment and the query, `&`-separated `name=value` entries with the element's
 * attribute names (`#variant=sorel&seed=42&theme=light&lang=id`); a bare name (`#face-down`) is a
 * present boolean attribute; the fragment wins over the query. Values are the element's to check:
 * a bad one fires `agnes-error` and the element plays with its fallback, and the page lists the
 * message under the game. A name that is not an attribute is listed too, and ignored.
 * Two entries are the page's own:
 * - `fit=width` (default): cards as wide as the frame allows, the page as tall as that needs (the
 *   height it announces); `fit=frame`: the cards also shrink to the frame's height, as on a screen,
 *   for hosts that fix the height and run no script.
 * - `agnes=<deal code>`: the deal a shared link names, read by the element itself with `share-url`.
 *
 * Messages to the parent, all `{ source: 'agnes-solitaire', type, detail }`:
 * - `agnes-resize` `{ height }`: the page's preferred height in CSS px, whenever it changes;
 * - every event of the element (`agnes-new-game`, `agnes-move`, `agnes-win`, …), its detail as
 *   plain JSON;
 * - `agnes-error` `{ message, source: 'embed' }` for a setting that is not an attribute.
 */

const TAG = 'agnes-solitaire';
const SOURCE = 'agnes-solitaire';
/** The element's events, forwarded to the parent (docs/element.md, "Events"). */
const EVENTS = [
  'agnes-new-game', 'agnes-move', 'agnes-deal', 'agnes-undo', 'agnes-redo', 'agnes-hint',
  'agnes-invalid-move', 'agnes-win', 'agnes-lose', 'agnes-share', 'agnes-error',
] as const;
/** Entries of the URL that are the page's, not attributes. */
const PAGE_SETTINGS = ['fit', 'agnes'];
const FITS = ['width', 'frame'];

/** The settings of a URL: the query's entries, then the fragment's (later entries win). */
export function readSettings(search: string, hash: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const part of [search.replace(/^\?/, ''), hash.replace(/^#/, '')]) {
    for (const piece of part.split('&')) {
      if (piece === '') continue;
      const eq = piece.indexOf('=');
      const decode = (text: string): string => {
        try {
          return decodeURIComponent(text.replace(/\+/g, ' '));
        } catch {
          return text;
        }
      };
      // `agnes=<deal code>` stays percent-encoded: the element decodes the code itself.
      const name = decode(eq < 0 ? piece : piece.slice(0, eq)).trim().toLowerCase();
      entries.push([name, eq < 0 ? '' : name === 'agnes' ? piece.slice(eq + 1) : decode(piece.slice(eq + 1))]);
    }
  }
  return entries;
}

/** Sends one message to the framing page; nothing when the page is not framed. */
function tell(type: string, detail: unknown): void {
  if (window.parent === window) return;
  // Plain JSON: a detail with anything structured cloning refuses still arrives.
  window.parent.postMessage({ source: SOURCE, type, detail: JSON.parse(JSON.stringify(detail ?? null)) }, '*');
}

function start(): void {
  const problems = document.getElementById('problems')!;
  const say = (text: string): void => {
    const item = document.createElement('li');
    item.textContent = text;
    problems.append(item);
    problems.hidden = false;
  };

  const defined = customElements.get(TAG) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
  const attributes = new Set(defined?.observedAttributes ?? []);
  const element = document.createElement(TAG);
  const settings = new Map<string, string>();
  for (const [name, value] of readSettings(location.search, location.hash)) settings.set(name, value);

  let fit = 'width';
  for (const [name, value] of settings) {
    if (name === 'fit') {
      if (FITS.includes(value)) fit = value;
      else say(`fit: "${value}" is not allowed (allowed: ${FITS.join(', ')}); using width`);
    } else if (attributes.has(name)) {
      element.setAttribute(name, value);
    } else if (!PAGE_SETTINGS.includes(name)) {
      const message = `"${name}" is not a setting of this page (allowed: ${[...attributes, ...PAGE_SETTINGS].join(', ')}); ignored`;
      say(message);
      tell('agnes-error', { message, source: 'embed' });
    }
  }
  if (settings.has('lang')) document.documentElement.lang = settings.get('lang')!;

  // fit=width: the element sizes its cards from the width and the screen's height (innerHeight);
  // in a frame the frame is the screen, so a short frame would make small cards, the smaller height
  // announced would make them smaller still. The element is told the screen is tall: the cards
  // follow the width alone, and the height the page announces is the one they need.
  if (fit === 'width') {
    const real = Object.getOwnPropertyDescriptor(window, 'innerHeight');
    const read = (): number => (real?.get ? real.get.call(window) : document.documentElement.clientHeight) as number;
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => Math.max(read(), 100_000) });
  }

  for (const type of EVENTS) {
    element.addEventListener(type, (event) => {
      const detail = (event as CustomEvent).detail;
      if (type === 'agnes-error') say(`${detail?.source}: ${detail?.message}`);
      tell(type, detail);
    });
  }

  const game = document.getElementById('game')!;
  game.append(element);

  let announced = -1;
  const announce = (): void => {
    const height = Math.ceil(game.getBoundingClientRect().height + (problems.hidden ? 0 : problems.getBoundingClientRect().height));
    if (height === announced || height === 0) return;
    announced = height;
    tell('agnes-resize', { height });
  };
  const observer = new ResizeObserver(announce);
  observer.observe(game);
  observer.observe(problems);
}

if (typeof document !== 'undefined' && document.getElementById('game')) {
  customElements.whenDefined(TAG).then(start);
}
