/**
 * Careful play: the move of a player who sees only what a player sees. `carefulMove` first reduces
 * the position to its `playerView` and never looks at the state again, so that it cannot peek and
 * answers the same for every position with that view: it deals the hidden cards at random
 * (seeded, afresh at every position: the stock's order too) into `samples` completions, plans the
 * moves up to the next card shown (`phase`), scores each plan on the same completions with the
 * exact solver under a budget, and plays the plan that does best.
 */
import { formatMove, foundationCount, legalMoves, play, type GameState, type Move, type Rules } from '../engine/index.js';
import { SolverOptionError } from './errors.js';
import { completeView, hiddenCount, playerView, seededDraw, viewKey, type PlayerView } from './player-view.js';
import { limits, safeFoundationMove, searchSteps, sliced, solveSteps, wholeNumber } from './solve.js';
import { toMove } from './board.js';
import { knownPlan } from './careful-known.js';
import type { CancelSignal, SliceOptions, SolveResult } from './types.js';

/** Default `samples` of `carefulMove`. */
export const CAREFUL_SAMPLES = 8;
/** Default `maxStates` of `carefulMove`: the budget of each solve of a completion. */
export const CAREFUL_STATES = 15_000;
/** Default `phaseNodes` of `carefulMove`. */
export const CAREFUL_PHASE_NODES = 40;
/** Options of the phase search that get every sample (the others are ranked on half of them). */
const FINALISTS = 4;
/** Default `exactStates` of `carefulMove`: the budget of the one solve when nothing is hidden. */
export const CAREFUL_EXACT_STATES = 200_000;

/** The options that make the Hint's player: `carefulMove`'s, all but `avoid`, `seed` and `timeMs`. */
export type CarefulHintOptions = Readonly<Required<Pick<CarefulOptions, 'samples' | 'maxStates' | 'phaseNodes' | 'exactStates'>>>;

/**
 * The options of the element's Hint (`hint="careful"`) in every game but those that deal the stock
 * onto a face-up tableau (so in Bernauer's and Aces'), frozen: `carefulMove(state, {
 * ...CAREFUL_HINT_OPTIONS, avoid })`, its `line` followed up to the next card shown, is the Hint's
 * player there (`carefulHintOptions` gives each game's). Chosen by measurement (bench/careful-hint.bench.ts, bench/careful-hint.page.mjs): a
 * tenth to a twentieth of the work of the defaults, so that a hint stays quick on a phone. No
 * `timeMs`: the answer does not depend on the machine.
 */
export const CAREFUL_HINT_OPTIONS: CarefulHintOptions = Object.freeze({
  samples: 4,
  maxStates: 1000,
  phaseNodes: 40,
  exactStates: 200_000,
});

/**
 * The Hint's options where the stock is dealt onto a face-up tableau (Sorel's games), frozen. There
 * the decision that matters is when to deal, and from which arrangement of the cards in view, which
 * only the completions of the stock can weigh; a hint at `CAREFUL_HINT_OPTIONS` costs a tenth of a
 * Bernauer one. More completions, each searched further, and three times the positions planned
 * before the deal, still for less than a Bernauer hint at the median, win two and a half times as
 * often as those options there (docs/winnability.md, "What was tried for Sorel").
 */
export const CAREFUL_HINT_TABLEAU_OPTIONS: CarefulHintOptions = Object.freeze({
  samples: 16,
  maxStates: 2000,
  phaseNodes: 120,
  exactStates: 200_000,
});

/**
 * The Hint's options for a game of `rules`: `CAREFUL_HINT_TABLEAU_OPTIONS` where the stock is dealt
 * onto a face-up tableau, else `CAREFUL_HINT_OPTIONS`.
 */
export const carefulHintOptions = (rules: Pick<Rules, 'stockTo' | 'faceDown'>): CarefulHintOptions =>
  rules.stockTo === 'tableau' && !rules.faceDown ? CAREFUL_HINT_TABLEAU_OPTIONS : CAREFUL_HINT_OPTIONS;

/** Options of `carefulMove`. Plain JSON but for `signal` (so it can be posted to a Worker). */
export interface CarefulOptions {
  /** Completions of the hidden cards to evaluate the moves on; default 8. */
  samples?: number;
  /** Budget (positions) of each solve of a completion after a candidate move; default 15,000. */
  maxStates?: number;
  /**
   * Budget of the solving made when nothing is hidden (the position's solve, and the moves' solves
   * that share what is left of it when the winning line leads back to a position of `avoid`), and
   * of the search for progress when no win is found; default 200,000.
   */
  exactStates?: number;
  /**
   * Most wall-clock ms: once spent, no further completion is started (at least one is always
   * evaluated). Makes the answer depend on the machine; default none.
   */
  timeMs?: number;
  /**
   * Positions the phase search (see `phase`) may reach before the next card comes into view;
   * default 40; 0: evaluate only the moves of the position itself.
   */
  phaseNodes?: number;
  /** Seed of the completions (mixed with the view, so each position gets its own); default 1. */
  seed?: number;
  /**
   * `positionKey`s of the positions already seen in this game: a move back to one of them is
   * played only when every move is one (so that the player does not go round in circles).
   */
  avoid?: readonly string[];
}

/** How one candidate move did on the completions. */
export interface CandidateScore {
  move: Move;
  /** Completions on which the solver found a win after this move. */
  wins: number;
  /** Completions on which the solver proved no win after this move. */
  losses: number;
  /** Completions whose winning line (solved before any move) starts with this move. */
  votes: number;
  /** Sum over the completions of the most cards home the solver reached after this move. */
  home: number;
  /**
   * Sum of the lengths of the winning lines found after this move (over its `wins`): of two moves
   * that win as often, the one with the shorter lines goes somewhere (a pointless move does not
   * shorten the way to the win).
   */
  length: number;
  /** The move leads back to a position in `avoid`. */
  avoided: boolean;
  /** With the phase search: the moves of this option, up to and including the one that shows a card. */
  line?: Move[];
}

/** `carefulMove`'s answer. */
export interface CarefulResult {
  /** The move to play; null only when no legal move exists or the game is won (with `foundationReturn` a won game still lists moves back to the tableau). */
  move: Move | null;
  /**
   * Why this move: `none` (no legal move, or the game is won), `only` (the one legal move, or the only one not in
   * `avoid`), `safe` (a foundation move that can never hurt, `safeFoundationMove`), `solved`
   * (nothing is hidden and the solver found a win: the first move of its line), `progress` (nothing
   * is hidden, no win found: the first move of a line that puts one more card home, `findProgress`,
   * else a move to a new position), `sampled` (the best candidate on the completions).
   */
  reason: 'none' | 'only' | 'safe' | 'solved' | 'progress' | 'sampled';
  /** Completions evaluated (0 when none was needed, 1 when nothing is hidden). */
  samples: number;
  /** Positions the solver expanded in all. */
  states: number;
  /** Every candidate with its scores, best first (empty unless `reason` is `sampled`). */
  candidates: CandidateScore[];
  /**
   * Moves the player may play through without asking again, `move` first: with `solved` the whole
   * winning line (nothing is hidden); with `sampled` by the phase search, the plan up to and
   * including the next move that shows a card (nothing new comes into view before it).
   *
   * The plan is part of the answer: a careful player plays `line` through (stopping early only
   * when a move of it would lead back to a position already seen), then asks again, as the element's
   * Hint and `agnes-solitaire careful` do. An answer asked afresh at a position on the way is a new
   * decision on new completions and may be worse: the plan is what was scored.
   */
  line?: Move[];
}

/** Options of `carefulMoveSliced`. */
export interface CarefulSliceOptions extends CarefulOptions {
  signal?: CancelSignal;
  /** Longest stretch of work between yields to the event loop, in ms; default 8. */
  sliceMs?: number;
}

/**
 * The careful computation's settings, all given and sound (`settings` checks a caller's options):
 * `seed` defaults to 1, `deadline` (a `Date.now()` time) to none.
 */
interface CarefulSettings {
  samples: number;
  maxStates: number;
  exactStates: number;
  phaseNodes: number;
  avoid: readonly string[];
  seed?: number;
  deadline?: number;
}

/** `CarefulSettings` with the defaults in place and `avoid` as a set. */
interface Settings extends Required<Omit<CarefulSettings, 'avoid'>> {
  avoid: ReadonlySet<string>;
}

/** Checks `carefulMove`'s options (SolverOptionError naming the bad one) into its settings. */
function settings(options: CarefulOptions | undefined): CarefulSettings {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new SolverOptionError('options', 'carefulMove takes an object { samples?, maxStates?, exactStates?, phaseNodes?, timeMs?, seed?, avoid? }');
  }
  const o = options ?? {};
  // (As every search checks its timeMs.)
  const deadline = limits({ timeMs: o.timeMs }, 1).deadline;
  if (o.avoid !== undefined && (!Array.isArray(o.avoid) || o.avoid.some((k) => typeof k !== 'string'))) {
    throw new SolverOptionError('avoid', 'avoid must be a list of position keys (strings from positionKey)');
  }
  return {
    samples: wholeNumber('samples', o.samples, CAREFUL_SAMPLES, 1),
    maxStates: wholeNumber('maxStates', o.maxStates, CAREFUL_STATES, 1),
    exactStates: wholeNumber('exactStates', o.exactStates, CAREFUL_EXACT_STATES, 1),
    deadline,
    seed: wholeNumber('seed', o.seed, 1, 0) >>> 0,
    avoid: o.avoid ?? [],
    phaseNodes: wholeNumber('phaseNodes', o.phaseNodes, CAREFUL_PHASE_NODES, 0),
  };
}

interface Candidate extends CandidateScore {
  /** Prior rank for ties: foundation moves, then other moves, then deals. */
  prior: number;
}

/**
 * Adds a completion's solve after an option's move to the option's scores (`played`: moves of its
 * line already made, not counted in its length).
 */
function tally(c: Pick<CandidateScore, 'wins' | 'losses' | 'home' | 'length'>, r: SolveResult, played = 0): void {
  if (r.result === 'win') {
    c.wins++;
    c.length += r.line!.length - played;
  } else if (r.result === 'loss') c.losses++;
  c.home += r.mostHome;
}

type Scores = Pick<CandidateScore, 'wins' | 'losses' | 'length'>;

/** The first keys of both rankings: wins less losses, then wins. */
const byWins = (a: Scores, b: Scores): number => b.wins - b.losses - (a.wins - a.losses) || b.wins - a.wins;

/** Of two options that win as often, the one with the shorter winning lines on average first. */
const byLength = (a: Scores, b: Scores): number => (a.wins > 0 ? a.length / a.wins - b.length / b.wins : 0);

const priorOf = (move: Move): number => (move.kind !== 'move' ? 0 : move.to[0] === 'f' ? 2 : 1);

/**
 * The careful computation's answer: `CarefulResult` without its `candidates`, but with what they
 * are made of (`report` makes them): the sampled path's `ranked` candidates, or the phase
 * search's ranked options (`phased`).
 */
interface Plan extends Omit<CarefulResult, 'candidates'> {
  ranked?: Candidate[];
  phased?: PhaseOption[];
}

/**
 * The careful computation as a generator that yields every 128 positions of a solve
 * (`solveSteps`, `searchSteps`), so that the synchronous form runs it through and the sliced one can
 * pause anywhere, also within the large solve made when nothing is hidden. Takes sound settings: it
 * checks only the state (once, in its first completion); every position it solves is a completion
 * or one played from it, so sound, and not checked again.
 */
function* careful(state: GameState, given: CarefulSettings): Generator<void, Plan, void> {
  const s: Settings = { seed: 1, deadline: Infinity, ...given, avoid: new Set(given.avoid) };
  // From here on only the view is read.
  const view: PlayerView = playerView(state);
  const key = viewKey(view);
  const draw = seededDraw(s.seed, key);
  const first = completeView(view, draw);
  // (safeFoundationMove checks the position first, as every solver entry point does.)
  const safe = safeFoundationMove(first);
  const moves = legalMoves(first);
  // A won game is over: with foundationReturn it still lists moves back, but none is careful.
  if (moves.length === 0 || foundationCount(first) === 52) return { move: null, reason: 'none', samples: 0, states: 0 };
  if (moves.length === 1) return { move: moves[0]!, reason: 'only', samples: 0, states: 0 };
  if (safe) return { move: safe, reason: 'safe', samples: 0, states: 0 };

  // Candidates: one per distinct position they lead to; a move that shows no new card and leads
  // back to a position of `avoid` is marked (a move that turns a card up or deals cannot repeat).
  const hidden = hiddenCount(view);
  const candidates: Candidate[] = [];
  const index = new Map<string, number>();
  const byChild = new Map<string, number>();
  for (const move of moves) {
    const childView = playerView(play(first, move));
    const childKey = hiddenCount(childView) < hidden ? null : viewKey(childView);
    // (A revealing move's null key is never in byChild.)
    const same = byChild.get(childKey!);
    index.set(formatMove(move), same ?? candidates.length);
    if (same !== undefined) continue;
    if (childKey !== null) byChild.set(childKey, candidates.length);
    candidates.push({ move, wins: 0, losses: 0, votes: 0, home: 0, length: 0, avoided: childKey !== null && s.avoid.has(childKey), prior: priorOf(move) });
  }
  const open = candidates.filter((c) => !c.avoided);
  if (open.length === 1) return { move: open[0]!.move, reason: 'only', samples: 0, states: 0 };
  const pool = open.length > 0 ? open : candidates;
  /** Whether `move` (from a solver's line) is a candidate that leads back to a position of `avoid`. */
  const avoided = (move: Move): boolean | undefined => candidates[index.get(formatMove(move))!]?.avoided;

  let states = 0;
  // Nothing hidden: the one position there is; a win found is played along its line.
  if (hidden === 0) {
    const byPrior = pool.slice().sort((a, b) => b.prior - a.prior);
    const exact = yield* solveSteps(first, s.exactStates, true);
    states += exact.states;
    if (exact.result === 'win') {
      let line = exact.line!;
      // When the line goes back to a position already seen (lines found from here and from there
      // can send each other round in circles): a winning move to a new position, if there is one.
      // (They share what is left of the budget: a position with many moves costs no more.)
      for (const c of avoided(line[0]!) ? byPrior : []) {
        if (c.avoided || states >= s.exactStates) continue;
        const r = yield* solveSteps(play(first, c.move), s.exactStates - states, true);
        states += r.states;
        if (r.result === 'win') {
          line = [c.move, ...r.line!];
          break;
        }
      }
      return { move: line[0]!, reason: 'solved', samples: 1, states, line };
    }
    // No win found, and nothing to learn: sampling would only solve this one position again and
    // again. Put one more card home if the solver sees how (the line of findProgress), else any
    // move to a new position (the game is lost, or beyond the budget).
    const progress = yield* searchSteps(first, s.exactStates, true);
    states += progress.states;
    const line = progress.line;
    if (line && line.length > 0 && !avoided(line[0]!)) return { move: line[0]!, reason: 'progress', samples: 1, states, line };
    return { move: byPrior[0]!.move, reason: 'progress', samples: 1, states };
  }

  // (No position has been expanded yet on this path: states is 0.)
  if (s.phaseNodes > 0) {
    const planned = yield* phase(view, first, draw, hidden, s);
    if (planned) return planned;
  }

  let k = 0;
  for (; k < s.samples; k++) {
    if (k > 0 && Date.now() >= s.deadline) break;
    const completion = k === 0 ? first : completeView(view, draw);
    const root: SolveResult = yield* solveSteps(completion, s.maxStates, true);
    states += root.states;
    if (root.result === 'loss') {
      // Lost whatever is played: every candidate loses on this completion.
      for (const c of pool) tally(c, root);
      continue;
    }
    let winner: Candidate | undefined;
    if (root.result === 'win') {
      winner = candidates[index.get(formatMove(root.line![0]!))!];
      // (Its line after its first move: a win, all 52 cards home.)
      if (winner) {
        winner.votes++;
        tally(winner, root, 1);
      }
    }
    for (const c of pool) {
      if (c === winner) continue;
      const r = yield* solveSteps(play(completion, c.move), s.maxStates, true);
      states += r.states;
      tally(c, r);
    }
  }
  const ranked = pool.slice().sort(
    (a, b) => byWins(a, b) || byLength(a, b) || b.votes - a.votes || a.losses - b.losses || b.home - a.home || b.prior - a.prior,
  );
  return { move: ranked[0]!.move, reason: 'sampled', samples: k, states, ranked };
}

/** The public answer of a plan: its candidates' scores (`CandidateScore`: the phase search's one per first move). */
function report({ ranked, phased, ...plan }: Plan): CarefulResult {
  let candidates: CandidateScore[] = ranked?.map(({ prior: _prior, ...score }) => score) ?? [];
  if (phased) {
    // One score per first move: the best option it starts (the best option of all first).
    const byFirst = new Map<string, CandidateScore>();
    for (const option of phased) {
      const line = [...option.node.path, option.reveal];
      const name = formatMove(line[0]!);
      if (!byFirst.has(name)) byFirst.set(name, { move: line[0]!, wins: option.wins, losses: option.losses, votes: 0, home: option.home, length: option.length, avoided: false, line });
    }
    candidates = [...byFirst.values()];
  }
  return { ...plan, candidates };
}

/**
 * `carefulMove`'s computation: its options checked (when it first runs), its answer reported. A
 * generator that yields every 128 positions of a solve, for the sliced form and for a whole careful
 * game (careful-game.ts).
 */
export function* checked(state: GameState, options: CarefulOptions | undefined): Generator<void, CarefulResult, void> {
  return report(yield* careful(state, settings(options)));
}

/**
 * The move a careful player makes: one who sees only what a player sees (`playerView`) and
 * reasons about the hidden cards by sampling. Deterministic for the same view, options and seed
 * (unless `timeMs` cuts it short); `move` is null only when no legal move exists. See `CarefulResult`.
 */
export function carefulMove(state: GameState, options?: CarefulOptions): CarefulResult {
  return runThrough(checked(state, options));
}

/** Runs a careful computation (any generator of this kind) through at once, the synchronous form's driver. */
export function runThrough<T>(run: Generator<void, T, void>): T {
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

/** A position reached before any card comes into view, on every completion at once. */
interface PhaseNode {
  completions: GameState[];
  path: Move[];
}

/** An option of the phase search: a path through such positions, then a move that shows a card. */
interface PhaseOption {
  node: PhaseNode;
  reveal: Move;
  /** Scores of the position after the reveal (played on through `ROLLOUT` plans with face-up rules). */
  wins: number;
  losses: number;
  home: number;
  length: number;
  /** Face-up rules: wins and losses of the position after the reveal with the whole stock dealt. */
  dealtWins: number;
  dealtLosses: number;
  samples: number;
  /** Cards the reveal covers that could still be played at its position (`coveredPlayable`). */
  covered?: number;
}

/**
 * Known-phase plans the face-up scoring plays after an option's reveal before it solves (see
 * `phase`). Measured on Bernauer seeds 2001–2100 (the rest as in the Hint): 0 plans 86 won,
 * 1 plan 83, 3 plans 82 at half the time of 0 (1.43 s a game against 2.76); Sorel 2001–2300:
 * 3 plans 31 won against 22 (and 14 with the face-down scoring).
 */
const ROLLOUT = 3;
/** Positions each of those known-phase plans may look through. */
const ROLLOUT_NODES = 200;

/**
 * Whether the rules deal cards face-down (`faceDown`: the tableau, as in Aces and the app's games;
 * `reserveFaceDown`). There the phase search scores an option on the position after its reveal
 * alone: the face-up scoring (root lines, the whole stock dealt, rollouts) lost on Aces seeds
 * 2001–2100 (23 won against 28), and its hints took up to 769 s on one of them.
 */
const dealsFaceDown = (state: GameState): boolean => state.rules.faceDown || state.rules.reserveFaceDown;

/**
 * Cards that a reveal covers while they could still be played where it is made: for a deal or
 * redeal, the piles it deals onto (or gathers) whose top card has a move of its own; for a move,
 * the top card of the pile it goes onto when that card has a move of its own.
 */
function coveredPlayable(here: GameState, reveal: Move): number {
  const movable = new Set<string>();
  for (const m of legalMoves(here)) if (m.kind === 'move') movable.add(m.from);
  if (reveal.kind === 'move') return movable.has(reveal.to) ? 1 : 0;
  const toReserve = here.rules.stockTo === 'reserve';
  const dealt = reveal.kind === 'redeal' ? here.reserve.reduce((n, pile) => n + pile.length, 0) : here.stock.length;
  const piles = reveal.kind === 'redeal' ? here.reserve.length : Math.min(7, dealt);
  let n = 0;
  for (let i = 0; i < piles; i++) if (movable.has(`${toReserve ? 'r' : 't'}${i}`)) n++;
  return n;
}

/**
 * The position after `state`'s reveal with the rest of the stock dealt at once (as far as the
 * rules let a face-up game: a redeal, once taken, ends the dealing), so that nothing the stock
 * holds is hidden any more: a solve of it scores the option by what the player could do knowing
 * every card, but only after dealing, never by a line that uses the stock's order before it shows.
 */
function dealtOut(state: GameState): GameState {
  while (state.stock.length > 0 && !(state.rules.stockTo === 'reserve' && state.redealsLeft < state.rules.redeals)) state = play(state, { kind: 'deal' });
  return state;
}

/** `state` played on through at most `ROLLOUT` known-phase plans (`knownPlan`: no card used before it shows). */
function rollout(state: GameState): GameState {
  for (let r = 0; r < ROLLOUT && hiddenCount(playerView(state)) > 0; r++) {
    const plan = knownPlan(state, ROLLOUT_NODES);
    if (plan.reveal < 0) break;
    for (const m of plan.path) state = play(state, toMove(m));
    state = play(state, toMove(plan.reveal));
  }
  return state;
}

/**
 * The phase search. Until a card comes into view (a deal, a redeal, a card turned face-up), nothing
 * the player learns differs between the completions: every position reachable by moves that show
 * nothing is the same known position on all of them. So the player may plan those moves as one, and
 * only the move that shows a card is a bet on the hidden cards. The options are: any such position
 * (breadth first, up to `phaseNodes`, none of `avoid`), then any move there that shows a card; with
 * face-up rules also the plan of each completion's own winning line (found within `maxStates`) up
 * to its first move that shows a card.
 *
 * Each option is scored on the same completions, on the position after its reveal; scoring after
 * the reveal, not before, keeps the solver's knowledge of the hidden cards out of the moves planned
 * before it (with it, every move before a deal looks as good as any other). With face-up rules the
 * solver's knowledge is kept out further: an option is ranked first by a solve of that position
 * with the whole stock dealt (`dealtOut`: every card in view, so no line can use a card before it
 * shows), then by a solve after `ROLLOUT` known-phase plans (`rollout`). With face-down rules
 * (`dealsFaceDown`) it is ranked by the solve of the position after the reveal.
 *
 * Half the samples rank every option; the best `FINALISTS` get them all. Of options that score
 * the same, the one that covers fewer cards that could still be played (`coveredPlayable`) comes
 * first, then the shorter plan. Null when no option shows a card within the limit.
 */
function* phase(view: PlayerView, first: GameState, draw: () => number, hidden: number, s: Settings): Generator<void, Plan | null, void> {
  const faceUp = !dealsFaceDown(first);
  const completions = [first];
  for (let k = 1; k < s.samples; k++) completions.push(completeView(view, draw));
  const rootKey = viewKey(view);
  const queue: PhaseNode[] = [{ completions, path: [] }];
  const nodeByKey = new Map<string, PhaseNode>([[rootKey, queue[0]!]]);
  const options: PhaseOption[] = [];
  const optionNames = new Set<string>();
  const addOption = (node: PhaseNode, key: string, reveal: Move): void => {
    const name = `${key}#${formatMove(reveal)}`;
    if (optionNames.has(name)) return;
    optionNames.add(name);
    options.push({ node, reveal, wins: 0, losses: 0, home: 0, length: 0, dealtWins: 0, dealtLosses: 0, samples: 0 });
  };
  /** The node after `move` from `node` (made when new), with its view's key; `revealed` when the move shows a card. */
  const step = (node: PhaseNode, move: Move): { key: string; revealed: boolean; child: GameState } => {
    const child = play(node.completions[0]!, move);
    const childView = playerView(child);
    const revealed = move.kind !== 'move' || hiddenCount(childView) < hidden;
    return { key: revealed ? '' : viewKey(childView), revealed, child };
  };
  const nodeAfter = (node: PhaseNode, move: Move, key: string, child: GameState): PhaseNode => {
    let next = nodeByKey.get(key);
    if (!next) {
      next = { completions: node.completions.map((c, k) => (k === 0 ? child : play(c, move))), path: [...node.path, move] };
      nodeByKey.set(key, next);
    }
    return next;
  };
  let nodes = 1;
  const keyOf = new Map<PhaseNode, string>([[queue[0]!, rootKey]]);
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q]!;
    for (const move of legalMoves(node.completions[0]!)) {
      const { key, revealed, child } = step(node, move);
      if (revealed) {
        addOption(node, keyOf.get(node)!, move);
        continue;
      }
      if (nodes >= s.phaseNodes || nodeByKey.has(key) || s.avoid.has(key)) continue;
      nodes++;
      const next = nodeAfter(node, move, key, child);
      keyOf.set(next, key);
      queue.push(next);
    }
  }
  let states = 0;
  if (faceUp) {
    // The plans of the completions' own winning lines, up to their first move that shows a card
    // (none when the line passes a position of `avoid`).
    for (const completion of completions) {
      const r = yield* solveSteps(completion, s.maxStates, true);
      states += r.states;
      if (r.result !== 'win') continue;
      let node = queue[0]!;
      let key = rootKey;
      for (const move of r.line!) {
        const next = step(node, move);
        if (next.revealed) {
          addOption(node, key, move);
          break;
        }
        if (s.avoid.has(next.key)) break;
        node = nodeAfter(node, move, next.key, next.child);
        key = next.key;
      }
    }
  }
  if (options.length === 0) return null;
  const evaluate = function* (option: PhaseOption, upTo: number): Generator<void, void, void> {
    for (let k = option.samples; k < upTo; k++) {
      if (k > 0 && Date.now() >= s.deadline) return;
      const after = play(option.node.completions[k]!, option.reveal);
      if (faceUp) {
        const dealt = yield* solveSteps(dealtOut(after), s.maxStates);
        states += dealt.states;
        if (dealt.result === 'win') option.dealtWins++;
        else if (dealt.result === 'loss') option.dealtLosses++;
        const r = yield* solveSteps(rollout(after), s.maxStates);
        states += r.states;
        tally(option, r);
      } else {
        const r = yield* solveSteps(after, s.maxStates, true);
        states += r.states;
        tally(option, r);
      }
      option.samples++;
    }
  };
  const covered = (o: PhaseOption): number => (o.covered ??= coveredPlayable(o.node.completions[0]!, o.reveal));
  const rank = (a: PhaseOption, b: PhaseOption): number =>
    b.samples - a.samples ||
    b.dealtWins - b.dealtLosses - (a.dealtWins - a.dealtLosses) ||
    b.dealtWins - a.dealtWins ||
    byWins(a, b) ||
    b.home - a.home ||
    covered(a) - covered(b) ||
    a.node.path.length - b.node.path.length ||
    byLength(a, b);
  const half = Math.max(1, Math.ceil(s.samples / 2));
  for (const option of options) yield* evaluate(option, half);
  options.sort(rank);
  for (const option of options.slice(0, FINALISTS)) yield* evaluate(option, s.samples);
  options.sort(rank);
  const best = options[0]!;
  const line = [...best.node.path, best.reveal];
  return { move: line[0]!, reason: 'sampled', samples: best.samples, states, line, phased: options };
}

/**
 * `carefulMove` in slices: a Promise that yields to the event loop whenever `sliceMs` (default 8)
 * have passed (it looks at the clock every 128 positions a solve expands), by the driver of the
 * sliced searches. Rejects with `SearchCancelledError` once `signal` is aborted. Same answer as
 * `carefulMove` for the same options.
 */
export function carefulMoveSliced(state: GameState, options?: CarefulSliceOptions): Promise<CarefulResult> {
  return drive(checked(state, options), options);
}

/** Runs a careful computation (any generator of this kind) in slices (`sliced`: `signal`, `sliceMs`). */
export async function drive<T>(run: Generator<void, T, void>, options: SliceOptions | undefined): Promise<T> {
  const slices = sliced(options);
  let next!: IteratorResult<void, T>;
  await slices({ step: () => !!(next = run.next()).done });
  return next.value as T;
}
