/**
 * `newGame`: rules + seed → the first position.
 */
import { dealGame, normalizeSeed } from './deal.js';
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
  for (const key of Object.keys(options)) {
    if (key !== 'variant' && key !== 'seed' && key !== 'rules') {
      throw new RulesError('options', `unknown newGame option ${JSON.stringify(key)}; allowed: variant, seed, rules`);
    }
  }
  const variant = checkVariant(options.variant ?? 'bernauer');
  const rules = Object.freeze(resolveRules(variant, options.rules));
  return dealGame(variant, rules, normalizeSeed(options.seed));
}
