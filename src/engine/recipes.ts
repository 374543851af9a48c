/**
 * The games of the source documents as recipes: a variant plus rule overrides (RULES §4, last table).
 * One list feeds the documentation, the Storybook stories, the demo's picker and the win-rate table.
 */
import type { Rules, VariantName } from './types.js';

export interface Recipe {
  /** A stable short id, usable in URLs and file names (`bernauer-redeal`). */
  id: string;
  /** The game's name as a player knows it. */
  title: string;
  /** Which source document describes it (RULES §4), or `—` for the solver studies' classic game. */
  source: string;
  variant: VariantName;
  /** Overrides of the variant's rules; empty for the variant as it is. */
  rules: Partial<Rules>;
}

const APP_BERNAUER: Partial<Rules> = { faceDown: true, foundationReturn: true, scoring: 'points' };

// Pure: a bundle that never reads RECIPES (the element) drops the whole list.
export const RECIPES: readonly Readonly<Recipe>[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ [
  { id: 'bernauer', title: 'Agnes Bernauer', source: '002, 004', variant: 'bernauer', rules: {} },
  { id: 'sorel', title: 'Agnes Sorel', source: '004', variant: 'sorel', rules: {} },
  { id: 'aces', title: 'Agnes Aces', source: '000', variant: 'aces', rules: {} },
  { id: 'app-bernauer', title: "Agnes app, Parlett's Bernauer default", source: '001', variant: 'bernauer', rules: { ...APP_BERNAUER } },
  {
    id: 'app-sorel', title: 'Agnes app set to Sorel', source: '001', variant: 'bernauer',
    rules: { ...APP_BERNAUER, build: 'same-color', emptyFill: 'none' },
  },
  {
    id: 'encyclopedia-sorel', title: 'Agnes Sorel (encyclopedia: as Bernauer, same colour, spaces not filled)', source: '002',
    variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none' },
  },
  {
    id: 'web-same-color', title: 'Agnes Bernauer, same-colour web version with dead-end detection', source: '003',
    variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve' },
  },
  { id: 'bernauer-redeal', title: 'Agnes Bernauer with one redeal', source: '004', variant: 'bernauer', rules: { redeals: 1 } },
  { id: 'bernauer-reserve-face-down', title: 'Agnes Bernauer with a face-down reserve', source: '004', variant: 'bernauer', rules: { reserveFaceDown: true } },
  { id: 'bernauer-base-ace', title: 'Agnes Bernauer with a chosen base rank (ace)', source: '004', variant: 'bernauer', rules: { base: 'A' } },
  { id: 'classic-sorel', title: 'Classic Agnes Sorel (no fills; as studied by solvers)', source: '—', variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' } },
  {
    id: 'relaxed-sorel', title: 'Relaxed Agnes Sorel (any card or run may fill a space)', source: '—', variant: 'sorel',
    rules: { runs: 'build', emptyRuns: true },
  },
  {
    id: 'classic-sorel-wrap-base', title: 'Classic Agnes Sorel, ranks running from the base', source: '—', variant: 'sorel',
    rules: { runs: 'build', emptyFill: 'none', wrap: 'base' },
  },
].map((recipe) => Object.freeze({ ...recipe, rules: Object.freeze(recipe.rules) })) as Recipe[]);
