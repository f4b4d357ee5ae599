import type Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { nameKey } from '../tournament/event.ts';
import { openDatabase } from './database.ts';

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

/** One player's outcome in a finished game, kept for statistics and standings. */
export interface PlayerOutcome {
  readonly name: string;
  readonly startCard: string;
  readonly card: string;
  readonly team: string;
  readonly dead: boolean;
  readonly won: boolean;
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

/** What happened to the archive's file while it was open. */
export type ArchiveLoss =
  /** No file at the archive's path any more. */
  | 'removed'
  /** Another file at the archive's path (a sync tool, a restore, a copy over it). */
  | 'replaced'
  /** Its -wal file (the changes since the last checkpoint) was deleted or replaced. */
  | 'wal-removed';

/**
 * The file at the archive's path is no longer the file this archive has open: a write that just
 * committed went to a file nobody will read again. Raised before the write is acknowledged; from then on
 * every write is refused until the archive is reopened.
 */
export class ArchiveLostError extends Error {
  constructor(
    readonly loss: ArchiveLoss,
    readonly path: string,
  ) {
    super(
      loss === 'removed'
        ? `the archive ${path} was deleted or moved while Nightwarden had it open`
        : loss === 'replaced'
          ? `the archive ${path} was replaced by another file while Nightwarden had it open (a sync tool, a restore or a copy over it)`
          : `the file ${path}-wal, which holds the archive's latest changes, was deleted or replaced while Nightwarden had the archive open`,
    );
    this.name = 'ArchiveLostError';
  }
}

interface FileIdentity {
  readonly dev: number;
  readonly ino: number;
}

function identityOf(path: string): FileIdentity | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? { dev: stat.dev, ino: stat.ino } : null;
}

const sameFile = (a: FileIdentity, b: FileIdentity): boolean => a.dev === b.dev && a.ino === b.ino;

/**
 * The archive: one SQLite file, games and their append-only events. Every write is one transaction, and
 * after it commits (before anything is acknowledged) the file at the archive's path is checked to still
 * be the file written: if it was removed or replaced, or its -wal deleted, the write is reported lost
 * (`ArchiveLostError`) and every later write refused until `reopen()`.
 */
export class Store {
  private db: Database.Database;
  private statements: ReturnType<Store['prepare']>;
  /** The archive's file, or null in memory. */
  readonly path: string | null;
  private fileIdentity: FileIdentity | null = null;
  private walIdentity: FileIdentity | null = null;
  private loss: ArchiveLostError | null = null;

  constructor(pathOrDb: string | Database.Database) {
    this.db = typeof pathOrDb === 'string' ? openDatabase(pathOrDb) : pathOrDb;
    this.path = this.db.memory ? null : resolve(this.db.name);
    this.statements = this.prepare();
    this.rememberIdentity();
  }

  private rememberIdentity(): void {
    if (this.path === null) return;
    this.fileIdentity = identityOf(this.path);
    this.walIdentity = identityOf(`${this.path}-wal`);
  }

  /** Why the archive's file is no longer the one open, or null (cheap: two stat calls). */
  private checkFile(): ArchiveLoss | null {
    if (this.path === null || this.fileIdentity === null) return null;
    const file = identityOf(this.path);
    if (file === null) return 'removed';
    if (!sameFile(file, this.fileIdentity)) return 'replaced';
    const wal = identityOf(`${this.path}-wal`);
    if (this.walIdentity === null) {
      this.walIdentity = wal; // SQLite creates it with the first write
      return null;
    }
    return wal === null || !sameFile(wal, this.walIdentity) ? 'wal-removed' : null;
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
    const loss = this.checkFile();
    if (loss) {
      this.loss = new ArchiveLostError(loss, this.path!);
      throw this.loss;
    }
  }

  /**
   * Closes the lost file and opens the one at the archive's path now (a new, empty archive if there is
   * none). Closing first: SQLite then checkpoints what it holds into the file it had open (after a deleted
   * -wal, that is the archive itself) and removes its own -wal, which must never be read as the new file's.
   */
  reopen(): void {
    if (this.path === null) return;
    if (this.db.open) {
      if (this.loss?.loss === 'wal-removed') {
        try {
          this.db.pragma('wal_checkpoint(TRUNCATE)');
        } catch {
          // the games are in the rescue file already
        }
      }
      this.db.close();
    }
    this.db = openDatabase(this.path);
    this.statements = this.prepare();
    this.loss = null;
    this.rememberIdentity();
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
    };
  }

  get database(): Database.Database {
    return this.db;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /**
   * Runs `work` in one IMMEDIATE transaction: all of it is written, or none. Once the outermost one has
   * committed, the file is checked (`verify`): a write that went to a file no longer at the archive's
   * path throws ArchiveLostError instead of returning.
   */
  transaction<T>(work: () => T): T {
    if (this.loss) throw this.loss;
    if (!this.db.open) throw new ArchiveLostError('removed', this.path ?? ':memory:');
    const result = this.db.transaction(work).immediate();
    if (!this.db.inTransaction) this.verify();
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
    });
  }

  /** Appends one event and updates the game's summary, in one transaction. Returns its sequence number. */
  append(gameId: string, event: Omit<StoredEvent, 'seq'>, summary: RowSummary): number {
    return this.transaction(() => {
      const seq = Number(this.statements.lastSeq.get(gameId)) + 1;
      this.statements.insertEvent.run(gameId, seq, event.at, event.type, JSON.stringify(event.payload));
      this.statements.touch.run(
        event.at,
        summary.phase,
        summary.winners ? JSON.stringify(summary.winners) : null,
        summary.results ? JSON.stringify(summary.results) : null,
        gameId,
      );
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
    return (this.statements.list.all() as Record<string, string | null>[]).map((row) => ({
      id: row['id']!,
      createdAt: row['created_at']!,
      updatedAt: row['updated_at']!,
      players: JSON.parse(row['players']!) as string[],
      deck: JSON.parse(row['deck']!) as string[],
      phase: row['phase']!,
      winners: row['winners'] ? (JSON.parse(row['winners']) as string[]) : null,
    }));
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

  /** Keeps the outcomes of a game finished before they were kept (filled in when statistics first need them). */
  setResults(id: string, results: readonly PlayerOutcome[]): void {
    this.transaction(() => this.statements.setResults.run(JSON.stringify(results), id));
  }

  // --- events (tournaments) -------------------------------------------------------------------------------

  /** Writes an event whole, in one transaction (a new one, or every change to an existing one). */
  saveTournament(row: TournamentRow): void {
    this.transaction(() =>
      this.statements.saveTournament.run(
        row.id,
        row.name,
        nameKey(row.name),
        row.createdAt,
        row.updatedAt,
        JSON.stringify(row.data),
      ),
    );
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
    return this.transaction(() => this.statements.removeTournament.run(id).changes > 0);
  }
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
