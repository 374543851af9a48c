/// <reference types="node" />
/**
 * A worker thread of `agnes-solitaire winrate --workers N` and `careful --workers N`: runs the
 * batches of seeds its parent posts (solving each deal, or playing it carefully, as `workerData.kind`
 * says), sending back one row per deal and then `{ batchDone: true }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Rules, VariantName } from '../engine/index.js';
import { playCareful } from './careful.js';
import { solveDeal } from './winrate.js';

const job = workerData as {
  kind: 'winrate' | 'careful';
  variant: VariantName;
  rules: Partial<Rules>;
  maxStates?: number;
  timeMs?: number;
  samples?: number;
  phaseNodes?: number;
};

const one = job.kind === 'careful'
  ? (seed: string) => playCareful(job.variant, job.rules, seed, job.samples, job.maxStates, job.phaseNodes)
  : (seed: string) => solveDeal(job.variant, job.rules, seed, job.maxStates, job.timeMs);

parentPort!.on('message', ({ first, seeds }: { first: number; seeds: string[] }) => {
  seeds.forEach((seed, offset) => {
    parentPort!.postMessage({ index: first + offset, row: one(seed) });
  });
  parentPort!.postMessage({ batchDone: true });
});
