/**
 * `GameController`: the reactive controller that owns the engine `Game` for `<agnes-solitaire>`.
 * Every change of position goes through it: it asks the engine (never deciding a rule itself),
 * keeps which moves were played automatically (so undo takes them back with the move that caused
 * them), fires the `agnes-…` events, phrases the announcements, notices wins and losses, and
 * deals winnable games, deals of the day and deals of a difficulty. The searches (Hint, dead ends,
 * `show-solvable`) are its part `GameSearches` (game-searches.ts), which it cancels when the
 * position changes. It calls `host.requestUpdate()`.
 */
import { changesBetween, formatMove, foundationCount, Game, illegalMoveReason, parseMove, resolveRules, safeFoundationMove, status as engineStatus } from '../engine/index.js';
import { finishLine } from './auto-finish.js';
import { GameClock } from './game-clock.js';
import { dailyDeal } from './daily.js';
import type { DailyDeal, DailySetting } from './daily.js';
import { ruleSetCode } from './deal-code.js';
import { encodeSave } from './saved-game.js';
import type { RestoredGame, SavedGame } from './saved-game.js';
import type { CardChange, GameAction, GameState, GameStatus, Move, Rules, VariantName } from '../engine/index.js';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Difficulty } from '../solver/index.js';
import type { AutoFoundation } from './attributes.js';
import { describeMove, describePlayed, movingCards } from './describe.js';
import type { AgnesEventDetails, AgnesEventName, AgnesRefusalCode } from './events.js';
import { fill } from './strings.js';
import type { Phrasebook } from './strings.js';
import { GameSearches } from './game-searches.js';

/** A refused move: its code and the English reason. */
type Refusal = { code: AgnesRefusalCode; message: string };

export type LoseReason = 'no-moves' | 'dead-end';

export type { Solvability } from './game-searches.js';

/** What a new game is dealt from (already checked by attributes.ts). */
export interface GameConfig {
  variant: VariantName;
  /** undefined: a random seed. */
  seed: string | undefined;
  overrides: Partial<Rules>;
  winnable: boolean;
  /**
   * `daily`: the day's deal (the first proven-winnable seed of the day's seed sequence, daily.ts),
   * of the reader's local date, the UTC date or a named date; dealt when `seed` is undefined (an
   * explicit seed deals that game). Null: off.
   */
  daily: DailySetting | null;
  /**
   * `difficulty`: only a deal of it (looked for from `seed`, else picked at random, or by the day's
   * number with `daily`); null or absent: any deal.
   */
  difficulty?: Difficulty | null;
}

/** What the controller needs from its host element. */
export interface GameControllerHost extends ReactiveControllerHost {
  /** Fires an `agnes-…` event from the element. */
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void;
  /** Says something in the polite live region. */
  announce(text: string): void;
  /** The words of the element's language. */
  readonly words: Phrasebook;
  /**
   * Called just before the position changes (a replay shown ends), then with the card changes, while
   * the DOM still shows the old position: the host measures where those cards were and animates them
   * to where they land (FLIP).
   */
  positionWillChange(): void;
  /** `step`: the how-manieth automatic move this is (0 for the player's own), to stagger them. */
  positionChanged(changes: readonly CardChange[], step?: number): void;
  /** After every action that changed the game (a move, undo, redo, restart, new game, load). */
  gameChanged(): void;
  /** True when nothing may animate: Finish then plays every card at once. */
  readonly motionOff: boolean;
}

/** A game put aside by New game or Restart in the middle of play, which one Undo brings back. */
interface PutAside {
  game: Game;
  /** How many moves of its history were played (a restart keeps the game object, at move 0). */
  position: number;
  auto: boolean[];
  proven: boolean;
  clockMs: number;
  id: string;
  config: GameConfig | null;
  daily: DailyDeal | null;
  difficulty?: Difficulty | null;
}

/** A fresh id for a dealt game (statistics count each game once). */
export function newGameId(): string {
  // randomUUID is missing outside secure contexts (a page over plain http); crypto itself never is.
  const random = 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random;
}

const now = (): number => performance.now();

/**
 * Finish plays its cards one after another, this far apart (ms): each goes home in a task of its
 * own, a small move on a phone, and the player sees every card fly to its foundation.
 */
const FINISH_STEP_MS = 110;

export class GameController implements ReactiveController {
  #host: GameControllerHost;
  #game: Game | null = null;
  /** `#auto[i]`: move i of the game's history was played by auto-foundation. */
  #auto: boolean[] = [];
  #config: GameConfig | null = null;
  /** Playing time from the first move (paused while the page is hidden and the game is over). */
  readonly #clock = new GameClock(now);
  /** This game's id (kept in its save): statistics count each game once. */
  #id = newGameId();
  /** The game New game or Restart put aside; one Undo brings it back until a move is played. */
  #aside: PutAside | null = null;
  /** The cards of a Finish still to go home, one every FINISH_STEP_MS, and the timer of the next. */
  #finishing: { rest: Move[]; timer: ReturnType<typeof setTimeout> } | null = null;
  /** The finish line of the position on the table (cached per position). */
  #finish: { state: GameState; line: ReturnType<typeof finishLine> } | null | undefined;
  /** The engine's status of the position on the table (cached per position, see `#positionStatus`). */
  #status: { state: GameState; status: GameStatus } | null = null;
  #lost: LoseReason | null = null;
  #searching: 'winnable' | null = null;
  #hint: Move | null = null;
  /** The seed a winnable search started from, and one cut short by removal (resumed on reconnection). */
  #winnableFrom = '';
  #interrupted: string | null = null;
  /** The deal was proven winnable before it was dealt (`winnable` found it). */
  #proven = false;
  /** The daily game on the table (its date and day), or null for any other game. */
  #daily: DailyDeal | null = null;
  /**
   * The difficulty the deal on the table was found for (or, while `searching`, is being looked
   * for); null or undefined for any other deal. (Set by the controller alone; the statistics and
   * the panel read it.)
   */
  difficulty?: Difficulty | null;

  /** What auto-foundation may do after each of the player's moves. */
  autoFoundation: AutoFoundation = 'off';

  /** Hint, the dead-end check, `show-solvable` (and the winnable search's solver and cancellation). */
  readonly searches: GameSearches;

  constructor(host: GameControllerHost) {
    this.#host = host;
    this.searches = new GameSearches(this, host);
    host.addController(this);
  }

  /** Removing the element stops every search it started (and the solver's worker, if no other element uses it)… */
  hostDisconnected(): void {
    this.#completeFinish();
    const interrupted = this.#searching === 'winnable' ? this.#winnableFrom : null;
    this.#cancel();
    this.searches.solverLink.close();
    this.#interrupted = interrupted;
  }

  /** …and putting it back (moving it in the page) resumes what was still needed. */
  hostConnected(): void {
    this.searches.solverLink.open();
    if (!this.#game) return;
    if (this.#interrupted !== null) {
      const from = this.#interrupted;
      this.#interrupted = null;
      this.#findWinnable(from);
    } else {
      if (this.status === 'playing' && this.state.rules.deadEnds) this.searches.checkDeadEnd(this.state);
      this.searches.refreshSolvable();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  get started(): boolean {
    return this.#game !== null;
  }

  /**
   * The engine game. Read only once one is dealt: the element's public members deal first
   * (`ensureGame`), the views and input run after a render has, and the code that may run before
   * (reconnection, the finish line) asks `started`.
   */
  get game(): Game {
    return this.#game!;
  }

  get state(): GameState {
    return this.game.state;
  }

  /** The engine's status, plus a dead end found by the solver. */
  get status(): GameStatus {
    return this.#lost ? 'lost' : this.#positionStatus();
  }

  get lostReason(): LoseReason | null {
    return this.#lost ?? (this.#positionStatus() === 'lost' ? 'no-moves' : null);
  }

  /**
   * The engine's status of the position on the table, worked out once per position: a render asks
   * for it several times (the toolbar, the banner, the finish offer…), and each answer lists every
   * legal move (the first render of a deal on a phone spent 20-25 ms of its task on them).
   */
  #positionStatus(): GameStatus {
    const state = this.state;
    if (this.#status?.state !== state) this.#status = { state, status: engineStatus(state) };
    return this.#status.status;
  }

  /** True while a winnable deal is being looked for (the board waits). */
  get searching(): boolean {
    return this.#searching !== null;
  }

  /** The move the last hint suggested, while it is still the position it was for. */
  get hintMove(): Move | null {
    return this.#hint;
  }

  /** True when the deal was proven winnable before it was dealt. */
  get proven(): boolean {
    return this.#proven;
  }

  /** The daily game on the table (its date and day number), or null for any other game. */
  get daily(): DailyDeal | null {
    return this.#daily;
  }

  /** What the board says while it looks for a deal: a winnable one, or one of the difficulty asked for. */
  get lookingFor(): string {
    const words = this.#host.words;
    return words.strings.searchingDifficulty[this.difficulty!] ?? words.text('searchingWinnable');
  }

  /** What `daily` asks for (`local`, `utc` or a date), or null when it is off. */
  get dailySetting(): DailySetting | null {
    return this.#config?.daily ?? null;
  }

  /** Playing time in ms: from the first move, not counting time while the page was hidden or the game over. */
  get elapsedMs(): number {
    return this.#clock.ms;
  }

  /** True while the clock counts (started, page visible, game not over). */
  get clockRunning(): boolean {
    return this.#clock.running;
  }

  /** The page was hidden or shown again: the clock pauses and resumes. */
  setPageHidden(hidden: boolean): void {
    this.#clock.setHidden(hidden);
    this.#host.requestUpdate();
  }

  /** This game's id (statistics count each game once; it is kept in the save). */
  get gameId(): string {
    return this.#id;
  }

  /** True when Undo would bring back the game that New game or Restart put aside. */
  get canBringBack(): boolean {
    return this.#aside !== null && !this.game.canUndo && !this.#searching;
  }

  /**
   * The foundation moves that finish the game with no choice left (auto-finish), or null: only
   * while the game is being played and not a dead end.
   */
  get finishLine(): readonly Move[] | null {
    if (this.#finishing) return null;
    if (!this.#game || this.#searching || this.status !== 'playing') return null;
    const state = this.state;
    if (this.#finish?.state !== state) this.#finish = { state, line: finishLine(state) };
    return this.#finish.line;
  }

  /** The game with its history, for `save()` and `persist`. */
  save(): SavedGame {
    this.#completeFinish();
    return encodeSave(this.game, this.#auto, this.#proven, this.elapsedMs, this.#id, this.difficulty, this.#daily?.day);
  }

  /** Why no move may be played now, or null. */
  #blocked(): Refusal | null {
    if (this.#searching) return { code: 'searching', message: 'a winnable deal is still being looked for' };
    if (this.#lost === 'dead-end') return { code: 'game-over', message: 'the game is over (a dead end): undo or start a new game' };
    return null;
  }

  // ---------------------------------------------------------------------------------------------
  // Dealing

  /** Deals a new game from `config` (a missing seed draws a random one). Bad seeds fall back to random. */
  newGame(config: GameConfig): void {
    this.#completeFinish();
    this.#cancel();
    this.#aside = null;
    this.#config = config;
    this.#host.positionWillChange();
    // The deal of the day: looked for from the day's seed, as `winnable` looks from `seed`.
    const daily = config.seed === undefined ? dayOf(config) : null;
    const seed = daily?.seed ?? config.seed;
    let game: Game;
    try {
      game = new Game({ variant: config.variant, seed, rules: config.overrides });
    } catch (error) {
      this.#host.emit('agnes-error', { message: `${(error as Error).message}; dealing a random seed`, source: 'seed' });
      game = new Game({ variant: config.variant, rules: config.overrides });
    }
    this.#proven = false;
    this.difficulty = config.difficulty;
    this.#setGame(game, daily);
    if (config.winnable || daily || this.difficulty) this.#findWinnable(game.state.seed);
    else this.#announceNewGame();
  }

  /**
   * Puts a checked saved game on the table (`load()`, `persist`) and fires `agnes-new-game` with its
   * deal; `config` is what New game deals from.
   */
  restore(saved: RestoredGame, config: GameConfig): void {
    this.#completeFinish();
    this.#cancel();
    this.#aside = null;
    this.#config = config;
    this.#host.positionWillChange();
    // The day's game, on a daily element (its first move counts for the day).
    this.#setGame(saved.game, dayGame(saved, config));
    this.#auto = [...saved.auto];
    this.#proven = saved.proven;
    this.difficulty = saved.difficulty;
    this.#id = saved.gameId ?? newGameId();
    this.#clock.reset(saved.elapsedMs, saved.elapsedMs > 0 || saved.game.moves.length > 0);
    // The deal on the table changed: a page that follows the deal by agnes-new-game hears it too.
    const { seed, variant } = this.#emitNewGame();
    this.#host.announce(this.#host.words.count('restoredAnnounce', this.state.moveCount, { variant: variantTitle(variant), seed }));
    this.#afterPosition();
  }

  /** Fires `agnes-new-game` for the deal on the table (with the day, for a daily game, and its difficulty); returns its state. */
  #emitNewGame(): GameState {
    const state = this.state;
    const { seed, variant, rules } = state;
    const difficulty = this.difficulty;
    this.#host.emit('agnes-new-game', { seed, variant, rules: { ...rules }, ...(this.#daily && { day: this.#daily.day, date: this.#daily.date }), ...(difficulty && { difficulty }) });
    return state;
  }

  #setGame(game: Game, daily: DailyDeal | null): void {
    this.#game = game;
    this.#daily = daily;
    this.#auto = [];
    this.#lost = null;
    this.#hint = null;
    this.searches.solvable = null;
    this.#id = newGameId();
    this.#clock.reset();
    this.#host.positionChanged(dealtChanges(game.state));
    this.#host.requestUpdate();
  }

  #announceNewGame(): void {
    const { seed, variant } = this.#emitNewGame();
    this.#host.announce(this.#host.words.text('newGameAnnounce', { variant: variantTitle(variant), seed }));
    this.#afterPosition();
  }

  /**
   * Looks for the deal to deal, from seed `from`: the first the solver proves winnable, or with a
   * difficulty the first of it (a table's deal at once where the rules have one: picked by a random
   * number, the random seed's, or by the day's number for a daily game).
   */
  #findWinnable(from: string): void {
    const config = this.#config!;
    const difficulty = this.difficulty;
    const pick = this.#daily?.day ?? (config.seed === undefined ? Number(from) : undefined);
    this.#searching = 'winnable';
    this.#winnableFrom = from;
    this.#host.announce(this.lookingFor);
    const signal = this.searches.begin('winnable');
    this.searches.solverLink
      .winnableSeed({ variant: config.variant, rules: config.overrides, from, qualifies: difficulty, pick }, signal)
      .catch((error: unknown) => {
        // A failed search deals `from`, as one that found nothing. (The solver's being unavailable is reported once, by the searches.)
        if (!signal.aborted && this.searches.solverLink.available) {
          this.#host.emit('agnes-error', { message: `the winnable search failed: ${(error as Error).message}`, source: 'winnable' });
        }
      })
      .then((found) => {
        if (signal.aborted) return;
        this.#searching = null;
        if (found === null) {
          this.#host.emit('agnes-error', { message: `no ${difficulty ?? 'winnable'} deal was found from seed ${from}; dealing seed ${from}`, source: 'winnable' });
        }
        this.#proven = !!found;
        this.difficulty = found ? difficulty : null;
        if (found && found.seed !== this.state.seed) {
          this.#host.positionWillChange();
          this.#setGame(new Game({ variant: config.variant, seed: found.seed, rules: config.overrides }), this.#daily);
        }
        this.#announceNewGame();
        this.#host.requestUpdate();
      });
  }

  /** Deals seed `seed` (or a random one) with the current rules; a game in the middle of play is put aside for Undo. */
  newSeed(seed: string | undefined): void {
    // (A game is dealt, so there is a config: the element's public methods deal first.)
    const config = this.#config!;
    const aside = this.#searching ? null : this.#asideNow(this.game.moves.length);
    this.newGame({ ...config, seed });
    this.#aside = aside;
    if (aside) this.#host.requestUpdate();
  }

  /** What New game or Restart would put aside now: a game with moves played that is not won; else null. */
  #asideNow(position: number): PutAside | null {
    const game = this.game;
    if (game.moves.length === 0 || game.status === 'won') return null;
    return { game, position, auto: [...this.#auto], proven: this.#proven, clockMs: this.#clock.ms, id: this.#id, config: this.#config, daily: this.#daily, difficulty: this.difficulty };
  }

  /** Undo right after New game or Restart: the game put aside comes back, with its history and clock. */
  #bringBack(): void {
    const aside = this.#aside!;
    this.#aside = null;
    this.#cancel();
    this.#willChange();
    const before = this.state;
    this.#game = aside.game;
    while (aside.game.moves.length < aside.position && aside.game.canRedo) aside.game.redo();
    this.#auto = aside.auto;
    this.#proven = aside.proven;
    this.#id = aside.id;
    this.#config = aside.config;
    this.#daily = aside.daily;
    this.difficulty = aside.difficulty;
    this.#lost = null;
    this.#hint = null;
    this.#clock.reset(aside.clockMs, true);
    this.#host.positionChanged(changesBetween(before, this.state));
    const { seed, variant } = this.state;
    this.#host.announce(this.#host.words.count('broughtBack', this.state.moveCount, { variant: variantTitle(variant), seed }));
    this.#host.requestUpdate();
    this.#afterPosition();
  }

  // ---------------------------------------------------------------------------------------------
  // Playing

  /**
   * Plays a move (a `Move` or its notation, `t3-t5x2`). An illegal move changes nothing, fires
   * `agnes-invalid-move` with the engine's reason and returns false.
   */
  play(input: Move | string, options: { quiet?: boolean } = {}): boolean {
    this.#completeFinish();
    let move: Move;
    try {
      // Read once into a plain move: a getter must not answer one thing to the check and another to the play.
      move = parseMove(typeof input === 'string' ? input : formatMove(input));
    } catch (error) {
      this.#invalid(input as unknown as Move, { code: 'malformed', message: (error as Error).message }, options.quiet);
      return false;
    }
    const refusal = this.#blocked() ?? illegalMoveReason(this.state, move);
    if (refusal !== null) {
      this.#invalid(move, refusal, options.quiet);
      return false;
    }
    this.#willChange();
    this.#aside = null;
    this.#playLegal(move, 0);
    if (this.autoFoundation !== 'off') {
      for (let step = 1; step <= 52; step++) {
        if (this.game.status !== 'playing') break;
        const next = this.#autoMove();
        if (!next) break;
        this.#playLegal(next, step);
      }
    }
    this.#afterPosition();
    return true;
  }

  /** Fires `agnes-invalid-move` with its code and the reason in the element's language (`refusals`; in English the engine's words). */
  #invalid(move: Move, { code, message }: Refusal, quiet = false): void {
    const reason = fill(this.#host.words.strings.refusals[code] ?? message, { reason: message });
    this.#host.emit('agnes-invalid-move', { move, reason, code });
    if (!quiet) this.#host.announce(this.#host.words.text('notAllowed', { reason }));
  }

  /** The foundation move auto-foundation would make now, if any. */
  #autoMove(): Move | null {
    if (this.autoFoundation === 'safe') return safeFoundationMove(this.state);
    if (this.autoFoundation === 'all') {
      return this.game.legalMoves().find((m) => m.kind === 'move' && m.to[0] === 'f' && m.from[0] !== 'f') ?? null;
    }
    return null;
  }

  /**
   * `step`: 0 for the player's move, 1, 2, … for the automatic moves after it (their flights are
   * staggered by it); `auto`: played automatically (a Finish's cards after the first are, at step 0).
   */
  #playLegal(move: Move, step: number, auto = step > 0): GameAction {
    const before = this.state;
    const action = this.game.play(move);
    this.#auto.length = this.game.moves.length - 1;
    this.#auto.push(auto);
    this.#lost = null;
    this.#hint = null;
    this.#clock.moved();
    this.#host.positionChanged(action.changes, step);
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
    // A Finish's cards after the first go home unannounced: the win, after the last, says the rest.
    if (!this.#finishing) this.#host.announce(describePlayed(this.#host.words, before, after, move, auto));
    this.#host.requestUpdate();
    return action;
  }

  /**
   * Auto-finish: plays the finish line (every remaining card home, in order) as one action, animated
   * card after card; one Undo takes it all back. False when the rest of the game still needs a choice.
   */
  finish(): boolean {
    const line = this.finishLine;
    if (!line || line.length === 0 || this.#blocked()) return false;
    this.#willChange();
    this.#aside = null;
    // The clock stops at the tap: the cards' journey home is no playing time.
    this.#clock.setOver(true);
    this.#playLegal(line[0]!, 0);
    this.#finishing = { rest: line.slice(1), timer: setTimeout(this.#finishStep, FINISH_STEP_MS) };
    // Under reduced motion (or with no card left) there is nothing to watch: the rest go at once.
    if (this.#host.motionOff || line.length === 1) this.#completeFinish();
    return true;
  }

  /** The next card of a Finish goes home; after the last, the win. */
  #finishStep = (): void => {
    const finishing = this.#finishing;
    if (!finishing) return;
    this.#willChange();
    this.#playLegal(finishing.rest.shift()!, 0, true);
    if (finishing.rest.length > 0) {
      finishing.timer = setTimeout(this.#finishStep, FINISH_STEP_MS);
      return;
    }
    this.#finishing = null;
    this.#afterPosition();
  };

  /**
   * Whatever else happens during a Finish (a move, Undo, New game, a save, the element's removal)
   * first sends the rest of its cards home at once: the game is always a position of the engine's,
   * and one Undo still takes the whole Finish back.
   */
  #completeFinish(): void {
    const finishing = this.#finishing;
    if (!finishing) return;
    clearTimeout(finishing.timer);
    this.#finishing = null;
    finishing.rest.forEach((move, i) => this.#playLegal(move, i + 1));
    this.#afterPosition();
  }

  /** Deals from the stock (or redeals when the stock is empty and a redeal is left). */
  deal(): boolean {
    const redeal = this.game.legalMoves().find((m) => m.kind === 'redeal');
    return this.play(redeal ?? { kind: 'deal' });
  }

  /** Takes back the last move, and the automatic moves that followed it. */
  undo(): boolean {
    this.#completeFinish();
    if (this.canBringBack) {
      this.#bringBack();
      return true;
    }
    if (this.#searching || !this.game.canUndo) {
      this.#host.announce(this.#host.words.text('nothingToUndo'));
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
    this.#completeFinish();
    if (this.#searching || !this.game.canRedo) {
      this.#host.announce(this.#host.words.text('nothingToRedo'));
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
    const words = this.#host.words;
    this.#host.announce(words.text(name === 'agnes-undo' ? 'undid' : 'redid', { move: describeMove(words, name === 'agnes-undo' ? after : before, action.move!) }));
    this.#host.requestUpdate();
  }

  /** Back to the first position; the moves stay on the redo list, and one Undo goes back to where play was. */
  restart(): void {
    this.#completeFinish();
    if (this.#searching) return;
    const aside = this.#asideNow(this.game.moves.length);
    this.#willChange();
    const action = this.game.restart();
    this.#aside = aside;
    this.#lost = null;
    this.#hint = null;
    this.#clock.reset();
    this.#host.positionChanged(action.changes);
    this.#host.announce(this.#host.words.text('restarted', { seed: this.state.seed }));
    this.#host.requestUpdate();
    this.#afterPosition();
  }

  // ---------------------------------------------------------------------------------------------
  // The end of a game

  /** After every change of position: report a win or a loss, or look for a dead end. */
  #afterPosition(): void {
    const state = this.state;
    const status = this.#positionStatus();
    this.#host.gameChanged();
    this.searches.refreshSolvable();
    this.#clock.setOver(status !== 'playing');
    if (status === 'won') {
      this.#host.emit('agnes-win', { seed: state.seed, moveCount: state.moveCount, score: state.score, ms: this.#clock.ms });
      this.#host.announce(this.#host.words.text('wonAnnounce', { n: state.moveCount }));
      return;
    }
    if (status === 'lost') {
      this.#host.emit('agnes-lose', { reason: 'no-moves' });
      this.#host.announce(this.#host.words.text('noMovesAnnounce'));
      return;
    }
    if (state.rules.deadEnds && this.searches.solverLink.available && !this.#searching) this.searches.checkDeadEnd(state);
  }

  /** For game-searches.ts: the hint's move for the position on the table, highlighted until it changes. */
  hintFound(move: Move | null): void {
    this.#hint = move;
  }

  /** For game-searches.ts: the solver proved a dead end, and the game is lost. */
  deadEndFound(): void {
    this.#lost = 'dead-end';
    this.#clock.setOver(true);
  }

  // ---------------------------------------------------------------------------------------------
  // Searches (game-searches.ts)

  /**
   * The position is about to change: answers about the old one are useless now. (No winnable search
   * runs then: every caller is refused while one does, so every search may be stopped.)
   */
  #willChange(): void {
    this.searches.abortAll();
    this.#host.positionWillChange();
  }

  #cancel(): void {
    this.searches.cancel();
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

/** The deal of the day that `config` asks for now (its date, day and first seed), or null when `daily` is off. */
export function dayOf(config: GameConfig | null): DailyDeal | null {
  return config?.daily ? dailyDeal(config.daily, ruleSetCode(config.variant, resolveRules(config.variant, config.overrides)), new Date()) : null;
}

/**
 * The deal of the day that `config` asks for, when `saved` is a game of it, else null: its save
 * names that day (a deal of a difficulty is the table's, not of the day's seed sequence, so the
 * seed cannot tell), and it was found for the difficulty `config` asks for (or none).
 */
export function dayGame(saved: RestoredGame, config: GameConfig): DailyDeal | null {
  const daily = dayOf(config);
  // (`==`: an absent difficulty is null's equal.)
  return daily && saved.day === daily.day && saved.difficulty == config.difficulty ? daily : null;
}

/** "Agnes Bernauer", "Agnes Sorel", "Agnes Aces". */
export function variantTitle(variant: VariantName): string {
  return `Agnes ${variant.charAt(0).toUpperCase()}${variant.slice(1)}`;
}
