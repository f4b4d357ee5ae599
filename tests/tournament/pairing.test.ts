/** Proposing the next round: table sizes, meetings so far, and groupings that keep repeats low. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng, shuffle } from '../../src/main/engine/random.ts';
import {
  createTournament,
  meetings,
  pairKey,
  parseTournament,
  presetDeckFor,
  proposeRound,
  tableSizes,
  type Round,
  type Tournament,
} from '../../src/main/tournament/index.ts';

const playerNames = (n: number): string[] => Array.from({ length: n }, (_, i) => `P${String(i + 1).padStart(2, '0')}`);

function event(players: readonly string[], maxTableSize = 8, rounds: Round[] = []): Tournament {
  const created = createTournament({ name: 'Cup', startDate: '2026-04-04', players, maxTableSize }, 'e1');
  if (!created.ok) throw new Error(created.problems.join('\n'));
  return { ...created.value, rounds };
}

const noDeck = (): null => null;

/** The event with one more round, checked by the event's own rules as the console would save it. */
function withRound(t: Tournament, round: Round): Tournament {
  const next = parseTournament({ ...t, rounds: [...t.rounds, round] });
  if (!next.ok) throw new Error(next.problems.join('\n'));
  return next.value;
}

/** The sum over same-table pairs of how often they had met before: what `proposeRound` minimises. */
function roundCost(before: Tournament, round: Round): number {
  const met = meetings(before);
  let cost = 0;
  for (const table of round.tables)
    table.players.forEach((a, i) => {
      for (const b of table.players.slice(i + 1)) cost += met.get(pairKey(a, b)) ?? 0;
    });
  return cost;
}

/** Repeat meetings: every time a pair sits together after their first game together. */
function repeats(met: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const times of met.values()) total += Math.max(0, times - 1);
  return total;
}

/** A round grouped by a plain seeded shuffle, in the same table sizes: the baseline to beat. */
function randomRound(t: Tournament, present: readonly string[], seed: number): Round {
  const order = shuffle(seededRng(seed), present);
  let next = 0;
  const tables = tableSizes(present.length, t.maxTableSize).map((size, i) => {
    const players = order.slice(next, next + size);
    next += size;
    return { table: i + 1, players, deck: [], gameId: null };
  });
  return { number: t.rounds.length + 1, tables };
}

/** Plays `rounds` rounds with `propose` and returns the event and each round's cost. */
function simulate(
  players: readonly string[],
  maxTableSize: number,
  rounds: number,
  propose: (t: Tournament, round: number) => Round,
): { event: Tournament; costs: number[] } {
  let t = event(players, maxTableSize);
  const costs: number[] = [];
  for (let r = 1; r <= rounds; r++) {
    const round = propose(t, r);
    costs.push(roundCost(t, round));
    t = withRound(t, round);
  }
  return { event: t, costs };
}

/** Every present player seated exactly once, nobody else, and every table within 5–10 seats. */
function expectWellSeated(round: Round, present: readonly string[], maxTableSize: number): void {
  const seated = round.tables.flatMap((table) => table.players);
  expect([...seated].sort()).toEqual([...present].sort());
  expect(new Set(seated).size).toBe(seated.length);
  for (const table of round.tables) {
    expect(table.players.length).toBeGreaterThanOrEqual(5);
    expect(table.players.length).toBeLessThanOrEqual(10);
  }
  expect(round.tables.map((table) => table.players.length)).toEqual(tableSizes(present.length, maxTableSize));
  expect(round.tables.map((table) => table.table)).toEqual(round.tables.map((_, i) => i + 1));
}

describe('tableSizes: the fewest tables, sizes as even as possible, 5 to 10 seats', () => {
  it.each([
    { n: 5, max: 8, sizes: [5] },
    { n: 8, max: 8, sizes: [8] },
    { n: 10, max: 8, sizes: [5, 5] },
    { n: 11, max: 8, sizes: [6, 5] },
    { n: 15, max: 8, sizes: [8, 7] },
    { n: 16, max: 8, sizes: [8, 8] },
    { n: 17, max: 8, sizes: [6, 6, 5] },
    { n: 21, max: 8, sizes: [7, 7, 7] },
    { n: 23, max: 8, sizes: [8, 8, 7] },
    { n: 40, max: 8, sizes: [8, 8, 8, 8, 8] },
    { n: 40, max: 5, sizes: [5, 5, 5, 5, 5, 5, 5, 5] },
    { n: 41, max: 10, sizes: [9, 8, 8, 8, 8] },
    { n: 12, max: 10, sizes: [6, 6] },
    // The cap gives way before the 5-seat minimum: two tables would seat fewer than 5.
    { n: 9, max: 8, sizes: [9] },
    { n: 6, max: 5, sizes: [6] },
    { n: 14, max: 6, sizes: [7, 7] },
    { n: 11, max: 5, sizes: [6, 5] },
  ])('$n players, at most $max per table: $sizes', ({ n, max, sizes }) => {
    expect(tableSizes(n, max)).toEqual(sizes);
  });

  it('a round needs at least 5 players', () => {
    expect(() => tableSizes(4, 8)).toThrow('a round needs at least 5 players');
    expect(() => tableSizes(0, 8)).toThrow('a round needs at least 5 players');
  });

  it('the largest table size is 5 to 10', () => {
    expect(() => tableSizes(20, 4)).toThrow('the largest table size is 5 to 10 players, not 4');
    expect(() => tableSizes(20, 11)).toThrow('the largest table size is 5 to 10 players, not 11');
  });

  it('property: sizes add up, differ by at most one, stay within 5–10 and within the cap whenever they can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 300 }), fc.integer({ min: 5, max: 10 }), (n, max) => {
        const sizes = tableSizes(n, max);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(5);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
        const fewest = Math.ceil(n / max);
        if (fewest * 5 <= n) {
          // Some grouping fits within the cap: this one does, with the fewest tables.
          expect(sizes.length).toBe(fewest);
          expect(Math.max(...sizes)).toBeLessThanOrEqual(max);
        } else expect(sizes.length).toBe(Math.floor(n / 5));
      }),
    );
  });
});

describe('meetings', () => {
  it('counts, per pair, the earlier rounds where they shared a table', () => {
    const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];
    const table = (n: number, seated: string[]) => ({ table: n, players: seated, deck: [], gameId: null });
    const t = event(players, 5, [
      {
        number: 1,
        tables: [table(1, ['Ann', 'Ben', 'Cat', 'Dan', 'Eve']), table(2, ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'])],
      },
      {
        number: 2,
        tables: [table(1, ['Ben', 'Ann', 'Fay', 'Gus', 'Hal']), table(2, ['Cat', 'Dan', 'Eve', 'Ida', 'Jon'])],
      },
    ]);
    const met = meetings(t);
    expect(met.get(pairKey('Ann', 'Ben'))).toBe(2);
    expect(met.get(pairKey('Ben', 'Ann'))).toBe(2);
    expect(met.get(pairKey('Ann', 'Cat'))).toBe(1);
    expect(met.get(pairKey('Ann', 'Fay'))).toBe(1);
    expect(met.get(pairKey('Ann', 'Ida'))).toBeUndefined();
    // 10 + 10 pairs a round; Ann–Ben, Cat–Dan, Cat–Eve, Dan–Eve, Fay–Gus, Fay–Hal, Gus–Hal, Ida–Jon met twice.
    expect([...met.values()].reduce((x, y) => x + y, 0)).toBe(40);
    expect(repeats(met)).toBe(8);
  });

  it('keys a pair by its two names in order, joined by U+0000', () => {
    expect(pairKey('Ben', 'Ann')).toBe('Ann\u0000Ben');
    expect(pairKey('Ann', 'Ben')).toBe('Ann\u0000Ben');
  });

  it('an event with no rounds: nobody has met', () => {
    expect(meetings(event(playerNames(12))).size).toBe(0);
  });
});

describe('proposeRound', () => {
  it('numbers the round after the last one and seats everybody registered by default', () => {
    const players = playerNames(23);
    const t = event(players);
    const round = proposeRound(t, undefined, 7, noDeck);
    expect(round.number).toBe(1);
    expectWellSeated(round, players, 8);
    expect(proposeRound(withRound(t, round), undefined, 8, noDeck).number).toBe(2);
  });

  it('seats only the players present', () => {
    const players = playerNames(20);
    const present = players.filter((_, i) => i % 3 !== 0);
    const round = proposeRound(event(players), present, 1, noDeck);
    expectWellSeated(round, present, 8);
  });

  it('is deterministic for a seed', () => {
    const players = playerNames(40);
    const t = withRound(event(players), proposeRound(event(players), undefined, 1, noDeck));
    expect(proposeRound(t, undefined, 99, noDeck)).toEqual(proposeRound(t, undefined, 99, noDeck));
    expect(proposeRound(t, undefined, 99, noDeck)).not.toEqual(proposeRound(t, undefined, 100, noDeck));
  });

  it('shuffles the seat order with the seed', () => {
    const players = playerNames(10);
    const orders = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        proposeRound(event(players, 10), undefined, seed, noDeck).tables[0]!.players.join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    expect(orders.has(players.join())).toBe(false);
  });

  it('deals each table the deck `deckFor` gives for its size, or an empty deck when there is none', () => {
    const players = playerNames(15);
    const asked: number[] = [];
    const round = proposeRound(event(players), undefined, 3, (n) => {
      asked.push(n);
      return n === 8 ? Array.from({ length: 11 }, () => 'villager') : null;
    });
    expect(asked).toEqual([8, 7]);
    expect(round.tables.map((table) => table.deck.length)).toEqual([11, 0]);
    expect(round.tables.every((table) => table.gameId === null)).toBe(true);
  });

  it('takes the decks from the event preset, the same scenario at every size', () => {
    const players = playerNames(15);
    const round = proposeRound(event(players), undefined, 3, presetDeckFor('marquons-les-6'));
    expect(round.tables.map((table) => table.deck.length)).toEqual([11, 10]);
    expect(() => withRound(event(players), round)).not.toThrow();
  });

  it('refuses players who are not registered, listed twice, or fewer than 5', () => {
    const t = event(playerNames(12));
    expect(() => proposeRound(t, [...playerNames(11), 'Zed'], 1, noDeck)).toThrow('Zed is not registered');
    expect(() => proposeRound(t, [...playerNames(11), 'P01'], 1, noDeck)).toThrow('P01 is listed twice');
    expect(() => proposeRound(t, playerNames(4), 1, noDeck)).toThrow('a round needs at least 5 players');
  });

  it('players who have met less sit together first: 10 players who split 5/5 swap halves', () => {
    const players = playerNames(10);
    const first: Round = {
      number: 1,
      tables: [
        { table: 1, players: players.slice(0, 5), deck: [], gameId: null },
        { table: 2, players: players.slice(5), deck: [], gameId: null },
      ],
    };
    const t = event(players, 5, [first]);
    // Two tables of 5 from two tables of 5: at best each new table holds 3 + 2, i.e. 3 + 1 = 4 old pairs.
    for (const seed of [1, 2, 3]) expect(roundCost(t, proposeRound(t, undefined, seed, noDeck))).toBe(8);
  });
});

describe('a 40-player event, 6 rounds, at most 8 per table', () => {
  const players = playerNames(40);
  const proposed = simulate(players, 8, 6, (t, r) => proposeRound(t, undefined, 2026 + r, noDeck));

  it('seats every player once a round, at tables of 5 to 10 (here five tables of 8)', () => {
    expect(proposed.event.rounds).toHaveLength(6);
    for (const round of proposed.event.rounds) {
      expectWellSeated(round, players, 8);
      expect(round.tables.map((table) => table.players.length)).toEqual([8, 8, 8, 8, 8]);
    }
  });

  it('each round reaches the fewest repeats possible', () => {
    // Round 2 cannot be free of repeats here: a new table of 8 takes its players from round 1's five
    // tables, so at least three of them share a round-1 table (2 + 2 + 2 + 1 + 1): 3 old pairs per table,
    // 15 per round. The same holds for every earlier round, so round k costs at least 15 × (k − 1).
    expect(proposed.costs).toEqual([0, 15, 30, 45, 60, 75]);
  });

  it('has far fewer repeat meetings than grouping at random', () => {
    const ours = repeats(meetings(proposed.event));
    // The best of ten seeded random-grouping runs of the same event.
    const baseline = Math.min(
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((seed) =>
        repeats(meetings(simulate(players, 8, 6, (t, r) => randomRound(t, players, seed * 100 + r)).event)),
      ),
    );
    expect(ours).toBeLessThan(baseline);
    expect(ours).toBeLessThanOrEqual(230);
    expect(baseline).toBeGreaterThan(250);
  });
});

describe('zero repeats where the numbers allow it', () => {
  it.each([
    // 40 players at tables of 5: eight tables, so a new table can take 5 players from 5 different old ones.
    { n: 40, max: 5, rounds: 3 },
    // 25 players at 5 tables of 5 (rows, then columns, then diagonals of a 5 × 5 square).
    { n: 25, max: 5, rounds: 3 },
    // 64 players at 8 tables of 8.
    { n: 64, max: 8, rounds: 3 },
  ])('$n players at most $max per table: no repeat in the first $rounds rounds', ({ n, max, rounds }) => {
    const { costs } = simulate(playerNames(n), max, rounds, (t, r) => proposeRound(t, undefined, r, noDeck));
    expect(costs).toEqual(Array.from({ length: rounds }, () => 0));
  });
});

describe('odd player counts', () => {
  it.each([
    { n: 11, sizes: [6, 5] },
    { n: 15, sizes: [8, 7] },
    { n: 21, sizes: [7, 7, 7] },
    { n: 23, sizes: [8, 8, 7] },
  ])('$n players: tables of $sizes, everyone seated once a round, fewer repeats than random', ({ n, sizes }) => {
    const players = playerNames(n);
    const proposed = simulate(players, 8, 5, (t, r) => proposeRound(t, undefined, r, noDeck));
    for (const round of proposed.event.rounds) {
      expectWellSeated(round, players, 8);
      expect(round.tables.map((table) => table.players.length)).toEqual(sizes);
    }
    const random = simulate(players, 8, 5, (t, r) => randomRound(t, players, r));
    expect(proposed.costs.reduce((a, b) => a + b)).toBeLessThan(random.costs.reduce((a, b) => a + b));
  });
});

describe('property: any player count, any history', () => {
  /** A history of earlier rounds, each over some of the players, grouped at random. */
  const history = (players: readonly string[]) =>
    fc.array(
      fc.record({
        present: fc.subarray([...players], { minLength: 5 }),
        seed: fc.integer(),
      }),
      { maxLength: 3 },
    );

  it('seats each present player exactly once, at tables within 5–10 and the sizes of tableSizes', () => {
    const scenario = fc
      .record({ n: fc.integer({ min: 5, max: 60 }), max: fc.integer({ min: 5, max: 10 }) })
      .chain(({ n, max }) => {
        const players = playerNames(n);
        return fc.record({
          players: fc.constant(players),
          max: fc.constant(max),
          history: history(players),
          present: fc.subarray(players, { minLength: 5 }),
          seed: fc.integer(),
        });
      });
    fc.assert(
      fc.property(scenario, ({ players, max, history, present, seed }) => {
        let t = event(players, max);
        for (const past of history) t = withRound(t, randomRound(t, past.present, past.seed));
        const round = proposeRound(t, present, seed, noDeck);
        expectWellSeated(round, present, max);
        expect(round.number).toBe(history.length + 1);
        expect(() => withRound(t, round)).not.toThrow();
      }),
      { numRuns: 60 },
    );
  });
});

describe('presetDeckFor', () => {
  it('the chosen scenario for each table size, players + 3 cards', () => {
    const deckFor = presetDeckFor('marquons-les-6');
    for (const n of [6, 7, 8, 9]) expect(deckFor(n)).toHaveLength(n + 3);
    expect(deckFor(8)).toContain('apprentice-assassin');
  });

  it('no deck for a size the scenario does not have, or without a preset', () => {
    expect(presetDeckFor('marquons-les-6')(5)).toBeNull();
    expect(presetDeckFor('marquons-les-6')(11)).toBeNull(); // the scenario stops at ten
    expect(presetDeckFor('marquons-les-6')(10)).toContain('thing'); // la chose is the Thing
    expect(presetDeckFor(null)(8)).toBeNull();
    expect(presetDeckFor('no-such-scenario')(8)).toBeNull();
  });

  it('the beginner decks, 5 to 10 players', () => {
    const deckFor = presetDeckFor('beginner-5');
    for (const n of [5, 6, 7, 8, 9, 10]) expect(deckFor(n)).toHaveLength(n + 3);
  });

  it('gives a copy: editing a table deck leaves the preset alone', () => {
    const deckFor = presetDeckFor('beginner-5');
    deckFor(5)!.pop();
    expect(deckFor(5)).toHaveLength(8);
  });
});
