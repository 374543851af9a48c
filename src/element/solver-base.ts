/**
 * `AgnesSolitaire.basePath`: the folder the self-contained files look for their solver file in,
 * when the page says so (lazy-files.standalone.ts). Kept here, apart from the loaders, so that
 * the element class can offer it in every build.
 */

let basePath: string | undefined;

/** The folder set by the page, or undefined. */
export const getBasePath = (): string | undefined => basePath;

/** Sets the folder (a URL, absolute or relative to the page), or clears it with undefined, null or ''. */
export function setBasePath(value: unknown): void {
  if (value === undefined || value === null || value === '') {
    basePath = undefined;
    return;
  }
  const base = typeof document === 'undefined' ? undefined : document.baseURI;
  let ok = typeof value === 'string';
  try {
    if (ok) new URL(value as string, base);
  } catch {
    ok = false;
  }
  if (!ok) throw new TypeError(`AgnesSolitaire.basePath must be the URL of the folder that holds the solver file (absolute, or relative to the page), or undefined; not ${JSON.stringify(value) ?? String(value)}`);
  basePath = value as string;
}
