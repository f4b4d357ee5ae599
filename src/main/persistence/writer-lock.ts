/**
 * One writer per archive. Two programs writing one archive would each fold a game from its own memory and
 * append to the same log: the game forks and can never be read again. So the program that writes an
 * archive holds a lock for as long as it has it open, and a second one is refused at once, told who holds
 * it (pid, program, since when).
 *
 * The lock is SQLite's own: a small database beside the archive (`ARCHIVE-lock`) in which the writer
 * holds a write transaction (`BEGIN IMMEDIATE`, a RESERVED lock) from open to close. Another writer's
 * `BEGIN IMMEDIATE` fails at once (busy timeout 0), while it can still read who the holder is (the row
 * the holder committed just before). The operating system releases the lock when the holder's process
 * ends, however it ends (POSIX and Windows file locks die with their process), so a crashed console never
 * leaves its archive locked, and the lock works between connections of one process too (SQLite shares
 * its lock state within a process). The file stays beside the archive when no one holds it: deleting a
 * lock file another process may be about to lock would let two writers in; it is a few kilobytes.
 *
 * Readers take no lock: the archive is in WAL mode, so `list`, `stats`, `export`… read it while a console
 * writes.
 */
import Database from 'better-sqlite3';
import { hostname } from 'node:os';
import { statSync } from 'node:fs';

/** Who holds an archive for writing. */
export interface WriterInfo {
  readonly pid: number;
  /** What it is, in words: "the console in a browser (npm run web)", "nightwarden import"… */
  readonly program: string;
  /** When it took the archive (ISO 8601). */
  readonly since: string;
  readonly host: string;
}

/** The lock file of an archive. */
export function lockPathOf(archivePath: string): string {
  return `${archivePath}-lock`;
}

/** Thrown when another program holds the archive for writing; `holder` is null when it could not be read. */
export class ArchiveInUseError extends Error {
  constructor(
    readonly path: string,
    readonly holder: WriterInfo | null,
  ) {
    super(inUseMessage(path, holder));
    this.name = 'ArchiveInUseError';
  }
}

/** "held by …": the holder in words, with what the user can do. */
export function describeHolder(holder: WriterInfo | null): string {
  if (!holder) return 'another Nightwarden program (it is starting: it has not said which yet)';
  const self = holder.pid === process.pid && holder.host === hostname();
  const where = holder.host === hostname() ? '' : ` on the computer ${holder.host}`;
  return `${holder.program} (pid ${holder.pid}${where}${self ? ', this very process' : ''}), since ${holder.since}`;
}

function inUseMessage(path: string, holder: WriterInfo | null): string {
  return `${path} is already open for writing by ${describeHolder(holder)}. Only one program may write an archive at a time, or its games would fork: close that one first (the commands that only read it — list, stats, export, export-all, report, standings, check — work meanwhile)`;
}

interface FileIdentity {
  readonly dev: number;
  readonly ino: number;
}

function identityOf(path: string): FileIdentity | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? { dev: stat.dev, ino: stat.ino } : null;
}

const HOLDER_TABLE =
  'CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, program TEXT NOT NULL, since TEXT NOT NULL, host TEXT NOT NULL)';

/** Reads the holder's row (waiting briefly if the holder is committing it); null if there is none yet. */
function holderOf(db: Database.Database): WriterInfo | null {
  try {
    db.pragma('busy_timeout = 1000');
    const row = db.prepare('SELECT pid, program, since, host FROM holder LIMIT 1').get() as WriterInfo | undefined;
    return row ?? null;
  } catch {
    return null; // no table yet: the holder is between taking the lock and saying who it is
  }
}

function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** The lock of one archive, held from `acquire` to `release`. */
export class WriterLock {
  private constructor(
    private readonly db: Database.Database,
    readonly archivePath: string,
    readonly holder: WriterInfo,
    private readonly identity: FileIdentity | null,
  ) {}

  /**
   * Takes the archive for writing, or throws ArchiveInUseError naming the holder. Any other failure
   * (the folder cannot be written, the lock file is not a database) throws as it is, with its reason.
   */
  static acquire(archivePath: string, program: string, now: Date = new Date()): WriterLock {
    const path = lockPathOf(archivePath);
    let db: Database.Database;
    try {
      db = new Database(path, { timeout: 0 });
    } catch (e) {
      throw new Error(`its lock file ${path} cannot be opened (${(e as Error).message})`, { cause: e });
    }
    const refuse = (): never => {
      const holder = holderOf(db);
      db.close();
      throw new ArchiveInUseError(archivePath, holder);
    };
    try {
      db.pragma('busy_timeout = 0');
      try {
        db.exec('BEGIN IMMEDIATE');
      } catch (e) {
        if (isBusy(e)) refuse();
        throw e;
      }
      const holder: WriterInfo = { pid: process.pid, program, since: now.toISOString(), host: hostname() };
      db.exec(HOLDER_TABLE);
      db.exec('DELETE FROM holder');
      db.prepare('INSERT INTO holder (pid, program, since, host) VALUES (@pid, @program, @since, @host)').run(holder);
      // Committed so that a refused program can read who holds the archive, then held again at once. A
      // program that took the lock in between holds it: we are the one refused.
      db.pragma('busy_timeout = 2000'); // a refused program may be reading the row as we commit
      db.exec('COMMIT');
      db.pragma('busy_timeout = 0');
      try {
        db.exec('BEGIN IMMEDIATE');
      } catch (e) {
        if (isBusy(e)) refuse();
        throw e;
      }
      return new WriterLock(db, archivePath, holder, identityOf(path));
    } catch (e) {
      if (db.open) db.close();
      if (e instanceof ArchiveInUseError) throw e;
      const code = (e as { code?: unknown }).code;
      if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
        throw new Error(
          `its lock file ${path} is damaged (${(e as Error).message}); delete it when no Nightwarden program has the archive open`,
          { cause: e },
        );
      throw new Error(`its lock file ${path} cannot be written (${(e as Error).message})`, { cause: e });
    }
  }

  /**
   * Whether the lock file at its path is still the one locked: someone may delete it while the archive
   * is open, and a second program would then take a new one. Cheap: one stat.
   */
  get stillInPlace(): boolean {
    const now = identityOf(lockPathOf(this.archivePath));
    return this.identity !== null && now !== null && now.dev === this.identity.dev && now.ino === this.identity.ino;
  }

  get held(): boolean {
    return this.db.open;
  }

  /** Lets the archive go (closing the connection ends its transaction and its lock). */
  release(): void {
    if (this.db.open) this.db.close();
  }
}
