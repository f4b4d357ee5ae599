/**
 * Migration 2 (outcomes kept with finished games, events): an archive written by the first version is
 * upgraded in place with its games intact, and games finished before outcomes were kept get them
 * computed once from their log when statistics first need them.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ID } from '../../src/main/persistence/database.ts';
import { MIGRATIONS } from '../../src/main/persistence/migrations/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { openSession, tempDb, testPorts, unwrap } from '../session/helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
const DEAL = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};

/** A finished game: Ann (the Vampire) gives her Mark to Cat, then Ann is voted out. */
function finish(session: Session): string {
  let game = unwrap(session.createGame({ players: PLAYERS, deal: DEAL }));
  unwrap(session.startNight(game.id));
  unwrap(session.pass(game.id));
  game = unwrap(session.answer(game.id, { target: 2 }));
  while (game.phase === 'dusk' || game.phase === 'night') game = unwrap(session.pass(game.id));
  unwrap(session.vote(game.id, [1, 0, 0, 0]));
  return game.id;
}

describe('migration 2', () => {
  it('upgrades an archive of version 1 in place: games kept, outcomes and events added', () => {
    const path = tempDb();
    const old = new Database(path);
    old.pragma('journal_mode = WAL');
    old.pragma(`application_id = ${APPLICATION_ID}`);
    old.exec(MIGRATIONS[0]!.sql);
    old.pragma('user_version = 1');
    old
      .prepare(
        'INSERT INTO games (id, created_at, updated_at, players, deck, setup, phase, winners) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run('old-1', '2025-01-01T20:00:00Z', '2025-01-01T21:00:00Z', '["Ann"]', '[]', '{}', 'setup', null);
    old.close();

    const store = new Store(path);
    expect(store.database.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    expect(store.game('old-1')).toMatchObject({ id: 'old-1', players: ['Ann'], results: null });
    const columns = (store.database.prepare('PRAGMA table_info(games)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain('results');
    expect(store.tournaments()).toEqual([]);
    store.close();
  });

  it('a game finished before outcomes were kept gets them from its log, once, when statistics need them', () => {
    const path = tempDb();
    const { session, store } = openSession(path);
    const id = finish(session);
    expect(store.finished()[0]!.results).toHaveLength(4);
    const kept = unwrap(session.stats({}));
    // As an archive of version 1 left it: no outcomes.
    store.database.prepare('UPDATE games SET results = NULL').run();
    store.close();

    const reopened = new Store(path);
    const fresh = new Session(reopened, testPorts());
    expect(reopened.finished()[0]!.results).toBeNull();
    expect(unwrap(fresh.stats({}))).toEqual(kept);
    expect(reopened.finished()[0]).toMatchObject({
      id,
      results: expect.arrayContaining([expect.objectContaining({ name: 'Ann', dead: true, won: false })]),
    });
    reopened.close();
  });

  it('an undone vote takes the outcomes back; the game no longer counts', () => {
    const { session, store } = openSession();
    const id = finish(session);
    expect(unwrap(session.stats({})).find((s) => s.name === 'Ann')).toMatchObject({ games: 1, killed: 1 });
    unwrap(session.undo(id));
    expect(store.finished()).toEqual([]);
    expect(unwrap(session.stats({}))).toEqual([]);
  });
});
