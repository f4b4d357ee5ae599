import Database from 'better-sqlite3';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { LATEST_VERSION, MIGRATIONS } from './migrations/index.ts';
import { checkIntegrity, type IntegrityReport } from './integrity.ts';
import { ArchiveInUseError, WriterLock, type WriterInfo } from './writer-lock.ts';

/** "NWDN": marks a SQLite file as a Nightwarden archive, so another program's database is never touched. */
export const APPLICATION_ID = 0x4e57444e;

export type DatabaseProblem =
  /** The file exists but is not a SQLite database at all. */
  | 'not-a-database'
  /** A SQLite database of some other program. */
  | 'foreign-database'
  /** A Nightwarden archive whose pages fail `PRAGMA integrity_check`, or whose header or tables are wrong. */
  | 'corrupt'
  /** Another program has the archive open for writing (`holder` says which). */
  | 'in-use'
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
    /** Who holds the archive, for `in-use`. */
    readonly holder: WriterInfo | null = null,
  ) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

const SQLITE_HEADER = 'SQLite format 3\0';

/** The first 100 bytes of a file (the SQLite header), fewer if it is shorter. */
function readHeaderBytes(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(100);
    return buffer.subarray(0, readSync(fd, buffer, 0, 100, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Archives up to this size get the full `PRAGMA integrity_check` when they are opened (about 50 ms at
 * this size); a larger one gets the header and schema checks only, so that it opens at once (the full
 * check reads every page: 2 to 8 s for 100,000 games), and its full check runs afterwards (the console
 * runs it in the background after its first screen; the CLI's `check` on demand; `import` before writing).
 */
export const OPEN_CHECK_MAX_BYTES = 32 * 1024 * 1024;

const SOUND: IntegrityReport = { ok: true, status: 'ok', problems: [], ms: 0 };

/** How an archive is opened. */
export interface OpenOptions {
  /**
   * 'write' (the default): the archive is created if missing, switched to WAL and migrated. 'read': nothing
   * is ever written (`query_only`), the file may be read-only, and a missing file is an error.
   */
  readonly access?: 'write' | 'read';
  /** 'auto' (the default): the full check at open up to OPEN_CHECK_MAX_BYTES; 'full': always at open. */
  readonly check?: 'auto' | 'full';
  /** The size above which 'auto' leaves the full check for later (OPEN_CHECK_MAX_BYTES; tests lower it). */
  readonly fullCheckMaxBytes?: number;
}

/** An open archive, and whether its full check was run at open (null: not yet, it is large). */
export interface OpenedDatabase {
  readonly db: Database.Database;
  readonly integrity: IntegrityReport | null;
}

/**
 * Opens (or creates) the archive: WAL, synchronous = NORMAL, foreign keys on, migrations run. A file that is
 * not ours, is corrupt, or comes from a newer version is refused with a clear message and never modified.
 */
export function openDatabase(path: string, options: OpenOptions = {}): Database.Database {
  return openArchiveFile(path, options).db;
}

/** `openDatabase`, saying whether the full integrity check was run (see OPEN_CHECK_MAX_BYTES). */
export function openArchiveFile(path: string, options: OpenOptions = {}): OpenedDatabase {
  const access = options.access ?? 'write';
  if (path === ':memory:') {
    const db = new Database(path);
    db.pragma('foreign_keys = ON');
    migrate(db);
    return { db, integrity: SOUND };
  }
  if (access === 'write') checkWritable(path);
  else {
    checkReadable(path);
    // SQLite reads a WAL archive only with its -shm beside it: where it cannot make one, reading is
    // writing, and the reasons are the writer's.
    if (!existsSync(`${path}-shm`) && accessProblem(dirname(resolve(path))) !== null) checkWritable(path);
  }
  const size = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  const exists = size > 0;
  // A new archive has nothing to check.
  let integrity: IntegrityReport | null = exists ? null : SOUND;
  let version = LATEST_VERSION;
  if (exists) {
    checkHeader(path, size);
    const full = options.check === 'full' || size <= (options.fullCheckMaxBytes ?? OPEN_CHECK_MAX_BYTES);
    ({ integrity, version } = probe(path, full));
  }
  if (access === 'read') {
    // An archive of an older schema is upgraded first, by whoever writes it: us, if nobody else does.
    if (version < LATEST_VERSION) upgradeForReading(path, version);
    return { db: openForReading(path), integrity };
  }
  const db = new Database(path);
  try {
    // WAL needs the -wal and -shm files beside the archive; the first write tells whether it can be written.
    if (String(db.pragma('journal_mode = WAL', { simple: true })).toLowerCase() !== 'wal')
      throw new DatabaseOpenError(
        'cannot-write',
        path,
        `${path} cannot be written: SQLite could not switch it to write-ahead logging, which needs ${path}-wal and ${path}-shm beside it; it was left as it was`,
      );
    // A commit is written to the -wal before it returns (an app that crashes loses nothing); the Store then
    // syncs the -wal to the disk in the background (wal-sync.ts), so an answer does not wait for the disk.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // The writer checkpoints itself (Store): between its checkpoints the archive's file is never written,
    // which is what lets it tell its own changes from anyone else's (see file-guard.ts).
    db.pragma('wal_autocheckpoint = 0');
    // A -wal emptied by a checkpoint is cut back to nothing when it starts over, so its size says how
    // much is waiting to be checkpointed.
    db.pragma('journal_size_limit = 0');
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
  return { db, integrity };
}

/**
 * The checks that read the header only (constant time, before SQLite opens the file): a SQLite file, of
 * ours or of nobody's yet, not from a newer version, the whole of it there (a copy cut short is refused).
 */
function checkHeader(path: string, size: number): void {
  const header = readHeaderBytes(path);
  if (header.length < 16 || header.subarray(0, 16).toString('latin1') !== SQLITE_HEADER) {
    throw new DatabaseOpenError(
      'not-a-database',
      path,
      `${path} is not a Nightwarden archive (not a SQLite database); it was left untouched`,
    );
  }
  // The header alone tells one of our archives from a newer schema (application_id at offset 68,
  // user_version at 60): refuse without opening it at all.
  const version = header.readUInt32BE(60);
  if (header.readUInt32BE(68) === APPLICATION_ID && version > LATEST_VERSION) {
    throw new DatabaseOpenError(
      'from-the-future',
      path,
      `${path} was written by a newer Nightwarden (schema ${version}; this version knows up to ${LATEST_VERSION}); update the app to open it — it was left untouched`,
    );
  }
  if (header.length < 100)
    throw new DatabaseOpenError(
      'corrupt',
      path,
      `${path} is corrupt: it is shorter than a SQLite header (${header.length} bytes); it was left untouched`,
    );
  if (header.readUInt32BE(68) !== APPLICATION_ID) return; // someone else's, or not ours yet: the probe says
  // With changes waiting in a -wal (a crash), the file may be mid-checkpoint: SQLite finishes it.
  if ((statSync(`${path}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0) return;
  const raw = header.readUInt16BE(16);
  const pageSize = raw === 1 ? 65536 : raw;
  const validPageSize = pageSize >= 512 && pageSize <= 65536 && (pageSize & (pageSize - 1)) === 0;
  // The page count at offset 28 is valid when "version-valid-for" (92) equals the change counter (24).
  const pages = header.readUInt32BE(92) === header.readUInt32BE(24) ? header.readUInt32BE(28) : 0;
  if (!validPageSize || size % pageSize !== 0 || pages * pageSize > size)
    throw new DatabaseOpenError(
      'corrupt',
      path,
      `${path} is corrupt: ${!validPageSize ? `its header gives an impossible page size (${pageSize})` : `the file is ${size} bytes, but its header says ${pages} pages of ${pageSize} bytes (${pages * pageSize}): it was cut short or grew by other means than SQLite`}; it was left untouched`,
    );
}

/**
 * Opens the file read-only (checks must not write: no WAL switch, no migration before they pass): our
 * application id (or an empty database), its schema version, its tables, and the full integrity check
 * when asked. Reading a WAL-mode file makes SQLite create its -wal and -shm files: a refused file gets none.
 */
function probe(path: string, full: boolean): { integrity: IntegrityReport | null; version: number } {
  const sideFiles = ['-wal', '-shm'].filter((suffix) => existsSync(path + suffix));
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const applicationId = Number(db.pragma('application_id', { simple: true }));
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[];
    if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tables.length > 0)) {
      throw new DatabaseOpenError(
        'foreign-database',
        path,
        `${path} is another program's SQLite database, not a Nightwarden archive; it was left untouched`,
      );
    }
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version > LATEST_VERSION) {
      throw new DatabaseOpenError(
        'from-the-future',
        path,
        `${path} was written by a newer Nightwarden (schema ${version}; this version knows up to ${LATEST_VERSION}); update the app to open it — it was left untouched`,
      );
    }
    const missing = expectedTables(version).filter((table) => !tables.includes(table));
    if (missing.length > 0)
      throw new DatabaseOpenError(
        'corrupt',
        path,
        `${path} is corrupt: its schema (version ${version}) lacks the table${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; it was left untouched`,
      );
    let integrity: IntegrityReport | null = null;
    if (full) {
      integrity = checkIntegrity(db);
      if (!integrity.ok)
        throw new DatabaseOpenError(
          'corrupt',
          path,
          `${path} is corrupt (integrity check: ${integrity.problems.join('; ')}); it was left untouched`,
        );
    }
    db.close();
    return { integrity, version };
  } catch (e) {
    db.close();
    // Only what we created: a -wal or -shm that was there belongs to whoever has the archive open.
    for (const suffix of ['-wal', '-shm']) {
      if (!sideFiles.includes(suffix) && existsSync(path + suffix)) rmSync(path + suffix, { force: true });
    }
    if (e instanceof DatabaseOpenError) throw e;
    if ((e as { code?: unknown }).code === 'SQLITE_CANTOPEN')
      throw new DatabaseOpenError(
        'cannot-write',
        path,
        `${path} cannot be read: SQLite needs to create ${basename(path)}-shm beside it to read it, and its folder is read-only; copy the archive to a folder of yours`,
      );
    throw new DatabaseOpenError('corrupt', path, `${path} is corrupt (${(e as Error).message}); it was left untouched`);
  }
}

const tablesByVersion = new Map<number, string[]>();

/**
 * The tables every archive of a schema version has: the migrations up to it, run once on an empty
 * database in memory (exact, whatever SQL they hold), their tables listed.
 */
function expectedTables(version: number): string[] {
  let tables = tablesByVersion.get(version);
  if (!tables) {
    const db = new Database(':memory:');
    try {
      for (const migration of MIGRATIONS) if (migration.version <= version) db.exec(migration.sql);
      tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[];
    } finally {
      db.close();
    }
    tablesByVersion.set(version, tables);
  }
  return tables;
}

/**
 * A reader's connection: `query_only`, so that nothing it runs can write (the file may be shared with a
 * console writing it); SQLite's read-only mode when the file cannot be written at all.
 */
function openForReading(path: string): Database.Database {
  const writable = accessProblem(path) === null && accessProblem(dirname(resolve(path))) === null;
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: !writable, fileMustExist: true });
    db.pragma('query_only = ON');
    db.pragma('busy_timeout = 5000');
    db.prepare('SELECT count(*) FROM sqlite_schema').get(); // opens the -wal and -shm now, to say so here
  } catch (e) {
    throw new DatabaseOpenError(
      'cannot-write',
      path,
      `${path} cannot be read: ${writable ? writeProblem(e) : `SQLite needs to create ${basename(path)}-shm beside it to read it, and its folder is read-only; copy the archive to a folder of yours`}`,
    );
  }
  return db;
}

/**
 * An archive of an older schema, opened to be read: upgraded first if nobody writes it (under the
 * writer's lock), else refused (the program writing it has it at its own version).
 */
function upgradeForReading(path: string, version: number): void {
  let lock: WriterLock;
  try {
    lock = WriterLock.acquire(lockTarget(path), 'a Nightwarden command upgrading the archive');
  } catch (e) {
    if (e instanceof ArchiveInUseError)
      throw new DatabaseOpenError(
        'in-use',
        path,
        `${path} is at schema ${version}, older than this Nightwarden's ${LATEST_VERSION}, and is open for writing elsewhere, so it cannot be upgraded now: close the other program and run the command again. ${e.message}`,
        e.holder,
      );
    throw new DatabaseOpenError('cannot-write', path, `${path} cannot be upgraded: ${(e as Error).message}`);
  }
  try {
    openArchiveFile(path, { access: 'write' }).db.close();
  } finally {
    lock.release();
  }
}

/** The path the writer's lock is named after: the real file, whatever link or relative path names it. */
export function lockTarget(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    try {
      return join(realpathSync(dirname(absolute)), basename(absolute));
    } catch {
      return absolute;
    }
  }
}

/**
 * Takes the archive for writing (see writer-lock.ts), or refuses with a DatabaseOpenError naming the
 * program that holds it. Done before the archive is even read: a refused program touches nothing.
 */
export function lockForWriting(path: string, program: string): WriterLock {
  checkWritable(path);
  try {
    return WriterLock.acquire(lockTarget(path), program);
  } catch (e) {
    if (e instanceof ArchiveInUseError) throw new DatabaseOpenError('in-use', path, e.message, e.holder);
    throw new DatabaseOpenError('cannot-write', path, `${path} cannot be opened for writing: ${(e as Error).message}`);
  }
}

/**
 * Refuses, with the reason, a path the archive cannot live at: a folder, a missing folder, a file or a
 * folder that cannot be written. Nightwarden saves every step, so an archive it cannot write is no archive.
 */
export function checkWritable(path: string): void {
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

/** Refuses a path a reader cannot open: none, a folder, not a regular file. */
function checkReadable(path: string): void {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new DatabaseOpenError('not-a-file', path, `${path}: no such archive`);
  if (stat.isDirectory())
    throw new DatabaseOpenError(
      'not-a-file',
      path,
      `${path} is a folder, not an archive file: give the path of a file (for example ${join(path, 'archive.db')})`,
    );
  if (!stat.isFile())
    throw new DatabaseOpenError('not-a-file', path, `${path} is not a regular file, so it cannot be an archive`);
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
