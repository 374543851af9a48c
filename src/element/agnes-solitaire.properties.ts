/**
 * The reactive properties of `<agnes-solitaire>`: the `static properties` table and the fields it
 * declares, each with its type, default and documentation: first the public ones (one per attribute,
 * and `strings`), then the internal state the element's views render from. The element class
 * (agnes-solitaire.component.ts) extends this one with its public API and lifecycle;
 * custom-elements-manifest.config.mjs lists these members as the element's own.
 */
import { LitElement } from 'lit';
import type { PropertyDeclarations } from 'lit';
import type { Rules, VariantName } from '../engine/index.js';
import type { Difficulty } from '../solver/index.js';
import { booleanAttribute, controlsAttribute, integerAttribute } from './attributes.js';
import type { AutoFoundation, HintMode, Theme } from './attributes.js';
import type { Selection } from './board-view.js';
import type { AgnesStrings } from './strings.js';

export class AgnesSolitaireProperties extends LitElement {
  /**
   * The reactive properties and their attributes, declared in one table instead of a decorator on
   * each field (so that no decorator support is needed, in the build or at run time): the same
   * options `@property` took, and for the private state at the end `attribute: false` (all that
   * `@state()` sets besides a flag that only Lit's dev build reads). The
   * fields below keep each one's type, default and documentation.
   */
  static override properties: PropertyDeclarations = {
    variant: {},
    seed: {},
    stockTo: { attribute: 'stock-to' },
    base: {},
    faceDown: { attribute: 'face-down', converter: booleanAttribute },
    reserveFaceDown: { attribute: 'reserve-face-down', converter: booleanAttribute },
    build: {},
    runs: {},
    splitRuns: { attribute: 'split-runs', converter: booleanAttribute },
    wrap: {},
    emptyFill: { attribute: 'empty-fill' },
    emptyRuns: { attribute: 'empty-runs', converter: booleanAttribute },
    foundationReturn: { attribute: 'foundation-return', converter: booleanAttribute },
    redeals: { converter: integerAttribute },
    scoring: {},
    deadEnds: { attribute: 'dead-ends', converter: booleanAttribute },
    winnable: { converter: booleanAttribute },
    daily: { converter: booleanAttribute },
    difficulty: {},
    autoFoundation: { attribute: 'auto-foundation' },
    hintMode: { attribute: 'hint' },
    controls: { converter: controlsAttribute },
    theme: {},
    fourColor: { attribute: 'four-color', converter: booleanAttribute },
    reducedMotion: { attribute: 'reduced-motion', converter: booleanAttribute },
    showSolvable: { attribute: 'show-solvable', converter: booleanAttribute },
    persist: {},
    clock: { converter: booleanAttribute },
    statsKey: { attribute: 'stats-key' },
    shareUrl: { attribute: 'share-url', converter: booleanAttribute },
    strings: { attribute: false },
    _panel: { attribute: false },
    _width: { attribute: false },
    _selection: { attribute: false },
    _focusKey: { attribute: false },
    _notice: { attribute: false },
    _live: { attribute: false },
    _tool: { attribute: false },
    _keyboard: { attribute: false },
    _celebrating: { attribute: false },
  };

  /** The rule preset: `bernauer` (default), `sorel` or `aces`. A change deals a new game. */
  variant: VariantName | string = 'bernauer';
  /**
   * The deal's seed (a string; whole numbers are their decimal text). Absent: random. A change deals a new game.
   * @default undefined
   */
  seed!: string | undefined;

  /**
   * Rule override `stock-to`; undefined: the variant's value.
   * @default undefined
   */
  stockTo!: Rules['stockTo'] | undefined;
  /**
   * Rule override `base`.
   * @default undefined
   */
  base!: Rules['base'] | undefined;
  /**
   * Rule override `face-down`.
   * @default undefined
   */
  faceDown!: boolean | undefined;
  /**
   * Rule override `reserve-face-down`.
   * @default undefined
   */
  reserveFaceDown!: boolean | undefined;
  /**
   * Rule override `build`.
   * @default undefined
   */
  build!: Rules['build'] | undefined;
  /**
   * Rule override `runs`.
   * @default undefined
   */
  runs!: Rules['runs'] | undefined;
  /**
   * Rule override `split-runs`.
   * @default undefined
   */
  splitRuns!: boolean | undefined;
  /**
   * Rule override `wrap`.
   * @default undefined
   */
  wrap!: Rules['wrap'] | undefined;
  /**
   * Rule override `empty-fill`.
   * @default undefined
   */
  emptyFill!: Rules['emptyFill'] | undefined;
  /**
   * Rule override `empty-runs`.
   * @default undefined
   */
  emptyRuns!: boolean | undefined;
  /**
   * Rule override `foundation-return`.
   * @default undefined
   */
  foundationReturn!: boolean | undefined;
  /**
   * Rule override `redeals` (0–3).
   * @default undefined
   */
  redeals!: Rules['redeals'] | undefined;
  /**
   * Rule override `scoring`.
   * @default undefined
   */
  scoring!: Rules['scoring'] | undefined;
  /**
   * Rule override `dead-ends`.
   * @default undefined
   */
  deadEnds!: boolean | undefined;

  /** Deal only deals the solver proves winnable, from `seed` on. A change deals a new game. */
  winnable: boolean | undefined = false;
  /**
   * The deal of the day: `true` (the reader's local date), `'utc'` (the UTC date), a date
   * `'YYYY-MM-DD'` (an archive) or `false` (off, the default). A change deals a new game.
   */
  daily: boolean | string | undefined = false;
  /**
   * Deal only deals of this difficulty for the careful player: `easy`, `medium` or `hard` (from
   * `seed` on, or the day's with `daily`); absent: any deal. A change deals a new game.
   * @default undefined
   */
  difficulty!: Difficulty | string | undefined;
  /** `off` (default), `safe` (only moves that cannot spoil a win) or `all` (every foundation move). Applies live. */
  autoFoundation: AutoFoundation | string = 'off';
  /**
   * Attribute `hint`: `careful` (default; the Hint sees only what a player sees) or `solver` (it
   * knows every card, the stock's order too). Applies live. (`hint()` is the method that asks.)
   */
  hintMode: HintMode | string = 'careful';
  /** Show the toolbar (default true). Applies live. */
  controls = true;
  /** `classic` (default), `light`, `dark` or `auto` (follows `prefers-color-scheme`). Applies live. */
  theme: Theme | string = 'classic';
  /** Four-colour suits (diamonds blue, clubs green). Applies live. */
  fourColor: boolean | string | undefined = false;
  /** Turns every animation off, as `prefers-reduced-motion: reduce` does. Applies live. */
  reducedMotion: boolean | string | undefined = false;
  /** Shows whether the position can still be won (the solver, in the background). Applies live. */
  showSolvable: boolean | string | undefined = false;
  /**
   * A localStorage key: the game and its undo history are saved there after every action, and a
   * save found there when the element first deals is restored (when its rules are the element's).
   * @default undefined
   */
  persist!: string | undefined;
  /** Shows the playing time in the status line (default true; `clock="false"` hides it). Applies live. */
  clock: boolean | string | undefined = true;
  /**
   * The localStorage key of the statistics; absent: `<persist>-stats`, or memory only without `persist`.
   * @default undefined
   */
  statsKey!: string | undefined;
  /** Opens the deal named by the page URL's fragment `#agnes=<deal code>` (and follows changes of it). */
  shareUrl: boolean | string | undefined = false;
  /**
   * Overrides of any text of the strings table (the built-in one of the language `lang` picks). Applies live.
   * @default undefined
   */
  strings!: Partial<AgnesStrings> | undefined;

  // Internal state the views render from (no API; the manifest leaves `_` members out).

  /** `stats`: the statistics panel is open; `confirm`: it asks before a reset. */
  /** @internal */
  _panel: 'stats' | 'confirm' | null = null;

  /** @internal The element's width (px), as last measured. */
  _width = 0;
  /** @internal */
  _selection: Selection | null = null;
  /** @internal */
  _focusKey = 'stock';
  /** @internal */
  _notice: { text: string; kind: 'info' | 'error' } | null = null;
  /** @internal What the live region says. */
  _live = '';
  /** @internal The toolbar button that has the toolbar's Tab stop. */
  _tool = 'new';
  /** @internal True after keyboard use: the focus ring shows and focus follows the roving stop. */
  _keyboard = false;
  /** @internal True for a moment after a win: the celebration is on screen. */
  _celebrating = false;
}
