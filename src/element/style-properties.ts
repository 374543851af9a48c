/**
 * `styleProperties()`: Lit's `styleMap` without its one unsafe step. `styleMap` writes its first
 * values as a `style="…"` attribute, which a strict Content-Security-Policy (`style-src` without
 * `'unsafe-inline'`) refuses, so that those values never apply. This directive sets every value,
 * from the first render on, through `element.style.setProperty()` (the CSSOM), which CSP allows.
 *
 * Use it in a `style` attribute binding: `<div style=${styleProperties({ '--_cw': '60px', top: '4px' })}>`.
 * Names are CSS property names as written in CSS (`top`, `--_cw`), not camelCase.
 */
import { noChange } from 'lit';
import type { AttributePart } from 'lit';
import { Directive, directive, PartType } from 'lit/directive.js';
import type { PartInfo } from 'lit/directive.js';

class StylePropertiesDirective extends Directive {
  #previous = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style') {
      throw new Error('styleProperties() belongs in a style attribute binding');
    }
  }

  render(_properties: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [properties]: [Readonly<Record<string, string>>]): typeof noChange {
    const { style } = part.element as HTMLElement | SVGElement;
    for (const name of this.#previous) if (!(name in properties)) style.removeProperty(name);
    for (const [name, value] of Object.entries(properties)) {
      if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
    }
    this.#previous = new Set(Object.keys(properties));
    return noChange;
  }
}

export const styleProperties = directive(StylePropertiesDirective);
