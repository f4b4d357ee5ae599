import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { copied } from './arrays.ts';

/** A seeded random source: the seed lives in the game, so a shuffle or a bot's game can be replayed. */
export interface Rng {
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
}

export function seededRng(seed: number): Rng {
  const generator = xoroshiro128plus(seed | 0);
  return {
    int: (min, max) => {
      const value = uniformInt(generator, min, max);
      // The same number, as a small integer when it is one: pure-rand computes it in floating point, and an
      // array of seats or votes built from it would otherwise be an array of doubles, another kind of array
      // for the functions that read it (see `arrays.ts`).
      return value === (value | 0) ? value | 0 : value;
    },
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[rng.int(0, items.length - 1)]!;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  // Not `slice`: see `copied` (the deal's arrays are read by most of the engine).
  const out = copied(items);
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
