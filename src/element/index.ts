/**
 * `agnes-solitaire`: the `<agnes-solitaire>` element. Importing the package defines the tag.
 *
 * Module map:
 * - `agnes-solitaire.component.ts`  the element class (no side effects)
 * - `agnes-solitaire.ts`            defines the tag (guarded)
 * - `agnes-solitaire.styles.ts`     its styles (theme tokens `--agnes-*`, `::part` names)
 * - `game-controller.ts`            the reactive controller that owns the engine `Game`
 * - `solver-link.ts`                the solver features (hint, dead ends, winnable deals, safe auto-moves)
 * - `attributes.ts`                 attribute values → rules, with fallbacks
 * - `keyboard.ts`                   keys → commands, arrow-key navigation between piles
 * - `card-drag.ts`                  drag and drop with pointer events
 * - `card-motion.ts`                FLIP card animation
 * - `card-face.ts`                  card faces, backs and suit symbols (SVG)
 * - `layout.ts`                     card size and column overlap from the container width
 * - `describe.ts`                   accessible names and announcements
 * - `events.ts`                     the typed `agnes-…` events
 */
import './agnes-solitaire.js';

export { AgnesSolitaire } from './agnes-solitaire.component.js';
export type * from './events.js';
export type { AutoFoundation } from './attributes.js';
export { RULE_ATTRIBUTES } from './attributes.js';
