/**
 * Deals by difficulty (difficulty.ts): the grades mean what they say — an easy deal is won by the
 * careful player (the Hint's own), a hard one is proven winnable and lost by it under every
 * sampling seed — the table agrees with grading by play, picks and sequences find what they should,
 * and bad options are errors that name them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newGame } from '../../src/engine/index.js';
import {
  DIFFICULTIES,
  DIFFICULTY_SAMPLE_SEEDS,
  findDifficultSeed,
  findDifficultSeedSliced,
  gradeDeal,
  hasDifficultyTable,
  playCarefulGame,
  SEED_STATES,
  solve,
  SolverOptionError,
  type Difficulty,
} from '../../src/solver/index.js';
import { DIFFICULTY_TABLE } from '../../src/solver/difficulty-table.js';

const LETTER: Record<Difficulty, string> = { easy: 'e', medium: 'm', hard: 'h' };

/** The first seed of `variant`'s table with `difficulty`. */
function firstOf(variant: 'bernauer' | 'sorel', difficulty: Difficulty): string {
  const index = DIFFICULTY_TABLE[variant]!.indexOf(LETTER[difficulty]);
  assert.ok(index >= 0, `${variant}'s table has a ${difficulty} seed`);
  return String(index + 1);
}

describe('deals by difficulty', () => {
  it('an easy deal of the table is won by the careful player with the Hint\'s options', () => {
    for (const variant of ['bernauer', 'sorel'] as const) {
      const seed = firstOf(variant, 'easy');
      const game = playCarefulGame(newGame({ variant, seed }));
      assert.equal(game.result, 'win', `${variant} seed ${seed}`);
      assert.equal(game.home, 52);
    }
  });

  it('a hard deal of the table is proven winnable and lost by the careful player under every sampling seed', () => {
    const seed = firstOf('bernauer', 'hard');
    const state = newGame({ variant: 'bernauer', seed });
    assert.equal(solve(state, { maxStates: SEED_STATES }).result, 'win');
    for (const sampleSeed of DIFFICULTY_SAMPLE_SEEDS) {
      assert.equal(playCarefulGame(state, { seed: sampleSeed }).result, 'loss', `bernauer seed ${seed}, sampling seed ${sampleSeed}`);
    }
  });

  it('a medium deal is lost with sampling seed 1 and won with a later one; grading by play agrees with the table', () => {
    for (const variant of ['bernauer', 'sorel'] as const) {
      const seed = firstOf(variant, 'medium');
      const evidence = gradeDeal(newGame({ variant, seed }));
      assert.equal(evidence.grade, 'medium', `${variant} seed ${seed}`);
      assert.equal(evidence.careful[0], 'loss');
      assert.equal(evidence.careful.at(-1), 'win');
      assert.equal(evidence.solved, 'win');
    }
    // And the other grades of the first Sorel seeds, as the table has them.
    const table = DIFFICULTY_TABLE.sorel!;
    for (let seed = 1; seed <= 4; seed++) {
      const { grade } = gradeDeal(newGame({ variant: 'sorel', seed }));
      assert.equal(grade === 'unwinnable' || grade === 'unproven' ? '-' : LETTER[grade], table[seed - 1], `sorel seed ${seed}`);
    }
  });

  it('a pick gives a table seed of that difficulty at once; picks in a row differ until every seed has come', () => {
    assert.ok(hasDifficultyTable('bernauer'));
    assert.ok(hasDifficultyTable('bernauer', { redeals: 0 }), 'rules equal to the variant\'s own use its table');
    assert.ok(!hasDifficultyTable('bernauer', { redeals: 1 }));
    const table = DIFFICULTY_TABLE.bernauer!;
    for (const difficulty of DIFFICULTIES) {
      const count = [...table].filter((letter) => letter === LETTER[difficulty]).length;
      const seen = new Set<string>();
      for (let day = 1; day <= count; day++) {
        const found = findDifficultSeed({ variant: 'bernauer', difficulty, pick: day })!;
        assert.equal(found.difficulty, difficulty);
        assert.equal(found.fromTable, true);
        assert.equal(table[Number(found.seed) - 1], LETTER[difficulty], `pick ${day} → seed ${found.seed}`);
        seen.add(found.seed);
      }
      assert.equal(seen.size, count, `${difficulty}: ${count} picks in a row give ${count} seeds`);
      assert.deepEqual(findDifficultSeed({ variant: 'bernauer', difficulty, pick: -3 }), findDifficultSeed({ variant: 'bernauer', difficulty, pick: count - 3 }));
    }
  });

  it('from a number, the first seed of that difficulty in the table from there', () => {
    const table = DIFFICULTY_TABLE.bernauer!;
    const from = 10;
    const expected = String(table.indexOf('h', from - 1) + 1);
    assert.deepEqual(findDifficultSeed({ variant: 'bernauer', difficulty: 'hard', from }), { seed: expected, difficulty: 'hard', fromTable: true });
    assert.deepEqual(findDifficultSeed({ variant: 'bernauer', difficulty: 'hard', from: String(from) }), { seed: expected, difficulty: 'hard', fromTable: true });
  });

  it('rules without a table are graded by play, the sliced form giving the same deal', async () => {
    const options = { variant: 'bernauer' as const, rules: { redeals: 1 as const }, difficulty: 'easy' as const, from: 'difficulty test', pick: 5 };
    const found = findDifficultSeed(options)!;
    assert.ok(found, 'an easy deal within the attempts');
    assert.equal(found.fromTable, false);
    assert.ok(found.seed === 'difficulty test' || found.seed.startsWith('difficulty test-'));
    assert.equal(gradeDeal(newGame({ variant: 'bernauer', rules: { redeals: 1 }, seed: found.seed })).grade, 'easy');
    assert.deepEqual(await findDifficultSeedSliced({ ...options, sliceMs: 4 }), found);
  });

  it('gives up after `attempts` deals graded by play', () => {
    // Classic Sorel is almost never won by careful play: no easy deal among the first two seeds of this sequence.
    const found = findDifficultSeed({ variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' }, difficulty: 'easy', from: 'x', attempts: 2 });
    assert.equal(found, null);
  });

  it('bad options are errors that name them', () => {
    const code = (fn: () => unknown): string => {
      try {
        fn();
      } catch (error) {
        assert.ok(error instanceof SolverOptionError || error instanceof Error);
        return (error as Error).message;
      }
      return 'no error';
    };
    assert.match(code(() => findDifficultSeed({ difficulty: 'tricky' as Difficulty, from: 1 })), /difficulty must be one of easy, medium, hard/);
    assert.match(code(() => findDifficultSeed({ difficulty: 'easy' })), /needs from/);
    assert.match(code(() => findDifficultSeed({ difficulty: 'easy', rules: { redeals: 1 }, pick: 3 })), /no table/);
    assert.match(code(() => findDifficultSeed({ difficulty: 'easy', pick: 1.5 })), /pick must be a whole number/);
    assert.match(code(() => findDifficultSeed({ difficulty: 'easy', from: 1, attempts: 0 })), /attempts/);
    assert.match(code(() => findDifficultSeed({ difficulty: 'easy', from: 1, variant: 'klondike' as 'sorel' })), /klondike/);
    assert.match(code(() => findDifficultSeed(null as never)), /takes an object/);
  });
});
