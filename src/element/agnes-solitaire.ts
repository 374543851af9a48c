/**
 * Defines `<agnes-solitaire>`. Importing this file registers the tag (a side effect); the guard
 * lets a second copy of the library on the same page load without throwing.
 */
import { AgnesSolitaire } from './agnes-solitaire.component.js';

export { AgnesSolitaire };

if (typeof customElements !== 'undefined' && !customElements.get('agnes-solitaire')) {
  customElements.define('agnes-solitaire', AgnesSolitaire);
}

declare global {
  interface HTMLElementTagNameMap {
    'agnes-solitaire': AgnesSolitaire;
  }
}
