/**
 * The archive file: how it is opened (WAL, synchronous NORMAL, foreign keys), migrated (once), and how a file
 * that is not ours, is corrupt or comes from a newer version is refused without being touched, then moved
 * aside so a new archive can start.
 */
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ID,
  DatabaseOpenError,
  migrate,
  moveAside,
  openDatabase,
  type DatabaseProblem,
} from '../../src/main/persistence/database.ts';
import { LATEST_VERSION, MIGRATIONS } from '../../src/main/persistence/migrations/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { openSession, tempDb, testPorts, unwrap } from '../session/helpers.ts';

const DECK = ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager', 'drunk'];
const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];

/** A closed Nightwarden archive holding `games` games, each with a few events. */
function archiveWithGames(games: number, path = tempDb()): string {
  const { session, store } = openSession(path);
  for (let i = 0; i < games; i++) {
    const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK, seed: i } }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
  }
  store.close();
  return path;
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** The file's bytes and every file beside it (-wal, -shm, -journal…). */
function fingerprint(path: string): { sha: string; files: string[] } {
  return { sha: sha256(path), files: readdirSync(dirname(path)).sort() };
}

function refusal(path: string, open: () => unknown = () => openDatabase(path)): DatabaseOpenError {
  try {
    open();
  } catch (e) {
    expect(e).toBeInstanceOf(DatabaseOpenError);
    return e as DatabaseOpenError;
  }
  throw new Error(`${path} was opened`);
}

function pragma(db: Database.Database, name: string): unknown {
  return db.pragma(name, { simple: true });
}

/** Runs a read-only check on a copy in another folder, so the file under test and its folder stay as they are. */
function onCopy<T>(path: string, check: (db: Database.Database) => T): T {
  const copy = join(mkdtempSync(join(tmpdir(), 'nightwarden-copy-')), basename(path));
  copyFileSync(path, copy);
  const db = new Database(copy, { readonly: true });
  try {
    return check(db);
  } finally {
    db.close();
  }
}

describe('opening the archive', () => {
  it('turns on WAL, synchronous = NORMAL (the Store syncs the -wal itself: wal-sync.ts) and foreign keys', () => {
    const store = new Store(tempDb());
    try {
      expect(pragma(store.database, 'journal_mode')).toBe('wal');
      expect(pragma(store.database, 'synchronous')).toBe(1); // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
      expect(pragma(store.database, 'foreign_keys')).toBe(1);
      expect(pragma(store.database, 'busy_timeout')).toBeGreaterThan(0);
    } finally {
      store.close();
    }
  });

  it('keeps those settings when an existing archive is reopened', () => {
    const path = archiveWithGames(1);
    const store = new Store(path);
    try {
      expect(pragma(store.database, 'journal_mode')).toBe('wal');
      expect(pragma(store.database, 'synchronous')).toBe(1);
      expect(pragma(store.database, 'foreign_keys')).toBe(1);
    } finally {
      store.close();
    }
  });

  it('foreign keys are enforced: an event needs its game, and deleting a game deletes its events', () => {
    const { session, store } = openSession();
    try {
      const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK } }));
      unwrap(session.startNight(game.id));
      expect(store.events(game.id)).toHaveLength(1);
      expect(() =>
        store.append(
          'no-such-game',
          { at: '2026-11-01T20:00:00Z', type: 'night-started', payload: {} },
          {
            phase: 'dusk',
            winners: null,
            results: null,
          },
        ),
      ).toThrow(/FOREIGN KEY constraint failed/);
      expect(store.events('no-such-game')).toEqual([]);
      unwrap(session.deleteGame(game.id));
      const left = store.database.prepare('SELECT count(*) FROM events WHERE game_id = ?').pluck().get(game.id);
      expect(left).toBe(0);
    } finally {
      store.close();
    }
  });

  it('a new archive is migrated to the latest version and marked as Nightwarden’s', () => {
    const store = new Store(tempDb());
    try {
      expect(LATEST_VERSION).toBe(MIGRATIONS.at(-1)!.version);
      expect(pragma(store.database, 'user_version')).toBe(LATEST_VERSION);
      expect(pragma(store.database, 'application_id')).toBe(APPLICATION_ID);
      expect(APPLICATION_ID).toBe(0x4e57444e);
      const tables = store.database
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'game_search_%' ORDER BY name")
        .pluck()
        .all();
      // game_search is a full-text index: SQLite keeps its pages in game_search_* tables of its own.
      expect(tables).toEqual([
        'desk_memberships',
        'desk_outbox',
        'events',
        'game_index',
        'game_players',
        'game_search',
        'games',
        'hub_devices',
        'hub_log',
        'hub_rooms',
        'hub_updates',
        'player_names',
        'player_totals',
        'tournament_games',
        'tournaments',
      ]);
    } finally {
      store.close();
    }
  });

  it('the migrations are numbered in strictly increasing order from 1', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!);
  });

  it('migrate runs each migration once: a second run executes no migration', () => {
    const statements: string[] = [];
    const db = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
    try {
      migrate(db);
      expect(statements.some((s) => s.includes('CREATE TABLE games'))).toBe(true);
      expect(pragma(db, 'user_version')).toBe(LATEST_VERSION);
      expect(pragma(db, 'application_id')).toBe(APPLICATION_ID);
      statements.length = 0;
      migrate(db);
      expect(statements).toEqual(['PRAGMA user_version']);
      expect(pragma(db, 'user_version')).toBe(LATEST_VERSION);
    } finally {
      db.close();
    }
  });

  it('migrate refuses a schema newer than it knows', () => {
    const db = new Database(':memory:');
    try {
      db.pragma(`user_version = ${LATEST_VERSION + 1}`);
      expect(() => migrate(db)).toThrow(new RegExp(`schema ${LATEST_VERSION + 1} is newer than ${LATEST_VERSION}`));
      expect(db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table'").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  });

  it('reopening an archive does not rerun the migrations: the file is not even written', () => {
    const path = archiveWithGames(3);
    const before = fingerprint(path);
    const schema = onCopy(path, (db) => db.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY name').all());
    for (let i = 0; i < 2; i++) {
      const store = new Store(path);
      expect(pragma(store.database, 'user_version')).toBe(LATEST_VERSION);
      expect(store.database.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY name').all()).toEqual(schema);
      expect(store.list()).toHaveLength(3);
      store.close();
    }
    expect(fingerprint(path)).toEqual(before);
  });

  it('an archive reopened after a crash finds the commits still in its -wal file', () => {
    const path = tempDb();
    const { session, store } = openSession(path);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK, seed: 1 } }));
    const view = unwrap(session.startNight(game.id));
    // A copy of the folder while the app still runs: the last commits are only in the -wal file.
    const crashed = join(mkdtempSync(join(tmpdir(), 'nightwarden-crash-')), 'archive.db');
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(path + suffix)) copyFileSync(path + suffix, crashed + suffix);
    store.close();
    expect(existsSync(`${crashed}-wal`)).toBe(true);
    const reopened = new Store(crashed);
    try {
      expect(unwrap(new Session(reopened, testPorts()).getGame(game.id))).toEqual(view);
    } finally {
      reopened.close();
    }
  });
});

describe('a file that is not a Nightwarden archive is refused and left untouched', () => {
  function expectRefused(path: string, problem: DatabaseProblem, message: RegExp): DatabaseOpenError {
    const before = fingerprint(path);
    const error = refusal(path);
    expect(error.problem).toBe(problem);
    expect(error.path).toBe(path);
    expect(error.message).toMatch(message);
    expect(error.message).toContain(path);
    expect(error.message).toMatch(/left untouched/);
    expect(sha256(path)).toBe(before.sha);
    // The Store (how the app opens the archive) refuses it the same way.
    const again = refusal(path, () => new Store(path));
    expect(again.problem).toBe(problem);
    expect(sha256(path)).toBe(before.sha);
    return error;
  }

  /** Nothing appears beside the refused file either (no -wal, -shm or -journal). */
  function expectNoNewFiles(path: string): void {
    const before = fingerprint(path);
    refusal(path);
    refusal(path, () => new Store(path));
    expect(fingerprint(path)).toEqual(before);
  }

  it.each([
    ['random bytes', () => randomBytes(10_000)],
    ['a text file', () => Buffer.from('Ann, Ben, Cat, Dan\nwerewolf, seer, robber, villager\n', 'utf8')],
    ['a JSON record', () => Buffer.from(JSON.stringify({ format: 'onu-record/1', players: PLAYERS }), 'utf8')],
    ['a file shorter than a SQLite header', () => Buffer.from('SQLite', 'latin1')],
    ['a nearly-SQLite header', () => Buffer.from('SQLite format 2\0'.padEnd(4096, '\0'), 'latin1')],
  ])('%s: not-a-database', (_, bytes) => {
    const path = tempDb();
    writeFileSync(path, bytes());
    expectRefused(path, 'not-a-database', /is not a Nightwarden archive \(not a SQLite database\)/);
    expectNoNewFiles(path);
  });

  function foreignDatabase(applicationId?: number): string {
    const path = tempDb('other-app.sqlite');
    const db = new Database(path);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
    db.prepare('INSERT INTO notes (body) VALUES (?)').run('shopping: milk, eggs');
    if (applicationId !== undefined) db.pragma(`application_id = ${applicationId}`);
    db.close();
    return path;
  }

  it("another program's SQLite database (a table, no application id): foreign-database", () => {
    const path = foreignDatabase();
    expectRefused(path, 'foreign-database', /is another program's SQLite database, not a Nightwarden archive/);
    expectNoNewFiles(path);
    const notes = onCopy(path, (db) => db.prepare('SELECT body FROM notes').pluck().all());
    expect(notes).toEqual(['shopping: milk, eggs']);
  });

  it("another program's SQLite database with its own application id: foreign-database", () => {
    const path = foreignDatabase(0x12345678);
    expectRefused(path, 'foreign-database', /another program's SQLite database/);
    expectNoNewFiles(path);
  });

  it('another program’s database in WAL mode: foreign-database', () => {
    const path = tempDb('wal-app.sqlite');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (x)');
    db.close();
    expectRefused(path, 'foreign-database', /another program's SQLite database/);
  });

  /** A Nightwarden archive with pages overwritten in its middle, checked to fail `integrity_check`. */
  function corruptArchive(): string {
    const path = archiveWithGames(40);
    const bytes = readFileSync(path);
    const pageSize = bytes.readUInt16BE(16) === 1 ? 65536 : bytes.readUInt16BE(16);
    const pages = bytes.length / pageSize;
    expect(pages).toBeGreaterThanOrEqual(6);
    for (let page = Math.floor(pages / 3); page < Math.floor((2 * pages) / 3); page++)
      bytes.fill(0xa5, page * pageSize, page * pageSize + 64);
    writeFileSync(path, bytes);
    // It really is corrupt: SQLite itself says so (or cannot even read it).
    const check = onCopy(path, (db) => {
      try {
        return db.pragma('integrity_check', { simple: true });
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(check).not.toBe('ok');
    // …and the header still says Nightwarden, so it is refused as corrupt, not as someone else's file.
    expect(bytes.readUInt32BE(68)).toBe(APPLICATION_ID);
    return path;
  }

  it('a corrupt Nightwarden archive: corrupt', () => {
    const path = corruptArchive();
    expectRefused(path, 'corrupt', /is corrupt/);
  });

  it('refusing a corrupt archive creates nothing beside it (no -wal, no -shm)', () => {
    expectNoNewFiles(corruptArchive());
  });

  function futureArchive(): string {
    const path = archiveWithGames(2);
    const db = new Database(path);
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    db.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
    return path;
  }

  it('an archive from a newer version: from-the-future, saying a newer version wrote it', () => {
    const path = futureArchive();
    const error = expectRefused(path, 'from-the-future', /was written by a newer Nightwarden/);
    expect(error.message).toMatch(new RegExp(`schema ${LATEST_VERSION + 1}`));
    expect(error.message).toMatch(/update the app/);
    expect(onCopy(path, (db) => pragma(db, 'user_version'))).toBe(LATEST_VERSION + 1);
  });

  it('refusing an archive from a newer version creates nothing beside it (no -wal, no -shm)', () => {
    const path = futureArchive();
    expectNoNewFiles(path);
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('an empty file is taken as a new archive', () => {
    const path = tempDb();
    writeFileSync(path, '');
    const store = new Store(path);
    try {
      expect(pragma(store.database, 'user_version')).toBe(LATEST_VERSION);
      expect(store.list()).toEqual([]);
    } finally {
      store.close();
    }
  });
});

describe('moveAside', () => {
  it('renames the file, its -wal and its -shm to a timestamped name beside it', () => {
    const path = tempDb();
    const files = { '': randomBytes(3000), '-wal': randomBytes(500), '-shm': randomBytes(200) };
    for (const [suffix, bytes] of Object.entries(files)) writeFileSync(path + suffix, bytes);
    const target = moveAside(path, new Date('2026-11-01T20:15:30.123Z'));
    expect(target).toBe(`${path}.2026-11-01T20-15-30-123Z.bak`);
    expect(dirname(target)).toBe(dirname(path));
    for (const [suffix, bytes] of Object.entries(files)) {
      expect(existsSync(path + suffix)).toBe(false);
      expect(readFileSync(target + suffix)).toEqual(bytes);
    }
  });

  it('moves a file without -wal or -shm, and names it from the clock by default', () => {
    const path = tempDb();
    writeFileSync(path, 'not a database');
    const target = moveAside(path);
    expect(basename(target)).toMatch(/^archive\.db\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.bak$/);
    expect(readFileSync(target, 'utf8')).toBe('not a database');
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it.each([
    ['not-a-database', (path: string) => writeFileSync(path, randomBytes(5000))],
    [
      'from-the-future',
      (path: string) => {
        archiveWithGames(2, path);
        const db = new Database(path);
        db.pragma(`user_version = ${LATEST_VERSION + 1}`);
        db.close();
      },
    ],
  ])('after a refusal (%s), a new archive can be created at the path', (problem, make) => {
    const path = tempDb();
    make(path);
    const sha = sha256(path);
    expect(refusal(path).problem).toBe(problem);
    const target = moveAside(path, new Date('2026-11-02T08:00:00Z'));
    expect(sha256(target)).toBe(sha);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(existsSync(`${path}-shm`)).toBe(false);

    const { session, store } = openSession(path);
    try {
      expect(pragma(store.database, 'user_version')).toBe(LATEST_VERSION);
      expect(pragma(store.database, 'application_id')).toBe(APPLICATION_ID);
      expect(unwrap(session.listGames())).toEqual([]);
      const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK } }));
      expect(unwrap(session.listGames()).map((g) => g.id)).toEqual([game.id]);
    } finally {
      store.close();
    }
    // The file moved aside is still exactly what it was, and still refused.
    expect(sha256(target)).toBe(sha);
    expect(refusal(target).problem).toBe(problem);
  });
});
