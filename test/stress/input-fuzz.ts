/**
 * Input fuzzing in Chromium (docs/misuse.md, figure 2): random clicks, taps, double-taps,
 * drags (finished, cancelled, abandoned), keys, undo/redo bursts, moves good and bad, attribute
 * changes, resizes and disconnect/reconnect cycles, many while cards are still gliding. After every
 * step: no exception escaped, the board on screen is the engine's position, and that position is
 * valid (RULES §8: 52 cards once each, legal piles, sane counters).
 */
import { legalMoves } from '../../src/engine/index.js';
import type { GameState, Move } from '../../src/engine/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { boardMismatches, escapedErrors, invalidPosition, markupTraces } from './board-check.js';
import { hostileString, hostileValue, Random } from './random.js';

export interface InputFigure {
  steps: number;
  /** Steps by kind. */
  kinds: Record<string, number>;
  /** Steps that began while cards were still animating. */
  duringAnimation: number;
  /** Steps taken while the element was out of the page. */
  whileDisconnected: number;
  movesPlayed: number;
  mostMoves: number;
  /** Broken promises, each with an example (all empty: none). */
  escaped: string[];
  mismatches: string[];
  invalid: string[];
  markup: string[];
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const KEYS: readonly (Partial<KeyboardEventInit> & { key: string })[] = [
  { key: 'ArrowUp' }, { key: 'ArrowDown' }, { key: 'ArrowLeft' }, { key: 'ArrowRight' }, { key: 'Home' }, { key: 'End' },
  { key: 'Enter' }, { key: ' ' }, { key: 'Escape' }, { key: 'f' }, { key: 'F' }, { key: 'd' }, { key: 'u' }, { key: 'r' },
  { key: 'z', ctrlKey: true }, { key: 'Z', ctrlKey: true, shiftKey: true }, { key: 'y', ctrlKey: true }, { key: 'z', metaKey: true },
  { key: 'h' }, { key: 'n' }, { key: 'Tab' }, { key: 'x' }, { key: 'Dead' }, { key: 'Unidentified' }, { key: '' },
];

const ATTRIBUTE_CHANGES: readonly [string, readonly string[]][] = [
  ['auto-foundation', ['off', 'safe', 'all', 'sometimes']],
  ['hint', ['careful', 'solver', 'peek']],
  ['controls', ['true', 'false']],
  ['dead-ends', ['true', 'false']],
  ['seed', ['1', '2', '42', '12345', 'hello', '']],
  ['variant', ['bernauer', 'sorel', 'aces', 'klondike']],
  ['face-down', ['', 'false']],
  ['foundation-return', ['', 'false']],
  ['scoring', ['cards', 'points']],
  ['redeals', ['0', '1', '3']],
  ['stock-to', ['reserve', 'tableau']],
  ['empty-fill', ['any', 'high', 'none', 'reserve']],
  ['runs', ['single', 'build', 'same-suit']],
  ['winnable', ['', 'false', 'false', 'false']],
];

/** Drives one element with `steps` random inputs; `container` holds it (and is resized). */
export async function fuzzInput(el: AgnesSolitaire, container: HTMLElement, steps: number, seed = 1): Promise<InputFigure> {
  const rng = new Random(seed);
  const root = el.shadowRoot!;
  const escaped = escapedErrors();
  const figure: InputFigure = {
    steps: 0, kinds: {}, duringAnimation: 0, whileDisconnected: 0, movesPlayed: 0, mostMoves: 0,
    escaped: escaped.list, mismatches: [], invalid: [], markup: [],
  };
  el.addEventListener('agnes-move', () => void figure.movesPlayed++);
  const note = (list: string[], problem: string): void => void (list.length < 20 && list.push(problem));
  const parking = document.createElement('div');

  const any = <T extends Element>(selector: string): T | null => {
    const found = [...root.querySelectorAll<T>(selector)];
    return found.length ? rng.pick(found) : null;
  };
  const centre = (target: Element): { x: number; y: number } => {
    const r = target.getBoundingClientRect();
    return { x: r.left + r.width / 2 + (rng.next() - 0.5) * 6, y: r.top + Math.min(r.height / 2, 30) };
  };
  const pointer = (target: EventTarget, type: string, x: number, y: number, pointerType: string): void =>
    void target.dispatchEvent(
      new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 7, isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y, pointerType }),
    );
  const click = (target: Element, x: number, y: number): void => void target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y }));
  const legal = (): Move[] => legalMoves(el.state as unknown as GameState);

  const actions: Record<string, () => void | Promise<void>> = {
    click: () => {
      const target = any<HTMLElement>('[data-card], [data-pile], [data-pile-box], .board, .status, button');
      if (!target) return;
      const { x, y } = centre(target);
      if (target.localName === 'button') (target as HTMLButtonElement).click();
      else click(target, x, y);
    },
    tap: () => {
      const target = any<HTMLElement>('[data-card], [data-pile], [data-pile-box]');
      if (!target) return;
      const { x, y } = centre(target);
      for (let i = rng.chance(0.3) ? 2 : 1; i > 0; i--) {
        pointer(target, 'pointerdown', x, y, 'touch');
        pointer(target, 'pointerup', x, y, 'touch');
        click(target, x, y);
      }
    },
    'double-click': () => {
      const target = any<HTMLElement>('[data-card]:not([data-face-down])');
      if (!target) return;
      const { x, y } = centre(target);
      click(target, x, y);
      click(target, x, y);
    },
    drag: async () => {
      const source = any<HTMLElement>('[data-card]:not([data-face-down])');
      const to = any<HTMLElement>('[data-pile-box]');
      if (!source || !to) return;
      const start = centre(source);
      const end = rng.chance(0.85) ? centre(to) : { x: rng.int(1600) - 100, y: rng.int(1200) - 100 };
      const kind = rng.pick(['mouse', 'touch', 'pen']);
      pointer(source, 'pointerdown', start.x, start.y, kind);
      const moves = 1 + rng.int(6);
      for (let i = 1; i <= moves; i++) {
        pointer(source, 'pointermove', start.x + ((end.x - start.x) * i) / moves, start.y + ((end.y - start.y) * i) / moves, kind);
        if (rng.chance(0.2)) await el.updateComplete;
      }
      const ending = rng.weighted({ up: 80, cancel: 10, abandon: 10 });
      if (ending === 'up') {
        pointer(source, 'pointerup', end.x, end.y, kind);
        click(source, end.x, end.y);
      } else if (ending === 'cancel') pointer(source, 'pointercancel', end.x, end.y, kind);
    },
    key: () => {
      const init = rng.pick(KEYS);
      // The hint and new-game keys start searches and deals: rarer than the rest.
      if ((init.key === 'h' || init.key === 'n') && rng.chance(0.7)) return;
      const target = rng.chance(0.85) ? (root.querySelector<HTMLElement>('[data-stop][tabindex="0"]') ?? root.querySelector('.board')) : any<HTMLElement>('button, .board, [data-stop]');
      target?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init }));
    },
    'play legal': () => {
      const moves = legal();
      if (moves.length) el.play(rng.pick(moves));
    },
    'play bad': () => {
      el.play(rng.chance(0.5) ? (hostileValue(rng, ['deal', 't0-t1', 'r0-fc', { kind: 'move', from: 't0', to: 't9', count: 1 }]) as Move) : hostileString(rng, ['t1-t6', 'deal', 'redeal']));
    },
    'undo/redo burst': () => {
      for (let i = 1 + rng.int(25); i > 0; i--) {
        if (rng.chance(0.55)) el.undo();
        else el.redo();
      }
    },
    deal: () => void el.deal(),
    hint: () => void el.hint(),
    restart: () => el.restart(),
    'new game': () => el.newGame(rng.chance(0.5) ? rng.int(100) : undefined),
    attribute: () => {
      const [name, values] = rng.pick(ATTRIBUTE_CHANGES);
      if (rng.chance(0.15)) el.removeAttribute(name);
      else el.setAttribute(name, rng.pick(values));
    },
    'disconnect/reconnect': async () => {
      el.remove();
      if (rng.chance(0.5)) {
        figure.whileDisconnected++;
        // A page may call methods on an element it has taken out.
        const moves = legal();
        if (moves.length && rng.chance(0.5)) el.play(rng.pick(moves));
        else el.undo();
        parking.append(el); // in no document
        await nextTask();
        el.remove();
      }
      container.append(el);
    },
    resize: () => {
      container.style.width = `${320 + rng.int(1081)}px`;
    },
  };
  const weights = {
    click: 15, tap: 8, 'double-click': 4, drag: 12, key: 18, 'play legal': 14, 'play bad': 4, 'undo/redo burst': 7, deal: 3, hint: 1,
    restart: 1, 'new game': 1, attribute: 5, 'disconnect/reconnect': 3, resize: 2,
  };

  try {
    for (let i = 0; i < steps; i++) {
      const kind = rng.weighted(weights);
      figure.kinds[kind] = (figure.kinds[kind] ?? 0) + 1;
      if (el.isConnected && root.getAnimations().length > 0) figure.duringAnimation++;
      try {
        await actions[kind]!();
        // Now and then a second input in the same task, before the element has drawn the first.
        if (rng.chance(0.1)) await actions[rng.weighted(weights)]!();
      } catch (error) {
        note(figure.escaped, `step ${i} (${kind}) threw: ${(error as Error)?.message ?? String(error)}`);
      }
      await el.updateComplete;
      // Most steps leave the event loop a turn (timers, solver slices); none waits for animations.
      if (rng.chance(0.6)) await nextTask();
      figure.steps++;
      const state = el.state;
      figure.mostMoves = Math.max(figure.mostMoves, state.moveCount);
      const invalid = invalidPosition(state);
      if (invalid) note(figure.invalid, `step ${i} (${kind}): ${invalid}`);
      if (el.isConnected) {
        // Replay shows a past position of the finished game on purpose; the board is
        // compared with the engine's again as soon as any action closes it.
        if (!el.replaying) for (const m of boardMismatches(el, state)) note(figure.mismatches, `step ${i} (${kind}): ${m}`);
        for (const t of markupTraces(el)) note(figure.markup, `step ${i} (${kind}): ${t}`);
      }
    }
  } finally {
    escaped.stop();
  }
  return figure;
}
