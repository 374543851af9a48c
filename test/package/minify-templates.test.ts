import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minifyCss, minifyCssParts, minifyHtml, minifyLiterals } from '../../scripts/minify-template-literals.mjs';

describe('the template minifier of the self-contained builds', () => {
  it('squeezes CSS: comments, indentation and the spaces around { } ; : , go; needed spaces stay', () => {
    const css = `\n  /* a comment */\n  .a > .b,\n  .c {\n    border: 1px solid var(--x, red);\n    font-family: 'Segoe UI', Arial;\n  }\n`;
    assert.equal(minifyCss(css), `\n\n.a > .b,\n.c{\nborder:1px solid var(--x,red);\nfont-family:'Segoe UI',Arial;\n}\n`);
  });

  it('minifies a css template with lightningcss, each part keeping its line breaks; a `${…}` stands for a whole declaration block', () => {
    const parts = ['\n  /* themes */\n  .a {\n    color: rgba(0, 0, 0, 0.5);\n  }\n  .a.b {\n', '\n  }\n  @media (prefers-color-scheme: dark) {\n    .c { ', ' }\n  }\n'];
    assert.deepEqual(minifyCssParts(parts), ['.a{color:#00000080}.a.b{\n\n\n\n\n\n', '}@media (prefers-color-scheme:dark){.c{\n\n\n', '}}\n\n']);
    assert.deepEqual(minifyCssParts(['\n  --x: #ffffff;\n  --y: rgba(255, 255, 255, 0.5);\n']), ['--x:#fff;--y:#ffffff80\n\n\n']);
    // Not a whole block: the caller falls back to minifyCss.
    assert.equal(minifyCssParts(['.a { color: ', '; }']), null);
    assert.equal(minifyCssParts(['.a { color: red; ', ' }']), null);
  });

  it('squeezes HTML: no indentation after a line break, single spaces', () => {
    assert.equal(minifyHtml('<div>\n      <span   class="a">x</span>\n    </div>'), '<div>\n<span class="a">x</span>\n</div>');
  });

  it('changes only the text of html and css templates, never their expressions or other strings, and keeps every line', () => {
    const code = [
      'const other = `  keep   me  `;',
      'const styles = css `',
      '  .a {',
      '    color: ${LIGHT};',
      '  }`;',
      'const view = html`<p>',
      '    ${cond ? html`<b>   nested   </b>` : `  plain  ${x}  `}',
      '  </p>`;',
    ].join('\n');
    const out = minifyLiterals(code, 'x.js');
    assert.equal(out.split('\n').length, code.split('\n').length);
    assert.equal(
      out,
      [
        'const other = `  keep   me  `;',
        'const styles = css `',
        '.a{',
        'color:${LIGHT};',
        '}`;',
        'const view = html`<p>',
        '${cond ? html`<b> nested </b>` : `  plain  ${x}  `}',
        '</p>`;',
      ].join('\n'),
    );
  });
});
