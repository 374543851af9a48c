// Storybook 10.6 for the <agnes-solitaire> element (web components + Vite). Nothing calls out:
// telemetry is off here and in the npm scripts (STORYBOOK_DISABLE_TELEMETRY=1).
// The controls and the docs page come from custom-elements.json (see preview.ts); `npm run storybook`
// and `npm run build-storybook` generate it first (`npm run analyze`).
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: '@storybook/web-components-vite',
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
};

export default config;
