import { z } from 'zod';
import {
  EVENT_MAX_ROUNDS,
  EventIdSchema,
  EventPatchSchema,
  NewEventSchema,
  ProposeRoundSchema,
  ROUND_MAX_TABLES,
  RoundInputSchema,
  RoundNumberSchema,
  TableNumberSchema,
} from '../../shared/event-contract.ts';
import { escapeControls } from '../../shared/player-name.ts';
import { describeSchemaIssues, type GameRecord } from '../../shared/record.ts';
import { GameIdSchema, ImportSchema, type SessionError, type SessionResult } from '../../shared/session-contract.ts';
import type {
  EventLinkView,
  EventImportReport,
  EventSummary,
  EventView,
  GameView,
  ImportReport,
  StandingsView,
} from '../../shared/views.ts';
import type { Language } from '../engine/index.ts';
import type { PlayerOutcome, Store } from '../persistence/store.ts';
import {
  EVENT_FORMAT,
  createTournament,
  describeScoring,
  linkGame,
  openTablesFor,
  nameKey,
  parseTournament,
  isKnownPreset,
  presetDeckFor,
  presetScenarios,
  proposeRound,
  standings,
  standingsCsv,
  type GameOutcome,
  type Result,
  type Tournament,
} from '../tournament/index.ts';
import { CommandError } from './fold.ts';
import { recordToGame } from './records.ts';
import { frenchSpaces } from '../../shared/typography.ts';

/** The clock, ids and seeds the desk draws from: the session's (`SessionPorts`). */
export interface DeskPorts {
  readonly now: () => Date;
  readonly newId: () => string;
  readonly randomSeed: () => number;
}

/**
 * What the desk asks of the game session (`Session` gives all of it): the desk plays and imports an event's
 * games through the session's own commands, and answers failures as it does.
 */
export interface EventGames {
  failureOf(e: unknown): { ok: false; error: SessionError } | null;
  createGame(input: unknown): SessionResult<GameView>;
  importText(input: unknown): SessionResult<ImportReport>;
  outcomesOf(ids: readonly string[]): SessionResult<{ id: string; players: readonly PlayerOutcome[] }[]>;
  exportGame(id: unknown): SessionResult<GameRecord>;
}

/** The file an event is exported to: the event, and the records of the games linked from its tables. */
export const EVENT_ARCHIVE_FORMAT = 'nightwarden-event-archive/1';

/** An event has at most this many tables, so its file at most this many records. */
const MAX_EVENT_RECORDS = EVENT_MAX_ROUNDS * ROUND_MAX_TABLES;

/** An exported event's file as a whole: its event is then checked by the event's own schema. */
const EventFileSchema = z.strictObject(
  {
    format: z.literal(EVENT_ARCHIVE_FORMAT),
    event: z.looseObject({}, { error: "event: an exported event's file holds the event, an object" }),
    records: z
      .array(z.unknown(), {
        error: (issue) =>
          `records: ${issue.input === undefined ? 'missing' : `${describeJson(issue.input)}, not a list`} — the file's records are the list of the games of its tables`,
      })
      .max(MAX_EVENT_RECORDS, {
        error: (issue) =>
          `${Array.isArray(issue.input) ? issue.input.length : 0} records, at most ${MAX_EVENT_RECORDS} (one per table: ${EVENT_MAX_ROUNDS} rounds of ${ROUND_MAX_TABLES} tables)`,
      }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${(issue.keys ?? []).map((k) => `"${escapeControls(k)}"`).join(', ')}: an exported event's file has format, event and records`
        : undefined,
  },
);

/** What a JSON value is, for a message: "an object", "a string"… */
function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Whether a game's players are a table's (names compared without case or outer spaces, seats in any order). */
function samePlayers(played: readonly string[], seated: readonly string[]): boolean {
  const names = new Set(played.map(nameKey));
  return names.size === seated.length && seated.every((p) => names.has(nameKey(p)));
}

function wrongPlayers(gameId: string, played: readonly string[], where: string, seated: readonly string[]): string {
  return `game ${escapeControls(gameId)} was played by ${played.join(', ')}, not by the players of ${where} (${seated.join(', ')}): a game is linked only to a table of the same players`;
}

function parse<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = describeSchemaIssues(parsed.error);
    throw new CommandError(
      'input/invalid',
      `${what}: ${problems.join('; ')}`,
      problems.length > 1 ? problems : undefined,
    );
  }
  return parsed.data;
}

function checked(result: Result<Tournament>, what: string): Tournament {
  if (!result.ok)
    throw new CommandError(
      'event/invalid',
      `${what}: ${result.problems.join('; ')}`,
      result.problems.length > 1 ? result.problems : undefined,
    );
  return result.value;
}

/** The fields that were given (zod leaves optional ones undefined). */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}

/** A file name from an event's name: "Spring Cup 2026" → "spring-cup-2026". */
function slug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  );
}

/**
 * Events (tournaments): registration, rounds proposed and edited, games linked to tables (played here or
 * imported from another laptop), standings. Each event is one JSON document checked by
 * `src/main/tournament` before every save; every change is saved at once, in one transaction.
 */
/**
 * What a live event across laptops (src/main/hub) asks of every change to an event saved here: `check`
 * may refuse it (a desk's role does not allow it), `saved` hears it once written (to send it to the room).
 */
export interface EventObserver {
  check(before: Tournament | null, after: Tournament): readonly string[];
  saved(before: Tournament | null, after: Tournament): void;
}

export class TournamentDesk {
  private language: Language = 'en';
  private readonly observers = new Map<string, EventObserver>();

  constructor(
    private readonly store: Store,
    private readonly session: EventGames,
    private readonly ports: DeskPorts,
  ) {}

  setLanguage(language: Language): void {
    this.language = language;
  }

  /** Follows the changes of one event (null: stops). */
  observe(eventId: string, observer: EventObserver | null): void {
    if (observer) this.observers.set(eventId, observer);
    else this.observers.delete(eventId);
  }

  /** The event as saved, checked (null when there is none, or it does not pass its own rules). */
  stored(eventId: string): Tournament | null {
    const row = this.store.tournament(eventId);
    if (!row) return null;
    const parsed = parseTournament(row.data);
    return parsed.ok ? parsed.value : null;
  }

  /**
   * Saves the event as the room's document has it (another desk's change, or a game that arrived): the
   * same checks as any save, but no observer hears it (it came from the room).
   */
  saveFromRoom(event: Tournament): Tournament {
    return this.writeChecked(event);
  }

  /** An event created by joining a room (the hub's event, as first received by a desk). */
  createFromRoom(event: Tournament): Tournament {
    return this.writeChecked(event);
  }

  /** The scoring in words, in the console's language (French spacing in French). */
  private scoringLines(scoring: Parameters<typeof describeScoring>[0]): string[] {
    const lines = describeScoring(scoring, this.language);
    return this.language === 'fr' ? lines.map(frenchSpaces) : [...lines];
  }

  private run<T>(work: () => T): SessionResult<T> {
    try {
      return { ok: true, value: work() };
    } catch (e) {
      // The same answers as the session's: a command's error, the archive's file lost, a refused write.
      const failure = this.session.failureOf(e);
      if (failure) return failure;
      throw e;
    }
  }

  private load(id: unknown): Tournament {
    const eventId = parse(EventIdSchema, id, 'event id');
    const row = this.store.tournament(eventId);
    if (!row) throw new CommandError('event/not-found', `no event ${eventId} in the archive`);
    return checked(parseTournament(row.data), `event ${eventId}`);
  }

  /**
   * The checks every event passes before it is saved, created, edited or imported alike: the event's
   * schema and rules, a preset that names decks, and a name no other event has.
   */
  private validate(event: unknown, what: string, file?: string): Tournament {
    const valid = checked(parseTournament(event), file ?? what);
    if (valid.preset !== null && !isKnownPreset(valid.preset))
      throw new CommandError(
        'event/preset',
        `${file ? `${file}: ` : ''}preset: "${escapeControls(valid.preset)}" is not a scenario with decks for 5 to 10 players (scenarios: ${presetScenarios().join(', ')}; add the player count, as in beginner-6)`,
      );
    const other = this.store.tournamentByName(valid.name);
    if (other && other.id !== valid.id)
      throw new CommandError(
        'event/name-taken',
        `an event named "${other.name}" already exists: event names are unique`,
      );
    return valid;
  }

  /** Checks the event whole, refuses a name another event has, and saves it; the room hears of it. */
  private save(event: Tournament, createdAt?: string): Tournament {
    const observer = this.observers.get(event.id);
    const before = observer ? this.stored(event.id) : null;
    if (observer) {
      const refused = observer.check(before, event);
      if (refused.length > 0)
        throw new CommandError('hub/not-allowed', refused.join('; '), refused.length > 1 ? [...refused] : undefined);
    }
    const saved = this.writeChecked(event, createdAt);
    observer?.saved(before, saved);
    return saved;
  }

  /** Checks the event whole (`validate`) and writes it. */
  private writeChecked(event: Tournament, createdAt?: string): Tournament {
    const valid = this.validate(event, 'event');
    const now = this.ports.now().toISOString();
    const existing = this.store.tournament(valid.id);
    this.store.saveTournament({
      id: valid.id,
      name: valid.name,
      createdAt: existing?.createdAt ?? createdAt ?? now,
      updatedAt: now,
      data: valid,
    });
    return valid;
  }

  private view(event: Tournament): EventView {
    // Only the linked games are read (an archive may hold thousands).
    const games = new Map<string, { phase: string; winners: readonly string[] | null }>();
    for (const round of event.rounds)
      for (const table of round.tables) {
        const row = table.gameId ? this.store.game(table.gameId) : null;
        if (row) games.set(row.id, row);
      }
    return {
      id: event.id,
      name: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      players: event.players,
      scoring: event.scoring,
      scoringLines: this.scoringLines(event.scoring),
      maxTableSize: event.maxTableSize,
      preset: event.preset,
      rounds: event.rounds.map((round) => ({
        number: round.number,
        tables: round.tables.map((table) => {
          const game = table.gameId ? games.get(table.gameId) : undefined;
          return {
            table: table.table,
            players: table.players,
            deck: table.deck,
            gameId: table.gameId,
            game: game ? { phase: game.phase, winners: game.winners } : null,
          };
        }),
      })),
    };
  }

  // --- events ------------------------------------------------------------------------------------------------

  listEvents(): SessionResult<EventSummary[]> {
    return this.run(() =>
      this.store.tournaments().map((row) => {
        const data = row.data as Partial<Tournament>;
        return {
          id: row.id,
          name: row.name,
          startDate: data.startDate ?? '',
          endDate: data.endDate ?? '',
          players: data.players?.length ?? 0,
          rounds: data.rounds?.length ?? 0,
          updatedAt: row.updatedAt,
        };
      }),
    );
  }

  createEvent(input: unknown): SessionResult<EventView> {
    return this.run(() => {
      const data = parse(NewEventSchema, input, 'new event');
      const event = checked(
        createTournament(
          {
            name: data.name,
            startDate: data.startDate,
            ...(data.endDate ? { endDate: data.endDate } : {}),
            players: data.players ?? [],
            scoring: defined(data.scoring ?? {}),
            ...(data.maxTableSize ? { maxTableSize: data.maxTableSize } : {}),
            preset: data.preset ?? null,
          },
          `event-${this.ports.newId()}`,
        ),
        'new event',
      );
      return this.view(this.save(event));
    });
  }

  getEvent(id: unknown): SessionResult<EventView> {
    return this.run(() => this.view(this.load(id)));
  }

  /**
   * The event table a game is linked to, or null: a game continued from the archive, or on another
   * console, keeps its way back to its event (the console's own memory of it is only a shortcut).
   */
  eventOfGame(gameId: unknown): SessionResult<EventLinkView | null> {
    return this.run(() => {
      const id = parse(GameIdSchema, gameId, 'game id');
      for (const row of this.store.tournaments()) {
        const event = parseTournament(row.data);
        if (!event.ok) continue;
        for (const round of event.value.rounds)
          for (const table of round.tables)
            if (table.gameId === id) return { eventId: event.value.id, round: round.number, table: table.table };
      }
      return null;
    });
  }

  /** Changes settings or registrations; a player seated in a round cannot be unregistered. */
  updateEvent(id: unknown, patch: unknown): SessionResult<EventView> {
    return this.run(() => {
      const event = this.load(id);
      const change = parse(EventPatchSchema, patch, 'event change');
      const next: Tournament = {
        ...event,
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.startDate !== undefined ? { startDate: change.startDate } : {}),
        ...(change.endDate !== undefined ? { endDate: change.endDate } : {}),
        ...(change.players !== undefined ? { players: change.players } : {}),
        ...(change.scoring !== undefined ? { scoring: { ...event.scoring, ...defined(change.scoring) } } : {}),
        ...(change.maxTableSize !== undefined ? { maxTableSize: change.maxTableSize } : {}),
        ...(change.preset !== undefined ? { preset: change.preset } : {}),
      };
      return this.view(this.save(next));
    });
  }

  deleteEvent(id: unknown): SessionResult<{ deleted: string }> {
    return this.run(() => {
      const eventId = parse(EventIdSchema, id, 'event id');
      if (!this.store.removeTournament(eventId))
        throw new CommandError('event/not-found', `no event ${eventId} in the archive`);
      return { deleted: eventId };
    });
  }

  // --- rounds --------------------------------------------------------------------------------------------------

  /** Proposes and saves the next round: tables of players who met least, seats shuffled, preset decks. */
  proposeRound(id: unknown, input: unknown): SessionResult<EventView> {
    return this.run(() => {
      const event = this.load(id);
      const { present, seed } = parse(ProposeRoundSchema, input, 'round proposal');
      const last = event.rounds.at(-1);
      if (last && last.tables.some((t) => t.players.length === 0))
        throw new CommandError('event/round-open', `round ${last.number} has an empty table: edit it first`);
      let round;
      try {
        round = proposeRound(
          event,
          present ?? event.players,
          seed ?? this.ports.randomSeed(),
          presetDeckFor(event.preset),
        );
      } catch (e) {
        throw new CommandError('event/round', `round ${event.rounds.length + 1}: ${(e as Error).message}`);
      }
      return this.view(this.save({ ...event, rounds: [...event.rounds, round] }));
    });
  }

  /** Replaces a round's tables with the organiser's edit, checked whole (seats, sizes, decks). */
  saveRound(id: unknown, input: unknown): SessionResult<EventView> {
    return this.run(() => {
      const event = this.load(id);
      const round = parse(RoundInputSchema, input, 'round');
      if (!event.rounds.some((r) => r.number === round.number))
        throw new CommandError('event/no-round', `there is no round ${round.number} in ${event.name}`);
      const before = event.rounds.find((r) => r.number === round.number)!;
      const edited = {
        number: round.number,
        tables: round.tables.map((table) => {
          const gameId =
            table.gameId === undefined
              ? (before.tables.find((t) => t.table === table.table)?.gameId ?? null)
              : table.gameId;
          if (gameId !== null)
            this.checkPlayers(gameId, table.players, `table ${table.table} of round ${round.number}`);
          return { table: table.table, players: table.players, deck: table.deck, gameId };
        }),
      };
      // A played table keeps its game: the edit may move it, never drop it.
      const kept = new Set(edited.tables.map((t) => t.gameId));
      for (const table of before.tables)
        if (table.gameId !== null && !kept.has(table.gameId))
          throw new CommandError(
            'event/game-dropped',
            `table ${table.table} of round ${round.number} has its game (${table.gameId}): unlink the game before changing the table's players`,
          );
      return this.view(
        this.save({ ...event, rounds: event.rounds.map((r) => (r.number === round.number ? edited : r)) }),
      );
    });
  }

  /** Removes the last round (its games stay in the archive). */
  removeRound(id: unknown, number: unknown): SessionResult<EventView> {
    return this.run(() => {
      const event = this.load(id);
      const n = parse(RoundNumberSchema, number, 'round number');
      if (event.rounds.at(-1)?.number !== n)
        throw new CommandError(
          'event/not-last-round',
          `round ${n} is not the last round of ${event.name}: rounds are removed from the last one`,
        );
      return this.view(this.save({ ...event, rounds: event.rounds.slice(0, -1) }));
    });
  }

  // --- games -------------------------------------------------------------------------------------------------

  private table(event: Tournament, round: number, table: number) {
    const found = event.rounds.find((r) => r.number === round)?.tables.find((t) => t.table === table);
    if (!found)
      throw new CommandError('event/no-table', `there is no table ${table} in round ${round} of ${event.name}`);
    return found;
  }

  /** A game is linked only to a table of the same players (names compared without case or outer spaces). */
  private checkPlayers(gameId: string, players: readonly string[], where: string): void {
    const row = this.store.game(gameId);
    if (!row) throw new CommandError('game/not-found', `no game ${gameId} in the archive`);
    if (!samePlayers(row.players, players))
      throw new CommandError('event/wrong-players', wrongPlayers(gameId, row.players, where, players));
  }

  /** Starts the table's game in this console: its players in seat order, its deck shuffled; linked at once. */
  startEventGame(id: unknown, round: unknown, table: unknown): SessionResult<GameView> {
    return this.run(() => {
      const event = this.load(id);
      const r = parse(RoundNumberSchema, round, 'round number');
      const t = parse(TableNumberSchema, table, 'table number');
      const seat = this.table(event, r, t);
      if (seat.gameId && this.store.has(seat.gameId))
        throw new CommandError('event/table-played', `table ${t} of round ${r} already has its game (${seat.gameId})`);
      const created = this.session.createGame({
        players: seat.players,
        deal: { mode: 'shuffle', deck: seat.deck },
      });
      if (!created.ok) throw new CommandError(created.error.code, `table ${t} of round ${r}: ${created.error.message}`);
      this.save(linkGame(event, r, t, created.value.id));
      return created.value;
    });
  }

  linkEventGame(id: unknown, round: unknown, table: unknown, gameId: unknown): SessionResult<EventView> {
    return this.run(() => {
      const event = this.load(id);
      const r = parse(RoundNumberSchema, round, 'round number');
      const t = parse(TableNumberSchema, table, 'table number');
      const game = parse(GameIdSchema.nullable(), gameId, 'game id');
      const seat = this.table(event, r, t);
      if (game !== null) this.checkPlayers(game, seat.players, `table ${t}`);
      return this.view(this.save(linkGame(event, r, t, game)));
    });
  }

  /**
   * Imports records or archives (as the archive does) and seats each game at the open table of the event
   * whose players are the game's; games that match no table are reported.
   */
  importEventGames(id: unknown, input: unknown): SessionResult<EventImportReport> {
    return this.run(() => {
      this.load(id);
      parse(ImportSchema, input, 'import');
      const imported = this.session.importText(input);
      if (!imported.ok) throw new CommandError(imported.error.code, imported.error.message, imported.error.problems);
      return this.seat(id, imported.value);
    });
  }

  /**
   * Seats each game an import brought (or found already there) at the open table of the event whose
   * players are the game's; the games that match no table are reported. The command line imports a file
   * of any size record by record, then seats its games with this.
   */
  seatImported(id: unknown, report: ImportReport): SessionResult<EventImportReport> {
    return this.run(() => this.seat(id, report));
  }

  private seat(id: unknown, report: ImportReport): EventImportReport {
    let event = this.load(id);
    const linked = new Set(event.rounds.flatMap((r) => r.tables.map((t) => t.gameId)));
    const matched: EventImportReport['matched'][number][] = [];
    const unmatched: string[] = [];
    for (const gameId of [...report.imported, ...report.duplicates]) {
      if (linked.has(gameId)) continue;
      const row = this.store.game(gameId);
      const [at, ...others] = row ? openTablesFor(event, row.players) : [];
      if (!at) {
        unmatched.push(gameId);
        continue;
      }
      event = linkGame(event, at.round, at.table, gameId);
      // The same players sit at other open tables too: say so, the organiser may move it.
      matched.push(others.length > 0 ? { gameId, ...at, alsoMatches: others } : { gameId, ...at });
    }
    if (matched.length > 0) event = this.save(event);
    return { ...report, matched, unmatched, event: this.view(event) };
  }

  // --- standings -----------------------------------------------------------------------------------------------

  /** The outcomes of the event's finished games: only its linked games are read, not the archive. */
  private outcomes(event: Tournament): Map<string, GameOutcome> {
    const ids = [...new Set(event.rounds.flatMap((r) => r.tables.map((t) => t.gameId)).filter((g) => g !== null))];
    const finished = this.session.outcomesOf(ids);
    if (!finished.ok) throw new CommandError(finished.error.code, finished.error.message);
    return new Map(finished.value.map((g) => [g.id, { gameId: g.id, players: g.players }]));
  }

  standings(id: unknown): SessionResult<StandingsView> {
    return this.run(() => {
      const event = this.load(id);
      const outcomes = this.outcomes(event);
      const rows = standings(event, outcomes);
      return {
        event: event.name,
        rows,
        scoringLines: this.scoringLines(event.scoring),
        gamesCounted: outcomes.size,
        tables: event.rounds.reduce((n, r) => n + r.tables.length, 0),
        csv: standingsCsv(rows, event.scoring, this.language),
        fileName: `${slug(event.name)}-standings.csv`,
      };
    });
  }

  /** The event by name (any case), for the command line. */
  eventByName(name: string): SessionResult<EventView> {
    return this.run(() => {
      const row = this.store.tournamentByName(name.trim());
      if (!row) {
        const known = this.store.tournaments().map((t) => t.name);
        throw new CommandError(
          'event/not-found',
          `no event named "${name}"${known.length ? ` (events: ${known.join(', ')})` : ' (the archive has no event)'}`,
        );
      }
      return this.view(this.load(row.id));
    });
  }

  // --- export and import whole -----------------------------------------------------------------------------

  exportEvent(id: unknown): SessionResult<{ fileName: string; text: string }> {
    return this.run(() => {
      const event = this.load(id);
      const records: GameRecord[] = [];
      for (const round of event.rounds)
        for (const table of round.tables) {
          if (!table.gameId || !this.store.has(table.gameId)) continue;
          const record = this.session.exportGame(table.gameId);
          if (record.ok) records.push(record.value);
        }
      const text = `${JSON.stringify({ format: EVENT_ARCHIVE_FORMAT, event, records }, null, 2)}\n`;
      return { fileName: `${slug(event.name)}.event.json`, text };
    });
  }

  /**
   * Brings in an event exported elsewhere: its games first (known ones skipped), then the event itself.
   * Everything is checked before anything is written, by the same checks as an event created and edited
   * here (`validate`), and the file's games as linking one by hand would check them: each table's game is
   * in the file or already in the archive and was played by that table's players; the file holds each
   * game once, and only games of its tables. Every problem is reported, each naming its field and the
   * rule; on any of them nothing is imported.
   */
  importEvent(input: unknown): SessionResult<EventView> {
    return this.run(() => {
      const { text, source } = parse(ImportSchema, input, 'import');
      const label = source ?? 'the file';
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new CommandError('event/not-json', `${label} is not JSON: an event is exported as a JSON file`);
      }
      const file = this.readEventFile(value, label);
      const event = this.validate(file.event, 'event', label);
      if (this.store.tournament(event.id))
        throw new CommandError('event/exists', `the event "${event.name}" (${event.id}) is already in the archive`);
      const problems = this.gameProblems(event, file.records);
      if (problems.length > 0)
        throw new CommandError(
          'event/invalid',
          `${label}: ${problems.join('; ')}`,
          problems.length > 1 ? problems : undefined,
        );
      // Everything or nothing: the games and the event in one transaction.
      return this.store.transaction(() => {
        if (file.records.length > 0) {
          const lines = file.records.map((r) => JSON.stringify(r)).join('\n');
          const report = this.session.importText({ text: lines, source: label });
          if (!report.ok) throw new CommandError(report.error.code, report.error.message);
          if (report.value.rejected.length > 0)
            throw new CommandError(
              'event/games-rejected',
              `${label}: ${report.value.rejected.length} of its games cannot be imported`,
              report.value.rejected.map((r) => `${r.item}: ${r.problems.join('; ')}`),
            );
        }
        return this.view(this.save(event));
      });
    });
  }

  /** The event and the records of an exported event's file (or of a bare event, which has none). */
  private readEventFile(value: unknown, label: string): { event: unknown; records: readonly unknown[] } {
    const format = typeof value === 'object' && value !== null ? (value as { format?: unknown }).format : undefined;
    if (format === EVENT_FORMAT) return { event: value, records: [] };
    if (format !== EVENT_ARCHIVE_FORMAT)
      throw new CommandError(
        'event/format',
        `${label} is not an exported event (its format is ${escapeControls(JSON.stringify(format ?? null).slice(0, 80))}; expected "${EVENT_ARCHIVE_FORMAT}")`,
      );
    const parsed = EventFileSchema.safeParse(value);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => issue.message);
      throw new CommandError(
        'event/invalid',
        `${label}: ${problems.join('; ')}`,
        problems.length > 1 ? problems : undefined,
      );
    }
    return { event: parsed.data.event, records: parsed.data.records };
  }

  /**
   * What is wrong with an imported event's games, as linking them by hand would find (`linkEventGame`):
   * each record is a game, given once, played at one of the event's tables; each table's game is in the
   * file or the archive, and was played by the table's players.
   */
  private gameProblems(event: Tournament, records: readonly unknown[]): string[] {
    const problems: string[] = [];
    const tables = new Map<string, { path: string; where: string; players: readonly string[] }>();
    event.rounds.forEach((round, r) =>
      round.tables.forEach((table, t) => {
        if (table.gameId !== null)
          tables.set(table.gameId, {
            path: `rounds[${r}].tables[${t}].gameId`,
            where: `table ${table.table} of round ${round.number}`,
            players: table.players,
          });
      }),
    );
    const now = this.ports.now().toISOString();
    const inFile = new Map<string, readonly string[]>();
    records.forEach((record, i) => {
      const game = recordToGame(record, now);
      if (!game.ok) {
        problems.push(...game.problems.map((problem) => `records[${i}]: ${problem}`));
        return;
      }
      const id = game.value.id;
      const shown = escapeControls(id);
      if (inFile.has(id))
        problems.push(`records[${i}]: game ${shown} is in the file twice — the file holds each game once`);
      else if (!tables.has(id))
        problems.push(
          `records[${i}]: game ${shown} is played at no table of the event — the file holds the games of its tables only`,
        );
      inFile.set(id, game.value.setup.players);
    });
    for (const [gameId, table] of tables) {
      const played = this.store.game(gameId)?.players ?? inFile.get(gameId);
      if (!played)
        problems.push(
          `${table.path}: game ${escapeControls(gameId)} of ${table.where} is neither in the file nor in the archive — a table names a game played here or brought in with it`,
        );
      else if (!samePlayers(played, table.players))
        problems.push(`${table.path}: ${wrongPlayers(gameId, played, table.where, table.players)}`);
    }
    return problems;
  }
}
