// The demo page's picker and event log. The element itself comes from ../dist/agnes-solitaire.min.js
// (one script tag); the rule lists come from the built engine so that the picker can never offer a
// value the element does not know.
import { RECIPES, RULE_FIELDS, RULE_VALUES, VARIANT_NAMES } from '../dist/engine/index.js';

const game = document.getElementById('game');
const form = document.getElementById('picker');
const rulesBox = document.getElementById('rules');
const recipeSelect = document.getElementById('recipe');
const variantSelect = document.getElementById('variant');
const seedInput = document.getElementById('seed');
const log = document.getElementById('log');
const article = document.querySelector('article');

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function option(value, label = value) {
  const el = document.createElement('option');
  el.value = value;
  el.textContent = label;
  return el;
}

// Game recipes (RULES §4): choosing one sets variant and rule attributes at once.
recipeSelect.append(option('', '(custom)'), ...RECIPES.map((r) => option(r.id, r.title)));
variantSelect.append(...VARIANT_NAMES.map((v) => option(v)));

// One select per rule field; blank leaves the attribute off (the variant's value).
for (const field of RULE_FIELDS) {
  const name = kebab(field);
  const label = document.createElement('label');
  label.htmlFor = `rule-${name}`;
  label.textContent = name;
  const select = document.createElement('select');
  select.id = `rule-${name}`;
  select.dataset.attribute = name;
  select.append(option('', '—'), ...RULE_VALUES[field].map((v) => option(String(v))));
  rulesBox.append(label, select);
}

function setAttribute(name, value) {
  if (value === null || value === '') game.removeAttribute(name);
  else game.setAttribute(name, value);
}

form.addEventListener('change', (event) => {
  const target = event.target;
  if (target === recipeSelect) {
    const recipe = RECIPES.find((r) => r.id === recipeSelect.value);
    if (!recipe) return;
    variantSelect.value = recipe.variant;
    for (const select of rulesBox.querySelectorAll('select')) {
      const field = RULE_FIELDS.find((f) => kebab(f) === select.dataset.attribute);
      select.value = field in recipe.rules ? String(recipe.rules[field]) : '';
    }
  } else if (target !== document.getElementById('width') && !('option' in target.dataset)) {
    recipeSelect.value = '';
  }
  // The element's own options (not part of the game, so they keep the recipe shown).
  setAttribute('theme', document.getElementById('theme').value);
  setAttribute('lang', document.getElementById('lang').value);
  for (const name of ['four-color', 'show-solvable', 'reduced-motion']) setAttribute(name, document.getElementById(name).checked ? 'true' : null);
  setAttribute('clock', document.getElementById('clock').checked ? null : 'false');
  setAttribute('variant', variantSelect.value);
  setAttribute('seed', seedInput.value.trim());
  for (const select of rulesBox.querySelectorAll('select')) setAttribute(select.dataset.attribute, select.value);
  setAttribute('winnable', document.getElementById('winnable').checked ? 'true' : null);
  setAttribute('daily', document.getElementById('daily').value.trim());
  setAttribute('auto-foundation', document.getElementById('auto-foundation').value);
  setAttribute('controls', document.getElementById('controls').checked ? null : 'false');
});

document.getElementById('width').addEventListener('input', (event) => {
  article.style.setProperty('--column', `${event.target.value}px`);
});

// The event log: every agnes-… event with its detail, newest first.
const EVENTS = [
  'agnes-new-game', 'agnes-move', 'agnes-deal', 'agnes-undo', 'agnes-redo', 'agnes-hint',
  'agnes-invalid-move', 'agnes-win', 'agnes-lose', 'agnes-share', 'agnes-error',
];
function summarize(detail) {
  return JSON.stringify(detail, (key, value) => (key === 'rules' ? '{…}' : value));
}
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const label = document.createElement('b');
    label.textContent = name;
    item.append(label, ` ${summarize(event.detail)}`);
    log.prepend(item);
    while (log.children.length > 200) log.lastElementChild.remove();
    if (name === 'agnes-new-game') seedInput.value = event.detail.seed;
  });
}
