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
