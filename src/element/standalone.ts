/**
 * The entry of the self-contained files (dist/agnes-solitaire.min.js, dist/agnes-solitaire.iife.js):
 * the package's exports, with the file as its own solver worker (self-worker.ts, which must run
 * first).
 */
import './self-worker.js';

export * from './index.js';
