/**
 * The element's templates use its own `classMap` (src/element/class-map.ts) and keyed `repeat`
 * (src/element/keyed-repeat.ts), not Lit's: one import of Lit's from any file would put Lit's
 * directive into the self-contained bundle beside the element's own (0.4–0.6 kB gzip each).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const dir = new URL('../../src/element/', import.meta.url);

describe("the element's own directives", () => {
  it("no element module imports Lit's classMap or repeat", () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
    assert.ok(files.includes('class-map.ts') && files.includes('keyed-repeat.ts'));
    for (const file of files) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      assert.doesNotMatch(text, /from\s+['"]lit\/directives\/(class-map|repeat)\.js['"]/, `${file} must import the element's own directive (./class-map.js, ./keyed-repeat.js), not Lit's`);
    }
  });
});
