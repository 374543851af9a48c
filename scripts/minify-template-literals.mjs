// A Rollup plugin for the self-contained builds: squeezes the whitespace out of Lit's html`…` and
// css`…` templates (a fifth of the bundle is their indentation and comments). It finds the
// templates with TypeScript's parser, so `${…}` expressions (nested templates too) are never
// touched, and only changes text between them; every line break stays where it was, so the source
// map still holds (the transform returns `map: null`, which keeps the previous one).
// - css: comments, indentation and the spaces around `{ } ; : ,` go; one space stays where CSS needs it.
// - html: the indentation after each line break goes, and runs of spaces become one (HTML collapses
//   whitespace the same way; no template here uses <pre> or `white-space: pre`).
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
      for (const [part, closing] of parts) {
        const start = part.getStart(source) + 1;
        const end = part.end - closing;
        edits.push([start, end, minify(code.slice(start, end))]);
      }
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
