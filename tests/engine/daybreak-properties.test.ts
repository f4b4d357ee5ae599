/**
 * Invariants of games with Daybreak and Bonus Pack roles (issue 14, "Tests and figures"), over random legal
 * decks that hold at least one of them beside Werewolf, Vampire and Alien roles: cards and Marks are
 * conserved; a shielded card is never moved, viewed, flipped or given an artifact, and keeps its shield; an
 * artifact stays on its card and always comes from the game's pile; a game written as a record (with its
 * `artifact`s, its Center Werewolf card and its `app`) resolves twice to the same table and result; every
 * illegal answer is refused with a message and changes nothing. fast-check drives the seeds
 * (tests/fast-check-setup.ts fixes one in CI); the engine's bot plays the legal answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  ROLES,
  ROLE_RULES,
  appRecord,
  applyAnswer,
  createGame,
  currentCall,
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
  type Artifact,
  type ChoiceSpec,
  type Fact,
  type GameState,
  type Rng,
  type Role,
} from '../../src/main/engine/index.ts';
import type { NightEntry } from '../../src/shared/record.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea'];

function poolOf(roles: readonly Role[]): Role[] {
  const pool: Role[] = [];
  for (const role of roles) for (let i = 0; i < Math.min(ROLE_RULES[role].maxCopies, 2); i++) pool.push(role);
  return pool;
}

const NEW_POOL = poolOf(ROLES.filter((r) => ROLE_RULES[r].game === 'daybreak' || ROLE_RULES[r].game === 'bonus'));
const OTHER_POOL = poolOf(ROLES.filter((r) => ROLE_RULES[r].game !== 'daybreak' && ROLE_RULES[r].game !== 'bonus'));
const SHIELD_OR_ALPHA: readonly Role[] = ['sentinel', 'alpha-wolf', 'curator'];

/**
 * A random legal deck, mostly Daybreak and Bonus Pack roles: one of the Sentinel, the Alpha Wolf or the Curator
 * (so shields, the Center Werewolf card and artifacts come up often), then the others.
 */
function daybreakDeck(seed: number, players: number): Role[] {
  const rng = seededRng(seed);
  const size = players + 3;
  const first = SHIELD_OR_ALPHA[rng.int(0, SHIELD_OR_ALPHA.length - 1)]!;
  const pool = [...NEW_POOL];
  pool.splice(pool.indexOf(first), 1);
  const fromNew = rng.int(Math.ceil((size - 1) / 2), size - 1);
  const deck = [first, ...shuffle(rng, pool).slice(0, fromNew)];
  deck.push(...shuffle(rng, OTHER_POOL).slice(0, size - deck.length));
  return shuffle(rng, deck);
}

/** The Daybreak house rules, on for some seeds. */
const optionsFor = (seed: number) => ({
  artifactsDaybreakOnly: seed % 3 === 0,
  daybreakWerewolfTannerOnly: seed % 5 === 0,
});

function newGame(seed: number, players: number, deck: readonly Role[]): GameState {
  const created = createGame({
    players: NAMES.slice(0, players),
    deal: { players: deck.slice(0, players), center: deck.slice(players) },
    options: optionsFor(seed),
    app: { seed },
  });
  if (!created.ok) throw new Error(created.error.map((e) => `${e.at}: ${e.message}`).join('; '));
  return created.value;
}

/** The bot's answer; the Curator names the artifact one time in two (a record may), else the seed draws it. */
function answerFor(rng: Rng, spec: ChoiceSpec): Answer {
  const answer = randomAnswer(rng, spec);
  if (spec.kind === 'artifact' && answer.target !== undefined && spec.artifacts.length > 0 && rng.int(0, 1) === 0)
    return { ...answer, artifact: spec.artifacts[rng.int(0, spec.artifacts.length - 1)]! };
  return answer;
}

interface Step {
  readonly before: GameState;
  readonly after: GameState;
  readonly facts: readonly Fact[];
  readonly spec: ChoiceSpec;
}

interface Played {
  readonly start: GameState;
  readonly end: GameState;
  readonly entries: NightEntry[];
}

function playNight(seed: number, players: number, check?: (step: Step) => void): Played {
  const rng = seededRng(seed * 7919 + 3);
  const start = newGame(seed, players, daybreakDeck(seed, players));
  let state = start;
  const entries: NightEntry[] = [];
  while (!isNightOver(state)) {
    const call = currentCall(state)!;
    const answer = answerFor(rng, call.choice);
    const written = entriesFor(state, call, answer);
    const applied = applyAnswer(state, answer);
    if (!applied.ok) throw new Error(`${applied.error.at}: ${applied.error.message}`);
    check?.({ before: state, after: applied.value.state, facts: applied.value.event.facts, spec: call.choice });
    entries.push(...written);
    state = applied.value.state;
  }
  return { start, end: state, entries };
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);
const seedAndSize = fc.tuple(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 12 }));

/** The seats whose card a fact reads or moves. */
function touchedSeats(fact: Fact): number[] {
  const seat = (p: { player: number } | { center: number }): number[] => ('player' in p ? [p.player] : []);
  switch (fact.kind) {
    case 'viewed-card':
    case 'flipped':
      return seat(fact.place);
    case 'swapped-cards':
      return [...seat(fact.a), ...seat(fact.b)];
    case 'rotated-cards':
      return [...fact.seats];
    case 'artifact':
      return [fact.player];
    case 'copied':
      return seat(fact.place);
    default:
      return [];
  }
}

describe('Daybreak and Bonus Pack games: invariants of random legal play', () => {
  it('every random deck holds a Daybreak or Bonus Pack role and is legal; the Alpha Wolf adds a fourth center card', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const deck = daybreakDeck(seed, n);
        expect(deck).toHaveLength(n + 3);
        const state = newGame(seed, n, deck);
        const alpha = deck.includes('alpha-wolf');
        expect(state.setup.centerCount).toBe(alpha ? 4 : 3);
        expect(state.setup.cards).toHaveLength(n + (alpha ? 4 : 3));
        if (alpha) expect(state.setup.cards.at(-1)).toBe('werewolf');
      }),
      { numRuns: 200 },
    );
  });

  it('cards and Marks are conserved after every call', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        playNight(seed, n, ({ after }) => {
          expect(sorted(after.positions)).toEqual(after.setup.cards.map((_, i) => i));
          expect(after.marks).toHaveLength(n);
          expect(sorted([...after.marks, ...after.board])).toEqual(after.setup.tokens.map((_, i) => i));
        });
      }),
      { numRuns: 250 },
    );
  });

  it('a shielded card is never moved, viewed, flipped or given an artifact, and keeps its shield', () => {
    let shieldsSeen = 0;
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        playNight(seed, n, ({ before, after, facts }) => {
          for (const f of facts)
            if (f.kind === 'shielded') {
              expect(f.player).not.toBe(f.actor);
              expect(before.shields?.[f.player] ?? false).toBe(false);
            }
          const shielded = (before.shields ?? []).flatMap((s, p) => (s ? [p] : []));
          shieldsSeen += shielded.length;
          for (const p of shielded) {
            expect(after.shields?.[p]).toBe(true);
            expect(after.positions[p]).toBe(before.positions[p]);
            for (const f of facts) expect(touchedSeats(f), `${f.kind} on a shielded card`).not.toContain(p);
          }
        });
      }),
      { numRuns: 250 },
    );
    expect(shieldsSeen).toBeGreaterThan(0);
  });

  it('an artifact stays on its card, one per card, each from the pile the call offered', () => {
    let placed = 0;
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        playNight(seed, n, ({ before, after, facts, spec }) => {
          (before.artifacts ?? []).forEach((a, card) => {
            if (a) expect(after.artifacts?.[card]).toBe(a);
          });
          for (const f of facts)
            if (f.kind === 'artifact') {
              placed++;
              expect(spec.kind).toBe('artifact');
              if (spec.kind === 'artifact') expect(spec.artifacts).toContain(f.artifact);
              const card = before.positions[f.player]!;
              expect(before.artifacts?.[card] ?? null).toBeNull();
              expect(after.artifacts?.[card]).toBe(f.artifact);
              const vampires = after.setup.vampireGame;
              if (f.artifact === 'mist-of-the-vampire') expect(vampires).toBe(true);
              if (after.setup.options.artifactsDaybreakOnly) expect(ARTIFACTS.indexOf(f.artifact)).toBeLessThan(6);
            }
          const count = (s: GameState): number => (s.artifacts ?? []).filter((a) => a !== null).length;
          expect(count(after)).toBeGreaterThanOrEqual(count(before));
          const all = (after.artifacts ?? []).filter((a): a is Artifact => a !== null);
          expect(new Set(all).size).toBe(all.length);
        });
      }),
      { numRuns: 250 },
    );
    expect(placed).toBeGreaterThan(0);
  });

  it('a game written as a record resolves twice to the same table and result', () => {
    fc.assert(
      fc.property(seedAndSize, ([seed, n]) => {
        const { start, end, entries } = playNight(seed, n);
        const rng = seededRng(seed ^ 0x2545f491);
        const { votes, second } = randomVoteInput(rng, end);
        const players = start.setup.players;
        const name = (seat: number): string => (seat === n ? 'app' : players[seat]!);
        const app = appRecord(end);
        const dealt = start.setup.cards.slice(0, n + 3);
        const record = {
          format: 'onu-record/1',
          players,
          // With the Alpha Wolf, one game in two writes the Center Werewolf card as a fourth center card.
          deal: {
            players: dealt.slice(0, n),
            center: start.setup.centerCount === 4 && seed % 2 === 0 ? start.setup.cards.slice(n) : dealt.slice(n),
          },
          options: optionsFor(seed),
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
        for (const key of ['positions', 'marks', 'shields', 'artifacts', 'faceUp', 'cardBecomes', 'becomes'] as const) {
          expect(first.value.state[key], key).toEqual(end[key]);
          expect(again.value.state[key], key).toEqual(end[key]);
        }
        const direct = resolveVotes(end, votes, second);
        if (!direct.ok) throw new Error(direct.error.map((e) => e.message).join('; '));
        expect(first.value.result).toEqual(direct.value);
        expect(again.value.result).toEqual(first.value.result);
        expect(again.value.events).toEqual(first.value.events);
      }),
      { numRuns: 250 },
    );
  });

  it('every illegal answer is refused with a one-line message and changes nothing', () => {
    const seat = fc.integer({ min: -1, max: 12 });
    const answerArb = fc.record(
      {
        target: seat,
        targets: fc.array(seat, { maxLength: 4 }),
        center: fc.integer({ min: -1, max: 4 }),
        centers: fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 3 }),
        card: seat,
        mark: seat,
        swap: fc.constantFrom('cards' as const, 'marks' as const),
        to: seat,
        direction: fc.constantFrom('left' as const, 'right' as const),
        artifact: fc.constantFrom(...ARTIFACTS, 'sword-of-truth' as Artifact),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(seedAndSize, fc.array(answerArb, { minLength: 1, maxLength: 30 }), ([seed, n], answers) => {
        const { start } = playNight(seed, n);
        const rng = seededRng(seed + 17);
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
          const legal = applyAnswer(state, answerFor(rng, call.choice));
          if (!legal.ok) throw new Error(legal.error.message);
          state = legal.value.state;
        }
      }),
      { numRuns: 200 },
    );
  });
});
