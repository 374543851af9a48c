/**
 * The embed page: dist/embed.html (from `npm run build`) in `<iframe>`s of a host page, in Debian's
 * Chromium driven by playwright-core. The host page and the embed page are served under a strict
 * Content-Security-Policy header; the host runs docs/embedding.md's resize snippet (read from docs/embedding.md,
 * so the documented one is the one tested) from a file.
 *
 * Checked: the settings of the fragment and of the query reach the element; at 280, 360, 768 and
 * 1200 px the game is as wide as the frame with nothing sticking out, and once the snippet applies
 * the announced height nothing scrolls; bad settings show the game with the element's fallback and
 * the reasons under it (and as `agnes-error` messages); the element's events reach the parent as
 * `{ source: 'agnes-solitaire', type, detail }` (a whole game won through the frame); `daily` (a
 * named date, UTC's, the reader's, a bad value) deals the day's deal as the element does; the page
 * never reads from its parent; no error, no CSP violation; docs/embedding.md's oEmbed example names the page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { findWinnableSeed } from '../../src/solver/index.js';
import { winnableOptions } from '../../src/element/solver-calls.js';
import { TABLEAU_IDS, formatMove, newGame, whyIllegal, type Move } from '../../src/engine/index.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { readmeBlock, root, startServer, type Answer, type TestServer } from './server.js';

const results = join(root, 'test-results/e2e');

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; frame-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; report-uri /csp-report";

/** The host: iframes of the embed page, docs/embedding.md's snippet, and a log of every message. */
const hostPage = (frames: { id: string; width: number; src: string; height?: number }[], snippet = true): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A host</title>
<script src="/host/log.js"></script>
${snippet ? '<script src="/host/resize.js"></script>' : ''}
<link rel="stylesheet" href="/host/host.css">
</head><body>
<h1>An article with games</h1>
${frames.map((f) => `<p>${f.id}</p><iframe id="${f.id}" title="Agnes solitaire" src="${f.src}" width="${f.width}"${f.height ? ` height="${f.height}"` : ''}></iframe>`).join('\n')}
</body></html>`;

/** Records the messages from the frames, with the id of the frame they came from. */
const LOG_JS = `window.embedMessages = [];
addEventListener('message', function (event) {
  var frame = [].find.call(document.querySelectorAll('iframe'), function (f) { return f.contentWindow === event.source; });
  window.embedMessages.push({ frame: frame ? frame.id : null, data: event.data });
});`;

interface HostState {
  frames: Map<string, string>;
}

/** The host's pages and files, dist/, everything under the strict CSP. */
function serveHost(host: HostState, cspReports: string[]): Promise<TestServer> {
  const headers = { 'Content-Security-Policy': CSP };
  const own: Record<string, () => Answer> = {
    '/host/log.js': () => ({ type: 'text/javascript', body: LOG_JS, headers }),
    '/host/resize.js': () => ({ type: 'text/javascript', body: readmeBlock('embed-resize-snippet'), headers }),
    '/host/host.css': () => ({ type: 'text/css', body: 'body { margin: 8px; } iframe { display: block; border: 0; }', headers }),
  };
  return startServer({
    route: (url) => (host.frames.has(url.pathname) ? { type: 'text/html', body: host.frames.get(url.pathname)!, headers } : own[url.pathname]?.()),
    files: ['/dist/'],
    fileHeaders: headers,
    onCspReport: (text) => cspReports.push(text),
  });
}

interface Message {
  frame: string | null;
  data: { source: string; type: string; detail: Record<string, unknown> };
}

describe('the embed page dist/embed.html in iframes', () => {
  let browser: Browser;
  let server: TestServer;
  let origin = '';
  const host: HostState = { frames: new Map() };
  const cspReports: string[] = [];
  const found = findWinnableSeed({ variant: 'sorel', from: 1 });

  before(async () => {
    for (const file of ['dist/embed.html', 'dist/embed.js', 'dist/embed.css', 'dist/agnes-solitaire.min.js']) {
      assert.ok(existsSync(join(root, file)), `${file} is missing: run "npm run build" first`);
    }
    assert.ok(existsSync(chromiumPath), `Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROME_PATH`);
    assert.ok(found, 'the solver finds a winnable Sorel deal');
    mkdirSync(results, { recursive: true });
    server = await serveHost(host, cspReports);
    origin = server.origin;
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens a host page with these frames; collects console problems; waits for every game to be dealt. */
  async function openHost(path: string, frames: { id: string; width: number; src: string; height?: number }[], snippet = true): Promise<{ context: BrowserContext; page: Page; problems: string[]; frame: (id: string) => Frame }> {
    host.frames.set(path, hostPage(frames, snippet));
    const context = await browser.newContext({ viewport: { width: 1300, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const byId = new Map<string, Frame>();
    for (const { id } of frames) byId.set(id, (await (await page.$(`#${id}`))!.contentFrame())!);
    const frame = (id: string): Frame => byId.get(id)!;
    for (const { id } of frames) {
      await frame(id).waitForFunction(() => document.querySelector('agnes-solitaire')?.shadowRoot?.querySelector('[data-card]'));
    }
    return { context, page, problems, frame };
  }

  const messages = (page: Page): Promise<Message[]> => page.evaluate(() => (window as unknown as { embedMessages: Message[] }).embedMessages);

  it('at 280, 360, 768 and 1200 px: configured by the fragment or the query, as wide as the frame, and as tall as it announces once the snippet applies it', async () => {
    const seed = found!.seed;
    const frames = [
      { id: 'w280', width: 280, src: `/dist/embed.html#variant=sorel&seed=${seed}&theme=light&lang=id` },
      { id: 'w360', width: 360, src: `/dist/embed.html?variant=aces&seed=7&theme=dark` },
      { id: 'w768', width: 768, src: `/dist/embed.html?variant=aces&seed=7#variant=bernauer&seed=12&four-color` },
      { id: 'w1200', width: 1200, src: `/dist/embed.html#seed=12&controls=false&clock=false` },
    ];
    const { context, page, problems, frame } = await openHost('/widths.html', frames);
    const expected: Record<string, Record<string, unknown>> = {
      w280: { variant: 'sorel', seed, theme: 'light', lang: 'id' },
      w360: { variant: 'aces', seed: '7', theme: 'dark' },
      w768: { variant: 'bernauer', seed: '12', fourColor: true },
      w1200: { variant: 'bernauer', seed: '12', controls: false, clock: false },
    };
    for (const { id, width } of frames) {
      // The snippet has applied the last announced height (the frame's height follows the game's).
      await page.waitForFunction((id) => {
        const resize = (window as unknown as { embedMessages: Message[] }).embedMessages.filter((m) => m.frame === id && m.data.type === 'agnes-resize');
        const last = resize[resize.length - 1];
        return last && Math.abs(document.getElementById(id)!.getBoundingClientRect().height - (last.data.detail.height as number)) < 1;
      }, id);
      await page.waitForTimeout(100);
      const f = frame(id);
      const seen = await f.evaluate(() => {
        const el = document.querySelector('agnes-solitaire') as unknown as HTMLElement & Record<string, unknown> & { state: { variant: string; seed: string } };
        const shadow = el.shadowRoot!;
        const cards = [...shadow.querySelectorAll('[data-card]')].map((c) => c.getBoundingClientRect());
        const newGame = [...shadow.querySelectorAll('[part~="button"]')].map((b) => b.textContent?.trim() ?? '');
        return {
          variant: el.state.variant, seed: el.state.seed, theme: el.theme, lang: el.getAttribute('lang'), fourColor: el.fourColor, controls: el.controls, clock: el.clock,
          width: el.getBoundingClientRect().width,
          viewport: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
          scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
          cards: cards.length,
          outside: cards.filter((r) => r.left < -0.5 || r.right > document.documentElement.clientWidth + 0.5 || r.bottom > document.documentElement.scrollHeight + 0.5).length,
          cardWidth: Math.min(...cards.map((r) => r.width)),
          buttons: newGame,
          problems: document.getElementById('problems')!.hidden,
        };
      });
      for (const [key, value] of Object.entries(expected[id]!)) assert.equal(seen[key as keyof typeof seen], value, `${id}: ${key}`);
      assert.equal(seen.viewport.width, width, `${id}: the frame is ${width} px wide`);
      assert.ok(Math.abs(seen.width - width) <= 1, `${id}: the game is as wide as the frame (${seen.width} of ${width} px)`);
      assert.ok(seen.scroll.width <= width, `${id}: nothing sticks out sideways (scrollWidth ${seen.scroll.width})`);
      assert.ok(seen.scroll.height <= seen.viewport.height + 1, `${id}: at the announced height nothing scrolls (${seen.scroll.height} in ${seen.viewport.height})`);
      assert.ok(seen.viewport.height > 200, `${id}: the frame grew from its default 150 px to ${seen.viewport.height}`);
      assert.ok(seen.cards >= 28 && seen.outside === 0, `${id}: ${seen.cards} cards, ${seen.outside} outside the frame`);
      assert.ok(seen.problems, `${id}: nothing to complain about`);
      // Cards follow the width, whatever the frame's first height was.
      assert.ok(seen.cardWidth >= Math.min(118, (width - 40) / 7 - 8), `${id}: cards ${seen.cardWidth} px wide`);
      await page.locator(`#${id}`).screenshot({ path: join(results, `embed-page-${id}.png`) });
    }
    const w280 = await frame('w280').evaluate(() => [...document.querySelector('agnes-solitaire')!.shadowRoot!.querySelectorAll('[part~="button"]')].map((b) => b.getAttribute('aria-label') ?? b.textContent));
    assert.ok(w280.some((label) => /Permainan baru/.test(label ?? '')), `lang=id: the toolbar speaks Indonesian (${w280.join(' | ')})`);
    const deals = (await messages(page)).filter((m) => m.data.type === 'agnes-new-game');
    assert.deepEqual(deals.map((m) => [m.frame, m.data.source, m.data.detail.seed]).sort(), [['w1200', 'agnes-solitaire', '12'], ['w280', 'agnes-solitaire', seed], ['w360', 'agnes-solitaire', '7'], ['w768', 'agnes-solitaire', '12']]);
    assert.deepEqual(problems, []);
    assert.deepEqual(cspReports, [], 'no CSP violation');
    await context.close();
  });

  it('bad settings: the game with the fallback, and the reasons under it and to the parent', async () => {
    const { context, page, problems, frame } = await openHost('/bad.html', [
      { id: 'bad', width: 400, src: '/dist/embed.html#variant=klondike&seed=5&theme=neon&varient=sorel&redeals=9&fit=tall&onclick=alert(1)' },
    ]);
    const f = frame('bad');
    await f.waitForFunction(() => document.querySelectorAll('#problems li').length >= 6);
    const seen = await f.evaluate(() => {
      const el = document.querySelector('agnes-solitaire') as unknown as HTMLElement & { state: { variant: string; seed: string; rules: { redeals: number } }; theme: string };
      return {
        variant: el.state.variant, seed: el.state.seed, theme: el.theme, cards: el.shadowRoot!.querySelectorAll('[data-card]').length,
        onclick: el.hasAttribute('onclick'),
        shown: !document.getElementById('problems')!.hidden,
        items: [...document.querySelectorAll('#problems li')].map((li) => li.textContent ?? ''),
      };
    });
    assert.equal(seen.variant, 'bernauer', 'the fallback variant');
    assert.equal(seen.seed, '5');
    assert.ok(seen.cards >= 28, 'the game is there');
    assert.equal(seen.onclick, false, 'only the element\'s attributes are set');
    assert.ok(seen.shown);
    const text = seen.items.join('\n');
    for (const pattern of [/^variant: .*klondike.*bernauer, sorel, aces/m, /^theme: .*neon/m, /^redeals: .*9/m, /"varient" is not a setting of this page \(allowed: .*variant.*\); ignored/, /"onclick" is not a setting/, /^fit: "tall" is not allowed \(allowed: width, frame\)/m]) {
      assert.match(text, pattern);
    }
    const errors = (await messages(page)).filter((m) => m.data.type === 'agnes-error').map((m) => m.data.detail);
    assert.deepEqual(errors.map((d) => d.source).sort(), ['embed', 'embed', 'redeals', 'theme', 'variant']);
    assert.ok(errors.every((d) => typeof d.message === 'string' && d.message.length > 10));
    await page.locator('#bad').screenshot({ path: join(results, 'embed-page-bad.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('daily like every attribute: a named date, the UTC date and the bare switch; a bad value shows and deals the day', async () => {
    const utcBefore = new Date().toISOString().slice(0, 10);
    const dayOf = (date: string): string => findWinnableSeed(winnableOptions({ variant: 'sorel', rules: {}, from: `${date} sorel` }))!.seed;
    const { context, page, problems, frame } = await openHost('/daily.html', [
      { id: 'named', width: 400, src: '/dist/embed.html#variant=sorel&daily=2026-03-01' },
      { id: 'utc', width: 400, src: '/dist/embed.html?variant=sorel&daily=utc' },
      { id: 'bare', width: 400, src: '/dist/embed.html#variant=sorel&daily' },
      { id: 'bad', width: 400, src: '/dist/embed.html#variant=sorel&daily=someday' },
    ]);
    // The day's deal is dealt once the solver has proven it (agnes-new-game comes then).
    await page.waitForFunction(() => new Set((window as unknown as { embedMessages: Message[] }).embedMessages.filter((m) => m.data.type === 'agnes-new-game').map((m) => m.frame)).size === 4);
    const deals = Object.fromEntries((await messages(page)).filter((m) => m.data.type === 'agnes-new-game').map((m) => [m.frame, m.data.detail]));
    assert.deepEqual(deals.named, { seed: dayOf('2026-03-01'), variant: 'sorel', rules: deals.named!.rules, day: 60, date: '2026-03-01' });
    // (Read before and after the frames dealt: a run across midnight UTC may see either date.)
    const utcDate = deals.utc!.date as string;
    assert.ok([utcBefore, new Date().toISOString().slice(0, 10)].includes(utcDate), `utc: ${utcDate} is the UTC date`);
    assert.equal(deals.utc!.seed, dayOf(utcDate));
    for (const id of ['bare', 'bad']) {
      // The reader's local date, as the frame's own Date gives it.
      const local = await frame(id).evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      });
      assert.deepEqual([deals[id]!.date, deals[id]!.seed], [local, dayOf(local)], id);
    }
    const status = await frame('named').evaluate(() => document.querySelector('agnes-solitaire')!.shadowRoot!.querySelector('.status')!.textContent);
    assert.match(status ?? '', /Day 60 · 2026-03-01/);
    const bad = await frame('bad').evaluate(() => [...document.querySelectorAll('#problems li')].map((li) => li.textContent ?? ''));
    assert.equal(bad.length, 1);
    assert.match(bad[0]!, /^daily: .*"someday".*allowed: true, utc, YYYY-MM-DD from 2026-01-01, false/);
    for (const id of ['named', 'utc', 'bare']) {
      assert.equal(await frame(id).evaluate(() => document.getElementById('problems')!.hidden), true, `${id}: nothing to complain about`);
    }
    await page.locator('#named').screenshot({ path: join(results, 'embed-page-daily.png') });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('events reach the parent as { source, type, detail }: a whole game won in the frame', async () => {
    const { context, page, frame } = await openHost('/play.html', [{ id: 'game', width: 700, src: `/dist/embed.html#variant=sorel&seed=${found!.seed}&reduced-motion` }]);
    const f = frame('game');
    const line = found!.line.map(formatMove);
    const start = newGame({ variant: 'sorel', seed: found!.seed });
    const illegal = TABLEAU_IDS.flatMap((from) => TABLEAU_IDS.filter((to) => to !== from).map((to): Move => ({ kind: 'move', from, to, count: 1 }))).find((m) => whyIllegal(start, m) !== null)!;
    const played = await f.evaluate(([illegal, line]) => {
      const el = document.querySelector('agnes-solitaire') as unknown as { play(move: string): boolean };
      return [el.play(illegal), ...line.map((move) => el.play(move))];
    }, [formatMove(illegal), line] as const);
    assert.deepEqual(played, [false, ...line.map(() => true)], 'the illegal move was refused, every move of the line played');
    await page.waitForFunction(() => (window as unknown as { embedMessages: Message[] }).embedMessages.some((m) => m.data.type === 'agnes-win'));
    const all = (await messages(page)).filter((m) => m.data.type !== 'agnes-resize');
    assert.ok(all.every((m) => m.frame === 'game' && m.data.source === 'agnes-solitaire'));
    const of = (type: string): Message[] => all.filter((m) => m.data.type === type);
    assert.equal(of('agnes-new-game').length, 1);
    assert.equal(of('agnes-invalid-move').length, 1);
    assert.equal(typeof of('agnes-invalid-move')[0]!.data.detail.reason, 'string');
    assert.equal(of('agnes-move').length, line.length, 'one agnes-move per move');
    assert.equal(of('agnes-deal').length, line.filter((m) => m === 'deal').length);
    assert.equal(of('agnes-win').length, 1);
    assert.equal(of('agnes-win')[0]!.data.detail.seed, found!.seed);
    assert.equal(of('agnes-win')[0]!.data.detail.moveCount, line.length);
    assert.deepEqual(Object.keys(of('agnes-move')[0]!.data.detail).sort(), ['auto', 'cards', 'foundationCards', 'move', 'moveCount', 'score']);
    await context.close();
  });

  it('fit=frame in a frame of fixed height (no snippet): the cards shrink to the height; fit=width keeps them as wide as the width allows', async () => {
    const { context, page, problems, frame } = await openHost('/fixed.html', [
      { id: 'frame', width: 1200, height: 640, src: '/dist/embed.html#seed=12&fit=frame' },
      { id: 'width', width: 1200, height: 640, src: '/dist/embed.html#seed=12' },
    ], false);
    const measure = (id: string): Promise<{ card: number; scroll: number; client: number }> =>
      frame(id).evaluate(() => ({
        card: Math.min(...[...document.querySelector('agnes-solitaire')!.shadowRoot!.querySelectorAll('[data-card]')].map((c) => c.getBoundingClientRect().width)),
        scroll: document.documentElement.scrollHeight,
        client: document.documentElement.clientHeight,
      }));
    const fitted = await measure('frame');
    const wide = await measure('width');
    assert.equal(fitted.client, 640);
    assert.ok(fitted.card < wide.card, `fit=frame: smaller cards (${fitted.card} px) than fit=width (${wide.card} px)`);
    // The element fits a screen's height approximately (its layout reserves 64 px for the status
    // line and toolbar, which take a little more): within a tenth of the frame, as on a screen.
    assert.ok(fitted.scroll < wide.scroll && fitted.scroll <= 640 * 1.1, `fit=frame: the game about fits the 640 px frame (${fitted.scroll} px)`);
    assert.ok(wide.scroll > 640, `fit=width: the page is taller than the frame (${wide.scroll} px) and says so`);
    const resize = (await messages(page)).filter((m) => m.frame === 'width' && m.data.type === 'agnes-resize');
    const announced = resize.at(-1)!.data.detail.height as number;
    assert.ok(Math.abs(announced - wide.scroll) <= 1, `the announced height (${announced} px) is the height the page needs (${wide.scroll} px)`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('never reads from its parent: no message listener, no parent document, no referrer', () => {
    const script = readFileSync(join(root, 'dist/embed.js'), 'utf8');
    for (const pattern of [/addEventListener\(\s*["']message["']/, /onmessage/, /parent\.(document|location|frames|name)/, /\btop\./, /\bopener\b/, /referrer/]) {
      assert.doesNotMatch(script, pattern);
    }
    const html = readFileSync(join(root, 'dist/embed.html'), 'utf8');
    assert.match(html, /<meta name="referrer" content="no-referrer">/);
    assert.match(html, /http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'/);
    assert.doesNotMatch(html.replace(/<!--[\s\S]*?-->/g, ''), /<script(?![^>]*\bsrc=)|<style|\son\w+=/, 'no inline script, style or handler');
  });

  it('the documented oEmbed example is a rich oEmbed 1.0 answer whose iframe is the embed page', () => {
    const answer = JSON.parse(readmeBlock('embed-oembed-example'));
    assert.equal(answer.version, '1.0');
    assert.equal(answer.type, 'rich');
    assert.ok(Number.isInteger(answer.width) && Number.isInteger(answer.height));
    assert.match(answer.html, /^<iframe [^>]*src="https:\/\/[^"]+\/embed\.html#[^"]+"[^>]*><\/iframe>$/);
    assert.match(answer.html, new RegExp(`width="${answer.width}"`));
  });
});
