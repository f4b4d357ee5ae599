/**
 * Damage written into the open archive (issue 18, part 7): a disk tool or a bad sync writes 200 KB of
 * garbage at offset 0 while a game runs. Before, 30 more commands were acknowledged, then the archive would
 * not open and 61 acknowledged entries were gone. Now the next command finds the header changed, is not
 * acknowledged, writing stops, and every game (each acknowledged command in it) is saved beside the
 * archive; reopening keeps the damaged file aside and starts a new archive with the saved games. Writes
 * past the header are caught too (the file changed while no checkpoint ran: its pages are checked), and
 * the writer's own checkpoints are never taken for damage.
 */
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
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

/** Writes `bytes` of garbage into the file at `offset`, in place (the file stays the same file). */
function writeOver(path: string, offset: number, bytes: number): void {
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, randomBytes(bytes), 0, bytes, offset);
  } finally {
    closeSync(fd);
  }
}

function rescued(message: string): { id: string; night: unknown[] }[] {
  const file = /saved in (\S+games\.jsonl)/.exec(message)?.[1];
  expect(file, message).toBeDefined();
  return readFileSync(file!, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; night: unknown[] });
}

/** A game with its night started and two calls answered: the record's night has one entry. */
function gameUnderWay(session: Session): string {
  const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
  unwrap(session.startNight(game.id));
  unwrap(session.pass(game.id));
  unwrap(session.answer(game.id, { target: 2 }));
  return game.id;
}

/** An archive with games, closed (everything checkpointed into the file), then opened again. */
function reopenedWithGames(games: number): { session: Session; store: Store; path: string; ids: string[] } {
  const first = openSession();
  const ids = Array.from({ length: games }, () => gameUnderWay(first.session));
  first.store.close();
  const store = new Store(first.path);
  const session = new Session(store, { ...testPorts(), newId: () => `later-${Math.random().toString(36).slice(2)}` });
  return { session, store, path: first.path, ids };
}

const windows = process.platform === 'win32';
describe.skipIf(windows)('garbage written over the open archive', () => {
  it('200 KB at offset 0: the next command is not acknowledged, writing stops, every game is saved', () => {
    const { session, store, path } = openSession();
    const other = gameUnderWay(session);
    const id = gameUnderWay(session);
    writeOver(path, 0, 200 * 1024);

    const answered = session.answer(id, { target: 2 });
    expect(answered).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    if (answered.ok) return;
    expect(answered.error.message).toContain(`The archive ${path} was written over in place`);
    expect(answered.error.message).toContain('Nightwarden stopped writing');
    expect(answered.error.message).toMatch(/the damaged file is kept aside/);
    // Both games are saved, each acknowledged command in them (and the one that found the damage).
    const records = rescued(answered.error.message);
    expect(records.map((r) => r.id).sort()).toEqual([id, other].sort());
    expect(records.find((r) => r.id === other)!.night).toHaveLength(1);
    expect(records.find((r) => r.id === id)!.night).toHaveLength(2);
    // Nothing more is acknowledged.
    for (const write of [() => session.pass(id), () => session.createGame({ players: PLAYERS, deal: MANUAL })])
      expect(write()).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    store.close();
  });

  it('the same in an archive whose games are all in the file (no -wal): read back from memory', () => {
    const { session, store, path, ids } = reopenedWithGames(3);
    for (const id of ids) unwrap(session.getGame(id));
    writeOver(path, 0, 200 * 1024);
    const lost = session.answer(ids[0]!, { target: 2 });
    expect(lost).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    if (lost.ok) return;
    const records = rescued(lost.error.message);
    expect(records.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const record of records) expect(record.night.length).toBeGreaterThanOrEqual(1);
    store.close();
  });

  it('reopening keeps the damaged file aside and starts anew with the saved games: none is lost', () => {
    const { session, store, path } = openSession();
    const id = gameUnderWay(session);
    writeOver(path, 0, 200 * 1024);
    const lost = session.answer(id, { target: 2 });
    expect(lost.ok).toBe(false);
    const report = unwrap(session.reopenArchive());
    expect(report).toMatchObject({ path, imported: 1, duplicates: 0 });
    expect(report.movedAside).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\..+\\.bak$`));
    expect(existsSync(report.movedAside!)).toBe(true);
    // The game is back with every command, the one that found the damage included, and it goes on.
    const game = unwrap(session.getGame(id));
    expect(unwrap(session.exportGame(id)).night).toHaveLength(2);
    unwrap(session.undo(id));
    expect(unwrap(session.getGame(id)).log.length).toBe(game.log.length + 1);
    const check = new Database(path, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
    store.close();
  });

  it('through the console contract: the answer of the command, then reopen', async () => {
    const path = tempDb();
    const store = new Store(path);
    const session = new Session(store, testPorts());
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(1), keepAwake: () => undefined });
    const created = (await dispatch('createGame', [{ players: PLAYERS, deal: MANUAL }])) as { value: { id: string } };
    writeOver(path, 0, 200 * 1024);
    expect(await dispatch('startNight', [created.value.id])).toMatchObject({
      ok: false,
      error: { code: 'archive/lost' },
    });
    expect(await dispatch('reopenArchive', [])).toMatchObject({ ok: true, value: { imported: 1 } });
    expect(await dispatch('getGame', [created.value.id])).toMatchObject({ ok: true, value: { phase: 'dusk' } });
    store.close();
  });

  it('garbage past the header (the header intact) is caught by the pages check', () => {
    const { session, store, path, ids } = reopenedWithGames(20);
    const size = readFileSync(path).length;
    expect(size).toBeGreaterThan(12 * 4096);
    // Pages 3 to 10: tables' pages, in place; the first 100 bytes untouched.
    writeOver(path, 2 * 4096, 8 * 4096);
    const lost = session.pass(ids[0]!);
    expect(lost).toMatchObject({ ok: false, error: { code: 'archive/lost' } });
    store.close();
  });
});

describe('the writer’s own changes to its file are never taken for damage', () => {
  it('checkpoints as the -wal grows (thousands of commands), and one run outside the store', () => {
    const { session, store, path } = openSession();
    const id = gameUnderWay(session);
    const walBefore = existsSync(`${path}-wal`) ? readFileSync(`${path}-wal`).length : 0;
    // Long notes: each command is a few pages of -wal, so the writer checkpoints several times.
    for (let i = 0; i < 800; i++)
      unwrap(
        session.override(id, {
          override: 'swap-marks',
          a: { player: 0 },
          b: { player: 1 },
          note: `note ${i} ${'x'.repeat(1900)}`,
        }),
      );
    const fileSize = readFileSync(path).length;
    expect(fileSize).toBeGreaterThan(1024 * 1024); // the checkpoints copied the -wal into the file
    expect(walBefore).toBeLessThan(4 * 1024 * 1024);
    // A checkpoint run on the connection itself, outside the Store: recognised from the header it leaves.
    store.database.pragma('wal_checkpoint(TRUNCATE)');
    unwrap(session.pass(id));
    expect(unwrap(session.getGame(id)).log.length).toBeGreaterThan(800);
    store.close();
  });
});
