// The manifest (custom-elements.json, from the JSDoc on the element class) gives every story its
// attribute, property, event, CSS part and custom property tables; the withActions decorator shows
// every agnes-… event the element fires in the Actions panel.
import { setCustomElementsManifest } from '@storybook/web-components';
import type { Preview } from '@storybook/web-components-vite';
import { withActions } from 'storybook/actions/decorator';
import manifest from '../custom-elements.json';

setCustomElementsManifest(manifest);

/** The events of the element, from the manifest: each is logged in the Actions panel. */
const events: string[] = manifest.modules.flatMap((mod) =>
  (mod.declarations ?? []).flatMap((declaration: { events?: { name: string }[] }) => (declaration.events ?? []).map((event) => event.name)),
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withActions],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
    actions: { handles: events },
  },
};

export default preview;
