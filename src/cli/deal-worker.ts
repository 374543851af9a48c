/// <reference types="node" />
/**
 * A worker thread of `agnes-solitaire winrate --workers N`: solves the batches of seeds its parent
 * posts, sending back one row per deal and then `{ batchDone: true }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Rules, VariantName } from '../engine/index.js';
import { solveDeal } from './winrate.js';

const { variant, rules, maxStates, timeMs } = workerData as {
  variant: VariantName;
  rules: Partial<Rules>;
  maxStates?: number;
  timeMs?: number;
};

parentPort!.on('message', ({ first, seeds }: { first: number; seeds: string[] }) => {
  seeds.forEach((seed, offset) => {
    parentPort!.postMessage({ index: first + offset, row: solveDeal(variant, rules, seed, maxStates, timeMs) });
  });
  parentPort!.postMessage({ batchDone: true });
});
