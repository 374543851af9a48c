/**
 * `agnes-solitaire solve`: one deal or one position asked of the solver from the command line, run
 * from source as a user runs it (`node src/cli/main.ts solve …`), its answers checked against the
 * engine: a printed winning line replays to a won game, a loss is a loss of the solver, a game text
 * on standard input is solved from its position, and every mistake exits 2 naming the option.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatMoves, newGame, parseMoves, play, status } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import { decodeGameText } from '../../src/element/saved-game.js';
import { parseSolveArgs } from '../../src/cli/solve.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the command line from source with `input` on standard input; resolves with its exit code and output. */
function cli(args: string[], input = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}

const replay = (state: GameState, text: string): GameState => parseMoves(text).reduce(play, state);

describe('solve options', () => {
  it('reads --variant, --seed, --rule, --max-states and --json in both forms', () => {
    assert.deepEqual(parseSolveArgs(['--variant', 'sorel', '--seed=7', '--rule', 'runs=build', '--rule=empty-fill=none', '--max-states', '500', '--json']), {
      variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' }, seed: '7', maxStates: 500, json: true, rulesGiven: true,
    });
    assert.deepEqual(parseSolveArgs([]), { variant: 'bernauer', rules: {}, maxStates: 2_000_000, json: false, rulesGiven: false });
  });
});

describe('agnes-solitaire solve', () => {
  it('a winnable deal: win, the positions searched, and a line that replays to a won game (default variant bernauer)', async () => {
    const { code, stdout } = await cli(['solve', '--seed', '2']);
    assert.equal(code, 0);
    const field = (name: string): string => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(stdout)?.[1] ?? '';
    assert.equal(field('result'), 'win');
    assert.equal(field('rules'), 'bernauer');
    const expected = solve(newGame({ variant: 'bernauer', seed: '2' }));
    assert.equal(field('states'), `${expected.states.toLocaleString('en-US')} positions searched`);
    const line = field('line').replace(/ \(\d+ moves\)$/, '');
    assert.equal(line, formatMoves(expected.line!));
    assert.equal(status(replay(newGame({ variant: 'bernauer', seed: '2' }), line)), 'won', 'the printed line wins the deal');
    // The game: line is a game text that load() reads: the deal and the line, to a won position.
    const restored = decodeGameText(field('game'), newGame({ seed: 'other' }));
    assert.equal(status(restored.game.state), 'won');
    assert.equal(restored.game.state.seed, '2');
  });

  it('--json prints { result, states, line } with the line in move notation', async () => {
    const { code, stdout } = await cli(['solve', '--variant', 'bernauer', '--seed', '2', '--json']);
    assert.equal(code, 0);
    const answer = JSON.parse(stdout);
    assert.deepEqual(Object.keys(answer), ['result', 'states', 'line']);
    assert.equal(answer.result, 'win');
    assert.ok(Number.isInteger(answer.states) && answer.states > 0);
    assert.equal(status(replay(newGame({ seed: '2' }), answer.line)), 'won');
  });

  it('a lost deal under --rule overrides: loss and no line; a small --max-states: unknown', async () => {
    const rules = ['--rule', 'runs=build', '--rule', 'empty-fill=none'];
    const lost = JSON.parse((await cli(['solve', '--variant', 'sorel', '--seed', '20', ...rules, '--json'])).stdout);
    const expected = solve(newGame({ variant: 'sorel', seed: '20', rules: { runs: 'build', emptyFill: 'none' } }));
    assert.equal(expected.result, 'loss');
    assert.deepEqual(lost, { result: 'loss', states: expected.states, line: null });
    const text = (await cli(['solve', '--variant', 'sorel', '--seed', '20', ...rules])).stdout;
    assert.match(text, /^rules:\s+sorel \+ runs=build, emptyFill=none$/m);
    assert.match(text, /^result:\s+loss$/m);
    assert.doesNotMatch(text, /^line:/m);

    const unknown = await cli(['solve', '--variant', 'sorel', '--seed', '2', '--max-states', '50', '--json']);
    assert.deepEqual(JSON.parse(unknown.stdout), { result: 'unknown', states: 50, line: null });
    assert.match((await cli(['solve', '--variant', 'sorel', '--seed', '2', '--max-states', '50'])).stdout, /^result:\s+unknown \(the budget of 50 positions ran out; try a larger --max-states\)$/m);
  });

  it('a game text on standard input: solves the position it reaches; the line continues from there', async () => {
    const start = newGame({ variant: 'bernauer', seed: '2' });
    const first = solve(start).line!.slice(0, 12);
    const text = `agnes=2,bernauer ${formatMoves(first)}\n`;
    const answer = JSON.parse((await cli(['solve', '--json'], text)).stdout);
    assert.equal(answer.result, 'win');
    const position = first.reduce(play, start);
    assert.equal(answer.states, solve(position).states, 'the position after the 12 moves was searched, not the deal');
    assert.equal(status(replay(position, answer.line)), 'won', 'the line wins from the position of the game text');

    const printed = (await cli(['solve'], text)).stdout;
    const game = /^game:\s+(.*)$/m.exec(printed)![1]!;
    assert.ok(game.startsWith(text.trim() + ' '), 'the game text goes on with the line');
    assert.equal(status(decodeGameText(game, start).game.state), 'won');
  });

  it('mistakes exit 2 with a message naming the option, the game text or the allowed values', async () => {
    const cases: [string[], string, RegExp][] = [
      [['solve', '--variant', 'klondike', '--seed', '1'], '', /--variant: "klondike" is not a variant; allowed: bernauer, sorel, aces/],
      [['solve', '--seed', '1', '--rule', 'build=purple'], '', /--rule build: "purple" is not allowed; allowed:/],
      [['solve', '--seed', '1', '--max-states', '0'], '', /--max-states needs a whole number ≥ 1, got "0"/],
      [['solve', '--seed'], '', /--seed needs a seed/],
      [['solve', '--seed', '1', '--depth', '3'], '', /unknown option "--depth"/],
      [['solve'], '', /no game text on standard input: give --seed/],
      [['solve'], 't1-t6 deal', /the game text must start with its deal, agnes=<deal code>/],
      [['solve'], 'agnes=2,klondike', /the game text: deal code: variant "klondike" in the deal code is not allowed/],
      [['solve'], 'agnes=2,bernauer t9-t1', /the game text: moves:/],
      [['solve', '--variant', 'sorel'], 'agnes=2,bernauer', /--variant and --rule do not apply/],
    ];
    for (const [args, input, message] of cases) {
      const { code, stdout, stderr } = await cli(args, input);
      assert.equal(code, 2, `${args.join(' ')} < ${JSON.stringify(input)} exits 2 (stderr: ${stderr})`);
      assert.equal(stdout, '');
      assert.match(stderr, message);
    }
  });
});
