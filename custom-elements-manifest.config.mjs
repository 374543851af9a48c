// @custom-elements-manifest/analyzer (`npm run analyze`): writes custom-elements.json from the JSDoc on
// the element class (src/element/agnes-solitaire.component.ts) and on its base class's `static properties`
// and fields (src/element/agnes-solitaire.properties.ts). The manifest
// feeds Storybook's controls and docs and the README's API tables (scripts/api-tables.mjs), and ships
// in the package (`"customElements": "custom-elements.json"`).
//
// Four small plugins shape it for users:
// - the element's reactive properties are declared in a base class of their own
//   (agnes-solitaire.properties.ts): its members are listed as the element's own, first, as if
//   declared in the class, and the base class itself is no API;
// - the class header's `@attr` tags are the attributes' documentation (type and description): the
//   analyzer would otherwise let a field's own JSDoc overwrite them;
// - only the public API is listed: private, protected and `#` members are dropped;
// - the element's source files are described as the module users import, `dist/element/index.js`.

/**
 * A class of ours that another of ours extends (`AgnesSolitaireProperties`, the element's reactive
 * properties) is folded into it: its members come first, as if declared in the subclass, without
 * `inheritedFrom`; the subclass's superclass becomes the base class's (`LitElement`); the base class
 * is dropped from the manifest. Runs after the analyzer's own inheritance step.
 */
function foldLocalBaseClasses() {
  return {
    name: 'agnes: local base classes folded into the element',
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      const declarations = modules.flatMap((mod) => mod.declarations ?? []);
      const folded = new Set();
      for (const declaration of declarations) {
        const base = declarations.find((d) => d.kind === 'class' && d.name === declaration.superclass?.name && declaration.superclass?.module?.startsWith('/src/'));
        if (!base) continue;
        const mine = (item) => item.inheritedFrom?.name === base.name;
        for (const type of ['members', 'attributes']) {
          const items = declaration[type];
          if (!items) continue;
          // Inherited members first (the base's order); attributes keep the class header's order.
          declaration[type] = type === 'members' ? [...items.filter(mine), ...items.filter((item) => !mine(item))] : items;
          declaration[type] = declaration[type].map((item) => {
            if (!mine(item)) return item;
            delete item.inheritedFrom;
            // An attribute of the class header's @attr with the base's field merged in: the header's
            // keys first, as the analyzer writes them for a property the class declares itself.
            const { type: itemType, description, name, ...rest } = item;
            return type === 'attributes' ? { type: itemType, description, name, ...rest } : item;
          });
        }
        declaration.superclass = base.superclass;
        folded.add(base.name);
      }
      for (const mod of modules) {
        mod.declarations = (mod.declarations ?? []).filter((d) => !folded.has(d.name));
        mod.exports = (mod.exports ?? []).filter((entry) => !folded.has(entry.declaration?.name));
      }
    },
  };
}

/** `@attr {type} name - description` lines of a class's JSDoc header. */
function headerAttributes(jsDocText) {
  const found = new Map();
  const tag = /@attr(?:ibute)?\s+(?:\{([^}]*)\}\s+)?([\w-]+)\s*-?\s*([\s\S]*?)(?=\n\s*\*\s*(?:@|\n)|\n\s*\*\/|\n\s*\*\s*$)/g;
  for (const [, type, name, text] of jsDocText.matchAll(tag)) {
    const description = text.replace(/\n\s*\*\s?/g, ' ').trim();
    found.set(name, { type: type ? { text: type } : undefined, description });
  }
  return found;
}

/** The class header's `@attr` tags are the attributes' docs (the Lit plugin would let field JSDoc win). */
function classHeaderAttributes() {
  const header = new Map();
  return {
    name: 'agnes: class-header @attr wins',
    analyzePhase({ ts, node }) {
      if (node.kind !== ts.SyntaxKind.ClassDeclaration) return;
      const text = (node.jsDoc ?? []).map((doc) => doc.getFullText()).join('\n');
      header.set(node.name?.getText(), headerAttributes(text));
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          for (const attribute of declaration.attributes ?? []) {
            const documented = header.get(declaration.name)?.get(attribute.name);
            if (documented?.description) attribute.description = documented.description;
            if (documented?.type) attribute.type = documented.type;
          }
        }
      }
    },
  };
}

/**
 * Drops private and protected members (`#game`, `_width`, `renderCard()`…): they are no API. Public
 * is the default, so `privacy: "public"` is left out (the analyzer writes it for the properties of
 * `static properties`, not for a field with `@property`).
 */
function publicMembersOnly() {
  return {
    name: 'agnes: public members only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (!declaration.members) continue;
          declaration.members = declaration.members.filter(
            // `_name`: internal state the element's own modules reach (board-input.ts, the views), no API.
            (member) => !member.name.startsWith('#') && !member.name.startsWith('_') && member.privacy !== 'private' && member.privacy !== 'protected',
          );
          // A getter and its setter are one member (the analyzer lists a static pair twice): the one with the JSDoc.
          const byName = new Map();
          for (const member of declaration.members) {
            const key = `${member.static ? 'static ' : ''}${member.name}`;
            if (!byName.has(key) || (!byName.get(key).description && member.description)) byName.set(key, member);
          }
          declaration.members = declaration.members.filter((member) => byName.get(`${member.static ? 'static ' : ''}${member.name}`) === member);
          for (const member of declaration.members) if (member.privacy === 'public') delete member.privacy;
        }
      }
    },
  };
}

/** The source modules are bundled into dist/element/index.js: describe them as that one module. */
function oneDistModule(path = 'dist/element/index.js') {
  return {
    name: 'agnes: one module, dist/element/index.js',
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      const merged = { kind: 'javascript-module', path, declarations: [], exports: [] };
      const seen = new Set();
      const local = (module) => (module?.replace(/^\//, '').startsWith('src/') ? path : module);
      for (const mod of modules) {
        // Only the declarations a module exports (the analyzer also lists some local variables).
        const exported = new Set((mod.exports ?? []).map((entry) => entry.declaration?.name));
        merged.declarations.push(...(mod.declarations ?? []).filter((d) => exported.has(d.name)));
        for (const entry of mod.exports ?? []) {
          if (entry.declaration) entry.declaration.module = local(entry.declaration.module);
          // index.ts re-exports the class and `export type *` of the events: one entry each, no `*`.
          const key = `${entry.kind}:${entry.name}`;
          if (entry.name === '*' || seen.has(key)) continue;
          // Type-only re-exports (event details, AutoFoundation) and helpers declared elsewhere are no element API.
          if (entry.kind === 'js' && !merged.declarations.some((d) => d.name === entry.declaration?.name)) continue;
          seen.add(key);
          merged.exports.push(entry);
        }
      }
      customElementsManifest.modules = [merged];
    },
  };
}

export default {
  // The element's public files: its properties' base class, the class, the define file and the package entry.
  globs: ['src/element/agnes-solitaire.properties.ts', 'src/element/agnes-solitaire.component.ts', 'src/element/agnes-solitaire.ts', 'src/element/index.ts'],
  outdir: '.',
  litelement: true,
  // package.json already has "customElements": "custom-elements.json"; the analyzer must not rewrite it.
  packagejson: false,
  plugins: [foldLocalBaseClasses(), classHeaderAttributes(), publicMembersOnly(), oneDistModule()],
};
