/**
 * The solver under pressure (docs/misuse.md, figure 6): hints and dead-end checks started and
 * then overtaken by rapid moves, undos, deals, restarts and new games. A result may only ever be
 * applied to the position it was computed for: every `agnes-hint` with a move must come while the
 * position is still the one the hint was asked in, and every dead end the element reports must be
 * one the solver proves for the position shown at that moment.
 */
import { findProgress, PROGRESS_STATES } from '../../src/solver/index.js';
import { legalMoves, whyIllegal } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { escapedErrors, invalidPosition } from './board-check.js';
import { Random } from './random.js';

export interface PressureFigure {
  cycles: number;
  hintsAsked: number;
  hintsAnswered: number;
  /** Hints overtaken by a change of position, which resolved to null and highlighted nothing. */
  hintsCancelled: number;
  deadEnds: number;
  positionChanges: number;
  stale: string[];
  escaped: string[];
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `cycles` rounds of: ask for a hint, wait a few slices (or none), change the position. */
export async function solverPressure(el: AgnesSolitaire, cycles: number, seed = 3): Promise<PressureFigure> {
  const rng = new Random(seed);
  const escaped = escapedErrors();
  const figure: PressureFigure = { cycles: 0, hintsAsked: 0, hintsAnswered: 0, hintsCancelled: 0, deadEnds: 0, positionChanges: 0, stale: [], escaped: escaped.list };
  const note = (problem: string): void => void (figure.stale.length < 20 && figure.stale.push(problem));
  // The position's version: bumped by every change, so a result can be matched with its question.
  let version = 0;
  let askedAt = -1;
  const bump = (): void => {
    version++;
    figure.positionChanges++;
  };
  for (const name of ['agnes-move', 'agnes-undo', 'agnes-redo', 'agnes-new-game'] as const) el.addEventListener(name, bump);
  el.addEventListener('agnes-hint', (event) => {
    const move = event.detail.move;
    if (!move) return;
    figure.hintsAnswered++;
    if (askedAt !== version) note(`a hint asked at position ${askedAt} arrived at position ${version}`);
    const why = whyIllegal(el.state as unknown as GameState, move);
    if (why) note(`a hinted move is illegal now: ${why}`);
  });
  el.addEventListener('agnes-lose', (event) => {
    if (event.detail.reason !== 'dead-end') return;
    figure.deadEnds++;
    const proof = findProgress(el.state as unknown as GameState, { maxStates: PROGRESS_STATES });
    if (proof.result !== 'dead-end') note(`a dead end was reported for a position where the solver finds ${proof.result}`);
  });

  const change: Record<string, () => void> = {
    play: () => {
      const moves = legalMoves(el.state as unknown as GameState);
      if (moves.length) el.play(rng.pick(moves));
    },
    undo: () => void el.undo(),
    redo: () => void el.redo(),
    deal: () => void el.deal(),
    restart: () => {
      el.restart();
      bump();
    },
    'new game': () => el.newGame(rng.int(50)),
  };
  try {
    for (let i = 0; i < cycles; i++) {
      if (el.status === 'playing' && rng.chance(0.7)) {
        figure.hintsAsked++;
        askedAt = version;
        void el.hint().then((move) => {
          if (move === null && askedAt !== version) figure.hintsCancelled++;
        });
      }
      for (let w = rng.int(4); w > 0; w--) await nextTask();
      for (let n = rng.int(4); n > 0; n--) change[rng.weighted({ play: 8, undo: 3, redo: 2, deal: 3, restart: 0.3, 'new game': 0.4 })]!();
      await el.updateComplete;
      // Now and then long enough for a dead-end check to finish (a few dozen slices).
      for (let w = rng.chance(0.15) ? 40 : rng.int(3); w > 0; w--) await nextTask();
      const invalid = invalidPosition(el.state);
      if (invalid) note(`invalid position: ${invalid}`);
      figure.cycles++;
    }
    // Let the last searches finish: their answers must be about the final position too.
    for (let w = 0; w < 400 && el.shadowRoot!.querySelector('[aria-busy="true"]'); w++) await nextTask();
  } finally {
    escaped.stop();
  }
  return figure;
}
