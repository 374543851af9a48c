/**
 * The solver's errors. Like the engine's, they extend `AgnesError`.
 */
import { AgnesError } from '../engine/index.js';

/** A sliced search stopped because its `signal` was aborted. */
export class SearchCancelledError extends AgnesError {
  constructor(message = 'the search was cancelled') {
    super(message);
  }
}

/** A budget or option the solver cannot use (a negative `maxStates`, an unknown variant for a seed search, …). */
export class SolverOptionError extends AgnesError {
  /** The option at fault, e.g. `maxStates`. */
  readonly option: string;
  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}
