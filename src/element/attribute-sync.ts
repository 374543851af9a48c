/**
 * The element's attributes applied: the deal attributes (variant, seed, the rule overrides,
 * `winnable`, `daily`, `difficulty`, a `share-url` fragment) deal a game when they change, the presentation ones
 * (theme, four-color, reduced-motion, clock, auto-foundation, show-solvable) apply live. Each
 * value is checked by attributes.ts; a bad one is reported here (`agnes-error`, a console warning
 * once per distinct problem) and its documented fallback used.
 */
import type { PropertyValues } from 'lit';
import { RULE_FIELDS } from '../engine/index.js';
import type { Rules } from '../engine/index.js';
import { readAutoFoundation, readDaily, readDifficulty, readHint, readRuleOverrides, readSeed, readSwitch, readTheme, readVariant, resolveAttributeRules } from './attributes.js';
import type { AttributeProblem, Theme } from './attributes.js';
import { dealCodeInFragment, parseDealCode } from './deal-code.js';
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import type { GameConfig, GameController } from './game-controller.js';
import type { Selection } from './board-view.js';
import type { ElementStorage } from './storage.js';

/** The element's rule properties: one per rule field, named as the field (RULES §3 order). */
export const RULE_PROPERTIES = RULE_FIELDS;

/** What is read and changed on the element: its attribute properties, and a few internal members. */
export type SyncHost = { readonly [K in keyof Rules]: unknown } & {
  readonly variant: unknown;
  readonly seed: unknown;
  readonly winnable: unknown;
  readonly daily: unknown;
  readonly difficulty: unknown;
  readonly shareUrl: unknown;
  readonly autoFoundation: unknown;
  readonly hintMode: unknown;
  readonly theme: unknown;
  readonly fourColor: unknown;
  readonly reducedMotion: unknown;
  readonly clock: unknown;
  readonly showSolvable: unknown;
  readonly game: GameController;
  readonly storage: ElementStorage;
  _selection: Selection | null;
  _notice: { text: string; kind: 'info' | 'error' } | null;
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void;
  /** Ends the replay, silently. */
  endReplay(): void;
};

export class AttributeSync {
  #host: SyncHost;
  /** The values the current game was dealt from (variant, seed, winnable, daily, difficulty, rules): any other value deals again. */
  #dealtFrom: readonly unknown[] | null | undefined;
  /** Problems already warned about on the console (each once). */
  #warned = new Set<string>();
  /** The deal code the URL fragment names (with `share-url`), or null. */
  #fragmentCode: string | null = null;
  /** What the attributes ask for: what New game deals from, also after a `load()`. */
  config: GameConfig | null = null;
  /** Applied values of the presentation attributes (checked once per change). */
  theme: Theme = 'classic';
  fourColor = false;
  reduced = false;
  clockShown = true;

  constructor(host: SyncHost) {
    this.#host = host;
  }

  /** Deals a game when none is dealt yet, or when variant, seed, a rule, `winnable`, `daily` or `difficulty` changed. */
  ensureGame(): void {
    const h = this.#host;
    // A fragment counts when it first appears or changes; one that goes away (`#top`) changes nothing.
    const fragment = readSwitch('share-url', h.shareUrl, []) ? dealCodeInFragment(window.location.hash) : null;
    const fresh = fragment !== null && fragment !== this.#fragmentCode;
    if (fresh) this.#fragmentCode = fragment;
    // Compared value by value, not through JSON: a page may assign anything (a BigInt, a cyclic object).
    // With `daily` on, `seed` is not used: a page that sets it (to the seed dealt, say) deals nothing.
    const from = [h.variant, readDaily(h.daily, []) ? null : h.seed, h.winnable, h.daily, h.difficulty, this.#fragmentCode, ...RULE_PROPERTIES.map((p) => h[p])];
    if (h.game.started && this.#dealtFrom?.length === from.length && this.#dealtFrom.every((value, i) => Object.is(value, from[i]))) return;
    this.#dealtFrom = from;
    const problems: AttributeProblem[] = [];
    const variant = readVariant(h.variant, problems);
    const seed = readSeed(h.seed, problems);
    const ruleValues = Object.fromEntries(RULE_PROPERTIES.map((p) => [p, h[p]]));
    const overrides = resolveAttributeRules(variant, readRuleOverrides(ruleValues, problems), problems).overrides;
    const winnable = readSwitch('winnable', h.winnable, problems);
    const daily = readDaily(h.daily, problems);
    const difficulty = readDifficulty(h.difficulty, problems);
    // With `daily`, the day's deal is dealt: `seed` is not used.
    let config: GameConfig = { variant, seed: daily ? undefined : seed, overrides, winnable, daily, difficulty };
    let fromLink = false;
    if (fresh) {
      try {
        const deal = parseDealCode(fragment);
        // A link names its deal exactly: neither `winnable` nor `difficulty` looks further.
        config = { variant: deal.variant, seed: deal.seed, overrides: deal.overrides, winnable: false, daily };
        fromLink = true;
      } catch (error) {
        problems.push({ source: 'share-url', message: `the link's deal code "#agnes=${fragment.slice(0, 60)}" was not used: ${(error as Error).message}; dealing the attributes' game` });
      }
    }
    this.report(problems);
    this.config = config;
    h._selection = null;
    h._notice = null;
    if (!h.game.started && h.storage.restoreGame(config, fromLink)) return;
    h.endReplay();
    h.game.newGame(config);
  }

  /** Before each render: the presentation attributes that changed (all at the first render). */
  applyLive(changed: PropertyValues, first: boolean): void {
    const h = this.#host;
    const problems: AttributeProblem[] = [];
    if (changed.has('autoFoundation') || first) h.game.autoFoundation = readAutoFoundation(h.autoFoundation, problems);
    if (changed.has('hintMode') || first) h.game.searches.hintMode = readHint(h.hintMode, problems);
    if (changed.has('theme') || first) this.theme = readTheme(h.theme, problems);
    if (changed.has('fourColor') || first) this.fourColor = readSwitch('four-color', h.fourColor, problems);
    if (changed.has('reducedMotion') || first) this.reduced = readSwitch('reduced-motion', h.reducedMotion, problems);
    if (changed.has('clock') || first) this.clockShown = readSwitch('clock', h.clock, problems, true);
    if (changed.has('shareUrl') || first) readSwitch('share-url', h.shareUrl, problems);
    if (changed.has('showSolvable') || first) {
      const show = readSwitch('show-solvable', h.showSolvable, problems);
      if (show !== h.game.searches.showSolvable) {
        h.game.searches.showSolvable = show;
        h.game.searches.refreshSolvable();
      }
    }
    this.report(problems);
  }

  /** Fires `agnes-error` for each problem and warns on the console, once per distinct problem. */
  report(problems: readonly AttributeProblem[]): void {
    for (const problem of problems) {
      this.#host.emit('agnes-error', { message: problem.message, source: problem.source });
      if (!this.#warned.has(problem.message)) {
        this.#warned.add(problem.message);
        console.warn(`<agnes-solitaire>: ${problem.message}`);
      }
    }
  }
}
