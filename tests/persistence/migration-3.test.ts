/**
 * Migration 3 (the archive's index: the list's order and search, each revealed seat's outcome, the event
 * links): an archive written by migration 2, with finished and unfinished games, a game finished before
 * outcomes were kept and an event, is upgraded in place; every game is indexed as if it had been written
 * since, so its list, search, statistics and standings are the ones a new archive gives.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { buildArchiveDb } from '../../scripts/archive-fixture.ts';
import { APPLICATION_ID } from '../../src/main/persistence/database.ts';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/persistence/migrations/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { playerStats } from '../../src/main/stats/index.ts';
import { tempDb, testPorts, unwrap } from '../session/helpers.ts';

/**
 * An archive as migration 2 left it, holding the rows of `source` (an archive of the latest schema): the
 * tables of migrations 1 and 2 only, `user_version` 2.
 */
function asVersion2(source: string): string {
  const path = tempDb('version-2.db');
  const old = new Database(path);
  old.pragma('journal_mode = WAL');
  old.pragma(`application_id = ${APPLICATION_ID}`);
  for (const migration of MIGRATIONS.slice(0, 2)) old.exec(migration.sql);
  old.pragma('user_version = 2');
  old.exec(`ATTACH DATABASE '${source.replaceAll("'", "''")}' AS source`);
  for (const table of ['games', 'events', 'player_names', 'tournaments'])
    old.exec(`INSERT INTO main.${table} SELECT * FROM source.${table}`);
  old.exec('DETACH DATABASE source');
  old.close();
  return path;
}

describe('migration 3', () => {
  it('indexes every game of an archive of version 2: list, search, statistics, standings', () => {
    // The source: 40 real games, one left unfinished, an event linking two of them.
    const source = tempDb();
    buildArchiveDb(source, 40);
    const store = new Store(source);
    const session = new Session(store, testPorts());
    const unfinished = unwrap(
      session.createGame({
        players: ['Ysé', 'Zacharie', 'Anouk', 'Bastien', 'Célia'],
        deal: {
          mode: 'manual',
          players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
          center: ['werewolf', 'drunk', 'insomniac'],
        },
      }),
    );
    // game-000001 has 8 players: the event's one table, linked to it.
    const [g1, g2] = ['game-000001', 'game-000008'].map((id) => store.game(id)!);
    const event = unwrap(
      session.tournaments.createEvent({ name: 'Coupe de Printemps', startDate: '2024-01-01', players: g1!.players }),
    );
    unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    unwrap(session.tournaments.linkEventGame(event.id, 1, 1, g1!.id));
    const standings = unwrap(session.tournaments.standings(event.id));
    store.close();
    // The game finished before outcomes were kept (migration 2 computes them when statistics need them).
    const sourceDb = new Database(source);
    sourceDb.prepare("UPDATE games SET results = NULL WHERE id = 'game-000003'").run();
    sourceDb.close();

    const path = asVersion2(source);
    const upgraded = new Store(path);
    try {
      // Migration 3, and every one after it (4: the event hub's tables).
      expect(upgraded.database.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
      expect(LATEST_VERSION).toBeGreaterThanOrEqual(3);
      const count = (sql: string): number => Number(upgraded.database.prepare(sql).pluck().get());
      expect(count('SELECT count(*) FROM game_index')).toBe(41);
      // Every revealed game with its outcomes has one row a seat; the one without waits for statistics.
      expect(count('SELECT count(DISTINCT game_id) FROM game_players')).toBe(39);
      expect(upgraded.withoutOutcomes()).toEqual(['game-000003']);

      const fresh = new Session(upgraded, testPorts());
      // The list: newest first, every game, a page at a time.
      const page = unwrap(fresh.archivePage({ offset: 0, limit: 200 }));
      expect(page.total).toBe(41);
      expect(page.games.map((g) => g.id)).toEqual(unwrap(fresh.listGames()).map((g) => g.id));
      expect(page.games[0]!.id).toBe(unfinished.id);
      // The search: a player, a role in French, "unfinished", a date.
      const found = (query: string): string[] =>
        unwrap(fresh.archivePage({ query, offset: 0, limit: 200 })).games.map((g) => g.id);
      expect(found('zacharie')).toEqual([unfinished.id]);
      expect(found('inachevee')).toEqual([unfinished.id]);
      expect(found(g1!.players[0]!)).toContain(g1!.id);
      expect(found('voyante').length).toBe(41);
      // The event's name finds its game; its standings are the same.
      expect(found('printemps')).toEqual([g1!.id]);
      expect(unwrap(fresh.tournaments.standings(event.id))).toEqual(standings);
      const day = new Date(g2!.createdAt);
      const two = (n: number): string => String(n).padStart(2, '0');
      expect(found(`${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`)).toContain(g2!.id);

      // Statistics: the old computation's figures, game-000003's outcomes computed from its log.
      const stats = unwrap(fresh.stats({}));
      expect(stats).toEqual(playerStats(unwrap(fresh.finishedGames())));
      expect(upgraded.withoutOutcomes()).toEqual([]);
      expect(count("SELECT count(*) FROM game_players WHERE game_id = 'game-000003'")).toBe(
        upgraded.game('game-000003')!.players.length,
      );
    } finally {
      upgraded.close();
    }
  });

  it('links the events of an archive of version 2 to their games: their names find them', () => {
    const source = tempDb();
    buildArchiveDb(source, 6);
    const store = new Store(source);
    const session = new Session(store, testPorts());
    const game = store.game('game-000001')!;
    const event = unwrap(
      session.tournaments.createEvent({ name: 'Tournoi d’Automne', startDate: '2024-01-01', players: game.players }),
    );
    unwrap(session.tournaments.proposeRound(event.id, { seed: 3 }));
    store.close();

    const upgraded = new Store(asVersion2(source));
    const fresh = new Session(upgraded, testPorts());
    try {
      // Not linked yet: the event's name finds nothing; linked, it finds the game; renamed, the new name.
      expect(unwrap(fresh.archivePage({ query: 'automne', offset: 0, limit: 10 })).total).toBe(0);
      unwrap(fresh.tournaments.linkEventGame(event.id, 1, 1, game.id));
      const byName = (query: string): string[] =>
        unwrap(fresh.archivePage({ query, offset: 0, limit: 10 })).games.map((g) => g.id);
      expect(byName('automne')).toEqual([game.id]);
      unwrap(fresh.tournaments.updateEvent(event.id, { name: 'Coupe d’Hiver' }));
      expect(byName('automne')).toEqual([]);
      expect(byName('hiver')).toEqual([game.id]);
      unwrap(fresh.tournaments.linkEventGame(event.id, 1, 1, null));
      expect(byName('hiver')).toEqual([]);
      unwrap(fresh.tournaments.linkEventGame(event.id, 1, 1, game.id));
      unwrap(fresh.tournaments.deleteEvent(event.id));
      expect(byName('hiver')).toEqual([]);
    } finally {
      upgraded.close();
    }
  });
});
