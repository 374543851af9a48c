/// <reference types="node" />
/**
 * `agnes-solitaire solve`: asks the solver about one deal (or one position of it) and prints win,
 * loss or unknown, the positions searched and, for a win, the winning line in move notation.
 *
 * The position is either a deal's first position (`--seed`, with `--variant` and `--rule` as in
 * `winrate`) or, without `--seed`, the position a game text read from standard input reaches: the
 * element's `moves` after `agnes=<dealCode>` (`agnes=42,sorel t1-t6 r3-fd deal`, what
 * `load()` reads), so a game in progress can be asked about. The printed `game:` line is that game
 * text with the winning line appended: `load()` replays it to the won position.
 */
import { formatMoves, newGame } from '../engine/index.js';
import type { GameState, Rules, VariantName } from '../engine/index.js';
import { SOLVE_STATES, solve } from '../solver/index.js';
import type { SolveResult } from '../solver/index.js';
import { formatDealCode } from '../element/deal-code.js';
import { decodeGameText } from '../element/saved-game.js';
import { UsageError, describeRuleSet, positiveInteger, readOptions } from './winrate.js';
import { VARIANT_NAMES } from '../engine/index.js';

export const SOLVE_USAGE = `usage: agnes-solitaire solve [options]           (a deal's first position)
       agnes-solitaire solve [--max-states N] [--json] < game.txt   (a game text: agnes=<deal code> <moves>)
  --variant NAME      ${VARIANT_NAMES.join(' | ')} (default bernauer)
  --seed TEXT         the deal's seed; without it the game text is read from standard input
  --rule FIELD=VALUE  override a rule field (camelCase or kebab-case), repeatable
  --max-states N      most positions to search (default ${SOLVE_STATES.toLocaleString('en-US')})
  --json              print {"result","states","line"} (line: move notation, or null)`;

/** What one `solve` asks. */
export interface SolveOptions {
  variant: VariantName;
  rules: Partial<Rules>;
  /** The deal's seed; undefined: the game text comes from standard input. */
  seed?: string;
  maxStates: number;
  json: boolean;
  /** `--variant` or `--rule` was given (they may not be combined with a game text that names its deal). */
  rulesGiven: boolean;
}

/** Reads `solve`'s options (the words after `solve`). */
export function parseSolveArgs(argv: readonly string[]): SolveOptions {
  const options: SolveOptions = { variant: 'bernauer', rules: {}, maxStates: SOLVE_STATES, json: false, rulesGiven: false };
  return readOptions(argv, SOLVE_USAGE, options, (flag, value, inline) => {
    switch (flag) {
      case '--variant':
      case '--rule':
        options.rulesGiven = true;
        return false; // read by readOptions
      case '--seed': {
        const seed = value();
        if (seed === undefined || seed.trim() === '') throw new UsageError('--seed needs a seed (any text, e.g. --seed 42)');
        options.seed = seed;
        return true;
      }
      case '--max-states': options.maxStates = positiveInteger('--max-states', value(), 1); return true;
      case '--json':
        if (inline !== undefined) throw new UsageError('--json takes no value');
        options.json = true;
        return true;
      default: return false;
    }
  });
}

/** The position asked about and the game text that reaches it (`agnes=<code> <moves>`). */
export interface SolvePosition {
  state: GameState;
  gameText: string;
}

/** The position of a game text (`agnes=<deal code> <moves>`); a UsageError saying what is wrong with it. */
export function positionOfGameText(text: string, options: SolveOptions): SolvePosition {
  const trimmed = text.trim();
  if (trimmed === '') throw new UsageError('no game text on standard input: give --seed, or pipe a game text such as "agnes=42,sorel t1-t6 deal"');
  if (!/^#?agnes=/i.test(trimmed)) {
    throw new UsageError('the game text must start with its deal, agnes=<deal code> (e.g. "agnes=42,sorel t1-t6"), as the element\'s dealCode and moves give it');
  }
  if (options.rulesGiven) throw new UsageError('the game text names its deal (agnes=…): --variant and --rule do not apply to it');
  let restored;
  try {
    // The deal comes from the text's code; the `dealt` position is never used then.
    restored = decodeGameText(trimmed, newGame({ variant: options.variant, rules: options.rules, seed: '1' }));
  } catch (error) {
    throw new UsageError(`the game text: ${(error as Error).message}`);
  }
  const state = restored.game.state;
  const moves = formatMoves(restored.game.moves);
  const code = formatDealCode(state.seed, state.variant, state.rules);
  return { state, gameText: `agnes=${code}${moves ? ` ${moves}` : ''}` };
}

/** A deal's first position and its game text. */
export function positionOfDeal(options: SolveOptions & { seed: string }): SolvePosition {
  const state = newGame({ variant: options.variant, rules: options.rules, seed: options.seed });
  return { state, gameText: `agnes=${formatDealCode(state.seed, state.variant, state.rules)}` };
}

/** The answer as printed: text lines, or the JSON object `{ result, states, line }`. */
export function formatSolve(position: SolvePosition, answer: SolveResult, options: Pick<SolveOptions, 'json' | 'maxStates'>): string {
  const line = answer.result === 'win' ? formatMoves(answer.line ?? []) : null;
  if (options.json) return JSON.stringify({ result: answer.result, states: answer.states, line });
  const { state } = position;
  const rows = [
    `rules:     ${describeRuleSet(state.variant, state.rules)}`,
    `position:  ${position.gameText}`,
    `result:    ${answer.result}${answer.result === 'unknown' ? ` (the budget of ${options.maxStates.toLocaleString('en-US')} positions ran out; try a larger --max-states)` : ''}`,
    `states:    ${answer.states.toLocaleString('en-US')} positions searched`,
  ];
  if (line !== null) {
    rows.push(`line:      ${line === '' ? '(none: the game is already won)' : line} (${answer.line!.length} moves)`);
    rows.push(`game:      ${[position.gameText, line].filter(Boolean).join(' ')}`);
  } else {
    rows.push(`most home: ${answer.mostHome} cards on the foundations in the best position reached`);
  }
  return rows.join('\n');
}

/** Reads all of a stream as text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/** Runs `solve` with its options; the game text (when there is no --seed) comes from `stdin`. Returns what to print. */
export async function runSolve(argv: readonly string[], stdin: NodeJS.ReadableStream & { isTTY?: boolean }): Promise<string> {
  const options = parseSolveArgs(argv);
  let position: SolvePosition;
  if (options.seed !== undefined) {
    position = positionOfDeal({ ...options, seed: options.seed });
  } else {
    if (stdin.isTTY) throw new UsageError(`give --seed, or pipe a game text (agnes=<deal code> <moves>) into standard input\n${SOLVE_USAGE}`);
    position = positionOfGameText(await readAll(stdin), options);
  }
  const answer = solve(position.state, { maxStates: options.maxStates });
  return formatSolve(position, answer, options);
}
