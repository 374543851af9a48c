/**
 * Replay: a finished game shown again from its deal, one move at a time, with play, pause and step.
 * It only shows positions (computed with the engine's pure `play`); the game itself is not touched.
 * Each step is announced; the host animates it and re-renders. No DOM here.
 */
import { changesBetween, play } from '../engine/index.js';
import type { CardChange, GameState, Move } from '../engine/index.js';
import { describeMove } from './describe.js';
import type { Phrasebook } from './strings.js';

/** What a replay needs from the element. */
export interface ReplayHost {
  requestUpdate(): void;
  readonly words: Phrasebook;
  /** Says something in the polite live region. */
  announce(text: string): void;
  /** After a step, before it is drawn: the cards that moved (to animate them from where they are shown). */
  positionChanged(changes: readonly CardChange[]): void;
}

/** Time between moves while playing. */
export const REPLAY_STEP_MS = 700;

export class Replay {
  readonly states: readonly GameState[];
  readonly moves: readonly Move[];
  #index = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    initial: GameState,
    moves: readonly Move[],
    private readonly host: ReplayHost,
  ) {
    const states = [initial];
    for (const move of moves) states.push(play(states[states.length - 1]!, move));
    this.states = states;
    this.moves = [...moves];
  }

  /** How many moves are shown played (0: the deal). */
  get index(): number {
    return this.#index;
  }

  get length(): number {
    return this.moves.length;
  }

  get state(): GameState {
    return this.states[this.#index]!;
  }

  get playing(): boolean {
    return this.#timer !== undefined;
  }

  /** Shows position `index` (clamped to the game), animated from the one shown now. */
  seek(index: number): void {
    const to = Math.max(0, Math.min(this.length, Math.round(index)));
    if (to === this.#index) return;
    const before = this.state;
    this.#index = to;
    // Stepping forward: the move played; back: none (the position is announced).
    const move = to > 0 && this.states[to - 1] === before ? this.moves[to - 1]! : null;
    const h = this.host;
    h.positionChanged(changesBetween(before, this.state));
    const total = this.length;
    h.announce(move ? h.words.text('replayStep', { n: to, total, move: describeMove(h.words, before, move) }) : h.words.text('replayAt', { n: to, total }));
    this.host.requestUpdate();
  }

  /** One move forward (`+1`) or back (`-1`); pauses a running replay. */
  step(delta: 1 | -1): void {
    this.pause();
    this.seek(this.#index + delta);
  }

  /** Plays on from here, one move every REPLAY_STEP_MS (from the deal again when at the end). */
  play(): void {
    if (this.playing) return;
    if (this.#index >= this.length) this.seek(0);
    this.#timer = setInterval(() => {
      if (this.#index >= this.length) this.pause();
      else this.seek(this.#index + 1);
    }, REPLAY_STEP_MS);
    this.host.requestUpdate();
  }

  pause(): void {
    if (this.#timer === undefined) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.host.requestUpdate();
  }
}
