#!/usr/bin/env node
// `npm run size`: raw and gzip bytes (level 9) of what users download, from dist/ (run `npm run
// build` first):
// - the self-contained files: the main ES module and classic script (the element, the engine and
//   Lit) and the files they load when needed (the solver; the Indonesian strings; what a finished
//   game needs);
// - the npm entry points with every chunk they import (engine, solver);
// - an app that imports the npm element, bundled by esbuild (split, minified, Lit included): what
//   its page loads first (the entry chunk and the chunks it imports) and its lazy chunks.
// Exits 1 when a file is over its budget (CI runs this), or when dist/ is missing.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Budgets in gzip bytes: the page's module, the solver file, and a bundled app's first load. */
export const BUDGETS = { main: 48_000, solver: 25_000, app: 55_000 };

/** `file` and the files it imports statically by relative path, transitively (the chunks loaded with it). */
function withImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  // `… from "./x.js"` and `import "./x.js"` (not `import("./x.js")`, which loads later).
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) withImports(join(dirname(file), specifier), seen);
  return seen;
}

/** Raw and gzip bytes of `files` as one download (gzip over their concatenation). */
function measure(files) {
  const all = Buffer.concat(files.map((file) => readFileSync(file)));
  return { raw: all.length, gzip: gzipSync(all, { level: 9 }).length };
}

const dist = join(root, 'dist');
const lazy = (prefix) => readdirSync(dist).filter((name) => name.startsWith(prefix) && name.endsWith('.js'));
const required = ['agnes-solitaire.min.js', 'agnes-solitaire.iife.js', 'engine/index.js', 'solver/index.js', 'element/index.js'];
const missing = required.filter((name) => !existsSync(join(dist, name)));
const solverFiles = lazy('agnes-solitaire-solver-');
const idFiles = lazy('agnes-solitaire-id-');
const resultsFiles = lazy('agnes-solitaire-results-');
const lazyMissing = Object.entries({ 'agnes-solitaire-solver-*.js': solverFiles, 'agnes-solitaire-id-*.js': idFiles, 'agnes-solitaire-results-*.js': resultsFiles }).filter(([, found]) => found.length !== 1);
if (missing.length > 0 || lazyMissing.length > 0) {
  console.error(`size: dist/ is incomplete (${[...missing, ...lazyMissing.map(([name]) => name)].join(', ')}): run "npm run build" first`);
  process.exit(1);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let failed = false;
/** Prints one row; fails the run when over `budget`. */
function row(name, note, files, budget, base = dist) {
  const { raw, gzip } = measure(files);
  let verdict = '';
  if (budget !== undefined) {
    verdict = gzip <= budget ? `  within the ${kB(budget)} gzip budget` : `  OVER the ${kB(budget)} gzip budget`;
    if (gzip > budget) failed = true;
  }
  console.log(`${name.padEnd(40)} ${String(raw).padStart(7)} B  ${String(gzip).padStart(7)} B${verdict}`);
  const chunks = files.length > 1 ? ` (${files.length} files: ${files.map((f) => relative(base, f)).join(', ')})` : '';
  console.log(`  ${note}${chunks}`);
}

console.log(`${'file'.padEnd(40)} ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`);
row('dist/agnes-solitaire.min.js', 'self-contained ES module: the element, the engine and Lit', [join(dist, 'agnes-solitaire.min.js')], BUDGETS.main);
row('dist/agnes-solitaire.iife.js', 'self-contained classic script: the same', [join(dist, 'agnes-solitaire.iife.js')]);
row(`dist/${solverFiles[0]}`, 'the solver file both load for the first search (engine, solver, careful play)', [join(dist, solverFiles[0])], BUDGETS.solver);
row(`dist/${idFiles[0]}`, 'the Indonesian strings both load for an element in Indonesian', [join(dist, idFiles[0])]);
row(`dist/${resultsFiles[0]}`, 'what both load when a game ends or the statistics panel opens: sharing a result, the panel, the replay controls, the celebration', [join(dist, resultsFiles[0])]);
row('dist/engine/index.js', 'agnes-solitaire/engine with its chunks', [...withImports(join(dist, 'engine/index.js'))]);
row('dist/solver/index.js', 'agnes-solitaire/solver with its chunks (engine included)', [...withImports(join(dist, 'solver/index.js'))]);

// An app that imports the npm element, as a bundler builds it: esbuild, split, minified.
const app = mkdtempSync(join(tmpdir(), 'agnes-size-'));
try {
  writeFileSync(join(app, 'app.js'), `import ${JSON.stringify(join(dist, 'element/index.js'))};\n`);
  await build({
    entryPoints: [join(app, 'app.js')],
    outdir: join(app, 'out'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    logLevel: 'error',
    nodePaths: [join(root, 'node_modules')],
  });
  const out = join(app, 'out');
  const first = [...withImports(join(out, 'app.js'))];
  const later = readdirSync(out).filter((name) => name.endsWith('.js') && !first.includes(join(out, name)));
  row("an app's first load (esbuild)", "`import 'agnes-solitaire'`: the entry chunk and the chunks it imports", first, BUDGETS.app, out);
  for (const name of later) {
    const text = readFileSync(join(out, name), 'utf8');
    const what = text.includes('carefulMove') || text.includes('findProgress') || /careful|phase/.test(text) ? 'the solver' : text.includes('Keriting') ? 'the Indonesian strings' : text.includes('stats-panel') ? 'what a finished game needs (results)' : 'a lazy chunk';
    row(`  lazy: ${name}`, `${what}, loaded when needed`, [join(out, name)], undefined, out);
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}

if (failed) {
  console.error('size: over budget (see above)');
  process.exit(1);
}
