// Builds each public entry point of the package into dist/<name>/index.js (ES module + source map)
// with TypeScript declarations beside it (dist/<name>/*.d.ts).
// To add an entry (solver, element), append it to `entries` and to the `exports` map in package.json.
import { readFileSync } from 'node:fs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

/** @type {{ name: string, input: string, file?: string }[]} */
const entries = [
  { name: 'engine', input: 'src/engine/index.ts' },
  { name: 'solver', input: 'src/solver/index.ts' },
  { name: 'element', input: 'src/element/index.ts' },
  // The command line (Node only): `bin/agnes-solitaire.mjs` imports cli/main; winrate's worker threads load cli/deal-worker.
  { name: 'cli', input: 'src/cli/main.ts', file: 'cli/main' },
  { name: 'cli-worker', input: 'src/cli/deal-worker.ts', file: 'cli/deal-worker' },
  // The README's win-rate table (a maintainer's tool, not a command): `node dist/cli/winrate-table.js --run`.
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
  plugins: [
    nodeResolve(),
    typescript({ tsconfig: './tsconfig.build.json' }),
  ],
};

// dist/agnes-solitaire.min.js: the element with Lit inside, one self-contained, minified ES module
// for `<script type="module" src="…/agnes-solitaire.min.js">` (it defines the tag when loaded).
/** @type {import('rollup').RollupOptions} */
const standalone = {
  input: 'src/element/index.ts',
  output: { file: 'dist/agnes-solitaire.min.js', format: 'es', sourcemap: true },
  plugins: [
    nodeResolve({ browser: true }),
    typescript({ tsconfig: './tsconfig.build.json', compilerOptions: { declaration: false, declarationMap: false, declarationDir: null, outDir: 'dist' } }),
    terser({ module: true, format: { comments: false } }),
  ],
};

export default [library, standalone];
