/**
 * `styleProperties()`: Lit's `styleMap` without its one unsafe step. `styleMap` writes its first
 * values as a `style="…"` attribute, which a strict Content-Security-Policy (`style-src` without
 * `'unsafe-inline'`) refuses, so that those values never apply. This directive sets every value,
 * from the first render on, through `element.style.setProperty()` (the CSSOM), which CSP allows.
 *
 * Use it in a `style` attribute binding: `<div style=${styleProperties({ '--_cw': '60px', top: '4px' })}>`.
 * Names are CSS property names as written in CSS (`top`, `--_cw`), not camelCase. It is the
 * element's own (not exported) and every use of it is such a binding, so it does not check its part.
 */
import { noChange } from 'lit';
import type { AttributePart } from 'lit';
import { Directive, directive } from 'lit/directive.js';

class StylePropertiesDirective extends Directive {
  /** The values this directive set last: unchanged ones are not read back from the element (a style read per card per render). */
  #previous: Readonly<Record<string, string>> = {};

  render(_properties: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [properties]: [Readonly<Record<string, string>>]): typeof noChange {
    const { style } = part.element as HTMLElement | SVGElement;
    const previous = this.#previous;
    for (const name in previous) if (!(name in properties)) style.removeProperty(name);
    for (const name in properties) if (previous[name] !== properties[name]) style.setProperty(name, properties[name]!);
    this.#previous = properties;
    return noChange;
  }
}

export const styleProperties = directive(StylePropertiesDirective);
