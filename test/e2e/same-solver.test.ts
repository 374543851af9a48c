/**
 * The element's solver is the package's solver: the self-contained build's solver file
 * (dist/agnes-solitaire-solver-<hash>.js, what a page's element loads), run in Chromium, Firefox and
 * WebKit (test/e2e/browsers.ts), gives the same answers with the same position counts as
 * `agnes-solitaire/solver` (dist/solver/index.js) in Node, on positions of every rule set of the
 * source documents (RULES §4): `solve` (result, line, positions, most cards home), `findProgress`,
 * `hint`, the careful player's move and plan, and a winnable seed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { legalMoves, mulberry32, newGame, play, RECIPES, type GameState, type Move } from '../../src/engine/index.js';
import { inEachBrowser } from './browsers.js';
import { builtFile, root, startServer, type TestServer } from './server.js';

type Solver = typeof import('../../src/solver/index.js');

/** Budgets small enough for a quick test, large enough that some searches win and some prove losses. */
const STATES = 8_000;
/** Every option of the Hint's given (the element fills the missing ones from the game's `carefulHintOptions`, the library from its defaults). */
const CAREFUL = { samples: 2, maxStates: 300, phaseNodes: 40, exactStates: 3_000 };

/** Each recipe's deal of seed 1, and that deal after 12 seeded random moves (foundation moves preferred). */
function positions(): { recipe: string; initial: GameState; moves: Move[]; state: GameState }[] {
  return RECIPES.flatMap((recipe) => {
    const initial = newGame({ variant: recipe.variant, rules: recipe.rules, seed: 1 });
    const draw = mulberry32(7);
    const moves: Move[] = [];
    let state = initial;
    for (let i = 0; i < 12; i++) {
      const legal = legalMoves(state);
      if (legal.length === 0) break;
      const home = legal.filter((m) => m.kind === 'move' && m.to.startsWith('f'));
      const pool = home.length > 0 ? home : legal;
      moves.push(pool[Math.floor(draw() * pool.length)]!);
      state = play(state, moves[moves.length - 1]!);
    }
    return [
      { recipe: recipe.id, initial, moves: [], state: initial },
      { recipe: recipe.id, initial, moves, state },
    ];
  });
}

/** The answers the element's searches give, in the form the page reports them. */
interface Answers {
  solve: unknown;
  progress: unknown;
  hint: unknown;
  careful: unknown;
}

describe("the element's solver file and agnes-solitaire/solver give the same answers", () => {
  let server: TestServer;
  let expected: Answers[];
  let winnable: unknown;
  const cases = positions();

  before(async () => {
    const solverFile = builtFile('agnes-solitaire-solver-');
    server = await startServer({
      route: (url) =>
        url.pathname === '/solver.html'
          ? { type: 'text/html', body: `<!doctype html><title>solver</title><script type="module">window.solverFile = await import('/dist/${solverFile}');</script>` }
          : undefined,
      files: ['/dist/'],
    });
    // agnes-solitaire/solver as the package ships it.
    const solver = (await import(pathToFileURL(join(root, 'dist/solver/index.js')).href)) as Solver;
    // (As JSON, the form the page's answers come in: no undefined fields.)
    const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    expected = cases.map(({ initial, moves, state }) => {
      const avoid = [solver.positionKey(initial)];
      let at = initial;
      for (const move of moves) avoid.push(solver.positionKey((at = play(at, move))));
      const careful = solver.carefulMove(state, { ...CAREFUL, avoid });
      return json({
        solve: solver.solve(state, { maxStates: STATES }),
        progress: solver.findProgress(state, { maxStates: STATES }),
        hint: solver.hint(state, { maxStates: STATES }),
        careful: { move: careful.move, line: careful.line },
      });
    });
    winnable = json(solver.findWinnableSeed({ variant: 'bernauer', rules: {}, from: '1', attempts: 5, maxStates: STATES }));
    // The positions cover each kind of answer.
    const kinds = new Set(expected.flatMap((a) => [`solve:${(a.solve as { result: string }).result}`, `progress:${(a.progress as { result: string }).result}`]));
    for (const kind of ['solve:win', 'solve:loss', 'solve:unknown', 'progress:progress', 'progress:dead-end']) assert.ok(kinds.has(kind), `the positions give ${kind} (${[...kinds].join(', ')})`);
  });

  after(async () => {
    await server?.close();
  });

  inEachBrowser((browser) => {

    it(`on ${cases.length} positions of the ${RECIPES.length} rule sets, and a winnable seed`, async () => {
      const page = await browser().open(`http://127.0.0.1:${server.port}/solver.html`);
      try {
        await page.waitFor(() => (window as unknown as { solverFile?: unknown }).solverFile);
        const answers = await page.evaluate(
          async ({ cases, states, careful }) => {
            type Run = (fn: string, args: unknown[], signal: AbortSignal, sliceMs?: number, budget?: object) => Promise<unknown>;
            const run = (window as unknown as { solverFile: { runSearch: Run } }).solverFile.runSearch;
            const budget = { maxStates: states, timeMs: undefined };
            const out = [];
            for (const { initial, moves, state } of cases) {
              const signal = new AbortController().signal;
              out.push({
                solve: await run('solvable', [state], signal, undefined, budget),
                progress: await run('progress', [state], signal, undefined, budget),
                hint: await run('hint', [state], signal, undefined, budget),
                careful: await run('careful', [initial, moves], signal, undefined, careful),
              });
            }
            const winnable = await run('winnable', [{ variant: 'bernauer', rules: {}, from: '1' }], new AbortController().signal, undefined, { attempts: 5, maxStates: states });
            return { out, winnable };
          },
          { cases, states: STATES, careful: CAREFUL },
        );
        cases.forEach(({ recipe, moves }, i) => {
          assert.deepEqual(answers.out[i], expected[i], `${browser().version}: ${recipe} after ${moves.length} moves`);
        });
        assert.deepEqual(answers.winnable, winnable, `${browser().version}: the winnable seed`);
      } finally {
        await page.close();
      }
    });
  });
});
