/**
 * The solver off the main thread (docs/embedding.md, "How the solver runs"): where the page allows a Web
 * Worker, the element's searches run in one, shared by the elements of the page and ended when the
 * last of them leaves; the worker answers exactly what the page's slices answer. The fallbacks
 * (no worker allowed) are in solver-fallback.test.ts and misuse-solver.test.ts. Keep the
 * live-resources import first (it counts the workers).
 */
import '../stress/live-resources.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { runSearch, SOLVER_BUDGETS } from '../../src/element/solver-calls.js';
import type { SearchName } from '../../src/element/solver-calls.js';
import { startSolverWorker } from '../../src/element/lazy-files.js';
import type { SearchReply } from '../../src/element/solver-protocol.js';
import { legalMoves, newGame, play } from '../../src/engine/index.js';
import type { GameState, Move, VariantName } from '../../src/engine/index.js';
import { carefulHintOptions, carefulMove, hint, positionKey } from '../../src/solver/index.js';
import { liveResources } from '../stress/live-resources.js';

/** Posts request `id` to `worker` (with `budget` in place of the element's) and resolves with its reply. */
function ask(worker: Worker, id: number, fn: SearchName, args: unknown[], budget?: object): Promise<SearchReply> {
  return new Promise((resolve, reject) => {
    const listener = ({ data }: MessageEvent<SearchReply>): void => {
      if (data.id !== id) return;
      worker.removeEventListener('message', listener);
      resolve(data);
    };
    worker.addEventListener('message', listener);
    worker.onerror = () => reject(new Error('the worker failed'));
    worker.postMessage({ id, fn, args, budget });
  });
}

/** The page's answer in the worker's reply form. */
const onPage = (fn: SearchName, args: unknown[], budget?: object): Promise<Omit<SearchReply, 'id'>> =>
  runSearch(fn, args, new AbortController().signal, undefined, budget).then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.message }),
  );

/** Positions of every variant: deals, and a few moves in (first legal moves), with the moves that lead there. */
function positions(): { initial: GameState; moves: Move[]; state: GameState }[] {
  const out: { initial: GameState; moves: Move[]; state: GameState }[] = [];
  for (const variant of ['bernauer', 'sorel', 'aces'] as VariantName[]) {
    for (let seed = 1; seed <= 4; seed++) {
      const initial = newGame({ variant, seed });
      out.push({ initial, moves: [], state: initial });
      let state = initial;
      const moves: Move[] = [];
      for (let i = 0; i < 3 * seed; i++) {
        const legal = legalMoves(state);
        if (legal.length === 0) break;
        moves.push(legal[i % legal.length]!);
        state = play(state, moves[moves.length - 1]!);
      }
      out.push({ initial, moves, state });
    }
  }
  return out;
}

/** Wraps Worker.prototype.postMessage to record the searches posted (their `fn`). */
function recordRequests(): { requests: string[]; restore(): void } {
  const requests: string[] = [];
  const original = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
    const fn = (message as { fn?: string }).fn;
    if (fn) requests.push(fn);
    return (original as (...args: unknown[]) => void).call(this, message, ...rest);
  };
  return { requests, restore: () => (Worker.prototype.postMessage = original) };
}

describe('the solver in a Web Worker', () => {
  it('answers every search exactly as the page does (values, lines, unknowns, errors)', async function () {
    this.timeout(120_000);
    const worker = startSolverWorker();
    try {
      const budget = { maxStates: 20_000 };
      let id = 0;
      let compared = 0;
      const kinds = new Set<string>();
      for (const { initial, moves, state } of positions()) {
        for (const fn of ['progress', 'hint', 'solvable'] as const) {
          const { id: _, ...fromWorker } = await ask(worker, ++id, fn, [state], budget);
          expect(fromWorker, `${fn} of ${state.variant} ${state.seed} after ${state.moveCount} moves`).to.deep.equal(await onPage(fn, [state], budget));
          const value = fromWorker.value as { result?: string } | null;
          kinds.add(`${fn}:${value === null ? 'null' : (value.result ?? 'move')}`);
          compared++;
        }
        // The careful player, avoiding the positions so far (small budgets: the answer, not its quality).
        const small = { samples: 2, maxStates: 400, exactStates: 5_000 };
        const { id: _, ...fromWorker } = await ask(worker, ++id, 'careful', [initial, moves], small);
        expect(fromWorker, `careful of ${state.variant} ${state.seed} after ${state.moveCount} moves`).to.deep.equal(await onPage('careful', [initial, moves], small));
        kinds.add(`careful:${(fromWorker.value as { move: unknown }).move ? 'move' : 'none'}`);
        compared++;
      }
      for (const variant of ['bernauer', 'sorel', 'aces'] as VariantName[]) {
        const args = [{ variant, rules: {}, from: '1' }];
        const small = { attempts: 3, maxStates: 20_000 };
        const { id: _, ...fromWorker } = await ask(worker, ++id, 'winnable', args, small);
        expect(fromWorker, `winnable ${variant}`).to.deep.equal(await onPage('winnable', args, small));
        compared++;
      }
      // Bad input: the same error message from both.
      const bad: [unknown[], object][] = [[[{ ...newGame({ seed: 1 }), stock: ['As', 'As'] }], budget], [[newGame({ seed: 1 })], { maxStates: -1 }]];
      for (const [args, given] of bad) {
        const { id: _, ...fromWorker } = await ask(worker, ++id, 'hint', args, given);
        expect(fromWorker.error, 'an error message').to.be.a('string');
        expect(fromWorker).to.deep.equal(await onPage('hint', args, given));
      }
      expect(compared).to.equal(24 * 4 + 3);
      // The positions cover each kind of answer.
      expect([...kinds].sort()).to.include.members(['progress:progress', 'progress:dead-end', 'hint:move', 'solvable:win', 'solvable:loss', 'solvable:unknown', 'careful:move']);
    } finally {
      worker.terminate();
    }
  });

  it('stops a cancelled search at once and answers the next', async function () {
    this.timeout(60_000);
    const worker = startSolverWorker();
    try {
      // A search far beyond any budget the element uses: only a cancellation ends it soon.
      const long = ask(worker, 1, 'solvable', [newGame({ seed: 1 })], { maxStates: 1e9, timeMs: 1e9 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      worker.postMessage({ id: 1 });
      expect(await long).to.deep.equal({ id: 1, error: 'the search was cancelled' });
      const next = await ask(worker, 2, 'hint', [newGame({ seed: 2 })], { maxStates: 20_000 });
      expect(next.value).to.deep.equal(hint(newGame({ seed: 2 }), { maxStates: 20_000 }));
      // A cancel for a search already answered (or never asked) is ignored.
      worker.postMessage({ id: 2 });
      worker.postMessage({ id: 99 });
      expect((await ask(worker, 3, 'progress', [newGame({ seed: 3 })], { maxStates: 1000 })).value).to.have.property('result');
    } finally {
      worker.terminate();
    }
  });

  it('runs the element\'s searches, for all its elements, in one worker ended when the last leaves', async function () {
    this.timeout(60_000);
    const recorder = recordRequests();
    const before = liveResources();
    try {
      const container = await fixture<HTMLDivElement>(html`<div style="width: 800px">
        <agnes-solitaire id="a" seed="3" show-solvable></agnes-solitaire>
        <agnes-solitaire id="b" variant="aces" seed="4" hint="solver"></agnes-solitaire>
      </div>`);
      const [a, b] = [...container.querySelectorAll<AgnesSolitaire>('agnes-solitaire')] as [AgnesSolitaire, AgnesSolitaire];
      await a.updateComplete;
      await b.updateComplete;
      // a: the careful hint (the default); b: the solver's.
      const expected = carefulMove(a.state, { ...carefulHintOptions(a.state.rules), avoid: [positionKey(a.state)] }).move;
      expect(await a.hint(), 'a hint from the worker').to.deep.equal(expected);
      expect(await b.hint()).to.deep.equal(hint(b.state, { maxStates: SOLVER_BUDGETS.hint.maxStates }));
      for (let i = 0; i < 1000 && a.solvable === 'thinking'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(a.solvable, 'show-solvable from the worker').to.equal('yes');
      // The dead-end checks after the deals, the hints and the solvability all went to the worker.
      expect(recorder.requests).to.include.members(['progress', 'careful', 'hint', 'solvable']);
      expect(recorder.requests.filter((fn) => fn === 'hint' || fn === 'careful')).to.deep.equal(['careful', 'hint']);
      const now = liveResources();
      expect(now.workersCreated - before.workersCreated, 'workers started').to.equal(1);
      expect(now.workers - before.workers, 'workers running').to.equal(1);
      b.remove();
      expect(liveResources().workers - before.workers, 'still used by the other element').to.equal(1);
      a.remove();
      expect(liveResources().workers - before.workers, 'ended with the last element').to.equal(0);
      // Back in the page: a new worker for the searches it resumes.
      container.append(a);
      await a.updateComplete;
      expect(await a.hint()).to.deep.equal(expected);
      expect(liveResources().workersCreated - before.workersCreated).to.equal(2);
      a.remove();
      expect(liveResources().workers - before.workers).to.equal(0);
      // A removed element's hint runs on the page (and ends by itself): no worker outlives the elements.
      expect(await a.hint()).to.deep.equal(expected);
      expect(liveResources().workersCreated - before.workersCreated).to.equal(2);
      expect(liveResources().workers - before.workers).to.equal(0);
    } finally {
      recorder.restore();
    }
  });
});
