/**
 * Careful play: playerView hides exactly what a player cannot see; carefulMove never peeks
 * (re-dealing the hidden cards at random never changes its answer), is deterministic, is null
 * only without legal moves, follows a winning line where nothing is hidden, and buries no card that
 * could still be played on a tie; the Hint's options are exported, frozen.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatMove, foundationCount, fromSnapshot, legalMoves, mulberry32, newGame, play, type GameState, type Move, type Rules, type VariantName } from '../../src/engine/index.js';
import {
  CAREFUL_HINT_OPTIONS,
  CAREFUL_HINT_TABLEAU_OPTIONS,
  carefulHintOptions,
  carefulMove,
  carefulMoveSliced,
  completeView,
  HIDDEN,
  HIDDEN_FACE_DOWN,
  playerView,
  positionKey,
  safeFoundationMove,
  SearchCancelledError,
  solve,
  SolverOptionError,
} from '../../src/solver/index.js';
import { playout, redeal } from './helpers.js';

/** The rule sets the no-peek property runs on: every variant, and the face-down variants. */
const RULE_SETS: { variant: VariantName; rules: Partial<Rules> }[] = [
  { variant: 'bernauer', rules: {} },
  { variant: 'sorel', rules: {} },
  { variant: 'aces', rules: {} },
  { variant: 'bernauer', rules: { faceDown: true } },
  { variant: 'bernauer', rules: { reserveFaceDown: true } },
  { variant: 'bernauer', rules: { redeals: 1 } },
  { variant: 'bernauer', rules: { reserveFaceDown: true, redeals: 1 } },
  { variant: 'sorel', rules: { faceDown: true } },
];

/** A position of a rule set: a deal, then a seeded random playout of some moves. */
function positionOf(set: number, seed: number, steps: number): GameState {
  const { variant, rules } = RULE_SETS[set]!;
  const states = playout(newGame({ variant, rules, seed }), seed * 31 + steps, steps, 0.8);
  return states[states.length - 1]!;
}

const arbitraryPosition = fc.record({
  set: fc.integer({ min: 0, max: RULE_SETS.length - 1 }),
  seed: fc.integer({ min: 1, max: 100_000 }),
  steps: fc.integer({ min: 0, max: 60 }),
  redealSeed: fc.integer({ min: 1, max: 2 ** 31 }),
});

/** Small budgets: the property is about what the answer depends on, not how good it is. */
const QUICK = { samples: 3, maxStates: 400, exactStates: 2_000 } as const;

describe('playerView', () => {
  it('replaces every hidden card by a placeholder and lists the unseen cards as a set', () => {
    const state = newGame({ variant: 'aces', seed: 7 });
    const view = playerView(state);
    assert.ok(view.stock.every((card) => card === HIDDEN));
    assert.equal(view.stock.length, state.stock.length);
    assert.ok(!('seed' in view));
    const faceDown = state.tableau.flat().filter((slot) => slot.startsWith('-')).length;
    assert.equal(view.tableau.flat().filter((slot) => slot === HIDDEN_FACE_DOWN).length, faceDown);
    assert.equal(view.unseen.length, state.stock.length + faceDown);
    assert.deepEqual(view.tableau.map((pile) => pile.at(-1)), state.tableau.map((pile) => pile.at(-1)));
    // Nothing of the hidden cards' order leaks: the unseen set is in deck order.
    assert.deepEqual([...view.unseen].sort(), [...state.stock, ...state.tableau.flat().filter((s) => s.startsWith('-')).map((s) => s.slice(1))].sort());
    assert.deepEqual(JSON.parse(JSON.stringify(view)), view, 'plain JSON');
  });

  it('shows the stock after a redeal of a face-up reserve (the player saw those cards), hides it with a face-down reserve', () => {
    for (const reserveFaceDown of [false, true]) {
      let state = newGame({ variant: 'bernauer', rules: { redeals: 1, reserveFaceDown }, seed: 3 });
      while (state.stock.length > 0) state = play(state, { kind: 'deal' });
      state = play(state, { kind: 'redeal' });
      const view = playerView(state);
      if (reserveFaceDown) assert.ok(view.stock.every((card) => card === HIDDEN));
      else assert.deepEqual(view.stock, state.stock);
    }
  });

  it('is the same for two positions that differ only in their hidden cards (property)', () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ set, seed, steps, redealSeed }) => {
        const state = positionOf(set, seed, steps);
        const other = redeal(state, redealSeed);
        assert.deepEqual(playerView(other), playerView(state));
        assert.equal(positionKey(other), positionKey(state));
        // …and a completion of the view is a valid position with that same view.
        const completed = completeView(playerView(state), mulberry32(redealSeed));
        assert.deepEqual(playerView(completed), playerView(state));
        assert.equal(solve(completed, { maxStates: 1 }).states >= 0, true);
      }),
      { numRuns: 300 },
    );
  });

  it('differs when a visible card differs', () => {
    const a = newGame({ variant: 'bernauer', seed: 1 });
    const b = newGame({ variant: 'bernauer', seed: 2 });
    assert.notDeepEqual(playerView(a), playerView(b));
    assert.notEqual(positionKey(a), positionKey(b));
  });
});

describe('carefulMove', () => {
  it('never changes its answer when the hidden cards are dealt again (property, every variant and face-down rules)', () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ set, seed, steps, redealSeed }) => {
        const state = positionOf(set, seed, steps);
        const answer = carefulMove(state, QUICK);
        assert.deepEqual(carefulMove(redeal(state, redealSeed), QUICK), answer, `${JSON.stringify(RULE_SETS[set])} seed ${seed} after ${steps}`);
      }),
      { numRuns: 60 },
    );
  });

  it('also with the default budgets, on the first positions of every rule set', () => {
    for (let set = 0; set < RULE_SETS.length; set++) {
      for (const seed of [1]) {
        const state = positionOf(set, seed, 0);
        const answer = carefulMove(state);
        assert.ok(answer.move, 'a first position has moves');
        assert.ok(legalMoves(state).some((m) => formatMove(m) === formatMove(answer.move!)), 'a legal move');
        assert.deepEqual(carefulMove(redeal(state, seed + 99)), answer, `${JSON.stringify(RULE_SETS[set])} seed ${seed}`);
      }
    }
  });

  it('is deterministic for the same view, options and seed; the seed chooses the completions', () => {
    const state = newGame({ variant: 'sorel', seed: 4 });
    const a = carefulMove(state, { ...QUICK, seed: 5 });
    assert.deepEqual(carefulMove(state, { ...QUICK, seed: 5 }), a);
    assert.equal(a.reason, 'sampled');
    assert.equal(a.samples, QUICK.samples);
    // Every candidate was scored on the same completions.
    for (const c of a.candidates) assert.ok(c.wins + c.losses <= a.samples && c.votes <= c.wins);
    const scores = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(carefulMove(state, { ...QUICK, seed }).candidates)));
    assert.ok(scores.size > 1, 'other seeds, other completions');
  });

  it('is null only when no legal move exists or the game is won', () => {
    fc.assert(
      fc.property(arbitraryPosition, ({ set, seed, steps }) => {
        const state = positionOf(set, seed, steps * 4);
        const answer = carefulMove(state, { samples: 1, maxStates: 50, exactStates: 50 });
        // A won game lists moves back home with foundationReturn (Aces), but it is over.
        assert.equal(answer.move === null, legalMoves(state).length === 0 || foundationCount(state) === 52);
        if (answer.move) assert.ok(legalMoves(state).some((m) => formatMove(m) === formatMove(answer.move!)));
      }),
      { numRuns: 80 },
    );
  });

  it('plays a move of a winning line whenever nothing is hidden and the solver proves the position winnable', () => {
    let checked = 0;
    for (const variant of ['bernauer', 'sorel', 'aces'] as const) {
      for (let seed = 1; seed <= 24; seed++) {
        // Deal the whole stock: nothing is hidden any more, except aces' face-down cards, turned up by playing on.
        let state = newGame({ variant, seed });
        while (state.stock.length > 0) state = play(state, { kind: 'deal' });
        if (playerView(state).unseen.length > 0) continue;
        const proof = solve(state, { maxStates: 200_000 });
        if (proof.result !== 'win') continue;
        const answer = carefulMove(state);
        assert.equal(answer.reason === 'solved' || answer.reason === 'safe' || answer.reason === 'only', true);
        const after = solve(play(state, answer.move!), { maxStates: 2_000_000 });
        assert.equal(after.result, 'win', `${variant} ${seed}: ${formatMove(answer.move!)} keeps the win`);
        checked++;
      }
    }
    assert.ok(checked >= 8, `checked ${checked} positions`);
  });

  it('refuses a move back to a position in avoid while another move exists (both methods)', () => {
    // A first position with three moves or more, none of them safe.
    let state = newGame({ variant: 'bernauer', seed: 1 });
    for (let seed = 1; legalMoves(state).filter((m) => m.kind === 'move').length < 3 || safeFoundationMove(state); seed++) {
      state = newGame({ variant: 'bernauer', seed });
    }
    const moves = legalMoves(state).filter((m) => m.kind === 'move');
    const keep = moves[moves.length - 1]!;
    const avoid = moves.slice(0, -1).map((m) => positionKey(play(state, m)));
    for (const phaseNodes of [0, 40]) {
      const answer = carefulMove(state, { ...QUICK, phaseNodes, avoid });
      assert.ok(
        answer.move!.kind === 'deal' || formatMove(answer.move!) === formatMove(keep),
        `phaseNodes ${phaseNodes}: ${formatMove(answer.move!)} goes back to an avoided position`,
      );
      for (const move of answer.line ?? []) assert.ok(!avoid.includes(positionKey(play(state, move))) || move !== answer.line![0]);
    }
    // Per move, the avoided moves are marked and not among the candidates chosen from.
    const perMove = carefulMove(state, { ...QUICK, phaseNodes: 0, avoid });
    assert.ok(perMove.candidates.every((c) => !c.avoided));
  });

  it('buries no card that could still be played when the scores tie: the deal waits for the reserve card to move', () => {
    // Bernauer (base 7) three moves from the end: the reserve's 6♠ may go to any space, 6♥ lies on
    // t0, and the stock holds 5♥ 5♠. Every plan wins on every completion, so the scores tie; a bare
    // deal (the shortest plan) would cover the 6♠ on r0, which could still be played.
    const rank = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A', '2', '3', '4', '5', '6'];
    const run = (suit: string, n: number): string[] => rank.slice(0, n).map((r) => r + suit);
    const empty = (): string[][] => [[], [], [], [], [], []];
    const state = fromSnapshot({
      format: 1,
      variant: 'bernauer',
      rules: { ...newGame({ variant: 'bernauer', seed: 1 }).rules },
      seed: 'constructed',
      baseRank: '7',
      stock: ['5h', '5s'],
      reserve: [['6s'], ...empty()],
      tableau: [['6h'], ...empty()],
      foundations: { c: run('c', 13), d: run('d', 13), h: run('h', 11), s: run('s', 11) },
      redealsLeft: 0,
      score: 48,
      moveCount: 100,
    });
    assert.ok(legalMoves(state).some((m) => m.kind === 'deal') && legalMoves(state).some((m) => m.kind === 'move' && m.from === 'r0'));
    for (const options of [CAREFUL_HINT_OPTIONS, QUICK]) {
      const answer = carefulMove(state, options);
      assert.equal(answer.reason, 'sampled');
      // (The options outside the best four are scored on half the completions.)
      assert.ok(answer.candidates.every((c) => c.losses === 0 && (c.wins === answer.samples || c.wins === Math.ceil(answer.samples / 2))), 'every plan wins on every completion: a tie');
      const line = answer.line!;
      assert.equal(line.at(-1)!.kind, 'deal');
      // Where the plan deals, no pile it deals onto has a top card that could move.
      let here = state;
      for (const move of line.slice(0, -1)) here = play(here, move);
      const dealtOnto = new Set(['r0', 'r1']);
      const buried = legalMoves(here).filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && dealtOnto.has(m.from));
      assert.deepEqual(buried.map(formatMove), [], `plan ${line.map(formatMove).join(' ')}`);
      assert.notDeepEqual(line.map(formatMove), ['deal']);
    }
  });

  it('answers with its plan: legal moves from the move on that show nothing, up to the one that shows a card', () => {
    let plans = 0;
    for (let set = 0; set < RULE_SETS.length; set++) {
      for (const steps of [0, 12]) {
        const state = positionOf(set, 3, steps);
        const answer = carefulMove(state, QUICK);
        if (answer.reason !== 'sampled' || !answer.line) continue;
        plans++;
        assert.equal(formatMove(answer.line[0]!), formatMove(answer.move!));
        let here = state;
        answer.line.forEach((move, i) => {
          assert.ok(legalMoves(here).some((m) => formatMove(m) === formatMove(move)), `${formatMove(move)} is legal`);
          const before = playerView(here).unseen.length;
          here = play(here, move);
          const after = playerView(here).unseen.length;
          assert.equal(after < before || move.kind !== 'move', i === answer.line!.length - 1, `only the plan's last move shows a card (${formatMove(move)})`);
        });
      }
    }
    assert.ok(plans >= 6, `${plans} plans`);
  });

  it('exports the options of the Hint, frozen, by the game: more for the games that deal the stock onto a face-up tableau', () => {
    for (const options of [CAREFUL_HINT_OPTIONS, CAREFUL_HINT_TABLEAU_OPTIONS]) {
      assert.ok(Object.isFrozen(options));
      assert.throws(() => {
        (options as { samples: number }).samples = 8;
      }, TypeError);
    }
    assert.deepEqual({ ...CAREFUL_HINT_OPTIONS }, { samples: 4, maxStates: 1000, phaseNodes: 40, exactStates: 200_000 });
    assert.deepEqual({ ...CAREFUL_HINT_TABLEAU_OPTIONS }, { samples: 16, maxStates: 2000, phaseNodes: 120, exactStates: 200_000 });
    const of = (variant: VariantName, rules: Partial<Rules> = {}) => carefulHintOptions(newGame({ variant, rules }).rules);
    assert.equal(of('bernauer'), CAREFUL_HINT_OPTIONS);
    assert.equal(of('aces'), CAREFUL_HINT_OPTIONS);
    assert.equal(of('sorel'), CAREFUL_HINT_TABLEAU_OPTIONS);
    assert.equal(of('sorel', { runs: 'build', emptyFill: 'none' }), CAREFUL_HINT_TABLEAU_OPTIONS);
    // Face-down columns (as in the Agnes app's games) make every hint slow: the reserve games' options.
    assert.equal(of('sorel', { faceDown: true }), CAREFUL_HINT_OPTIONS);
    assert.equal(of('bernauer', { stockTo: 'tableau' }), CAREFUL_HINT_TABLEAU_OPTIONS);
  });

  it('names a bad option', () => {
    const state = newGame({ seed: 1 });
    for (const [options, option] of [
      [{ samples: 0 }, 'samples'],
      [{ maxStates: -1 }, 'maxStates'],
      [{ timeMs: Number.NaN }, 'timeMs'],
      [{ seed: 1.5 }, 'seed'],
      [{ avoid: 'x' }, 'avoid'],
    ] as const) {
      assert.throws(() => carefulMove(state, options as never), (e: unknown) => e instanceof SolverOptionError && e.option === option);
    }
    assert.throws(() => carefulMove(null as never), SolverOptionError);
    // A malformed position is an error naming the state, not a crash.
    assert.throws(() => carefulMove({ ...state, tableau: [[3], [], [], [], [], [], []] } as never), (e: unknown) => e instanceof SolverOptionError && e.option === 'state');
    assert.throws(() => carefulMove({ ...state, tableau: [null] } as never), (e: unknown) => e instanceof SolverOptionError && e.option === 'state');
    const twice = { ...state, stock: [...state.stock.slice(1), state.stock[1]!] };
    assert.throws(() => carefulMove(twice), (e: unknown) => e instanceof SolverOptionError && e.option === 'state');
  });
});

describe('carefulMoveSliced', () => {
  it('gives the same answer as carefulMove, yielding to the event loop', async () => {
    const state = newGame({ variant: 'sorel', seed: 4 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const sliced = await carefulMoveSliced(state, { ...QUICK, maxStates: 2_000, sliceMs: 1 });
    clearInterval(timer);
    assert.equal(sliced.reason, 'sampled');
    assert.deepEqual(sliced, carefulMove(state, { ...QUICK, maxStates: 2_000 }));
    assert.ok(ticks > 0, 'the event loop ran meanwhile');
  });

  it('takes plain JSON (a state and options posted to a Worker come out the same)', async () => {
    const state = JSON.parse(JSON.stringify(newGame({ variant: 'aces', seed: 3 }))) as GameState;
    const options = JSON.parse(JSON.stringify({ ...QUICK, seed: 9, avoid: [positionKey(state)] }));
    assert.deepEqual(await carefulMoveSliced(state, options), carefulMove(state, options));
  });

  it('rejects with SearchCancelledError once its signal is aborted, and on bad options', async () => {
    const controller = new AbortController();
    const run = carefulMoveSliced(newGame({ variant: 'sorel', seed: 4 }), { signal: controller.signal, sliceMs: 1 });
    controller.abort();
    await assert.rejects(run, SearchCancelledError);
    await assert.rejects(carefulMoveSliced(newGame({ seed: 1 }), { sliceMs: 0 }), SolverOptionError);
  });
});
