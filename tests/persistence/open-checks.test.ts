/**
 * Open fast, check honestly (issue 18, part 5). Every open once ran `PRAGMA integrity_check` (8 s at
 * 100,000 games before anything showed). Now a small archive still gets it at open; a large one gets the
 * header and schema checks only (constant time), and its full check runs afterwards: in a worker thread
 * for the console (`checkArchive`), on demand for the CLI (`check`). A corrupt archive is still reported
 * with a clear message, and its file is never written: the writer does not checkpoint into it before the
 * check has passed, and closes it so that SQLite does not either.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';
import type { DatabaseOpenError } from '../../src/main/persistence/database.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { tempDb, testPorts, unwrap } from '../session/helpers.ts';

const DECK = ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager', 'drunk'];
const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];

/**
 * A closed archive of `games` games (a few commands each). Their ids (`archived-N`) sort before those of
 * the games a test then starts (`game-N`), whose log entries therefore go after theirs.
 */
function archiveWithGames(games: number, path = tempDb()): string {
  const store = new Store(path);
  let n = 0;
  const session = new Session(store, { ...testPorts(), newId: () => `archived-${++n}` });
  for (let i = 0; i < games; i++) {
    const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK, seed: i } }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
  }
  store.close();
  return path;
}

/**
 * An archive whose pages of game log entries are overwritten (the header and the schema intact): only the
 * full check sees it. The pages are the `events` table's leaves but its last (from SQLite's dbstat): the
 * schema's own pages, wherever the migrations put them, stay readable, and so does the leaf where a new
 * game's entries go.
 */
function corruptArchive(): string {
  const path = archiveWithGames(40);
  // Not read-only: as the last connection, it closes the archive the way the console does (no -wal left).
  const db = new Database(path);
  const pageSize = Number(db.pragma('page_size', { simple: true }));
  const leaves = db
    .prepare("SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY path")
    .pluck()
    .all() as number[];
  db.close();
  expect(leaves.length).toBeGreaterThan(1);
  const bytes = readFileSync(path);
  for (const page of leaves.slice(0, -1)) bytes.fill(0xa5, (page - 1) * pageSize + 8, (page - 1) * pageSize + 64);
  writeFileSync(path, bytes);
  return path;
}

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/** As a large archive opens: the full check left for later (every file counts as large here). */
const LARGE = { fullCheckMaxBytes: 0 };

async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('at open', () => {
  it('a small archive gets the full check: a corrupt one is refused at once', () => {
    const path = corruptArchive();
    expect(() => new Store(path)).toThrow(/is corrupt/);
  });

  it('a large one opens on its header and schema alone (the full check comes later)', () => {
    const path = corruptArchive();
    const store = new Store(path, LARGE);
    expect(store.isOpen).toBe(true);
    store.close();
  });

  it('a file cut short (a sync that stopped) is refused from its header, without reading its pages', () => {
    const path = archiveWithGames(10);
    truncateSync(path, readFileSync(path).length - 4096);
    const error = (() => {
      try {
        new Store(path, LARGE);
      } catch (e) {
        return e as DatabaseOpenError;
      }
      throw new Error('opened');
    })();
    expect(error.problem).toBe('corrupt');
    expect(error.message).toMatch(/is corrupt: the file is \d+ bytes, but its header says \d+ pages of 4096 bytes/);
    expect(error.message).toMatch(/left untouched/);
  });

  it('an archive that lacks one of its tables is refused', () => {
    const path = archiveWithGames(1);
    const db = new Database(path);
    db.exec('DROP TABLE player_names');
    db.close();
    expect(() => new Store(path, LARGE)).toThrow(/its schema \(version \d+\) lacks the table player_names/);
  });
});

describe('the full check after the first screen (checkArchive)', () => {
  it('a sound archive: ok, checked in a worker thread while the console answers', async () => {
    const path = archiveWithGames(5);
    const store = new Store(path, LARGE);
    const session = new Session(store, testPorts());
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    const checking = dispatch('checkArchive', []);
    // The console answers meanwhile.
    expect(await dispatch('listGames', [])).toMatchObject({ ok: true });
    expect(await checking).toMatchObject({ ok: true, value: { path, status: 'ok', problems: [] } });
    // Asked again, the same report (it ran once).
    expect(await dispatch('checkArchive', [])).toMatchObject({ ok: true, value: { status: 'ok' } });
    store.close();
  });

  it('a corrupt archive is reported as lost: writing stops, the games are saved, the file is never written', async () => {
    const path = corruptArchive();
    const before = sha(path);
    const store = new Store(path, LARGE);
    const session = new Session(store, testPorts());
    // The moderator starts a game before the check is over: it goes to the -wal only.
    const game = unwrap(session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK, seed: 1 } }));
    unwrap(session.startNight(game.id));

    const checked = await session.checkArchive();
    expect(checked).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    if (checked.ok) return;
    expect(checked.error.message).toContain(`The archive ${path} failed its integrity check (`);
    expect(checked.error.message).toContain('Nightwarden stopped writing');
    const saved = /saved in (\S+games\.jsonl)/.exec(checked.error.message)![1]!;
    expect(readFileSync(saved, 'utf8')).toContain(game.id);
    expect(session.pass(game.id)).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    store.close();
    // Never written: the file is byte for byte what it was; what was played is in its -wal beside it.
    expect(sha(path)).toBe(before);
    expect(existsSync(`${path}-wal`)).toBe(true);
  });
});

describe('`check` on the command line', () => {
  it('says a sound archive is sound (exit 0), also while a console writes it', async () => {
    const path = archiveWithGames(3);
    const writer = new Store(path);
    const text = await cli(['check', '--db', path]);
    expect(text).toMatchObject({ code: 0, err: '' });
    expect(text.out).toMatch(new RegExp(`: sound \\(integrity check passed in \\d+ ms\\)\\n$`));
    const json = await cli(['check', '--db', path, '--json']);
    expect(JSON.parse(json.out)).toMatchObject({ path, status: 'ok', problems: [] });
    writer.close();
  });

  it('says what is wrong with a corrupt one (exit 2), and leaves it as it was', async () => {
    const path = corruptArchive();
    const before = sha(path);
    const text = await cli(['check', '--db', path]);
    expect(text.code).toBe(2);
    expect(text.err).toMatch(/is corrupt/);
    const json = await cli(['check', '--db', path, '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out)).toMatchObject({ path, status: 'corrupt' });
    expect(sha(path)).toBe(before);
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});
