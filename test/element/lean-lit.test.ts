/**
 * The self-contained files leave out the parts of Lit this element never uses (leanLit in
 * rollup.config.mjs). Its assumptions are checked here on the element as Lit itself (unchanged,
 * as these tests load it) sees it: were one of them broken, the self-contained files would behave
 * differently from the npm build.
 */
import { expect } from '@open-wc/testing';
import { CSSResult } from 'lit';
import type { PropertyDeclaration } from 'lit';
import { AgnesSolitaire } from '../../src/element/agnes-solitaire.component.js';
import '../../src/element/agnes-solitaire.js';

describe('the self-contained files\' lean Lit', () => {
  it('no reactive property reflects, has useDefault, a type, state, noAccessor, hasChanged, a function converter, a symbol key or an accessor of its own', () => {
    const properties = (AgnesSolitaire as unknown as { elementProperties: Map<PropertyKey, PropertyDeclaration & { wrapped?: boolean }> }).elementProperties;
    expect(properties.size).to.be.greaterThan(20);
    expect(Object.getOwnPropertySymbols(AgnesSolitaire.properties)).to.deep.equal([]);
    for (const [name, options] of properties) {
      const what = `property ${String(name)}`;
      expect(options.reflect, what).to.not.equal(true);
      expect(options.useDefault, what).to.not.equal(true);
      expect(options.type, what).to.equal(undefined);
      expect(options.state, what).to.equal(undefined);
      expect(options.noAccessor, what).to.equal(undefined);
      expect(options.hasChanged, what).to.equal(undefined);
      // Lit marks a property "wrapped" when the class declares an accessor of that name itself.
      expect(options.wrapped, what).to.not.equal(true);
      const converter = options.converter;
      if (converter !== undefined) expect(typeof converter === 'object' && typeof converter.fromAttribute, what).to.equal('function');
    }
  });

  it('styles are one CSSResult; no decorator metadata', () => {
    expect(AgnesSolitaire.styles).to.be.instanceOf(CSSResult);
    const metadata = (AgnesSolitaire as unknown as Record<symbol, object | undefined>)[Symbol.metadata];
    expect(metadata === undefined || metadata === null || !(globalThis as { litPropertyMetadata?: WeakMap<object, unknown> }).litPropertyMetadata?.has(metadata)).to.equal(true);
  });
});
