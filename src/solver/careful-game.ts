/**
 * A whole careful game: a deal played from its first position to the end by the careful player
 * (`carefulMove`, who sees only what a player sees), as a player who follows the Hint plays it. The
 * command line's `careful` counts these games, and deals by difficulty (difficulty.ts) are graded
 * by them.
 *
 * Each answer's `line` is played through (to the next card shown, or with nothing hidden to the win)
 * before the player asks again, and the positions of the game so far are passed as `avoid`. A game
 * ends won; lost when no legal move is left, when the game's dead-end rule (RULES §7: `findProgress`
 * with its default budget, as the element's referee runs it) says so, or when the plan would go back
 * to a position already seen (the player is going round in circles); or after `CAREFUL_MOVE_CAP`
 * moves, or `CAREFUL_STALL_CAP` moves without a card more home.
 */
import { foundationCount, play, status, type GameState } from '../engine/index.js';
import { carefulHintOptions, checked, drive, runThrough, type CarefulOptions } from './careful.js';
import { positionKey } from './player-view.js';
import { PROGRESS_STATES, searchSteps } from './solve.js';
import type { SliceOptions } from './types.js';

/** Most moves a careful game is given. */
export const CAREFUL_MOVE_CAP = 2000;
/** Most moves a careful game may go without a card more on the foundations before the player gives up. */
export const CAREFUL_STALL_CAP = 300;

/** How a careful game ended. */
export interface CarefulGame {
  result: 'win' | 'loss';
  /** Cards on the foundations at the end. */
  home: number;
  /** Moves played. */
  moves: number;
  /** Wall-clock ms of each `carefulMove` the player asked (not of the dead-end checks). */
  moveMs: number[];
}

const clock = globalThis as unknown as { performance?: { now(): number } };
const now = (): number => clock.performance?.now() ?? Date.now();

/** The game as a generator that yields every 128 positions of a solve (see `checked`). */
export function* carefulGameSteps(first: GameState, options: CarefulOptions | undefined): Generator<void, CarefulGame, void> {
  let state = first;
  const seen = new Set<string>([positionKey(state)]);
  const avoid: string[] = [...seen];
  const moveMs: number[] = [];
  let moves = 0;
  let lastHome = foundationCount(state);
  let lastProgress = 0;
  while (moves < CAREFUL_MOVE_CAP && status(state) === 'playing') {
    if (state.rules.deadEnds && moves > 0 && (yield* searchSteps(state, PROGRESS_STATES, true)).result === 'loss') break;
    const started = now();
    const answer = yield* checked(state, { ...carefulHintOptions(first.rules), ...options, avoid });
    moveMs.push(now() - started);
    if (!answer.move) break;
    let repeated = false;
    for (const move of answer.line ?? [answer.move]) {
      const next = play(state, move);
      const key = positionKey(next);
      if (seen.has(key)) {
        repeated = true;
        break;
      }
      seen.add(key);
      avoid.push(key);
      state = next;
      moves++;
      if (foundationCount(state) > lastHome) {
        lastHome = foundationCount(state);
        lastProgress = moves;
      }
    }
    if (repeated || moves - lastProgress > CAREFUL_STALL_CAP) break;
  }
  const home = foundationCount(state);
  return { result: home === 52 ? 'win' : 'loss', home, moves, moveMs };
}

/**
 * Plays the deal `state` to the end by careful play (see the module comment). `options` are
 * `carefulMove`'s (those not given are the Hint's for the game, `carefulHintOptions`; `avoid` is the game's
 * own); deterministic for the same options, `seed` included.
 */
export function playCarefulGame(state: GameState, options?: CarefulOptions): CarefulGame {
  return runThrough(carefulGameSteps(state, options));
}

/** `playCarefulGame` in slices (see `carefulMoveSliced`): the same game. */
export function playCarefulGameSliced(state: GameState, options?: CarefulOptions & SliceOptions): Promise<CarefulGame> {
  return drive(carefulGameSteps(state, options), options);
}
