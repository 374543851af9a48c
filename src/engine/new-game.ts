/**
 * `newGame`: rules + seed → the first position.
 */
import { dealGame, normalizeSeed } from './deal.js';
import { describeValue, errorMessage } from './describe-value.js';
import { RulesError } from './errors.js';
import { checkVariant, resolveRules } from './rules.js';
import type { GameState, NewGameOptions } from './types.js';

/**
 * Deals a new game. `variant` defaults to `bernauer`; `rules` overrides any of its fields; `seed`
 * is a string or a non-negative integer (recorded as its decimal string), and a missing seed draws
 * a random one (from `crypto` where available), recorded as a decimal string so the game can be
 * replayed. Throws `RulesError` or `SeedError` on bad options.
 */
export function newGame(options: NewGameOptions = {}): GameState {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RulesError('options', 'newGame takes an object { variant?, seed?, rules? }');
  }
  let fields: [string, unknown][];
  try {
    fields = Object.entries(options);
  } catch (e) {
    throw new RulesError('options', `the newGame options could not be read: ${errorMessage(e)}`);
  }
  const read: NewGameOptions = {};
  for (const [key, value] of fields) {
    if (key !== 'variant' && key !== 'seed' && key !== 'rules') {
      throw new RulesError('options', `unknown newGame option ${describeValue(key)}; allowed: variant, seed, rules`);
    }
    (read as Record<string, unknown>)[key] = value;
  }
  const variant = checkVariant(read.variant === undefined ? 'bernauer' : read.variant);
  const rules = Object.freeze(resolveRules(variant, read.rules));
  return dealGame(variant, rules, normalizeSeed(read.seed));
}
