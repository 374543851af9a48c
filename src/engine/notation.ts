/**
 * A short text notation for moves, for replays and bug reports:
 *
 * - `t3-t5` moves one card from column 3 to column 5; `t3-t5x2` moves two.
 * - `r3-fd` moves the top of reserve pile 3 to the diamonds foundation.
 * - `deal` and `redeal`.
 *
 * A line of moves is the moves separated by spaces. `parseMove` also reads `→` or `->` in place of
 * `-`, upper-case letters, and surrounding spaces; `formatMove` always writes the form above, so the
 * two round-trip.
 */
import { describeValue } from './describe-value.js';
import { MoveSyntaxError } from './errors.js';
import { pileRef } from './piles.js';
import { checkMoveShape } from './moves.js';
import type { Move, PileId } from './types.js';

/** The notation of a move: `t3-t5`, `t3-t5x2`, `deal`, `redeal`. Throws `IllegalMoveError` if malformed. */
export function formatMove(move: Move): string {
  const m = checkMoveShape(move);
  if (m.kind !== 'move') return m.kind;
  return m.count === 1 ? `${m.from}-${m.to}` : `${m.from}-${m.to}x${m.count}`;
}

const MOVE_TEXT = /^([a-z][a-z0-9]?)\s*(?:-|→|->)\s*([a-z][a-z0-9]?)(?:\s*[x×]\s*(\d{1,2}))?$/;

/** Reads one move written as `formatMove` writes it. Throws `MoveSyntaxError` saying what is wrong. */
export function parseMove(text: string): Move {
  if (typeof text !== 'string') throw new MoveSyntaxError(`a move must be text like "t3-t5", "t3-t5x2", "deal" or "redeal", not ${describeValue(text)}`);
  const t = text.trim().toLowerCase();
  if (t === 'deal' || t === 'redeal') return { kind: t };
  const quoted = describeValue(text.trim(), 30);
  const match = MOVE_TEXT.exec(t);
  if (!match) {
    throw new MoveSyntaxError(`cannot read the move ${quoted}: write "from-to" with pile ids (t0–t6, r0–r6, fc, fd, fh, fs), "x" and a count for several cards (e.g. "t3-t5x2"), or "deal" / "redeal"`);
  }
  const [, from, to, countText] = match;
  for (const id of [from!, to!]) {
    if (!pileRef(id)) throw new MoveSyntaxError(`"${id}" in the move ${quoted} is not a pile; allowed: t0–t6, r0–r6, fc, fd, fh, fs`);
  }
  const count = countText === undefined ? 1 : Number(countText);
  if (count < 1 || count > 52) throw new MoveSyntaxError(`the count in the move ${quoted} must be from 1 to 52`);
  return { kind: 'move', from: from as PileId, to: to as PileId, count };
}

/** A line of moves as text, separated by single spaces. */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}

/** A word that ends with an arrow or an `x` (the rest of its move follows), or starts with an arrow or is an `x` and a count. */
const ENDS_WITH_JOINER = /(->|-|→|[xX×])$/;
const STARTS_WITH_JOINER = /^(-|→|[x×]\d*$)/i;

/**
 * Reads a line of moves separated by spaces, commas, semicolons or new lines; spaces inside a move
 * (`t3 → t5 x 2`) are allowed. The error names the position of a bad move. Runs in linear time.
 */
export function parseMoves(text: string): Move[] {
  if (typeof text !== 'string') throw new MoveSyntaxError(`moves must be text, not ${describeValue(text)}`);
  // Glue the pieces of a move written with spaces back together: "t3", "-", "t5", "x", "2".
  const words: string[] = [];
  for (const piece of text.split(/[\s,;]+/)) {
    if (piece === '') continue;
    const last = words.length - 1;
    if (last >= 0 && (ENDS_WITH_JOINER.test(words[last]!) || STARTS_WITH_JOINER.test(piece))) words[last] += piece;
    else words.push(piece);
  }
  return words.map((word, i) => {
    try {
      return parseMove(word);
    } catch (e) {
      throw new MoveSyntaxError(`move ${i + 1}: ${(e as Error).message}`);
    }
  });
}
