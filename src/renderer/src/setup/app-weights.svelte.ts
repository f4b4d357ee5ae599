/**
 * The app's "Randomization" settings (One Night Ultimate Alien): a weight for every variant of every group
 * the app draws from (the Aliens' action, whose cards a view allows, the Oracle's questions and replies, the
 * Psychic, Rascal, Exposer, Mortician, Blob and the ripples). A variant is drawn with probability weight /
 * the sum of its group's weights; 0 turns it off. They change what the app says, never what is dealt.
 *
 * The defaults are the engine's (`DEFAULT_APP_WEIGHTS`, a data module with no rules in it: docs/rulings.md
 * §38 gives their sources). The game receives only the weights that differ from them (`appWeights`).
 */
import { DEFAULT_APP_WEIGHTS, type AppWeights } from '../../../main/engine/app/weights.ts';
import type { AppWeightsInput } from '../../../shared/session-contract.ts';

export type WeightGroup = keyof AppWeights;

/** The groups in the order the settings show them, each with the roles that make it matter. */
export const WEIGHT_GROUPS: readonly { readonly group: WeightGroup; readonly roles: readonly string[] }[] = [
  { group: 'aliens', roles: ['alien', 'synthetic-alien', 'groob', 'zerb'] },
  { group: 'viewTargets', roles: ['alien', 'synthetic-alien', 'groob', 'zerb', 'psychic'] },
  { group: 'groups', roles: ['alien', 'synthetic-alien', 'groob', 'zerb'] },
  { group: 'oracle', roles: ['oracle'] },
  { group: 'oracleRefusal', roles: ['oracle'] },
  { group: 'oracleAlienReply', roles: ['oracle'] },
  { group: 'oracleCenter', roles: ['oracle'] },
  { group: 'psychic', roles: ['psychic'] },
  { group: 'rascal', roles: ['rascal'] },
  { group: 'rascalOneTargets', roles: ['rascal'] },
  { group: 'rascalTwoTargets', roles: ['rascal'] },
  { group: 'exposer', roles: ['exposer'] },
  { group: 'mortician', roles: ['mortician'] },
  { group: 'morticianTargets', roles: ['mortician'] },
  { group: 'blob', roles: ['blob'] },
  { group: 'bodySnatcher', roles: ['body-snatcher'] },
  { group: 'bodySnatcherTargets', roles: ['body-snatcher'] },
  { group: 'empath', roles: ['empath'] },
  { group: 'ripple', roles: ['alien', 'synthetic-alien', 'groob', 'zerb'] },
];

/** A weight's range: 0 (off) to 1000; the Oracle's refusals are a percentage. */
export const WEIGHT_MAX = 1000;
export const PERCENT_MAX = 100;

export function maxOf(group: WeightGroup): number {
  return group === 'oracleRefusal' ? PERCENT_MAX : WEIGHT_MAX;
}

/** The variants of a group, in the engine's order (empty for a group that is one number). */
export function variantsOf(group: WeightGroup): readonly string[] {
  const base = DEFAULT_APP_WEIGHTS[group];
  return typeof base === 'number' ? [] : Object.keys(base);
}

type Values = { -readonly [G in WeightGroup]: number | Record<string, number> };

function defaults(): Values {
  const out = {} as Values;
  for (const { group } of WEIGHT_GROUPS) {
    const base = DEFAULT_APP_WEIGHTS[group];
    out[group] = typeof base === 'number' ? base : { ...(base as Readonly<Record<string, number>>) };
  }
  return out;
}

const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, value));

export class AppWeightsState {
  values = $state<Values>(defaults());

  /** Whether any weight differs from the default. */
  readonly changed: boolean = $derived(this.input() !== undefined);

  /** A variant's weight (`variant` null for a group that is one number). */
  get(group: WeightGroup, variant: string | null = null): number {
    const value = this.values[group];
    if (typeof value === 'number') return value;
    return variant === null ? 0 : (value[variant] ?? 0);
  }

  isDefault(group: WeightGroup, variant: string | null = null): boolean {
    const base = DEFAULT_APP_WEIGHTS[group];
    const expected = typeof base === 'number' ? base : (base as Readonly<Record<string, number>>)[variant ?? ''];
    return this.get(group, variant) === expected;
  }

  /** Sets a weight, rounded to a whole number within its range; anything not a number is ignored. */
  set(group: WeightGroup, variant: string | null, value: number): void {
    if (!Number.isFinite(value)) return;
    const clean = clamp(Math.round(value), maxOf(group));
    const current = this.values[group];
    if (typeof current === 'number') this.values[group] = clean;
    else if (variant !== null && variant in current) current[variant] = clean;
  }

  /** Every weight of every group back to the app's defaults. */
  resetAll(): void {
    this.values = defaults();
  }

  resetGroup(group: WeightGroup): void {
    const base = DEFAULT_APP_WEIGHTS[group];
    this.values[group] = typeof base === 'number' ? base : { ...(base as Readonly<Record<string, number>>) };
  }

  /** Whether a group leaves nothing to draw (every weight 0): the app then falls back to its first variant. */
  isAllOff(group: WeightGroup): boolean {
    const value = this.values[group];
    return typeof value !== 'number' && Object.values(value).every((w) => w === 0);
  }

  /** What the game receives: the weights that differ from the defaults, group by group (undefined: none). */
  input(): AppWeightsInput | undefined {
    const out: Record<string, number | Record<string, number>> = {};
    for (const { group } of WEIGHT_GROUPS) {
      const base = DEFAULT_APP_WEIGHTS[group];
      const value = this.values[group];
      if (typeof base === 'number' || typeof value === 'number') {
        if (value !== base) out[group] = value as number;
        continue;
      }
      const diff: Record<string, number> = {};
      for (const [variant, weight] of Object.entries(value))
        if ((base as Readonly<Record<string, number>>)[variant] !== weight) diff[variant] = weight;
      if (Object.keys(diff).length > 0) out[group] = diff;
    }
    return Object.keys(out).length > 0 ? (out as AppWeightsInput) : undefined;
  }

  /** Takes back kept weights (a draft, a game's): known groups and variants only, each within its range. */
  restore(kept: unknown): void {
    const next = defaults();
    if (typeof kept === 'object' && kept !== null) {
      for (const { group } of WEIGHT_GROUPS) {
        const given = (kept as Record<string, unknown>)[group];
        const target = next[group];
        if (typeof target === 'number') {
          if (typeof given === 'number' && Number.isFinite(given)) next[group] = clamp(Math.round(given), maxOf(group));
          continue;
        }
        if (typeof given !== 'object' || given === null) continue;
        for (const [variant, weight] of Object.entries(given as Record<string, unknown>))
          if (variant in target && typeof weight === 'number' && Number.isFinite(weight))
            target[variant] = clamp(Math.round(weight), maxOf(group));
      }
    }
    this.values = next;
  }
}
