/**
 * The engine runs unchanged in a browser page and in a module Web Worker, and both give exactly
 * the positions Node gives (the deal below is RULES §2's Bernauer seed "1").
 */
import { expect } from '@open-wc/testing';
import { formatMove, legalMoves, newGame, play, status, toSnapshot } from '../../src/engine/index.js';
import type { GameState, Move, Snapshot } from '../../src/engine/types.js';
import type { WorkerGame, WorkerReply } from './engine-worker.js';

const PLAYOUT_MOVES = 200;

/** Sends games to a fresh module worker and resolves with its reply. */
function runInWorker(games: WorkerGame[]): Promise<WorkerReply> {
  const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<WorkerReply>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the engine worker did not answer within 15 s')), 15_000);
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      clearTimeout(timer);
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      clearTimeout(timer);
      reject(new Error(`the engine worker failed to load or run: ${event.message || 'no message (module load error?)'}`));
    });
    worker.postMessage(games);
  }).finally(() => worker.terminate());
}

/** A small seeded linear congruential generator (Numerical Recipes constants): no Math.random. */
function lcg(seed: number): (bound: number) => number {
  let x = seed >>> 0;
  return (bound) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 0x1_0000_0000) * bound);
  };
}

/** Random playouts on Bernauer seeds 1, 2, … until PLAYOUT_MOVES moves have been played in all. */
function randomPlayouts(): { games: WorkerGame[]; snapshots: Snapshot[][] } {
  const pick = lcg(20240601);
  const games: WorkerGame[] = [];
  const snapshots: Snapshot[][] = [];
  let played = 0;
  for (let seed = 1; played < PLAYOUT_MOVES && seed <= 1000; seed++) {
    let state: GameState = newGame({ variant: 'bernauer', seed: String(seed) });
    const moves: Move[] = [];
    const gameSnapshots = [toSnapshot(state)];
    while (played < PLAYOUT_MOVES && status(state) === 'playing') {
      const options = legalMoves(state);
      if (options.length === 0) break;
      const move = options[pick(options.length)]!;
      state = play(state, move);
      moves.push(move);
      gameSnapshots.push(toSnapshot(state));
      played++;
    }
    games.push({ variant: 'bernauer', seed: String(seed), moves });
    snapshots.push(gameSnapshots);
  }
  return { games, snapshots };
}

describe('the engine in a browser', () => {
  describe('in the page', () => {
    it('deals Bernauer seed 1 as RULES §2 specifies', () => {
      const state = newGame({ variant: 'bernauer', seed: '1' });
      const snapshot = toSnapshot(state);
      expect(snapshot.baseRank).to.equal('K');
      expect(snapshot.foundations.c).to.deep.equal(['Kc']);
      expect(snapshot.tableau[0]).to.deep.equal(['Qd']);
      expect(snapshot.tableau[1]).to.deep.equal(['6s', '3s']);
      expect(snapshot.reserve).to.deep.equal([['2c'], ['Jh'], ['Qh'], ['Kd'], ['9s'], ['3c'], ['5d']]);
      expect(legalMoves(state).map(formatMove).sort()).to.deep.equal(['deal', 'r3-fd', 'r5-t6', 't1-t6', 't5-t2'].sort());
    });
  });

  describe('in a module Web Worker', () => {
    it('deals the same position as the page', async () => {
      const reply = await runInWorker([{ variant: 'bernauer', seed: '1', moves: [] }]);
      if (!reply.ok) throw new Error(reply.error);
      expect(reply.snapshots[0]![0]).to.deep.equal(toSnapshot(newGame({ variant: 'bernauer', seed: '1' })));
    });

    it(`replays a seeded random playout of ${PLAYOUT_MOVES} moves to the same snapshots as the page`, async () => {
      const { games, snapshots } = randomPlayouts();
      expect(games.reduce((sum, game) => sum + game.moves.length, 0)).to.equal(PLAYOUT_MOVES);
      const reply = await runInWorker(games);
      if (!reply.ok) throw new Error(reply.error);
      expect(reply.snapshots.length).to.equal(snapshots.length);
      snapshots.forEach((gameSnapshots, g) => {
        gameSnapshots.forEach((snapshot, i) => {
          expect(reply.snapshots[g]![i], `game ${g + 1}, after ${i} moves`).to.deep.equal(snapshot);
        });
      });
    });
  });
});
