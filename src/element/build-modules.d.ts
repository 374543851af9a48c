/** Modules the self-contained builds provide (rollup.config.mjs). */
declare module 'agnes:lazy-files' {
  /** The solver file's name (agnes-solitaire-solver-<hash>.js), beside the main file. */
  export const SOLVER_FILE: string;
  /** The strings files' names (agnes-solitaire-id-<hash>.js), beside the main file, by language. */
  export const LANGUAGE_FILES: { readonly id: string };
  /** The name of the file of what a finished game needs (agnes-solitaire-results-<hash>.js), beside the main file. */
  export const RESULTS_FILE: string;
}
