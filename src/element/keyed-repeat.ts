/**
 * `repeat(items, key, template)`: Lit's keyed `repeat` directive (its three-argument form) in fewer
 * bytes. Each item keeps its DOM from render to render by its key (a card keeps its element while
 * it stays in its pile, which the card animation and the focus need); items whose key is gone are
 * removed first, then each item in order is left in place, moved before the first item not yet
 * placed, or created there. Where Lit's version moves a node to save a later move, this one never
 * moves an item that keeps its place among the others (a pile only gains and loses cards at its
 * ends, so no card element moves at all). A key given twice gets a new part for its second item.
 */
import { noChange } from 'lit';
import type { ChildPart } from 'lit';
import { directive, Directive } from 'lit/directive.js';
import type { DirectiveResult } from 'lit/directive.js';
import { getCommittedValue, insertPart, removePart, setChildPartValue, setCommittedValue } from 'lit/directive-helpers.js';

type Key<T> = (item: T, index: number) => unknown;
type Template<T> = (item: T, index: number) => unknown;

class KeyedRepeat extends Directive {
  /** The keys of the items last committed, in their order. */
  #keys: unknown[] = [];

  render<T>(items: readonly T[], _key: Key<T>, template: Template<T>): unknown[] {
    return items.map(template);
  }

  override update<T>(container: ChildPart, [items, key, template]: [readonly T[], Key<T>, Template<T>]): unknown {
    const keys = items.map(key);
    const values = items.map(template);
    const committed = getCommittedValue(container);
    const oldKeys = this.#keys;
    this.#keys = keys;
    // The first render here (or after another value filled the part): Lit renders the list.
    if (!Array.isArray(committed)) return values;
    const wanted = new Set(keys);
    const byKey = new Map<unknown, ChildPart>();
    /** The parts that stay, in their order. */
    const stay: ChildPart[] = [];
    (committed as ChildPart[]).forEach((part, i) => {
      const k = oldKeys[i];
      if (wanted.has(k) && !byKey.has(k)) {
        byKey.set(k, part);
        stay.push(part);
      } else removePart(part);
    });
    const placed = new Set<ChildPart>();
    let next = 0;
    const parts = values.map((value, i) => {
      while (placed.has(stay[next]!)) next++;
      /** The first part that stays and is not placed yet: everything before it is placed. */
      const here = stay[next];
      let part = byKey.get(keys[i]);
      if (part === undefined || placed.has(part)) part = insertPart(container, here);
      else if (part === here) next++;
      else insertPart(container, here, part);
      placed.add(part);
      setChildPartValue(part, value);
      return part;
    });
    setCommittedValue(container, parts);
    return noChange;
  }
}

export const repeat = directive(KeyedRepeat) as <T>(items: readonly T[], key: Key<T>, template: Template<T>) => DirectiveResult<typeof KeyedRepeat>;
