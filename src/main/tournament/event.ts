import { z } from 'zod';
import { CENTER_SIZE, isRole } from '../engine/vocabulary.ts';
import { escapeControls } from '../../shared/player-name.ts';
import {
  DECK_MAX_CARDS,
  EventIdSchema,
  EventNameSchema,
  EventPlayersSchema,
  LinkedGameIdSchema,
  POINTS_LIMIT,
  PresetIdSchema,
  RoundNumberSchema,
  TABLE_MAX_PLAYERS,
  TABLE_MIN_PLAYERS,
  TablePlayersSchema,
  TableNumberSchema,
  roundsSchema,
  tablesSchema,
} from '../../shared/event-contract.ts';

/**
 * An event (`nightwarden-event/1`): its name, dates, registered players, scoring scheme and rounds.
 * The shape is checked by zod; the event's own rules (one table per player per round, 5 to 10 seats, a
 * deck of players + 3, registered players only) are checked after it, each with a message that names the
 * round, the table, the player and the rule. Nothing here reads or writes files: the caller saves.
 *
 * This schema is the one every event passes: each creation and edit is checked whole with it before it
 * is saved, and so is each import. Its limits and field schemas come from the contract
 * (`src/shared/event-contract.ts`), where the creation's and the edits' own input schemas take theirs.
 */

export const EVENT_FORMAT = 'nightwarden-event/1';

/** A table seats 5 to 10 players: fewer makes a poor tournament game, more is beyond the box's 10. */
export { TABLE_MAX_PLAYERS, TABLE_MIN_PLAYERS };
export const DEFAULT_MAX_TABLE_SIZE = 8;

/**
 * The teams whose win may earn `specialTeamWin`: those that win alone, against everybody else (Alien: the
 * Synthetic Alien, who wins only if he dies, and Groob and Zerb each on her own team; Nostradamus, who wins
 * alone when he lives and the team he was announced wins; the Apprentice Tanner is on the Tanner's team).
 */
export const SPECIAL_TEAMS = [
  'tanner',
  'assassin',
  'apprentice-assassin',
  'synthetic-alien',
  'groob',
  'zerb',
  'nostradamus',
] as const;

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: string[] };

/** How names are compared when they come from elsewhere (another laptop's record, a typed name). */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

const isoDate = z
  .string()
  .refine(isCalendarDate, { error: (issue) => `"${String(issue.input)}" is not a date written YYYY-MM-DD` });

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // Round-trips through Date so 2026-02-30 is refused, not rolled over to March.
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const points = z
  .number({ error: 'points must be a number' })
  .min(-POINTS_LIMIT, `points must be between -${POINTS_LIMIT} and ${POINTS_LIMIT}`)
  .max(POINTS_LIMIT, `points must be between -${POINTS_LIMIT} and ${POINTS_LIMIT}`);

export const ScoringSchema = z.strictObject({
  /** Points for a win. */
  win: points.default(1),
  /** Points for any other result. */
  loss: points.default(0),
  /** Extra points for a winner who did not die. */
  survivedWin: points.default(0),
  /** Extra points for a win on a special team (`SPECIAL_TEAMS`). */
  specialTeamWin: points.default(0),
});
export type Scoring = z.infer<typeof ScoringSchema>;

export const DEFAULT_SCORING: Scoring = { win: 1, loss: 0, survivedWin: 0, specialTeamWin: 0 };

export const TableAssignmentSchema = z.strictObject({
  /** 1-based, in the round's order. */
  table: TableNumberSchema,
  /** Seat order. */
  players: TablePlayersSchema,
  /** Role ids, players + 3 cards; empty while the organiser has not chosen it. */
  deck: z
    .array(z.string().max(40, 'a card is a role id of at most 40 characters'))
    .max(DECK_MAX_CARDS, 'a deck has players + 3 cards'),
  /** The game played at this table, once its record is brought in. */
  gameId: LinkedGameIdSchema.nullable().default(null),
});
export type TableAssignment = z.infer<typeof TableAssignmentSchema>;

export const RoundSchema = z.strictObject({
  number: RoundNumberSchema,
  tables: tablesSchema(TableAssignmentSchema),
});
export type Round = z.infer<typeof RoundSchema>;

export const TournamentSchema = z
  .strictObject(
    {
      format: z.string().refine((format) => format === EVENT_FORMAT, {
        error: (issue) =>
          typeof issue.input === 'string' && issue.input.startsWith('nightwarden-event/')
            ? `this event was saved as ${issue.input}, which this version of Nightwarden does not read (it reads ${EVENT_FORMAT})`
            : `format must be "${EVENT_FORMAT}"`,
      }),
      id: EventIdSchema,
      name: EventNameSchema,
      startDate: isoDate,
      endDate: isoDate,
      players: EventPlayersSchema.default([]),
      scoring: ScoringSchema.prefault({}),
      maxTableSize: z
        .number()
        .int('the largest table size is a whole number')
        .min(TABLE_MIN_PLAYERS, 'the largest table size is 5 to 10 players')
        .max(TABLE_MAX_PLAYERS, 'the largest table size is 5 to 10 players')
        .default(DEFAULT_MAX_TABLE_SIZE),
      preset: PresetIdSchema.nullable().default(null),
      rounds: roundsSchema(RoundSchema).default([]),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${(issue.keys ?? []).map((k) => `"${escapeControls(k)}"`).join(', ')}: an event has format, id, name, startDate, endDate, players, scoring, maxTableSize, preset and rounds`
          : undefined,
    },
  )
  .superRefine((event, ctx) => {
    for (const message of eventRuleProblems(event)) ctx.addIssue({ code: 'custom', message });
  });
export type Tournament = z.infer<typeof TournamentSchema>;

/** What `createTournament` takes: everything else starts empty or at its default. */
export interface TournamentInput {
  readonly name: string;
  readonly startDate: string;
  /** Defaults to the start date: a one-day event. */
  readonly endDate?: string;
  readonly players?: readonly string[];
  readonly scoring?: Partial<Scoring>;
  readonly maxTableSize?: number;
  readonly preset?: string | null;
}

type EventShape = Omit<Tournament, 'format'>;

/**
 * The event's rules, in a fixed order: dates, registration, then round by round (numbering, then each
 * table: seat count, who sits there, the deck), then the games linked. Every problem is reported.
 */
function eventRuleProblems(event: EventShape): string[] {
  const problems: string[] = [];

  if (event.endDate < event.startDate)
    problems.push(
      `the event ends on ${event.endDate}, before it starts on ${event.startDate} — the end date cannot be before the start date`,
    );

  // Names are compared as typed elsewhere (case and spacing aside), so "Ann" and "ann" would be one player.
  const registered = new Map<string, string>();
  for (const name of event.players) {
    const first = registered.get(nameKey(name));
    if (first === undefined) registered.set(nameKey(name), name);
    else
      problems.push(
        first === name
          ? `${name} is registered twice — each player is registered once`
          : `${first} and ${name} are registered as two players — names must differ by more than case`,
      );
  }
  const isRegistered = new Set(event.players);

  const linked = new Map<string, string>();
  event.rounds.forEach((round, roundIndex) => {
    if (round.number !== roundIndex + 1)
      problems.push(`round ${roundIndex + 1} is numbered ${round.number} — rounds are numbered 1, 2, 3… in order`);
    const label = round.number;
    if (round.tables.length === 0) problems.push(`round ${label} has no table — a round seats its players at tables`);

    const seatedAt = new Map<string, number>();
    round.tables.forEach((table, tableIndex) => {
      if (table.table !== tableIndex + 1)
        problems.push(
          `round ${label}: table ${tableIndex + 1} is numbered ${table.table} — tables are numbered 1, 2, 3… in order`,
        );
      const where = `table ${table.table} of round ${label}`;
      const count = table.players.length;
      if (count < TABLE_MIN_PLAYERS || count > TABLE_MAX_PLAYERS)
        problems.push(
          `${where}: ${count} player${count === 1 ? '' : 's'} — tables seat ${TABLE_MIN_PLAYERS} to ${TABLE_MAX_PLAYERS} players`,
        );

      const atThisTable = new Set<string>();
      for (const name of table.players) {
        if (!isRegistered.has(name)) problems.push(`${where}: ${name} is not registered for the event`);
        if (atThisTable.has(name)) {
          problems.push(`${where}: ${name} has two seats — a player has one seat`);
          continue;
        }
        atThisTable.add(name);
        const other = seatedAt.get(name);
        if (other === undefined) seatedAt.set(name, table.table);
        else
          problems.push(
            `round ${label}: ${name} sits at tables ${other} and ${table.table} — a player plays at one table per round`,
          );
      }

      // An empty deck is a table whose deck is still to be chosen.
      if (table.deck.length > 0 && table.deck.length !== count + CENTER_SIZE)
        problems.push(
          `deck of table ${table.table} of round ${label} has ${table.deck.length} card${table.deck.length === 1 ? '' : 's'} for ${count} player${count === 1 ? '' : 's'} — the deck is players + ${CENTER_SIZE}`,
        );
      const unknown = [...new Set(table.deck.filter((card) => !isRole(card)))];
      if (unknown.length > 0)
        problems.push(
          `deck of table ${table.table} of round ${label}: ${unknown.map((card) => `"${card}"`).join(', ')} ${unknown.length === 1 ? 'is not a role' : 'are not roles'}`,
        );

      if (table.gameId !== null) {
        const before = linked.get(table.gameId);
        if (before === undefined) linked.set(table.gameId, where);
        else
          problems.push(`game ${table.gameId} is linked to ${before} and to ${where} — a game is played at one table`);
      }
    });
  });

  return problems;
}

/** One line per problem: the rules' own messages as they are, a shape problem with where it is. */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
      '',
    );
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

function parse(value: unknown): Result<Tournament> {
  const parsed = TournamentSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: describeIssues(parsed.error) };
}

/** A new event with no rounds yet. */
export function createTournament(input: TournamentInput, id: string): Result<Tournament> {
  return parse({ ...input, endDate: input.endDate ?? input.startDate, format: EVENT_FORMAT, id, rounds: [] });
}

/**
 * An event brought in whole (import), or any edited event to check before it is saved. Takes the parsed
 * JSON value; a string is read as JSON text first, so a file's contents can be passed as they are.
 */
export function parseTournament(json: unknown): Result<Tournament> {
  if (typeof json !== 'string') return parse(json);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problems: ['this file is not JSON: an event is exported as a JSON file'] };
  }
  return parse(value);
}

/** The event as a file's contents, to be read back by `parseTournament`. */
export function exportTournament(event: Tournament): string {
  return `${JSON.stringify(event, null, 2)}\n`;
}

// --- the scoring scheme in words ----------------------------------------------------------------------------

export type Lang = 'en' | 'fr';

const SCORING_TEXT = {
  en: {
    win: 'Win',
    loss: 'Loss',
    survivedWin: 'Surviving on the winning team',
    specialTeamWin:
      'Win on a special team (Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus)',
    colon: ': ',
  },
  fr: {
    win: 'Victoire',
    loss: 'Défaite',
    survivedWin: "Survivre dans l'équipe gagnante",
    specialTeamWin:
      'Victoire dans une équipe spéciale (Tanneur, Assassin, Apprentie Assassin, Alien synthétique, Groob, Zerb, Nostradamus)',
    colon: ' : ',
  },
} as const;

/** "1 point", "0 points" in English; French keeps the singular below 2 ("0 point", "1,5 point"). */
function pointsText(value: number, lang: Lang, signed: boolean): string {
  const sign = signed && value > 0 ? '+' : '';
  const number = lang === 'fr' ? String(value).replace('.', ',') : String(value);
  const singular = lang === 'fr' ? Math.abs(value) < 2 : Math.abs(value) === 1;
  return `${sign}${number} point${singular ? '' : 's'}`;
}

/**
 * The scheme as printed in the event's settings and under the standings: win and loss always, the extras
 * only when they give something.
 */
export function describeScoring(scoring: Scoring, lang: Lang): string[] {
  const text = SCORING_TEXT[lang];
  const lines = [
    `${text.win}${text.colon}${pointsText(scoring.win, lang, false)}`,
    `${text.loss}${text.colon}${pointsText(scoring.loss, lang, false)}`,
  ];
  if (scoring.survivedWin !== 0)
    lines.push(`${text.survivedWin}${text.colon}${pointsText(scoring.survivedWin, lang, true)}`);
  if (scoring.specialTeamWin !== 0)
    lines.push(`${text.specialTeamWin}${text.colon}${pointsText(scoring.specialTeamWin, lang, true)}`);
  return lines;
}
