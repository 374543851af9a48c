/**
 * Deals by difficulty (`difficulty`, docs/element.md "Deals by difficulty"), against the real
 * solver: the element deals what the solver's `findDifficultSeed` answers (a table's deal, picked at
 * random; the first of its grade from `seed`; the day's with `daily`, the clock fixed by
 * helpers.ts `fixDate`), says that it is looking while it looks, reports the difficulty in
 * `agnes-new-game` and in its save, restores a persisted daily game of a difficulty as the day's,
 * counts the statistics by difficulty (`stats().difficulty`, the panel, reset), refuses a bad value
 * with the allowed ones, and deals the seed it started from where the solver cannot be loaded (a
 * page policy that refuses it, the last test: the refusal lasts for the page's life). Whether the
 * careful player really wins an `easy` deal is the solver's tests' to show (test/solver/); here, that
 * the element deals what the solver grades so. Bernauer with its own rules has a table of graded
 * seeds, so its searches answer at once.
 */
import { expect } from '@open-wc/testing';
import { newGame, type Move } from '../../src/engine/index.js';
import { findDifficultSeed, hasDifficultyTable, solve, type Difficulty } from '../../src/solver/index.js';
import type { AgnesEventDetails } from '../../src/element/events.js';
import { clockSuite, collect, mountListened, root } from './helpers.js';
import type { AgnesSolitaire, FixedDate } from './helpers.js';

const KEY = 'agnes-difficulty-test';

type NewGame = AgnesEventDetails['agnes-new-game'];
type ErrorDetail = AgnesEventDetails['agnes-error'];

/** An element with `attributes` (bernauer unless they say), once its deal is on the table: the element, its first `agnes-new-game` detail, its `agnes-error`s. */
async function dealt(attributes: Record<string, string>): Promise<{ el: AgnesSolitaire; game: NewGame; errors: ErrorDetail[] }> {
  let errors: ErrorDetail[] = [];
  let heard!: Promise<NewGame>;
  const el = await mountListened({ variant: 'bernauer', ...attributes }, (e) => {
    errors = collect(e, 'agnes-error');
    heard = new Promise((resolve) => e.addEventListener('agnes-new-game', (event) => resolve(event.detail), { once: true }));
  });
  const game = await heard;
  await el.updateComplete;
  return { el, game, errors };
}

/** The next `agnes-new-game` of `el`. */
const nextGame = (el: AgnesSolitaire): Promise<NewGame> => new Promise((resolve) => el.addEventListener('agnes-new-game', (event) => resolve(event.detail), { once: true }));

/** The grade the solver gives `seed` of bernauer: the difficulty `findDifficultSeed` finds first from it, when that is the seed itself. */
function gradeOf(seed: string): Difficulty | null {
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    if (findDifficultSeed({ variant: 'bernauer', difficulty, from: seed, attempts: 1 })?.seed === seed) return difficulty;
  }
  return null;
}

/** The status line's text. */
const statusLine = (el: AgnesSolitaire): string => root(el).querySelector('.status')!.textContent!.replace(/\s+/g, ' ').trim();

/** The solver's winning line for bernauer seed `seed`. */
function winningLine(seed: string): readonly Move[] {
  const result = solve(newGame({ variant: 'bernauer', seed }), { maxStates: 2_000_000 });
  if (result.result !== 'win') throw new Error(`bernauer seed ${seed} was not solved`);
  return result.line!;
}

describe('<agnes-solitaire difficulty>', function () {
  this.timeout(60_000);
  const fixClock = clockSuite(KEY);
  let clock: FixedDate;

  it('a bad value: agnes-error (source difficulty) naming easy, medium and hard, and the deal as without it', async () => {
    for (const value of ['impossible', 'HARDER', '1']) {
      const { el, game, errors } = await dealt({ seed: '42', difficulty: value });
      expect(errors.map((e) => e.source), value).to.deep.equal(['difficulty']);
      expect(errors[0]!.message, value).to.contain(`"${value}"`).and.contain('allowed: easy, medium, hard');
      expect(game, value).to.deep.equal({ seed: '42', variant: 'bernauer', rules: el.rules });
      expect(el.save(), value).to.not.have.property('difficulty');
    }
    // As a property too; case and spaces are forgiven, as for every attribute.
    const { el } = await dealt({ seed: '42' });
    const errors = collect(el, 'agnes-error');
    const games = collect(el, 'agnes-new-game');
    el.difficulty = { level: 'hard' } as unknown as string;
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['difficulty']);
    expect(games.map((g) => [g.seed, g.difficulty])).to.deep.equal([['42', undefined]]);
    el.difficulty = ' Medium ';
    const medium = await nextGame(el);
    expect(medium.difficulty).to.equal('medium');
    expect(errors).to.have.length(1);
  });

  it('difficulty="easy" without a seed deals a deal of the table that the solver grades easy, at random, proven; agnes-new-game and the save say easy', async () => {
    expect(hasDifficultyTable('bernauer'), 'bernauer has a table').to.equal(true);
    const seeds = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const { el, game, errors } = await dealt({ difficulty: 'easy' });
      expect(errors).to.deep.equal([]);
      expect(game).to.deep.equal({ seed: el.state.seed, variant: 'bernauer', rules: el.rules, difficulty: 'easy' });
      // A table's seed (1 to its length), and the solver's grade of it is easy.
      expect(findDifficultSeed({ variant: 'bernauer', difficulty: 'easy', from: game.seed, attempts: 1 }), game.seed).to.deep.equal({ seed: game.seed, difficulty: 'easy', fromTable: true });
      expect(el.save()).to.deep.include({ proven: true, difficulty: 'easy' });
      expect(el.save()).to.not.have.property('day');
      seeds.add(game.seed);
    }
    expect(seeds.size, 'picked at random').to.be.greaterThan(1);
  });

  it('with a seed: the first deal of the difficulty from that seed on, as the solver finds it; a change of difficulty deals again', async () => {
    for (const difficulty of ['medium', 'hard'] as const) {
      const expected = findDifficultSeed({ variant: 'bernauer', difficulty, from: '7' })!;
      const { el, game } = await dealt({ seed: '7', difficulty });
      expect(game).to.deep.include({ seed: expected.seed, difficulty });
      expect(gradeOf(game.seed)).to.equal(difficulty);
      expect(Number(game.seed)).to.be.at.least(7);
      // Every seed between 7 and it has another grade.
      for (let seed = 7; seed < Number(game.seed); seed++) expect(gradeOf(String(seed)), `seed ${seed}`).to.not.equal(difficulty);
      // Off again: the seed itself.
      const next = nextGame(el);
      el.removeAttribute('difficulty');
      expect(await next).to.deep.equal({ seed: '7', variant: 'bernauer', rules: el.rules });
      expect(el.save()).to.deep.include({ proven: false }).and.not.have.property('difficulty');
    }
  });

  it('shows that it is looking (status line, banner, live region, aria-busy; in Indonesian too) and refuses moves until it deals', async () => {
    // Rules without a table (face-down): every deal is graded by careful games, seconds each.
    const el = await mountListened({ variant: 'bernauer', 'face-down': '', difficulty: 'hard', seed: '3' });
    const games = collect(el, 'agnes-new-game');
    const refused = collect(el, 'agnes-invalid-move');
    expect(games, 'still looking').to.deep.equal([]);
    const board = root(el).querySelector('.board')!;
    expect(board.getAttribute('aria-busy')).to.equal('true');
    expect(root(el).querySelector('.notice')!.textContent!.trim()).to.equal('Looking for a hard deal…');
    expect(root(el).querySelector('.banner.waiting')!.textContent!.trim()).to.equal('Looking for a hard deal…');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.contain('Looking for a hard deal…');
    expect(el.play('deal')).to.equal(false);
    expect(refused.map((r) => r.code)).to.deep.equal(['searching']);
    el.remove();
    const id = await mountListened({ variant: 'bernauer', 'face-down': '', difficulty: 'easy', seed: '3', lang: 'id' });
    expect(root(id).querySelector('.notice')!.textContent!.trim()).to.equal('Mencari permainan tingkat mudah…');
    id.remove();
  });

  it('with daily: the day\'s deal of that difficulty (the table\'s pick by the day\'s number), the same for every reader, another the next day', async () => {
    clock = fixClock('2026-03-01T12:00:00Z', 0);
    const expected = findDifficultSeed({ variant: 'bernauer', difficulty: 'hard', from: '2026-03-01 bernauer', pick: 60 })!;
    expect(expected.fromTable).to.equal(true);
    const first = await dealt({ daily: 'utc', difficulty: 'hard' });
    const second = await dealt({ daily: '', difficulty: 'hard' });
    for (const { el, game, errors } of [first, second]) {
      expect(errors).to.deep.equal([]);
      expect(game).to.deep.equal({ seed: expected.seed, variant: 'bernauer', rules: el.rules, day: 60, date: '2026-03-01', difficulty: 'hard' });
      expect(statusLine(el)).to.contain('Day 60 · 2026-03-01');
      expect(el.save()).to.deep.include({ difficulty: 'hard', day: 60 });
    }
    expect(gradeOf(expected.seed)).to.equal('hard');
    clock.set('2026-03-02T12:00:00Z');
    const tomorrow = await dealt({ daily: 'utc', difficulty: 'hard' });
    expect(tomorrow.game).to.deep.include({ day: 61, difficulty: 'hard', seed: findDifficultSeed({ variant: 'bernauer', difficulty: 'hard', from: '2026-03-02 bernauer', pick: 61 })!.seed });
    expect(tomorrow.game.seed).to.not.equal(expected.seed);
  });

  it('a persisted daily game of a difficulty is restored as the day\'s game on that day only, and not for another difficulty', async () => {
    clock = fixClock('2026-03-01T12:00:00Z', 0);
    const { el, game } = await dealt({ daily: 'utc', difficulty: 'medium', persist: KEY, 'stats-key': KEY + '-stats' });
    expect(el.play('deal')).to.equal(true);
    el.remove();
    // The same page loaded again the same day: the day's game comes back, counted for the day.
    const again = await dealt({ daily: 'utc', difficulty: 'medium', persist: KEY, 'stats-key': KEY + '-stats' });
    expect(again.game).to.deep.equal(game);
    expect(again.el.state.moveCount).to.equal(1);
    expect(statusLine(again.el)).to.contain('Day 60 · 2026-03-01');
    expect(again.el.stats().daily).to.deep.include({ played: 1 });
    expect(again.el.stats().difficulty.medium).to.deep.include({ played: 1 });
    again.el.remove();
    // The element asks for another difficulty: the day's easy deal, not the medium game.
    const easy = await dealt({ daily: 'utc', difficulty: 'easy', persist: KEY });
    expect(easy.game).to.deep.include({ difficulty: 'easy', day: 60 });
    expect(easy.el.state.moveCount).to.equal(0);
    easy.el.remove();
    localStorage.setItem(KEY, JSON.stringify(again.el.save()));
    // The next day: the save of yesterday's deal stays behind.
    clock.set('2026-03-02T12:00:00Z');
    const tomorrow = await dealt({ daily: 'utc', difficulty: 'medium', persist: KEY });
    expect(tomorrow.game).to.deep.include({ day: 61, difficulty: 'medium' });
    expect(tomorrow.el.state.moveCount).to.equal(0);
    localStorage.removeItem(KEY + '-stats');
  });

  it('statistics by difficulty: a game counts in its difficulty\'s record too; a restored game keeps its difficulty; the panel shows the records; reset clears them', async () => {
    const { el, game } = await dealt({ seed: '20', difficulty: 'easy', persist: KEY, 'stats-key': KEY + '-stats' });
    expect(el.stats().difficulty).to.have.keys('easy', 'medium', 'hard');
    expect(el.stats().difficulty.easy).to.deep.include({ played: 0 });
    const line = winningLine(game.seed);
    expect(el.play(line[0]!)).to.equal(true);
    expect(el.stats()).to.deep.include({ played: 1, won: 0 });
    expect(el.stats().difficulty.easy).to.deep.include({ played: 1, won: 0, lost: 1 });
    expect(el.stats().difficulty.medium).to.deep.include({ played: 0 });
    el.remove();
    // Restored from its save: still an easy deal, and its win counts there.
    const games: NewGame[] = [];
    const again = await mountListened({ variant: 'bernauer', seed: '20', difficulty: 'easy', persist: KEY, 'stats-key': KEY + '-stats' }, (e) => e.addEventListener('agnes-new-game', (event) => games.push(event.detail)));
    expect(games.map((g) => [g.seed, g.difficulty])).to.deep.equal([[game.seed, 'easy']]);
    for (const move of line.slice(1)) expect(again.play(move)).to.equal(true);
    expect(again.status).to.equal('won');
    expect(again.stats()).to.deep.include({ played: 1, won: 1 });
    expect(again.stats().difficulty.easy).to.deep.include({ played: 1, won: 1, winRate: 1, currentStreak: 1 });
    // A game of no difficulty counts in the ordinary record alone.
    again.removeAttribute('difficulty');
    await nextGame(again);
    again.play('deal');
    expect(again.stats()).to.deep.include({ played: 2, won: 1 });
    expect(again.stats().difficulty.easy).to.deep.include({ played: 1, won: 1 });
    const stored = JSON.parse(localStorage.getItem(KEY + '-stats')!).records;
    expect(Object.keys(stored).sort()).to.deep.equal(['bernauer', 'easy:bernauer']);
    // The panel: a line for each difficulty played.
    again.showStats(true);
    await again.updateComplete;
    const lines = [...root(again).querySelectorAll('.stats-difficulty div')].map((row) => [...row.children].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim()));
    expect(lines).to.deep.equal([['Easy deals', 'Won 1/1 · 100%']]);
    again.resetStats();
    expect(again.stats().difficulty.easy).to.deep.include({ played: 0, won: 0 });
    expect(JSON.parse(localStorage.getItem(KEY + '-stats')!).records).to.deep.equal({});
    localStorage.removeItem(KEY + '-stats');
  });

  it('New game on an element with a difficulty deals another deal of it; Undo brings back the game put aside with its difficulty', async () => {
    const { el } = await dealt({ difficulty: 'medium' });
    el.play('deal');
    const next = nextGame(el);
    el.newGame();
    const second = await next;
    expect(second.difficulty).to.equal('medium');
    expect(gradeOf(second.seed)).to.equal('medium');
    const byNumber = nextGame(el);
    el.newGame(100);
    expect(await byNumber).to.deep.include({ seed: findDifficultSeed({ variant: 'bernauer', difficulty: 'medium', from: '100' })!.seed, difficulty: 'medium' });
    el.play('deal');
    el.newGame(100);
    await nextGame(el);
    expect(el.undo()).to.equal(true);
    expect(el.save()).to.deep.include({ difficulty: 'medium', position: 1 });
  });

  it('a save with a bad difficulty or day is refused by load(), naming the field', async () => {
    const { el } = await dealt({ seed: '5', difficulty: 'easy' });
    const save = el.save();
    const errors = collect(el, 'agnes-error');
    for (const bad of [{ ...save, difficulty: 'extreme' }, { ...save, difficulty: 3 }, { ...save, day: -1 }, { ...save, day: '60' }]) {
      expect(el.load(bad as typeof save)).to.equal(false);
    }
    expect(errors.map((e) => e.source)).to.deep.equal(['load', 'load', 'load', 'load']);
    for (const { message } of errors) expect(message).to.contain('difficulty must be absent or one of easy, medium, hard, and day absent or a whole number ≥ 0');
    // A sound one: the difficulty comes back with it.
    const games = collect(el, 'agnes-new-game');
    expect(el.load(save)).to.equal(true);
    expect(games.map((g) => g.difficulty)).to.deep.equal(['easy']);
  });

  // Last: the page's policy refuses the solver for the rest of this page's life.
  it('where the solver cannot be loaded: one agnes-error (source solver), and the seed it started from, not proven, of no difficulty', async () => {
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "worker-src 'none'; script-src 'none'";
    document.head.append(policy);
    const { el, game, errors } = await dealt({ seed: '9', difficulty: 'hard' });
    expect(errors.map((e) => e.source)).to.deep.equal(['solver']);
    expect(game).to.deep.equal({ seed: '9', variant: 'bernauer', rules: el.rules });
    expect(el.save()).to.deep.include({ proven: false }).and.not.have.property('difficulty');
    expect(el.play('deal'), 'the game plays').to.equal(true);
    expect(el.stats().difficulty.hard).to.deep.include({ played: 0 });
    expect(el.stats()).to.deep.include({ played: 1 });
  });
});
