/**
 * Statistics and the clock: when a game counts as played, won and lost (docs/element.md, "Statistics"), the
 * record per rule set in localStorage, the panel with its confirmed reset, bad records and failing
 * storage; the clock from the first move, paused while the page is hidden, in the win and the record.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { findWinnableSeed } from '../../src/solver/index.js';
import type { Move } from '../../src/engine/index.js';
import { GameClock } from '../../src/element/game-clock.js';
import { decodeStats, emptyRecord, recordFirstMove, recordWin, StatsError } from '../../src/element/statistics.js';
import { collect, makeGame, mountListened as mount, root } from './helpers.js';
import '../../src/element/index.js';

const KEY = 'agnes-test-stats';

/** A sorel deal the solver wins, and its winning line (found once for the file). */
let winning: { seed: string; line: Move[] };

/** A new element that is not on the page until its listeners are on. */

const stored = (): Record<string, { played: number; won: number }> => JSON.parse(localStorage.getItem(KEY)!).records;

/** Sets what `document.visibilityState` says, and tells the page. */
function setHidden(hidden: boolean): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('statistics records (pure)', () => {
  it('a game counts as played from its first move, once; a win counts once and extends the streak', () => {
    let r = recordFirstMove(emptyRecord(), 'g1');
    expect(recordFirstMove(r, 'g1')).to.equal(r, 'more moves of the same game change nothing');
    r = recordWin(r, 'g1', 90_000, 120);
    expect(r).to.deep.include({ played: 1, won: 1, currentStreak: 1, bestStreak: 1, bestMs: 90_000, fewestMoves: 120 });
    r = recordWin(r, 'g1', 80_000, 110);
    expect(r).to.deep.include({ played: 1, won: 1, currentStreak: 1, bestMs: 80_000, fewestMoves: 110 }, 'won again: only the bests');
    r = recordFirstMove(r, 'g2');
    expect(r).to.deep.include({ played: 2, won: 1, currentStreak: 1 }, 'the streak holds while g2 is being played');
    r = recordFirstMove(r, 'g3');
    expect(r).to.deep.include({ played: 3, won: 1, currentStreak: 0, bestStreak: 1 }, 'g2 was left unwon: the streak ends');
    r = recordWin(r, 'g3', 100_000, 130);
    expect(r).to.deep.include({ played: 3, won: 2, currentStreak: 1, bestMs: 80_000, fewestMoves: 110 });
  });

  it('a stored record is checked completely', () => {
    const good = { format: 1, kind: 'agnes-solitaire-stats', records: { sorel: { ...emptyRecord(), played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestMs: 5, fewestMoves: 9 } } };
    expect(decodeStats(JSON.stringify(good)).records.sorel!.played).to.equal(2);
    const bad: [unknown, string][] = [
      ['{', 'not valid JSON'],
      [[], 'must be an object'],
      [{ ...good, kind: 'x' }, 'allowed: "agnes-solitaire-stats"'],
      [{ ...good, format: 2 }, 'supported: 1'],
      [{ ...good, records: { sorel: { ...good.records.sorel, played: -1 } } }, 'played must be a whole number ≥ 0'],
      [{ ...good, records: { sorel: { ...good.records.sorel, won: 3 } } }, 'won must be at most played'],
      [{ ...good, records: { sorel: { ...good.records.sorel, bestStreak: 0 } } }, 'currentStreak ≤ bestStreak ≤ won'],
      [{ ...good, records: { sorel: { ...good.records.sorel, bestMs: null } } }, 'bestMs must be null exactly when nothing was won'],
      [{ ...good, records: { sorel: { ...good.records.sorel, last: 'g1' } } }, 'last must be null or { game'],
    ];
    for (const [data, message] of bad) expect(() => decodeStats(data), message).to.throw(StatsError, message);
  });
});

describe('the clock (pure)', () => {
  it('starts at the first move, pauses while hidden or over, and resets', () => {
    let t = 1000;
    const clock = new GameClock(() => t);
    t += 5000;
    expect(clock.ms).to.equal(0, 'not before the first move');
    clock.moved();
    t += 3000;
    expect(clock.ms).to.equal(3000);
    clock.setHidden(true);
    t += 60_000;
    expect(clock.ms).to.equal(3000, 'paused while hidden');
    clock.setHidden(false);
    t += 1000;
    expect(clock.ms).to.equal(4000);
    clock.setOver(true);
    t += 9000;
    expect(clock.ms).to.equal(4000, 'frozen while the game is over');
    clock.setOver(false);
    t += 500;
    expect(clock.ms).to.equal(4500, 'and goes on after an undo');
    clock.reset(2000);
    expect(clock.started).to.equal(true);
    t += 100;
    expect(clock.ms).to.equal(2100, 'a restored game goes on from its time');
    clock.reset();
    t += 100;
    expect(clock.ms).to.equal(0);
  });
});

describe('<agnes-solitaire> statistics and clock', function () {
  this.timeout(60_000);
  before(() => {
    const found = findWinnableSeed({ variant: 'sorel', from: 1 })!;
    winning = { seed: found.seed, line: found.line };
  });
  beforeEach(() => localStorage.removeItem(KEY));
  afterEach(() => {
    localStorage.removeItem(KEY);
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('played from the first move, won once, streaks, best time and fewest moves; kept under stats-key per rule set', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed, 'stats-key': KEY });
    expect(el.stats()).to.deep.include({ ruleSet: 'sorel', played: 0, won: 0, winRate: 0 });
    expect(localStorage.getItem(KEY)).to.equal(null, 'a deal that is not touched does not count');
    const wins = collect(el, 'agnes-win');
    for (const move of winning.line) el.play(move);
    expect(el.status).to.equal('won');
    const ms = wins[0]!.ms;
    expect(ms).to.be.a('number').and.to.be.at.least(0);
    expect(el.stats()).to.deep.include({ played: 1, won: 1, lost: 0, winRate: 1, currentStreak: 1, bestStreak: 1, bestMs: ms, fewestMoves: winning.line.length });
    expect(stored().sorel).to.deep.include({ played: 1, won: 1 });
    // Taken back and won again: still one game, one win.
    el.undo();
    el.redo();
    expect(el.stats()).to.deep.include({ played: 1, won: 1, currentStreak: 1 });
    // Another rule set has its own record.
    el.setAttribute('build', 'same-suit');
    await el.updateComplete;
    el.play(el.state.stock.length ? 'deal' : 't0-t1');
    expect(el.stats()).to.deep.include({ ruleSet: 'sorel,build=same-suit', played: 1, won: 0 });
    expect(Object.keys(stored()).sort()).to.deep.equal(['sorel', 'sorel,build=same-suit']);
  });

  it('abandoned after a move counts as lost and ends the streak', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed, 'stats-key': KEY });
    for (const move of winning.line) el.play(move);
    el.newGame('3');
    el.play('deal');
    expect(el.stats()).to.deep.include({ played: 2, won: 1, lost: 1, currentStreak: 1 }, 'the game in progress counts as not won');
    el.newGame(winning.seed);
    el.play(winning.line[0]!);
    expect(el.stats()).to.deep.include({ played: 3, won: 1, lost: 2, currentStreak: 0, bestStreak: 1 }, 'seed 3 was abandoned: a loss');
    for (const move of winning.line.slice(1)) el.play(move);
    expect(el.stats()).to.deep.include({ played: 3, won: 2, lost: 1, currentStreak: 1, bestStreak: 1 });
  });

  it('a lost game taken back with undo and then won counts once, as a win', async () => {
    // Sorel seed 7 (no dead-end search) is winnable, but dealing the whole stock at once leaves no move.
    const rules = { deadEnds: false };
    const found = findWinnableSeed({ variant: 'sorel', from: 7, rules })!;
    expect(found.seed).to.equal('7');
    const el = await makeGame({ variant: 'sorel', seed: '7', 'dead-ends': 'false', 'stats-key': KEY });
    const losses = collect(el, 'agnes-lose');
    for (let i = 0; i < 4; i++) el.deal();
    expect(el.status).to.equal('lost');
    expect(losses).to.deep.equal([{ reason: 'no-moves' }]);
    expect(el.stats()).to.deep.include({ played: 1, won: 0, lost: 1 });
    for (let i = 0; i < 4; i++) el.undo();
    for (const move of found.line) el.play(move);
    expect(el.status).to.equal('won');
    expect(el.stats()).to.deep.include({ ruleSet: 'sorel,dead-ends=false', played: 1, won: 1, lost: 0, currentStreak: 1, bestStreak: 1 });
  });

  it('a won game loaded as a text is not counted as a win', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '4', 'stats-key': KEY });
    const wins = collect(el, 'agnes-win');
    const text = winning.line.map((m) => (m.kind === 'move' ? `${m.from}-${m.to}x${m.count}` : m.kind)).join(' ');
    expect(el.load(`agnes=${winning.seed},sorel ${text}`)).to.equal(true);
    expect(el.status).to.equal('won');
    expect(wins).to.have.length(1);
    expect(el.stats()).to.deep.include({ played: 0, won: 0 });
  });

  it('persist keeps the statistics beside the save (<persist>-stats); a game restored on reload is the same game', async () => {
    const persist = 'agnes-test-stats-save';
    localStorage.removeItem(persist);
    localStorage.removeItem(`${persist}-stats`);
    try {
      const el = await mount({ variant: 'sorel', seed: winning.seed, persist });
      el.play(winning.line[0]!);
      expect(JSON.parse(localStorage.getItem(`${persist}-stats`)!).records.sorel.played).to.equal(1);
      el.remove();
      const again = await mount({ variant: 'sorel', seed: winning.seed, persist });
      expect(again.state.moveCount).to.equal(1, 'restored');
      for (const move of winning.line.slice(1)) again.play(move);
      expect(again.stats()).to.deep.include({ played: 1, won: 1 });
    } finally {
      localStorage.removeItem(persist);
      localStorage.removeItem(`${persist}-stats`);
    }
  });

  it('the panel shows the record; Reset asks first, Cancel keeps it, Reset clears it', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed, 'stats-key': KEY });
    for (const move of winning.line) el.play(move);
    root(el).querySelector<HTMLButtonElement>('button[data-tool="stats"]')!.click();
    await el.updateComplete;
    const panel = (): HTMLElement | null => root(el).querySelector<HTMLElement>('[part="stats"]');
    const text = panel()!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Statistics').and.contain('Agnes Sorel');
    const figures = Object.fromEntries([...panel()!.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]));
    expect(figures).to.deep.include({ Played: '1', Won: '1', Lost: '0', 'Win rate': '100%', 'Current streak': '1', 'Best streak': '1', 'Fewest moves': String(winning.line.length) });
    expect(figures['Best time']).to.match(/^\d+:\d\d$/);
    await expect(el).to.be.accessible();
    const press = async (action: string): Promise<void> => {
      panel()!.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!.click();
      await el.updateComplete;
    };
    await press('reset');
    expect(panel()!.textContent).to.contain('Reset the statistics of Agnes Sorel?');
    expect(el.stats().played).to.equal(1, 'nothing is reset before the answer');
    await press('reset-no');
    expect(el.stats().played).to.equal(1);
    await press('reset');
    await press('reset-yes');
    expect(el.stats()).to.deep.include({ played: 0, won: 0, bestMs: null });
    expect(stored().sorel).to.equal(undefined);
    await press('close');
    expect(panel()).to.equal(null);
    // Escape closes it too.
    el.showStats(true);
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('button[data-tool="stats"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(panel()).to.equal(null);
  });

  it('on a phone (360 px) Statistics and Copy link are named icon buttons in the status line; the panel fits, in Indonesian too', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '4', 'stats-key': KEY, lang: 'id' }, 360);
    expect(root(el).querySelectorAll('[role="toolbar"] button')).to.have.length(6, 'the six words of the toolbar still fit');
    const tools = [...root(el).querySelectorAll<HTMLButtonElement>('.status-tools button')];
    expect(tools.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Statistik', 'Salin tautan permainan ini']);
    tools[0]!.click();
    await el.updateComplete;
    const panel = root(el).querySelector<HTMLElement>('[part="stats"]')!;
    expect(panel.textContent).to.contain('Dimainkan').and.contain('Persentase menang');
    expect(tools[0]!.getAttribute('aria-expanded')).to.equal('true');
    const box = panel.getBoundingClientRect();
    const table = root(el).querySelector('.table')!.getBoundingClientRect();
    expect(box.left).to.be.at.least(table.left);
    expect(box.right).to.be.at.most(table.right + 0.5);
    // axe in English: the Indonesian phone toolbar's short words are not part of their names.
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('a bad stored record: agnes-error (source stats) naming the field, a fresh record, and the game plays', async () => {
    localStorage.setItem(KEY, JSON.stringify({ format: 1, kind: 'agnes-solitaire-stats', records: { sorel: { played: 'many' } } }));
    const el = await makeGame({ variant: 'sorel', seed: '4', 'stats-key': KEY });
    const errors = collect(el, 'agnes-error');
    expect(el.stats().played).to.equal(0);
    expect(errors.map((e) => e.source)).to.deep.equal(['stats']);
    expect(errors[0]!.message).to.contain('played must be a whole number ≥ 0');
    expect(el.play('deal')).to.equal(true);
    expect(stored().sorel).to.deep.include({ played: 1 });
  });

  it('full storage: one agnes-error (source stats), and play goes on', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '4', 'stats-key': KEY });
    const errors = collect(el, 'agnes-error');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (): void {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      expect(el.play('deal')).to.equal(true);
      el.newGame('5');
      expect(el.play('deal')).to.equal(true);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(errors.map((e) => e.source)).to.deep.equal(['stats']);
    expect(errors[0]!.message).to.contain(KEY).and.contain('quota');
    expect(el.stats().played).to.equal(2, 'kept in memory');
  });

  it('the clock: 0:00 in the status line until the first move, paused while the page is hidden, clock="false" hides it', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '4' });
    const clock = (): HTMLElement | null => root(el).querySelector<HTMLElement>('[part="clock"]');
    expect(clock()!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Time 0:00');
    await new Promise((r) => setTimeout(r, 30));
    expect(el.elapsedMs).to.equal(0, 'not before the first move');
    el.play('deal');
    setHidden(true);
    const hiddenAt = el.elapsedMs;
    await new Promise((r) => setTimeout(r, 60));
    expect(el.elapsedMs).to.equal(hiddenAt, 'no time passes while the page is hidden');
    setHidden(false);
    await new Promise((r) => setTimeout(r, 30));
    expect(el.elapsedMs).to.be.greaterThan(hiddenAt);
    el.setAttribute('clock', 'false');
    await el.updateComplete;
    expect(clock()).to.equal(null);
  });

  it('the clock ticks once a second without rendering the element, and a new game shows 0:00 again', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '4' });
    const time = (): string => root(el).querySelector<HTMLElement>('[part="clock"] b')!.textContent!;
    el.play('deal');
    await el.updateComplete;
    expect(time()).to.equal('0:00');
    let renders = 0;
    const render = el['render'].bind(el);
    (el as unknown as { render: () => unknown }).render = () => (renders++, render());
    await new Promise((r) => setTimeout(r, 2300));
    expect(time()).to.equal('0:02');
    expect(renders).to.equal(0, 'no render for the ticks');
    // Nothing rendered since the clock said 0:00: the new game's 0:00 must still replace the ticked text.
    el.newGame('5');
    await el.updateComplete;
    expect(time()).to.equal('0:00');
    expect(renders).to.be.greaterThan(0);
  });

  it('an element made while the page is hidden counts no time until the page is shown', async () => {
    setHidden(true);
    const el = await makeGame({ variant: 'sorel', seed: '4' });
    el.play('deal');
    await new Promise((r) => setTimeout(r, 40));
    expect(el.elapsedMs).to.equal(0);
    setHidden(false);
    await new Promise((r) => setTimeout(r, 30));
    expect(el.elapsedMs).to.be.greaterThan(0);
  });

  it('clock with a value it does not allow: agnes-error, and shown (the default)', async () => {
    const el = await mount({ clock: 'sometimes' }, (e) => collect(e, 'agnes-error'));
    const errors = collect(el, 'agnes-error');
    el.setAttribute('clock', 'often');
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['clock']);
    expect(errors[0]!.message).to.contain('allowed: true, false');
    expect(root(el).querySelector('[part="clock"]')).to.not.equal(null);
  });
});
