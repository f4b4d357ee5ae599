import { seededRng, type Rng } from '../random.ts';
import type { AppWeights } from './weights.ts';
import { GROUPS, VIEW_TARGET_KINDS, type Group, type RippleGroup, type ViewTarget } from './vocabulary.ts';
import type { Role } from '../vocabulary.ts';
import type { RoleFacts } from '../model.ts';

/**
 * How the app draws: one random stream per draw (the game's seed and the draw's name, so one draw never
 * shifts another), weighted choices among variants, and the phrases that name players. The role folders'
 * draws (`app.draw`) and the app's own (the ripple) are written with these.
 */

/** What a deck holds, as the app knows it: which roles were switched on, and how many players there are. */
export interface AppTable {
  readonly deck: readonly Role[];
  readonly players: number;
  /** The registry's facts about roles (each card's team, the kinds). */
  readonly roles: RoleFacts;
}

/** A stream of its own for each draw: the game's seed and the draw's name. */
export function streamOf(seed: number, name: string): Rng {
  // FNV-1a over the name, mixed with the seed.
  let hash = 0x811c9dc5 ^ (seed | 0);
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return seededRng(hash | 0);
}

/**
 * The weights of a table (`weights.aliens`, `weights.ripple`) for a list of options, each at least 0: read
 * once per list and table, not option by option at every draw. The reads of every table by every list of
 * options from one call site were megamorphic, about 10 ns an option, and a game draws a dozen times among
 * up to twenty options. Kept by the list (the draws' own constants) with the table last read for it
 * (games are given the same weights, the defaults or a table's own, game after game); nobody changes
 * either: weights are read-only data a game is given.
 */
const weightsRead = new WeakMap<readonly string[], { table: object; weights: readonly number[] }>();

function weightsFor(options: readonly string[], table: Readonly<Record<string, number>>): readonly number[] {
  const known = weightsRead.get(options);
  if (known && known.table === table) return known.weights;
  const weights: number[] = [];
  for (let i = 0; i < options.length; i++) weights.push(Math.max(0, table[options[i]!]!));
  weightsRead.set(options, { table, weights });
  return weights;
}

/**
 * A weighted draw among `options` (a weight of 0 or less never comes out); null when none can. Each
 * option's weight is its table's (`weights.aliens`, `weights.ripple`), read once per list of options and
 * table (`weightsFor`).
 */
export function weightedBy<T extends string>(
  rng: Rng,
  options: readonly T[],
  table: Readonly<Record<T, number>>,
): T | null {
  const weights = weightsFor(options, table);
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i]!;
  if (total <= 0) return null;
  // Weights may be fractional: draw on a fine integer scale.
  const scale = 1_000_000;
  let at = (rng.int(0, scale - 1) / scale) * total;
  for (let i = 0; i < options.length; i++) {
    const w = weights[i]!;
    if (at < w) return options[i]!;
    at -= w;
  }
  for (let i = options.length - 1; i >= 0; i--) if (weights[i]! > 0) return options[i]!;
  return null;
}

/** 1, 2, … k (a loop: `Array.from` with a length is slow on the hot path). */
export function numbersTo(k: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= k; i++) out.push(i);
  return out;
}

/** 1 to 3 distinct player numbers, ascending. */
export function someNumbers(rng: Rng, players: number): number[] {
  const count = Math.min(players, rng.int(1, 3));
  const pool = numbersTo(players);
  const chosen: number[] = [];
  for (let i = 0; i < count; i++) {
    // The number at a drawn index of those left, taken out of the pool (a `splice` without its array).
    const at = rng.int(0, pool.length - 1);
    const number = pool[at]!;
    for (let j = at; j < pool.length - 1; j++) pool[j] = pool[j + 1]!;
    pool.length--;
    // Kept ascending as it is written (at most three numbers).
    let k = chosen.length;
    chosen.push(number);
    while (k > 0 && chosen[k - 1]! > number) {
      chosen[k] = chosen[k - 1]!;
      k--;
    }
    chosen[k] = number;
  }
  return chosen;
}

export function viewTarget(rng: Rng, weights: AppWeights, players: number): ViewTarget {
  const kind = weightedBy(rng, VIEW_TARGET_KINDS, weights.viewTargets) ?? 'any';
  return kind === 'numbers' ? someNumbers(rng, players) : kind;
}

export function group(rng: Rng, weights: AppWeights): Group {
  return weightedBy(rng, GROUPS, weights.groups) ?? 'everyone';
}

/** The groups a ripple may name: a group, or player numbers. */
const RIPPLE_GROUPS = [...GROUPS, 'numbers'] as const;

export function rippleGroup(rng: Rng, weights: AppWeights, players: number): RippleGroup {
  const kind = weightedBy(rng, RIPPLE_GROUPS, weights.groups) ?? 'everyone';
  return kind === 'numbers' ? someNumbers(rng, players) : kind;
}
