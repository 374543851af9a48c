#!/usr/bin/env -S npx tsx
// A maintainer's tool (not run by CI): a fingerprint of what the engine and the solver answer on a
// fixed set of positions, to check that a change meant to make the code smaller (or faster) leaves
// every answer exactly as it was. Run it before the change and after; the hashes must be equal.
//
//   npx tsx scripts/fingerprint.mts            one hash per section, and one of everything
//   npx tsx scripts/fingerprint.mts out.jsonl  also writes every recorded answer (diff two of them)
//
// What it records (deterministic: seeded deals, seeded play, no clock):
// - engine: along a seeded random game of every recipe (RECIPES) and seed: each position's legal
//   moves, `status`, `play` of each, the snapshot round trip, `whyIllegal` / `illegalMoveReason`
//   of illegal and malformed moves, and the error messages of bad rules, options, seeds, snapshots
//   and notation;
// - solver: `solve` at two budgets (result, states, mostHome, line), `findProgress`,
//   `safeFoundationMove` and `hint` on positions along the games;
// - careful: `carefulMove` with the Hint's options of the reserve games (`CAREFUL_HINT_OPTIONS`) on
//   positions of every recipe, with and without an `avoid` list, including positions with nothing
//   hidden (result, states, samples, line and every candidate).
// Takes well under a minute.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import {
  fromSnapshot,
  Game,
  illegalMoveReason,
  legalMoves,
  mulberry32,
  newGame,
  parseMove,
  parseMoves,
  formatMove,
  formatMoves,
  play,
  RECIPES,
  resolveRules,
  status,
  toSnapshot,
  whyIllegal,
  type GameState,
  type Move,
} from '../src/engine/index.js';
import { carefulMove, findProgress, findWinnableSeed, hint, hiddenCount, playerView, positionKey, safeFoundationMove, solve } from '../src/solver/index.js';

const out = process.argv[2];
/** Per section: its running hash, its count of records, and the seconds spent since the previous record. */
const sections = new Map<string, { hash: ReturnType<typeof createHash>; count: number; seconds: number }>();
const lines: string[] = [];
let clock = Date.now();
const record = (section: string, value: unknown): void => {
  let s = sections.get(section);
  if (!s) sections.set(section, (s = { hash: createHash('sha256'), count: 0, seconds: 0 }));
  const text = JSON.stringify(value);
  s.hash.update(text + '\n');
  s.count++;
  const now = Date.now();
  s.seconds += (now - clock) / 1000;
  clock = now;
  if (out) lines.push(`${section} ${text}`);
};
const attempt = (f: () => unknown): unknown => {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
};

/** The Hint's options where the stock goes to the reserve (`CAREFUL_HINT_OPTIONS`), as numbers: the fingerprint stays put when the Hint's options change. */
const HINT_OPTIONS = { samples: 4, maxStates: 1000, phaseNodes: 40, exactStates: 200_000 };

const SEEDS = 40;
/** A seeded game: mostly random moves, foundation moves preferred, so that games get somewhere. */
function playOut(start: GameState, seed: number, length: number): GameState[] {
  const draw = mulberry32(seed * 7919 + 17);
  const positions = [start];
  let state = start;
  for (let i = 0; i < length; i++) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    const home = moves.filter((m) => m.kind === 'move' && m.to[0] === 'f');
    const pick = home.length > 0 && draw() < 0.6 ? home[Math.floor(draw() * home.length)]! : moves[Math.floor(draw() * moves.length)]!;
    state = play(state, pick);
    positions.push(state);
  }
  return positions;
}

const ALL_PILES = ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 'r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'fc', 'fd', 'fh', 'fs'];

const t0 = Date.now();
const carefulPositions: { recipe: string; state: GameState; avoid: string[] }[] = [];
for (const recipe of RECIPES) {
  for (let seed = 1; seed <= SEEDS; seed++) {
    const start = newGame({ variant: recipe.variant, rules: recipe.rules, seed });
    const game = playOut(start, seed, 90);
    const tag = `${recipe.id}/${seed}`;
    // Engine: every position's moves and their results; illegal moves' reasons on a few.
    game.forEach((state, i) => {
      const moves = legalMoves(state);
      record('engine.moves', [tag, i, formatMoves(moves), status(state)]);
      const snap = toSnapshot(state);
      const back = fromSnapshot(JSON.stringify(snap));
      record('engine.snapshot', [tag, i, JSON.stringify(toSnapshot(back)) === JSON.stringify(snap), snap.score]);
      if (i % 11 === 0) {
        const why: unknown[] = [];
        for (const from of ALL_PILES) {
          for (const to of ALL_PILES) {
            for (const count of [1, 2]) {
              const move = { kind: 'move', from, to, count } as Move;
              const reason = illegalMoveReason(state, move);
              if ((reason?.message ?? null) !== whyIllegal(state, move)) throw new Error('whyIllegal and illegalMoveReason disagree');
              why.push(reason === null ? `${from}-${to}x${count}` : [reason.code, reason.message]);
              if (reason === null) record('engine.play', [tag, i, `${from}-${to}x${count}`, toSnapshot(play(state, move))]);
            }
          }
        }
        record('engine.why', [tag, i, why]);
        record('engine.why', [tag, i, illegalMoveReason(state, { kind: 'deal' }), illegalMoveReason(state, { kind: 'redeal' })]);
      }
    });
    // Solver: solve at two budgets, the other searches along the game.
    for (const budget of [300, 5000]) {
      const r = solve(start, { maxStates: budget });
      record('solver.solve', [tag, budget, r.result, r.states, r.mostHome, r.line ? formatMoves(r.line) : null]);
    }
    if (seed <= 5) {
      const r = solve(start, { maxStates: 40_000 });
      record('solver.solve', [tag, 40_000, r.result, r.states, r.mostHome, r.line ? formatMoves(r.line) : null]);
    }
    game.forEach((state, i) => {
      if (i % 15 !== 5) return;
      const p = findProgress(state, { maxStates: 2000 });
      record('solver.progress', [tag, i, p.result, p.states, p.line ? formatMoves(p.line) : null]);
      const safe = safeFoundationMove(state);
      record('solver.safe', [tag, i, safe ? formatMove(safe) : null]);
      const h = hint(state, { maxStates: 1500 });
      record('solver.hint', [tag, i, h ? formatMove(h) : null]);
      const s = solve(state, { maxStates: 1500 });
      record('solver.solve-along', [tag, i, s.result, s.states, s.mostHome, s.line ? formatMoves(s.line) : null]);
    });
    game.forEach((state, i) => safeFoundationMove(state) && record('solver.safe-all', [tag, i, formatMove(safeFoundationMove(state)!)]));
    // Careful: a few positions per recipe, with the keys seen so far as `avoid` on some.
    if (seed <= 4) {
      const keys = game.map(positionKey);
      for (const i of [3, 20, 45]) {
        if (i < game.length) carefulPositions.push({ recipe: tag, state: game[i]!, avoid: seed % 2 === 0 ? keys.slice(0, i) : [] });
      }
    }
    // Positions with nothing hidden (stock dealt, no face-down card): the end of the game.
    const last = game[game.length - 1]!;
    if (seed <= 3 && hiddenCount(playerView(last)) === 0) carefulPositions.push({ recipe: `${tag}/end`, state: last, avoid: game.slice(-6, -1).map(positionKey) });
  }
}
// Nothing hidden for sure: play a won line from a solved deal to near its end and ask there.
for (const recipe of RECIPES) {
  for (let seed = 1; seed <= 20; seed++) {
    const start = newGame({ variant: recipe.variant, rules: recipe.rules, seed });
    const r = solve(start, { maxStates: 20_000 });
    if (r.result !== 'win') continue;
    let state = start;
    const seen: string[] = [];
    let found = 0;
    for (const move of r.line!) {
      seen.push(positionKey(state));
      state = play(state, move);
      if (hiddenCount(playerView(state)) === 0 && found < 2 && legalMoves(state).length > 1) {
        carefulPositions.push({ recipe: `${recipe.id}/${seed}/line`, state, avoid: found === 1 ? seen.slice() : [] });
        found++;
      }
    }
    break;
  }
}
record('meta', ['careful positions', carefulPositions.length]);
for (const { recipe, state, avoid } of carefulPositions) {
  const r = carefulMove(state, { ...HINT_OPTIONS, avoid });
  record('careful', [
    recipe,
    avoid.length,
    hiddenCount(playerView(state)),
    r.move ? formatMove(r.move) : null,
    r.reason,
    r.samples,
    r.states,
    r.line ? formatMoves(r.line) : null,
    r.candidates.map((c) => [formatMove(c.move), c.wins, c.losses, c.votes, c.home, c.length, c.avoided, c.line ? formatMoves(c.line) : null]),
  ]);
}
// Careful play's other options, on a few positions.
for (const { recipe, state } of carefulPositions.slice(0, 6)) {
  for (const options of [{ samples: 3, maxStates: 500, phaseNodes: 0 }, { samples: 2, maxStates: 300, seed: 9 }]) {
    const r = carefulMove(state, options);
    record('careful.options', [recipe, options, r.move ? formatMove(r.move) : null, r.reason, r.samples, r.states, r.candidates.length]);
  }
}

// Errors: bad rules, options, seeds, snapshots, moves, notation, solver options.
const base = newGame({ seed: 5 });
const snap = toSnapshot(base);
const badRules: unknown[] = [null, [], 'x', { stockto: 'x' }, { stockTo: 'x' }, { build: 'same' }, { redeals: 1, stockTo: 'tableau' }, { reserveFaceDown: true, stockTo: 'tableau' }, { emptyFill: 'reserve', stockTo: 'tableau' }, { wrap: 'king' }, { emptyFil: 'any' }, { base: 'Z' }, { deadEnds: 1 }];
for (const rules of badRules) record('errors.rules', [rules, attempt(() => resolveRules('bernauer', rules as never)), attempt(() => newGame({ rules: rules as never }))]);
for (const variant of ['sorell', 'x', 3, null, 'ACES', 'bernaur']) record('errors.variant', [variant, attempt(() => newGame({ variant: variant as never }))]);
for (const options of [null, 3, [], { sed: 1 }, { seed: -1 }, { seed: 1.5 }, { seed: {} }, { seed: 2 ** 60 }]) record('errors.newGame', [options, attempt(() => newGame(options as never))]);
const snapMutations: [string, (s: Record<string, unknown>) => void][] = [
  ['format', (s) => (s.format = 2)],
  ['extra', (s) => (s.extra = 1)],
  ['missing', (s) => delete s.stock],
  ['variant', (s) => (s.variant = 'x')],
  ['rules', (s) => (s.rules = { ...(s.rules as object), build: 'x' })],
  ['rules-missing', (s) => delete (s.rules as Record<string, unknown>).build],
  ['rules-extra', (s) => ((s.rules as Record<string, unknown>).zzz = 1)],
  ['seed', (s) => (s.seed = 5)],
  ['baseRank', (s) => (s.baseRank = 'Z')],
  ['baseRank2', (s) => ((s.rules as Record<string, unknown>).base = 'A')],
  ['stock-bad', (s) => ((s.stock as unknown[])[0] = 'Zz')],
  ['stock-num', (s) => ((s.stock as unknown[])[0] = 7)],
  ['stock-down', (s) => ((s.stock as string[])[0] = '-' + (s.stock as string[])[0])],
  ['dup', (s) => ((s.stock as string[])[1] = (s.stock as string[])[0]!)],
  ['tableau-len', (s) => (s.tableau as unknown[]).pop()],
  ['tableau-down', (s) => ((s.tableau as string[][])[3]![0] = '-' + (s.tableau as string[][])[3]![0])],
  ['reserve', (s) => (s.reserve = 'x')],
  ['foundations', (s) => (s.foundations = [])],
  ['foundations-key', (s) => ((s.foundations as Record<string, unknown>).x = [])],
  ['foundations-order', (s) => ((s.foundations as Record<string, string[]>).c = ['Kc'])],
  ['missing-card', (s) => (s.stock as unknown[]).pop()],
  ['redealsLeft', (s) => (s.redealsLeft = 3)],
  ['score', (s) => (s.score = 99)],
  ['moveCount', (s) => (s.moveCount = -1)],
  ['json', () => undefined],
];
for (const [name, mutate] of snapMutations) {
  const copy = JSON.parse(JSON.stringify(snap)) as Record<string, unknown>;
  mutate(copy);
  record('errors.snapshot', [name, attempt(() => fromSnapshot(name === 'json' ? '{bad' : copy)), attempt(() => Game.fromState(copy as never))]);
}
const aces = toSnapshot(newGame({ variant: 'aces', seed: 3 }));
const acesPoints = toSnapshot(newGame({ variant: 'aces', rules: { scoring: 'points' }, seed: 3 }));
record('errors.snapshot', ['aces-up', attempt(() => fromSnapshot({ ...aces, tableau: aces.tableau.map((c) => c.map((x) => x.replace('-', ''))) }))]);
record('errors.snapshot', ['aces-points', attempt(() => fromSnapshot({ ...acesPoints, score: 7 }))]);
record('errors.snapshot', ['not-object', attempt(() => fromSnapshot(3)), attempt(() => fromSnapshot([])), attempt(() => Game.fromState(null as never))]);
for (const move of [null, 3, [], {}, { kind: 'x' }, { kind: 'move', from: 'q', to: 't1' }, { kind: 'move', from: 't1', to: 'q' }, { kind: 'move', from: 't1', to: 't2', count: 0 }, { kind: 'move', from: 't1', to: 't2', count: 1.5 }]) {
  record('errors.move', [move, whyIllegal(base, move as never), illegalMoveReason(base, move as never), attempt(() => play(base, move as never))]);
}
for (const text of ['t3-t5', 't3 → t5 x 2', 'deal', 'q1-t2', 't1-t2x0', 'xyz', 3, 'T3->FD']) record('errors.notation', [text, attempt(() => parseMove(text as never)), attempt(() => parseMoves(text as never))]);
record('errors.replay', [attempt(() => Game.replay(base, [{ kind: 'deal' }, { kind: 'move', from: 't0', to: 'fc', count: 1 }]).moves.length), attempt(() => Game.replay(base, 3 as never))]);
for (const [name, f] of [
  ['solve-budget', () => solve(base, { maxStates: 0 })],
  ['solve-time', () => solve(base, { timeMs: -1 })],
  ['solve-state', () => solve(null as never)],
  ['solve-bad-state', () => solve({ ...base, stock: [] } as never)],
  ['careful-samples', () => carefulMove(base, { samples: 0 })],
  ['careful-options', () => carefulMove(base, 3 as never)],
  ['careful-avoid', () => carefulMove(base, { avoid: [3] as never })],
  ['careful-time', () => carefulMove(base, { timeMs: -1 })],
  ['careful-seed', () => carefulMove(base, { seed: 1.5 })],
  ['careful-phase', () => carefulMove(base, { phaseNodes: -1 })],
  ['careful-state', () => carefulMove(null as never)],
  ['careful-state2', () => carefulMove({ ...base, stock: 3 } as never)],
  ['seed-options', () => findWinnableSeed(null as never)],
  ['seed-attempts', () => findWinnableSeed({ from: 1, attempts: 0 })],
  ['seed-from', () => findWinnableSeed({ from: {} as never })],
  ['seed-find', () => findWinnableSeed({ from: 7, attempts: 3, maxStates: 3000 })],
] as [string, () => unknown][]) {
  record('errors.solver', [name, attempt(f)]);
}

const all = createHash('sha256');
for (const [name, { hash, count, seconds }] of sections) {
  const digest = hash.digest('hex');
  all.update(`${name} ${count} ${digest}\n`);
  console.log(`${name.padEnd(20)} ${String(count).padStart(6)}  ${digest.slice(0, 16)}`);
  console.error(`  ${name}: ${seconds.toFixed(1)} s`);
}
console.log(`${'all'.padEnd(20)} ${''.padStart(6)}  ${all.digest('hex')}`);
console.error(`(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
if (out) writeFileSync(out, lines.join('\n') + '\n');
