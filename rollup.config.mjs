// Builds each public entry point of the package into dist/<name>/index.js (ES module + source map)
// with TypeScript declarations beside it (dist/<name>/*.d.ts).
// To add an entry (solver, element), append it to `entries` and to the `exports` map in package.json.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { minifyTemplateLiterals } from './scripts/minify-template-literals.mjs';

/** @type {{ name: string, input: string, file?: string }[]} */
const entries = [
  { name: 'engine', input: 'src/engine/index.ts' },
  { name: 'solver', input: 'src/solver/index.ts' },
  { name: 'element', input: 'src/element/index.ts' },
  // The element's solver worker (engine and solver only), started from element/index.js by `new URL('./solver-worker.js', import.meta.url)`.
  { name: 'element-worker', input: 'src/element/solver-worker.ts', file: 'element/solver-worker' },
  // The command line (Node only): `bin/agnes-solitaire.mjs` imports cli/main; winrate's worker threads load cli/deal-worker.
  { name: 'cli', input: 'src/cli/main.ts', file: 'cli/main' },
  { name: 'cli-worker', input: 'src/cli/deal-worker.ts', file: 'cli/deal-worker' },
  // The README's win-rate table (a maintainer's tool, not a command): `node dist/cli/winrate-table.js --run`.
  { name: 'cli-table', input: 'src/cli/winrate-table.ts', file: 'cli/winrate-table' },
];

// Runtime dependencies (Lit) stay imports for the consumer's bundler to resolve; never bundled.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isExternal = (id) => id.startsWith('node:') || dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

/** @type {import('rollup').RollupOptions} */
const library = {
  // One build with several inputs: an entry that imports another (solver → engine) links to it
  // instead of carrying a second copy.
  input: Object.fromEntries(entries.map(({ name, input, file }) => [file ?? `${name}/index`, input])),
  external: isExternal,
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'shared/[name]-[hash].js',
  },
  plugins: [
    nodeResolve(),
    typescript({ tsconfig: './tsconfig.build.json' }),
  ],
};

// The self-contained files: the element with Lit inside, minified, for pages without a bundler. Each
// defines the tag when it loads (guarded, so a second copy, or an npm copy beside it, does not throw).
// - dist/agnes-solitaire.min.js   an ES module: <script type="module" src="…/agnes-solitaire.min.js">
// - dist/agnes-solitaire.iife.js  a classic script (no module support needed): <script src="…">;
//                                 it also sets the global `AgnesSolitaire` ({ AgnesSolitaire, RULE_ATTRIBUTES })
// Each is also its own solver worker: loaded in the worker the element starts, it serves searches
// instead of defining the tag (src/element/self-worker.ts, run first by src/element/standalone.ts).
// Lit's production build is bundled (no "development" export condition): no dev-mode warnings.
// Property names that terser may shorten in the self-contained files: names read and written only
// by this bundle's own code, never by a page, a save, localStorage, a worker message or Lit (the
// element's private reactive state `_…`, its @internal host methods, the controllers' internal
// methods, the solver's board and search fields). Each is checked to occur nowhere as a string in
// the bundle nor in custom-elements.json. Public names (attributes, properties, methods, events,
// rules, snapshot and save fields, results) are never in it. `builtins: true` lets terser shorten
// those of them that are also DOM names (tab, store, emit, …): none is used on a DOM object here.
// `_$XX` are Lit's own internal names (kept stable by Lit across its copies; here only this copy's
// code reads them, nothing from outside renders into it).
// 55,991 -> 55,270 B gzip; with the protected render methods (not in the manifest, never
// overridden) and the Phrasebook's `text`, 55,000.
const INTERNAL_NAMES = new RegExp(`^(_\\$[A-Z][A-Za-z]|${[
  '_selection', '_panel', '_focusKey', '_notice', '_width', '_keyboard', '_tool', '_live',
  '_celebrating', '_board', 'tlen', 'rlen', 'stockPos', 'stockLen', 'tab', 'dirty', 'nextCard',
  'saves', 'isHome', 'turnReserveUp', 'symmetricFrom', 'saveDepth', 'runLength', 'runCache',
  'rootRedealsLeft', 'joins', 'emptyFromTableau', 'undeal', 'twins', 'stockToReserve', 'sameChild',
  'safeSuits', 'runCol', 'runAt', 'restsOn', 'reserveCards', 'emptyFromReserve', 'bottomRank',
  'chunk', 'chunks', 'chunkPos', 'mask', 'inserted', 'capacity', 'grow', 'goalHome', 'pendingSize',
  'keyWords', 'bestFirstMove', 'prunes', 'firstNumber', 'boundCalls', 'wantsBound', 'keyBuf',
  'growFrames', 'goHome', 'wasHome', 'prevHome', 'canLand', 'tabTop', 'nextHome', 'res', 'current',
  'low', 'entry', 'depth', 'deadline', 'flags', 'memory', 'offsets', 'taken', 'words', 'announce',
  'emit', 'positionChanged', 'positionWillChange', 'gameChanged', 'motionOff', 'dragStarted',
  'dragDropped', 'dragEnded', 'canBringBack', 'clockMs', 'clockRunning', 'finishLine', 'hintMove',
  'newSeed', 'refreshSolvable', 'setPageHidden', 'ignoreClickOf', 'isDragClick',
  'glideBack', 'systemReduced', 'replayWillStep', 'setHidden', 'setOver',
  'winnableSeed', 'cardW', 'cardH', 'columnTops', 'tableauHeight', 'reserveTops', 'reserveHeight', 'memo',
  'focusKey', 'pending', 'firstMove', 'draw', 'final', 'unit', 'skipped', 'equals', 'seq', 'store',
  'nextNumber', 'inColumn', 'waitCol', 'noRide', 'colCan', 'forcedMove', 'quiet', 'kin', 'acyclic',
  'renderBoard', 'renderHeader', 'renderSolvable', 'renderToolbar', 'renderExtraTools', 'renderStock', 'renderFoundations',
  'renderReserve', 'renderTableau', 'renderSlot', 'renderCard', 'renderBanner', 'renderReplay', 'renderFinishOffer', 'renderStats',
  'text',
  // The element split's @internal host members, the engine Game's and the solver's internals that the
  // element's code alone calls (none in a save, a message, an event or a result): 55,684 -> ~55,480 B.
  'currentReplay', 'clockShown', 'showNotice', 'onKeyDown', 'onBoardClick', 'onBoardFocusIn', 'onToolbarFocusIn',
  'onPointerDown', 'drag', 'started', 'restore', 'config', 'begin', 'previous', 'note', 'seek', 'step',
  'initialState', 'redoMoves', 'legalMoves', 'toSnapshot', 'whyIllegal', 'safeFoundationMove', 'generate', 'accepts',
  'loc', 'expand', 'compute', 'setValue', 'slots', 'placed', 'found',
  // The element split's third step: the game's searches (game-searches.ts), the page watch, the feedback.
  'searches', 'solverLink', 'abortAll', 'hintFound', 'deadEndFound', 'watch', 'feedback', 'flushAnnouncements', 'celebrate',
  'countEvent', 'willRender', 'rendered',
  // Lit's protected and static machinery and its property options, which only this copy of Lit and
  // the element's own `static properties` use (nothing is polyfilled, nothing subclasses the
  // element; its public Lit members, requestUpdate, updateComplete, renderRoot, hasUpdated, stay).
  'createProperty', 'getPropertyDescriptor', 'getPropertyOptions', 'finalize', 'finalizeStyles', 'elementStyles',
  'shadowRootOptions', 'enableUpdating', 'scheduleUpdate', 'performUpdate', 'getUpdateComplete', 'renderOptions',
  'setConnected', 'renderBefore', 'creationScope', 'startNode', 'endNode', 'addInitializer', 'wrapped',
  'converter', 'fromAttribute', 'toAttribute', 'reflect', 'hasChanged', 'noAccessor', 'useDefault',
  // The element split's second step (attribute-sync, storage, table-view) and its host members.
  'storage', 'report', 'endReplay', 'attrs', 'cardMemo', 'saveGame', 'restoreGame', 'persistKey', 'updateStats',
  'ensureGame', 'applyLive', 'renderTable',
  'input',
  // The solver's results and options as only this bundle's own code reads and writes them (the page's
  // SolverLink, the searches, careful play; to and from the worker, which is this same file, so both
  // sides have the same short names): none is in a save, an event or the manifest.
  'mostHome', 'losses', 'avoided', 'prior', 'completions', 'votes', 'reveal', 'samples', 'maxStates', 'exactStates',
  'phaseNodes', 'timeMs', 'sliceMs', 'result',
  // Keyboard commands' direction, the card motion's capture, the engine's card changes (faceUp,
  // changes), the solver board's order, the keyboard grid's pos, the solver link's available (no
  // {placeholder} or class name among them, none read on a DOM object here).
  'direction', 'capture', 'order', 'pos', 'available', 'changes', 'faceUp',
  // The solver results' states and line, the replay's states, the keyboard grid's row, the phase
  // search's node, Game.fromState (static, called only here).
  'states', 'line', 'row', 'node', 'fromState',
  // engine/solver bytes round 3: careful play's candidates and their wins (read only by careful.ts
  // and the element's own code, to and from the worker that is this same file), the rule tables'
  // links, the bound's below, above, movable, sep and the search's bound (none a string in the
  // bundle, a DOM member used here, or in the manifest).
  'candidates', 'wins', 'links', 'below', 'above', 'movable', 'sep', 'bound',
  // The solver's fields that had public or DOM names (the board's stock, redeals left and cards home,
  // the rule tables' base and flags, the search's frames and table, the visited table's values and
  // size, the bound's count and targets), renamed in src/solver so that they can be shortened.
  'stockCards', 'gatheredCards', 'redealsNow', 'homeNow', 'baseIndex', 'childCards', 'downReserve', 'splitOk', 'emptyRunsOk', 'mayReturn', 'moveList', 'nextAt', 'endAt',
  'numbers', 'visited', 'vals', 'used', 'homeCount', 'targetsOf',
  // The careful computation's ranked candidates and phased options (read only by careful.ts).
  'ranked', 'phased',
].join('|')})$`);

// The element's private CSS custom properties (`--_cw`, `--_button-disabled-bg`, …: only its own
// styles and templates name them; the page's are `--agnes-*`) get short names in the self-contained
// files, the most used first (`--_a`, `--_b`, …). The names are literal in src/element, never built
// from pieces; line breaks are unchanged, so the source map holds (`map: null` keeps the previous one).
/** @type {() => import('rollup').Plugin} */
const shortCssNames = () => {
  const dir = new URL('./src/element/', import.meta.url);
  const counts = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    for (const [name] of readFileSync(new URL(file, dir), 'utf8').matchAll(/--_[A-Za-z0-9-]+/g)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const short = (i) => (i < 26 ? String.fromCharCode(97 + i) : short(Math.floor(i / 26) - 1) + String.fromCharCode(97 + (i % 26)));
  const names = new Map([...counts].sort((a, b) => b[1] - a[1]).map(([name], i) => [name, `--_${short(i)}`]));
  return {
    name: 'agnes: short css names',
    transform(code, id) {
      if (!/\/src\/element\/.*\.ts$/.test(id) || !code.includes('--_')) return null;
      return { code: code.replace(/--_[A-Za-z0-9-]+/g, (name) => names.get(name) ?? name), map: null };
    },
  };
};

// The Indonesian strings table without its keys in the self-contained files: strings.ts writes
// INDONESIAN with every key beside its text, in the order of the English table EN (TypeScript checks
// that the keys are EN's); here its object literal becomes the list of its values, zipped with
// EN's keys when the module loads, which gives the same object (same keys, order and values).
// A key out of EN's order, a missing or extra one stops the build. Line breaks are kept, so the
// source map holds (`map: null` keeps the previous one). 232 B gzip less.
/** @type {() => import('rollup').Plugin} */
const indonesianByPosition = () => ({
  name: 'agnes: indonesian by position',
  transform(code, id) {
    if (!id.endsWith('/src/element/strings.ts')) return null;
    const table = (name) => {
      for (const node of this.parse(code).body) {
        const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
        for (const d of declaration?.type === 'VariableDeclaration' ? declaration.declarations : []) if (d.id.name === name) return d.init;
      }
      return null;
    };
    const en = table('EN');
    const ind = table('INDONESIAN');
    if (en?.type !== 'ObjectExpression' || ind?.type !== 'ObjectExpression') this.error('strings.ts: EN and INDONESIAN must be object literals');
    const keyOf = (p) => (p.type === 'Property' && !p.computed && !p.shorthand && p.kind === 'init' ? (p.key.name ?? p.key.value) : null);
    const keys = en.properties.map(keyOf);
    const got = ind.properties.map(keyOf);
    if (keys.length !== got.length || keys.some((key, i) => key === null || key !== got[i])) {
      const at = keys.findIndex((key, i) => key !== got[i]);
      this.error(`strings.ts: INDONESIAN must have EN's keys in EN's order (entry ${at}: ${got[at]} where EN has ${keys[at]})`);
    }
    const newlines = (text) => text.replace(/[^\n]/g, '');
    let out = `${code.slice(0, ind.start)}Object.fromEntries(((v) => Object.keys(EN).map((k, i) => [k, v[i]]))([`;
    let at = ind.start + 1;
    for (const p of ind.properties) {
      out += code.slice(at, p.start) + newlines(code.slice(p.start, p.value.start));
      at = p.value.start;
    }
    out += `${code.slice(at, ind.end - 1)}]))${code.slice(ind.end)}`;
    return { code: out, map: null };
  },
});

// Lit's error texts that this bundle can never show, shortened in the self-contained files (the
// throws stay; only their words go): a CSSResult is built only by Lit's own unsafeCSS (styles.ts),
// and html`…` is always a tagged template of our sources, so its strings are always a real template
// strings array. Each text must be found exactly where it is expected: a Lit upgrade that changes or
// moves one stops the build instead of silently keeping the long text.
/** @type {() => import('rollup').Plugin} */
const shortLitErrors = () => {
  const texts = [
    ['/@lit/reactive-element/css-tag.js', '"CSSResult is not constructable. Use `unsafeCSS` or `css` instead."', '"CSSResult"'],
    ['/lit-html/lit-html.js', '"invalid template strings array"', '"strings"'],
  ];
  const found = new Set();
  return {
    name: 'agnes: short lit errors',
    transform(code, id) {
      let out = code;
      for (const [file, text, short] of texts) {
        if (!id.endsWith(file)) continue;
        if (out.split(text).length !== 2) this.error(`${file}: expected the text ${text} once`);
        out = out.replace(text, () => short);
        found.add(file);
      }
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      for (const [file] of texts) if (!error && !found.has(file)) this.error(`${file} was not in the bundle: shortLitErrors in rollup.config.mjs expects it`);
    },
  };
};

// Lit's code that this bundle can never run, left out of the self-contained files. What this element
// does not use (the test "the self-contained files' lean Lit" in test/element/lean-lit.test.ts checks
// each on the element itself): no property reflects to its attribute, has `useDefault`, a `type` or
// a converter that is a bare function, or an accessor of its own on the prototype (Lit's "wrapped"
// properties); `styles` is one CSSResult; no decorators (Symbol.metadata), no initializers
// (addInitializer), no removeController, no MathML templates, no scoped registry (creationScope),
// no AsyncDirective (so no part tracks its connection), every event listener a function, styles
// that are never a CSSStyleSheet, no compiled templates, no raw-text elements (script, style,
// textarea, title) in a template, no directive reading a part's parentNode, startNode, endNode or tagName.
// Also gone: the polyfill-support and hydration hooks (nothing here loads the ShadyDOM polyfill or
// hydrates server-rendered markup) and the version registration (read only by Lit's dev builds).
// Every text must be found exactly once where it is expected: a Lit upgrade that changes one stops
// the build. Our own sources must not name what is left out (checked below as they are transformed).
/** @type {() => import('rollup').Plugin} */
const leanLit = () => {
  const edits = [
    // Polyfill support, hydration, version registration.
    ['/@lit/reactive-element/reactive-element.js', 'p=a.reactiveElementPolyfillSupport,', ''],
    ['/@lit/reactive-element/reactive-element.js', ',p?.({ReactiveElement:y}),(a.reactiveElementVersions??=[]).push("2.1.2")', ''],
    ['/lit-element/lit-element.js', ',s.litElementHydrateSupport?.({LitElement:i});const o=s.litElementPolyfillSupport;o?.({LitElement:i});', ';'],
    ['/lit-element/lit-element.js', '(s.litElementVersions??=[]).push("4.2.2");', ''],
    ['/lit-html/lit-html.js', ',B=t.litHtmlPolyfillSupport;B?.(S,k),(t.litHtmlVersions??=[]).push("3.3.3");', ';'],
    // Decorators' metadata, initializers, removeController.
    ['/@lit/reactive-element/reactive-element.js', 'Symbol.metadata??=Symbol("metadata"),a.litPropertyMetadata??=new WeakMap;', ''],
    ['/@lit/reactive-element/reactive-element.js', 'const t=this[Symbol.metadata];if(null!==t){const s=litPropertyMetadata.get(t);if(void 0!==s)for(const[t,i]of s)this.elementProperties.set(t,i)}', ''],
    ['/@lit/reactive-element/reactive-element.js', 'static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}', ''],
    ['/@lit/reactive-element/reactive-element.js', 'void 0!==t.l&&(this.l=[...t.l]),', ''],
    ['/@lit/reactive-element/reactive-element.js', ',this.constructor.l?.forEach(t=>t(this))', ''],
    ['/@lit/reactive-element/reactive-element.js', 'removeController(t){this._$EO?.delete(t)}', ''],
    // Reflection, useDefault, wrapped accessors, function converters, typed default conversion
    // (the default converter passes the text on, as Lit's does for a property without a type); one
    // CSSResult as styles.
    ['/@lit/reactive-element/reactive-element.js', '_$ET(t,s){const i=this.constructor.elementProperties.get(t),e=this.constructor._$Eu(t,i);if(void 0!==e&&!0===i.reflect){const h=(void 0!==i.converter?.toAttribute?i.converter:u).toAttribute(s,i.type);this._$Em=t,null==h?this.removeAttribute(e):this.setAttribute(e,h),this._$Em=null}}', ''],
    ['/@lit/reactive-element/reactive-element.js', 'this._$Eq&&=this._$Eq.forEach(t=>this._$ET(t,this[t])),', ''],
    ['/@lit/reactive-element/reactive-element.js', 'C(t,s,{useDefault:i,reflect:e,wrapped:h},r){i&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,r??s??this[t]),!0!==h||void 0!==r)||(this._$AL.has(t)||(this.hasUpdated||i||(s=void 0),this._$AL.set(t,s)),!0===e&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}', 'C(t,s){this._$AL.has(t)||(this.hasUpdated||(s=void 0),this._$AL.set(t,s))}'],
    ['/@lit/reactive-element/reactive-element.js', '||i.useDefault&&i.reflect&&h===this._$Ej?.get(t)&&!this.hasAttribute(r._$Eu(t,i))', ''],
    ['/@lit/reactive-element/reactive-element.js', 'this[e]=r??this._$Ej?.get(e)??r', 'this[e]=r'],
    ['/@lit/reactive-element/reactive-element.js', 'h="function"==typeof t.converter?{fromAttribute:t.converter}:void 0!==t.converter?.fromAttribute?t.converter:u', 'h=t.converter??u'],
    ['/@lit/reactive-element/reactive-element.js', 'this.prototype.hasOwnProperty(t)&&((s=Object.create(s)).wrapped=!0),', ''],
    ['/@lit/reactive-element/reactive-element.js', 'const t=this.constructor.elementProperties;if(t.size>0)for(const[s,i]of t){const{wrapped:t}=i,e=this[s];!0!==t||this._$AL.has(s)||void 0===e||this.C(s,void 0,i,e)}', ''],
    ['/@lit/reactive-element/reactive-element.js', 'u={toAttribute(t,s){switch(s){case Boolean:t=t?l:null;break;case Object:case Array:t=null==t?t:JSON.stringify(t)}return t},fromAttribute(t,s){let i=t;switch(s){case Boolean:i=null!==t;break;case Number:i=null===t?null:Number(t);break;case Object:case Array:try{i=JSON.parse(t)}catch(t){i=null}}return i}}', 'u={fromAttribute:t=>t}'],
    ['/@lit/reactive-element/reactive-element.js', 'c=a.trustedTypes,l=c?c.emptyScript:"",', ''],
    ['/@lit/reactive-element/reactive-element.js', 'static finalizeStyles(s){const i=[];if(Array.isArray(s)){const e=new Set(s.flat(1/0).reverse());for(const s of e)i.unshift(t(s))}else void 0!==s&&i.push(t(s));return i}', 'static finalizeStyles(s){return[t(s)]}'],
    // No MathML, no creationScope.
    ['/lit-html/lit-html.js', 'l=2===i?"<svg>":3===i?"<math>":""', 'l=2===i?"<svg>":""'],
    ['/lit-html/lit-html.js', '(2===i?"</svg>":3===i?"</math>":"")', '(2===i?"</svg>":"")'],
    ['/lit-html/lit-html.js', 'P.currentNode=this.el.content,2===i||3===i)', 'P.currentNode=this.el.content,2===i)'],
    ['/lit-html/lit-html.js', '(t?.creationScope??l).importNode(i,!0)', 'l.importNode(i,!0)'],
    // No AsyncDirective (only Lit's async-directive module, never imported here, sets a part's
    // connection hooks _$AO, _$AP, _$AQ): the parts' connection state goes, with LitElement's calls of it.
    ['/lit-html/lit-html.js', 'this._$AV=[],this._$AN=void 0,this._$AD=t', 'this._$AV=[],this._$AD=t'],
    ['/lit-html/lit-html.js', 'get _$AU(){return this._$AM._$AU}u(t){', 'u(t){'],
    ['/lit-html/lit-html.js', 'class k{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,i,s,e){this.type=2,this._$AH=A,this._$AN=void 0,this._$AA=t', 'class k{constructor(t,i,s,e){this.type=2,this._$AH=A,this._$AA=t'],
    ['/lit-html/lit-html.js', ',this._$Cv=e?.isConnected??!0}', '}'],
    ['/lit-html/lit-html.js', '_$AR(t=this._$AA.nextSibling,s){for(this._$AP?.(!1,!0,s);t!==this._$AB;)', '_$AR(t=this._$AA.nextSibling){for(;t!==this._$AB;)'],
    ['/lit-html/lit-html.js', 'setConnected(t){void 0===this._$AM&&(this._$Cv=t,this._$AP?.(t))}', ''],
    ['/lit-html/lit-html.js', 'get _$AU(){return this._$AM._$AU}constructor(t,i,s,e,h){this.type=1,this._$AH=A,this._$AN=void 0,', 'constructor(t,i,s,e,h){this.type=1,this._$AH=A,'],
    ['/lit-html/lit-html.js', 'this.type=6,this._$AN=void 0,this._$AM=i,this.options=s}get _$AU(){return this._$AM._$AU}', 'this.type=6,this._$AM=i,this.options=s}'],
    ['/lit-html/lit-html.js', 'h?._$AO?.(!1),', ''],
    ['/lit-html/directive.js', 'get _$AU(){return this._$AM._$AU}', ''],
    ['/lit-html/directive-helpers.js', 'if(c){let t;e._$AQ?.(o),e._$AM=o,void 0!==e._$AP&&(t=o._$AU)!==n._$AU&&e._$AP(t)}', 'if(c){e._$AM=o}'],
    ['/lit-element/lit-element.js', 'this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),', ''],
    ['/lit-element/lit-element.js', 'connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}', ''],
    // Event listeners are functions (checked below in our templates), never listener objects with
    // handleEvent or options (capture, once, passive).
    ['/lit-html/lit-html.js', ',e=t===A&&s!==A||t.capture!==s.capture||t.once!==s.once||t.passive!==s.passive,', ',e=t===A&&s!==A,'],
    ['/lit-html/lit-html.js', 'handleEvent(t){"function"==typeof this._$AH?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}', 'handleEvent(t){this._$AH.call(this.options?.host??this.element,t)}'],
    // No accessor of our own under a reactive property, so Lit's is the plain one; the property
    // options Lit no longer reads (type, reflect, useDefault) out of its defaults.
    ['/@lit/reactive-element/reactive-element.js', 'static getPropertyDescriptor(t,s,i){const{get:e,set:r}=h(this.prototype,t)??{get(){return this[s]},set(t){this[s]=t}};return{get:e,set(s){const h=e?.call(this);r?.call(this,s),this.requestUpdate(t,h,i)},configurable:!0,enumerable:!0}}', 'static getPropertyDescriptor(t,s,i){return{get(){return this[s]},set(e){const h=this[s];this[s]=e,this.requestUpdate(t,h,i)},configurable:!0,enumerable:!0}}'],
    ['/@lit/reactive-element/reactive-element.js', 'b={attribute:!0,type:String,converter:u,reflect:!1,useDefault:!1,hasChanged:f}', 'b={attribute:!0,converter:u,hasChanged:f}'],
    ['/@lit/reactive-element/reactive-element.js', 'const r=h.fromAttribute(s,t.type)', 'const r=h.fromAttribute(s)'],
    // The styles are a CSSResult, never a CSSStyleSheet (which only non-adopting browsers convert).
    ['/@lit/reactive-element/css-tag.js', 'c=e?t=>t:t=>t instanceof CSSStyleSheet?(t=>{let e="";for(const s of t.cssRules)e+=s.cssText;return r(e)})(t):t', 'c=t=>t'],
    ['/@lit/reactive-element/css-tag.js', 's.adoptedStyleSheets=o.map(t=>t instanceof CSSStyleSheet?t:t.styleSheet)', 's.adoptedStyleSheets=o.map(t=>t.styleSheet)'],
    // Templates only from html`…` and svg`…` (never compiled ones), with no raw-text element
    // (script, style, textarea, title: checked below); our directives read no part's parentNode,
    // startNode, endNode or tagName (checked below).
    ['/lit-html/lit-html.js', 'e="number"==typeof s?this._$AC(t):(void 0===s.el&&(s.el=S.createElement(V(s.h,s.h[0]),this.options)),s)', 'e=this._$AC(t)'],
    ['/lit-html/lit-html.js', 'y=/^(?:script|style|textarea|title)$/i,', ''],
    ['/lit-html/lit-html.js', 'y.test(u[2])&&(n=RegExp("</"+u[2],"g")),', ''],
    ['/lit-html/lit-html.js', 'if(y.test(r.tagName)){const t=r.textContent.split(o),i=t.length-1;if(i>0){r.textContent=s?s.emptyScript:"";for(let s=0;s<i;s++)r.append(t[s],c()),P.nextNode(),d.push({type:2,index:++l});r.append(t[i],c())}}', ''],
    ['/lit-html/lit-html.js', 'get parentNode(){return this._$AM.parentNode}', ''],
    ['/lit-html/lit-html.js', 'get parentNode(){let t=this._$AA.parentNode;const i=this._$AM;return void 0!==i&&11===t?.nodeType&&(t=i.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}', ''],
    ['/lit-html/lit-html.js', 'get tagName(){return this.element.tagName}', ''],
    // No property option state, noAccessor or hasChanged, no symbol among the properties' keys.
    ['/@lit/reactive-element/reactive-element.js', 'static createProperty(t,s=b){if(s.state&&(s.attribute=!1),this._$Ei(),this.elementProperties.set(t,s),!s.noAccessor){const i=Symbol(),h=this.getPropertyDescriptor(t,i,s);void 0!==h&&e(this.prototype,t,h)}}', 'static createProperty(t,s=b){this._$Ei(),this.elementProperties.set(t,s),e(this.prototype,t,this.getPropertyDescriptor(t,Symbol(),s))}'],
    ['/@lit/reactive-element/reactive-element.js', '(i.hasChanged??f)(h,s)', 'f(h,s)'],
    ['/@lit/reactive-element/reactive-element.js', 'const t=this.properties,s=[...r(t),...o(t)];for(const i of s)this.createProperty(i,t[i])', 'const t=this.properties;for(const i of r(t))this.createProperty(i,t[i])'],
  ];
  // What our own sources must not use, since the code for it is gone.
  const unused = /\b(noAccessor|hasChanged|AsyncDirective|async-directive|mathml|removeController|addInitializer|reflect|useDefault|creationScope|finalizeStyles)\b/;
  const done = new Set();
  let bindings = 0;
  return {
    name: 'agnes: lean lit',
    transform(code, id) {
      if (/\/src\/element\/.*\.ts$/.test(id)) {
        const hit = code.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '').match(unused);
        if (hit) this.error(`${id}: uses ${hit[0]}, which leanLit in rollup.config.mjs leaves out of Lit`);
        const raw = code.match(/<(script|style|textarea|title)\b/i);
        if (raw) this.error(`${id}: a template with ${raw[0]}>, which leanLit in rollup.config.mjs leaves out of Lit`);
        const partMember = code.includes('lit/directive') && code.match(/\b(parentNode|startNode|endNode|tagName)\b/);
        if (partMember) this.error(`${id}: a directive reads ${partMember[0]}, which leanLit in rollup.config.mjs leaves out of Lit's parts`);
        // An event binding is a function: a parameter or method named (a.b.c) or an arrow function.
        const listeners = [...code.matchAll(/@[\w-]+=\$\{([^}]*)\}/g)];
        bindings += listeners.length;
        const listener = listeners.find(([, value]) => !/^\s*(\(\) => .*|[\w$.]+)\s*$/.test(value));
        if (listener) this.error(`${id}: ${listener[0]} must be a function (leanLit in rollup.config.mjs drops listener objects)`);
        return null;
      }
      let out = code;
      edits.forEach(([file, text, short], i) => {
        if (!id.endsWith(file)) return;
        if (out.split(text).length !== 2) this.error(`${file}: expected the text ${text} once (leanLit in rollup.config.mjs)`);
        out = out.replace(text, () => short);
        done.add(i);
      });
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (!error && bindings === 0) this.error('leanLit in rollup.config.mjs found no event binding in src/element: its check of them is broken');
      if (!error && done.size !== edits.length) this.error(`leanLit in rollup.config.mjs: ${edits.find((_, i) => !done.has(i))[0]} was not in the bundle`);
    },
  };
};

// The self-contained files leave out some of the solver's prunings, 860 B gzip that the 55 kB
// budget has no room for: the proof of losses by the order cards go home (`HomeBound.winOrder`,
// issue 19; it becomes `return true`, the bound as before it), and the rules for
// `foundationReturn` (`Search.returned` returns -1 and `Search.coverOnly` keeps every move: no duty to cover a card taken back;
// `Board.keepsPlace` returns false: no forced move home by it; `PhasedSearch` runs no search of the
// game without returns first). Each marked region is replaced by
// what its closing marker names after "instead:" (which each must name). Every one of them only
// prunes, so the element's searches there (worker or page, the same file) decide fewer deals of the
// games they serve, never other answers. The library build (dist/solver, the CLI, the npm element)
// keeps them all. Line breaks are kept, so the source map holds; missing markers stop the build.
const OMITTED = { 'bound.ts': 1, 'board.ts': 1, 'search.ts': 11 };
/** @type {() => import('rollup').Plugin} */
const withoutWinOrder = () => ({
  name: 'agnes: without win order',
  transform(code, id) {
    const file = Object.keys(OMITTED).find((name) => id.endsWith(`/src/solver/${name}`));
    if (!file) return null;
    const marked = /\/\/ self-contained: omit from here[^\n]*\n([\s\S]*?)\/\/ self-contained: omit to here(?:[^\n]*?instead: ([^\n]*))?/g;
    const found = code.match(marked)?.length ?? 0;
    if (found !== OMITTED[file]) this.error(`${file}: expected ${OMITTED[file]} "self-contained: omit" regions, found ${found} (rollup.config.mjs)`);
    // Every closing marker names what replaces its region (stop 34: three without it became
    // `return true;` in the middle of `Search.expand`, and the element's searches stopped there).
    const bare = [...code.matchAll(marked)].filter((m) => m[2] === undefined).length;
    if (bare) this.error(`${file}: ${bare} "self-contained: omit to here" marker(s) without "; instead: …" (rollup.config.mjs)`);
    return { code: code.replace(marked, (_, body, instead) => `${instead}${'\n'.repeat(body.split('\n').length - 1)}`), map: null };
  },
});

/** @type {(file: string, format: 'es' | 'iife') => import('rollup').RollupOptions} */
const selfContained = (file, format) => ({
  input: 'src/element/standalone.ts',
  output: {
    file,
    format,
    sourcemap: true,
    // The global `AgnesSolitaire` is shared by every copy (`extend`); its class is the one that owns
    // the tag, even when this copy came second and did not define it.
    ...(format === 'iife'
      ? {
          name: 'AgnesSolitaire',
          extend: true,
          outro: "if (typeof customElements !== 'undefined' && customElements.get('agnes-solitaire')) exports.AgnesSolitaire = customElements.get('agnes-solitaire');",
        }
      : {}),
  },
  plugins: [
    // The worker is this file itself (self-worker.ts), not ./solver-worker.js (worker-script.ts).
    { name: 'self-worker', resolveId: (source) => (source === './worker-script.js' ? fileURLToPath(new URL('./src/element/self-worker.ts', import.meta.url)) : null) },
    nodeResolve({ browser: true }),
    typescript({ tsconfig: './tsconfig.build.json', compilerOptions: { declaration: false, declarationMap: false, declarationDir: null, outDir: 'dist' } }),
    minifyTemplateLiterals(),
    shortCssNames(),
    indonesianByPosition(),
    withoutWinOrder(),
    shortLitErrors(),
    leanLit(),
    // Compress options measured against the defaults on this bundle (gzip -9): keeping statements
    // apart (`sequences: false`) makes the text more repetitive, which gzip pays back. (Hoisting
    // function declarations and not inlining single-use functions paid too, 0.5 kB with it once; after
    // issue 17's savings terser's defaults for both are 134 B smaller.) It only does less; nothing
    // changes what the code does. Three compress passes and ES2020 output (the build's target) take
    // 30 B more off; dropping unused trailing parameters (`keep_fargs: false`: nothing here reads a
    // function's `length`) 21 B; property reads whose value is unused may go (`pure_getters: true`:
    // no code here reads a property for its side effect, such as a forced layout) 33 B. Doing less
    // again pays once the code is this small: inlining only functions without arguments or
    // variables (`inline: 1`), constants left where the source writes them in comparisons
    // (`lhs_constants: false`), loops as written (`loops: false`), four passes: 96 B.
    // (`unsafe_comps`, 52 B, is out: it writes `!(n >= 1)` as `n < 1`, which lets NaN through a check.)
    terser({ module: format === 'es', ecma: 2020, format: { comments: false }, compress: { sequences: false, passes: 4, inline: 1, lhs_constants: false, loops: false, keep_fargs: false, pure_getters: true, unsafe_arrows: true }, mangle: { properties: { regex: INTERNAL_NAMES, builtins: true } } }),
  ],
});

// The embed page for <iframe src="…/embed.html#…">: dist/embed.html and dist/embed.css (copied from
// src/embed/) and its script dist/embed.js, beside the self-contained module that it loads.
/** @type {(files: string[]) => import('rollup').Plugin} */
const copyBeside = (files) => ({
  name: 'agnes: copy beside',
  generateBundle() {
    for (const file of files) this.emitFile({ type: 'asset', fileName: file.split('/').pop(), source: readFileSync(file, 'utf8') });
  },
});
/** @type {import('rollup').RollupOptions} */
const embedPage = {
  input: 'src/embed/embed.ts',
  output: { file: 'dist/embed.js', format: 'es', sourcemap: true },
  plugins: [
    typescript({ tsconfig: './tsconfig.build.json', compilerOptions: { declaration: false, declarationMap: false, declarationDir: null, outDir: 'dist' } }),
    terser({ module: true, format: { comments: false } }),
    copyBeside(['src/embed/embed.html', 'src/embed/embed.css']),
  ],
};

export default [library, selfContained('dist/agnes-solitaire.min.js', 'es'), selfContained('dist/agnes-solitaire.iife.js', 'iife'), embedPage];
