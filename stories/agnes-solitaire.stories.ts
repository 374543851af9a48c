/**
 * Stories of <agnes-solitaire>: one per recipe of RULES §4 (the three variants and the games of the
 * source documents), colours through the --agnes-* custom properties, a phone-width column, two
 * games on one page, and a few states (the deal of the day and a deal by difficulty among them).
 * Their controls come from custom-elements.json (one per attribute, with the allowed values of its
 * documented type); every agnes-… event shows in the Actions panel (see .storybook/preview.ts).
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { RECIPES, type Rules } from '../src/engine/index.js';
import { RULE_ATTRIBUTES } from '../src/element/attributes.js';
import '../src/element/agnes-solitaire.js';
import manifest from '../custom-elements.json';

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  description?: string;
  default?: string;
  type?: { text: string };
}

/** The element's attributes as the manifest lists them. */
const attributes: ManifestAttribute[] = manifest.modules.flatMap((mod) =>
  (mod.declarations ?? []).flatMap((d: { tagName?: string; attributes?: ManifestAttribute[] }) => (d.tagName === 'agnes-solitaire' ? (d.attributes ?? []) : [])),
);

/** A control for an attribute from its documented type: booleans switch; unions of literals select. */
function controlOf(attribute: ManifestAttribute): Record<string, unknown> {
  const type = attribute.type?.text ?? 'string';
  if (type === 'boolean') return { control: 'boolean' };
  const literals = [...type.matchAll(/'([^']*)'|(\d+)/g)].map((m) => m[1] ?? Number(m[2]));
  if (literals.length > 1) return { control: 'select', options: literals };
  return { control: 'text' };
}

/** Story args: one per attribute (its own name), plus the width of the column around the element. */
type Args = Record<string, unknown> & { width: number; themeProperties?: Record<string, string> };

const ruleAttributes = new Set<string>(Object.values(RULE_ATTRIBUTES));

const argTypes: Record<string, Record<string, unknown>> = {};
for (const attribute of attributes) {
  argTypes[attribute.name] = {
    ...controlOf(attribute),
    table: { category: ruleAttributes.has(attribute.name) ? 'rule attributes' : 'attributes' },
  };
  // The property of the same attribute is listed under properties; its control is the attribute's.
  if (attribute.fieldName && attribute.fieldName !== attribute.name) argTypes[attribute.fieldName] = { control: false };
}
for (const readOnly of ['state', 'status', 'rules', 'lostReason', 'moves', 'canUndo', 'canRedo']) argTypes[readOnly] = { control: false };
argTypes.themeProperties = { control: 'object', description: 'Public --agnes-* custom properties set on the column around the element, as a page would (a custom theme); not an attribute.', table: { category: 'story' } };
argTypes.width = { control: { type: 'range', min: 320, max: 1400, step: 10 }, description: 'Width of the column around the element (px); not an attribute.', table: { category: 'story' } };

/** The element with the set attributes (unset rule attributes keep the variant's value), in a column of `width` px. */
function renderGame(args: Args): HTMLElement {
  // Built by hand rather than from a template, so that the element sees its attributes before it connects.
  const element = document.createElement('agnes-solitaire');
  for (const { name, default: byDefault } of attributes) {
    const value = args[name];
    // A switch that is on by default (`controls`, `clock`) is turned off with "false"; others by leaving it out.
    if (value === undefined || value === '' || (value === false && !ruleAttributes.has(name) && byDefault !== 'true')) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  const column = document.createElement('div');
  column.style.maxWidth = `${args.width}px`;
  for (const [name, value] of Object.entries(args.themeProperties ?? {})) column.style.setProperty(name, value);
  // A dark table is meant for a dark page: show it on one.
  if (args.theme === 'dark') column.style.cssText += ';background:#0e1013;padding:16px';
  column.append(element);
  return column;
}

const meta = {
  title: 'agnes-solitaire',
  component: 'agnes-solitaire',
  argTypes,
  args: { variant: 'bernauer', seed: '1', width: 900 },
  render: renderGame,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** The story of one recipe of RULES §4: its variant and rule overrides as attributes. */
function recipe(id: string, seed = '1'): Story {
  const found = RECIPES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recipe "${id}"`);
  const ruleArgs = Object.fromEntries(Object.entries(found.rules).map(([field, value]) => [RULE_ATTRIBUTES[field as keyof Rules], value]));
  return {
    name: found.title,
    args: { variant: found.variant, seed, ...ruleArgs },
    parameters: { docs: { description: { story: `RULES §4, source ${found.source}: \`${found.variant}\` with ${JSON.stringify(found.rules)}.` } } },
  };
}

// The three variants.
export const Bernauer = recipe('bernauer');
export const Sorel = recipe('sorel', '42');
export const Aces = recipe('aces', '7');

// The source documents' games (RULES §4), one story per recipe.
export const AppBernauer = recipe('app-bernauer');
export const AppSorel = recipe('app-sorel');
export const EncyclopediaSorel = recipe('encyclopedia-sorel');
export const WebSameColor = recipe('web-same-color');
export const BernauerRedeal = recipe('bernauer-redeal');
export const BernauerReserveFaceDown = recipe('bernauer-reserve-face-down');
export const BernauerBaseAce = recipe('bernauer-base-ace');
export const ClassicSorel = recipe('classic-sorel');
export const RelaxedSorel = recipe('relaxed-sorel');
export const ClassicSorelWrapBase = recipe('classic-sorel-wrap-base');

/** Colours through the --agnes-* custom properties set on the element itself. */
export const CustomColours: Story = {
  name: 'Custom colours (--agnes-* properties)',
  args: { variant: 'sorel', seed: '42' },
  render: (args) => {
    const column = renderGame(args);
    const element = column.querySelector('agnes-solitaire')!;
    const palette: Record<string, string> = {
      '--agnes-felt': '#2b2d42',
      '--agnes-text': '#edf2f4',
      '--agnes-card-face': '#fdf6e3',
      '--agnes-card-back': '#8d0801',
      '--agnes-red': '#b3001b',
      '--agnes-black': '#1b1b1e',
      '--agnes-selected': '#ffb703',
      '--agnes-target': '#8ecae6',
      '--agnes-button-bg': '#edf2f4',
      '--agnes-button-text': '#2b2d42',
      '--agnes-table-radius': '4px',
    };
    for (const [name, value] of Object.entries(palette)) element.style.setProperty(name, value);
    return column;
  },
  parameters: { docs: { description: { story: 'A page sets any of the custom properties on the element (or an ancestor): here a dark table.' } } },
};

/** A phone: the 360 px column of a narrow screen; the layout goes compact. */
export const Phone: Story = {
  args: { variant: 'bernauer', seed: '3', width: 360 },
};

/** Two games on one page: each has its own state, focus and events (the Actions panel names the target). */
export const TwoGames: Story = {
  name: 'Two games on one page',
  render: (args) => {
    const page = document.createElement('div');
    page.append(renderGame({ ...args, variant: 'bernauer', seed: '1', width: 700 }), document.createElement('hr'), renderGame({ ...args, variant: 'sorel', seed: '2', width: 700 }));
    return page;
  },
};

// States worth seeing.
export const Winnable: Story = { args: { variant: 'bernauer', seed: '1', winnable: true } };
/** The deal of the day: the same deal for every reader of a date, with its daily record and Share result. */
export const DailyDeal: Story = {
  name: 'daily (deal of the day)',
  args: { variant: 'bernauer', seed: '', daily: true, 'stats-key': 'agnes-storybook-daily-stats' },
  parameters: {
    docs: {
      description: {
        story:
          "`daily` deals the day's deal: the first deal the solver proves winnable from the seed `<date> <rule set>`, the same for every reader of the date (the reader's local date; `utc` for the UTC date, `YYYY-MM-DD` for a named one). The status line shows the day's number and date; at the game's end, Share result sends a text without card names. The daily record shows in the statistics panel (kept under `stats-key`).",
      },
    },
  },
};
/** A deal by difficulty: hard for the Hint's careful player, and proven winnable; the statistics count by difficulty. */
export const ByDifficulty: Story = {
  name: 'difficulty="hard"',
  args: { variant: 'bernauer', seed: '', difficulty: 'hard', 'stats-key': 'agnes-storybook-difficulty-stats' },
  parameters: {
    docs: {
      description: {
        story:
          "`difficulty` deals only deals of that difficulty for the Hint's careful player: `easy` (it wins the deal), `medium` (it loses, but wins when it guesses the hidden cards otherwise), `hard` (the solver proves the deal winnable, and the careful player loses it). Here a random one, picked at once from the solver's table of graded seeds; with `seed`, the first from that seed on; with `daily`, the day's deal of that difficulty. While it looks, the board says so (\"Looking for a hard deal…\"). The statistics panel has a line for each difficulty played (kept under `stats-key`).",
      },
    },
  },
};
export const AutoFoundationSafe: Story = { name: 'auto-foundation="safe"', args: { variant: 'sorel', seed: '42', 'auto-foundation': 'safe' } };
// The Hint button: careful by default (it sees only what a player sees), or the all-knowing solver.
export const HintCareful: Story = {
  name: 'hint="careful" (default)',
  args: { variant: 'bernauer', seed: '2', 'face-down': true, hint: 'careful' },
  parameters: { docs: { description: { story: 'Hint gives the careful player\'s move: it never uses a face-down card or the stock\'s order (`carefulMove`, in the solver\'s worker).' } } },
};
export const HintSolver: Story = {
  name: 'hint="solver"',
  args: { variant: 'bernauer', seed: '2', 'face-down': true, hint: 'solver' },
  parameters: { docs: { description: { story: 'Hint gives the solver\'s move, which knows every card, the face-down ones and the stock\'s order too: the first move of a winning line when it finds one.' } } },
};
export const NoToolbar: Story = { args: { variant: 'sorel', seed: '5', controls: false } };
// Themes: the built-in ones, four-colour suits, and three custom themes made only with the public
// --agnes-* custom properties (set on the container, as a page would).
export const ThemeClassic: Story = { name: 'Theme: classic', args: { variant: 'bernauer', seed: '1', theme: 'classic' } };
export const ThemeLight: Story = { name: 'Theme: light (in an article)', args: { variant: 'bernauer', seed: '1', theme: 'light' } };
export const ThemeDark: Story = { name: 'Theme: dark', args: { variant: 'bernauer', seed: '1', theme: 'dark' } };
export const ThemeAuto: Story = {
  name: 'Theme: auto (follows the system)',
  args: { variant: 'bernauer', seed: '1', theme: 'auto' },
  parameters: { docs: { description: { story: 'Light or dark as `prefers-color-scheme` says.' } } },
};
export const FourColor: Story = { name: 'Four-colour suits', args: { variant: 'sorel', seed: '42', 'four-color': true } };
export const Indonesian: Story = { name: 'Bahasa Indonesia', args: { variant: 'bernauer', seed: '1', lang: 'id', 'show-solvable': true } };

/** Custom theme 1: a newspaper puzzle page, ink on paper. */
export const CustomNewspaper: Story = {
  name: 'Custom theme: newspaper',
  args: {
    variant: 'bernauer',
    seed: '1',
    theme: 'light',
    themeProperties: {
      '--agnes-felt': '#f7f4ec',
      '--agnes-text': '#111111',
      '--agnes-card-face': '#ffffff',
      '--agnes-card-back': '#222222',
      '--agnes-red': '#b00000',
      '--agnes-black': '#111111',
      '--agnes-font': 'Georgia, "Times New Roman", serif',
      '--agnes-card-radius': '2px',
      '--agnes-table-radius': '0',
      '--agnes-button-bg': '#ffffff',
      '--agnes-button-text': '#111111',
      '--agnes-button-radius': '0',
      '--agnes-focus': '#000000',
      '--agnes-badge-bg': '#111111',
      '--agnes-badge-text': '#ffffff',
    },
  },
};

/** Custom theme 2: a casino table, burgundy felt and gold. */
export const CustomCasino: Story = {
  name: 'Custom theme: casino',
  args: {
    variant: 'sorel',
    seed: '42',
    themeProperties: {
      '--agnes-felt': '#5b0f1f',
      '--agnes-text': '#fbe9c6',
      '--agnes-card-face': '#fffaf0',
      '--agnes-card-back': '#0d3b2e',
      '--agnes-red': '#a3001b',
      '--agnes-black': '#161616',
      '--agnes-focus': '#ffd166',
      '--agnes-target': '#ffd166',
      '--agnes-selected': '#9bd1ff',
      '--agnes-button-bg': '#d4a24c',
      '--agnes-button-text': '#2a0a10',
      '--agnes-badge-bg': '#d4a24c',
      '--agnes-notice': '#ffd166',
      '--agnes-slot-text': '#fbe9c6',
      '--agnes-banner-bg': 'rgba(42, 10, 16, 0.95)',
      '--agnes-banner-text': '#fbe9c6',
      '--agnes-card-width': '96px',
    },
  },
};

/** Custom theme 3: a calm ocean blue with large rounded cards and four colours. */
export const CustomOcean: Story = {
  name: 'Custom theme: ocean',
  args: {
    variant: 'aces',
    seed: '7',
    'four-color': true,
    themeProperties: {
      '--agnes-felt': '#0b3954',
      '--agnes-text': '#e0f2f1',
      '--agnes-card-face': '#fdfdfd',
      '--agnes-card-back': '#087e8b',
      '--agnes-red': '#d1345b',
      '--agnes-blue': '#1b4fbf',
      '--agnes-green': '#0a7a55',
      '--agnes-black': '#14213d',
      '--agnes-card-radius': '12px',
      '--agnes-table-radius': '20px',
      '--agnes-button-bg': '#bfd7ea',
      '--agnes-button-text': '#0b3954',
      '--agnes-button-radius': '999px',
      '--agnes-hint': '#ffd23f',
      '--agnes-focus': '#ffd23f',
      '--agnes-font': '"Trebuchet MS", system-ui, sans-serif',
    },
  },
};
