/**
 * The -wal put on the disk after each commit, in the background (src/main/persistence/wal-sync.ts): the
 * archive commits with synchronous = NORMAL (a commit is in the -wal, an app crash loses nothing:
 * crash.test.ts kills the writer for real), and the Store asks for a sync of the -wal after each commit
 * without waiting for it. Commits made during a sync get one more sync; a sync the disk refuses makes the
 * next write try again first, and refuse to write while the disk still refuses.
 */
import { fsync, fsyncSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Store } from '../../src/main/persistence/store.ts';
import { WalSync, WalSyncError, type SyncPort } from '../../src/main/persistence/wal-sync.ts';
import { Session } from '../../src/main/session/session.ts';
import { tempDb, testPorts, unwrap } from '../session/helpers.ts';

const PLAYERS = ['Ann', 'Ben', 'Cat'];
const MANUAL = {
  mode: 'manual' as const,
  players: ['werewolf', 'seer', 'robber'],
  center: ['troublemaker', 'villager', 'werewolf'],
};

/** A disk that counts its syncs, holds each one until told, and refuses them while `refusing`. */
class Disk implements SyncPort {
  started = 0;
  synced = 0;
  refusing = false;
  private held: (() => void)[] = [];

  readonly fsync = (fd: number, done: (error: Error | null) => void): void => {
    this.started++;
    this.held.push(() => {
      if (this.refusing) done(new Error('EIO: i/o error, fsync'));
      else fsync(fd, (error) => ((this.synced += error ? 0 : 1), done(error)));
    });
  };

  readonly fsyncSync = (fd: number): void => {
    if (this.refusing) throw new Error('EIO: i/o error, fsync');
    fsyncSync(fd);
    this.synced++;
  };

  /** Lets the syncs asked for so far go on. */
  release(): void {
    const held = this.held;
    this.held = [];
    for (const go of held) go();
  }
}

const open: Store[] = [];
afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

function archive(disk: Disk): { store: Store; session: Session } {
  const store = new Store(tempDb(), { disk });
  open.push(store);
  return { store, session: new Session(store, testPorts()) };
}

/** Lets the disk's held syncs run until the Store says everything committed is on the disk. */
async function settle(store: Store, disk: Disk): Promise<void> {
  const done = store.synced();
  for (let i = 0; i < 10; i++) {
    disk.release();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await done;
}

describe("the -wal's sync after each commit", () => {
  it('the archive commits with synchronous = NORMAL: the Store syncs the -wal itself', () => {
    const { store } = archive(new Disk());
    expect(store.database.pragma('synchronous', { simple: true })).toBe(1); // 0 OFF, 1 NORMAL, 2 FULL
  });

  it('a command is answered before its sync is over, and the sync follows it', async () => {
    const disk = new Disk();
    const { store, session } = archive(disk);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    // Answered while the disk still holds the sync: the answer did not wait for it.
    expect(disk.started).toBe(1);
    expect(disk.synced).toBe(0);
    await settle(store, disk);
    expect(disk.synced).toBe(1);
    unwrap(session.startNight(game.id));
    expect(disk.started).toBe(2);
    await settle(store, disk);
    expect(disk.synced).toBe(2);
  });

  it('commits made during a sync are covered by one more sync after it, not one each', async () => {
    const disk = new Disk();
    const { store, session } = archive(disk);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    // One sync under way, held; the two later commits asked for one more.
    expect(disk.started).toBe(1);
    disk.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(disk.started).toBe(2);
    await settle(store, disk);
    expect(disk.started).toBe(2);
    expect(disk.synced).toBe(2);
  });

  it('a sync the disk refused: the next write syncs again first, and is refused while the disk refuses', async () => {
    const disk = new Disk();
    const { store, session } = archive(disk);
    const game = unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    disk.refusing = true;
    await settle(store, disk);
    const refused = session.startNight(game.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'archive/write-failed' } });
    if (!refused.ok) expect(refused.error.message).toContain('-wal');
    // Nothing was written: the game is as it was.
    expect(unwrap(session.getGame(game.id)).phase).toBe('setup');
    // The disk takes syncs again: the next write syncs first, then goes through.
    disk.refusing = false;
    expect(unwrap(session.startNight(game.id)).phase).not.toBe('setup');
    await settle(store, disk);
  });

  it('says which file the disk did not confirm, with its cause', () => {
    const disk = new Disk();
    const path = `${tempDb()}-wal`;
    const sync = new WalSync(path, disk);
    expect(() => sync.check()).not.toThrow();
    const error = new WalSyncError(path, new Error('EIO: i/o error, fsync'));
    expect(error.code).toBe('SQLITE_IOERR_FSYNC');
    expect(error.message).toBe(`the disk did not confirm writing ${path} (EIO: i/o error, fsync)`);
  });

  it('closing with a sync under way syncs what is left and closes the -wal once that sync ends', async () => {
    const disk = new Disk();
    const { store, session } = archive(disk);
    unwrap(session.createGame({ players: PLAYERS, deal: MANUAL }));
    const done = store.synced();
    open.splice(0);
    store.close();
    // close() synced at once (fsyncSync), the held sync still ends well.
    expect(disk.synced).toBe(1);
    disk.release();
    await done;
    const reopened = new Store(store.path!);
    try {
      expect(unwrap(new Session(reopened, testPorts()).listGames())).toHaveLength(1);
    } finally {
      reopened.close();
    }
  });
});
