/**
 * Storybook has a story for every recipe of RULES §4 (the three variants and the source documents'
 * games), and the stories reach the element through the files package.json marks as side effects
 * (else a bundler drops the define and the stories show nothing). scripts/storybook-smoke.mjs,
 * run by CI after `npm run build-storybook`, checks in Chromium that every story renders.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECIPES } from '../../src/engine/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const stories = readFileSync(join(root, 'stories/agnes-solitaire.stories.ts'), 'utf8');

describe('stories', () => {
  it('one story per recipe of RULES §4', () => {
    const told = [...stories.matchAll(/=\s*recipe\('([\w-]+)'/g)].map((m) => m[1]!).sort();
    assert.deepEqual(told, RECIPES.map((recipe) => recipe.id).sort());
  });

  it('import the element through a file marked as a side effect', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const imports = [...stories.matchAll(/^import '\.\.\/(src\/element\/[\w.-]+)\.js';$/gm)].map((m) => `./${m[1]}.ts`);
    assert.ok(imports.length > 0, 'the stories import the element');
    for (const file of imports) assert.ok(pkg.sideEffects.includes(file), `${file} is listed in sideEffects`);
  });
});
