/**
 * The graded seeds are what data/difficulty says: src/solver/difficulty-table.ts and the shares
 * table of docs/winnability.md are exactly what scripts/difficulty-table.mjs makes of the CSVs, and
 * each CSV was graded by today's careful player's options (`difficulty`'s identity line), so a CSV
 * changed without `npm run difficulty-table`, a hand edit, or other Hint options fail here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module script without type declarations
import { PAGE, readGraded, SOURCE, tableSource, withSharesTable } from '../../scripts/difficulty-table.mjs';
import { difficultyRunLine } from '../../src/cli/difficulty.js';
import type { VariantName } from '../../src/engine/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const graded = readGraded(join(root, 'data/difficulty')) as { variant: VariantName; identity: string; grades: string[] }[];

describe('the table of graded seeds', () => {
  it('grades the three games, at least 300 seeds each', () => {
    assert.deepEqual(graded.map((g) => g.variant), ['bernauer', 'sorel', 'aces']);
    for (const { variant, grades } of graded) assert.ok(grades.length >= 300, `${variant}: ${grades.length} seeds`);
  });

  it('each CSV was graded with the current careful Hint options, sampling seeds and proof budget', () => {
    for (const { variant, identity } of graded) assert.equal(identity, difficultyRunLine({ variant, rules: {} }));
  });

  it('src/solver/difficulty-table.ts is the one data/difficulty gives (run "npm run difficulty-table")', () => {
    assert.ok(read(SOURCE) === tableSource(graded), `${SOURCE} differs from what data/difficulty gives`);
  });

  it("docs/winnability.md's shares table is the one data/difficulty gives", () => {
    const page = read(PAGE);
    assert.ok(page === withSharesTable(page, graded), `${PAGE} differs from what data/difficulty gives`);
  });
});
