#!/usr/bin/env node
// The graded seeds, made from the CSVs of `agnes-solitaire difficulty` in data/difficulty/ (one per
// variant with its own rules, seeds 1–N), so that neither can drift from them:
// - src/solver/difficulty-table.ts, the table the solver picks deals of a difficulty from (one
//   letter a seed: e easy, m medium, h hard, - none);
// - docs/winnability.md's table of easy, medium and hard shares (between <!-- difficulty:start -->
//   and <!-- difficulty:end -->).
//
//   npm run difficulty-table                           rewrite both from data/difficulty/
//   node scripts/difficulty-table.mjs --check          exit 1 when either differs from what it would write
//
// test/package/difficulty-table.test.ts makes both in memory and compares them with the files.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SOURCE = 'src/solver/difficulty-table.ts';
export const PAGE = 'docs/winnability.md';
export const START = '<!-- difficulty:start -->';
export const END = '<!-- difficulty:end -->';
const LETTER = { easy: 'e', medium: 'm', hard: 'h', unwinnable: '-', unproven: '-' };
/** The variants in the order the page shows them. */
const ORDER = ['bernauer', 'sorel', 'aces'];

/**
 * The CSVs of `dir` graded with a variant's own rules: { variant, identity, grades } with `grades`
 * the grade of seeds 1, 2, … in order. Throws for a CSV whose seeds are not 1–N in order or whose
 * grade is unknown.
 */
export function readGraded(dir) {
  if (!existsSync(dir)) return [];
  const graded = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.csv')).sort()) {
    const lines = readFileSync(`${dir}/${name}`, 'utf8').split('\n').filter((line) => line.trim() !== '');
    const identity = lines[0] ?? '';
    const variant = /^# agnes-solitaire difficulty: ([a-z]+);/.exec(identity)?.[1];
    if (!variant) continue; // (a rule set with overrides: not in the table)
    const grades = lines.slice(2).map((line, i) => {
      const [seed, grade] = line.split(',');
      if (seed !== String(i + 1)) throw new Error(`${dir}/${name}: row ${i + 1} is seed ${seed}, not ${i + 1} (the table needs seeds 1–N in order)`);
      if (!(grade in LETTER)) throw new Error(`${dir}/${name}: seed ${seed} has an unknown grade "${grade}"`);
      return grade;
    });
    graded.push({ variant, identity, grades });
  }
  return graded.sort((a, b) => ORDER.indexOf(a.variant) - ORDER.indexOf(b.variant));
}

/** The text of src/solver/difficulty-table.ts for `graded`. */
export function tableSource(graded) {
  const entries = graded.map(({ variant, identity, grades }) =>
    `  // ${identity.replace(/^# agnes-solitaire /, '')}\n  ${variant}:\n    '${grades.map((g) => LETTER[g]).join('')}',`);
  return `/**
 * Made by \`npm run difficulty-table\` from data/difficulty/*.csv (the command line's \`difficulty\`):
 * do not edit by hand. The grade of each seed from 1 of each variant with its own rules, one letter
 * a seed: \`e\` easy, \`m\` medium, \`h\` hard, \`-\` none (not proven winnable). See difficulty.ts.
 */
import type { VariantName } from '../engine/index.js';

export const DIFFICULTY_TABLE: Readonly<Partial<Record<VariantName, string>>> = {
${entries.join('\n')}
};
`;
}

const pct = (n, of) => `${((100 * n) / of).toFixed(1)}%`;

/** The page's table: per variant, the seeds graded and the share of each grade. */
export function sharesTable(graded) {
  const rows = graded.map(({ variant, grades }) => {
    const count = (...which) => grades.filter((g) => which.includes(g)).length;
    const cell = (...which) => `${pct(count(...which), grades.length)} (${count(...which)})`;
    return `| \`${variant}\` | 1–${grades.length.toLocaleString('en-US')} | ${cell('easy')} | ${cell('medium')} | ${cell('hard')} | ${cell('unwinnable', 'unproven')} |`;
  });
  return ['| variant | seeds | easy | medium | hard | none (not proven winnable) |', '| --- | --- | ---: | ---: | ---: | ---: |', ...rows].join('\n');
}

/** `page` with its difficulty table replaced by the one `graded` gives. */
export function withSharesTable(page, graded) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PAGE} needs ${START} … ${END}`);
  return `${page.slice(0, start + START.length)}\n${sharesTable(graded)}\n${page.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const mode = process.argv[2];
  if (mode !== '--write' && mode !== '--check') {
    console.error('usage: node scripts/difficulty-table.mjs --write | --check');
    process.exit(2);
  }
  const graded = readGraded(`${root}data/difficulty`);
  let stale = 0;
  for (const [path, make] of [[SOURCE, () => tableSource(graded)], [PAGE, (text) => withSharesTable(text, graded)]]) {
    const now = readFileSync(`${root}${path}`, 'utf8');
    const next = make(now);
    if (next === now) continue;
    if (mode === '--write') {
      writeFileSync(`${root}${path}`, next);
      console.log(`wrote ${path}`);
    } else {
      console.error(`${path} differs from what data/difficulty gives: run "npm run difficulty-table"`);
      stale++;
    }
  }
  process.exit(stale ? 1 : 0);
}
