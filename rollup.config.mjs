// The package's builds, in the order Rollup runs them:
// 1. the library (npm): each public entry point as dist/<name>/index.js with its declarations, the
//    element's solver entry, the command line;
// 2. the self-contained files loaded when needed: dist/agnes-solitaire-solver-<hash>.js (engine and
//    solver), dist/agnes-solitaire-id-<hash>.js (the Indonesian strings) and
//    dist/agnes-solitaire-results-<hash>.js (what a finished game needs: sharing a result, the
//    statistics panel, the replay's controls, the celebration);
// 3. the self-contained main files, dist/agnes-solitaire.min.js (ES module) and
//    dist/agnes-solitaire.iife.js (classic script): the element, the engine and Lit, which load the
//    files of step 2 when the first search is asked for, an element is in Indonesian, or a game
//    ends (or the statistics panel opens);
// 4. the embed page, dist/embed.html with its script and style.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { minifyTemplateLiterals } from './scripts/minify-template-literals.mjs';

/** @type {{ name: string, input: string, file?: string }[]} */
const entries = [
  { name: 'engine', input: 'src/engine/index.ts' },
  { name: 'solver', input: 'src/solver/index.ts' },
  { name: 'element', input: 'src/element/index.ts' },
  // The element's solver (engine and solver only), which element/index.js starts as a worker from
  // `new URL('./solver-entry.js', import.meta.url)` or imports on the page.
  { name: 'element-solver', input: 'src/element/solver-entry.ts', file: 'element/solver-entry' },
  // The Indonesian strings, which element/index.js imports when an element is in Indonesian
  // (`agnes-solitaire/strings/id` for pages that build their own `strings` from them).
  { name: 'element-strings-id', input: 'src/element/strings-id.ts', file: 'element/strings-id' },
  // What a finished game needs (sharing a result, the statistics panel, the replay's controls, the
  // celebration), which element/index.js imports when it is first needed.
  { name: 'element-results', input: 'src/element/results.ts', file: 'element/results' },
  // The command line (Node only): `bin/agnes-solitaire.mjs` imports cli/main; winrate's worker threads load cli/deal-worker.
  { name: 'cli', input: 'src/cli/main.ts', file: 'cli/main' },
  { name: 'cli-worker', input: 'src/cli/deal-worker.ts', file: 'cli/deal-worker' },
  // The win-rate table (a maintainer's tool, not a command): `node dist/cli/winrate-table.js --run`.
  { name: 'cli-table', input: 'src/cli/winrate-table.ts', file: 'cli/winrate-table' },
];

// Runtime dependencies (Lit) stay imports for the consumer's bundler to resolve; never bundled.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isExternal = (id) => id.startsWith('node:') || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/** @type {import('rollup').RollupOptions} */
const library = {
  // One build with several inputs: an entry that imports another (solver → engine) links to it
  // instead of carrying a second copy.
  input: Object.fromEntries(entries.map(({ name, input, file }) => [file ?? `${name}/index`, input])),
  external: isExternal,
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'shared/[name]-[hash].js',
  },
  plugins: [nodeResolve(), typescript({ tsconfig: './tsconfig.build.json' })],
};

// The self-contained files are for pages without a bundler: minified, Lit inside, each with no
// import but the solver file's. TypeScript compiles them without declarations (the library's are
// the package's).
const compile = () => typescript({ tsconfig: './tsconfig.build.json', compilerOptions: { declaration: false, declarationMap: false, declarationDir: null, outDir: 'dist' } });
// (terser runs in worker threads: its options must be plain data, so the comment it keeps is a RegExp.)
const minify = (module) => terser({ module, ecma: 2020, format: { comments: /^# allFunctionsCalledOnLoad$/ } });

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment): the main files'
 * functions are nearly all called while the first board is drawn, so V8 compiles them all on a
 * background thread while the file streams in, instead of one by one on the page's thread during
 * the first render (measured at 4× CPU on Chromium 156: about 70–100 ms of that render).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The names of the files of step 2 (by input name), for the main files (step 3). */
const lazyFiles = {};

/**
 * The files loaded when needed, by name: each is built on its own, so that it carries all it uses
 * and shares no code with another. The results file's templates are made with the main file's Lit
 * (result-views.ts), so the template minifier runs on it too.
 */
const LAZY_FILES = {
  'agnes-solitaire-solver': 'src/element/solver-entry.ts',
  'agnes-solitaire-id': 'src/element/strings-id.ts',
  'agnes-solitaire-results': 'src/element/results.ts',
};

/** @type {(name: string, input: string) => import('rollup').RollupOptions} */
const loadedWhenNeeded = (name, input) => ({
  input: { [name]: input },
  output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name]-[hash].js' },
  plugins: [
    nodeResolve({ browser: true }),
    compile(),
    minifyTemplateLiterals(),
    minify(true),
    {
      name: 'agnes: names of the files loaded when needed',
      generateBundle(_, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        // Each must stand alone: the solver file is a worker's script, and each may be fetched from a folder of its own.
        if (chunks.some((chunk) => !chunk.isEntry || chunk.imports.length > 0)) this.error(`the files loaded when needed must not share code (${chunks.map((c) => c.fileName).join(', ')})`);
        for (const chunk of chunks) lazyFiles[chunk.name] = chunk.fileName;
      },
    },
  ],
});

// The main files find the files of step 2 through lazy-files.standalone.ts (in place of
// lazy-files.ts, which the npm build uses), and their names through the module `agnes:lazy-files`.
/** @type {() => import('rollup').Plugin} */
const standaloneLazyFiles = () => ({
  name: 'agnes: standalone lazy files',
  resolveId(source, importer) {
    if (source === 'agnes:lazy-files') return '\0agnes:lazy-files';
    if (source === './lazy-files.js' && importer?.includes('/src/element/')) {
      return fileURLToPath(new URL('./src/element/lazy-files.standalone.ts', import.meta.url));
    }
    return null;
  },
  load(id) {
    if (id !== '\0agnes:lazy-files') return null;
    if (Object.keys(LAZY_FILES).some((name) => !lazyFiles[name])) this.error('the files loaded when needed must be built before the main files (rollup.config.mjs)');
    return `export const SOLVER_FILE = ${JSON.stringify(lazyFiles['agnes-solitaire-solver'])};\nexport const LANGUAGE_FILES = { id: ${JSON.stringify(lazyFiles['agnes-solitaire-id'])} };\nexport const RESULTS_FILE = ${JSON.stringify(lazyFiles['agnes-solitaire-results'])};`;
  },
});

// Each main file defines the tag when it loads (guarded, so a second copy, or an npm copy beside
// it, does not throw). The classic script also sets the global `AgnesSolitaire` (shared by every
// copy: `extend`), whose class is the one that owns the tag, even when this copy came second.
// Lit's production build is bundled (no "development" export condition): no dev-mode warnings.
/** @type {(file: string, format: 'es' | 'iife') => import('rollup').RollupOptions} */
const mainFile = (file, format) => ({
  input: 'src/element/index.ts',
  output: {
    file,
    format,
    sourcemap: true,
    banner: COMPILE_HINT,
    ...(format === 'iife'
      ? {
          name: 'AgnesSolitaire',
          extend: true,
          outro: "if (typeof customElements !== 'undefined' && customElements.get('agnes-solitaire')) exports.AgnesSolitaire = customElements.get('agnes-solitaire');",
        }
      : {}),
  },
  plugins: [standaloneLazyFiles(), nodeResolve({ browser: true }), compile(), minifyTemplateLiterals(), minify(format === 'es')],
});

// The embed page for <iframe src="…/embed.html#…">: dist/embed.html and dist/embed.css (copied from
// src/embed/) and its script dist/embed.js, beside the self-contained module that it loads.
/** @type {(files: string[]) => import('rollup').Plugin} */
const copyBeside = (files) => ({
  name: 'agnes: copy beside',
  generateBundle() {
    for (const file of files) this.emitFile({ type: 'asset', fileName: file.split('/').pop(), source: readFileSync(file, 'utf8') });
  },
});
/** @type {import('rollup').RollupOptions} */
const embedPage = {
  input: 'src/embed/embed.ts',
  output: { file: 'dist/embed.js', format: 'es', sourcemap: true },
  plugins: [compile(), minify(true), copyBeside(['src/embed/embed.html', 'src/embed/embed.css'])],
};

export default [
  library,
  ...Object.entries(LAZY_FILES).map(([name, input]) => loadedWhenNeeded(name, input)),
  mainFile('dist/agnes-solitaire.min.js', 'es'),
  mainFile('dist/agnes-solitaire.iife.js', 'iife'),
  embedPage,
];
