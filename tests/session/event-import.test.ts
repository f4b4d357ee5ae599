/**
 * An event's import keeps every limit its creation and edits keep (issue 18, item 10): each refusal names
 * the field and the limit, and nothing at all is imported. The file starts as a real export (an event
 * with a round whose two tables were played), then one thing is changed.
 */
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { EVENT_ARCHIVE_FORMAT } from '../../src/main/session/tournaments.ts';
import type { GameView } from '../../src/shared/views.ts';
import { testPorts, unwrap } from './helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];

function memorySession(): Session {
  return new Session(new Store(':memory:'), testPorts());
}

/** Plays a game to its end: the first legal choice on mandatory calls, nothing on optional ones, then a vote. */
function playOut(session: Session, id: string): GameView {
  let game = unwrap(session.getGame(id));
  if (game.phase === 'setup') game = unwrap(session.startNight(id));
  while (game.phase === 'dusk' || game.phase === 'night') {
    const choice = game.call!.choice;
    if (choice.kind === 'target' && choice.mandatory)
      game = unwrap(session.answer(id, { target: choice.seats.find((s) => s.legal)!.seat }));
    else if (choice.kind === 'center' && choice.mandatory)
      game = unwrap(session.answer(id, { center: choice.indexes[0]! }));
    else game = unwrap(session.pass(id));
  }
  return unwrap(
    session.vote(
      id,
      game.players.map((_, seat) => (seat === 0 ? 1 : 0)),
    ),
  );
}

interface EventFile {
  format: string;
  event: {
    id: string;
    name: string;
    startDate: string;
    endDate: string;
    players: string[];
    scoring: Record<string, number>;
    maxTableSize: number;
    preset: string | null;
    rounds: { number: number; tables: { table: number; players: string[]; deck: string[]; gameId: string | null }[] }[];
  };
  records: Record<string, unknown>[];
}

/** A real export: 12 players, round 1 at two tables of 6, both games played (one to its end). */
function exported(): { text: string; file: () => EventFile; gameIds: string[] } {
  const session = memorySession();
  const event = unwrap(
    session.tournaments.createEvent({
      name: 'Spring Cup',
      startDate: '2026-04-01',
      endDate: '2026-04-02',
      players: PLAYERS,
      maxTableSize: 6,
      preset: 'beginner-6',
    }),
  );
  unwrap(session.tournaments.proposeRound(event.id, { seed: 3 }));
  const first = unwrap(session.tournaments.startEventGame(event.id, 1, 1));
  playOut(session, first.id);
  const second = unwrap(session.tournaments.startEventGame(event.id, 1, 2));
  const { text } = unwrap(session.tournaments.exportEvent(event.id));
  return { text, file: () => JSON.parse(text) as EventFile, gameIds: [first.id, second.id] };
}

const EXPORT = exported();

/** Imports into a fresh archive; answers the refusal, and checks that nothing at all was written. */
function refusal(file: unknown): { code: string; message: string; problems: readonly string[] } {
  const session = memorySession();
  const text = typeof file === 'string' ? file : JSON.stringify(file);
  const result = session.tournaments.importEvent({ text, source: 'cup.event.json' });
  expect(unwrap(session.tournaments.listEvents())).toEqual([]);
  expect(unwrap(session.listGames())).toEqual([]);
  if (result.ok) throw new Error('the import was accepted');
  return { code: result.error.code, message: result.error.message, problems: result.error.problems ?? [] };
}

function changed(change: (file: EventFile) => void): EventFile {
  const file = EXPORT.file();
  change(file);
  return file;
}

/** A round's table as the file writes it. */
function table(n: number, players: string[], deck: string[] = [], gameId: string | null = null) {
  return { table: n, players, deck, gameId };
}

describe('an exported event imports whole', () => {
  it('as it was exported: the event, its tables and their games', () => {
    const session = memorySession();
    const view = unwrap(session.tournaments.importEvent({ text: EXPORT.text, source: 'cup.event.json' }));
    expect(view.rounds[0]!.tables.map((t) => t.gameId)).toEqual(EXPORT.gameIds);
    expect(
      unwrap(session.listGames())
        .map((g) => g.id)
        .sort(),
    ).toEqual([...EXPORT.gameIds].sort());
  });
});

interface Case {
  readonly refused: string;
  readonly change: (file: EventFile) => void;
  /** Every one of these is in the message: the field (or the table) and the limit (or the rule). */
  readonly says: readonly string[];
}

const CASES: readonly Case[] = [
  // Registrations.
  {
    refused: '100,000 registered players (creation registers at most 400)',
    change: (f) => (f.event.players = Array.from({ length: 100_000 }, (_, i) => `Player ${i}`)),
    says: ['players: 100000 registered players, at most 400'],
  },
  {
    refused: '401 registered players',
    change: (f) => f.event.players.push(...Array.from({ length: 389 }, (_, i) => `Extra ${i}`)),
    says: ['players: 401 registered players, at most 400'],
  },
  {
    refused: 'a player name over 40 characters',
    change: (f) => f.event.players.push('y'.repeat(41)),
    says: ['players[12]:', 'has 41 characters; a name has at most 40'],
  },
  {
    refused: 'a player registered twice (names differ only by case)',
    change: (f) => f.event.players.push('ann'),
    says: ['Ann and ann are registered as two players — names must differ by more than case'],
  },
  // Tables.
  {
    refused: 'a 12-player table in an event of tables of 5 to 10',
    change: (f) => (f.event.rounds[0]!.tables = [table(1, PLAYERS)]),
    says: ['table 1 of round 1: 12 players — tables seat 5 to 10 players'],
  },
  {
    refused: 'a 4-player table',
    change: (f) => (f.event.rounds[0]!.tables = [table(1, PLAYERS.slice(0, 4)), table(2, PLAYERS.slice(4, 10))]),
    says: ['table 1 of round 1: 4 players — tables seat 5 to 10 players'],
  },
  {
    refused: 'a table listing 41 names',
    change: (f) => (f.event.rounds[0]!.tables[0]!.players = Array.from({ length: 41 }, (_, i) => `P${i}`)),
    says: ['rounds[0].tables[0].players: a table lists at most 40 names (tables seat 5 to 10 players)'],
  },
  {
    refused: 'a seat for a player who is not registered',
    change: (f) => (f.event.rounds[0]!.tables[1]!.players[0] = 'Zed'),
    says: ['table 2 of round 1: Zed is not registered for the event'],
  },
  {
    refused: 'a player at two tables of one round',
    change: (f) => (f.event.rounds[0]!.tables[1]!.players[0] = f.event.rounds[0]!.tables[0]!.players[0]!),
    says: ['round 1:', 'sits at tables 1 and 2 — a player plays at one table per round'],
  },
  {
    refused: 'a deck that is not players + 3',
    change: (f) => f.event.rounds[0]!.tables[1]!.deck.push('villager'),
    says: ['deck of table 2 of round 1 has 10 cards for 6 players — the deck is players + 3'],
  },
  {
    refused: 'a card that is not a role',
    change: (f) => (f.event.rounds[0]!.tables[1]!.deck[0] = 'wizard'),
    says: ['deck of table 2 of round 1: "wizard" is not a role'],
  },
  {
    refused: '81 tables in a round',
    change: (f) =>
      (f.event.rounds[0]!.tables = Array.from({ length: 81 }, (_, i) => table(i + 1, PLAYERS.slice(0, 6)))),
    says: ['rounds[0].tables: 81 tables in a round, at most 80'],
  },
  // Rounds.
  {
    refused: '101 rounds',
    change: (f) =>
      (f.event.rounds = Array.from({ length: 101 }, (_, i) => ({
        number: i + 1,
        tables: [table(1, PLAYERS.slice(0, 6)), table(2, PLAYERS.slice(6))],
      }))),
    says: ['rounds: 101 rounds, at most 100'],
  },
  {
    refused: 'a round numbered out of order',
    change: (f) => (f.event.rounds[0]!.number = 2),
    says: ['round 1 is numbered 2 — rounds are numbered 1, 2, 3… in order'],
  },
  {
    refused: 'a round number past 100',
    change: (f) => (f.event.rounds[0]!.number = 101),
    says: ['rounds[0].number: an event has at most 100 rounds'],
  },
  {
    refused: 'a game linked to two tables',
    change: (f) => (f.event.rounds[0]!.tables[1]!.gameId = f.event.rounds[0]!.tables[0]!.gameId),
    says: ['is linked to table 1 of round 1 and to table 2 of round 1 — a game is played at one table'],
  },
  // Settings.
  {
    refused: 'points over 100',
    change: (f) => (f.event.scoring['win'] = 101),
    says: ['scoring.win: points must be between -100 and 100'],
  },
  {
    refused: 'a largest table size of 12',
    change: (f) => (f.event.maxTableSize = 12),
    says: ['maxTableSize: the largest table size is 5 to 10 players'],
  },
  {
    refused: 'an end before the start',
    change: (f) => (f.event.endDate = '2026-03-31'),
    says: [
      'the event ends on 2026-03-31, before it starts on 2026-04-01 — the end date cannot be before the start date',
    ],
  },
  {
    refused: 'a date that does not exist',
    change: (f) => (f.event.startDate = '2026-02-30'),
    says: ['startDate: "2026-02-30" is not a date written YYYY-MM-DD'],
  },
  {
    refused: 'a preset that names no decks',
    change: (f) => (f.event.preset = 'nope-7'),
    says: ['preset: "nope-7" is not a scenario with decks for 5 to 10 players'],
  },
  {
    refused: 'a preset id over 60 characters',
    change: (f) => (f.event.preset = 'p'.repeat(61)),
    says: ['preset: a preset id is at most 60 characters'],
  },
  {
    refused: 'an event name over 100 characters',
    change: (f) => (f.event.name = 'n'.repeat(101)),
    says: ['name: an event name is at most 100 characters'],
  },
  {
    refused: 'an event id over 100 characters',
    change: (f) => (f.event.id = 'e'.repeat(101)),
    says: ['id: an event id is at most 100 characters'],
  },
  {
    refused: 'a game id over 100 characters',
    change: (f) => (f.event.rounds[0]!.tables[1]!.gameId = 'g'.repeat(101)),
    says: ['rounds[0].tables[1].gameId: a game id is at most 100 characters'],
  },
  {
    refused: 'an unknown field of the event',
    change: (f) => Object.assign(f.event, { maxTableSise: 6 }),
    says: ['unknown field "maxTableSise": an event has format, id, name'],
  },
  // The file and its games.
  {
    refused: '`records` as an object',
    change: (f) => Object.assign(f, { records: { game: f.records[0] } }),
    says: ["records: an object, not a list — the file's records are the list of the games of its tables"],
  },
  {
    refused: 'no `records`',
    change: (f) => Reflect.deleteProperty(f, 'records'),
    says: ['records: missing'],
  },
  {
    refused: 'an unknown field of the file',
    change: (f) => Object.assign(f, { comment: 'hi' }),
    says: ['unknown field "comment": an exported event\'s file has format, event and records'],
  },
  {
    refused: 'an event that is not an object',
    change: (f) => Object.assign(f, { event: [1, 2] }),
    says: ["event: an exported event's file holds the event, an object"],
  },
  {
    refused: 'a table naming a game not in the file (nor in the archive)',
    change: (f) => (f.event.rounds[0]!.tables[1]!.gameId = 'game-from-nowhere'),
    says: [
      'rounds[0].tables[1].gameId: game game-from-nowhere of table 2 of round 1 is neither in the file nor in the archive',
    ],
  },
  {
    refused: "a table's game played by other players",
    change: (f) => {
      const [one, two] = f.event.rounds[0]!.tables;
      [one!.gameId, two!.gameId] = [two!.gameId, one!.gameId];
    },
    says: [
      'rounds[0].tables[0].gameId: game',
      'not by the players of table 1 of round 1',
      'a game is linked only to a table of the same players',
    ],
  },
  {
    refused: 'a game twice in the file',
    change: (f) => f.records.push(f.records[0]!),
    says: ['records[2]: game', 'is in the file twice — the file holds each game once'],
  },
  {
    refused: 'a game of no table of the event',
    change: (f) => (f.event.rounds[0]!.tables[1]!.gameId = null),
    says: ['records[1]: game', 'is played at no table of the event — the file holds the games of its tables only'],
  },
  {
    refused: 'a record that is not a game',
    change: (f) => (f.records[0]!['players'] = ['Solo']),
    says: ['records[0]:'],
  },
];

describe('an import that breaks a limit of creation is refused, naming the field and the limit, and imports nothing', () => {
  it.each(CASES)('$refused', ({ change, says }) => {
    const { code, message } = refusal(changed(change));
    expect(code).toMatch(/^event\//);
    expect(message.startsWith('cup.event.json: ')).toBe(true);
    for (const words of says) expect(message).toContain(words);
  });

  it('every problem at once, one line each', () => {
    const { problems } = refusal(
      changed((f) => {
        f.event.rounds[0]!.tables[1]!.gameId = 'ghost';
        f.records.push(f.records[0]!);
      }),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/records\[1\]: .*played at no table/);
    expect(problems.join('\n')).toMatch(/records\[2\]: .*in the file twice/);
    expect(problems.join('\n')).toMatch(/game ghost of table 2 of round 1 is neither in the file nor in the archive/);
  });

  it('a table may name a game the archive already has, played by its players', () => {
    const session = memorySession();
    const file = EXPORT.file();
    // The second game is already here (imported before); the file comes without it.
    unwrap(session.importText({ text: JSON.stringify(file.records[1]), source: 'table2.json' }));
    file.records = [file.records[0]!];
    const view = unwrap(session.tournaments.importEvent({ text: JSON.stringify(file), source: 'cup.event.json' }));
    expect(view.rounds[0]!.tables.map((t) => t.gameId)).toEqual(EXPORT.gameIds);
  });

  it('what creation and edits refuse, import refuses too, naming the same field', () => {
    const session = memorySession();
    const creation = (input: Record<string, unknown>): string => {
      const result = session.tournaments.createEvent({ name: 'Cup', startDate: '2026-04-01', ...input });
      return result.ok ? 'accepted' : result.error.message;
    };
    const extra = Array.from({ length: 389 }, (_, i) => `Extra ${i}`);
    const pairs: [string, Record<string, unknown>, (f: EventFile) => void][] = [
      ['players', { players: [...PLAYERS, ...extra] }, (f) => f.event.players.push(...extra)],
      ['maxTableSize', { maxTableSize: 11 }, (f) => (f.event.maxTableSize = 11)],
      ['scoring.loss', { scoring: { loss: -101 } }, (f) => (f.event.scoring['loss'] = -101)],
      ['preset', { preset: 'p'.repeat(61) }, (f) => (f.event.preset = 'p'.repeat(61))],
      ['preset', { preset: 'nope-7' }, (f) => (f.event.preset = 'nope-7')],
      ['name', { name: 'n'.repeat(101) }, (f) => (f.event.name = 'n'.repeat(101))],
      ['2026-03-01', { endDate: '2026-03-01' }, (f) => (f.event.endDate = '2026-03-01')],
      ['ANN', { players: ['Ann', 'ANN'] }, (f) => f.event.players.push('ANN')],
    ];
    for (const [field, input, change] of pairs) {
      expect(creation(input)).toContain(field);
      expect(refusal(changed(change)).message).toContain(field);
    }
    expect(unwrap(session.tournaments.listEvents())).toEqual([]);
    // A round's edit: a 12-player table, a table naming a game the archive does not have.
    const event = unwrap(session.tournaments.createEvent({ name: 'Edits', startDate: '2026-04-01', players: PLAYERS }));
    unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    const tooBig = session.tournaments.saveRound(event.id, { number: 1, tables: [table(1, PLAYERS)] });
    expect(tooBig.ok ? '' : tooBig.error.message).toContain('12 players — tables seat 5 to 10 players');
    const round = unwrap(session.tournaments.getEvent(event.id)).rounds[0]!;
    const ghost = round.tables.map((t, i) => ({ ...t, gameId: i === 0 ? 'game-from-nowhere' : null }));
    const edited = session.tournaments.saveRound(event.id, { number: 1, tables: ghost });
    expect(edited.ok ? '' : edited.error.message).toBe('no game game-from-nowhere in the archive');
  });

  it('a file that is not an exported event says so', () => {
    expect(refusal('{"format":"onu-record/1"}').message).toBe(
      'cup.event.json is not an exported event (its format is "onu-record/1"; expected "nightwarden-event-archive/1")',
    );
    expect(refusal('[1,2]').code).toBe('event/format');
    expect(refusal('not json').code).toBe('event/not-json');
    expect(EVENT_ARCHIVE_FORMAT).toBe('nightwarden-event-archive/1');
  });
});
