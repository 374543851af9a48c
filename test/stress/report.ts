/**
 * Figures from the browser fuzzers to `npm run stress`: when the stress config runs the tests, it
 * marks the page (`window.__AGNES_STRESS__`) and listens for the `agnes-stress-figure` command; in
 * `npm test` nothing is sent.
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface Figure {
  /** The figure number (1–6) and a short title. */
  id: number;
  title: string;
  /** Lines to print, already worded. */
  lines: string[];
}

export async function reportFigure(figure: Figure): Promise<void> {
  if (!(window as { __AGNES_STRESS__?: unknown }).__AGNES_STRESS__) return;
  await executeServerCommand('agnes-stress-figure', figure);
}
