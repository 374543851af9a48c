#!/usr/bin/env node
// The element's API tables in docs/element.md, generated from custom-elements.json (itself
// generated from the JSDoc on the element class), so that the documentation cannot drift from the
// code. Each table sits between a pair of markers in docs/element.md:
//
//   <!-- api:attributes -->  …generated…  <!-- /api:attributes -->
//
// for attributes, properties, methods, events, parts and css-properties.
//
//   node scripts/api-tables.mjs --write   rewrite the tables in docs/element.md (`npm run docs` analyses first)
//   node scripts/api-tables.mjs --check   exit 1 when docs/element.md differs from what it would write
//
// test/package/manifest.test.ts runs the analyser afresh and checks the page the same way.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TABLES = ['attributes', 'properties', 'methods', 'events', 'parts', 'css-properties'];

/** The page that holds the tables, relative to the repository root. */
export const API_PAGE = 'docs/element.md';

/** The `<agnes-solitaire>` declaration of a manifest. */
export function elementDeclaration(manifest, tagName = 'agnes-solitaire') {
  for (const mod of manifest.modules ?? []) {
    for (const declaration of mod.declarations ?? []) {
      if (declaration.customElement && declaration.tagName === tagName) return declaration;
    }
  }
  throw new Error(`custom-elements.json declares no <${tagName}>`);
}

/** Text for one table cell: one line, pipes escaped. */
const cell = (text) => String(text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
/** Inline code for a cell (types, names, defaults). */
const code = (text) => (text === undefined || text === null || text === '' ? '' : `\`${cell(text)}\``);
/** A markdown table. */
const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** The markdown of each table, by name, from the manifest. */
export function apiTables(manifest) {
  const element = elementDeclaration(manifest);
  const members = element.members ?? [];
  const fields = members.filter((m) => m.kind === 'field' && !m.static);
  const attributeFields = new Set((element.attributes ?? []).map((a) => a.fieldName));
  const defaultText = (value) => (value === undefined || value === 'undefined' ? '' : code(value));

  const attributes = table(
    ['attribute', 'property', 'type', 'default', 'description'],
    (element.attributes ?? []).map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), defaultText(a.default), cell(a.description)]),
  );
  const properties = table(
    ['property', 'type', 'description'],
    fields
      .filter((f) => !attributeFields.has(f.name))
      .map((f) => [code(f.name), code(f.type?.text), `${f.readonly ? 'Read-only. ' : ''}${cell(f.description)}`]),
  );
  const signature = (m) => `${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}`).join(', ')})`;
  const methods = table(
    ['method', 'returns', 'description'],
    members
      .filter((m) => m.kind === 'method' && !m.static)
      .map((m) => {
        const parameters = (m.parameters ?? []).map((p) => ` \`${p.name}\` (${code(p.type?.text)}): ${cell(p.description)}`).join('');
        return [code(signature(m)), code(m.return?.type?.text), `${cell(m.description)}${parameters}`];
      }),
  );
  const events = table(
    ['event', 'type', 'description'],
    (element.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
  );
  const parts = table(['part', 'description'], (element.cssParts ?? []).map((p) => [code(p.name), cell(p.description)]));
  const cssProperties = table(
    ['custom property', 'default', 'description'],
    (element.cssProperties ?? []).map((p) => [code(p.name), code(p.default), cell(p.description)]),
  );
  return { attributes, properties, methods, events, parts, 'css-properties': cssProperties };
}

const marker = (name) => new RegExp(`(<!-- api:${name} -->\\n)(?:[\\s\\S]*?\\n)?(<!-- /api:${name} -->)`);

/** `page` with every table replaced by its generated text; throws when a marker pair is missing. */
export function withApiTables(page, tables) {
  let text = page;
  for (const name of TABLES) {
    if (!marker(name).test(text)) throw new Error(`${API_PAGE} has no <!-- api:${name} --> … <!-- /api:${name} --> markers`);
    text = text.replace(marker(name), (_, open, close) => `${open}${tables[name]}\n${close}`);
  }
  return text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const mode = process.argv[2];
  if (mode !== '--write' && mode !== '--check') {
    console.error('usage: node scripts/api-tables.mjs --write | --check   (reads custom-elements.json: run "npm run analyze" first)');
    process.exit(2);
  }
  const root = new URL('..', import.meta.url);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
  } catch (error) {
    console.error(`api-tables: cannot read custom-elements.json (${error.message}): run "npm run analyze" first`);
    process.exit(1);
  }
  const pageUrl = new URL(API_PAGE, root);
  const page = readFileSync(pageUrl, 'utf8');
  const next = withApiTables(page, apiTables(manifest));
  if (mode === '--write') {
    if (next !== page) writeFileSync(pageUrl, next);
    console.log(next === page ? `${API_PAGE}: API tables already up to date` : `${API_PAGE}: API tables rewritten from custom-elements.json`);
  } else if (next !== page) {
    console.error(`${API_PAGE}: the API tables differ from custom-elements.json: run "npm run docs"`);
    process.exit(1);
  }
}
