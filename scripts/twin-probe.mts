#!/usr/bin/env -S npx tsx
// A maintainer's tool (not run by CI): what a `solve` of a deal spends its positions on, to size a
// twin-card reduction before building one (issue 19). It wraps `Board.key` and, for every position
// the search stores for the first time, records:
// - sigma: whether an image of it under the suit swaps d<->h, c<->s or both (every card of the two
//   suits exchanged, foundations too) was stored before. Such an image is the same game (the rules
//   treat the two suits of a colour alike), so a canonical key over the swaps would be sound while
//   the stock left holds no card of the swapped suits; this counts what it would save;
// - layout: whether a position with the same cards by colour and rank everywhere (which twin lies
//   where forgotten) and the same foundation counts was stored before: the most any twin
//   reduction could ever save (most such pairs are not equivalent: the twins' foundations differ);
// - joins off: the share of positions where the twin joins and the crossing filter are off for one
//   colour at least, and for both, because of `acyclic` (with `wrap: king-on-ace`: a base-rank card of that colour
//   not home, or `foundationReturn`).
//
//   npx tsx scripts/twin-probe.mts RECIPE SEED[,SEED…] [MAX_STATES]   (default 100000)
//
// RECIPE is a recipe id of src/engine/recipes.ts. One line per seed.
import { newGame, RECIPES } from '../src/engine/index.js';
import { Board } from '../src/solver/board.js';
import { solve } from '../src/solver/index.js';

const [recipeId, seedList, budget] = process.argv.slice(2);
const recipe = RECIPES.find((r) => r.id === recipeId);
if (!recipe || !seedList) {
  console.error(`usage: twin-probe.mts RECIPE SEED[,SEED…] [MAX_STATES]; recipes: ${RECIPES.map((r) => r.id).join(', ')}`);
  process.exit(2);
}
const SWAPS = [[0, 2, 1, 3], [3, 1, 2, 0], [3, 2, 1, 0]]; // d<->h, c<->s, both
const COLOUR = [0, 1, 1, 0];
const scratch = new Uint8Array(4096);
const text = (buf: Uint8Array, n: number): string => Buffer.from(buf.subarray(0, n)).toString('latin1');
const originalKey = Board.prototype.key;

/** The key of the board with its suits renamed by `swap` (the board is restored after). */
function swappedKey(b: Board, swap: number[]): string {
  const tab = b.tab.slice();
  const res = b.res.slice();
  const found = b.found.slice();
  const map = (x: number): number => (x & 64) | (swap[((x & 63) / 13) | 0]! * 13 + ((x & 63) % 13));
  b.tab.set(tab.map(map));
  b.res.set(res.map(map));
  for (let s = 0; s < 4; s++) b.found[swap[s]!] = found[s]!;
  const key = text(scratch, originalKey.call(b, scratch, true));
  b.tab.set(tab);
  b.res.set(res);
  b.found.set(found);
  return key;
}

let seen = new Set<string>();
let canonical = new Set<string>();
let layouts = new Set<string>();
let counts = { stored: 0, sigma: 0, layout: 0, noJoin: 0, noJoinBoth: 0, stockEmpty: 0 };
Board.prototype.key = function (this: Board, buf: Uint8Array, canon: boolean): number {
  const n = originalKey.call(this, buf, canon);
  if (!canon) return n;
  const key = text(buf, n);
  if (seen.has(key)) return n;
  seen.add(key);
  counts.stored++;
  const stock = Array.from(this.stockCards.subarray(this.stockPos, this.stockLen), (c) => (c / 13) | 0);
  if (stock.length === 0) counts.stockEmpty++;
  const red = !stock.some((s) => s === 1 || s === 2);
  const black = !stock.some((s) => s === 0 || s === 3);
  const images = [key];
  if (red) images.push(swappedKey(this, SWAPS[0]!));
  if (black) images.push(swappedKey(this, SWAPS[1]!));
  if (red && black) images.push(swappedKey(this, SWAPS[2]!));
  const least = images.sort()[0]!;
  if (canonical.has(least)) counts.sigma++;
  else canonical.add(least);
  const f = this.found;
  const layout = Array.from(key, (ch) => {
    const x = ch.charCodeAt(0);
    return x === 0xff ? '|' : String.fromCharCode((x & 64) | (COLOUR[((x & 63) / 13) | 0]! * 13 + ((x & 63) % 13)));
  }).join('') + `#${f.join(',')}`;
  if (layouts.has(layout)) counts.layout++;
  else layouts.add(layout);
  const rules = this.t.rules;
  const wraps = rules.wrap === 'king-on-ace';
  const offRed = wraps && (rules.foundationReturn || !(f[1]! && f[2]!));
  const offBlack = wraps && (rules.foundationReturn || !(f[0]! && f[3]!));
  if (offRed || offBlack) counts.noJoin++;
  if (offRed && offBlack) counts.noJoinBoth++;
  return n;
};

const pct = (a: number, b: number): string => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;
for (const seed of seedList.split(',')) {
  seen = new Set();
  canonical = new Set();
  layouts = new Set();
  counts = { stored: 0, sigma: 0, layout: 0, noJoin: 0, noJoinBoth: 0, stockEmpty: 0 };
  const state = newGame({ variant: recipe.variant, rules: recipe.rules, seed });
  const answer = solve(state, { maxStates: Number(budget ?? 100_000) });
  const c = counts;
  console.log(
    `${recipe.id} ${seed}: ${answer.result} in ${answer.states} positions; stored ${c.stored} (stock empty ${pct(c.stockEmpty, c.stored)}), ` +
      `sigma duplicates ${c.sigma}, layout duplicates ${c.layout} (${pct(c.layout, c.stored)}), joins off for one colour at least ${pct(c.noJoin, c.stored)}, for both ${pct(c.noJoinBoth, c.stored)}`,
  );
}
