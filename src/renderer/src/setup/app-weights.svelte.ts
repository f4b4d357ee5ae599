/**
 * The app's "Randomization" settings (One Night Ultimate Alien): a weight for every variant of every group
 * the app draws from (the Aliens' action, whose cards a view allows, the Oracle's questions and replies, the
 * Psychic, Rascal, Exposer, Mortician, Blob and the ripples). A variant is drawn with probability weight /
 * the sum of its group's weights; 0 turns it off. They change what the app says, never what is dealt.
 *
 * The groups, their variants, defaults and ranges, and the roles that make each matter, are the catalogue's
 * (`appWeights`: the engine's `DEFAULT_APP_WEIGHTS`, docs/rulings.md §38 gives their sources). The game
 * receives only the weights that differ from them (`appWeights`).
 */
import type { AppWeights } from '../../../shared/app-weights.ts';
import type { CatalogueWeightGroup } from '../../../shared/catalogue.ts';
import type { AppWeightsInput } from '../../../shared/session-contract.ts';

export type WeightGroup = keyof AppWeights;

type Values = { -readonly [G in WeightGroup]: number | Record<string, number> };

function defaultOf(g: CatalogueWeightGroup): number | Record<string, number> {
  return g.default ?? Object.fromEntries(g.variants.map((v) => [v.id, v.default]));
}

function defaults(groups: readonly CatalogueWeightGroup[]): Values {
  const out = {} as Values;
  for (const g of groups) out[g.group] = defaultOf(g);
  return out;
}

const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, value));

export class AppWeightsState {
  values: Values = $state({} as Values);
  /** The groups in the order the settings show them (the catalogue's). */
  constructor(readonly groups: readonly CatalogueWeightGroup[]) {
    this.values = defaults(groups);
  }

  private group(group: WeightGroup): CatalogueWeightGroup | undefined {
    return this.groups.find((g) => g.group === group);
  }

  /** A group's variants, in the engine's order (empty for a group that is one number). */
  variantsOf(group: WeightGroup): readonly string[] {
    return this.group(group)?.variants.map((v) => v.id) ?? [];
  }

  /** The most a weight of the group may be (1000; the Oracle's refusals are a percentage). */
  maxOf(group: WeightGroup): number {
    return this.group(group)?.max ?? 0;
  }

  private base(group: WeightGroup): number | Readonly<Record<string, number>> {
    return defaultOf(this.group(group)!);
  }

  /** Whether any weight differs from the default. */
  readonly changed: boolean = $derived(this.input() !== undefined);

  /** A variant's weight (`variant` null for a group that is one number). */
  get(group: WeightGroup, variant: string | null = null): number {
    const value = this.values[group];
    if (typeof value === 'number') return value;
    return variant === null ? 0 : (value[variant] ?? 0);
  }

  isDefault(group: WeightGroup, variant: string | null = null): boolean {
    const base = this.base(group);
    const expected = typeof base === 'number' ? base : base[variant ?? ''];
    return this.get(group, variant) === expected;
  }

  /** Sets a weight, rounded to a whole number within its range; anything not a number is ignored. */
  set(group: WeightGroup, variant: string | null, value: number): void {
    if (!Number.isFinite(value)) return;
    const clean = clamp(Math.round(value), this.maxOf(group));
    const current = this.values[group];
    if (typeof current === 'number') this.values[group] = clean;
    else if (variant !== null && variant in current) current[variant] = clean;
  }

  /** Every weight of every group back to the app's defaults. */
  resetAll(): void {
    this.values = defaults(this.groups);
  }

  resetGroup(group: WeightGroup): void {
    this.values[group] = defaultOf(this.group(group)!);
  }

  /** Whether a group leaves nothing to draw (every weight 0): the app then falls back to its first variant. */
  isAllOff(group: WeightGroup): boolean {
    const value = this.values[group];
    return typeof value !== 'number' && Object.values(value).every((w) => w === 0);
  }

  /** What the game receives: the weights that differ from the defaults, group by group (undefined: none). */
  input(): AppWeightsInput | undefined {
    const out: Record<string, number | Record<string, number>> = {};
    for (const { group } of this.groups) {
      const base = this.base(group);
      const value = this.values[group];
      if (typeof base === 'number' || typeof value === 'number') {
        if (value !== base) out[group] = value as number;
        continue;
      }
      const diff: Record<string, number> = {};
      for (const [variant, weight] of Object.entries(value)) if (base[variant] !== weight) diff[variant] = weight;
      if (Object.keys(diff).length > 0) out[group] = diff;
    }
    return Object.keys(out).length > 0 ? (out as AppWeightsInput) : undefined;
  }

  /** Takes back kept weights (a draft, a game's): known groups and variants only, each within its range. */
  restore(kept: unknown): void {
    const next = defaults(this.groups);
    if (typeof kept === 'object' && kept !== null) {
      for (const { group } of this.groups) {
        const given = (kept as Record<string, unknown>)[group];
        const target = next[group];
        if (typeof target === 'number') {
          if (typeof given === 'number' && Number.isFinite(given))
            next[group] = clamp(Math.round(given), this.maxOf(group));
          continue;
        }
        if (typeof given !== 'object' || given === null) continue;
        for (const [variant, weight] of Object.entries(given as Record<string, unknown>))
          if (variant in target && typeof weight === 'number' && Number.isFinite(weight))
            target[variant] = clamp(Math.round(weight), this.maxOf(group));
      }
    }
    this.values = next;
  }
}
