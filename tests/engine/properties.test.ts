/**
 * Invariants over random decks and random legal play (fast-check drives the seeds; the engine's own bot
 * plays, so the tests and the benchmark exercise the same legal-choice function).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROLES,
  ROLE_RULES,
  WAKE_ORDER,
  applyAnswer,
  createGame,
  currentCall,
  entriesFor,
  randomVoteInput,
  appRecord,
  isNightOver,
  playRecord,
  randomAnswer,
  resolveVotes,
  seededRng,
  shuffle,
  validateAnswer,
  type Answer,
  type GameState,
  type Role,
} from '../../src/main/engine/index.ts';
import type { NightEntry } from '../../src/shared/record.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

/** A random legal deck: each role at most as often as the game allows (extra Villagers/Werewolves…). */
function randomDeck(seed: number, players: number): Role[] {
  const rng = seededRng(seed);
  const pool: Role[] = [];
  for (const role of ROLES) {
    const copies = Math.min(ROLE_RULES[role].maxCopies, 2);
    for (let i = 0; i < copies; i++) pool.push(role);
  }
  return shuffle(rng, pool).slice(0, players + 3);
}

interface Played {
  readonly start: GameState;
  readonly end: GameState;
  readonly entries: NightEntry[];
  readonly votes: number[];
  readonly second: (number | null)[] | undefined;
}

function playNight(seed: number, players: number, check?: (before: GameState, after: GameState) => void): Played {
  const rng = seededRng(seed * 7919 + 1);
  const deck = randomDeck(seed, players);
  const created = createGame({
    players: NAMES.slice(0, players),
    deal: { players: deck.slice(0, players), center: deck.slice(players) },
    app: { seed },
  });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  let state = created.value;
  const entries: NightEntry[] = [];
  while (!isNightOver(state)) {
    const call = currentCall(state)!;
    const answer = randomAnswer(rng, call.choice);
    const written = entriesFor(state, call, answer);
    const applied = applyAnswer(state, answer);
    if (!applied.ok) throw new Error(`${applied.error.at}: ${applied.error.message}`);
    check?.(state, applied.value.state);
    entries.push(...written);
    state = applied.value.state;
  }
  const vote = randomVoteInput(rng, state);
  return { start: created.value, end: state, entries, votes: vote.votes, second: vote.second };
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
const seedAndSize = fc.tuple(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 10 }));

describe('invariants of random legal play', () => {
  it('cards are conserved: the positions are always a permutation of the deck', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        playNight(seed, n, (_, after) => {
          expect(sorted(after.positions)).toEqual(after.setup.cards.map((_, i) => i));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('Marks are conserved and every player holds exactly one Mark', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        playNight(seed, n, (_, after) => {
          expect(after.marks).toHaveLength(n);
          expect(sorted([...after.marks, ...after.board])).toEqual(after.setup.tokens.map((_, i) => i));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('the script follows the wake-order table', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const { start } = playNight(seed, n);
        const order = start.setup.script.map((step) =>
          WAKE_ORDER.findIndex((rule) => rule.key === step.key && rule.wake === step.wake),
        );
        expect(order.every((i) => i >= 0)).toBe(true);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        // Every role in the deck (center included) that wakes has its call in the script.
        for (const role of start.setup.cards) {
          const rules = WAKE_ORDER.filter((r) => r.roles.includes(role) && r.copies !== 'doppelganger');
          if (rules.length > 0) expect(start.setup.script.some((s) => s.roles.includes(role))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a game written as a record and resolved (twice) gives the same table and result', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const { start, end, entries, votes, second: hands } = playNight(seed, n);
        const players = start.setup.players;
        const name = (seat: number): string => (seat === n ? 'app' : players[seat]!);
        const app = appRecord(end);
        const record = {
          format: 'onu-record/1',
          players,
          deal: {
            players: start.setup.cards.slice(0, n),
            center: start.setup.cards.slice(n),
          },
          ...(app ? { app } : {}),
          night: entries,
          votes: Object.fromEntries(
            votes.map((v, p) => [players[p]!, hands?.[p] != null ? [name(v), name(hands[p]!)] : name(v)]),
          ),
        };
        const first = playRecord(record, { requireVotes: true });
        if (!first.ok) throw new Error(first.error.problems.join('\n'));
        const second = playRecord(JSON.parse(JSON.stringify(record)), { requireVotes: true });
        if (!second.ok) throw new Error(second.error.problems.join('\n'));
        expect(first.value.state.positions).toEqual(end.positions);
        expect(first.value.state.marks).toEqual(end.marks);
        expect(first.value.state.board).toEqual(end.board);
        const direct = resolveVotes(end, votes, hands);
        if (!direct.ok) throw new Error('votes');
        expect(first.value.result).toEqual(direct.value);
        expect(second.value.result).toEqual(first.value.result);
        expect(second.value.events).toEqual(first.value.events);
      }),
      { numRuns: 300 },
    );
  });

  it('every illegal answer is rejected and changes nothing', () => {
    const answerArb = fc.record(
      {
        target: fc.integer({ min: -1, max: 11 }),
        targets: fc.array(fc.integer({ min: -1, max: 11 }), { maxLength: 3 }),
        center: fc.integer({ min: -1, max: 3 }),
        centers: fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 3 }),
        card: fc.integer({ min: -1, max: 11 }),
        mark: fc.integer({ min: -1, max: 11 }),
        swap: fc.constantFrom('cards' as const, 'marks' as const),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(seedAndSize, fc.array(answerArb, { minLength: 1, maxLength: 30 }), ([seed, n], answers) => {
        const { start } = playNight(seed, n);
        const rng = seededRng(seed);
        let state = start;
        let i = 0;
        while (!isNightOver(state)) {
          const call = currentCall(state)!;
          const attempt: Answer = answers[i++ % answers.length]!;
          const snapshot = JSON.stringify(state);
          const problem = validateAnswer(state, call, attempt, 'test');
          const applied = applyAnswer(state, attempt);
          if (problem) {
            expect(applied.ok).toBe(false);
            expect(JSON.stringify(state)).toBe(snapshot);
            if (!applied.ok) expect(applied.error.message.length).toBeGreaterThan(10);
          } else {
            expect(applied.ok).toBe(true);
          }
          const legal = applyAnswer(state, randomAnswer(rng, call.choice));
          if (!legal.ok) throw new Error(legal.error.message);
          state = legal.value.state;
        }
      }),
      { numRuns: 200 },
    );
  });
});
