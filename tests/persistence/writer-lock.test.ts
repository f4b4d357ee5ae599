/**
 * One writer per archive (issue 18, part 6). Two consoles on one file (two `npm run web` in one folder
 * share `nightwarden-web.db`) once both acknowledged every command: the night started on one and went on
 * on the other, the file held two night starts, and the game could never be opened again. Now the second
 * writer is refused at once, told who holds the archive (pid, program, since when); readers (the CLI's
 * list, stats, export…) go on reading; a crashed writer leaves nothing locked; and even a writer that got
 * past the lock could not fork a game: its command finds an entry it did not write, and is refused.
 */
import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseOpenError } from '../../src/main/persistence/database.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { openSession, tempDb, testPorts, unwrap } from '../session/helpers.ts';

const root = join(import.meta.dirname, '../..');
const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
const MANUAL = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};

function refusal(open: () => unknown): DatabaseOpenError {
  try {
    open();
  } catch (e) {
    expect(e).toBeInstanceOf(DatabaseOpenError);
    return e as DatabaseOpenError;
  }
  throw new Error('the second writer was let in');
}

/** The archive's events, read straight from the files (a copy, so nothing here takes part in locking). */
function eventTypes(path: string, id: string): string[] {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT type FROM events WHERE game_id = ? ORDER BY seq').pluck().all(id) as string[];
  } finally {
    db.close();
  }
}

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});
function track<T extends { store: Store }>(opened: T): T {
  stores.push(opened.store);
  return opened;
}

describe('two writers on one archive, in one process', () => {
  it('the second is refused at once, told which program holds it, and nothing is written', () => {
    const first = track(openSession());
    const game = unwrap(first.session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(first.session.startNight(game.id));
    const before = createHash('sha256').update(readFileSync(first.path)).digest('hex');

    const error = refusal(() => new Store(first.path, { program: 'the console in a browser (npm run web)' }));
    expect(error.problem).toBe('in-use');
    expect(error.holder).toMatchObject({ pid: process.pid });
    expect(error.message).toContain(`${first.path} is already open for writing by`);
    expect(error.message).toMatch(/\(pid \d+, this very process\), since \d{4}-\d\d-\d\dT/);
    expect(error.message).toMatch(/Only one program may write an archive at a time/);
    expect(error.message).toMatch(/list, stats, export/);
    // The refused one touched nothing; the first goes on.
    expect(createHash('sha256').update(readFileSync(first.path)).digest('hex')).toBe(before);
    unwrap(first.session.pass(game.id));
    expect(eventTypes(first.path, game.id)).toEqual(['night-started', 'answered']);
  });

  it('names the holder as it said itself', () => {
    const path = tempDb();
    stores.push(new Store(path, { program: 'the Nightwarden app' }));
    const error = refusal(() => new Store(path));
    expect(error.message).toContain('by the Nightwarden app (pid');
  });

  it('once the first is closed, the archive can be opened for writing again', () => {
    const first = openSession();
    const game = unwrap(first.session.createGame({ players: PLAYERS, deal: MANUAL }));
    first.store.close();
    const second = track({ store: new Store(first.path) });
    expect(unwrap(new Session(second.store, testPorts()).getGame(game.id)).phase).toBe('setup');
  });

  it('a reader opens it meanwhile, sees every command as it is written, and writes nothing', () => {
    const writer = track(openSession());
    const game = unwrap(writer.session.createGame({ players: PLAYERS, deal: MANUAL }));
    const reader = track({ store: new Store(writer.path, { access: 'read' }) });
    const readSession = new Session(reader.store, testPorts());
    expect(unwrap(readSession.listGames()).map((g) => g.id)).toEqual([game.id]);
    unwrap(writer.session.startNight(game.id));
    expect(unwrap(new Session(reader.store, testPorts()).getGame(game.id)).phase).toBe('dusk');
    // Anything that would write is refused by SQLite itself (query_only), and says why.
    const refused = readSession.createGame({ players: PLAYERS, deal: MANUAL });
    expect(refused).toMatchObject({ ok: false, error: { code: 'archive/write-failed' } });
    expect(unwrap(writer.session.listGames())).toHaveLength(1);
  });
});

describe('no command can fork a game', () => {
  it('an entry another program wrote into the game refuses the next command, and the game stays whole', () => {
    const { session, path } = track(openSession());
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    // A program that got past the lock (an older version, a network disk without locks) writes the game.
    const other = new Database(path);
    other
      .prepare('INSERT INTO events (game_id, seq, at, type, payload) VALUES (?, 2, ?, ?, ?)')
      .run(game.id, '2026-11-01T21:00:00Z', 'answered', JSON.stringify({ type: 'answered', step: 0, answer: {} }));
    other.close();

    const refused = session.pass(game.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'game/changed-elsewhere' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/changed by another program.*not saved/);
    // One entry at each place: never two answers at seq 2.
    expect(eventTypes(path, game.id)).toEqual(['night-started', 'answered']);
    // The game is read again from the archive: it opens, replays and exports as the archive has it.
    const now = unwrap(session.getGame(game.id));
    expect(now.log).toHaveLength(2);
    expect(unwrap(session.replay(game.id)).steps.length).toBeGreaterThan(0);
    expect(unwrap(session.exportGame(game.id))).toMatchObject({ id: game.id, players: PLAYERS });
    unwrap(session.answer(game.id, { target: 2 }));
    expect(eventTypes(path, game.id)).toEqual(['night-started', 'answered', 'answered']);
  });
});

describe('the lock file', () => {
  it('deleted while the archive is open: a new one is taken at the next command, and the archive stays locked', () => {
    const { session, path } = track(openSession());
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    rmSync(`${path}-lock`);
    unwrap(session.startNight(game.id));
    expect(existsSync(`${path}-lock`)).toBe(true);
    expect(refusal(() => new Store(path)).problem).toBe('in-use');
  });
});

/** A node process running a small script against the archive (TypeScript through tsx). */
function nodeScript(script: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before a line`)));
  });
}

const windows = process.platform === 'win32';
describe.skipIf(windows)('between processes', () => {
  const HOLD = `
    import { Store } from './src/main/persistence/store.ts';
    const store = new Store(process.argv[1], { program: 'a test holder' });
    process.stdout.write('holding\\n');
    setInterval(() => {}, 1000);
  `;

  it('a process killed with SIGKILL leaves the archive free: the system drops its lock with it', async () => {
    const path = tempDb();
    new Store(path).close();
    const holder = nodeScript(HOLD, [path]);
    expect(await firstLine(holder)).toBe('holding');
    const error = refusal(() => new Store(path));
    expect(error.holder).toMatchObject({ pid: holder.pid, program: 'a test holder' });
    expect(error.message).toContain(`by a test holder (pid ${holder.pid})`);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    stores.push(new Store(path));
  });

  it('two `npm run web` on one archive: the second says which console holds it and exits 2', async () => {
    const path = tempDb('nightwarden-web.db');
    const host = (): ChildProcess =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', path, '--port', '0'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const first = host();
    try {
      expect(await firstLine(first)).toMatch(/^Nightwarden console: http:\/\/127\.0\.0\.1:\d+\//);
      const second = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', path, '--port', '0'],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(second.status).toBe(2);
      expect(second.stdout).toBe('');
      expect(second.stderr.trim()).toMatch(
        new RegExp(
          `^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is already open for writing by the console in a browser \\(npm run web, port any\\) \\(pid ${first.pid}\\), since `,
        ),
      );
      // The command line: a write (import) is refused the same way; a read (list) works meanwhile.
      const cli = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/main/cli/main.ts', ...args], {
          cwd: root,
          encoding: 'utf8',
          timeout: 60_000,
        });
      const imported = cli('import', join(root, 'tests/fixtures/records/werewolf-full-table.json'), '--db', path);
      expect(imported.status).toBe(2);
      expect(imported.stderr).toContain(`is already open for writing by the console in a browser`);
      expect(imported.stderr).toContain(`(pid ${first.pid})`);
      const listed = cli('list', '--db', path, '--json');
      expect(listed.status).toBe(0);
      expect(JSON.parse(listed.stdout)).toEqual([]);
    } finally {
      const exited = new Promise((resolve) => first.once('exit', resolve));
      first.kill('SIGTERM');
      await exited;
    }
  });
});
