/**
 * The deal of the day (`daily`) with the wall clock fixed (helpers.ts `fixDate`): every reader of a
 * date gets the same deal, the next date another; a named date; the reader's local date against
 * UTC's; a bad value; a game in progress at midnight; and the daily record's streak across days,
 * ended by a missed day. Sorel's daily deals are proven winnable at once, which keeps the suite quick.
 */
import { expect } from '@open-wc/testing';
import { findWinnableSeed } from '../../src/solver/index.js';
import { winnableOptions } from '../../src/element/solver-calls.js';
import type { AgnesEventDetails } from '../../src/element/events.js';
import type { Move } from '../../src/engine/index.js';
import { clockSuite, collect, mountListened, root } from './helpers.js';
import type { AgnesSolitaire, FixedDate } from './helpers.js';

const KEY = 'agnes-daily-test';

/** The first seed from the day's seed `<date> sorel` that the solver proves winnable, with its line (as the element looks for it). */
function dayDeal(date: string): { seed: string; line: readonly Move[] } {
  const found = (dayDeals[date] ??= findWinnableSeed(winnableOptions({ variant: 'sorel', rules: {}, from: `${date} sorel` })));
  if (!found) throw new Error(`no winnable deal for ${date}`);
  return found;
}
const dayDeals: Record<string, { seed: string; line: readonly Move[] } | null> = {};

/** A sorel element with `attributes`, once its deal is on the table: the element, its `agnes-new-game` detail and its `agnes-error`s. */
async function dealt(attributes: Record<string, string>): Promise<{ el: AgnesSolitaire; game: AgnesEventDetails['agnes-new-game']; errors: AgnesEventDetails['agnes-error'][] }> {
  let errors: AgnesEventDetails['agnes-error'][] = [];
  let heard!: Promise<AgnesEventDetails['agnes-new-game']>;
  const el = await mountListened({ variant: 'sorel', ...attributes }, (e) => {
    errors = collect(e, 'agnes-error');
    heard = new Promise((resolve) => e.addEventListener('agnes-new-game', (event) => resolve((event as CustomEvent).detail), { once: true }));
  });
  const game = await heard;
  await el.updateComplete;
  return { el, game, errors };
}

/** The status line's text. */
const statusLine = (el: AgnesSolitaire): string => root(el).querySelector('.status')!.textContent!.replace(/\s+/g, ' ').trim();

/** The date `YYYY-MM-DD` of `date` by its own getters: the local ones, or the UTC ones. */
function dateBy(date: Date, utc: boolean): string {
  const [y, m, d] = utc ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()] : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

describe('<agnes-solitaire daily>', function () {
  this.timeout(60_000);
  const fixClock = clockSuite(KEY);
  let clock: FixedDate;

  it('two readers of a date get the same deal, the first proven winnable from "<date> <rule set>"; the day and date show and come in agnes-new-game', async () => {
    // Readers in London in March (UTC+0), whatever the browser's own zone is.
    clock = fixClock('2026-03-01T12:00:00Z', 0);
    const expected = dayDeal('2026-03-01');
    const first = await dealt({ daily: '' });
    const second = await dealt({ daily: 'true' });
    for (const { el, game } of [first, second]) {
      expect(game).to.deep.include({ seed: expected.seed, variant: 'sorel', day: 60, date: '2026-03-01' });
      expect(el.state.seed).to.equal(expected.seed);
      expect(statusLine(el)).to.contain('Day 60 · 2026-03-01');
    }
    expect(second.el.state).to.deep.equal(first.el.state);
    expect(first.errors).to.deep.equal([]);
    // The day's deal is winnable: the solver's line wins it.
    for (const move of expected.line) expect(first.el.play(move)).to.equal(true);
    expect(first.el.status).to.equal('won');
  });

  it('the next date deals another deal; New game on a daily element deals the day it is', async () => {
    clock = fixClock('2026-03-01T12:00:00Z');
    const today = await dealt({ daily: 'utc' });
    clock.set('2026-03-02T12:00:00Z');
    const tomorrow = await dealt({ daily: 'utc' });
    expect(tomorrow.game).to.deep.include({ seed: dayDeal('2026-03-02').seed, day: 61, date: '2026-03-02' });
    expect(tomorrow.el.state.tableau).to.not.deep.equal(today.el.state.tableau);
    // The first element, untouched by the date (no move played), deals the new day at New game.
    const games = collect(today.el, 'agnes-new-game');
    today.el.newGame();
    await new Promise<void>((resolve) => today.el.addEventListener('agnes-new-game', () => resolve(), { once: true }));
    expect(games.map(({ day, date }) => ({ day, date }))).to.deep.equal([{ day: 61, date: '2026-03-02' }]);
    expect(today.el.state).to.deep.equal(tomorrow.el.state);
  });

  it('seed is not used: a page that sets it on a daily element (to the seed dealt, say) deals nothing; daily off deals the seed', async () => {
    clock = fixClock('2026-03-01T12:00:00Z');
    const { el } = await dealt({ daily: '', seed: '42' });
    expect(el.play('deal')).to.equal(true);
    const games = collect(el, 'agnes-new-game');
    el.setAttribute('seed', el.state.seed);
    await el.updateComplete;
    el.seed = '7';
    await el.updateComplete;
    expect(games).to.deep.equal([]);
    expect(el.state.moveCount).to.equal(1);
    el.removeAttribute('daily');
    await el.updateComplete;
    expect(games.map((g) => [g.seed, 'day' in g])).to.deep.equal([['7', false]]);
  });

  it('daily="YYYY-MM-DD" deals that date, whatever the date is; dates before day 1 are refused', async () => {
    clock = fixClock('2026-12-07T12:00:00Z');
    const { el, game, errors } = await dealt({ daily: '2026-11-30' });
    expect(game).to.deep.include({ seed: dayDeal('2026-11-30').seed, day: 334, date: '2026-11-30' });
    expect(errors).to.deep.equal([]);
    expect(statusLine(el)).to.contain('Day 334 · 2026-11-30');
    // The day's deal as the command line prints it: the same seed from the same day's seed.
    expect(el.dealCode).to.equal(`${encodeURIComponent(game.seed)},sorel`);
  });

  it("bare daily reads the reader's local date and daily=\"utc\" the UTC date, at an instant where they differ", async () => {
    // Whatever the browser's own zone: each date is the one Date itself gives for that instant.
    clock = fixClock('2026-03-01T23:30:00Z');
    const local = await dealt({ daily: '' });
    const utc = await dealt({ daily: 'utc' });
    expect(local.game.date).to.equal(dateBy(new Date(), false));
    expect(utc.game.date).to.equal(dateBy(new Date(), true));
    expect(utc.game.date).to.equal('2026-03-01');
    clock.restore();
    // A reader at UTC+10 (Sydney in March is UTC+11, Brisbane UTC+10): at 20:00 UTC it is already 06:00 the next day there.
    clock = fixClock('2026-03-01T20:00:00Z', -600);
    const east = await dealt({ daily: '' });
    const world = await dealt({ daily: 'utc' });
    expect(east.game).to.deep.include({ date: '2026-03-02', day: 61, seed: dayDeal('2026-03-02').seed });
    expect(world.game).to.deep.include({ date: '2026-03-01', day: 60, seed: dayDeal('2026-03-01').seed });
    expect(east.el.state.tableau).to.not.deep.equal(world.el.state.tableau);
  });

  it('a bad daily value: agnes-error naming the allowed forms, and the deal of the day (the local date)', async () => {
    clock = fixClock('2026-03-01T12:00:00Z');
    const expected = dayDeal(dateBy(new Date(), false));
    for (const value of ['tomorrow', '2025-12-31', '2026-02-30', '1.3.2026']) {
      const { el, game, errors } = await dealt({ daily: value });
      expect(errors.map((e) => e.source), value).to.deep.equal(['daily']);
      expect(errors[0]!.message, value).to.contain(value).and.contain('allowed: true, utc, YYYY-MM-DD from 2026-01-01, false');
      expect(game, value).to.deep.include({ seed: expected.seed, date: dateBy(new Date(), false) });
      expect(el.status).to.equal('playing');
    }
  });

  it('a game in progress is not changed at midnight; the next load (persist) or New game brings the new day', async () => {
    clock = fixClock('2026-03-01T23:59:00Z');
    const { el, game } = await dealt({ daily: 'utc', persist: KEY });
    expect(game.date).to.equal('2026-03-01');
    el.play('deal');
    const before = el.state;
    const games = collect(el, 'agnes-new-game');
    clock.set('2026-03-02T00:01:00Z');
    // Whatever happens after midnight: a render, a move, an undo and a redo.
    el.requestUpdate();
    await el.updateComplete;
    el.undo();
    el.redo();
    await el.updateComplete;
    expect(el.state).to.deep.equal(before);
    expect(games).to.deep.equal([]);
    expect(statusLine(el)).to.contain('Day 60 · 2026-03-01');
    // The same page loaded again after midnight: the save of yesterday's deal stays behind.
    const reloaded = await dealt({ daily: 'utc', persist: KEY });
    expect(reloaded.game).to.deep.include({ date: '2026-03-02', seed: dayDeal('2026-03-02').seed });
    expect(reloaded.el.state.moveCount).to.equal(0);
    // Loaded again the same day: the save of the day's game comes back.
    el.remove();
    reloaded.el.play('deal');
    reloaded.el.remove();
    const again = await dealt({ daily: 'utc', persist: KEY });
    expect(again.game).to.deep.include({ date: '2026-03-02' });
    expect(again.el.state.moveCount).to.equal(1);
  });

  it('the daily record counts days: a streak across days, and a missed day ends it (stats().daily)', async () => {
    /** Plays the deal of `date` (at noon UTC) to a win, or one move only. */
    const playDay = async (date: string, win: boolean): Promise<AgnesSolitaire> => {
      clock!.set(`${date}T12:00:00Z`);
      const { el } = await dealt({ daily: 'utc', 'stats-key': KEY });
      if (!win) expect(el.play('deal')).to.equal(true);
      else for (const move of dayDeal(date).line) expect(el.play(move)).to.equal(true);
      expect(el.status).to.equal(win ? 'won' : 'playing');
      return el;
    };
    clock = fixClock('2026-03-01T12:00:00Z');
    await playDay('2026-03-01', true);
    await playDay('2026-03-02', true);
    const third = await playDay('2026-03-03', true);
    expect(third.stats().daily).to.deep.include({ played: 3, won: 3, currentStreak: 3, bestStreak: 3 });
    // The next day, before its deal is played, the streak is still alive (yesterday was won)…
    clock.set('2026-03-04T12:00:00Z');
    expect(third.stats().daily).to.deep.include({ currentStreak: 3 });
    // …but a missed day ends it: on the 5th, the 4th was not played.
    clock.set('2026-03-05T12:00:00Z');
    expect(third.stats().daily).to.deep.include({ played: 3, won: 3, currentStreak: 0, bestStreak: 3 });
    const fifth = await playDay('2026-03-05', true);
    expect(fifth.stats().daily).to.deep.include({ played: 4, won: 4, currentStreak: 1, bestStreak: 3 });
    // A day played and not won ends it too.
    const sixth = await playDay('2026-03-06', false);
    clock.set('2026-03-07T12:00:00Z');
    expect(sixth.stats().daily).to.deep.include({ played: 5, won: 4, currentStreak: 0, bestStreak: 3 });
    // The ordinary record counts games, beside it.
    expect(sixth.stats()).to.deep.include({ played: 5, won: 4 });
  });

  it('a named date counts in the daily record only on that date', async () => {
    clock = fixClock('2026-03-10T12:00:00Z');
    const { el } = await dealt({ daily: '2026-03-01', 'stats-key': KEY });
    for (const move of dayDeal('2026-03-01').line) el.play(move);
    expect(el.status).to.equal('won');
    expect(el.stats().daily).to.deep.include({ played: 0, won: 0 });
    expect(el.stats()).to.deep.include({ played: 1, won: 1 });
  });
});
