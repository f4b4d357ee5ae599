/**
 * Properties of the session over random games: random decks, then random sequences of commands (legal
 * answers drawn from the call the console shows, passes, corrections, undos, the vote). After every
 * command the cards and Marks are conserved, the file folds back to the same game, an undo restores exactly
 * the game before the command it takes back, and an exported game imports into another archive unchanged.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLES, ROLE_RULES, seededRng, shuffle, type Role } from '../../src/main/engine/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { ChoiceView, GameView, SeatChoice } from '../../src/shared/views.ts';
import { openSession, testPorts, unwrap } from './helpers.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

/** A random legal deck: each role at most as often as the game allows (as tests/engine/properties does). */
function randomDeck(seed: number, players: number): Role[] {
  const pool: Role[] = [];
  for (const role of ROLES) {
    const copies = Math.min(ROLE_RULES[role].maxCopies, 2);
    for (let i = 0; i < copies; i++) pool.push(role);
  }
  return shuffle(seededRng(seed), pool).slice(0, players + 3);
}

// --- commands --------------------------------------------------------------------------------------------

/** A command with its random numbers; they are mapped onto the game when it runs (seats, places, votes). */
type Op =
  | { readonly kind: 'startNight' }
  | { readonly kind: 'answer'; readonly r: readonly number[] }
  | { readonly kind: 'pass' }
  | { readonly kind: 'swap-cards'; readonly a: number; readonly b: number }
  | { readonly kind: 'swap-marks'; readonly a: number; readonly b: number }
  | { readonly kind: 'undo' }
  | { readonly kind: 'startVote' }
  | { readonly kind: 'vote'; readonly r: readonly number[] };

const rand = fc.nat({ max: 1_000_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'startNight' }) },
  { weight: 8, arbitrary: fc.array(rand, { minLength: 4, maxLength: 4 }).map((r): Op => ({ kind: 'answer', r })) },
  { weight: 2, arbitrary: fc.constant<Op>({ kind: 'pass' }) },
  { weight: 1, arbitrary: fc.record({ a: rand, b: rand }).map((p): Op => ({ kind: 'swap-cards', ...p })) },
  { weight: 1, arbitrary: fc.record({ a: rand, b: rand }).map((p): Op => ({ kind: 'swap-marks', ...p })) },
  { weight: 2, arbitrary: fc.constant<Op>({ kind: 'undo' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'startVote' }) },
  { weight: 1, arbitrary: fc.array(rand, { minLength: 10, maxLength: 10 }).map((r): Op => ({ kind: 'vote', r })) },
);

const gameArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 30 }),
  players: fc.integer({ min: 3, max: 10 }),
  // A few commands at the deal, then the night begins and random commands follow (startNight among them).
  ops: fc
    .tuple(fc.array(opArb, { maxLength: 3 }), fc.array(opArb, { minLength: 5, maxLength: 70, size: 'max' }))
    .map(([deal, rest]): Op[] => [...deal, { kind: 'startNight' }, ...rest]),
});

function legal(seats: readonly SeatChoice[]): number[] {
  return seats.filter((s) => s.legal).map((s) => s.seat);
}

function one<T>(items: readonly T[], r: number): T {
  return items[r % items.length]!;
}

function two<T>(items: readonly T[], r1: number, r2: number): [T, T] {
  const a = r1 % items.length;
  const b = (a + 1 + (r2 % (items.length - 1))) % items.length;
  return [items[a]!, items[b]!];
}

/** A legal answer drawn from the choice the console shows: legal seats and center indexes only. */
function answerFor(choice: ChoiceView, [r0, r1, r2, r3]: readonly number[]): Record<string, unknown> {
  const skip = r0! % 5 === 0;
  switch (choice.kind) {
    case 'none':
      return {};
    case 'target': {
      const seats = legal(choice.seats);
      if (seats.length === 0 || (!choice.mandatory && skip)) return {};
      return { target: one(seats, r1!) };
    }
    case 'targets': {
      const seats = legal(choice.seats);
      if (seats.length === 0 || (!choice.mandatory && skip)) return {};
      if (seats.length === 1 || (choice.allowOne && r3! % 3 === 0))
        return choice.allowOne ? { targets: [one(seats, r1!)] } : {};
      return { targets: two(seats, r1!, r2!) };
    }
    case 'center':
      if (!choice.mandatory && skip) return {};
      return { center: one(choice.indexes, r1!) };
    case 'seer': {
      if (skip) return {};
      const seats = legal(choice.seats);
      if (seats.length > 0 && r3! % 2 === 0) return { target: one(seats, r1!) };
      return { centers: two(choice.indexes, r1!, r2!) };
    }
    case 'marksman': {
      if (skip) return {};
      const seats = legal(choice.seats);
      if (seats.length === 0) return {};
      // A shielded card may not be viewed: its Mark still may.
      if (seats.length === 1) return choice.cards?.[seats[0]!] ? { mark: seats[0]! } : { card: seats[0]! };
      const [card, mark] = two(seats, r1!, r2!);
      const which = choice.cards?.[card] ? 1 : r3! % 3;
      return which === 0 ? { card } : which === 1 ? { mark } : { card, mark };
    }
    case 'gremlin': {
      const seats = legal(choice.seats);
      if (skip || seats.length < 2) return {};
      const targets = two(seats, r1!, r2!);
      const cards = r3! % 2 === 0 && !targets.some((t) => choice.cards?.[t]);
      return { swap: cards ? 'cards' : 'marks', targets };
    }
    // The app's calls: passing is always legal for them but the Drunk-like places; pick the first legal.
    case 'place': {
      const seats = legal(choice.seats);
      if (!choice.mandatory && skip) return {};
      if (seats.length > 0) return { target: one(seats, r1!) };
      return choice.indexes.length > 0 ? { center: one(choice.indexes, r1!) } : {};
    }
    case 'oracle':
    case 'each':
    case 'places':
    case 'give':
    case 'direction':
    case 'exchange':
      return {};
    case 'artifact': {
      const seats = legal(choice.seats);
      return seats.length > 0 && !skip ? { target: one(seats, r1!) } : {};
    }
  }
}

function cardPlace(game: GameView, r: number): { player: number } | { center: number } {
  const n = game.players.length;
  const i = r % (n + 3);
  return i < n ? { player: i } : { center: i - n };
}

function markPlace(game: GameView, r: number): { player: number } | { spot: number } {
  const n = game.players.length;
  const i = r % (n + game.table.board.length);
  return i < n ? { player: i } : { spot: i - n };
}

/** Every player points at another player. */
function votesFor(game: GameView, r: readonly number[]): number[] {
  const n = game.players.length;
  return game.players.map((_, p) => (p + 1 + (r[p]! % (n - 1))) % n);
}

function run(session: Session, id: string, game: GameView, op: Op): SessionResult<GameView> {
  switch (op.kind) {
    case 'startNight':
      return session.startNight(id);
    case 'answer':
      return game.call ? session.answer(id, answerFor(game.call.choice, op.r)) : session.pass(id);
    case 'pass':
      return session.pass(id);
    case 'swap-cards':
      return session.override(id, {
        override: 'swap-cards',
        a: cardPlace(game, op.a),
        b: cardPlace(game, op.b),
        note: 'the table is the truth',
      });
    case 'swap-marks':
      return session.override(id, {
        override: 'swap-marks',
        a: markPlace(game, op.a),
        b: markPlace(game, op.b),
        note: '',
      });
    case 'undo':
      return session.undo(id);
    case 'startVote':
      return session.startVote(id);
    case 'vote':
      return session.vote(id, votesFor(game, op.r));
  }
}

// --- what must hold --------------------------------------------------------------------------------------

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

function marksOf(game: GameView): string[] {
  return sorted([...game.table.players.map((p) => p.mark), ...game.table.board.map((s) => s.holds)]);
}

function cardsOf(game: GameView): string[] {
  return sorted([...game.table.players.map((p) => p.card), ...game.table.center]);
}

/** What an undo must restore: the table, the call, the phase (and so the result). */
function position(game: GameView): Pick<GameView, 'table' | 'call' | 'phase' | 'result' | 'script'> {
  return { table: game.table, call: game.call, phase: game.phase, result: game.result, script: game.script };
}

interface Played {
  readonly path: string;
  readonly id: string;
  readonly session: Session;
  readonly store: Store;
}

const opened: Store[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
});

function newGame(seed: number, players: number): Played & { readonly start: GameView } {
  const { session, store, path } = openSession();
  opened.push(store);
  const deck = randomDeck(seed, players);
  const start = unwrap(
    session.createGame({
      players: NAMES.slice(0, players),
      deal: { mode: 'manual', players: deck.slice(0, players), center: deck.slice(players) },
    }),
  );
  return { path, id: start.id, session, store, start };
}

/** Plays the ops; `check` sees each command that was accepted with the game before and after it. */
function play(
  played: Played & { readonly start: GameView },
  ops: readonly Op[],
  check: (op: Op, before: GameView, after: GameView) => void,
): void {
  const { session, store, id } = played;
  let game = played.start;
  for (const op of ops) {
    const events = store.events(id);
    const result = run(session, id, game, op);
    if (!result.ok) {
      // A refused command changes nothing, in the file or in the session.
      expect(store.events(id)).toEqual(events);
      expect(unwrap(session.getGame(id))).toEqual(game);
      if (op.kind === 'answer' && game.call)
        throw new Error(`a legal answer was refused at ${game.call.key}: ${result.error.message}`);
      continue;
    }
    check(op, game, result.value);
    game = result.value;
  }
}

const RUNS = { numRuns: 40 };
/** For the round trips: a failure is found at once, but shrinking a long game could take minutes. */
const ROUND_TRIP_RUNS = { numRuns: 200, interruptAfterTimeLimit: 5_000 };

describe('the session over random games and random commands', () => {
  it('cards and Marks are conserved, every player holds one of each, and the view is the one in the file', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, ops }) => {
        const played = newGame(seed, players);
        // The dealt deck, and the Center Werewolf card the engine adds with the Alpha Wolf.
        const dealt = played.start.deck.includes('alpha-wolf') ? [...played.start.deck, 'werewolf'] : played.start.deck;
        const deck = sorted(dealt);
        const marks = marksOf(played.start);
        expect(cardsOf(played.start)).toEqual(deck);
        play(played, ops, (_, __, after) => {
          expect(cardsOf(after)).toEqual(deck);
          expect(marksOf(after)).toEqual(marks);
          expect(after.table.players).toHaveLength(players);
          for (const p of after.table.players) {
            expect(typeof p.card).toBe('string');
            expect(typeof p.mark).toBe('string');
            expect(marks).toContain(p.mark);
          }
          expect(unwrap(played.session.getGame(played.id))).toEqual(after);
          // The state is the fold of the log: a new session on the same file (a reader: the first one
          // holds it for writing) sees exactly this game.
          const store = new Store(played.path, { access: 'read' });
          try {
            expect(unwrap(new Session(store, testPorts()).getGame(played.id))).toEqual(after);
            // …and the archive list's summary of it is current.
            const summary = store.list().find((g) => g.id === played.id);
            expect(summary?.phase).toBe(after.phase);
            expect(summary?.winners).toEqual(after.result ? after.result.winners : null);
          } finally {
            store.close();
          }
        });
      }),
      RUNS,
    );
  });

  it('an undo restores exactly the game before the command it takes back', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, ops }) => {
        const played = newGame(seed, players);
        const stack: GameView[] = [];
        play(played, ops, (op, before, after) => {
          if (op.kind === 'undo') {
            const previous = stack.pop();
            expect(previous, 'an undo was accepted with nothing to undo').toBeDefined();
            expect(position(after)).toEqual(position(previous!));
            expect(after.log).toHaveLength(before.log.length + 1);
            expect(after.log.at(-1)).toMatchObject({ type: 'undone', undone: false });
          } else {
            stack.push(before);
          }
          expect(after.canUndo).toBe(stack.length > 0);
        });
        // Undo everything: back at the deal, and nothing more to undo.
        let game = unwrap(played.session.getGame(played.id));
        while (stack.length > 0) {
          const previous = stack.pop()!;
          game = unwrap(played.session.undo(played.id));
          expect(position(game)).toEqual(position(previous));
        }
        expect(position(game)).toEqual(position(played.start));
        expect(played.session.undo(played.id).ok).toBe(false);
      }),
      RUNS,
    );
  });

  /** Exports the game, imports the record into a new archive, and answers the copy. */
  function roundTrip(played: Played): GameView {
    const record = unwrap(played.session.exportGame(played.id));
    const other = new Store(':memory:');
    try {
      const session = new Session(other, testPorts());
      const report = unwrap(session.importText({ text: JSON.stringify(record), source: 'export.json' }));
      expect(report).toEqual({ imported: [played.id], duplicates: [], rejected: [] });
      return unwrap(session.getGame(played.id));
    } finally {
      other.close();
    }
  }

  it('an exported game imports into another archive with the same table and result (after every command)', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, players, ops }) => {
        const played = newGame(seed, players);
        play(played, ops, (_, __, after) => {
          const copy = roundTrip(played);
          expect(copy.table).toEqual(after.table);
          expect(copy.result).toEqual(after.result);
        });
      }),
      ROUND_TRIP_RUNS,
    );
  });

  it('an exported game imports with the same table and result (once the night is over)', () => {
    const over = (game: GameView): boolean =>
      game.phase === 'day' || game.phase === 'vote' || game.phase === 'revealed';
    const expectSame = (played: Played, game: GameView): void => {
      const copy = roundTrip(played);
      expect(copy.table).toEqual(game.table);
      expect(copy.result).toEqual(game.result);
    };
    fc.assert(
      fc.property(gameArb, ({ seed, players, ops }) => {
        const played = newGame(seed, players);
        // Checked as the day comes, at the reveal, and at the end: round trips are the slow part.
        play(played, ops, (_, before, after) => {
          if ((over(after) && !over(before)) || (after.phase === 'revealed' && before.phase !== 'revealed'))
            expectSame(played, after);
        });
        const last = unwrap(played.session.getGame(played.id));
        if (over(last)) expectSame(played, last);
      }),
      ROUND_TRIP_RUNS,
    );
  });
});

describe('export and import of an unfinished game', () => {
  const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
  const DEAL = {
    mode: 'manual' as const,
    players: ['vampire', 'priest', 'marksman', 'pickpocket'],
    center: ['gremlin', 'villager', 'villager'],
  };

  function expectRoundTrip(session: Session, game: GameView): void {
    const record = unwrap(session.exportGame(game.id));
    const other = openSession();
    opened.push(other.store);
    const report = unwrap(other.session.importText({ text: JSON.stringify(record), source: 'unfinished.json' }));
    expect(report).toEqual({ imported: [game.id], duplicates: [], rejected: [] });
    const copy = unwrap(other.session.getGame(game.id));
    expect(copy.table).toEqual(game.table);
    expect(copy.phase).toBe(game.phase);
    expect(copy.call).toEqual(game.call);
  }

  it('a game exported at the deal imports again, still at the deal', () => {
    const { session, store } = openSession();
    opened.push(store);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: DEAL }));
    expectRoundTrip(session, game);
  });

  it('a game exported while a mandatory call is open imports again at that call', () => {
    const { session, store } = openSession();
    opened.push(store);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: DEAL }));
    unwrap(session.startNight(game.id));
    const open = unwrap(session.pass(game.id));
    expect(open.call).toMatchObject({ key: 'vampires', choice: { kind: 'target', mandatory: true } });
    expectRoundTrip(session, open);
  });

  it('a game exported after the mandatory calls, mid-night, imports again at the same call', () => {
    const { session, store } = openSession();
    opened.push(store);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: DEAL }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    const open = unwrap(session.answer(game.id, { target: 2 }));
    expect(open.call?.key).toBe('priest');
    expectRoundTrip(session, open);
  });
  it('a correction made right after a call with no entry (Renfield) stays after that call on import', () => {
    const { session, store } = openSession();
    opened.push(store);
    let game = unwrap(
      session.createGame({
        players: PLAYERS,
        deal: {
          mode: 'manual',
          players: ['vampire', 'renfield', 'villager', 'villager'],
          center: ['werewolf', 'seer', 'robber'],
        },
      }),
    );
    unwrap(session.startNight(game.id));
    while (game.call?.key !== 'vampires') game = unwrap(session.pass(game.id));
    game = unwrap(session.answer(game.id, { target: 2 }));
    expect(game.call).toMatchObject({ key: 'renfield', choice: { kind: 'none' } });
    game = unwrap(session.pass(game.id));
    expect(game.table.players[1]!.mark).toBe('bat');
    game = unwrap(session.override(game.id, { override: 'swap-marks', a: { player: 1 }, b: { player: 0 }, note: '' }));
    expect(game.table.players.map((p) => p.mark)).toEqual(['bat', 'clarity', 'vampire', 'clarity']);
    while (game.phase !== 'day') game = unwrap(session.pass(game.id));
    game = unwrap(session.vote(game.id, [2, 0, 0, 0]));

    const record = unwrap(session.exportGame(game.id));
    const other = openSession();
    opened.push(other.store);
    expect(unwrap(other.session.importText({ text: JSON.stringify(record) })).imported).toEqual([game.id]);
    const copy = unwrap(other.session.getGame(game.id));
    expect(copy.table).toEqual(game.table);
    expect(copy.result).toEqual(game.result);
    expect(copy.narrative).toEqual(game.narrative);
  });
});
