/**
 * Events (tournaments) through the session: registration, rounds proposed and edited, games played here
 * or brought in from another laptop and seated by their players, standings, export and import whole,
 * and statistics restricted to an event. Every change is saved at once.
 */
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import type { GameView } from '../../src/shared/views.ts';
import { openSession, tempDb, testPorts, unwrap } from './helpers.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];

/** Plays a game to its end: the first legal choice on mandatory calls, nothing on optional ones, then a vote. */
/** Everyone votes for the first player, who votes for the second. */
function playOut(session: Session, id: string): GameView {
  let game = unwrap(session.getGame(id));
  if (game.phase === 'setup') game = unwrap(session.startNight(id));
  while (game.phase === 'dusk' || game.phase === 'night') {
    const choice = game.call!.choice;
    if (choice.kind === 'target' && choice.mandatory) {
      const seat = choice.seats.find((s) => s.legal)!.seat;
      game = unwrap(session.answer(id, { target: seat }));
    } else if (choice.kind === 'center' && choice.mandatory) {
      game = unwrap(session.answer(id, { center: choice.indexes[0]! }));
    } else game = unwrap(session.pass(id));
  }
  return unwrap(
    session.vote(
      id,
      game.players.map((_, seat) => (seat === 0 ? 1 : 0)),
    ),
  );
}

function newEvent(session: Session, extra: Record<string, unknown> = {}) {
  return unwrap(
    session.tournaments.createEvent({
      name: 'Spring Cup',
      startDate: '2026-04-01',
      endDate: '2026-04-02',
      players: PLAYERS,
      maxTableSize: 6,
      preset: 'beginner-6',
      ...extra,
    }),
  );
}

describe('an event', () => {
  it('is created with the default scoring (1 point a win, 0 otherwise) and saved at once', () => {
    const path = tempDb();
    const { session, store } = openSession(path);
    const event = newEvent(session);
    expect(event).toMatchObject({
      name: 'Spring Cup',
      startDate: '2026-04-01',
      endDate: '2026-04-02',
      players: PLAYERS,
      scoring: { win: 1, loss: 0, survivedWin: 0, specialTeamWin: 0 },
      maxTableSize: 6,
      preset: 'beginner-6',
      rounds: [],
    });
    expect(event.scoringLines).toEqual(['Win: 1 point', 'Loss: 0 points']);
    store.close();
    const reopened = new Session(new Store(path), testPorts());
    expect(unwrap(reopened.tournaments.getEvent(event.id))).toEqual(event);
    expect(unwrap(reopened.tournaments.listEvents())).toMatchObject([
      { id: event.id, name: 'Spring Cup', players: 12, rounds: 0 },
    ]);
  });

  it('refuses bad settings with messages naming the rule, and writes nothing', () => {
    const { session } = openSession();
    const bad = session.tournaments.createEvent({
      name: 'X',
      startDate: '2026-04-05',
      endDate: '2026-04-01',
      players: ['Ann', 'ann'],
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.message).toMatch(/2026-04-01/);
      expect(bad.error.message).toMatch(/Ann/i);
    }
    const date = session.tournaments.createEvent({ name: 'X', startDate: '2026-02-30' });
    expect(date.ok).toBe(false);
    if (!date.ok) expect(date.error.message).toMatch(/startDate: 2026-02-30 is not a date/);
    expect(unwrap(session.tournaments.listEvents())).toEqual([]);
    newEvent(session);
    const twice = session.tournaments.createEvent({ name: 'spring cup', startDate: '2026-05-01' });
    expect(twice.ok).toBe(false);
    if (!twice.ok)
      expect(twice.error.message).toBe('an event named "Spring Cup" already exists: event names are unique');
  });

  it('settings and registrations change one at a time, each saved; the scoring extras are printed', () => {
    const { session } = openSession();
    const event = newEvent(session);
    const changed = unwrap(
      session.tournaments.updateEvent(event.id, {
        scoring: { survivedWin: 1, specialTeamWin: 2 },
        players: [...PLAYERS, 'Max'],
      }),
    );
    expect(changed.scoring).toEqual({ win: 1, loss: 0, survivedWin: 1, specialTeamWin: 2 });
    expect(changed.players).toContain('Max');
    expect(changed.scoringLines).toEqual([
      'Win: 1 point',
      'Loss: 0 points',
      'Surviving on the winning team: +1 point',
      'Win on a special team (Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus): +2 points',
    ]);
    unwrap(session.setLanguage('fr'));
    expect(unwrap(session.tournaments.getEvent(event.id)).scoringLines[0]).toBe(fr('Victoire : 1 point'));
  });
});

describe('rounds', () => {
  it('proposes tables of 5 to 10 with the preset decks, every present player seated once', () => {
    const { session } = openSession();
    const event = newEvent(session);
    const proposed = unwrap(session.tournaments.proposeRound(event.id, { seed: 7 }));
    const round = proposed.rounds[0]!;
    expect(round.number).toBe(1);
    expect(round.tables.map((t) => t.players.length)).toEqual([6, 6]);
    expect(round.tables.flatMap((t) => t.players).sort()).toEqual([...PLAYERS].sort());
    for (const table of round.tables) {
      expect(table.deck).toHaveLength(9);
      expect(table.gameId).toBeNull();
    }
    // Only the players present sit.
    const second = unwrap(session.tournaments.proposeRound(event.id, { present: PLAYERS.slice(0, 10), seed: 8 }));
    expect(second.rounds[1]!.tables.flatMap((t) => t.players)).toHaveLength(10);
  });

  it('the organiser edits a round; an edit that breaks a rule is refused whole and nothing changes', () => {
    const { session } = openSession();
    const event = newEvent(session);
    const round = unwrap(session.tournaments.proposeRound(event.id, { seed: 1 })).rounds[0]!;
    const [a, b] = round.tables;
    // Swap one player between the tables: still valid.
    const moved = [
      { ...a!, players: [...a!.players.slice(0, 5), b!.players[0]!] },
      { ...b!, players: [a!.players[5]!, ...b!.players.slice(1)] },
    ];
    const edited = unwrap(session.tournaments.saveRound(event.id, { number: 1, tables: moved }));
    expect(edited.rounds[0]!.tables[0]!.players[5]).toBe(b!.players[0]);
    // Two players leave table 2 for table 1: 8 and 4 players.
    const broken = [
      { ...a!, players: [...a!.players, b!.players[0]!, b!.players[1]!], deck: a!.deck },
      { ...b!, players: b!.players.slice(2) },
    ];
    const refused = session.tournaments.saveRound(event.id, { number: 1, tables: broken });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      const text = [refused.error.message, ...(refused.error.problems ?? [])].join('\n');
      expect(text).toMatch(/4 players — tables seat 5 to 10 players/);
      expect(text).toMatch(/the deck is players \+ 3/);
    }
    expect(unwrap(session.tournaments.getEvent(event.id)).rounds[0]!.tables[0]!.players[5]).toBe(b!.players[0]);
  });

  it('only the last round can be removed', () => {
    const { session } = openSession();
    const event = newEvent(session);
    unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    unwrap(session.tournaments.proposeRound(event.id, { seed: 2 }));
    const refused = session.tournaments.removeRound(event.id, 1);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/round 1 is not the last round/);
    expect(unwrap(session.tournaments.removeRound(event.id, 2)).rounds).toHaveLength(1);
  });
});

describe('games, standings, export and import', () => {
  it('a table played here and one brought in from another laptop both count; standings follow the scoring', () => {
    const { session } = openSession();
    const event = newEvent(session);
    const round = unwrap(session.tournaments.proposeRound(event.id, { seed: 3 })).rounds[0]!;

    // Table 1 is played in this console.
    const here = unwrap(session.tournaments.startEventGame(event.id, 1, 1));
    expect(here.players).toEqual(round.tables[0]!.players);
    const played = playOut(session, here.id);
    expect(unwrap(session.tournaments.getEvent(event.id)).rounds[0]!.tables[0]).toMatchObject({
      gameId: here.id,
      game: { phase: 'revealed', winners: played.result!.winners },
    });
    const again = session.tournaments.startEventGame(event.id, 1, 1);
    expect(again.ok).toBe(false);
    // Its way back to the event, for any console that opens it (from the archive, another browser).
    expect(unwrap(session.tournaments.eventOfGame(here.id))).toEqual({ eventId: event.id, round: 1, table: 1 });
    const alone = unwrap(
      session.createGame({
        players: ['Ann', 'Ben', 'Cat'],
        deal: { mode: 'shuffle', deck: round.tables[0]!.deck.slice(0, 6) },
      }),
    );
    expect(unwrap(session.tournaments.eventOfGame(alone.id))).toBeNull();
    expect(session.tournaments.eventOfGame('')).toMatchObject({ ok: false, error: { code: 'input/invalid' } });

    // Table 2 on another laptop: its record comes back by import and is seated by its players.
    let n = 0;
    const other = new Session(new Store(tempDb()), { ...testPorts(), newId: () => `away-${++n}` });
    const away = unwrap(
      other.createGame({ players: round.tables[1]!.players, deal: { mode: 'shuffle', deck: round.tables[1]!.deck } }),
    );
    const awayPlayed = playOut(other, away.id);
    const stranger = unwrap(
      other.createGame({
        players: ['Zed', 'Yan', 'Xia'],
        deal: {
          mode: 'manual',
          players: ['werewolf', 'seer', 'robber'],
          center: ['villager', 'villager', 'troublemaker'],
        },
      }),
    );
    const archive = unwrap(other.exportArchive());
    const report = unwrap(session.tournaments.importEventGames(event.id, { text: archive, source: 'table2.jsonl' }));
    expect([...report.imported].sort()).toEqual([away.id, stranger.id].sort());
    expect(report.matched).toEqual([{ gameId: away.id, round: 1, table: 2 }]);
    expect(report.unmatched).toEqual([stranger.id]);
    expect(report.event.rounds[0]!.tables[1]!.gameId).toBe(away.id);

    const standings = unwrap(session.tournaments.standings(event.id));
    expect(standings.gamesCounted).toBe(2);
    expect(standings.tables).toBe(2);
    const winners = new Set([...played.result!.winners, ...awayPlayed.result!.winners]);
    for (const row of standings.rows) {
      expect(row.games).toBe(1);
      expect(row.wins).toBe(winners.has(row.name) ? 1 : 0);
      expect(row.points).toBe(row.wins);
    }
    const points = standings.rows.map((r) => r.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    expect(standings.csv.split('\r\n')[0]).toBe('Rank,Player,Points,Wins,Games,Head-to-head');
    expect(standings.fileName).toBe('spring-cup-standings.csv');

    // Surviving winners earn one more point.
    unwrap(session.tournaments.updateEvent(event.id, { scoring: { survivedWin: 1 } }));
    const survivors = new Set(
      [...played.result!.players, ...awayPlayed.result!.players].filter((p) => p.won && !p.dead).map((p) => p.name),
    );
    for (const row of unwrap(session.tournaments.standings(event.id)).rows)
      expect(row.points).toBe(row.wins + (survivors.has(row.name) ? 1 : 0));

    // Statistics restricted to the event's games.
    const stats = unwrap(session.stats({ gameIds: new Set([here.id]) }));
    expect(stats.map((s) => s.name).sort()).toEqual([...round.tables[0]!.players].sort());
  });

  it('an event is exported and imported whole, with its games; importing it twice or a bad file is refused', () => {
    const { session } = openSession();
    const event = newEvent(session);
    unwrap(session.tournaments.proposeRound(event.id, { seed: 4 }));
    const game = unwrap(session.tournaments.startEventGame(event.id, 1, 2));
    playOut(session, game.id);
    const before = unwrap(session.tournaments.standings(event.id));
    const file = unwrap(session.tournaments.exportEvent(event.id));
    expect(file.fileName).toBe('spring-cup.event.json');

    const elsewhere = openSession().session;
    const imported = unwrap(elsewhere.tournaments.importEvent({ text: file.text, source: file.fileName }));
    expect(imported.rounds).toEqual(unwrap(session.tournaments.getEvent(event.id)).rounds);
    expect(unwrap(elsewhere.tournaments.standings(imported.id)).rows).toEqual(before.rows);
    expect(unwrap(elsewhere.getGame(game.id)).phase).toBe('revealed');

    const twice = elsewhere.tournaments.importEvent({ text: file.text, source: file.fileName });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.message).toMatch(/already in the archive/);

    const fresh = openSession();
    const bad = fresh.session.tournaments.importEvent({ text: '{"format":"onu-record/1"}', source: 'x.json' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/x\.json is not an exported event/);
    const broken = JSON.parse(file.text) as { records: { players: string[] }[] };
    broken.records[0]!.players = ['Solo'];
    const half = fresh.session.tournaments.importEvent({ text: JSON.stringify(broken), source: 'broken.json' });
    expect(half.ok).toBe(false);
    // Nothing half-written: neither the event nor its games.
    expect(unwrap(fresh.session.tournaments.listEvents())).toEqual([]);
    expect(unwrap(fresh.session.listGames())).toEqual([]);
  });

  it('a game is linked by hand only to a table of the same players', () => {
    const { session } = openSession();
    const event = newEvent(session);
    const round = unwrap(session.tournaments.proposeRound(event.id, { seed: 5 })).rounds[0]!;
    const game = unwrap(
      session.createGame({ players: round.tables[0]!.players, deal: { mode: 'shuffle', deck: round.tables[0]!.deck } }),
    );
    const wrong = session.tournaments.linkEventGame(event.id, 1, 2, game.id);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.message).toMatch(/not by the players of table 2/);
    expect(unwrap(session.tournaments.linkEventGame(event.id, 1, 1, game.id)).rounds[0]!.tables[0]!.gameId).toBe(
      game.id,
    );
    expect(unwrap(session.tournaments.linkEventGame(event.id, 1, 1, null)).rounds[0]!.tables[0]!.gameId).toBeNull();
  });
});

describe('what an event refuses', () => {
  it('names are unique without regard to case, accented letters included', () => {
    const { session } = openSession();
    unwrap(session.tournaments.createEvent({ name: "Soirée d'Été", startDate: '2026-07-01' }));
    const twice = session.tournaments.createEvent({ name: "  SOIRÉE D'ÉTÉ ", startDate: '2026-07-02' });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.code).toBe('event/name-taken');
    expect(unwrap(session.tournaments.eventByName("soirée d'été")).name).toBe("Soirée d'Été");
  });

  it('a round edit keeps every played table with its game: no swapping its players, no dropping it', () => {
    const { session } = openSession();
    const event = newEvent(session);
    const round = unwrap(session.tournaments.proposeRound(event.id, { seed: 6 })).rounds[0]!;
    const game = unwrap(session.tournaments.startEventGame(event.id, 1, 1));
    const [a, b] = round.tables;
    // Swapping a player of the played table with one of the other table.
    const swapped = session.tournaments.saveRound(event.id, {
      number: 1,
      tables: [
        { table: 1, players: [b!.players[0]!, ...a!.players.slice(1)], deck: a!.deck as never },
        { table: 2, players: [a!.players[0]!, ...b!.players.slice(1)], deck: b!.deck as never },
      ],
    });
    expect(swapped.ok).toBe(false);
    if (!swapped.ok) expect(swapped.error.message).toMatch(/a game is linked only to a table of the same players/);
    // Unlinking it through the edit.
    const dropped = session.tournaments.saveRound(event.id, {
      number: 1,
      tables: [
        { table: 1, players: a!.players as string[], deck: a!.deck as never, gameId: null },
        { table: 2, players: b!.players as string[], deck: b!.deck as never },
      ],
    });
    expect(dropped.ok).toBe(false);
    if (!dropped.ok) expect(dropped.error.message).toMatch(/table 1 of round 1 has its game .*: unlink the game/);
    // A game that does not exist.
    const ghost = session.tournaments.saveRound(event.id, {
      number: 1,
      tables: [
        { table: 1, players: a!.players as string[], deck: a!.deck as never, gameId: game.id },
        { table: 2, players: b!.players as string[], deck: b!.deck as never, gameId: 'no-such-game' },
      ],
    });
    expect(ghost.ok).toBe(false);
    if (!ghost.ok) expect(ghost.error.message).toBe('no game no-such-game in the archive');
    // Reordering the seats of the played table and moving it to number 2 is fine: the game goes with it.
    const moved = unwrap(
      session.tournaments.saveRound(event.id, {
        number: 1,
        tables: [
          { table: 1, players: b!.players as string[], deck: b!.deck as never, gameId: null },
          { table: 2, players: [...a!.players].reverse(), deck: a!.deck as never, gameId: game.id },
        ],
      }),
    );
    expect(moved.rounds[0]!.tables[1]!.gameId).toBe(game.id);
  });

  it('an unknown preset, a table size out of range, an unknown field or role: each says what is wrong and why', () => {
    const { session } = openSession();
    const message = (result: { ok: boolean; error?: { message: string } }): string =>
      result.ok ? '' : (result as { error: { message: string } }).error.message;
    expect(message(session.tournaments.createEvent({ name: 'A', startDate: '2026-01-01', preset: 'nope-7' }))).toMatch(
      /^preset: "nope-7" is not a scenario with decks for 5 to 10 players \(scenarios: beginner, .*lune-de-sang/,
    );
    expect(message(session.tournaments.createEvent({ name: 'A', startDate: '2026-01-01', maxTableSize: 12 }))).toMatch(
      /the largest table size is 5 to 10 players: tables seat 5 to 10 players/,
    );
    expect(message(session.tournaments.createEvent({ name: 'A', startDate: '2026-01-01', foo: 1 }))).toMatch(
      /unknown field "foo": an event has name, startDate/,
    );
    expect(
      message(session.tournaments.createEvent({ name: 'A', startDate: '2026-01-01', scoring: { win: 1000 } })),
    ).toMatch(/scoring\.win: points are from -100 to 100/);
    const event = newEvent(session);
    unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    const round = unwrap(session.tournaments.getEvent(event.id)).rounds[0]!;
    const bad = session.tournaments.saveRound(event.id, {
      number: 1,
      tables: [{ ...round.tables[0]!, deck: ['wizard', ...round.tables[0]!.deck.slice(1)] }, round.tables[1]!],
    });
    expect(message(bad)).toMatch(/"wizard" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien/);
    expect(message(session.tournaments.removeRound(event.id, 0))).toMatch(/rounds are numbered from 1/);
    expect(unwrap(session.tournaments.listEvents())).toHaveLength(1);
  });

  it('a game whose players sit at open tables of several rounds goes to the earliest, and the report says so', () => {
    const { session } = openSession();
    const six = PLAYERS.slice(0, 6);
    const event = unwrap(
      session.tournaments.createEvent({ name: 'Small', startDate: '2026-01-01', players: six, preset: 'beginner-6' }),
    );
    unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    const round = unwrap(session.tournaments.proposeRound(event.id, { seed: 2 })).rounds[1]!;
    let n = 0;
    const other = new Session(new Store(tempDb()), { ...testPorts(), newId: () => `away-${++n}` });
    const game = unwrap(
      other.createGame({ players: round.tables[0]!.players, deal: { mode: 'shuffle', deck: round.tables[0]!.deck } }),
    );
    playOut(other, game.id);
    const report = unwrap(
      session.tournaments.importEventGames(event.id, {
        text: JSON.stringify(unwrap(other.exportGame(game.id))),
        source: 'r1.json',
      }),
    );
    expect(report.matched).toEqual([{ gameId: game.id, round: 1, table: 1, alsoMatches: [{ round: 2, table: 1 }] }]);
  });
});
