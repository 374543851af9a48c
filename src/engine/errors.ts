/**
 * The engine's typed errors. Each says what was wrong and, where there is a closed set, what is
 * allowed; none is thrown after a change has been half-applied (the engine never mutates a state).
 */
/** Base class of every error the engine throws on bad input. */
export class AgnesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** An unknown variant, an unknown rule field, a bad rule value or an invalid combination of rules. */
export class RulesError extends AgnesError {
  /** The rule field (or `variant`) at fault. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** A seed that is neither a string nor a non-negative integer. */
export class SeedError extends AgnesError {}

/** A move that is malformed or not legal in the position it was played in. */
export class IllegalMoveError extends AgnesError {
  /** The move as it was given (possibly malformed). */
  readonly move: unknown;
  constructor(message: string, move: unknown) {
    super(message);
    this.move = move;
  }
}

/** Move notation that cannot be read (see `parseMove`). */
export class MoveSyntaxError extends AgnesError {}

/** A snapshot that is malformed or describes an impossible position; the message names the first problem. */
export class SnapshotError extends AgnesError {
  /** Where in the snapshot the problem is, e.g. `tableau[3][2]` or `rules.build`. */
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.path = path;
  }
}
