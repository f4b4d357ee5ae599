/**
 * Nothing acknowledged is lost without the user knowing (issue 10, part 3): when the archive's file is
 * replaced or removed while open, or its -wal deleted, the next command is not acknowledged; writing
 * stops; every game (that command included) is written out beside the archive; reopening imports it.
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { openSession, tempDb, testPorts, unwrap } from '../session/helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
const MANUAL = {
  mode: 'manual' as const,
  players: ['vampire', 'priest', 'marksman', 'pickpocket'],
  center: ['gremlin', 'villager', 'villager'],
};

/** A game with its night started and the Vampires' call answered (a few commands in its log). */
function gameUnderWay(session: Session): string {
  const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
  unwrap(session.startNight(game.id));
  unwrap(session.pass(game.id));
  unwrap(session.answer(game.id, { target: 2 }));
  return game.id;
}

/**
 * The commands of a game as the files on disk have them: what the next start would find if the app were
 * killed now (a copy of the archive and of its -wal if there is one; `fileOnly`: the archive alone).
 */
function commandsOnDisk(path: string, id: string, fileOnly = false): string[] {
  const copy = `${path}.copy-${Math.random().toString(36).slice(2)}`;
  copyFileSync(path, copy);
  if (!fileOnly && existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);
  const db = new Database(copy, { readonly: true });
  try {
    // A file whose every change is still in its -wal has not even its tables yet.
    const tables = db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'events'").pluck().get() as number;
    if (tables === 0) return [];
    return (db.prepare('SELECT type FROM events WHERE game_id = ? ORDER BY seq').pluck().all(id) as string[]).slice();
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(copy + suffix, { force: true });
  }
}

function rescuedRecords(message: string): { id: string; night: unknown[] }[] {
  const file = /saved in (\S+games\.jsonl)/.exec(message)?.[1];
  expect(file, message).toBeDefined();
  return readFileSync(file!, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; night: unknown[] });
}

// POSIX: a file open in SQLite can be removed or replaced under it. Windows refuses to (the file is in use),
// which is its own protection; these tests run on Linux and macOS.
const windows = process.platform === 'win32';
describe.skipIf(windows)('the archive file replaced while open', () => {
  it('the next command is not acknowledged, the games are saved beside it, writes stop', () => {
    const { session, path } = openSession();
    const id = gameUnderWay(session);
    // A sync tool or a restore puts another file (here: an older copy) at the archive's path.
    const older = `${path}.older`;
    copyFileSync(path, older);
    renameSync(older, path);

    const answered = session.answer(id, { target: 2 });
    expect(answered.ok).toBe(false);
    if (answered.ok) return;
    expect(answered.error.code).toBe('archive/lost');
    expect(answered.error.message).toContain(`The archive ${path} was replaced by another file`);
    expect(answered.error.message).toContain('Nightwarden stopped writing');
    // The rescue holds the game with the command that found the loss (its second Vampire answer).
    const [record] = rescuedRecords(answered.error.message);
    expect(record!.id).toBe(id);
    expect(record!.night).toHaveLength(2);
    expect(existsSync(dirname(answered.error.message.match(/saved in (\S+)/)![1]!))).toBe(true);

    // Writing has stopped: every write is refused with the same notice, nothing reaches the new file.
    const before = commandsOnDisk(path, id);
    for (const write of [
      () => session.pass(id),
      () => session.createGame({ players: PLAYERS, deal: MANUAL }),
      () => session.deleteGame(id),
      () => session.importText({ text: '{}' }),
    ]) {
      const result = write();
      expect(result).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    }
    expect(commandsOnDisk(path, id)).toEqual(before);
  });

  it('reopening opens the file now there and imports the saved games: the lost command is back', () => {
    const { session, path } = openSession();
    const id = gameUnderWay(session);
    copyFileSync(path, `${path}.older`);
    renameSync(`${path}.older`, path);
    const lost = session.answer(id, { target: 2 });
    expect(lost.ok).toBe(false);
    // The older copy has the game with one answer; the rescue has two.
    const report = unwrap(session.reopenArchive());
    expect(report).toMatchObject({ path, imported: 0, duplicates: 1 });
    // Known ids are skipped: the older copy's version stays, and the report says the rescue file is there.
    expect(report.rescue).toMatch(/games\.jsonl$/);
    // Writing works again, on the file at the path.
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    expect(commandsOnDisk(path, game.id)).toEqual([]);
    expect(unwrap(session.listGames()).map((g) => g.id)).toContain(game.id);
  });
});

describe.skipIf(windows)('the archive file removed while open', () => {
  it('reports it, then reopening starts a new archive with every saved game', () => {
    const { session, path } = openSession();
    const id = gameUnderWay(session);
    rmSync(path);
    const lost = session.pass(id);
    expect(lost).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    if (lost.ok) return;
    expect(lost.error.message).toContain(`The archive ${path} was deleted or moved`);
    expect(rescuedRecords(lost.error.message)).toHaveLength(1);

    const report = unwrap(session.reopenArchive());
    expect(report).toMatchObject({ path, imported: 1, duplicates: 0 });
    expect(existsSync(path)).toBe(true);
    // The game is back with every command, the one that found the loss included.
    expect(commandsOnDisk(path, id)).toEqual(['night-started', 'answered', 'answered', 'answered']);
  });
});

describe.skipIf(windows)('the -wal file deleted while open', () => {
  it('the next command is not acknowledged; the saved games and a reopen keep every command', () => {
    const { session, path } = openSession();
    const id = gameUnderWay(session);
    rmSync(`${path}-wal`);
    const lost = session.answer(id, { target: 2 });
    expect(lost).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    if (lost.ok) return;
    expect(lost.error.message).toContain(`The file ${path}-wal, which holds the archive's latest changes, was deleted`);
    // Were the app killed now, the file alone would have lost the commands since the last checkpoint…
    expect(commandsOnDisk(path, id, true)).toEqual([]);
    // …but they are in the rescue, written before anything was shown.
    expect(rescuedRecords(lost.error.message)[0]!.night).toHaveLength(2);

    unwrap(session.reopenArchive());
    expect(commandsOnDisk(path, id)).toEqual(['night-started', 'answered', 'answered', 'answered']);
  });
});

describe.skipIf(windows)('when the rescue cannot be written beside the archive', () => {
  it('writes it to the home or temporary folder and says where', () => {
    const { session, path } = openSession();
    gameUnderWay(session);
    // The archive's folder is gone (a folder of its own deleted): beside it cannot be written.
    rmSync(dirname(path), { recursive: true, force: true });
    const lost = session.createGame({ players: PLAYERS, deal: MANUAL });
    expect(lost).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    if (lost.ok) return;
    expect(/saved in (\S+)/.exec(lost.error.message)![1]!.startsWith(dirname(path))).toBe(false);
    expect(rescuedRecords(lost.error.message)).toHaveLength(2);
  });
});

describe.skipIf(windows)('through the console contract', () => {
  it('a lost archive is the answer of the command, not host/failure', async () => {
    const path = tempDb();
    const store = new Store(path);
    const session = new Session(store, testPorts());
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    const game = (await dispatch('createGame', [{ players: PLAYERS, deal: MANUAL }])) as {
      ok: true;
      value: { id: string };
    };
    rmSync(path);
    expect(await dispatch('startNight', [game.value.id])).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    expect(await dispatch('reopenArchive', [])).toMatchObject({ ok: true, value: { imported: 1 } });
    // The night started in the lost file, was saved with the rest, and is back after reopening.
    expect(await dispatch('getGame', [game.value.id])).toMatchObject({ ok: true, value: { phase: 'dusk' } });
    expect(await dispatch('pass', [game.value.id])).toMatchObject({ ok: true });
    store.close();
  });

  it('a write the disk refuses is answered with the reason, and the game is as it was', () => {
    const { session, store } = openSession();
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    const append = store.append.bind(store);
    store.append = () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    };
    const refused = session.startNight(game.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'archive/write-failed' } });
    if (!refused.ok)
      expect(refused.error.message).toMatch(/could not be written: the disk is full\. That change was not saved/);
    store.append = append;
    expect(unwrap(session.getGame(game.id)).phase).toBe('setup');
    expect(unwrap(session.startNight(game.id)).phase).toBe('dusk');
  });
});

describe.skipIf(windows)('reopening', () => {
  it('an archive in place is never reopened; one lost since the last write is saved, then reopened', () => {
    const { session, path } = openSession();
    const id = gameUnderWay(session);
    expect(session.reopenArchive()).toMatchObject({ ok: false, error: { code: 'archive/not-lost' } });
    rmSync(path);
    // No write since: reopening finds the loss itself, saves the games, and brings them back.
    expect(unwrap(session.reopenArchive())).toMatchObject({ imported: 1 });
    expect(commandsOnDisk(path, id)).toEqual(['night-started', 'answered', 'answered']);
  });
});

describe('a file that stays in place', () => {
  it('is never reported lost: a whole game, then a checkpoint, then more', () => {
    const { session, store, path } = openSession();
    const id = gameUnderWay(session);
    store.database.pragma('wal_checkpoint(TRUNCATE)');
    unwrap(session.answer(id, { target: 2 }));
    writeFileSync(`${path}.note`, 'another file beside it changes nothing');
    unwrap(session.pass(id));
    expect(commandsOnDisk(path, id).length).toBeGreaterThan(4);
  });
});
