/**
 * The engine page's example (docs/engine.md, "The engine in five minutes") is `examples/engine.mjs`,
 * word for word, and prints what the page says it prints. The example imports
 * `agnes-solitaire/engine`; here it runs against the source.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PAGE = 'docs/engine.md';
const page = readFileSync(join(root, PAGE), 'utf8');

function block(marker: string): string {
  const match = new RegExp(`<!-- ${marker}:start -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\`\\n<!-- ${marker}:end -->`).exec(page);
  assert.ok(match, `${PAGE} has a <!-- ${marker}:start --> … <!-- ${marker}:end --> code block`);
  return match[1]!;
}

describe(PAGE, () => {
  it('shows examples/engine.mjs exactly, and its real output', () => {
    const example = readFileSync(join(root, 'examples/engine.mjs'), 'utf8');
    assert.equal(block('example'), example);
    const dir = mkdtempSync(join(tmpdir(), 'agnes-readme-'));
    try {
      const engine = pathToFileURL(join(root, 'src/engine/index.ts')).href;
      const file = join(dir, 'example.mts');
      writeFileSync(file, example.replace("'agnes-solitaire/engine'", JSON.stringify(engine)));
      const output = execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8' });
      assert.equal(output, block('output'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
