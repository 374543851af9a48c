// Engine demo: deals a position with the built engine (dist/engine, `npm run build`), shows it,
// lists the legal moves, and plays the one clicked. Plain JS, no framework; not the element.

const errorBox = document.getElementById('error');
const gameView = document.getElementById('game');
const form = document.getElementById('controls');
const undoButton = document.getElementById('undo');

const SUIT_SYMBOLS = { c: '♣', d: '♦', h: '♥', s: '♠' };
const SUIT_ORDER = ['c', 'd', 'h', 's'];

function showError(message) {
  errorBox.textContent = message;
}

/** Creates an element with attributes and children (strings become text). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === 'onclick') element.addEventListener('click', value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.flat());
  return element;
}

let engine;
try {
  engine = await import('../dist/engine/index.js');
} catch (error) {
  showError(`The engine bundle did not load (${error.message}). Run "npm run build" (or "npm start") first.`);
}

/** The game shown, and the states before it for Undo. */
let state = null;
let undoStack = [];

function renderCard(slot) {
  if (slot.startsWith('-')) return h('div', { class: 'card back', title: 'face-down card', 'aria-label': 'face-down card' });
  const rank = slot[0] === 'T' ? '10' : slot[0];
  const suit = slot[1];
  const red = suit === 'h' || suit === 'd';
  const name = engine.cardName(slot);
  return h('div', { class: red ? 'card red' : 'card', title: `${slot}: ${name}`, 'aria-label': name }, `${rank}${SUIT_SYMBOLS[suit]}`);
}

function renderPile(id, cards, { showAll = true } = {}) {
  const shown = showAll ? cards : cards.slice(-1);
  return h(
    'div',
    { class: 'pile' },
    h('span', { class: 'pile-id' }, id),
    shown.length > 0 ? shown.map(renderCard) : h('div', { class: 'slot', 'aria-label': 'empty' }),
    showAll ? [] : h('span', { class: 'pile-count' }, `${cards.length} of 13`),
  );
}

function renderFacts(current) {
  const gameStatus = engine.status(current);
  const fact = (term, value, attributes = {}) => [h('dt', {}, term), h('dd', attributes, value)];
  return h(
    'dl',
    { class: 'facts' },
    h('div', {}, fact('Variant', current.variant)),
    h('div', {}, fact('Seed', current.seed)),
    h('div', {}, fact('Base rank', current.baseRank)),
    h('div', {}, fact('Status', gameStatus, { class: `status-${gameStatus}` })),
    h('div', {}, fact('Score', current.score)),
    h('div', {}, fact('Moves', current.moveCount)),
    h('div', {}, fact('Redeals left', current.redealsLeft)),
  );
}

function renderTable(current) {
  const foundations = h(
    'section',
    {},
    h('h2', {}, 'Foundations'),
    h(
      'div',
      { class: 'row foundations' },
      SUIT_ORDER.map((suit) => renderPile(`f${suit}`, current.foundations[suit], { showAll: false })),
      h(
        'div',
        { class: 'pile stock-pile' },
        h('span', { class: 'pile-id' }, 'stock'),
        h(
          'div',
          { class: 'stock' },
          current.stock.length > 0 ? h('div', { class: 'card back', 'aria-label': 'stock' }) : h('div', { class: 'slot', 'aria-label': 'empty stock' }),
          h('span', {}, `${current.stock.length} card${current.stock.length === 1 ? '' : 's'}`),
        ),
      ),
    ),
  );
  const reserve =
    current.reserve.length > 0
      ? h('section', {}, h('h2', {}, 'Reserve'), h('div', { class: 'row' }, current.reserve.map((pile, i) => renderPile(`r${i}`, pile))))
      : [];
  const tableau = h('section', {}, h('h2', {}, 'Tableau'), h('div', { class: 'row' }, current.tableau.map((pile, i) => renderPile(`t${i}`, pile))));
  return h('div', { class: 'table' }, foundations, reserve, tableau);
}

/** The cards of the pile a move names (t0–t6, r0–r6, fc–fs). */
function pileCards(current, id) {
  if (id[0] === 'f') return current.foundations[id[1]];
  return (id[0] === 't' ? current.tableau : current.reserve)[Number(id.slice(1))] ?? [];
}

function renderMoves(current) {
  const moves = engine.legalMoves(current);
  const items = moves.map((move) => {
    const text = engine.formatMove(move);
    let card = null;
    if (move.kind === 'move') {
      const from = pileCards(current, move.from);
      card = from[from.length - move.count] ?? null;
    }
    const label = card ? `${card[0] === 'T' ? '10' : card[0]}${SUIT_SYMBOLS[card[1]]}` : '';
    const title = card ? `${text}: ${engine.cardName(card)}${move.count > 1 ? ` and ${move.count - 1} more` : ''} to ${move.to}` : text;
    return h(
      'li',
      {},
      h(
        'button',
        { type: 'button', onclick: () => playMove(move), title },
        text,
        label ? h('span', { class: card[1] === 'h' || card[1] === 'd' ? 'move-card red' : 'move-card' }, label) : [],
      ),
    );
  });
  return h(
    'section',
    { class: 'moves' },
    h('h2', {}, `Legal moves (${moves.length})`),
    moves.length > 0 ? h('ul', {}, items) : h('p', { class: 'none' }, 'No legal moves.'),
  );
}

function render() {
  undoButton.disabled = undoStack.length === 0;
  if (!state) {
    gameView.replaceChildren();
    return;
  }
  gameView.replaceChildren(
    renderFacts(state),
    renderTable(state),
    renderMoves(state),
    h('details', {}, h('summary', {}, 'Snapshot (RULES §8)'), h('pre', {}, JSON.stringify(engine.toSnapshot(state), null, 1))),
  );
}

function deal() {
  if (!engine) return;
  const data = new FormData(form);
  const variant = String(data.get('variant'));
  const seedText = String(data.get('seed')).trim();
  try {
    state = engine.newGame(seedText === '' ? { variant } : { variant, seed: seedText });
    undoStack = [];
    showError('');
    form.elements.seed.value = state.seed;
    const url = new URL(location.href);
    url.searchParams.set('variant', state.variant);
    url.searchParams.set('seed', state.seed);
    window.history.replaceState(null, '', url);
  } catch (error) {
    showError(`Cannot deal: ${error.message}`);
  }
  render();
}

function playMove(move) {
  try {
    const next = engine.play(state, move);
    undoStack.push(state);
    state = next;
    showError('');
  } catch (error) {
    showError(`Cannot play ${engine.formatMove(move)}: ${error.message}`);
  }
  render();
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  deal();
});
undoButton.addEventListener('click', () => {
  if (undoStack.length === 0) return;
  state = undoStack.pop();
  showError('');
  render();
});

// Start from ?variant=…&seed=… when given, so a position can be shared as a link.
const params = new URLSearchParams(location.search);
const variantOptions = [...form.elements.variant.options].map((option) => option.value);
if (params.has('seed')) form.elements.seed.value = params.get('seed');
if (params.has('variant') && variantOptions.includes(params.get('variant'))) form.elements.variant.value = params.get('variant');
deal();
if (params.has('variant') && !variantOptions.includes(params.get('variant'))) {
  showError(`Unknown variant "${params.get('variant')}" in the address (allowed: ${variantOptions.join(', ')}); dealt ${form.elements.variant.value} instead.`);
}
