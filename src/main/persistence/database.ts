import Database from 'better-sqlite3';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { LATEST_VERSION, MIGRATIONS } from './migrations/index.ts';

/** "NWDN": marks a SQLite file as a Nightwarden archive, so another program's database is never touched. */
export const APPLICATION_ID = 0x4e57444e;

export type DatabaseProblem =
  /** The file exists but is not a SQLite database at all. */
  | 'not-a-database'
  /** A SQLite database of some other program. */
  | 'foreign-database'
  /** A Nightwarden archive whose pages fail `PRAGMA integrity_check`. */
  | 'corrupt'
  /** Written by a newer Nightwarden: never modified by an older one. */
  | 'from-the-future'
  /** The path names a folder (or a device…), not a file. */
  | 'not-a-file'
  /** The file, or its folder, cannot be written (permissions, a read-only disk), or the folder is missing. */
  | 'cannot-write';

/** Opening the archive failed; the file was left exactly as it was. */
export class DatabaseOpenError extends Error {
  constructor(
    readonly problem: DatabaseProblem,
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

const SQLITE_HEADER = 'SQLite format 3\0';

function readHeaderInt(path: string, offset: number): number {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(4);
    return readSync(fd, buffer, 0, 4, offset) === 4 ? buffer.readUInt32BE(0) : 0;
  } finally {
    closeSync(fd);
  }
}

function readHeader(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const read = readSync(fd, buffer, 0, 16, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens (or creates) the archive: WAL, synchronous = FULL, foreign keys on, migrations run. A file that is
 * not ours, is corrupt, or comes from a newer version is refused with a clear message and never modified.
 */
export function openDatabase(path: string): Database.Database {
  if (path !== ':memory:') checkWritable(path);
  const exists = path !== ':memory:' && existsSync(path) && statSync(path).size > 0;
  if (exists && readHeader(path) !== SQLITE_HEADER) {
    throw new DatabaseOpenError(
      'not-a-database',
      path,
      `${path} is not a Nightwarden archive (not a SQLite database); it was left untouched`,
    );
  }
  // The header alone tells one of our archives from a newer schema (application_id at offset 68,
  // user_version at 60): refuse without opening it at all.
  if (exists) {
    const version = readHeaderInt(path, 60);
    if (readHeaderInt(path, 68) === APPLICATION_ID && version > LATEST_VERSION) {
      throw new DatabaseOpenError(
        'from-the-future',
        path,
        `${path} was written by a newer Nightwarden (schema ${version}; this version knows up to ${LATEST_VERSION}); update the app to open it — it was left untouched`,
      );
    }
  }
  // Opened read-only first: checks must not write (no WAL switch, no migration) before they pass.
  if (exists) {
    const sideFiles = ['-wal', '-shm'].filter((suffix) => existsSync(path + suffix));
    const probe = new Database(path, { readonly: true, fileMustExist: true });
    const cleanUp = (): void => {
      // Reading a WAL-mode file makes SQLite create its -wal and -shm files: a refused file gets none.
      for (const suffix of ['-wal', '-shm']) {
        if (!sideFiles.includes(suffix) && existsSync(path + suffix)) rmSync(path + suffix, { force: true });
      }
    };
    try {
      let check: string;
      try {
        check = String(probe.pragma('integrity_check', { simple: true }));
      } catch (e) {
        throw new DatabaseOpenError(
          'corrupt',
          path,
          `${path} is corrupt (${(e as Error).message}); it was left untouched`,
        );
      }
      if (check !== 'ok')
        throw new DatabaseOpenError(
          'corrupt',
          path,
          `${path} is corrupt (integrity check: ${check}); it was left untouched`,
        );
      const applicationId = Number(probe.pragma('application_id', { simple: true }));
      const tables = Number(probe.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table'").pluck().get());
      if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tables > 0)) {
        throw new DatabaseOpenError(
          'foreign-database',
          path,
          `${path} is another program's SQLite database, not a Nightwarden archive; it was left untouched`,
        );
      }
      const version = Number(probe.pragma('user_version', { simple: true }));
      if (version > LATEST_VERSION) {
        throw new DatabaseOpenError(
          'from-the-future',
          path,
          `${path} was written by a newer Nightwarden (schema ${version}; this version knows up to ${LATEST_VERSION}); update the app to open it — it was left untouched`,
        );
      }
    } catch (e) {
      probe.close();
      cleanUp();
      if (e instanceof DatabaseOpenError) throw e;
      throw new DatabaseOpenError(
        'corrupt',
        path,
        `${path} cannot be read as a database (${(e as Error).message}); it was left untouched`,
      );
    }
    probe.close();
  }
  const db = new Database(path);
  try {
    // WAL needs the -wal and -shm files beside the archive; the first write tells whether it can be written.
    if (String(db.pragma('journal_mode = WAL', { simple: true })).toLowerCase() !== 'wal' && path !== ':memory:')
      throw new DatabaseOpenError(
        'cannot-write',
        path,
        `${path} cannot be written: SQLite could not switch it to write-ahead logging, which needs ${path}-wal and ${path}-shm beside it; it was left as it was`,
      );
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
  } catch (e) {
    db.close();
    if (e instanceof DatabaseOpenError) throw e;
    throw new DatabaseOpenError(
      'cannot-write',
      path,
      `${path} cannot be written (${writeProblem(e)}); it was left as it was`,
    );
  }
  return db;
}

/**
 * Refuses, with the reason, a path the archive cannot live at: a folder, a missing folder, a file or a
 * folder that cannot be written. Nightwarden saves every step, so an archive it cannot write is no archive.
 */
function checkWritable(path: string): void {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat?.isDirectory())
    throw new DatabaseOpenError(
      'not-a-file',
      path,
      `${path} is a folder, not an archive file: give the path of a file (for example ${join(path, 'archive.db')})`,
    );
  if (stat && !stat.isFile())
    throw new DatabaseOpenError('not-a-file', path, `${path} is not a regular file, so it cannot be an archive`);
  const folder = dirname(resolve(path));
  const folderStat = statSync(folder, { throwIfNoEntry: false });
  if (!folderStat?.isDirectory())
    throw new DatabaseOpenError('cannot-write', path, `${path} cannot be created: the folder ${folder} does not exist`);
  if (stat) {
    const denied = accessProblem(path);
    if (denied)
      throw new DatabaseOpenError(
        'cannot-write',
        path,
        `${path} cannot be written: ${denied}. Nightwarden saves every step of a game, so it needs to write its archive: make the file writable (or copy it to a folder of yours) and open it again; it was left as it was`,
      );
  }
  const folderDenied = accessProblem(folder);
  if (folderDenied)
    throw new DatabaseOpenError(
      'cannot-write',
      path,
      `${path} cannot be ${stat ? 'written' : 'created'}: its folder ${folder} is read-only (${folderDenied}), and SQLite keeps ${basename(path)}-wal and ${basename(path)}-shm beside the archive; move the archive to a folder you can write`,
    );
}

/** Why this process cannot write `path`, or null. */
function accessProblem(path: string): string | null {
  try {
    accessSync(path, constants.W_OK);
    return null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EROFS') return 'it is on a read-only disk';
    if (code === 'EACCES' || code === 'EPERM') return 'its permissions do not let you write it';
    return code ?? String(e);
  }
}

/** A SQLite or file-system error in words (`SqliteError: disk I/O error` says too little). */
export function writeProblem(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  if (typeof code !== 'string') return message;
  if (code.startsWith('SQLITE_READONLY')) return `the file or its folder is read-only (${message})`;
  if (code === 'SQLITE_FULL') return 'the disk is full';
  if (code === 'SQLITE_CANTOPEN') return `the file cannot be opened (${message})`;
  if (code.startsWith('SQLITE_IOERR')) return `the disk refused to write it (${code}: ${message})`;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return 'another program holds it locked';
  return `${code}: ${message}`;
}

/** Runs every pending migration, each in its own transaction that also sets `user_version`. */
export function migrate(db: Database.Database): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > LATEST_VERSION) throw new Error(`schema ${current} is newer than ${LATEST_VERSION}`);
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      migration.backfill?.(db);
      db.pragma(`application_id = ${APPLICATION_ID}`);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}

/**
 * Moves a refused file aside under a timestamped name (with its -wal and -shm), so a new archive can start.
 * Returns the new path. Only called when the user agrees.
 */
export function moveAside(path: string, now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = `${path}.${stamp}.bak`;
  renameSync(path, target);
  for (const suffix of ['-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, target + suffix);
  return target;
}
