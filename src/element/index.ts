/**
 * `agnes-solitaire`: the `<agnes-solitaire>` element. Importing the package defines the tag.
 *
 * Module map:
 * (the complete list, with the views and the input handling: CONTRIBUTING.md, "The element inside")
 * - `agnes-solitaire.component.ts`  the element class (no side effects)
 * - `agnes-solitaire.properties.ts` its base class: the reactive properties
 * - `agnes-solitaire.ts`            defines the tag (guarded)
 * - `agnes-solitaire.styles.ts`     its styles (theme tokens `--agnes-*`, `::part` names), with
 *                                   board.styles.ts and overlays.styles.ts
 * - `game-controller.ts`            the reactive controller that owns the engine `Game`
 * - `game-searches.ts`              its searches (hint, dead ends, solvability)
 * - `solver-link.ts`                the solver features (hint, dead ends, solvability, winnable deals, safe auto-moves)
 * - `attributes.ts`                 attribute values → rules, with fallbacks
 * - `keyboard.ts`                   keys → commands, arrow-key navigation between piles
 * - `card-drag.ts`                  drag and drop with pointer events
 * - `card-motion.ts`                FLIP card animation
 * - `card-face.ts`                  card faces, backs and suit symbols (SVG)
 * - `celebration.ts`                the win's shower of suit symbols
 * - `layout.ts`                     card size and column overlap from the container width
 * - `describe.ts`                   accessible names and announcements
 * - `strings.ts`                    the strings tables: English built in, the other languages loaded when needed (strings-id.ts), overrides
 * - `lazy-files.ts`                 the files loaded when needed: the solver, the other languages
 * - `saved-game.ts`                 the save format and its complete check; game texts (`moves`)
 * - `deal-code.ts`                  deal codes (`dealCode`, `#agnes=` links, `share-url`)
 * - `statistics.ts`                 the statistics record per rule set and when a game counts
 * - `game-clock.ts`                 the playing-time clock (paused while the page is hidden)
 * - `auto-finish.ts`                whether the rest of the game needs no choice, and its finish line
 * - `replay.ts`                     stepping through a finished game from its deal
 * - `events.ts`                     the typed `agnes-…` events
 */
import './agnes-solitaire.js';

export { AgnesSolitaire } from './agnes-solitaire.component.js';
export type * from './events.js';
export type { AutoFoundation, Theme } from './attributes.js';
export type { AgnesStrings, Language, PluralTemplate } from './strings.js';
export { ENGLISH, LANGUAGES } from './strings.js';
export type { SavedGame } from './saved-game.js';
export type { AgnesStats } from './statistics.js';
export { DealCodeError, formatDealCode, parseDealCode } from './deal-code.js';
export type { DealSpec } from './deal-code.js';
export type { Solvability } from './game-controller.js';
export { RULE_ATTRIBUTES } from './attributes.js';
