import { seededRng, shuffle, type Rng } from '../engine/random.ts';
import { TABLE_MAX_PLAYERS, TABLE_MIN_PLAYERS, type Round, type TableAssignment, type Tournament } from './event.ts';

/**
 * Proposing the next round's tables: players who have met less often sit together first.
 *
 * The cost of a grouping is the sum, over every two players put at the same table, of the number of
 * times they have already sat together. Finding the cheapest grouping is hard in general (it is a
 * graph-partitioning problem), so this uses a heuristic: a greedy construction from a random order, then
 * swaps of two players at different tables while one lowers the cost, then small random kicks of that
 * local optimum; all of it restarted from several random orders, keeping the cheapest. Every random
 * choice comes from one seeded generator, so a seed always gives the same proposal.
 */

/** Random restarts, and random kicks of each local optimum: enough for 60 players in well under a second. */
const RESTARTS = 12;
const KICKS = 40;

/**
 * How many players sit at each table: the fewest tables with at most `maxTableSize` seats, sizes as even
 * as possible, larger tables first. The cap gives way before the 5-seat minimum: 9 players with at most 8
 * per table play at one table of 9, not at tables of 5 and 4.
 */
export function tableSizes(n: number, maxTableSize: number): number[] {
  if (!Number.isInteger(n) || n < TABLE_MIN_PLAYERS) throw new RangeError('a round needs at least 5 players');
  if (!Number.isInteger(maxTableSize) || maxTableSize < TABLE_MIN_PLAYERS || maxTableSize > TABLE_MAX_PLAYERS)
    throw new RangeError(`the largest table size is 5 to 10 players, not ${maxTableSize}`);
  let count = Math.ceil(n / maxTableSize);
  if (count * TABLE_MIN_PLAYERS > n) count = Math.floor(n / TABLE_MIN_PLAYERS);
  const base = Math.floor(n / count);
  const larger = n % count;
  return Array.from({ length: count }, (_, i) => base + (i < larger ? 1 : 0));
}

/** The key of a pair of players in `meetings`: the two names in code-unit order, joined by U+0000. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** How many times each pair of players has sat at the same table in the event's rounds so far. */
export function meetings(t: Tournament): Map<string, number> {
  const met = new Map<string, number>();
  for (const round of t.rounds)
    for (const table of round.tables)
      table.players.forEach((a, i) => {
        for (const b of table.players.slice(i + 1)) met.set(pairKey(a, b), (met.get(pairKey(a, b)) ?? 0) + 1);
      });
  return met;
}

/**
 * The next round: `present` (default: every registered player) grouped so that players who have met
 * less often sit together, seats shuffled, and each table's deck from `deckFor` (an empty deck when it
 * has none for that size: the organiser then chooses one). The organiser may edit the proposal.
 */
export function proposeRound(
  t: Tournament,
  present: readonly string[] = t.players,
  seed: number,
  deckFor: (players: number) => readonly string[] | null,
): Round {
  const registered = new Set(t.players);
  const seen = new Set<string>();
  for (const name of present) {
    if (!registered.has(name)) throw new Error(`${name} is not registered for the event`);
    if (seen.has(name)) throw new Error(`${name} is listed twice among the players present`);
    seen.add(name);
  }
  const sizes = tableSizes(present.length, t.maxTableSize);
  const rng = seededRng(seed);

  const n = present.length;
  const met = meetings(t);
  const weight = new Int32Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const times = met.get(pairKey(present[a]!, present[b]!)) ?? 0;
      weight[a * n + b] = times;
      weight[b * n + a] = times;
    }

  const groups = cheapestGrouping(weight, n, sizes, rng);
  const tables: TableAssignment[] = groups.map((group, i) => {
    const names = group.map((index) => present[index]!);
    return { table: i + 1, players: shuffle(rng, names), deck: [...(deckFor(names.length) ?? [])], gameId: null };
  });
  return { number: t.rounds.length + 1, tables };
}

function cheapestGrouping(weight: Int32Array, n: number, sizes: readonly number[], rng: Rng): number[][] {
  let best: { cost: number; tableOf: Int32Array } | null = null;
  for (let restart = 0; restart < RESTARTS; restart++) {
    const search = new LocalSearch(weight, n, sizes.length, greedy(weight, n, sizes, rng));
    search.descend();
    let bestHere = { cost: search.cost, tableOf: search.tableOf.slice() };
    // Iterated local search: a few random swaps, descend again, keep the result only when it is cheaper.
    for (let kick = 0; kick < KICKS && bestHere.cost > 0; kick++) {
      search.kick(rng, 2 + rng.int(0, 2));
      search.descend();
      if (search.cost < bestHere.cost) bestHere = { cost: search.cost, tableOf: search.tableOf.slice() };
      else search.reset(bestHere.tableOf);
    }
    if (best === null || bestHere.cost < best.cost) best = bestHere;
    if (best.cost === 0) break;
  }
  const groups: number[][] = sizes.map(() => []);
  best!.tableOf.forEach((table, player) => groups[table]!.push(player));
  return groups;
}

/** Tables filled one at a time, each time with the player who has met that table's players least. */
function greedy(weight: Int32Array, n: number, sizes: readonly number[], rng: Rng): Int32Array {
  const everyone = Array.from({ length: n }, (_, i) => i);
  const order = shuffle(rng, everyone);
  const tableOf = new Int32Array(n).fill(-1);
  const costTo = new Int32Array(n);
  sizes.forEach((size, table) => {
    costTo.fill(0);
    for (let seated = 0; seated < size; seated++) {
      // Ties go to the earliest in the random order, so each restart builds a different grouping.
      let chosen = -1;
      for (const player of order)
        if (tableOf[player] === -1 && (chosen === -1 || costTo[player]! < costTo[chosen]!)) chosen = player;
      tableOf[chosen] = table;
      for (let other = 0; other < n; other++) costTo[other]! += weight[chosen * n + other]!;
    }
  });
  return tableOf;
}

/**
 * Swaps of two players at different tables (swaps keep every table's size). `toTable[p * tables + t]` is
 * what player p's meetings with table t's players add up to, so a swap's change in cost is read in O(1).
 */
class LocalSearch {
  private readonly weight: Int32Array;
  private readonly n: number;
  private readonly tables: number;
  readonly tableOf: Int32Array;
  private readonly toTable: Int32Array;
  cost = 0;

  constructor(weight: Int32Array, n: number, tables: number, tableOf: Int32Array) {
    this.weight = weight;
    this.n = n;
    this.tables = tables;
    this.tableOf = tableOf;
    this.toTable = new Int32Array(n * tables);
    this.reset(tableOf);
  }

  reset(tableOf: Int32Array): void {
    const { n, tables, weight } = this;
    this.tableOf.set(tableOf);
    this.toTable.fill(0);
    let twice = 0;
    for (let p = 0; p < n; p++)
      for (let q = 0; q < n; q++) {
        const w = weight[p * n + q]!;
        this.toTable[p * tables + this.tableOf[q]!]! += w;
        if (this.tableOf[p] === this.tableOf[q]) twice += w;
      }
    this.cost = twice / 2;
  }

  private delta(a: number, b: number): number {
    const { n, tables, weight, tableOf, toTable } = this;
    const ta = tableOf[a]!;
    const tb = tableOf[b]!;
    const ab = weight[a * n + b]!;
    return (
      toTable[a * tables + tb]! -
      ab -
      toTable[a * tables + ta]! +
      toTable[b * tables + ta]! -
      ab -
      toTable[b * tables + tb]!
    );
  }

  private swap(a: number, b: number): void {
    const { n, tables, weight, tableOf, toTable } = this;
    const ta = tableOf[a]!;
    const tb = tableOf[b]!;
    this.cost += this.delta(a, b);
    for (let p = 0; p < n; p++) {
      const change = weight[p * n + b]! - weight[p * n + a]!;
      toTable[p * tables + ta]! += change;
      toTable[p * tables + tb]! -= change;
    }
    tableOf[a] = tb;
    tableOf[b] = ta;
  }

  /** First-improvement descent: swap while some swap lowers the cost. */
  descend(): void {
    for (let improved = true; improved;) {
      improved = false;
      for (let a = 0; a < this.n; a++)
        for (let b = a + 1; b < this.n; b++)
          if (this.tableOf[a] !== this.tableOf[b] && this.delta(a, b) < 0) {
            this.swap(a, b);
            improved = true;
          }
    }
  }

  kick(rng: Rng, swaps: number): void {
    if (this.tables < 2) return;
    for (let i = 0; i < swaps; i++) {
      const a = rng.int(0, this.n - 1);
      const b = rng.int(0, this.n - 1);
      if (this.tableOf[a] !== this.tableOf[b]) this.swap(a, b);
    }
  }
}
