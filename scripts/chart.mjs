#!/usr/bin/env node
// The win rates of docs/winnability.md, made from the CSVs in data/ so that the page cannot drift
// from them: the chart docs/win-rates.svg (per game of RECIPES, the thoughtful range and the
// careful rate, with the published figure marked) and the page's three tables (thoughtful, decided
// by budget, careful), each between its markers (<!-- winrate:start --> … <!-- winrate:end -->,
// <!-- decided:start --> … <!-- decided:end -->, <!-- careful:start --> … <!-- careful:end -->).
//
//   npm run chart                                rewrite the chart and the tables from data/
//   node --import tsx scripts/chart.mjs --check  exit 1 when either differs from what it would write
//
// It reads the CSVs with the command line's own readers (src/cli), so it runs under tsx.
// test/package/win-rates.test.ts regenerates both in memory and compares them with the files.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RECIPES } from '../src/engine/index.ts';
import { buildTable, carefulTable, decidedTable, PUBLISHED, readRows, replaceTable, TABLE_END, TABLE_START } from '../src/cli/winrate-table.ts';
import { readCarefulRows, summarizeCareful } from '../src/cli/careful.ts';

/** The page that holds the tables and shows the chart, and the chart, relative to the repository root. */
export const PAGE = 'docs/winnability.md';
export const CHART = 'docs/win-rates.svg';
/** Each table of the page: its markers and how it is made from the CSVs in a folder. */
export const PAGE_TABLES = [
  { start: TABLE_START, end: TABLE_END, make: buildTable },
  { start: '<!-- decided:start -->', end: '<!-- decided:end -->', make: decidedTable },
  { start: '<!-- careful:start -->', end: '<!-- careful:end -->', make: carefulTable },
];

/**
 * What the chart shows of each recipe, from `dir` (normally data/): the thoughtful deals (all
 * seeds of its CSV) and the careful ones (data/careful/<id>.csv, when present), and the published
 * figure as a number of percent when the source gives one (else its words).
 */
export function chartRows(dir) {
  const rows = [];
  for (const recipe of RECIPES) {
    const file = `${dir}/${recipe.id}.csv`;
    if (!existsSync(file)) continue;
    const deals = readRows(readFileSync(file, 'utf8'));
    const wins = deals.filter((row) => row.result === 'win').length;
    const unknown = deals.filter((row) => row.result === 'unknown').length;
    const carefulFile = `${dir}/careful/${recipe.id}.csv`;
    let careful = null;
    if (existsSync(carefulFile)) {
      const lines = readFileSync(carefulFile, 'utf8').trim().split('\n').filter((line) => !line.startsWith('#')).slice(1);
      const report = summarizeCareful(readCarefulRows(lines, carefulFile));
      careful = { deals: report.rows.length, wins: report.wins, rate: report.rate, low: report.interval.low, high: report.interval.high };
    }
    const published = PUBLISHED[recipe.id] ?? '';
    const figure = /\(([\d.]+)%\)/.exec(published);
    rows.push({
      id: recipe.id,
      title: recipe.title,
      deals: deals.length,
      low: wins / deals.length,
      high: (wins + unknown) / deals.length,
      careful,
      published: figure ? { percent: Number(figure[1]), text: published } : published ? { percent: null, text: published } : null,
    });
  }
  return rows;
}

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const range = (low, high) => (pct(low) === pct(high) ? pct(low) : `${(low * 100).toFixed(1)}–${pct(high)}`);
/** Coordinates with at most one decimal, so that the file is the same on every machine. */
const n = (x) => String(Math.round(x * 10) / 10);

/** The chart as SVG text: one band per row of `chartRows`, on a shared 0–100% axis. */
export function winRateChart(rows) {
  const width = 960;
  const left = 24;
  const right = width - 24;
  const x = (share) => left + (right - left) * share;
  const top = 150;
  const rowHeight = 60;
  const bottom = top + rows.length * rowHeight;
  const height = bottom + 58;
  const ink = '#1f2328';
  const muted = '#57606a';
  const blue = '#1f5fa8';
  const orange = '#d66a00';
  const red = '#c8102e';
  const font = 'font-family="system-ui, -apple-system, \'Segoe UI\', Helvetica, Arial, sans-serif"';
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title desc" ${font}>`);
  out.push('<title id="title">How winnable is Agnes? Win rates per game</title>');
  out.push(
    `<desc id="desc">${escape(
      rows
        .map((row) => `${row.title}: thoughtful ${range(row.low, row.high)}${row.careful ? `, careful ${pct(row.careful.rate)}` : ''}${row.published ? `, published ${row.published.text}` : ''}`)
        .join('; '),
    )}</desc>`,
  );
  out.push('<defs>');
  out.push(`<pattern id="undecided" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#d4e2f4"/><rect width="2.5" height="6" fill="${blue}" fill-opacity="0.55"/></pattern>`);
  out.push('</defs>');
  // A white page: the picture reads the same in a light and a dark theme.
  out.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  out.push(`<text x="${left}" y="30" font-size="19" font-weight="700" fill="${ink}">How winnable is Agnes?</text>`);
  out.push(`<text x="${left}" y="53" font-size="13" fill="${muted}">Thoughtful: seeds 1–10,000 of each game, solved with every card known (the stock's order, the face-down cards).</text>`);
  out.push(`<text x="${left}" y="71" font-size="13" fill="${muted}">Careful: seeds 1–1,000 or 1–300, played by a player who sees only what a player sees.</text>`);
  // Legend: each mark drawn at its x, its label after it.
  const legendY = 90;
  const legend = [
    [(lx) => `<rect x="${n(lx)}" y="${legendY}" width="22" height="12" fill="${blue}"/>`, 'proven winnable (thoughtful)'],
    [(lx) => `<rect x="${n(lx)}" y="${legendY}" width="22" height="12" fill="url(#undecided)" stroke="${blue}" stroke-width="0.8"/>`, 'undecided (may be won)'],
    [(lx) => `<rect x="${n(lx)}" y="${legendY + 2}" width="22" height="8" fill="${orange}"/>`, 'careful player, 95% interval'],
    [(lx) => `<rect x="${n(lx + 10)}" y="${legendY - 1}" width="2" height="14" fill="${red}"/><path d="M ${n(lx + 11)} ${legendY - 1} l 5 -6 h -10 z" fill="${red}"/>`, 'published figure'],
  ];
  let legendX = left;
  for (const [mark, label] of legend) {
    out.push(mark(legendX));
    out.push(`<text x="${n(legendX + 30)}" y="${legendY + 11}" font-size="12.5" fill="${ink}">${escape(label)}</text>`);
    legendX += 30 + label.length * 6.6 + 30;
  }
  // Axis: a gridline every 10%, labels above and below.
  for (let tick = 0; tick <= 100; tick += 10) {
    const tx = n(x(tick / 100));
    out.push(`<line x1="${tx}" y1="${top - 8}" x2="${tx}" y2="${bottom}" stroke="${tick === 0 ? '#8c959f' : '#d8dee4'}" stroke-width="1"/>`);
    const anchor = tick === 0 ? 'start' : tick === 100 ? 'end' : 'middle';
    out.push(`<text x="${tx}" y="${top - 14}" font-size="11" fill="${muted}" text-anchor="${anchor}">${tick}%</text>`);
    out.push(`<text x="${tx}" y="${bottom + 16}" font-size="11" fill="${muted}" text-anchor="${anchor}">${tick}%</text>`);
  }
  rows.forEach((row, i) => {
    const y = top + i * rowHeight;
    const figures = [`thoughtful ${range(row.low, row.high)}`];
    if (row.careful) figures.push(`careful ${pct(row.careful.rate)}`);
    if (row.published) figures.push(row.published.percent === null ? row.published.text : `published ${row.published.percent}%`);
    out.push(`<text x="${left}" y="${y + 14}" font-size="13.5" font-weight="600" fill="${ink}">${escape(row.title)}</text>`);
    out.push(`<text x="${right}" y="${y + 14}" font-size="12" fill="${muted}" text-anchor="end">${escape(figures.join(' · '))}</text>`);
    // Thoughtful: proven wins, then the deals left undecided.
    out.push(`<rect x="${left}" y="${y + 24}" width="${n(x(row.low) - left)}" height="14" fill="${blue}"/>`);
    if (row.high > row.low) {
      out.push(`<rect x="${n(x(row.low))}" y="${y + 24}" width="${n(x(row.high) - x(row.low))}" height="14" fill="url(#undecided)" stroke="${blue}" stroke-width="0.8"/>`);
    }
    // Careful: the rate, and its 95% interval as a line.
    if (row.careful) {
      const c = row.careful;
      out.push(`<rect x="${left}" y="${y + 42}" width="${n(x(c.rate) - left)}" height="8" fill="${orange}"/>`);
      out.push(`<line x1="${n(x(c.low))}" y1="${y + 46}" x2="${n(x(c.high))}" y2="${y + 46}" stroke="#7a3d00" stroke-width="1.5"/>`);
      out.push(`<line x1="${n(x(c.low))}" y1="${y + 42}" x2="${n(x(c.low))}" y2="${y + 50}" stroke="#7a3d00" stroke-width="1.5"/>`);
      out.push(`<line x1="${n(x(c.high))}" y1="${y + 42}" x2="${n(x(c.high))}" y2="${y + 50}" stroke="#7a3d00" stroke-width="1.5"/>`);
    }
    // The published figure, where the source gives a number.
    if (row.published && row.published.percent !== null) {
      // Kept inside the plot, so that a figure near 0% still shows its whole mark.
      const px = Math.max(left + 5, x(row.published.percent / 100));
      out.push(`<rect x="${n(px - 1)}" y="${y + 23}" width="2" height="30" fill="${red}"/>`);
      out.push(`<path d="M ${n(px)} ${y + 24} l 5 -6 h -10 z" fill="${red}"/>`);
    }
  });
  out.push(
    `<text x="${left}" y="${bottom + 40}" font-size="11.5" fill="${muted}">Made by npm run chart from data/*.csv and data/careful/*.csv; the figures and how they were computed are in docs/winnability.md.</text>`,
  );
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** `page` with every table replaced by what the CSVs in `dir` give; throws when a marker pair is missing. */
export function withWinRateTables(page, dir) {
  let text = page;
  for (const { start, end, make } of PAGE_TABLES) text = replaceTable(text, make(dir), start, end);
  return text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const mode = process.argv[2];
  if (mode !== '--write' && mode !== '--check') {
    console.error('usage: node --import tsx scripts/chart.mjs --write | --check');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = `${root}data`;
  const files = [
    [CHART, winRateChart(chartRows(dir))],
    [PAGE, withWinRateTables(readFileSync(`${root}${PAGE}`, 'utf8'), dir)],
  ];
  let stale = 0;
  for (const [path, next] of files) {
    const current = existsSync(`${root}${path}`) ? readFileSync(`${root}${path}`, 'utf8') : '';
    if (current === next) {
      console.log(`${path}: up to date with data/`);
    } else if (mode === '--write') {
      writeFileSync(`${root}${path}`, next);
      console.log(`${path}: rewritten from data/`);
    } else {
      console.error(`${path}: differs from what data/ gives: run "npm run chart"`);
      stale++;
    }
  }
  if (stale > 0) process.exit(1);
}
