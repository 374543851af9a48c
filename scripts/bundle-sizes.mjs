#!/usr/bin/env node
// A maintainer's tool (not run by CI): which sources the bytes of dist/agnes-solitaire.min.js come
// from, through its source map (run `npm run build` first). Each generated segment is given to the
// source it maps to; a source's figure is the gzip -9 size of its segments alone, so the figures do
// not add up to the file's (gzip finds repeats across sources too), but they rank where the bytes
// are. `node scripts/bundle-sizes.mjs [file] [rows]`: gzip bytes, raw bytes, source.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const file = process.argv[2] ?? 'dist/agnes-solitaire.min.js';
const rows = Number(process.argv[3] ?? 60);
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The numbers of one source-map segment (base64 VLQ). */
function decode(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const lines = code.split('\n');
/** Generated text by source. */
const text = new Map();
let source = 0;
map.mappings.split(';').forEach((group, line) => {
  let column = 0;
  const segments = [];
  for (const segment of group.split(',')) {
    if (!segment) continue;
    const values = decode(segment);
    column += values[0];
    if (values.length > 1) source += values[1];
    segments.push([column, source]);
  }
  segments.forEach(([start, from], i) => {
    const end = i + 1 < segments.length ? segments[i + 1][0] : lines[line].length;
    const name = map.sources[from];
    text.set(name, (text.get(name) ?? '') + lines[line].slice(start, end));
  });
});

const table = [...text].map(([name, part]) => [name, part.length, gzipSync(part, { level: 9 }).length]).sort((a, b) => b[2] - a[2]);
for (const [name, raw, gzip] of table.slice(0, rows)) {
  console.log(`${String(gzip).padStart(6)} ${String(raw).padStart(7)}  ${name.replace(/.*node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, '')}`);
}
console.log(`${file}: ${code.length} B raw, ${gzipSync(code, { level: 9 }).length} B gzip`);
