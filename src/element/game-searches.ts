/**
 * `GameSearches`: the game's questions to the solver, each about the position on the table and
 * cancelled as soon as its answer would be about an old one: Hint (the careful player's move, or
 * the solver's with `hint="solver"`), the dead-end check after each move (`dead-ends`) and
 * `show-solvable`; the winnable deal search (game-controller.ts) runs through it too. All of them
 * go through `SolverLink` (the worker, or slices on the page). The game controller owns it: it
 * cancels the searches when the position changes and reads the answers.
 */
import { formatMove } from '../engine/index.js';
import type { Game, GameState, GameStatus, Move } from '../engine/index.js';
import type { HintMode } from './attributes.js';
import { describeMove } from './describe.js';
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import { SolverLink, SolverUnavailableError } from './solver-link.js';
import type { Phrasebook } from './strings.js';

/**
 * `show-solvable`'s answer for the position on the table: `thinking` while the solver works,
 * `unknown` when its budget ran out, `unavailable` when the solver could not be loaded.
 */
export type Solvability = 'yes' | 'no' | 'thinking' | 'unknown' | 'unavailable';

type SearchKind = 'progress' | 'hint' | 'winnable' | 'solvable';

/** What the searches tell the element: events, announcements, a re-render (the element itself). */
export interface SearchesElement {
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void;
  announce(text: string): void;
  readonly words: Phrasebook;
  requestUpdate(): void;
}

/** What the searches read on the game controller, and the answers they give it. */
export interface SearchesGame {
  /** A game is dealt. */
  readonly started: boolean;
  readonly game: Game;
  readonly state: GameState;
  readonly status: GameStatus;
  /** True while a winnable deal is being looked for. */
  readonly searching: boolean;
  /** The hint's move for the position on the table (highlighted until the position changes). */
  hintFound(move: Move | null): void;
  /** The solver proved that no card can go home any more: the game is lost. */
  deadEndFound(): void;
}

export class GameSearches {
  #game: SearchesGame;
  #host: SearchesElement;
  /** The only door to the solver. */
  readonly solverLink = new SolverLink();
  /** One AbortController per kind of search, so a new one cancels the old. */
  #searches = new Map<SearchKind, AbortController>();
  /**
   * The careful hint's plan: its last `line`, from the game's move `from` on. The plan is the
   * careful player's decision up to the next card shown (`CarefulResult.line`), so a player who
   * follows the hints gets its next move, at once, rather than a fresh answer.
   */
  #plan: { game: Game; from: number; line: readonly Move[] } | undefined;

  /** Whether the position can still be won, with `show-solvable` on; null when off. */
  solvable: Solvability | null = null;

  /** Keep `solvable` up to date after every move (`show-solvable`). */
  showSolvable = false;

  /** Who gives the hints: the careful player (sees what a player sees) or the solver (knows every card). */
  hintMode: HintMode = 'careful';

  constructor(game: SearchesGame, host: SearchesElement) {
    this.#game = game;
    this.#host = host;
    // Once, when it turns out that the solver cannot be had: said plainly, and the tools redrawn.
    this.solverLink.onUnavailable = (error) => {
      host.emit('agnes-error', { message: error.message, source: 'solver' });
      host.announce(host.words.text('solverUnavailable'));
      if (this.solvable !== null) this.solvable = 'unavailable';
      host.requestUpdate();
    };
  }

  /** Starts a search of `kind`, cancelling the one of that kind still running. */
  begin(kind: SearchKind): AbortSignal {
    this.#searches.get(kind)?.abort();
    const controller = new AbortController();
    this.#searches.set(kind, controller);
    return controller.signal;
  }

  /** The position is about to change: answers about the old one are useless now. */
  abortAll(): void {
    for (const controller of this.#searches.values()) controller.abort();
  }

  /** Stops every search and forgets them. */
  cancel(): void {
    this.abortAll();
    this.#searches.clear();
  }

  /**
   * Asks for a move (the careful player's, or the solver's with `hint="solver"`); resolves with it
   * (null when none was found) and fires `agnes-hint`.
   */
  async hint(): Promise<Move | null> {
    const g = this.#game;
    const host = this.#host;
    if (g.searching || g.status !== 'playing') {
      host.emit('agnes-hint', { move: null });
      host.announce(host.words.text(g.status === 'won' ? 'gameIsWon' : 'noHintOver'));
      return null;
    }
    const state = g.state;
    const game = g.game;
    const signal = this.begin('hint');
    host.announce(host.words.text('lookingForHint'));
    let move: Move | null;
    try {
      const planned = this.#planned();
      if (this.hintMode === 'solver') move = await this.solverLink.hint(state, signal);
      else if (planned) move = planned;
      else {
        const { move: first, line = [] } = await this.solverLink.careful(game.initialState, game.moves, signal);
        move = first;
        this.#plan = { game, from: game.moves.length, line };
      }
    } catch (error) {
      if (signal.aborted) return null;
      this.#failed(error);
      host.emit('agnes-hint', { move: null });
      host.announce(host.words.text(this.solverLink.available ? 'noHintAvailable' : 'solverUnavailable'));
      host.requestUpdate();
      return null;
    }
    if (signal.aborted || g.state !== state) return null;
    g.hintFound(move);
    host.emit('agnes-hint', { move });
    const words = host.words;
    const highlighted = move?.kind === 'move' ? 'hintHighlighted' : 'hintStockHighlighted';
    host.announce(move ? words.text(highlighted, { move: describeMove(words, state, move) }) : words.text('noHintProgress'));
    host.requestUpdate();
    return move;
  }

  /** The next move of the careful hint's plan, when the moves since it was made are the plan's first ones. */
  #planned(): Move | undefined {
    const plan = this.#plan;
    const game = this.#game.game;
    if (plan?.game !== game) return undefined;
    const played = game.moves.slice(plan.from);
    if (played.length === 0 || played.length >= plan.line.length) return undefined;
    return played.every((move, i) => formatMove(move) === formatMove(plan.line[i]!)) ? plan.line[played.length] : undefined;
  }

  /**
   * A search failed: its error as an `agnes-error`, except that the solver's being unavailable is
   * reported once, when it is found (`SolverLink.onUnavailable`).
   */
  #failed(error: unknown): void {
    if (error instanceof SolverUnavailableError) return;
    this.#host.emit('agnes-error', { message: (error as Error).message, source: 'solver' });
  }

  /** With `dead-ends`: asks the solver whether a card can still go home from `state`; a proven dead end loses the game. */
  checkDeadEnd(state: GameState): void {
    const signal = this.begin('progress');
    this.solverLink
      .progress(state, signal)
      .then((result) => {
        if (signal.aborted || this.#game.state !== state || result !== 'dead-end') return;
        this.#game.deadEndFound();
        if (this.showSolvable) {
          this.#searches.get('solvable')?.abort();
          this.solvable = 'no';
        }
        this.#host.emit('agnes-lose', { reason: 'dead-end' });
        this.#host.announce(this.#host.words.text('deadEndAnnounce'));
        this.#host.requestUpdate();
      })
      .catch((error: unknown) => {
        if (!signal.aborted) this.#failed(error);
      });
  }

  /**
   * With `show-solvable`: asks the solver, in the background, whether the position on the table can
   * still be won (`thinking` until it answers); a won game is `yes`, a lost one `no`. Off: null.
   */
  refreshSolvable(): void {
    const g = this.#game;
    const host = this.#host;
    this.#searches.get('solvable')?.abort();
    if (!this.showSolvable || !g.started || g.searching) {
      this.solvable = null;
      host.requestUpdate();
      return;
    }
    const state = g.state;
    if (g.status !== 'playing') {
      this.solvable = g.status === 'won' ? 'yes' : 'no';
      host.requestUpdate();
      return;
    }
    if (!this.solverLink.available) {
      this.solvable = 'unavailable';
      host.requestUpdate();
      return;
    }
    this.solvable = 'thinking';
    host.requestUpdate();
    const signal = this.begin('solvable');
    this.solverLink
      .solvable(state, signal)
      .then((result) => {
        if (signal.aborted || g.state !== state) return;
        this.solvable = result === 'win' ? 'yes' : result === 'loss' ? 'no' : 'unknown';
        if (this.solvable === 'no') host.announce(host.words.text('solvableAnnounceNo'));
        host.requestUpdate();
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        this.solvable = this.solverLink.available ? 'unknown' : 'unavailable';
        this.#failed(error);
        host.requestUpdate();
      });
  }
}
