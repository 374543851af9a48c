/**
 * The `css` tag of the element's style modules: the text of a template (its `${…}` are whole
 * declaration blocks of the styles' own text). Not Lit's `css`: one `unsafeCSS` for the finished
 * sheet (agnes-solitaire.styles.ts) leaves Lit's `css` (and its check of interpolated values) out of
 * the self-contained builds; the build minifies these templates as it does Lit's, by the tag's name.
 */
export const css = (strings: TemplateStringsArray, ...parts: string[]): string => strings.reduce((text, piece, i) => text + parts[i - 1] + piece);
