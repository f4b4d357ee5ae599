import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { nameKey } from '../tournament/event.ts';
import { lockForWriting, lockTarget, moveAside, openArchiveFile, OPEN_CHECK_MAX_BYTES } from './database.ts';
import { FileGuard, type ArchiveLoss, type KnownHeader } from './file-guard.ts';
import { WalSync, type SyncPort } from './wal-sync.ts';
import { checkIntegrity, checkIntegrityInBackground, type BackgroundCheck, type IntegrityReport } from './integrity.ts';
import { ArchiveInUseError, WriterLock, describeHolder } from './writer-lock.ts';
import type { OutcomeGroup } from '../stats/stats.ts';
import { ArchiveIndex, linkedGames, type PlayerOutcome } from './archive-index.ts';

export type { ArchiveLoss } from './file-guard.ts';
export type { IntegrityReport } from './integrity.ts';

export type { PlayerOutcome } from './archive-index.ts';

/** A game's row: its setup and a summary for the archive list (the events are the truth). */
export interface GameRow {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly deck: readonly string[];
  /** The setup as JSON (deal, options, seed…), owned by the session. */
  readonly setup: unknown;
  readonly phase: string;
  readonly winners: readonly string[] | null;
  /** Every player's outcome, once the game is revealed. */
  readonly results?: readonly PlayerOutcome[] | null;
}

/** What a command changes in a game's row besides its log. */
export interface RowSummary {
  readonly phase: string;
  readonly winners: readonly string[] | null;
  readonly results: readonly PlayerOutcome[] | null;
}

/** A finished game as statistics read it; `results` is null for a game finished before they were kept. */
export interface FinishedRow {
  readonly id: string;
  readonly createdAt: string;
  readonly results: readonly PlayerOutcome[] | null;
}

/** An event (tournament) as stored: its name for lookups, the document itself owned by the session. */
export interface TournamentRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly data: unknown;
}

export interface StoredEvent {
  readonly seq: number;
  readonly at: string;
  readonly type: string;
  readonly payload: unknown;
}

export interface GameSummary {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly deck: readonly string[];
  readonly phase: string;
  readonly winners: readonly string[] | null;
}

/** Which games a page of the list is taken from (all of them, newest first, when nothing is given). */
export interface PageQuery {
  /** An FTS5 query (`ftsQuery`): the games that match it. */
  readonly search?: string | undefined;
  /** `playersKey`: the games of exactly these players. */
  readonly playersKey?: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

/** Which revealed games' outcomes statistics count (every one when nothing is given). */
export interface OutcomeFilter {
  /** Games at or after this instant (ms). */
  readonly fromMs?: number | undefined;
  /** Games before this instant (ms). */
  readonly toMs?: number | undefined;
  readonly gameIds?: readonly string[] | undefined;
  /** `playerKey` of a part of the name: only the players whose key contains it. */
  readonly player?: string | undefined;
}

/** Where the export stands: the last game written (the export goes oldest first). */
export interface ExportCursor {
  readonly createdAt: string;
  readonly id: string;
}
/**
 * The file at the archive's path is no longer the file this archive has open, or no longer whole: a write
 * that just committed went to a file nobody will read again (or read whole). Raised before the write is
 * acknowledged; from then on every write is refused until the archive is reopened.
 */
export class ArchiveLostError extends Error {
  constructor(
    readonly loss: ArchiveLoss,
    readonly path: string,
    /** What the integrity check found (`corrupt`), or who took the archive (`taken`). */
    readonly detail: string | null = null,
  ) {
    super(lossMessage(loss, path, detail));
    this.name = 'ArchiveLostError';
  }
}

function lossMessage(loss: ArchiveLoss, path: string, detail: string | null): string {
  switch (loss) {
    case 'removed':
      return `the archive ${path} was deleted or moved while Nightwarden had it open`;
    case 'replaced':
      return `the archive ${path} was replaced by another file while Nightwarden had it open (a sync tool, a restore or a copy over it)`;
    case 'wal-removed':
      return `the file ${path}-wal, which holds the archive's latest changes, was deleted or replaced while Nightwarden had the archive open`;
    case 'damaged':
      return `the archive ${path} was written over in place while Nightwarden had it open (${detail ? `SQLite reads: ${detail}` : 'its SQLite header is no longer the one it wrote'}: a disk tool, a bad sync or a copy into the open file)`;
    case 'corrupt':
      return `the archive ${path} failed its integrity check (${detail ?? 'damaged pages'})`;
    case 'taken':
      return `the lock file ${path}-lock, which keeps a second program from writing the archive, was deleted while Nightwarden had it open, and ${detail ?? 'another program'} has taken the archive since`;
  }
}

/**
 * A game's log has an entry this session did not write: another program wrote the same game. The command
 * is not written (the game would fork); the game is read again from the archive.
 */
export class LogConflictError extends Error {
  constructor(
    readonly gameId: string,
    readonly expectedSeq: number,
    readonly foundSeq: number,
  ) {
    super(
      `the game ${gameId} was changed by another program writing the same archive (its log has ${foundSeq - 1} entries; this console knew ${expectedSeq - 1}): this command was not saved, so that the game does not fork; it is shown again as the archive has it now`,
    );
    this.name = 'LogConflictError';
  }
}

/** How a Store opens its archive (see StoreOptions in README: one writer per archive). */
export interface StoreOptions {
  /**
   * 'write' (the default): takes the archive's writer lock (a second writer is refused, told who holds
   * it), creates and migrates it. 'read': takes no lock and writes nothing, while a console writes it.
   */
  readonly access?: 'write' | 'read';
  /** The program, in words, as a second writer refused is told ("the console in a browser (npm run web)"). */
  readonly program?: string;
  /** 'auto' (the default): the full integrity check at open for small archives only; 'full': always. */
  readonly check?: 'auto' | 'full';
  /** What 'auto' calls small (database.ts's OPEN_CHECK_MAX_BYTES; tests lower it). */
  readonly fullCheckMaxBytes?: number;
  /** How the -wal is synced after each commit (wal-sync.ts: Node's fsync; tests give a disk that refuses). */
  readonly disk?: SyncPort;
}

/** The -wal size at which the writer checkpoints (SQLite's own default is 1,000 pages of 4 KB). */
const CHECKPOINT_BYTES = 4 * 1024 * 1024;

/**
 * The archive: one SQLite file, games and their append-only events. Every write is one transaction, and
 * after it commits (before anything is acknowledged) the file at the archive's path is checked to still
 * be the file written, whole (file-guard.ts): if it was removed, replaced or written over, or its -wal
 * deleted, the write is reported lost (`ArchiveLostError`) and every later write refused until `reopen()`.
 * A writing Store holds the archive's writer lock (writer-lock.ts) from open to close.
 */
export class Store {
  private db: Database.Database;
  private statements: ReturnType<Store['prepare']>;
  private index: ArchiveIndex;
  /** The archive's file, or null in memory. */
  readonly path: string | null;
  readonly access: 'write' | 'read';
  private readonly program: string;
  private readonly fullCheckMaxBytes: number;
  private readonly disk: SyncPort | undefined;
  private lock: WriterLock | null = null;
  private guard: FileGuard | null = null;
  /** Puts the -wal on the disk after each commit, in the background (wal-sync.ts); null in memory. */
  private walSync: WalSync | null = null;
  private loss: ArchiveLostError | null = null;
  /** The full check's report, once there is one (at open for a small archive). */
  private integrity: IntegrityReport | null = null;
  private background: { check: BackgroundCheck; report: Promise<IntegrityReport> } | null = null;
  /** The worker thread could not run the full check (see checkpointIfDue). */
  private checkDidNotRun = false;
  /** The -wal's size at the last checkpoint attempt (0: none since it started over). */
  private checkpointAttemptAt = 0;

  constructor(pathOrDb: string | Database.Database, options: StoreOptions = {}) {
    this.access = options.access ?? 'write';
    this.fullCheckMaxBytes = options.fullCheckMaxBytes ?? OPEN_CHECK_MAX_BYTES;
    this.disk = options.disk;
    this.program = options.program ?? `a Nightwarden program (${basename(process.argv[1] ?? process.argv0)})`;
    if (typeof pathOrDb === 'string') {
      if (pathOrDb !== ':memory:' && this.access === 'write') this.lock = lockForWriting(pathOrDb, this.program);
      try {
        const opened = openArchiveFile(pathOrDb, {
          access: this.access,
          ...(options.check ? { check: options.check } : {}),
          fullCheckMaxBytes: this.fullCheckMaxBytes,
        });
        this.db = opened.db;
        this.integrity = opened.integrity;
      } catch (e) {
        this.lock?.release();
        throw e;
      }
    } else {
      this.db = pathOrDb;
    }
    this.path = this.db.memory ? null : resolve(this.db.name);
    this.statements = this.prepare();
    if (this.path !== null && this.access === 'write') {
      this.guard = new FileGuard(this.path, () => this.known());
      this.walSync = new WalSync(`${this.path}-wal`, this.disk);
    }
    this.index = new ArchiveIndex(this.db);
  }

  /** The header fields as this connection knows them (to recognise a checkpoint's header). */
  private known(): KnownHeader {
    const get = (name: string): number => Number(this.db.pragma(name, { simple: true }));
    return {
      pageSize: get('page_size'),
      pageCount: get('page_count'),
      freePages: get('freelist_count'),
      schemaCookie: get('schema_version'),
      userVersion: get('user_version'),
      applicationId: get('application_id'),
    };
  }

  /** False once `reopen()` failed to open the file again: nothing can be read or written. */
  get isOpen(): boolean {
    return this.db.open;
  }

  /** The loss found, if any: every write is refused while it stands. */
  get lost(): ArchiveLostError | null {
    return this.loss;
  }

  /** Checks the file now (the hosts do before they acknowledge a write); throws ArchiveLostError. */
  verify(): void {
    if (this.loss) throw this.loss;
    if (!this.guard || !this.db.open) return;
    const found = this.guard.check();
    if (found === 'touched') this.checkTouchedFile();
    else if (found) this.loss = new ArchiveLostError(found, this.path!);
    else this.checkLock();
    if (this.loss) throw this.loss;
  }

  /**
   * The file was written past its header, or only touched, by someone else: its pages are checked now
   * when that is quick (a small archive), else in the background (a failure is then reported at the
   * next command).
   */
  private checkTouchedFile(): void {
    const size = statSync(this.path!, { throwIfNoEntry: false })?.size ?? 0;
    if (size > this.fullCheckMaxBytes) {
      this.integrity = null;
      void this.background?.check.cancel();
      this.background = null;
      void this.checkIntegrity();
      return;
    }
    // A connection of its own: this one's cache would answer with the pages as they were.
    const reader = new Database(this.path!, { readonly: true, fileMustExist: true });
    let report: IntegrityReport;
    try {
      report = checkIntegrity(reader);
    } catch (e) {
      report = { ok: false, status: 'corrupt', problems: [(e as Error).message], ms: 0 };
    } finally {
      reader.close();
    }
    if (!report.ok) this.loss = new ArchiveLostError('damaged', this.path!, report.problems.join('; '));
  }

  /**
   * SQLite found a page it cannot read (SQLITE_CORRUPT, SQLITE_NOTADB) while the archive was open: the
   * file was damaged under it. From now on it is lost like a file written over: returns the loss.
   */
  damagedBy(error: unknown): ArchiveLostError {
    this.loss ??= new ArchiveLostError('damaged', this.path ?? ':memory:', (error as Error).message);
    return this.loss;
  }

  /** The writer lock's file deleted: take a new one, or stop writing if another program got there first. */
  private checkLock(): void {
    if (!this.lock || this.lock.stillInPlace) return;
    try {
      const lock = WriterLock.acquire(lockTarget(this.path!), this.program);
      this.lock.release();
      this.lock = lock;
    } catch (e) {
      if (e instanceof ArchiveInUseError)
        this.loss = new ArchiveLostError('taken', this.path!, describeHolder(e.holder));
      // any other failure (the folder is gone…) is the file checks' to report
    }
  }

  /**
   * The full integrity check: its report from the open (a small archive), else run once in a worker
   * thread (the console asks after its first screen). A corrupt archive is then lost: every write is
   * refused, and the session saves its games.
   */
  checkIntegrity(): Promise<IntegrityReport> {
    if (this.integrity) return Promise.resolve(this.integrity);
    if (this.path === null) return Promise.resolve({ ok: true, status: 'ok', problems: [], ms: 0 });
    if (!this.background) {
      const check = checkIntegrityInBackground(this.path);
      const report = check.report.then((found) => {
        if (this.background?.check !== check) return found; // reopened or closed meanwhile
        if (found.status === 'not-run') {
          this.background = null; // asked again, it runs again
          this.checkDidNotRun = true;
          return found;
        }
        this.integrity = found;
        if (found.status === 'corrupt' && !this.loss)
          this.loss = new ArchiveLostError('corrupt', this.path!, found.problems.join('; '));
        return found;
      });
      this.background = { check, report };
    }
    return this.background.report;
  }

  /**
   * Copies the -wal into the archive's file (SQLite's PASSIVE checkpoint: it never waits for readers) and
   * takes the file as it is then as the baseline. Not before the full check has passed: a file found
   * corrupt is never written.
   */
  checkpoint(): void {
    if (!this.guard || this.loss || !this.integrity?.ok) return;
    this.db.pragma('wal_checkpoint(PASSIVE)');
    this.guard.baseline();
  }

  /**
   * Checkpoints when the -wal has grown past CHECKPOINT_BYTES (again by a quarter, if readers held it).
   * An archive not checked yet is checked first: in the background (the console asks after its first
   * screen; if it has not, now), or here and now if the worker thread could not run the check and the
   * -wal keeps growing.
   */
  private checkpointIfDue(): void {
    if (!this.guard) return;
    const wal = statSync(`${this.path!}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    if (wal < CHECKPOINT_BYTES) {
      this.checkpointAttemptAt = 0;
      return;
    }
    if (wal - this.checkpointAttemptAt < CHECKPOINT_BYTES / 4) return;
    this.checkpointAttemptAt = wal;
    if (!this.integrity) {
      if (!this.background) void this.checkIntegrity();
      if (this.checkDidNotRun && wal >= 4 * CHECKPOINT_BYTES) this.checkHere();
      if (!this.integrity) return;
    }
    this.checkpoint();
  }

  /** The full check on this thread (a pause of seconds on a large archive): when the worker cannot run it. */
  private checkHere(): void {
    const reader = new Database(this.path!, { readonly: true, fileMustExist: true });
    try {
      this.integrity = checkIntegrity(reader);
    } catch (e) {
      this.integrity = { ok: false, status: 'corrupt', problems: [(e as Error).message], ms: 0 };
    } finally {
      reader.close();
    }
    if (!this.integrity.ok)
      this.loss ??= new ArchiveLostError('corrupt', this.path!, this.integrity.problems.join('; '));
  }

  /**
   * Closes the lost file and opens the one at the archive's path now (a new, empty archive if there is
   * none). Closing first: SQLite then checkpoints what it holds into the file it had open (after a deleted
   * -wal, that is the archive itself) and removes its own -wal, which must never be read as the new file's.
   * A file damaged in place or corrupt is then moved aside (kept under a timestamped name, with its -wal if
   * it has one): the archive starts anew at its path. Returns where the damaged file went, if it was moved.
   */
  reopen(now: Date = new Date()): string | null {
    if (this.path === null) return null;
    const damaged = this.loss?.loss === 'damaged' || this.loss?.loss === 'corrupt';
    this.walSync?.close();
    if (this.db.open) {
      if (this.loss?.loss === 'wal-removed') {
        try {
          this.db.pragma('wal_checkpoint(TRUNCATE)');
        } catch {
          // the games are in the rescue file already
        }
      }
      this.closeConnection();
    }
    this.guard?.close();
    this.guard = null;
    void this.background?.check.cancel();
    this.background = null;
    let movedTo: string | null = null;
    if (damaged && statSync(this.path, { throwIfNoEntry: false })) movedTo = moveAside(this.path, now);
    if (this.loss?.loss === 'taken') {
      this.lock?.release();
      this.lock = lockForWriting(this.path, this.program);
    }
    const opened = openArchiveFile(this.path, { fullCheckMaxBytes: this.fullCheckMaxBytes });
    this.db = opened.db;
    this.integrity = opened.integrity;
    this.statements = this.prepare();
    this.shaped.clear();
    this.index = new ArchiveIndex(this.db);
    this.loss = null;
    this.checkpointAttemptAt = 0;
    this.guard = new FileGuard(this.path, () => this.known());
    this.walSync = new WalSync(`${this.path}-wal`, this.disk);
    return movedTo;
  }

  /**
   * Closes the connection. A file found corrupt is never written: as the last connection closes, SQLite
   * would checkpoint the -wal into it; a reader open meanwhile keeps it from doing so (the -wal stays beside
   * the file, with every change).
   */
  private closeConnection(): void {
    let reader: Database.Database | null = null;
    if (this.loss?.loss === 'corrupt' && this.path !== null) {
      try {
        reader = new Database(this.path, { readonly: true, fileMustExist: true });
        reader.pragma('user_version');
      } catch {
        reader?.close();
        reader = null;
      }
    }
    this.db.close();
    reader?.close();
  }

  private prepare() {
    const db = this.db;
    return {
      insertGame: db.prepare(
        'INSERT INTO games (id, created_at, updated_at, players, deck, setup, phase, winners, results) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      insertEvent: db.prepare('INSERT INTO events (game_id, seq, at, type, payload) VALUES (?, ?, ?, ?, ?)'),
      touch: db.prepare('UPDATE games SET updated_at = ?, phase = ?, winners = ?, results = ? WHERE id = ?'),
      setResults: db.prepare('UPDATE games SET results = ? WHERE id = ?'),
      finished: db.prepare(
        "SELECT id, created_at, results FROM games WHERE phase = 'revealed' ORDER BY created_at, id",
      ),
      saveTournament: db.prepare(
        'INSERT INTO tournaments (id, name, name_key, created_at, updated_at, data) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, updated_at = excluded.updated_at, data = excluded.data',
      ),
      tournament: db.prepare('SELECT * FROM tournaments WHERE id = ?'),
      tournamentByName: db.prepare('SELECT * FROM tournaments WHERE name_key = ?'),
      tournaments: db.prepare('SELECT * FROM tournaments ORDER BY created_at DESC, id'),
      removeTournament: db.prepare('DELETE FROM tournaments WHERE id = ?'),
      game: db.prepare('SELECT * FROM games WHERE id = ?'),
      events: db.prepare('SELECT seq, at, type, payload FROM events WHERE game_id = ? ORDER BY seq'),
      lastSeq: db.prepare('SELECT coalesce(max(seq), 0) FROM events WHERE game_id = ?').pluck(),
      list: db.prepare(
        'SELECT id, created_at, updated_at, players, deck, phase, winners FROM games ORDER BY created_at DESC, id',
      ),
      remove: db.prepare('DELETE FROM games WHERE id = ?'),
      exists: db.prepare('SELECT 1 FROM games WHERE id = ?').pluck(),
      rememberName: db.prepare(
        'INSERT INTO player_names (name, last_used) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET last_used = excluded.last_used',
      ),
      names: db.prepare('SELECT name FROM player_names ORDER BY last_used DESC, name LIMIT ?').pluck(),
      phaseOf: db.prepare('SELECT phase, created_at FROM games WHERE id = ?'),
      count: db.prepare('SELECT count(*) FROM games').pluck(),
      summaries: db.prepare(
        'SELECT id, created_at, updated_at, players, deck, phase, winners FROM games WHERE id IN (SELECT value FROM json_each(?))',
      ),
      withoutOutcomes: db
        .prepare("SELECT id FROM games WHERE phase = 'revealed' AND results IS NULL ORDER BY id")
        .pluck(),
      outcomesOf: db.prepare(
        "SELECT id, results FROM games WHERE id IN (SELECT value FROM json_each(?)) AND phase = 'revealed'",
      ),
      displayName: db
        .prepare(
          'SELECT name FROM game_players WHERE name_key = ? ORDER BY at DESC, created_at DESC, game_id DESC, seat DESC LIMIT 1',
        )
        .pluck(),
      // Two seeks of the date index each (a condition with OR would scan it from its start every time).
      exportFirst: db.prepare('SELECT id, created_at FROM games ORDER BY created_at, id DESC LIMIT ?'),
      exportSameDate: db.prepare(
        'SELECT id, created_at FROM games WHERE created_at = ? AND id < ? ORDER BY id DESC LIMIT ?',
      ),
      exportLater: db.prepare(
        'SELECT id, created_at FROM games WHERE created_at > ? ORDER BY created_at, id DESC LIMIT ?',
      ),
    };
  }

  /** Statements whose text depends on the filter, prepared once each. */
  private readonly shaped = new Map<string, Database.Statement>();

  private shapedStatement(sql: string): Database.Statement {
    let statement = this.shaped.get(sql);
    if (!statement) this.shaped.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  get database(): Database.Database {
    return this.db;
  }

  /** Resolves once every commit so far is on the disk (the -wal's background sync is over: wal-sync.ts). */
  synced(): Promise<void> {
    return this.walSync?.idle() ?? Promise.resolve();
  }

  /** Closes the archive and lets its lock go. */
  close(): void {
    if (this.background) void this.background.check.cancel();
    this.background = null;
    this.walSync?.close();
    if (this.db.open) this.closeConnection();
    this.guard?.close();
    this.guard = null;
    this.lock?.release();
  }

  /**
   * Runs `work` in one IMMEDIATE transaction: all of it is written, or none. Once the outermost one has
   * committed, the file is checked (`verify`): a write that went to a file no longer at the archive's
   * path throws ArchiveLostError instead of returning.
   */
  transaction<T>(work: () => T): T {
    if (this.loss) throw this.loss;
    if (!this.db.open) throw new ArchiveLostError('removed', this.path ?? ':memory:');
    const outermost = !this.db.inTransaction;
    // The last sync of the -wal failed: tried again first, and the write refused if the disk still refuses.
    if (outermost) this.walSync?.check();
    const result = this.db.transaction(work).immediate();
    if (outermost) {
      this.walSync?.request();
      this.verify();
      this.checkpointIfDue();
    }
    return result;
  }

  insertGame(row: GameRow, events: readonly Omit<StoredEvent, 'seq'>[] = []): void {
    this.transaction(() => {
      this.statements.insertGame.run(
        row.id,
        row.createdAt,
        row.updatedAt,
        JSON.stringify(row.players),
        JSON.stringify(row.deck),
        JSON.stringify(row.setup),
        row.phase,
        row.winners ? JSON.stringify(row.winners) : null,
        row.results ? JSON.stringify(row.results) : null,
      );
      events.forEach((e, i) => this.statements.insertEvent.run(row.id, i + 1, e.at, e.type, JSON.stringify(e.payload)));
      for (const name of row.players) this.statements.rememberName.run(name, row.updatedAt);
      this.index.indexGame({ ...row, results: row.results ?? null });
      if (row.phase === 'revealed') this.index.writeOutcomes(row.id, row.createdAt, row.results ?? null);
    });
  }

  /**
   * Appends one event and updates the game's summary, in one transaction. Returns its sequence number.
   * `expectedSeq`: the number the writer's own copy of the game gives it; another entry there already
   * (another program wrote the game) throws LogConflictError and writes nothing, so a game never forks.
   */
  append(gameId: string, event: Omit<StoredEvent, 'seq'>, summary: RowSummary, expectedSeq?: number): number {
    return this.transaction(() => {
      const before = this.statements.phaseOf.get(gameId) as { phase: string; created_at: string } | undefined;
      const seq = Number(this.statements.lastSeq.get(gameId)) + 1;
      if (expectedSeq !== undefined && seq !== expectedSeq) throw new LogConflictError(gameId, expectedSeq, seq);
      this.statements.insertEvent.run(gameId, seq, event.at, event.type, JSON.stringify(event.payload));
      this.statements.touch.run(
        event.at,
        summary.phase,
        summary.winners ? JSON.stringify(summary.winners) : null,
        summary.results ? JSON.stringify(summary.results) : null,
        gameId,
      );
      // Revealed, or revealed no more (an undone vote): its outcomes and the result searched change.
      if (before && (before.phase === 'revealed' || summary.phase === 'revealed')) {
        this.index.writeOutcomes(gameId, before.created_at, summary.phase === 'revealed' ? summary.results : null);
        this.index.reindex(gameId);
      }
      return seq;
    });
  }

  game(id: string): GameRow | null {
    const row = this.statements.game.get(id) as Record<string, string | null> | undefined;
    if (!row) return null;
    return {
      id: row['id']!,
      createdAt: row['created_at']!,
      updatedAt: row['updated_at']!,
      players: JSON.parse(row['players']!) as string[],
      deck: JSON.parse(row['deck']!) as string[],
      setup: JSON.parse(row['setup']!) as unknown,
      phase: row['phase']!,
      winners: row['winners'] ? (JSON.parse(row['winners']) as string[]) : null,
      results: row['results'] ? (JSON.parse(row['results']) as PlayerOutcome[]) : null,
    };
  }

  events(id: string): StoredEvent[] {
    return (this.statements.events.all(id) as { seq: number; at: string; type: string; payload: string }[]).map(
      (e) => ({
        seq: e.seq,
        at: e.at,
        type: e.type,
        payload: JSON.parse(e.payload) as unknown,
      }),
    );
  }

  has(id: string): boolean {
    return this.statements.exists.get(id) !== undefined;
  }

  list(): GameSummary[] {
    return (this.statements.list.all() as Record<string, string | null>[]).map(summaryOf);
  }

  remove(id: string): boolean {
    return this.transaction(() => this.statements.remove.run(id).changes > 0);
  }

  rememberedNames(limit = 50): string[] {
    return this.statements.names.all(limit) as string[];
  }

  /** Every revealed game, oldest first, with its players' outcomes when they are kept. */
  finished(): FinishedRow[] {
    return (this.statements.finished.all() as Record<string, string | null>[]).map((row) => ({
      id: row['id']!,
      createdAt: row['created_at']!,
      results: row['results'] ? (JSON.parse(row['results']) as PlayerOutcome[]) : null,
    }));
  }

  /**
   * Keeps the outcomes of a game finished before they were kept (filled in when statistics first need
   * them). A reader (`access: 'read'`) keeps nothing: it computes them again next time.
   */
  setResults(id: string, results: readonly PlayerOutcome[]): void {
    if (this.access === 'read') return;
    this.transaction(() => {
      this.statements.setResults.run(JSON.stringify(results), id);
      const row = this.statements.phaseOf.get(id) as { phase: string; created_at: string } | undefined;
      if (row?.phase === 'revealed') this.index.writeOutcomes(id, row.created_at, results);
      this.index.reindex(id);
    });
  }

  /** The revealed games whose outcomes were never kept (finished before they were): few, or none. */
  withoutOutcomes(): string[] {
    return this.statements.withoutOutcomes.all() as string[];
  }

  /** The kept outcomes of these games, those revealed (null: not kept yet, see `withoutOutcomes`). */
  outcomesOf(ids: readonly string[]): Map<string, readonly PlayerOutcome[] | null> {
    const rows = this.statements.outcomesOf.all(JSON.stringify(ids)) as { id: string; results: string | null }[];
    return new Map(rows.map((r) => [r.id, r.results ? (JSON.parse(r.results) as PlayerOutcome[]) : null]));
  }

  // --- the list, a page at a time ------------------------------------------------------------------------

  /** How many games the archive holds. */
  count(): number {
    return Number(this.statements.count.get());
  }

  /**
   * One page of the list, newest first (by instant, whatever the offset it was written with; then by id: a
   * stable order), and how many games the query finds. Only the page's rows are read.
   */
  page(query: PageQuery): { total: number; games: GameSummary[] } {
    const where: string[] = [];
    const params: Record<string, unknown> = { limit: query.limit, offset: query.offset };
    if (query.search !== undefined) {
      where.push('i.num IN (SELECT rowid FROM game_search WHERE game_search MATCH @search)');
      params['search'] = query.search;
    }
    if (query.playersKey !== undefined) {
      where.push('i.players_key = @players');
      params['players'] = query.playersKey;
    }
    const named = (sql: string): Database.Statement => this.shapedStatement(sql);
    const pick = (keys: readonly string[]): Record<string, unknown> =>
      Object.fromEntries(keys.filter((k) => k in params).map((k) => [k, params[k]]));
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total =
      where.length === 0
        ? this.count()
        : Number(
            (where.length === 1 && query.search !== undefined
              ? named('SELECT count(*) FROM game_search WHERE game_search MATCH @search')
              : named(`SELECT count(*) FROM game_index i ${filter}`)
            )
              .pluck()
              .get(pick(['search', 'players'])),
          );
    const ids = named(
      `SELECT i.game_id FROM game_index i ${filter} ORDER BY i.at DESC, i.game_id LIMIT @limit OFFSET @offset`,
    )
      .pluck()
      .all(params) as string[];
    const rows = new Map(
      (this.statements.summaries.all(JSON.stringify(ids)) as Record<string, string | null>[]).map((row) => [
        row['id']!,
        summaryOf(row),
      ]),
    );
    return { total, games: ids.flatMap((id) => rows.get(id) ?? []) };
  }

  // --- statistics, from the outcomes kept ----------------------------------------------------------------

  private outcomeWhere(filter: OutcomeFilter): { sql: string; params: Record<string, unknown> } {
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (filter.fromMs !== undefined) {
      where.push('at >= @fromMs');
      params['fromMs'] = filter.fromMs;
    }
    if (filter.toMs !== undefined) {
      where.push('at < @toMs');
      params['toMs'] = filter.toMs;
    }
    if (filter.gameIds !== undefined) {
      where.push('game_id IN (SELECT value FROM json_each(@gameIds))');
      params['gameIds'] = JSON.stringify(filter.gameIds);
    }
    if (filter.player !== undefined && filter.player !== '') {
      where.push('instr(name_key, @player) > 0');
      params['player'] = filter.player;
    }
    return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
  }

  /**
   * The outcomes of the revealed games the filter keeps, grouped by player, final team and starting card
   * (what statistics tally). The whole archive (or a name): the totals the triggers keep. Dates or an
   * event's games: one pass over a covering index (of the days asked for), then the few wins by card.
   */
  outcomeGroups(filter: OutcomeFilter = {}): OutcomeGroup[] {
    const byDate = filter.fromMs !== undefined || filter.toMs !== undefined;
    if (!byDate && filter.gameIds === undefined) return this.totals(filter.player);
    const { sql, params } = this.outcomeWhere(filter);
    // Between two dates: only the rows of those days are read (the index by instant), then grouped.
    const index = byDate && filter.gameIds === undefined ? 'INDEXED BY game_players_by_day' : '';
    const rows = this.shapedStatement(
      `SELECT name_key, team, start_card, count(*), sum(won), sum(dead) FROM game_players ${index} ${sql} GROUP BY name_key, team, start_card`,
    )
      .raw()
      .all(params) as [string, string, string, number, number, number][];
    // Wins holding the Apprentice Tanner on the Tanner's team, the Squire on the werewolves' (Bonus Packs).
    const bonus = this.shapedStatement(
      `SELECT name_key, team, start_card, sum(card = 'apprentice-tanner' AND team = 'tanner'), sum(card = 'squire' AND team = 'werewolf')
       FROM game_players INDEXED BY game_players_bonus ${sql ? `${sql} AND` : 'WHERE'} won = 1 AND card IN ('apprentice-tanner', 'squire')
       GROUP BY name_key, team, start_card`,
    )
      .raw()
      .all(params) as [string, string, string, number, number][];
    const bonusOf = new Map(
      bonus.map(([key, team, start, tanner, squire]) => [`${key}\0${team}\0${start}`, [tanner, squire] as const]),
    );
    return rows.map(([key, team, startCard, games, wins, killed]) => {
      const [apprenticeTannerWins, squireWins] = bonusOf.get(`${key}\0${team}\0${startCard}`) ?? [0, 0];
      return { key, team, startCard, games, wins, killed, apprenticeTannerWins, squireWins };
    });
  }

  /** The tallies over the whole archive, as the triggers keep them (`player_totals`); those of a name. */
  private totals(player: string | undefined): OutcomeGroup[] {
    const where = player ? 'WHERE instr(name_key, @player) > 0' : '';
    const rows = this.shapedStatement(
      `SELECT name_key, team, start_card, games, wins, killed, apprentice_tanner_wins, squire_wins FROM player_totals ${where}`,
    )
      .raw()
      .all(player ? { player } : {}) as [string, string, string, number, number, number, number, number][];
    return rows.map(([key, team, startCard, games, wins, killed, apprenticeTannerWins, squireWins]) => ({
      key,
      team,
      startCard,
      games,
      wins,
      killed,
      apprenticeTannerWins,
      squireWins,
    }));
  }

  /**
   * The dates (as written) of a player's first and last games among those the filter keeps: the earliest
   * and the latest instant, and of games at the same instant the first in the archive's order. A seek each.
   */
  playerSpan(key: string, filter: OutcomeFilter = {}): { first: string; last: string } {
    const { sql, params } = this.outcomeWhere(filter);
    const where = `${sql ? `${sql} AND` : 'WHERE'} name_key = @key`;
    const all = { ...params, key };
    const first = this.shapedStatement(`SELECT at FROM game_players ${where} AND at IS NOT NULL ORDER BY at LIMIT 1`)
      .pluck()
      .get(all) as number | undefined;
    const last = this.shapedStatement(
      `SELECT at FROM game_players ${where} AND at IS NOT NULL ORDER BY at DESC LIMIT 1`,
    )
      .pluck()
      .get(all) as number | undefined;
    const at = this.shapedStatement(`SELECT min(created_at) FROM game_players ${where} AND at = @at`).pluck();
    if (first !== undefined && last !== undefined)
      return { first: at.get({ ...all, at: first }) as string, last: at.get({ ...all, at: last }) as string };
    // Only dates that are no instants (no import lets one in): their text decides.
    const texts = this.shapedStatement(
      `SELECT min(created_at), max(created_at) FROM game_players ${where} AND at IS NULL`,
    )
      .raw()
      .get(all) as [string | null, string | null];
    return { first: texts[0] ?? '', last: texts[1] ?? '' };
  }

  /** A player's most recent spelling in the whole archive (the latest game, its last seat of that name). */
  displayName(key: string): string | null {
    const name = this.statements.displayName.get(key);
    return typeof name === 'string' ? name.trim() : null;
  }

  // --- export, a batch at a time -------------------------------------------------------------------------

  /** The next games to export after `cursor` (oldest first; the same date: the greater id first). */
  exportBatch(cursor: ExportCursor | null, limit: number): ExportCursor[] {
    type Row = { id: string; created_at: string };
    let rows: Row[];
    if (cursor === null) rows = this.statements.exportFirst.all(limit) as Row[];
    else {
      rows = this.statements.exportSameDate.all(cursor.createdAt, cursor.id, limit) as Row[];
      if (rows.length < limit)
        rows.push(...(this.statements.exportLater.all(cursor.createdAt, limit - rows.length) as Row[]));
    }
    return rows.map((r) => ({ id: r.id, createdAt: r.created_at }));
  }

  // --- events (tournaments) -------------------------------------------------------------------------------

  /** Writes an event whole, in one transaction (a new one, or every change to an existing one). */
  saveTournament(row: TournamentRow): void {
    this.transaction(() => {
      const before = tournamentRow(this.statements.tournament.get(row.id));
      this.statements.saveTournament.run(
        row.id,
        row.name,
        nameKey(row.name),
        row.createdAt,
        row.updatedAt,
        JSON.stringify(row.data),
      );
      this.index.linkEvent(row.id, linkedGames(row.data), before !== null && before.name !== row.name);
    });
  }

  tournament(id: string): TournamentRow | null {
    return tournamentRow(this.statements.tournament.get(id));
  }

  /** The event with this name, compared without regard to case (accented letters too) or outer spaces. */
  tournamentByName(name: string): TournamentRow | null {
    return tournamentRow(this.statements.tournamentByName.get(nameKey(name)));
  }

  tournaments(): TournamentRow[] {
    return this.statements.tournaments.all().map((row) => tournamentRow(row)!);
  }

  removeTournament(id: string): boolean {
    return this.transaction(() => {
      this.index.linkEvent(id, [], false);
      return this.statements.removeTournament.run(id).changes > 0;
    });
  }
}

function summaryOf(row: Record<string, string | null>): GameSummary {
  return {
    id: row['id']!,
    createdAt: row['created_at']!,
    updatedAt: row['updated_at']!,
    players: JSON.parse(row['players']!) as string[],
    deck: JSON.parse(row['deck']!) as string[],
    phase: row['phase']!,
    winners: row['winners'] ? (JSON.parse(row['winners']) as string[]) : null,
  };
}

function tournamentRow(row: unknown): TournamentRow | null {
  if (!row) return null;
  const r = row as Record<string, string>;
  return {
    id: r['id']!,
    name: r['name']!,
    createdAt: r['created_at']!,
    updatedAt: r['updated_at']!,
    data: JSON.parse(r['data']!) as unknown,
  };
}
