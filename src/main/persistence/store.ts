import type Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { nameKey } from '../tournament/event.ts';
import type { OutcomeGroup } from '../stats/stats.ts';
import { ArchiveIndex, linkedGames, type PlayerOutcome } from './archive-index.ts';
import { openDatabase } from './database.ts';

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
  private index: ArchiveIndex;
  /** The archive's file, or null in memory. */
  readonly path: string | null;
  private fileIdentity: FileIdentity | null = null;
  private walIdentity: FileIdentity | null = null;
  private loss: ArchiveLostError | null = null;

  constructor(pathOrDb: string | Database.Database) {
    this.db = typeof pathOrDb === 'string' ? openDatabase(pathOrDb) : pathOrDb;
    this.path = this.db.memory ? null : resolve(this.db.name);
    this.statements = this.prepare();
    this.index = new ArchiveIndex(this.db);
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
    this.shaped.clear();
    this.index = new ArchiveIndex(this.db);
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
      this.index.indexGame({ ...row, results: row.results ?? null });
      if (row.phase === 'revealed') this.index.writeOutcomes(row.id, row.createdAt, row.results ?? null);
    });
  }

  /** Appends one event and updates the game's summary, in one transaction. Returns its sequence number. */
  append(gameId: string, event: Omit<StoredEvent, 'seq'>, summary: RowSummary): number {
    return this.transaction(() => {
      const before = this.statements.phaseOf.get(gameId) as { phase: string; created_at: string } | undefined;
      const seq = Number(this.statements.lastSeq.get(gameId)) + 1;
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

  /** Keeps the outcomes of a game finished before they were kept (filled in when statistics first need them). */
  setResults(id: string, results: readonly PlayerOutcome[]): void {
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
