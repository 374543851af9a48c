// Storybook 10.6 for the <agnes-solitaire> element (web components + Vite). Nothing calls out:
// telemetry is off here and in the npm scripts (STORYBOOK_DISABLE_TELEMETRY=1).
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: '@storybook/web-components-vite',
  stories: ['../stories/**/*.stories.ts'],
  core: { disableTelemetry: true },
};

export default config;
