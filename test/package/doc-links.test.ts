/**
 * Every relative link of the documentation resolves: in README.md, CONTRIBUTING.md, CHANGELOG.md,
 * docs/*.md and stories/README.md, each Markdown link, image, reference definition and HTML
 * `href`/`src` outside code names a file or folder that exists, and its `#anchor` names a heading
 * (or an `id`/`name`) of the target page by GitHub's slug rules. Links to other sites are not
 * fetched.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The pages people read on the repository host. */
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
  'stories/README.md',
];

/** The text outside fenced and indented code blocks and HTML comments, line by line (code lines blank). */
function prose(markdown: string): string[] {
  const lines = markdown.replace(/<!--[^]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  let fence: string | null = null;
  let previousBlank = true;
  return lines.map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length) fence = null;
      return '';
    }
    if (marker) {
      fence = marker[1]!;
      return '';
    }
    // An indented code block starts after a blank line (a list item's continuation is not one).
    const indented = previousBlank && /^( {4}|\t)/.test(line) && !/^\s*([-*+]|\d+\.)\s/.test(line);
    previousBlank = line.trim() === '' || (indented && previousBlank);
    return indented ? '' : line;
  });
}

/** Inline code spans reduced to their text (links cannot live inside them). */
const withoutCode = (line: string): string => line.replace(/(`+)([^`]|[^`][^]*?[^`])\1(?!`)/g, (_, __, code: string) => code.replace(/[[\]()<>]/g, ' '));

/** GitHub's heading slug: the heading's text, lower case, punctuation and symbols dropped, spaces as hyphens. */
function slug(heading: string): string {
  const text = heading
    .replace(/`+([^`]*)`+/g, (_, code: string) => code.replace(/[<>]/g, '')) // code spans keep their text
    .replace(/<[^>]*>/g, '') // raw HTML tags show no text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/\*\*?|__/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a page offers: its headings' slugs (repeats get -1, -2, …) and explicit ids and names. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id] of line.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) found.add(id!);
  }
  return found;
}

interface Link {
  page: string;
  line: number;
  target: string;
}

/** Every link of a page: inline links and images, reference definitions, HTML href and src. */
function links(page: string, markdown: string): Link[] {
  const found: Link[] = [];
  prose(markdown).forEach((raw, i) => {
    const line = withoutCode(raw);
    const add = (target: string): void => void found.push({ page, line: i + 1, target: target.trim().replace(/^<|>$/g, '') });
    for (const [, target] of line.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) add(target!);
    for (const [, target] of line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(\S+)/g)) add(target!);
    for (const [, target] of line.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/gi)) add(target!);
  });
  return found;
}

/** Why a link does not resolve, or null when it does. */
function problem(link: Link): string | null {
  const { target } = link;
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return null; // another site: not fetched
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
  const file = path === '' ? join(root, link.page) : join(root, dirname(link.page), path);
  if (relative(root, file).startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (anchor === null) return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return `${target}: an anchor into ${relative(root, file)}, which is not a Markdown page`;
  if (!anchors(readFileSync(file, 'utf8')).has(anchor)) return `${target}: ${relative(root, file)} has no heading or id "${anchor}"`;
  return null;
}

describe('the documentation links', () => {
  it("slugs headings as GitHub does", () => {
    assert.equal(slug('The element `<agnes-solitaire>`'), 'the-element-agnes-solitaire');
    assert.equal(slug('Careful play: a player who never peeks'), 'careful-play-a-player-who-never-peeks');
    assert.equal(slug("The element's careful hint"), 'the-elements-careful-hint');
    assert.equal(slug('`solve`: one deal, or one position'), 'solve-one-deal-or-one-position');
    assert.equal(slug('Runs that outgrow one machine: shards and merge'), 'runs-that-outgrow-one-machine-shards-and-merge');
    assert.equal(slug('Where `app-sorel`\'s positions go'), 'where-app-sorels-positions-go');
    assert.equal(slug('The embed page (iframe)'), 'the-embed-page-iframe');
    assert.equal(slug('Rules, variants and recipes'), 'rules-variants-and-recipes');
    assert.equal(slug('Builds: the files in the package'), 'builds-the-files-in-the-package');
    assert.deepEqual([...anchors('# A\n## A\n```\n# not a heading\n```\n## A')], ['a', 'a-1', 'a-2']);
  });

  it('finds the links of a page, and none inside code', () => {
    const text = 'See [a](a.md#x) and ![b](b.png).\n\n```md\n[not](here.md)\n```\n\n`[nor](this.md)` <a href="c.md">c</a>\n\n[ref]: d.md';
    assert.deepEqual(
      links('p.md', text).map((link) => link.target),
      ['a.md#x', 'b.png', 'c.md', 'd.md'],
    );
  });

  for (const page of PAGES) {
    it(`every relative link and anchor of ${page} resolves`, () => {
      const found = links(page, readFileSync(join(root, page), 'utf8'));
      const broken = found.map((link) => ({ link, why: problem(link) })).filter(({ why }) => why !== null);
      assert.deepEqual(
        broken.map(({ link, why }) => `${link.page}:${link.line}: ${why}`),
        [],
      );
    });
  }

  it('every page of docs/ starts with what it covers and links back to the map', () => {
    for (const page of PAGES.filter((name) => name.startsWith('docs/'))) {
      const head = readFileSync(join(root, page), 'utf8').split('\n').slice(0, 16).join('\n');
      assert.match(head, /^# .+\n\n\S/, `${page} opens with a title and a paragraph on what it covers`);
      assert.ok(head.includes('](../README.md#documentation)'), `${page} links back to the map near its top`);
    }
  });
});
