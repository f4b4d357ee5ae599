/**
 * Statistics from the archive's aggregates (migration 3: each revealed seat's outcome kept as a row,
 * grouped in SQL) give exactly the figures of the old computation, `playerStats` over every finished game
 * read whole: over random archives (names spelled several ways, the teams and cards counted apart, games
 * at the same instant, dates written with offsets) and random filters, over real games played through the
 * session, and after games are revealed, undone, deleted and imported.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildArchiveDb } from '../../scripts/archive-fixture.ts';
import { Store, type PlayerOutcome } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { playerStats, type StatsFilter } from '../../src/main/stats/index.ts';
import { tempDb, testPorts, unwrap } from './helpers.ts';

/** The old computation: every finished game read whole, tallied in JavaScript. */
function oldStats(session: Session, filter: StatsFilter = {}) {
  return playerStats(unwrap(session.finishedGames()), filter);
}

const NAMES = ['Ann', 'ann ', 'ANN', 'Zoé', 'Zoe\u0301', 'Éloïse', 'Ben', 'Cal', 'Dee', '__proto__'];
const TEAMS = [
  'village',
  'werewolf',
  'vampire',
  'tanner',
  'assassin',
  'apprentice-assassin',
  'alien',
  'synthetic-alien',
  'groob',
  'zerb',
  'blob',
  'mortician',
  'nostradamus',
];
const CARDS = ['seer', 'werewolf', 'tanner', 'apprentice-tanner', 'squire', 'robber', 'villager'];

const seatArb = fc.record({
  name: fc.constantFrom(...NAMES),
  startCard: fc.constantFrom(...CARDS),
  card: fc.constantFrom(...CARDS),
  team: fc.constantFrom(...TEAMS),
  dead: fc.boolean(),
  won: fc.boolean(),
});

/** A few instants, some written with an offset, some equal: the order and the days must not depend on it. */
const DATES = [
  '2026-03-01T10:00:00.000Z',
  '2026-03-01T12:00:00+02:00', // the same instant as 10:00 UTC
  '2026-03-01T23:30:00.000Z',
  '2026-03-02T00:30:00+01:00',
  '2026-03-05T18:00:00.000Z',
  '2026-04-10T09:15:00.000Z',
  '2025-12-31T23:59:59.999Z',
];

const gameArb = fc.record({
  createdAt: fc.constantFrom(...DATES),
  players: fc.array(seatArb, { minLength: 1, maxLength: 6 }),
});

const DAYS = ['2025-12-31', '2026-03-01', '2026-03-02', '2026-03-05', '2026-04-10'];
const filterArb = fc.record(
  {
    from: fc.constantFrom(...DAYS),
    to: fc.constantFrom(...DAYS),
    player: fc.constantFrom('an', 'ZO', 'zoé', 'é', 'nobody', ''),
    gameIds: fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { maxLength: 8 }),
  },
  { requiredKeys: [] },
);

/** Games written as the archive keeps them: revealed, with their outcomes. */
function archiveOf(games: readonly { createdAt: string; players: readonly PlayerOutcome[] }[]): Session {
  const store = new Store(':memory:');
  games.forEach((game, i) =>
    store.insertGame({
      id: `g${i}`,
      createdAt: game.createdAt,
      updatedAt: game.createdAt,
      players: game.players.map((p) => p.name),
      deck: [],
      setup: {},
      phase: 'revealed',
      winners: game.players.filter((p) => p.won).map((p) => p.name),
      results: game.players,
    }),
  );
  return new Session(store, testPorts());
}

describe('statistics from the aggregates', () => {
  it('equal the old computation over random archives (some games deleted) and random filters', () => {
    fc.assert(
      fc.property(fc.array(gameArb, { maxLength: 16 }), filterArb, fc.uniqueArray(fc.nat(15)), (games, raw, gone) => {
        const session = archiveOf(games);
        // Some games deleted: their seats leave the tallies.
        for (const n of gone) if (n < games.length) unwrap(session.deleteGame(`g${n}`));
        const filter: StatsFilter = {
          ...(raw.from !== undefined ? { from: raw.from } : {}),
          ...(raw.to !== undefined ? { to: raw.to } : {}),
          ...(raw.player ? { player: raw.player } : {}),
          ...(raw.gameIds !== undefined ? { gameIds: new Set(raw.gameIds.map((n) => `g${n}`)) } : {}),
        };
        expect(unwrap(session.stats(filter))).toEqual(oldStats(session, filter));
        expect(unwrap(session.stats({}))).toEqual(oldStats(session));
      }),
      { numRuns: 150 },
    );
  });

  it('count the Bonus Packs’ wins by card and every special team', () => {
    const session = archiveOf([
      {
        createdAt: DATES[0]!,
        players: [
          {
            name: 'Ann',
            startCard: 'apprentice-tanner',
            card: 'apprentice-tanner',
            team: 'tanner',
            dead: false,
            won: true,
          },
          { name: 'Ben', startCard: 'squire', card: 'squire', team: 'werewolf', dead: false, won: true },
          { name: 'Cal', startCard: 'squire', card: 'squire', team: 'werewolf', dead: true, won: false },
          { name: 'Dee', startCard: 'seer', card: 'apprentice-tanner', team: 'village', dead: false, won: true },
        ],
      },
    ]);
    const stats = unwrap(session.stats({}));
    expect(stats).toEqual(oldStats(session));
    expect(stats.find((s) => s.name === 'Ann')).toMatchObject({ apprenticeTannerWins: 1, tannerWins: 1 });
    expect(stats.find((s) => s.name === 'Ben')).toMatchObject({ squireWins: 1 });
    expect(stats.find((s) => s.name === 'Cal')).toMatchObject({ squireWins: 0, killed: 1 });
    expect(stats.find((s) => s.name === 'Dee')).toMatchObject({ apprenticeTannerWins: 0 });
  });

  it('equal the old computation over real games, and follow reveals, undos, deletions and imports', () => {
    const path = tempDb();
    buildArchiveDb(path, 160);
    const store = new Store(path);
    const session = new Session(store, testPorts());
    try {
      for (const filter of [{}, { from: '2024-01-10', to: '2024-01-12' }, { player: 'é' }] as StatsFilter[])
        expect(unwrap(session.stats(filter))).toEqual(oldStats(session, filter));
      const before = unwrap(session.stats({}));
      expect(before.length).toBeGreaterThan(20);

      // An undone vote takes the game's outcomes back; a deleted game is gone from the tallies.
      const last = unwrap(session.listGames())[0]!;
      unwrap(session.undo(last.id));
      expect(unwrap(session.stats({}))).toEqual(oldStats(session));
      expect(unwrap(session.stats({}))).not.toEqual(before);
      unwrap(session.deleteGame(unwrap(session.listGames())[1]!.id));
      expect(unwrap(session.stats({}))).toEqual(oldStats(session));

      // Exported and imported into a new archive: the same figures there.
      const other = new Session(new Store(':memory:'), testPorts());
      unwrap(other.importText({ text: unwrap(session.exportArchive()), source: 'all.jsonl' }));
      expect(unwrap(other.stats({}))).toEqual(unwrap(session.stats({})));
    } finally {
      store.close();
    }
  });

  it('a game revealed before outcomes were kept gets them from its log, in the tallies too', () => {
    const path = tempDb();
    buildArchiveDb(path, 12);
    const store = new Store(path);
    const kept = unwrap(new Session(store, testPorts()).stats({}));
    // As an archive of version 1 left them: no outcomes, and (as in the index's backfill) no rows.
    store.database.prepare('UPDATE games SET results = NULL').run();
    store.database.prepare('DELETE FROM game_players').run();
    const session = new Session(store, testPorts());
    expect(unwrap(session.stats({}))).toEqual(kept);
    expect(store.withoutOutcomes()).toEqual([]);
    store.close();
  });
});
