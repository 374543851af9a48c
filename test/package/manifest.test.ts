/**
 * custom-elements.json, generated afresh from the element's JSDoc by @custom-elements-manifest/analyzer
 * (the repository's custom-elements-manifest.config.mjs), describes everything the element offers —
 * every attribute, property, method, event, CSS part and custom property, each with a description —
 * and matches the code: the events of events.ts, the parts the templates set, the custom properties
 * the styles read. The API tables of docs/element.md are exactly what scripts/api-tables.mjs makes of it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module script without type declarations
import { API_PAGE, apiTables, elementDeclaration, withApiTables } from '../../scripts/api-tables.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = (path: string): string => readFileSync(join(root, path), 'utf8');

interface Documented {
  name: string;
  description?: string;
  kind?: string;
  fieldName?: string;
  privacy?: string;
  parameters?: Documented[];
}
interface Element {
  tagName: string;
  summary?: string;
  description?: string;
  attributes: Documented[];
  members: Documented[];
  events: Documented[];
  cssParts: Documented[];
  cssProperties: Documented[];
}

let dir = '';
let manifest: { modules: { path: string }[] };
let element: Element;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'agnes-cem-'));
  const cem = join(root, 'node_modules/.bin/cem');
  assert.ok(existsSync(cem), '@custom-elements-manifest/analyzer is installed (npm ci)');
  // The analyser joins --outdir to the working directory: give it a relative path.
  execFileSync(cem, ['analyze', '--quiet', '--outdir', relative(root, dir)], { cwd: root, stdio: 'pipe' });
  manifest = JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8'));
  element = elementDeclaration(manifest) as Element;
});
after(() => rmSync(dir, { recursive: true, force: true }));

const names = (items: Documented[]): string[] => items.map((item) => item.name).sort();

/** The element class and the modules that hold its templates. */
const RENDERING_FILES = [
  'src/element/agnes-solitaire.component.ts',
  'src/element/board-view.ts',
  'src/element/header-view.ts',
  'src/element/overlays.ts',
  'src/element/table-view.ts',
  // The statistics panel, the replay's controls and the celebration, in the file loaded when needed.
  'src/element/result-views.ts',
];

describe('custom-elements.json', () => {
  it('declares <agnes-solitaire> in the module users import, with a summary and a description', () => {
    assert.deepEqual(manifest.modules.map((m) => m.path), ['dist/element/index.js']);
    assert.equal(element.tagName, 'agnes-solitaire');
    assert.ok(element.summary && element.description, 'the class JSDoc has @summary and a description');
  });

  it('describes every attribute, property, method (and its parameters), event, part and custom property', () => {
    const undocumented: string[] = [];
    const check = (what: string, items: Documented[]): void => {
      for (const item of items) if (!item.description?.trim()) undocumented.push(`${what} ${item.name}`);
    };
    check('attribute', element.attributes);
    check('member', element.members);
    for (const method of element.members.filter((m) => m.kind === 'method')) check(`parameter of ${method.name}():`, method.parameters ?? []);
    check('event', element.events);
    check('part', element.cssParts);
    check('custom property', element.cssProperties);
    assert.deepEqual(undocumented, [], 'write a JSDoc description for each of these on the class');
    for (const [what, items] of Object.entries({ attributes: element.attributes, events: element.events, parts: element.cssParts, 'custom properties': element.cssProperties })) {
      assert.ok(items.length > 0, `some ${what} are listed`);
    }
  });

  it('lists the public API only: no private, protected or # members', () => {
    const hidden = element.members.filter((m) => m.name.startsWith('#') || m.name.startsWith('_') || m.privacy === 'private' || m.privacy === 'protected');
    assert.deepEqual(names(hidden), []);
    for (const name of ['state', 'status', 'rules', 'moves', 'canUndo', 'canRedo', 'newGame', 'restart', 'undo', 'redo', 'hint', 'deal', 'play']) {
      assert.ok(element.members.some((m) => m.name === name), `member ${name} is listed`);
    }
  });

  it('documents each attribute with an @attr line in the class header, and each belongs to a property', () => {
    const header = /\/\*\*([\s\S]*?)\*\/\s*export class AgnesSolitaire/.exec(source('src/element/agnes-solitaire.component.ts'));
    assert.ok(header, 'the class has a JSDoc header');
    const documented = [...header[1]!.matchAll(/@attr(?:ibute)?\s+(?:\{[^}]*\}\s+)?([\w-]+)/g)].map((m) => m[1]!).sort();
    assert.deepEqual(documented, names(element.attributes), 'one @attr line per attribute');
    // `lang` is HTML's global attribute: the element observes it (to switch its language) but its
    // property is HTMLElement's own `lang`.
    const orphans = element.attributes.filter((a) => !a.fieldName && a.name !== 'lang');
    assert.deepEqual(names(orphans), [], 'every @attr names an attribute of a @property');
  });

  it('lists exactly the events of events.ts', () => {
    const events = source('src/element/events.ts');
    const map = /export interface AgnesEventDetails \{([\s\S]*?)\}/.exec(events);
    assert.ok(map, 'events.ts has AgnesEventDetails');
    const declared = [...map[1]!.matchAll(/'(agnes-[\w-]+)'/g)].map((m) => m[1]!).sort();
    assert.deepEqual(names(element.events), declared);
  });

  it('lists exactly the CSS parts the templates set', () => {
    // The class and the modules it renders with (the board, the status line and toolbar, the overlays, the results' views).
    const component = RENDERING_FILES.map(source).join('\n');
    const used = new Set<string>();
    for (const [, literal, expression] of component.matchAll(/\bpart=(?:"([^"]*)"|\$\{([^}]*)\})/g)) {
      const texts = literal !== undefined ? [literal] : [...expression!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
      for (const text of texts) for (const part of text.split(/\s+/)) if (part) used.add(part);
    }
    assert.deepEqual(names(element.cssParts), [...used].sort());
  });

  it('lists exactly the --agnes-* custom properties the styles read', () => {
    const used = new Set<string>();
    for (const file of ['src/element/agnes-solitaire.styles.ts', 'src/element/board.styles.ts', 'src/element/overlays.styles.ts', ...RENDERING_FILES, 'src/element/card-face.ts']) {
      for (const [, name] of source(file).matchAll(/var\((--agnes-[\w-]+)/g)) used.add(name!);
      // Read by script rather than by a var(): getComputedStyle(this).getPropertyValue('--agnes-…').
      for (const [, name] of source(file).matchAll(/getPropertyValue\('(--agnes-[\w-]+)'\)/g)) used.add(name!);
    }
    assert.deepEqual(names(element.cssProperties), [...used].sort());
  });
});

describe('the element API tables of docs/element.md', () => {
  it('are the tables scripts/api-tables.mjs makes of custom-elements.json (run "npm run docs" after changing the JSDoc)', () => {
    const page = source(API_PAGE);
    const expected = withApiTables(page, apiTables(manifest));
    assert.ok(page === expected, `${API_PAGE} API tables differ from custom-elements.json: run "npm run docs"`);
    for (const name of names(element.attributes)) assert.ok(page.includes(`| \`${name}\` |`), `${API_PAGE} lists attribute ${name}`);
  });
});
