/// <reference types="node" />
/**
 * A worker thread of `agnes-solitaire winrate --workers N` and `careful --workers N`: runs the
 * batches of seeds its parent posts (solving each deal, playing it carefully, or grading it, as
 * `workerData.kind` says), sending back one row per deal and then `{ batchDone: true }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Rules, VariantName } from '../engine/index.js';
import { playCareful } from './careful.js';
import { gradeRow } from './difficulty.js';
import { solveDeal } from './winrate.js';

const job = workerData as {
  kind: 'winrate' | 'careful' | 'difficulty';
  variant: VariantName;
  rules: Partial<Rules>;
  maxStates?: number;
  timeMs?: number;
  samples?: number;
  phaseNodes?: number;
  sampleSeed?: number;
  known?: Record<string, 'win' | 'loss'>;
};

const ONE = {
  careful: (seed: string) => playCareful(job.variant, job.rules, seed, job.samples, job.maxStates, job.phaseNodes, job.sampleSeed),
  difficulty: (seed: string) => gradeRow(job.variant, job.rules, seed, job.known),
  winrate: (seed: string) => solveDeal(job.variant, job.rules, seed, job.maxStates, job.timeMs),
};
const one = ONE[job.kind];

parentPort!.on('message', ({ first, seeds }: { first: number; seeds: string[] }) => {
  seeds.forEach((seed, offset) => {
    parentPort!.postMessage({ index: first + offset, row: one(seed) });
  });
  parentPort!.postMessage({ batchDone: true });
});
