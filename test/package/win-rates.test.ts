/**
 * The win rates of docs/winnability.md are what data/ says: the chart docs/win-rates.svg and the
 * page's three tables (thoughtful, decided by budget, careful) are exactly what scripts/chart.mjs
 * makes of the CSVs, so a CSV changed without `npm run chart`, or a hand edit, fails here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module script without type declarations
import { CHART, chartRows, PAGE, PAGE_TABLES, winRateChart, withWinRateTables } from '../../scripts/chart.mjs';
import { RECIPES } from '../../src/engine/index.js';
import { PUBLISHED } from '../../src/cli/winrate-table.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const data = join(root, 'data');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

interface ChartRow {
  id: string;
  title: string;
  deals: number;
  low: number;
  high: number;
  careful: { deals: number; wins: number; rate: number; low: number; high: number } | null;
  published: { percent: number | null; text: string } | null;
}

describe('the win-rate chart and tables of docs/winnability.md', () => {
  it('the committed chart is the one data/ gives (run "npm run chart" after changing a CSV)', () => {
    assert.ok(read(CHART) === winRateChart(chartRows(data)), `${CHART} differs from what data/ gives: run "npm run chart"`);
  });

  it("the page's tables are the ones data/ gives (run \"npm run chart\" after changing a CSV)", () => {
    const page = read(PAGE);
    assert.ok(page === withWinRateTables(page, data), `${PAGE} tables differ from what data/ gives: run "npm run chart"`);
    for (const { start, end } of PAGE_TABLES as { start: string; end: string }[]) {
      assert.equal(page.split(start).length, 2, `${PAGE} has ${start} once`);
      assert.equal(page.split(end).length, 2, `${PAGE} has ${end} once`);
    }
  });

  it('the page shows the chart', () => {
    assert.match(read(PAGE), /!\[[^\]]+\]\(win-rates\.svg\)/);
  });

  it('has a band per recipe with a CSV, its careful rate where one was played, and a mark per published number', () => {
    const rows = chartRows(data) as ChartRow[];
    assert.deepEqual(
      rows.map((row) => row.id),
      RECIPES.map((recipe) => recipe.id),
    );
    const svg = winRateChart(rows) as string;
    const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const row of rows) {
      assert.ok(row.low <= row.high && row.high <= 1, `${row.id}: proven wins ≤ wins and undecided ≤ every deal`);
      assert.ok(svg.includes(`>${escaped(row.title)}</text>`), `the chart names ${row.id}`);
      assert.ok(row.careful, `${row.id} has a careful row in data/careful/`);
    }
    // The sources that give a number (3.3%, 16.7%, 10%, 0.0045%, 7.83%) are marked; the others are quoted.
    const numbers = Object.values(PUBLISHED).filter((text) => /\(([\d.]+)%\)/.test(text)).length;
    assert.equal(rows.filter((row) => row.published?.percent !== null && row.published !== null).length, numbers);
    assert.equal(svg.match(/<path d="M [\d.]+ \d+ l 5 -6 h -10 z" fill="#c8102e"\/>/g)?.length, numbers + 1, 'one mark per published number, and one in the legend');
    // Readable in a dark theme: the picture paints its own white background first.
    assert.match(svg, /^<svg [^>]*>\n<title[^]*?<rect width="960" height="\d+" fill="#ffffff"\/>/);
    assert.ok(svg.endsWith('</svg>\n'));
  });
});
