/**
 * Test helper: the refusal codes docs/rules.md documents, and which code each English reason of the
 * engine belongs to (by its wording), so that every refusal test also checks its code.
 */
import assert from 'node:assert/strict';
import { illegalMoveReason, whyIllegal, type GameState, type IllegalMoveCode, type Move } from '../../src/engine/index.js';

/** Every `IllegalMoveCode`, in docs/rules.md's order. */
export const ILLEGAL_MOVE_CODES: readonly IllegalMoveCode[] = [
  'malformed', 'no-stock', 'no-redeal', 'same-pile', 'no-reserve', 'empty-pile', 'too-many', 'whole-run',
  'face-down', 'no-return', 'foundation', 'no-build', 'empty-column',
];

/** The code an English reason belongs to: the first pattern that matches it. */
const BY_WORDING: [RegExp, IllegalMoveCode][] = [
  [/^(a move must be an object|the move could not be read|move kind |move\.(from|to|count) )/, 'malformed'],
  [/^the stock is empty/, 'no-stock'],
  [/redeal/, 'no-redeal'],
  [/ to itself$/, 'same-pile'],
  [/^(there is no reserve pile |nothing can be placed on the reserve)/, 'no-reserve'],
  [/^(column \S+|reserve pile \S+|the \w+ foundation) is empty$/, 'empty-pile'],
  [/( one at a time|^column \S+ holds only \d+ cards?|^the movable run of \S+ has only \d+ cards?)$/, 'too-many'],
  [/^runs move between columns only whole/, 'whole-run'],
  [/ is face-down$/, 'face-down'],
  [/\(foundationReturn is off\)$/, 'no-return'],
  [/ belongs on the | cannot move to another foundation$|foundation (is complete|starts with)| foundation: it needs /, 'foundation'],
  [/empty column/, 'empty-column'],
  [/^the .+ cannot go on the /, 'no-build'],
];

/** The codes the checks below have met, for a test that every code is reachable. */
export const seenCodes = new Set<IllegalMoveCode>();

/** The code `message` belongs to by its wording. */
export function codeOfWording(message: string): IllegalMoveCode | undefined {
  return BY_WORDING.find(([pattern]) => pattern.test(message))?.[1];
}

/**
 * Checks `illegalMoveReason` against `whyIllegal` for one move: both null, or the same English
 * message with the code its wording belongs to. Returns the code (null for a legal move).
 */
export function checkRefusal(state: GameState, move: Move): IllegalMoveCode | null {
  const why = whyIllegal(state, move);
  const reason = illegalMoveReason(state, move);
  if (why === null) {
    assert.equal(reason, null);
    return null;
  }
  assert.ok(reason, `a refused move has a reason object: ${why}`);
  assert.equal(reason.message, why, 'illegalMoveReason gives whyIllegal\'s words');
  assert.ok(ILLEGAL_MOVE_CODES.includes(reason.code), `documented code: ${reason.code}`);
  assert.equal(reason.code, codeOfWording(why), `code of "${why}"`);
  seenCodes.add(reason.code);
  return reason.code;
}
