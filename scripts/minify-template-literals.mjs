// A Rollup plugin for the self-contained builds: minifies the text of Lit's html`…` and css`…`
// templates (a fifth of the bundle). It finds the templates with TypeScript's parser, so `${…}`
// expressions (nested templates too) are never touched, and only changes text between them; every
// template part keeps its number of line breaks (css moves them to the part's end), so the source
// map still holds (the transform returns `map: null`, which keeps the previous one).
// - css: minified by lightningcss (the minifier Vite uses): comments and whitespace go, colours and
//   numbers get their shortest form, rules with the same selector merge. A `${…}` stands for a whole
//   declaration block (`.a { ${LIGHT} }`); a template where it stands anywhere else, or where the
//   minifier would move it, gets the plain squeeze of `minifyCss` instead.
// - html: the indentation after each line break goes, and runs of spaces become one (HTML collapses
//   whitespace the same way; no template here uses <pre> or `white-space: pre`).
import { transform, transformStyleAttribute } from 'lightningcss';
import ts from 'typescript';

/** The CSS text of one template part, minified line by line. */
export function minifyCss(text) {
  const uncommented = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''));
  return uncommented
    .split('\n')
    .map((line) =>
      line
        .trim()
        .replace(/[ \t]+/g, ' ')
        .replace(/ ?([{};,]) ?/g, '$1')
        .replace(/: /g, ':'),
    )
    .join('\n');
}

const lineBreaks = (text) => '\n'.repeat(text.split('\n').length - 1);

/**
 * The text of a css template's parts (the text around each `${…}`), minified by lightningcss, each
 * part followed by as many line breaks as it had. A template without `${…}` may be a declaration
 * list (`--x: 1; color: red`). Null when a `${…}` is not a whole declaration block.
 */
export function minifyCssParts(parts) {
  const placeholder = (i) => `--agnes-template-part-${i}:0`;
  const joined = parts.map((text, i) => (i === 0 ? text : `${placeholder(i - 1)}${text}`)).join('');
  const code = Buffer.from(joined.replace(/\/\*[\s\S]*?\*\//g, ''));
  let out;
  if (parts.length === 1 && !joined.includes('{')) {
    out = transformStyleAttribute({ code, minify: true }).code.toString();
    return [out + lineBreaks(parts[0])];
  }
  try {
    out = transform({ filename: 'template.css', code, minify: true }).code.toString();
  } catch (error) {
    if (parts.length === 1) throw error;
    return null; // a `${…}` where CSS syntax cannot have a declaration
  }
  const pieces = [];
  for (let i = 0; i < parts.length - 1; i++) {
    const mark = `{${placeholder(i)}}`;
    const at = out.indexOf(mark);
    if (at < 0 || out.indexOf(mark, at + 1) >= 0) return null;
    pieces.push(out.slice(0, at + 1));
    out = out.slice(at + mark.length - 1);
  }
  pieces.push(out);
  return pieces.map((piece, i) => piece + lineBreaks(parts[i]));
}

/** The HTML text of one template part: no indentation after line breaks, single spaces. */
export function minifyHtml(text) {
  return text.replace(/\n[ \t]+/g, '\n').replace(/[ \t]{2,}/g, ' ');
}

/** The code with the text of every html`…` and css`…` template minified. */
export function minifyLiterals(code, fileName = 'file.js') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && (node.tag.text === 'css' || node.tag.text === 'html')) {
      const minify = node.tag.text === 'css' ? minifyCss : minifyHtml;
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [[template, 1]]
        : [[template.head, 2], ...template.templateSpans.map((span) => [span.literal, ts.isTemplateTail(span.literal) ? 1 : 2])];
      const ranges = parts.map(([part, closing]) => [part.getStart(source) + 1, part.end - closing]);
      const texts = ranges.map(([start, end]) => code.slice(start, end));
      const minified = (node.tag.text === 'css' && minifyCssParts(texts)) || texts.map(minify);
      ranges.forEach(([start, end], i) => edits.push([start, end, minified[i]]));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  edits.sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

export function minifyTemplateLiterals() {
  return {
    name: 'minify-template-literals',
    transform(code, id) {
      if (!/\/src\/element\/.*\.ts$/.test(id) || !/\b(css|html)\s*`/.test(code)) return null;
      return { code: minifyLiterals(code, id), map: null };
    },
  };
}
