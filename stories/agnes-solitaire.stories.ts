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
    ...ruleArgTypes,
  },
  args: { variant: 'bernauer', seed: '1', winnable: false, autoFoundation: 'off', controls: true, width: 900 },
  render: (args) => {
    // Built by hand rather than with a template, so that rule attributes appear only when set
    // (unset ones keep the variant's value) and the element sees its attributes before it connects.
    const element = document.createElement('agnes-solitaire');
    element.setAttribute('variant', args.variant);
    if (args.seed) element.setAttribute('seed', args.seed);
    if (args.winnable) element.setAttribute('winnable', '');
    element.setAttribute('auto-foundation', args.autoFoundation);
    element.setAttribute('controls', String(args.controls));
    for (const field of RULE_ARGS) {
      if (args[field] !== undefined) element.setAttribute(kebab(field), String(args[field]));
    }
    const container = document.createElement('div');
    container.style.maxWidth = `${args.width}px`;
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
