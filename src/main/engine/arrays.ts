/**
 * Arrays built item by item, so the hot path sees one kind of array. V8 compiles a function for the kinds
 * of arrays it has met: `map` (and `slice` of an array literal) run by optimized code may give a holey
 * array where the same call gave a packed one before, and every function that reads it is then compiled
 * again. In the bench that happened thousands of games in, to most of the engine at once (issue 19).
 */

/** `n` copies of a value. */
export function filled<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/**
 * For each length up to `BLANK_ROWS_UP_TO`, a list of that many nulls (built by `push`: packed). A `slice`
 * of one is several times faster than a `push` for each item of a new list (which first makes room for
 * sixteen): `blank` starts the lists of a table's size that the hot path fills item by item.
 */
const BLANK_ROWS_UP_TO = 32;
const BLANK_ROWS: readonly (readonly null[])[] = Array.from({ length: BLANK_ROWS_UP_TO + 1 }, (_, n) =>
  filled(n, null),
);

/**
 * A new list of `n` items, each to be set by the caller before the list is read (null until then). For
 * items that are objects, strings, booleans or null: a list of numbers is another kind of array.
 */
export function blank<T extends object | string | boolean | null>(n: number): T[] {
  const row = n <= BLANK_ROWS_UP_TO ? BLANK_ROWS[n] : undefined;
  return (row ? row.slice() : filled(n, null)) as T[];
}

/** A copy of a list. */
export function copied<T>(items: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) out.push(items[i]!);
  return out;
}

/** `items.map(say)`, item by item. */
export function mapped<T, U>(items: readonly T[], say: (item: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) out.push(say(items[i]!));
  return out;
}
