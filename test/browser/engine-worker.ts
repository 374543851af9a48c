/**
 * A module Web Worker that runs the engine off the main thread for engine-in-browser.test.ts:
 * it deals the requested games, replays the given moves and posts back every snapshot.
 */
import { newGame, play, toSnapshot } from '../../src/engine/index.js';
import type { Move, Snapshot, VariantName } from '../../src/engine/types.js';

/** One game to replay: a deal and the moves played on it, in order. */
export interface WorkerGame {
  variant: VariantName;
  seed: string;
  moves: Move[];
}

/** What the worker answers: per game, the snapshot after the deal and after each move. */
export type WorkerReply =
  | { ok: true; snapshots: Snapshot[][] }
  | { ok: false; error: string };

self.addEventListener('message', (event: MessageEvent<WorkerGame[]>) => {
  let reply: WorkerReply;
  try {
    const snapshots: Snapshot[][] = [];
    for (const game of event.data) {
      let state = newGame({ variant: game.variant, seed: game.seed });
      const gameSnapshots = [toSnapshot(state)];
      for (const move of game.moves) {
        state = play(state, move);
        gameSnapshots.push(toSnapshot(state));
      }
      snapshots.push(gameSnapshots);
    }
    reply = { ok: true, snapshots };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  self.postMessage(reply);
});
