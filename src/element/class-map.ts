/**
 * `classMap({ name: on })`: Lit's `classMap` directive in fewer bytes, for a `class` attribute that
 * holds nothing else. The first render writes the attribute (` a b `, as Lit's does); later ones
 * add and remove only the classes whose value changed, so a class that other code put on the element
 * (a dragged card's `dragging`) stays.
 */
import { noChange } from 'lit';
import type { AttributePart } from 'lit';
import { directive, Directive } from 'lit/directive.js';

type Classes = Readonly<Record<string, unknown>>;

class ClassMap extends Directive {
  /** The classes this directive turned on. */
  #on?: Set<string>;

  render(classes: Classes): string {
    return ` ${Object.keys(classes).filter((name) => classes[name]).join(' ')} `;
  }

  override update(part: AttributePart, [classes]: [Classes]): unknown {
    const on = this.#on;
    if (!on) {
      this.#on = new Set(Object.keys(classes).filter((name) => classes[name]));
      return this.render(classes);
    }
    const list = part.element.classList;
    for (const name of on) {
      if (!classes[name]) {
        list.remove(name);
        on.delete(name);
      }
    }
    for (const name in classes) {
      if (classes[name] && !on.has(name)) {
        list.add(name);
        on.add(name);
      }
    }
    return noChange;
  }
}

export const classMap = directive(ClassMap);
