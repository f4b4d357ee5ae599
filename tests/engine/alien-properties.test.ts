/**
 * Invariants of Alien games over random decks that hold at least one Alien (issue 11 §5): cards are
 * conserved whatever the app draws; the app's draws depend only on what the table knows (the deck, the
 * number of players, the seed, the answers given aloud), never on the deal; every illegal answer is refused
 * and changes nothing; a game written as a record (with its `app` object, "loop" entries, votes for the app
 * and with both hands) resolves to the same table and result. fast-check drives the seeds
 * (tests/fast-check-setup.ts fixes one in CI); the engine's bot plays the legal answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APP_WEIGHTS,
  ROLES,
  ROLE_RULES,
  appRecord,
  applyAnswer,
  createGame,
  currentCall,
  drawPlan,
  entriesFor,
  isNightOver,
  playRecord,
  randomAnswer,
  randomVoteInput,
  resolveVotes,
  seededRng,
  shuffle,
  validateAnswer,
  type Answer,
  type GameState,
  type Role,
} from '../../src/main/engine/index.ts';
import type { NightEntry } from '../../src/shared/record.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea'];
const ALIEN_CARDS: readonly Role[] = ['alien', 'synthetic-alien', 'groob', 'zerb'];

function poolOf(roles: readonly Role[]): Role[] {
  const pool: Role[] = [];
  for (const role of roles) for (let i = 0; i < Math.min(ROLE_RULES[role].maxCopies, 2); i++) pool.push(role);
  return pool;
}

const ALIEN_POOL = poolOf(ROLES.filter((r) => ROLE_RULES[r].game === 'alien'));
const OTHER_POOL = poolOf(ROLES.filter((r) => ROLE_RULES[r].game !== 'alien'));

/**
 * A random legal deck with at least one Alien: mostly Alien roles, with Werewolf and Vampire roles beside
 * them (so the Doppelgänger, Epic Battles and Dusk come up too).
 */
function alienDeck(seed: number, players: number): Role[] {
  const rng = seededRng(seed);
  const size = players + 3;
  const first = ALIEN_CARDS[rng.int(0, ALIEN_CARDS.length - 1)]!;
  const alienPool = [...ALIEN_POOL];
  alienPool.splice(alienPool.indexOf(first), 1);
  const fromAlien = rng.int(Math.ceil((size - 1) / 2), size - 1);
  const deck = [first, ...shuffle(rng, alienPool).slice(0, fromAlien)];
  deck.push(...shuffle(rng, OTHER_POOL).slice(0, size - deck.length));
  return shuffle(rng, deck);
}

function newGame(seed: number, players: number, deck: readonly Role[]): GameState {
  const created = createGame({
    players: NAMES.slice(0, players),
    deal: { players: deck.slice(0, players), center: deck.slice(players) },
    app: { seed },
  });
  if (!created.ok) throw new Error(created.error.map((e) => `${e.at}: ${e.message}`).join('; '));
  return created.value;
}

interface Played {
  readonly start: GameState;
  readonly end: GameState;
  readonly entries: NightEntry[];
}

function playNight(
  seed: number,
  players: number,
  check?: (before: GameState, after: GameState) => void,
  deck: readonly Role[] = alienDeck(seed, players),
): Played {
  const rng = seededRng(seed * 31 + 7);
  const start = newGame(seed, players, deck);
  let state = start;
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
  return { start, end: state, entries };
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** The app's words as plain data (compared whole: no draw may depend on the deal). */
function sameAsTheTable(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown;
}
const seedAndSize = fc.tuple(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 12 }));

describe('Alien games: invariants of random legal play', () => {
  it('every random deck holds an Alien and is a legal deck', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const deck = alienDeck(seed, n);
        expect(deck).toHaveLength(n + 3);
        expect(deck.some((r) => ALIEN_CARDS.includes(r))).toBe(true);
        newGame(seed, n, deck);
      }),
      { numRuns: 200 },
    );
  });

  it('cards are conserved: after every call (passes, time loops, ripples) the positions are a permutation of the deck', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        playNight(seed, n, (_, after) => {
          expect(sorted(after.positions)).toEqual(after.setup.cards.map((_, i) => i));
          expect(after.marks).toHaveLength(n);
        });
      }),
      { numRuns: 250 },
    );
  });

  it('the app says the same for the same deck and seed, whatever the deal', () => {
    fc.assert(
      fc.property(seedAndSize, fc.integer({ min: 1, max: 2 ** 30 }), ([seed, n], shuffleSeed) => {
        const deck = alienDeck(seed, n);
        const other = shuffle(seededRng(shuffleSeed), deck);
        const a = newGame(seed, n, deck);
        const b = newGame(seed, n, other);
        expect(sameAsTheTable(appRecord(b))).toEqual(sameAsTheTable(appRecord(a)));
        expect(sameAsTheTable(b.app?.plan)).toEqual(sameAsTheTable(a.app?.plan));
        // The plan is drawn from the deck as a set of roles and the table size, not from the order dealt.
        const nightCalls = new Set(
          a.setup.script.flatMap((s) => (s.phase === 'night' && s.kind === 'role' ? s.roles : [])),
        );
        const direct = drawPlan(
          seed,
          DEFAULT_APP_WEIGHTS,
          // The Alpha Wolf's center Werewolf card is a card of the game too.
          { deck: [...other, ...a.setup.cards.slice(deck.length)], players: n },
          nightCalls,
        );
        expect(sameAsTheTable(direct)).toEqual(sameAsTheTable(a.app?.plan));
        // The role a repeat-role ripple names is one of the deck's roles with a night call of its own.
        for (const plan of [a.app?.plan, b.app?.plan, direct])
          for (const ripple of [plan?.said.ripple, plan?.forcedRipple])
            if (ripple?.type === 'repeat-role') {
              // A role of the game's cards: the Alpha Wolf's Center Werewolf card is one (docs/rulings.md, rule 65).
              expect(a.setup.cards).toContain(ripple.role);
              expect(nightCalls.has(ripple.role!)).toBe(true);
            }
      }),
      { numRuns: 250 },
    );
  });

  it("during the night the app changes only what the Oracle's answers change, never by the deal", () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const { start, end } = playNight(seed, n);
        const before = appRecord(start) as Record<string, unknown>;
        const after = appRecord(end) as Record<string, unknown>;
        const oracle = after['oracle'] as { question?: string; answer?: unknown } | undefined;
        const doppel = after['oracle-doppelganger'] as { question?: string; answer?: unknown } | undefined;
        const asked = [oracle, doppel].filter((o) => o !== undefined);
        for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
          if (key === 'oracle' || key === 'oracle-doppelganger') continue;
          // Nostradamus taps the team of the last card he saw: the app then announces it.
          if (key === 'nostradamus' || key === 'nostradamus-doppelganger') continue;
          // A yes to the alien exchange sets the Aliens' pass; a yes to the ripple question forces a ripple.
          if (key === 'aliens' && asked.some((o) => o!.question === 'alien-exchange' && o!.answer === 'yes')) continue;
          if (
            (key === 'ripple' || key === 'loop') &&
            asked.some((o) => o!.question === 'ripple' && o!.answer === 'yes')
          )
            continue;
          expect(after[key], `app.${key}`).toEqual(before[key]);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('a game written as a record (app object, loop entries, app and two-hand votes) resolves to the same table and result', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const { start, end, entries } = playNight(seed, n);
        const rng = seededRng(seed ^ 0x5bd1e995);
        const { votes, second } = randomVoteInput(rng, end);
        const players = start.setup.players;
        const name = (seat: number): string => (seat === n ? 'app' : players[seat]!);
        const app = appRecord(end);
        const record = {
          format: 'onu-record/1',
          players,
          deal: { players: start.setup.cards.slice(0, n), center: start.setup.cards.slice(n) },
          ...(app ? { app } : {}),
          night: entries,
          votes: Object.fromEntries(
            votes.map((v, p) => [players[p]!, second?.[p] != null ? [name(v), name(second[p]!)] : name(v)]),
          ),
        };
        const first = playRecord(record, { requireVotes: true });
        if (!first.ok) throw new Error(`${JSON.stringify(record)}\n${first.error.problems.join('\n')}`);
        const again = playRecord(JSON.parse(JSON.stringify(record)), { requireVotes: true });
        if (!again.ok) throw new Error(again.error.problems.join('\n'));
        expect(first.value.state.positions).toEqual(end.positions);
        expect(first.value.state.becomes).toEqual(end.becomes);
        expect(first.value.state.joins).toEqual(end.joins);
        expect(first.value.state.faceUp).toEqual(end.faceUp);
        const direct = resolveVotes(end, votes, second);
        if (!direct.ok) throw new Error(direct.error.map((e) => e.message).join('; '));
        expect(first.value.result).toEqual(direct.value);
        expect(again.value.result).toEqual(first.value.result);
        expect(again.value.events).toEqual(first.value.events);
      }),
      { numRuns: 250 },
    );
  });

  it('every illegal answer is refused with a message and changes nothing', () => {
    const seat = fc.integer({ min: -1, max: 12 });
    const answerArb = fc.record(
      {
        target: seat,
        targets: fc.array(seat, { maxLength: 3 }),
        center: fc.integer({ min: -1, max: 3 }),
        centers: fc.array(fc.integer({ min: -1, max: 3 }), { maxLength: 4 }),
        swap: fc.constantFrom('cards' as const, 'marks' as const),
        to: seat,
        direction: fc.constantFrom('left' as const, 'right' as const),
        reply: fc.oneof(
          fc.constantFrom('yes' as const, 'no' as const, 'even' as const, 'odd' as const),
          fc.integer({ min: 0, max: 12 }),
        ),
        each: fc.array(fc.record({ target: seat }, { requiredKeys: [] }), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(seedAndSize, fc.array(answerArb, { minLength: 1, maxLength: 30 }), ([seed, n], answers) => {
        const { start } = playNight(seed, n);
        const rng = seededRng(seed + 1);
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
            if (!applied.ok) {
              expect(applied.error.message.length).toBeGreaterThan(10);
              expect(applied.error.message).not.toMatch(/\n/);
            }
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

  it('an illegal record is refused as a whole: a changed entry either still replays or is refused with its place', () => {
    fc.assert(
      fc.property(seedAndSize, fc.nat(), fc.nat(), ([seed, n], which, to) => {
        const { start, end, entries } = playNight(seed, n);
        if (entries.length === 0) return;
        const players = start.setup.players;
        const k = which % entries.length;
        const changed = entries.map((e, j) =>
          j === k && 'call' in e ? { ...e, target: players[to % n]!, loop: e.loop } : e,
        );
        const record = {
          format: 'onu-record/1',
          players,
          deal: { players: start.setup.cards.slice(0, n), center: start.setup.cards.slice(n) },
          ...(appRecord(end) ? { app: appRecord(end) } : {}),
          night: changed.map((e) => JSON.parse(JSON.stringify(e)) as NightEntry),
        };
        const played = playRecord(record);
        if (!played.ok) {
          expect(played.error.problems.length).toBeGreaterThan(0);
          for (const line of played.error.problems) expect(line).toMatch(/^(night|app|votes)/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
