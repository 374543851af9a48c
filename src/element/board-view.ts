/**
 * The board's rendering: the stock, the base rank and deals left, the foundations, the reserve and
 * the tableau, each pile and card with its accessible name, focus stop and state classes. Pure
 * functions of a `BoardContext` (what the element knows at this render); no state of their own
 * except the card memo, which lets a render skip every card whose inputs did not change.
 */
import { html, noChange, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import { FOUNDATION_IDS, RESERVE_IDS, TABLEAU_IDS } from '../engine/index.js';
import type { Card, GameState, Move, PileId, Suit } from '../engine/index.js';
import { cardBack, cardFace, completeFace, isRedSuit, rankLabel, suitIcon } from './card-face.js';
import { dealsLeft, foundationSuit, pileCards, pileLabel } from './describe.js';
import { stopKey } from './keyboard.js';
import type { BoardMetrics } from './layout.js';
import type { Phrasebook } from './strings.js';
import { styleProperties } from './style-properties.js';

/** Cards picked up (by click, tap, key or drag): `count` cards from the top of `pile`, the deepest at `index`. */
export interface Selection {
  pile: PileId;
  index: number;
  count: number;
}

/** What one render of the board is made from. */
export interface BoardContext {
  state: GameState;
  m: BoardMetrics;
  /** The legal targets of the cards picked up. */
  targets: Set<PileId>;
  selection: Selection | null;
  /** The stop that has the board's Tab stop (roving tabindex). */
  focusKey: string;
  hint: Move | null;
  words: Phrasebook;
  memo: CardMemo;
  /**
   * The element's first render: each column shows its top card alone, and the cards under them come
   * with the next render, a task later. On a slow phone the first frame (its style, layout and
   * paint, all cold) and the first render are each the longest task of loading; this halves both.
   */
  firstPass?: boolean;
}

/**
 * What each card was last rendered from. `repeat()` calls `renderCard` while a render is committed,
 * so the element calls `next()` at the start of each render: the inputs the last commit recorded
 * become those this render compares with.
 */
export class CardMemo {
  previous = new Map<string, unknown[]>();
  next = new Map<string, unknown[]>();

  /**
   * Each card's face (and each empty foundation's suit symbol), made once and kept: a card's element
   * shows the same node from render to render, and the card's element in another pile takes it along.
   */
  #nodes = new Map<string, Node>();
  node(key: string, make: () => Node): Node {
    let node = this.#nodes.get(key);
    if (!node) this.#nodes.set(key, (node = make()));
    return node;
  }

  /** The face of `card` (see `node`), the whole of it once the card is on top of its pile (`cardFace`). */
  face(card: Card, top: boolean): Node {
    const face = this.node(card, () => cardFace(card, top));
    if (top) completeFace(face as Element, card);
    return face;
  }

  /** Starts a render (see above); returns this memo. */
  begin(): this {
    this.previous = this.next;
    this.next = new Map();
    return this;
  }
}

export function renderBoard(ctx: BoardContext): TemplateResult {
  const { state, words } = ctx;
  return html`${renderStock(ctx)}
    <div class="info" aria-hidden="true">
      <span>${words.text('base')}</span><span class="base">${rankLabel(state.baseRank)}</span>
      <span>${dealsText(words, state)}</span>
    </div>
    ${renderFoundations(ctx)} ${renderReserve(ctx)} ${renderTableau(ctx)}`;
}

function dealsText(words: Phrasebook, state: GameState): string {
  const deals = dealsLeft(state);
  const redeals = state.redealsLeft > 0 ? words.count('plusRedeals', state.redealsLeft) : '';
  return `${deals === 0 ? words.text('noDealsLeft') : words.count('dealsLeft', deals)}${redeals}`;
}

export function renderStock(ctx: BoardContext): TemplateResult {
  const { state, words } = ctx;
  const count = state.stock.length;
  const redeal = count === 0 && state.redealsLeft > 0;
  const action = count > 0 ? words.text('dealCards', { n: Math.min(7, count) }) : words.text(redeal ? 'redeal' : 'stockEmpty');
  const stop = 'stock';
  const focusable = { tabindex: ctx.focusKey === stop ? '0' : '-1' };
  const hint = ctx.hint !== null && ctx.hint.kind !== 'move';
  return html`<div class="pile stock" part="pile" role="group" aria-label=${pileLabel(words, state, 'stock')} data-pile-box="stock">
    ${count > 0
      ? html`<div
          class=${classMap({ card: true, down: true, hint })}
          part="card card-back"
          role="button"
          data-pile="stock"
          data-stop=${stop}
          tabindex=${focusable.tabindex}
          aria-label=${action}
        >
          ${cardBack()}
        </div>`
      : html`<div class=${classMap({ slot: true, hint })} part="slot" role="button" data-pile="stock" data-stop=${stop} tabindex=${focusable.tabindex} aria-label=${action}>
          ${redeal
            ? html`<span aria-hidden="true">↻</span><span class="slot-text" aria-hidden="true">${words.text('redeal')}</span>`
            : html`<span class="slot-text" aria-hidden="true">${words.text('slotEmpty')}</span>`}
        </div>`}
    <span class="count" aria-hidden="true">${count}</span>
  </div>`;
}

export function renderFoundations(ctx: BoardContext): TemplateResult[] {
  const { state, words } = ctx;
  return FOUNDATION_IDS.map((pile) => {
    const suit = foundationSuit(pile) as Suit;
    const cards = state.foundations[suit];
    const shown = cards.slice(-2);
    const emptyLabel = words.text('emptyFoundation', { suit: words.suit(suit), card: words.card(state.baseRank + suit) });
    return html`<div class="pile foundation" part="pile" role="group" aria-label=${pileLabel(words, state, pile)} data-pile-box=${pile}>
      ${cards.length === 0
        ? renderSlot(ctx, pile, html`${ctx.memo.node(pile, () => suitIcon(suit, 'slot-pip'))}<span class="slot-text" aria-hidden="true">${rankLabel(state.baseRank)}</span>`, emptyLabel)
        : repeat(
            shown,
            (card) => card,
            (card, i) => renderCard(ctx, card, pile, cards.length - shown.length + i, 0, i === shown.length - 1),
          )}
    </div>`;
  });
}

export function renderReserve(ctx: BoardContext): TemplateResult | typeof nothing {
  const { state, m, words } = ctx;
  if (state.reserve.length === 0) return nothing;
  return html`${RESERVE_IDS.map((pile, i) => {
    const cards = state.reserve[i]!;
    return html`<div class="pile reserve" part="pile" role="group" aria-label=${pileLabel(words, state, pile)} data-pile-box=${pile} style=${styleProperties({ height: `${m.reserveHeight}px` })}>
      ${cards.length === 0
        ? renderSlot(ctx, pile, nothing, words.text('emptyReserve', { n: i + 1 }))
        : repeat(
            cards,
            (card) => card,
            (card, index) => renderCard(ctx, card, pile, index, m.reserveTops[i]![index]!, index === cards.length - 1),
          )}
    </div>`;
  })}`;
}

export function renderTableau(ctx: BoardContext): TemplateResult {
  const { state, m, words } = ctx;
  return html`${TABLEAU_IDS.map((pile, c) => {
    const cards = state.tableau[c]!;
    const from = ctx.firstPass ? Math.max(0, cards.length - 1) : 0;
    return html`<div class="pile column" part="pile" role="group" aria-label=${pileLabel(words, state, pile)} data-pile-box=${pile} style=${styleProperties({ height: `${m.tableauHeight}px` })}>
      ${cards.length === 0
        ? renderSlot(ctx, pile, nothing, words.text('emptyColumn', { n: c + 1 }))
        : repeat(
            from > 0 ? cards.slice(from) : cards,
            (card) => card.replace('-', ''),
            (card, i) => renderCard(ctx, card, pile, from + i, m.columnTops[c]![from + i]!, !card.startsWith('-')),
          )}
    </div>`;
  })}`;
}

/** The outline of an empty pile; it is the pile's focus stop and a drop target. */
export function renderSlot(ctx: BoardContext, pile: PileId, content: unknown, label: string): TemplateResult {
  const stop = stopKey(pile);
  const hint = ctx.hint?.kind === 'move' && ctx.hint.to === pile;
  const targetWord = ctx.targets.has(pile) ? ctx.words.text('dropTargetSuffix') : '';
  return html`<div
    class=${classMap({ slot: true, target: ctx.targets.has(pile), hint })}
    part="slot"
    role="button"
    data-pile=${pile}
    data-stop=${stop}
    tabindex=${ctx.focusKey === stop ? '0' : '-1'}
    aria-label=${label + targetWord}
  >
    ${content}
  </div>`;
}

/**
 * One card. `stop`: this card is a keyboard stop (a tableau face-up card, a reserve or foundation
 * top). Face-down cards are named "face-down card"; covered foundation cards are decoration.
 */
export function renderCard(ctx: BoardContext, slot: string, pile: PileId, index: number, top: number, stop: boolean): TemplateResult | typeof noChange {
  const down = slot.startsWith('-');
  const card = down ? slot.slice(1) : slot;
  const cards = pileCards(ctx.state, pile);
  const isTop = index === cards.length - 1;
  const sel = ctx.selection;
  const selected = !!sel && sel.pile === pile && index >= sel.index;
  const target = isTop && ctx.targets.has(pile);
  const hint = hinted(ctx.hint, pile, index, cards.length);
  const key = pile[0] === 't' ? stopKey(pile, index) : pile;
  const covered = pile[0] === 'f' && !isTop;
  const words = ctx.words;
  // A card drawn in this pile by the last render with the same inputs is left alone: most taps
  // change two or three cards, and the other fifty need neither a template nor a directive run.
  const memoKey = `${pile} ${card}`;
  const inputs = [slot, index, top, stop, isTop, selected, target, hint, ctx.focusKey === key, words];
  ctx.memo.next.set(memoKey, inputs);
  const before = ctx.memo.previous.get(memoKey);
  if (before && before.every((value, i) => value === inputs[i])) return noChange;
  const name = down ? words.text('faceDownCard') : words.card(card);
  const label = `${name}${selected ? words.text('pickedUpSuffix') : ''}${target ? words.text('dropTargetSuffix') : ''}`;
  const classes = { card: true, down, red: !down && isRedSuit(card[1]!), [`s-${card[1]}`]: !down, selected, target, hint };
  return html`<div
    class=${classMap(classes)}
    part=${down ? 'card card-back' : 'card'}
    style=${styleProperties({ top: `${top}px` })}
    data-card=${card}
    data-pile=${pile}
    data-index=${index}
    data-face-down=${down ? '' : nothing}
    data-stop=${stop ? key : nothing}
    role=${stop ? 'button' : 'img'}
    tabindex=${stop ? (ctx.focusKey === key ? '0' : '-1') : nothing}
    aria-label=${label}
    aria-hidden=${covered ? 'true' : nothing}
  >
    ${down ? cardBack() : ctx.memo.face(card, isTop)}
  </div>`;
}

function hinted(hint: Move | null, pile: PileId, index: number, length: number): boolean {
  if (!hint || hint.kind !== 'move') return false;
  if (hint.from === pile && index >= length - hint.count) return true;
  return hint.to === pile && index === length - 1;
}
