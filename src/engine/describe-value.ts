/**
 * `describeValue`: how error messages quote a value they were given, in one short form everywhere:
 * strings quoted and cut to a readable length, other values by their kind ("an array").
 */

/** Text cut to at most `max` characters, with `…` where it was cut. */
export function truncate(text: string, max = 24): string {
  return text.length > max ? text.slice(0, max) + '…' : text;
}

/** The message of something caught, whether or not it is an `Error`. */
export function errorMessage(caught: unknown): string {
  return caught instanceof Error ? caught.message : describeValue(caught);
}

/** A value as an error message shows it: `"abc"`, `"a very long…"`, `4`, `null`, `an array`, `an object`. */
export function describeValue(value: unknown, max = 24): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(truncate(value, max));
    case 'number':
    case 'boolean':
    case 'undefined':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'object':
      return value === null ? 'null' : Array.isArray(value) ? 'an array' : 'an object';
    default:
      return `a ${typeof value}`; // a function, a symbol, a bigint
  }
}
