/**
 * The archive's -wal, put on the disk after each commit, off the thread that answers (docs/architecture.md,
 * "Persistence").
 *
 * The writer commits with `synchronous = NORMAL`: in WAL mode a commit is then written to the -wal (handed
 * to the operating system) before it returns, so an answer the session acknowledges survives a crash of the
 * app, and the archive is never corrupt; but SQLite syncs the -wal only before a checkpoint. With `FULL`
 * every commit waited for the disk itself (an fsync: a few milliseconds on a laptop's disk, tens on a busy
 * or slow one), which was most of the time from Confirm to the new board. Here the -wal is synced right
 * after each commit in the background (Node's thread pool): the answer does not wait for it, and a power
 * cut or a crash of the whole system can lose only the changes of the last moment (the sync under way),
 * never half of one. Commits made while a sync runs are covered by one more sync after it.
 *
 * A sync the disk refuses is kept: the next write first syncs again, and is refused if that fails too (the
 * session answers `archive/write-failed`), as it would have been with `FULL`.
 */
import { closeSync, fsync, fsyncSync, openSync } from 'node:fs';

/** A failed sync of the -wal, as the next write reports it (a SQLite-like code: `archive/write-failed`). */
export class WalSyncError extends Error {
  readonly code = 'SQLITE_IOERR_FSYNC';
  constructor(
    readonly path: string,
    cause: Error,
  ) {
    super(`the disk did not confirm writing ${path} (${cause.message})`, { cause });
  }
}

/** How a descriptor is synced: Node's fsync (tests give a disk that refuses). */
export interface SyncPort {
  readonly fsync: (fd: number, done: (error: Error | null) => void) => void;
  readonly fsyncSync: (fd: number) => void;
}

const NODE_SYNC: SyncPort = { fsync, fsyncSync };

export class WalSync {
  /** The -wal's descriptor, opened at the first sync and kept (read and write: Windows syncs only those). */
  private fd: number | null = null;
  private running = false;
  /** Closed while a sync ran: the descriptor goes once that sync is over. */
  private closing = false;
  /** A commit came while a sync ran: one more sync after it. */
  private again = false;
  private failure: Error | null = null;
  /** Waiting for the syncs to be over (`idle`: Store.synced). */
  private settled: (() => void)[] = [];

  constructor(
    readonly path: string,
    private readonly disk: SyncPort = NODE_SYNC,
  ) {}

  /** After a commit: syncs the -wal in the background (now, or after the sync under way). */
  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    const fd = this.descriptor();
    if (fd === null) return;
    this.running = true;
    this.disk.fsync(fd, (error) => {
      this.running = false;
      if (this.closing) {
        this.closing = false;
        closeSync(fd);
        this.notify();
        return;
      }
      if (error) this.failure = error;
      if (this.again) {
        this.again = false;
        this.request();
      } else this.notify();
    });
  }

  /**
   * Before a write: a sync that failed is tried again, now; when the disk still refuses, the write is
   * refused (WalSyncError) and the change is not made.
   */
  check(): void {
    if (!this.failure) return;
    const fd = this.descriptor();
    try {
      if (fd !== null) this.disk.fsyncSync(fd);
      this.failure = null;
    } catch (e) {
      this.failure = e as Error;
      throw new WalSyncError(this.path, this.failure);
    }
  }

  /** Resolves once no sync is under way or asked for: everything committed so far is on the disk. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.settled.push(resolve));
  }

  /** Syncs what is left, now, and lets the descriptor go (before the connection closes). */
  close(): void {
    if (this.fd === null) return;
    try {
      this.disk.fsyncSync(this.fd);
    } catch {
      // The connection's close checkpoints, syncing the -wal itself; a disk that refuses it says so there.
    }
    // A sync under way still uses the descriptor: it is closed when that sync ends.
    if (this.running) this.closing = true;
    else closeSync(this.fd);
    this.fd = null;
    this.again = false;
  }

  private descriptor(): number | null {
    if (this.fd === null) {
      try {
        this.fd = openSync(this.path, 'r+');
      } catch {
        // No -wal (yet): nothing to sync.
        return null;
      }
    }
    return this.fd;
  }

  private notify(): void {
    const waiting = this.settled;
    this.settled = [];
    for (const resolve of waiting) resolve();
  }
}
