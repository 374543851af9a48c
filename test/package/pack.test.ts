/**
 * What `npm install agnes-solitaire` delivers, checked on the real build (dist/, from `npm run build`)
 * and on `npm pack --dry-run`: the tarball holds only what users need; every export of package.json
 * exists; the engine and solver entries pull in no Lit (and no DOM); the self-contained files carry
 * Lit inside and no import; the IIFE is a classic script.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

before(() => {
  assert.ok(
    existsSync(join(root, 'dist/agnes-solitaire.min.js')) && existsSync(join(root, 'custom-elements.json')),
    'dist/ or custom-elements.json is missing: run "npm run build" first (npm test builds when dist/ is missing or older than src/)',
  );
});

/** Every string target of the exports map (conditions flattened). */
function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/** `file` and every file it imports by relative path, transitively; the bare imports on the way. */
function importClosure(file: string, files = new Set<string>(), bare = new Set<string>()): { files: Set<string>; bare: Set<string> } {
  if (files.has(file)) return { files, bare };
  files.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) importClosure(join(dirname(file), specifier), files, bare);
    else bare.add(specifier);
  }
  return { files, bare };
}

describe('package', () => {
  it('npm pack lists only dist/, bin/, the manifest, docs/, README, CHANGELOG, LICENSE and package.json', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const files: string[] = JSON.parse(output)[0].files.map((f: { path: string }) => f.path).sort();
    const allowed = /^(dist\/.+\.(js|js\.map|d\.ts)|dist\/embed\.(html|css)|bin\/agnes-solitaire\.mjs|custom-elements\.json|docs\/[\w-]+\.(md|svg|png)|README\.md|CHANGELOG\.md|LICENSE|package\.json)$/;
    // The README's links into docs/ resolve inside the package too.
    for (const file of ['docs/element.md', 'docs/embedding.md', 'CHANGELOG.md']) assert.ok(files.includes(file), `the tarball has ${file}`);
    assert.deepEqual(files.filter((f) => !allowed.test(f)), [], 'nothing else in the tarball');
    assert.deepEqual(files.filter((f) => f.startsWith('dist/cli/') && f.endsWith('.d.ts')), [], 'no declarations of the command line');
    assert.deepEqual(files.filter((f) => f.startsWith('dist/cli/winrate-table')), [], 'the win-rate table tool is for maintainers, not shipped');
    // The embed page, with the files it loads from its own folder; no declarations of its script.
    for (const file of ['dist/embed.html', 'dist/embed.js', 'dist/embed.css', 'dist/agnes-solitaire.min.js']) assert.ok(files.includes(file), `the tarball has ${file}`);
    assert.deepEqual(files.filter((f) => f.startsWith('dist/embed/')), [], 'no declarations of the embed page\'s script');
    for (const target of [...exportTargets(pkg.exports), pkg.types, pkg.customElements, ...Object.values<string>(pkg.bin)]) {
      assert.ok(files.includes(target.replace(/^\.\//, '')), `the tarball has ${target}`);
    }
  });

  it('every export, the types and the manifest exist after the build', () => {
    for (const target of [...exportTargets(pkg.exports), pkg.types, pkg.customElements]) {
      assert.ok(existsSync(join(root, target)), `${target} exists`);
    }
    assert.deepEqual(Object.keys(pkg.exports).sort(), [
      '.', './agnes-solitaire.iife.js', './agnes-solitaire.min.js', './custom-elements.json', './engine', './package.json', './solver', './strings/id',
    ]);
    assert.equal(pkg.customElements, 'custom-elements.json');
  });

  it('sideEffects names exactly the files that define the element (built, and in src/ for Storybook)', () => {
    assert.deepEqual([...pkg.sideEffects].sort(), [
      './dist/agnes-solitaire.iife.js', './dist/agnes-solitaire.min.js', './dist/element/index.js', './src/element/agnes-solitaire.ts', './src/element/index.ts',
    ]);
    for (const file of pkg.sideEffects.filter((f: string) => f.startsWith('./dist/') || f.endsWith('agnes-solitaire.ts'))) {
      assert.ok(/customElements\.define\(\s*["']agnes-solitaire["']/.test(readFileSync(join(root, file), 'utf8')), `${file} defines the tag`);
    }
    assert.match(readFileSync(join(root, 'src/element/index.ts'), 'utf8'), /^import '\.\/agnes-solitaire\.js';$/m, 'src/element/index.ts imports the define file');
  });

  it('agnes-solitaire/engine, agnes-solitaire/solver and the element\'s solver (npm and self-contained) pull in no Lit and no DOM', () => {
    const lazy = readdirSync(join(root, 'dist')).filter((name) => /^agnes-solitaire-(solver|id)-.*\.js$/.test(name));
    assert.equal(lazy.length, 2, 'the self-contained solver and Indonesian files');
    for (const entry of ['dist/engine/index.js', 'dist/solver/index.js', 'dist/element/solver-entry.js', 'dist/element/strings-id.js', ...lazy.map((name) => `dist/${name}`)]) {
      const { files, bare } = importClosure(join(root, entry));
      assert.deepEqual([...bare], [], `${entry} imports no package`);
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const found = /\blit\b['"/]|LitElement|customElements|\bdocument\.|\bwindow\./.exec(text);
        assert.ok(!found, `${relative(root, file)} has no Lit or DOM (found ${found?.[0]})`);
      }
    }
  });

  it('what a finished game needs (npm and self-contained) imports no package and carries no Lit of its own', () => {
    const lazy = readdirSync(join(root, 'dist')).filter((name) => /^agnes-solitaire-results-.*\.js$/.test(name));
    assert.equal(lazy.length, 1, 'the self-contained results file');
    for (const entry of ['dist/element/results.js', `dist/${lazy[0]}`]) {
      const { files, bare } = importClosure(join(root, entry));
      assert.deepEqual([...bare], [], `${entry} imports no package (its templates are made with the element's Lit)`);
      for (const file of files) {
        const found = /\blit\b['"/]|LitElement|customElements|_\$litType\$|litHtmlVersions/.exec(readFileSync(file, 'utf8'));
        assert.ok(!found, `${relative(root, file)} has no Lit (found ${found?.[0]})`);
      }
    }
  });

  it('the ES build keeps Lit as an import of the consumer', () => {
    const { bare } = importClosure(join(root, 'dist/element/index.js'));
    assert.ok([...bare].every((specifier) => specifier === 'lit' || specifier.startsWith('lit/')), `only Lit is imported: ${[...bare].join(', ')}`);
    assert.ok(bare.has('lit'));
  });

  it('the self-contained files carry Lit inside, import nothing, and define the tag guardedly', () => {
    const lazy = readdirSync(join(root, 'dist')).filter((name) => /^agnes-solitaire-(solver|id|results)-.*\.js$/.test(name));
    assert.equal(lazy.length, 3, 'the solver, Indonesian and results files');
    for (const file of ['dist/agnes-solitaire.min.js', 'dist/agnes-solitaire.iife.js']) {
      const text = readFileSync(join(root, file), 'utf8');
      // No static import, no import() of a written path: the files loaded when needed come from a computed URL.
      const anImport = /(?:^|[;}])\s*import\s*(?:[{*"']|[\w$]+\s*(?:,|from\b))|\bimport\(\s*["'`]/.exec(text);
      assert.ok(!anImport, `${file} imports nothing (found ${JSON.stringify(anImport && text.slice(anImport.index, anImport.index + 60))})`);
      assert.ok(/customElements\.get\("agnes-solitaire"\)\|\|customElements\.define\("agnes-solitaire"/.test(text), `${file} defines only when the tag is free`);
      assert.ok(/createPolicy\("lit-html"/.test(text) && /Symbol\.for\("lit-noChange"\)/.test(text) && /_\$litElement\$/.test(text), `${file} contains Lit`);
      const unsafe = /\beval\(|new Function\(|\bdata:text\/javascript/.exec(text);
      assert.ok(!unsafe, `${file} needs no eval and no data URL (strict CSP); found ${unsafe?.[0]}`);
      // Its one blob is the one-line module that starts the solver's worker from another origin's file.
      assert.equal(text.match(/URL\.createObjectURL/g)?.length, 1, `${file} makes one blob URL`);
      assert.match(text, /new Blob\(\[`import \$\{JSON\.stringify\([\w$]+\)\};`\],\{type:"text\/javascript"\}\)/, `${file}'s blob is an import of the solver file`);
      // It names the files it loads when needed, which are beside it.
      for (const name of lazy) assert.ok(text.includes(`"${name}"`), `${file} names ${name}`);
      assert.ok(existsSync(join(root, `${file}.map`)), `${file} has a source map`);
    }
  });

  it('the IIFE is a classic script; the ES module is a module', () => {
    const iife = readFileSync(join(root, 'dist/agnes-solitaire.iife.js'), 'utf8');
    assert.doesNotThrow(() => new Script(iife, { filename: 'agnes-solitaire.iife.js' }), 'compiles as a classic script');
    assert.ok(!/\bexport\s*\{/.test(iife), 'the IIFE exports nothing');
    const esm = readFileSync(join(root, 'dist/agnes-solitaire.min.js'), 'utf8');
    assert.ok(/\bexport\s*\{[^}]*\bAgnesSolitaire\b/.test(esm), 'the ES module exports AgnesSolitaire');
  });
});
