/**
 * What the archive keeps beside each game so that its list, its search and its statistics read a page or
 * a few compact rows instead of every game (migration 3):
 *
 * - `game_index`: one row per game, its place in the list (its instant, then its id) and the key of its set of players
 *   (`playersKey`: "games of these players", for an event's table); its `num` is the row of `game_search`.
 * - `game_search`: a full-text index (SQLite FTS5, words from their start, accents and case ignored) of its
 *   players' names, its deck (role ids and names in English and French), its result (the winning teams,
 *   "nobody", or "unfinished"), its day (YYYY-MM-DD) and the names of the events it is linked to.
 * - `game_players`: once a game is revealed, each seat's outcome (name, cards, team, dead, won), which
 *   statistics aggregate in SQL.
 * - `tournament_games`: which event links which game (the event's name is searched with its games).
 *
 * The Store writes them in the same transaction as the game; the migration fills them for the games of an
 * archive made before them. Nothing here is the truth: a game's row and its events are.
 */
import type Database from 'better-sqlite3';
import { ROLE_NAMES_EN, TEAM_NAMES_EN } from '../engine/text/en.ts';
import { ROLE_NAMES_FR, TEAM_NAMES_FR } from '../engine/text/fr.ts';
import { isRole, TEAMS, type Team } from '../engine/vocabulary.ts';
import { playerKey } from '../stats/stats.ts';

/** One player's outcome in a finished game, kept for statistics and standings. */
export interface PlayerOutcome {
  readonly name: string;
  readonly startCard: string;
  readonly card: string;
  readonly team: string;
  readonly dead: boolean;
  readonly won: boolean;
}

/** What the index reads of a game. */
export interface IndexedGame {
  readonly id: string;
  readonly createdAt: string;
  readonly players: readonly string[];
  readonly deck: readonly string[];
  readonly phase: string;
  readonly results: readonly PlayerOutcome[] | null;
}

const isTeam = (id: string): id is Team => (TEAMS as readonly string[]).includes(id);

/** The words an unfinished game and a game nobody won are found by, in both languages of the console. */
const UNFINISHED_WORDS = 'unfinished inachevée';
const NOBODY_WORDS = 'nobody personne';

/** A game's instant in ms, or null when its date is not one (no import lets such a date in). */
export function instantOf(createdAt: string): number | null {
  const at = Date.parse(createdAt);
  return Number.isNaN(at) ? null : at;
}

/** The calendar day of a game where the archive is (as statistics filter it): YYYY-MM-DD. */
export function localDay(createdAt: string): string {
  const at = instantOf(createdAt);
  if (at === null) return createdAt.slice(0, 10);
  const d = new Date(at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** The set of a game's players as one text, for "the games of exactly these players" (case ignored). */
export function playersKey(players: readonly string[]): string {
  return JSON.stringify([...new Set(players.map(playerKey))].sort());
}

/** The text each column of the search index holds for a game. */
export function searchColumns(
  game: IndexedGame,
  eventNames: readonly string[],
): { players: string; deck: string; result: string; day: string; event: string } {
  const roles = [...new Set(game.deck)].flatMap((role) =>
    isRole(role) ? [role, ROLE_NAMES_EN[role], ROLE_NAMES_FR[role]] : [role],
  );
  let result = UNFINISHED_WORDS;
  if (game.phase === 'revealed') {
    const teams = [...new Set((game.results ?? []).filter((p) => p.won).map((p) => p.team))];
    result =
      teams.length === 0
        ? NOBODY_WORDS
        : teams
            .flatMap((team) => (isTeam(team) ? [team, TEAM_NAMES_EN[team], TEAM_NAMES_FR[team]] : [team]))
            .join('\n');
  }
  return {
    players: game.players.join('\n'),
    deck: roles.join('\n'),
    result,
    day: localDay(game.createdAt),
    event: eventNames.join('\n'),
  };
}

/**
 * A search as FTS5 reads it: every word of the query must start a word of the game (in any column), each
 * quoted so that nothing the user types is read as FTS syntax (`"`, `AND`, `*`, `NEAR(`, `col:`…). Words
 * without a letter or a digit find nothing and are dropped; null when no word is left (nothing matches).
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');
}

/** The events (tournaments) a document links games to: every table's gameId, read defensively. */
export function linkedGames(data: unknown): string[] {
  const ids = new Set<string>();
  const rounds = (data as { rounds?: unknown } | null)?.rounds;
  if (!Array.isArray(rounds)) return [];
  for (const round of rounds) {
    const tables = (round as { tables?: unknown } | null)?.tables;
    if (!Array.isArray(tables)) continue;
    for (const table of tables) {
      const id = (table as { gameId?: unknown } | null)?.gameId;
      if (typeof id === 'string' && id.length > 0) ids.add(id);
    }
  }
  return [...ids];
}

interface GameRowText {
  id: string;
  created_at: string;
  players: string;
  deck: string;
  phase: string;
  results: string | null;
}

function parsedGame(row: GameRowText): IndexedGame {
  return {
    id: row.id,
    createdAt: row.created_at,
    players: JSON.parse(row.players) as string[],
    deck: JSON.parse(row.deck) as string[],
    phase: row.phase,
    results: row.results ? (JSON.parse(row.results) as PlayerOutcome[]) : null,
  };
}

/** The index's writes, on one connection (the Store's, or the migration's). */
export class ArchiveIndex {
  private readonly statements;

  constructor(db: Database.Database) {
    this.statements = {
      game: db.prepare('SELECT id, created_at, players, deck, phase, results FROM games WHERE id = ?'),
      eventNames: db
        .prepare(
          'SELECT t.name FROM tournament_games l JOIN tournaments t ON t.id = l.tournament_id WHERE l.game_id = ? ORDER BY t.name',
        )
        .pluck(),
      upsertIndex: db
        .prepare(
          'INSERT INTO game_index (game_id, at, players_key) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET at = excluded.at, players_key = excluded.players_key RETURNING num',
        )
        .pluck(),
      forget: db.prepare('DELETE FROM game_search WHERE rowid = ?'),
      search: db.prepare(
        'INSERT INTO game_search (rowid, players, deck, result, day, event) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      clearOutcomes: db.prepare('DELETE FROM game_players WHERE game_id = ?'),
      outcome: db.prepare(
        'INSERT INTO game_players (game_id, seat, name, name_key, start_card, card, team, dead, won, created_at, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      eventGames: db.prepare('SELECT game_id FROM tournament_games WHERE tournament_id = ?').pluck(),
      unlinkEvent: db.prepare('DELETE FROM tournament_games WHERE tournament_id = ?'),
      link: db.prepare('INSERT OR IGNORE INTO tournament_games (tournament_id, game_id) VALUES (?, ?)'),
    };
  }

  /** Writes a game's place in the list and its search row (again, when something searched changed). */
  indexGame(game: IndexedGame, eventNames?: readonly string[]): void {
    const s = this.statements;
    const num = s.upsertIndex.get(game.id, instantOf(game.createdAt) ?? 0, playersKey(game.players)) as number;
    const columns = searchColumns(game, eventNames ?? (s.eventNames.all(game.id) as string[]));
    s.forget.run(num);
    s.search.run(num, columns.players, columns.deck, columns.result, columns.day, columns.event);
  }

  /** Reads a game from its row and indexes it again (after its result or its events changed). */
  reindex(gameId: string): void {
    const row = this.statements.game.get(gameId) as GameRowText | undefined;
    if (row) this.indexGame(parsedGame(row));
  }

  /** Keeps a revealed game's outcomes, one row a seat (none for a game that is not revealed). */
  writeOutcomes(gameId: string, createdAt: string, results: readonly PlayerOutcome[] | null): void {
    const s = this.statements;
    s.clearOutcomes.run(gameId);
    if (!results) return;
    const at = instantOf(createdAt);
    results.forEach((p, seat) =>
      s.outcome.run(
        gameId,
        seat,
        p.name,
        playerKey(p.name),
        p.startCard,
        p.card,
        p.team,
        p.dead ? 1 : 0,
        p.won ? 1 : 0,
        createdAt,
        at,
      ),
    );
  }

  /**
   * Records which games an event links (its document was just saved or removed) and indexes again the
   * games whose events changed: the ones linked or unlinked, and all of them when its name changed.
   */
  linkEvent(eventId: string, gameIds: readonly string[], renamed: boolean): void {
    const s = this.statements;
    const before = new Set(s.eventGames.all(eventId) as string[]);
    const after = new Set(gameIds);
    s.unlinkEvent.run(eventId);
    for (const id of after) s.link.run(eventId, id);
    for (const id of new Set([...before, ...after])) if (renamed || before.has(id) !== after.has(id)) this.reindex(id);
  }

  /** Fills the index for every game of an archive made before it (migration 3), a thousand at a time. */
  backfill(db: Database.Database): void {
    for (const row of db.prepare('SELECT id, data FROM tournaments').all() as { id: string; data: string }[])
      for (const gameId of linkedGames(JSON.parse(row.data) as unknown)) this.statements.link.run(row.id, gameId);
    const page = db.prepare(
      'SELECT rowid, id, created_at, players, deck, phase, results FROM games WHERE rowid > ? ORDER BY rowid LIMIT 1000',
    );
    let last = -Infinity;
    for (;;) {
      const rows = page.all(last) as (GameRowText & { rowid: number })[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const game = parsedGame(row);
        this.indexGame(game);
        if (game.phase === 'revealed') this.writeOutcomes(game.id, game.createdAt, game.results);
      }
      last = rows[rows.length - 1]!.rowid;
    }
  }
}
