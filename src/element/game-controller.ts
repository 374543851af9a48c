/**
 * `GameController`: the reactive controller that owns the engine `Game` for `<agnes-solitaire>`.
 * Every change of position goes through it: it asks the engine (never deciding a rule itself),
 * keeps which moves were played automatically (so undo takes them back with the move that caused
 * them), fires the `agnes-…` events, phrases the announcements, notices wins and losses, and runs
 * the solver features through `SolverLink` with cancellation. It calls `host.requestUpdate()`.
 */
import { formatMove, foundationCount, Game, parseMove, status as engineStatus } from '../engine/index.js';
import type { CardChange, GameAction, GameState, GameStatus, Move, Rules, VariantName } from '../engine/index.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AutoFoundation } from './attributes.js';
import { describeMove, describePlayed, movingCards } from './describe.js';
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import { SolverLink } from './solver-link.js';

export type LoseReason = 'no-moves' | 'dead-end';

/** What a new game is dealt from (already checked by attributes.ts). */
export interface GameConfig {
  variant: VariantName;
  /** undefined: a random seed. */
  seed: string | undefined;
  overrides: Partial<Rules>;
  winnable: boolean;
}

/** What the controller needs from its host element. */
export interface GameControllerHost extends ReactiveControllerHost {
  /** Fires an `agnes-…` event from the element. */
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void;
  /** Says something in the polite live region. */
  announce(text: string): void;
  /**
   * Called just before the position changes (the DOM still shows the old one), then with the card
   * changes: the host measures where cards were and animates them to where they land (FLIP).
   */
  positionWillChange(): void;
  positionChanged(changes: readonly CardChange[]): void;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export class GameController implements ReactiveController {
  #host: GameControllerHost;
  #game: Game | null = null;
  /** `#auto[i]`: move i of the game's history was played by auto-foundation. */
  #auto: boolean[] = [];
  #config: GameConfig | null = null;
  #startedAt = now();
  #lost: LoseReason | null = null;
  #searching: 'winnable' | null = null;
  #hint: Move | null = null;
  /** The seed a winnable search started from, and one cut short by removal (resumed on reconnection). */
  #winnableFrom = '';
  #interrupted: string | null = null;
  readonly #solver = new SolverLink();
  /** One AbortController per kind of search, so a new one cancels the old. */
  #searches = new Map<'progress' | 'hint' | 'winnable', AbortController>();

  /** What auto-foundation may do after each of the player's moves. */
  autoFoundation: AutoFoundation = 'off';

  constructor(host: GameControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Removing the element stops every search it started… */
  hostDisconnected(): void {
    const interrupted = this.#searching === 'winnable' ? this.#winnableFrom : null;
    this.#cancel();
    this.#interrupted = interrupted;
  }

  /** …and putting it back (moving it in the page) resumes what was still needed. */
  hostConnected(): void {
    if (!this.#game) return;
    if (this.#interrupted !== null) {
      const from = this.#interrupted;
      this.#interrupted = null;
      this.#findWinnable(from);
    } else if (this.status === 'playing' && this.state.rules.deadEnds) this.#checkDeadEnd(this.state);
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  get started(): boolean {
    return this.#game !== null;
  }

  get game(): Game {
    if (!this.#game) throw new Error('no game has been dealt yet');
    return this.#game;
  }

  get state(): GameState {
    return this.game.state;
  }

  /** The engine's status, plus a dead end found by the solver. */
  get status(): GameStatus {
    return this.#lost ? 'lost' : this.game.status;
  }

  get lostReason(): LoseReason | null {
    return this.#lost ?? (this.game.status === 'lost' ? 'no-moves' : null);
  }

  /** True while a winnable deal is being looked for (the board waits). */
  get searching(): boolean {
    return this.#searching !== null;
  }

  /** The move the last hint suggested, while it is still the position it was for. */
  get hintMove(): Move | null {
    return this.#hint;
  }

  get solverAvailable(): boolean {
    return this.#solver.available;
  }

  /** Why no move may be played now, or null. */
  #blocked(): string | null {
    if (this.#searching) return 'a winnable deal is still being looked for';
    if (this.#lost === 'dead-end') return 'the game is over (a dead end): undo or start a new game';
    return null;
  }

  // ---------------------------------------------------------------------------------------------
  // Dealing

  /** Deals a new game from `config` (a missing seed draws a random one). Bad seeds fall back to random. */
  newGame(config: GameConfig): void {
    this.#cancel();
    this.#config = config;
    this.#host.positionWillChange();
    let game: Game;
    try {
      game = new Game({ variant: config.variant, seed: config.seed, rules: config.overrides });
    } catch (error) {
      this.#host.emit('agnes-error', { message: `${(error as Error).message}; dealing a random seed`, source: 'seed' });
      game = new Game({ variant: config.variant, rules: config.overrides });
    }
    this.#setGame(game);
    if (config.winnable) this.#findWinnable(game.state.seed);
    else this.#announceNewGame();
  }

  #setGame(game: Game): void {
    this.#game = game;
    this.#auto = [];
    this.#lost = null;
    this.#hint = null;
    this.#startedAt = now();
    this.#host.positionChanged(dealtChanges(game.state));
    this.#host.requestUpdate();
  }

  #announceNewGame(): void {
    const { seed, variant, rules } = this.state;
    this.#host.emit('agnes-new-game', { seed, variant, rules: { ...rules } });
    this.#host.announce(`New game: ${variantTitle(variant)}, seed ${seed}.`);
    this.#afterPosition();
  }

  #findWinnable(from: string): void {
    const config = this.#config!;
    this.#searching = 'winnable';
    this.#winnableFrom = from;
    this.#host.announce('Looking for a winnable deal…');
    const signal = this.#begin('winnable');
    this.#solver
      .winnableSeed({ variant: config.variant, rules: config.overrides, from }, signal)
      .then((found) => {
        if (signal.aborted) return;
        this.#searching = null;
        if (!found) {
          this.#host.emit('agnes-error', { message: `no winnable deal was found from seed ${from}; dealing seed ${from}`, source: 'winnable' });
        } else if (found.seed !== this.state.seed) {
          this.#host.positionWillChange();
          this.#setGame(new Game({ variant: config.variant, seed: found.seed, rules: config.overrides }));
        }
        this.#announceNewGame();
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        this.#searching = null;
        this.#host.emit('agnes-error', { message: `the winnable search failed: ${(error as Error).message}`, source: 'winnable' });
        this.#announceNewGame();
        this.#host.requestUpdate();
      });
  }

  /** Deals seed `seed` (or a random one) with the current rules. */
  newSeed(seed: string | undefined): void {
    const config = this.#config ?? { variant: 'bernauer', seed: undefined, overrides: {}, winnable: false };
    this.newGame({ ...config, seed });
  }

  // ---------------------------------------------------------------------------------------------
  // Playing

  /**
   * Plays a move (a `Move` or its notation, `t3-t5x2`). An illegal move changes nothing, fires
   * `agnes-invalid-move` with the engine's reason and returns false.
   */
  play(input: Move | string, options: { quiet?: boolean } = {}): boolean {
    let move: Move;
    try {
      // Read once into a plain move: a getter must not answer one thing to the check and another to the play.
      move = parseMove(typeof input === 'string' ? input : formatMove(input));
    } catch (error) {
      this.#invalid(input as unknown as Move, (error as Error).message, options.quiet);
      return false;
    }
    const reason = this.#blocked() ?? this.game.whyIllegal(move);
    if (reason !== null) {
      this.#invalid(move, reason, options.quiet);
      return false;
    }
    this.#willChange();
    this.#playLegal(move, false);
    if (this.autoFoundation !== 'off') {
      for (let guard = 0; guard < 52; guard++) {
        if (this.game.status !== 'playing') break;
        const next = this.#autoMove();
        if (!next) break;
        this.#playLegal(next, true);
      }
    }
    this.#afterPosition();
    return true;
  }

  #invalid(move: Move, reason: string, quiet = false): void {
    this.#host.emit('agnes-invalid-move', { move, reason });
    if (!quiet) this.#host.announce(`Not allowed: ${reason}.`);
  }

  /** The foundation move auto-foundation would make now, if any. */
  #autoMove(): Move | null {
    if (this.autoFoundation === 'safe') return this.#solver.safeFoundationMove(this.state);
    if (this.autoFoundation === 'all') {
      return this.game.legalMoves().find((m) => m.kind === 'move' && m.to[0] === 'f' && m.from[0] !== 'f') ?? null;
    }
    return null;
  }

  #playLegal(move: Move, auto: boolean): GameAction {
    const before = this.state;
    const action = this.game.play(move);
    this.#auto.length = this.game.moves.length - 1;
    this.#auto.push(auto);
    this.#lost = null;
    this.#hint = null;
    this.#host.positionChanged(action.changes);
    const after = action.state;
    const cards = move.kind === 'move' ? movingCards(before, move) : action.changes.filter((c) => c.from.pile === 'stock').map((c) => c.card);
    this.#host.emit('agnes-move', {
      move,
      cards,
      score: after.score,
      foundationCards: foundationCount(after),
      moveCount: after.moveCount,
      auto,
    });
    if (move.kind !== 'move') {
      this.#host.emit('agnes-deal', { move, cards, stockCount: after.stock.length, redealsLeft: after.redealsLeft, moveCount: after.moveCount });
    }
    this.#host.announce(describePlayed(before, after, move, auto));
    this.#host.requestUpdate();
    return action;
  }

  /** Deals from the stock (or redeals when the stock is empty and a redeal is left). */
  deal(): boolean {
    const redeal = this.game.legalMoves().find((m) => m.kind === 'redeal');
    return this.play(redeal ?? { kind: 'deal' });
  }

  /** Takes back the last move, and the automatic moves that followed it. */
  undo(): boolean {
    if (this.#searching || !this.game.canUndo) {
      this.#host.announce('Nothing to undo.');
      return false;
    }
    this.#willChange();
    do {
      const before = this.state;
      this.#historyStep('agnes-undo', this.game.undo()!, before);
    } while (this.game.canUndo && this.#auto[this.game.moves.length]);
    this.#afterPosition();
    return true;
  }

  /** Replays the move last taken back, and the automatic moves that followed it. */
  redo(): boolean {
    if (this.#searching || !this.game.canRedo) {
      this.#host.announce('Nothing to redo.');
      return false;
    }
    this.#willChange();
    do {
      const before = this.state;
      this.#historyStep('agnes-redo', this.game.redo()!, before);
    } while (this.game.canRedo && this.#auto[this.game.moves.length]);
    this.#afterPosition();
    return true;
  }

  #historyStep(name: 'agnes-undo' | 'agnes-redo', action: GameAction, before: GameState): void {
    this.#lost = null;
    this.#hint = null;
    this.#host.positionChanged(action.changes);
    const after = action.state;
    this.#host.emit(name, { move: action.move!, score: after.score, foundationCards: foundationCount(after), moveCount: after.moveCount });
    const verb = name === 'agnes-undo' ? 'Undid' : 'Redid';
    this.#host.announce(`${verb}: ${describeMove(name === 'agnes-undo' ? after : before, action.move!)}.`);
    this.#host.requestUpdate();
  }

  /** Back to the first position; the moves stay on the redo list. */
  restart(): void {
    if (this.#searching) return;
    this.#willChange();
    const action = this.game.restart();
    this.#lost = null;
    this.#hint = null;
    this.#startedAt = now();
    this.#host.positionChanged(action.changes);
    this.#host.announce(`Restarted seed ${this.state.seed}.`);
    this.#host.requestUpdate();
    this.#afterPosition();
  }

  /** Asks the solver for a move; resolves with it (null when none was found) and fires `agnes-hint`. */
  async hint(): Promise<Move | null> {
    if (this.#searching || this.status !== 'playing') {
      this.#host.emit('agnes-hint', { move: null });
      this.#host.announce(this.status === 'won' ? 'The game is won.' : 'No hint: the game is over.');
      return null;
    }
    const state = this.state;
    const signal = this.#begin('hint');
    this.#host.announce('Looking for a hint…');
    let move: Move | null;
    try {
      move = await this.#solver.hint(state, signal);
    } catch (error) {
      if (signal.aborted) return null;
      this.#host.emit('agnes-error', { message: (error as Error).message, source: 'solver' });
      this.#host.emit('agnes-hint', { move: null });
      this.#host.announce('No hint available.');
      return null;
    }
    if (signal.aborted || this.#game?.state !== state) return null;
    this.#hint = move;
    this.#host.emit('agnes-hint', { move });
    this.#host.announce(move ? `Hint: ${describeMove(state, move)}.` : 'No hint: no move found that makes progress.');
    this.#host.requestUpdate();
    return move;
  }

  /** Forgets the hint highlight (the host calls it after a few seconds). */
  clearHint(): void {
    if (this.#hint) {
      this.#hint = null;
      this.#host.requestUpdate();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The end of a game

  /** After every change of position: report a win or a loss, or look for a dead end. */
  #afterPosition(): void {
    const state = this.state;
    const status = engineStatus(state);
    if (status === 'won') {
      this.#host.emit('agnes-win', { seed: state.seed, moveCount: state.moveCount, score: state.score, ms: Math.round(now() - this.#startedAt) });
      this.#host.announce(`You won in ${state.moveCount} moves!`);
      return;
    }
    if (status === 'lost') {
      this.#host.emit('agnes-lose', { reason: 'no-moves' });
      this.#host.announce('No legal moves are left: the game is lost. Undo to try another way.');
      return;
    }
    if (state.rules.deadEnds && this.#solver.available && !this.#searching) this.#checkDeadEnd(state);
  }

  #checkDeadEnd(state: GameState): void {
    const signal = this.#begin('progress');
    this.#solver
      .progress(state, signal)
      .then((result) => {
        if (signal.aborted || this.#game?.state !== state || result !== 'dead-end') return;
        this.#lost = 'dead-end';
        this.#host.emit('agnes-lose', { reason: 'dead-end' });
        this.#host.announce('Dead end: no sequence of moves can bring another card home. Undo to try another way.');
        this.#host.requestUpdate();
      })
      .catch((error: unknown) => {
        if (!signal.aborted) this.#host.emit('agnes-error', { message: (error as Error).message, source: 'solver' });
      });
  }

  // ---------------------------------------------------------------------------------------------
  // Searches

  /** Starts a search of `kind`, cancelling the one of that kind still running. */
  #begin(kind: 'progress' | 'hint' | 'winnable'): AbortSignal {
    this.#searches.get(kind)?.abort();
    const controller = new AbortController();
    this.#searches.set(kind, controller);
    return controller.signal;
  }

  /** The position is about to change: answers about the old one are useless now. */
  #willChange(): void {
    this.#searches.get('progress')?.abort();
    this.#searches.get('hint')?.abort();
    this.#host.positionWillChange();
  }

  #cancel(): void {
    for (const controller of this.#searches.values()) controller.abort();
    this.#searches.clear();
    this.#searching = null;
    this.#interrupted = null;
  }

}

/** A fresh deal as card changes: every card on the table comes out of the stock (the deal animation). */
function dealtChanges(state: GameState): CardChange[] {
  const changes: CardChange[] = [];
  const from = { pile: 'stock', index: 0, faceUp: false } as const;
  const add = (pile: string, cards: readonly string[]): void =>
    cards.forEach((slot, index) => {
      const faceUp = !slot.startsWith('-');
      changes.push({ card: faceUp ? slot : slot.slice(1), from, to: { pile: pile as CardChange['to']['pile'], index, faceUp } });
    });
  state.tableau.forEach((col, i) => add(`t${i}`, col));
  state.reserve.forEach((pile, i) => add(`r${i}`, pile));
  for (const suit of ['c', 'd', 'h', 's'] as const) add(`f${suit}`, state.foundations[suit]);
  return changes;
}

/** "Agnes Bernauer", "Agnes Sorel", "Agnes Aces". */
export function variantTitle(variant: VariantName): string {
  return `Agnes ${variant.charAt(0).toUpperCase()}${variant.slice(1)}`;
}
