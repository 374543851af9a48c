/**
 * Stories of <agnes-solitaire>: one per variant and one per recipe of RULES §4 (the games of the
 * source documents), each with a control for every attribute.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { RECIPES, RULE_VALUES, VARIANT_NAMES, type Rules } from '../src/engine/index.js';
import '../src/element/agnes-solitaire.js';

/** Every attribute of the element, as story args (camelCase rule fields map to kebab-case attributes). */
interface Args {
  variant: string;
  seed: string;
  winnable: boolean;
  autoFoundation: 'off' | 'safe' | 'all';
  controls: boolean;
  width: number;
  theme: 'classic' | 'light' | 'dark' | 'auto';
  fourColor: boolean;
  reducedMotion: boolean;
  showSolvable: boolean;
  lang: '' | 'en' | 'id';
  persist: string;
  clock: boolean;
  statsKey: string;
  shareUrl: boolean;
  /** Public `--agnes-*` custom properties set on the container (a custom theme), not an attribute. */
  themeProperties: Record<string, string>;
  stockTo?: Rules['stockTo'];
  base?: Rules['base'];
  faceDown?: boolean;
  reserveFaceDown?: boolean;
  build?: Rules['build'];
  runs?: Rules['runs'];
  splitRuns?: boolean;
  wrap?: Rules['wrap'];
  emptyFill?: Rules['emptyFill'];
  emptyRuns?: boolean;
  foundationReturn?: boolean;
  redeals?: Rules['redeals'];
  scoring?: Rules['scoring'];
  deadEnds?: boolean;
}

const RULE_ARGS = [
  'stockTo', 'base', 'faceDown', 'reserveFaceDown', 'build', 'runs', 'splitRuns', 'wrap',
  'emptyFill', 'emptyRuns', 'foundationReturn', 'redeals', 'scoring', 'deadEnds',
] as const satisfies readonly (keyof Rules)[];

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Rule controls: a select of the allowed values (booleans as a radio of true/false), unset = the variant's value. */
const ruleArgTypes = Object.fromEntries(
  RULE_ARGS.map((field) => {
    const values = RULE_VALUES[field] as readonly unknown[];
    const isBoolean = typeof values[0] === 'boolean';
    return [
      field,
      {
        name: kebab(field),
        description: `rule ${field} (RULES §3); unset: the variant's value`,
        control: isBoolean ? 'boolean' : 'select',
        options: isBoolean ? undefined : values,
        table: { category: 'rules' },
      },
    ];
  }),
);

const meta = {
  title: 'agnes-solitaire',
  component: 'agnes-solitaire',
  argTypes: {
    variant: { control: 'select', options: VARIANT_NAMES },
    seed: { control: 'text' },
    winnable: { control: 'boolean', description: 'deal only games the solver proves winnable' },
    autoFoundation: { name: 'auto-foundation', control: 'inline-radio', options: ['off', 'safe', 'all'] },
    controls: { control: 'boolean', description: 'show the toolbar' },
    width: { control: { type: 'range', min: 320, max: 1400, step: 10 }, description: 'width of the container (px), not an attribute' },
    theme: { control: 'inline-radio', options: ['classic', 'light', 'dark', 'auto'] },
    fourColor: { name: 'four-color', control: 'boolean', description: 'diamonds blue, clubs green' },
    reducedMotion: { name: 'reduced-motion', control: 'boolean', description: 'no animation' },
    showSolvable: { name: 'show-solvable', control: 'boolean', description: 'show whether the position can still be won' },
    lang: { control: 'inline-radio', options: ['', 'en', 'id'], description: 'language (empty: inherited)' },
    persist: { control: 'text', description: 'localStorage key to save the game under' },
    clock: { control: 'boolean', description: 'show the playing time in the status line' },
    statsKey: { name: 'stats-key', control: 'text', description: 'localStorage key of the statistics (empty: <persist>-stats, or memory only)' },
    shareUrl: { name: 'share-url', control: 'boolean', description: 'open the deal the page URL fragment #agnes=<deal code> names' },
    themeProperties: { control: 'object', description: '--agnes-* custom properties on the container (not an attribute)' },
    ...ruleArgTypes,
  },
  args: {
    variant: 'bernauer',
    seed: '1',
    winnable: false,
    autoFoundation: 'off',
    controls: true,
    width: 900,
    theme: 'classic',
    fourColor: false,
    reducedMotion: false,
    showSolvable: false,
    lang: '',
    persist: '',
    clock: true,
    statsKey: '',
    shareUrl: false,
    themeProperties: {},
  },
  render: (args) => {
    // Built by hand rather than with a template, so that rule attributes appear only when set
    // (unset ones keep the variant's value) and the element sees its attributes before it connects.
    const element = document.createElement('agnes-solitaire');
    element.setAttribute('variant', args.variant);
    if (args.seed) element.setAttribute('seed', args.seed);
    if (args.winnable) element.setAttribute('winnable', '');
    element.setAttribute('auto-foundation', args.autoFoundation);
    element.setAttribute('controls', String(args.controls));
    element.setAttribute('theme', args.theme);
    if (args.fourColor) element.setAttribute('four-color', '');
    if (args.reducedMotion) element.setAttribute('reduced-motion', '');
    if (args.showSolvable) element.setAttribute('show-solvable', '');
    if (args.lang) element.setAttribute('lang', args.lang);
    if (args.persist) element.setAttribute('persist', args.persist);
    if (!args.clock) element.setAttribute('clock', 'false');
    if (args.statsKey) element.setAttribute('stats-key', args.statsKey);
    if (args.shareUrl) element.setAttribute('share-url', '');
    for (const field of RULE_ARGS) {
      if (args[field] !== undefined) element.setAttribute(kebab(field), String(args[field]));
    }
    const container = document.createElement('div');
    container.style.maxWidth = `${args.width}px`;
    for (const [name, value] of Object.entries(args.themeProperties ?? {})) container.style.setProperty(name, value);
    // Light and dark tables are meant for a page of the same kind: show them on one.
    if (args.theme === 'dark') container.style.cssText += ';background:#0e1013;padding:16px';
    container.append(element);
    return container;
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** A story of one recipe of RULES §4: its variant and overrides as attributes. */
function recipe(id: string, seed = '1'): Story {
  const found = RECIPES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no recipe "${id}"`);
  return {
    name: found.title,
    args: { variant: found.variant, seed, ...found.rules },
    parameters: { docs: { description: { story: `Source ${found.source}: ${found.variant} with ${JSON.stringify(found.rules)}.` } } },
  };
}

// One story per variant.
export const Bernauer: Story = { args: { variant: 'bernauer', seed: '1' } };
export const Sorel: Story = { args: { variant: 'sorel', seed: '42' } };
export const Aces: Story = { args: { variant: 'aces', seed: '7' } };

// One story per recipe of RULES §4 (the source documents' games); the plain variants are above.
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

// States worth seeing.
export const Winnable: Story = { args: { variant: 'bernauer', seed: '1', winnable: true } };
export const NoToolbar: Story = { args: { variant: 'sorel', seed: '5', controls: false } };
export const Phone: Story = { args: { variant: 'bernauer', seed: '3', width: 360 } };

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
export const FourColor: Story = { name: 'Four-colour suits', args: { variant: 'sorel', seed: '42', fourColor: true } };
export const Indonesian: Story = { name: 'Bahasa Indonesia', args: { variant: 'bernauer', seed: '1', lang: 'id', showSolvable: true } };

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
    fourColor: true,
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
