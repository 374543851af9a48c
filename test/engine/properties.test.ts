/**
 * Property-based tests (fast-check) over random seeds, random valid rule combinations and random
 * playouts of hundreds of moves. Runs are reproducible: fast-check prints the seed and path of any
 * failure, and `FC_SEED=<n>` replays it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  formatMove,
  fromSnapshot,
  Game,
  IllegalMoveError,
  legalMoves,
  newGame,
  PILE_IDS,
  play,
  RULE_FIELDS,
  RULE_VALUES,
  toSnapshot,
  whyIllegal,
  type GameState,
  type Move,
  type Rules,
  type VariantName,
} from '../../src/engine/index.js';
import { checkRefusal } from './refusal-codes.js';

const fcParams = { numRuns: Number(process.env.FC_RUNS ?? 100), ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) };

/** Any valid full rule set: every field free, then the three forbidden combinations repaired. */
const rulesArb: fc.Arbitrary<Partial<Rules>> = fc
  .record(Object.fromEntries(RULE_FIELDS.map((f) => [f, fc.constantFrom(...(RULE_VALUES[f] as unknown[]))])) as Record<keyof Rules, fc.Arbitrary<never>>)
  .map((r: Rules) => (r.stockTo === 'tableau' ? { ...r, redeals: 0, reserveFaceDown: false, emptyFill: r.emptyFill === 'reserve' ? 'any' : r.emptyFill } : r) as Rules);

const gameArb = fc.record({
  variant: fc.constantFrom<VariantName>('bernauer', 'sorel', 'aces'),
  seed: fc.oneof(fc.nat({ max: 2 ** 32 + 5 }).map(String), fc.string({ maxLength: 12 })),
  rules: fc.oneof(fc.constant({}), rulesArb),
  choices: fc.array(fc.nat(), { minLength: 150, maxLength: 300 }),
});

/** A handful of candidate moves, most of them illegal, for checking that unlisted moves are rejected. */
function candidates(rand: number): Move[] {
  const out: Move[] = [{ kind: 'deal' }, { kind: 'redeal' }];
  let x = rand | 1;
  for (let i = 0; i < 24; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const from = PILE_IDS[x % PILE_IDS.length]!;
    const to = PILE_IDS[(x >>> 8) % PILE_IDS.length]!;
    out.push({ kind: 'move', from, to, count: 1 + ((x >>> 16) % 4) });
  }
  return out;
}

function cardsOf(state: GameState): string[] {
  const s = toSnapshot(state);
  return [...s.stock, ...s.reserve.flat(), ...s.tableau.flat(), ...s.foundations.c, ...s.foundations.d, ...s.foundations.h, ...s.foundations.s].map((c) => c.replace('-', ''));
}

describe('properties of random playouts', () => {
  it('keeps all 52 cards, plays every listed move, rejects every other, and never changes its input', () => {
    fc.assert(
      fc.property(gameArb, ({ variant, seed, rules, choices }) => {
        let state = newGame({ variant, seed, rules });
        for (let step = 0; step < choices.length; step++) {
          const cards = cardsOf(state);
          assert.equal(cards.length, 52);
          assert.equal(new Set(cards).size, 52);
          const snap = toSnapshot(state);
          const text = JSON.stringify(snap);
          // fromSnapshot(toSnapshot(s)) gives the same snapshot, and accepts every reachable position.
          assert.deepEqual(toSnapshot(fromSnapshot(snap)), snap);

          const moves = legalMoves(state);
          const listed = new Set(moves.map(formatMove));
          assert.equal(listed.size, moves.length, 'no move listed twice');
          for (const move of moves) {
            assert.equal(whyIllegal(state, move), null, formatMove(move));
            assert.equal(checkRefusal(state, move), null, formatMove(move));
            const next = play(state, move);
            assert.equal(next.moveCount, state.moveCount + 1);
          }
          for (const move of candidates(choices[step]!)) {
            if (listed.has(formatMove(move))) continue;
            assert.ok(whyIllegal(state, move), `${formatMove(move)} is not listed, so it must have a reason`);
            assert.ok(checkRefusal(state, move), `${formatMove(move)}: a refusal code`);
            assert.throws(() => play(state, move), IllegalMoveError);
          }
          assert.equal(JSON.stringify(toSnapshot(state)), text, 'input unchanged');
          if (moves.length === 0) break;
          state = play(state, moves[choices[step]! % moves.length]!);
        }
      }),
      fcParams,
    );
  });

  it('undo after play restores the exact snapshot, and the same seed and moves reach the same position', () => {
    fc.assert(
      fc.property(gameArb, ({ variant, seed, rules, choices }) => {
        const game = new Game({ variant, seed, rules });
        const snapshots = [game.toSnapshot()];
        for (const choice of choices) {
          const moves = game.legalMoves();
          if (moves.length === 0) break;
          game.play(moves[choice % moves.length]!);
          snapshots.push(game.toSnapshot());
        }
        const replayed = Game.replay(newGame({ variant, seed, rules }), game.moves);
        assert.deepEqual(replayed.toSnapshot(), game.toSnapshot());
        for (let i = snapshots.length - 2; i >= 0; i--) {
          game.undo();
          assert.deepEqual(game.toSnapshot(), snapshots[i]);
        }
        assert.equal(game.canUndo, false);
        while (game.canRedo) game.redo();
        assert.deepEqual(game.toSnapshot(), snapshots[snapshots.length - 1]);
      }),
      fcParams,
    );
  });

  it('rejects tampered snapshots with a SnapshotError and nothing else', () => {
    const mutations: ((s: Record<string, unknown>, r: number) => void)[] = [
      (s, r) => void ((s.tableau as string[][])[r % 7]!.push('As')),
      (s, r) => void ((s.stock as string[]).splice(r % Math.max(1, (s.stock as string[]).length), 1)),
      (s) => void (s.score = (s.score as number) + 1),
      (s) => void (s.moveCount = -1),
      (s) => void ((s.rules as Record<string, unknown>).runs = 'some'),
      (s) => void (s.baseRank = 'X'),
      (s, r) => void ((s.tableau as string[][])[r % 7] = ['-' + ((s.tableau as string[][])[r % 7]![0] ?? 'Qz')]),
      (s) => void ((s.foundations as Record<string, string[]>).c!.unshift('2c')),
      (s) => void (s.reserve = 'none'),
      (s, r) => void ((s.tableau as unknown[])[r % 7] = new Array(1 + (r % 3))),
      (s, r) => void ((s.tableau as string[][])[r % 7]!.unshift('-' + ((s.stock as string[]).pop() ?? 'Ac'))),
      (s, r) => void (s.score = (s.score as number) - 5 * (1 + (r % 3))),
    ];
    fc.assert(
      fc.property(gameArb, fc.nat({ max: mutations.length - 1 }), fc.nat(), ({ variant, seed, rules, choices }, which, r) => {
        let state = newGame({ variant, seed, rules });
        for (const choice of choices.slice(0, 40)) {
          const moves = legalMoves(state);
          if (moves.length === 0) break;
          state = play(state, moves[choice % moves.length]!);
        }
        const snap = JSON.parse(JSON.stringify(toSnapshot(state))) as Record<string, unknown>;
        mutations[which]!(snap, r);
        try {
          const back = fromSnapshot(snap);
          // Accepted only if it is still a valid position: then it must round-trip.
          assert.deepEqual(toSnapshot(back), snap);
        } catch (e) {
          assert.equal((e as Error).name, 'SnapshotError', String(e));
        }
      }),
      { ...fcParams, numRuns: 200 },
    );
  });
});
