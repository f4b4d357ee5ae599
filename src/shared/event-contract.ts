import { z } from 'zod';
import { CardSchema, PlayerNameSchema } from './session-contract.ts';
import { escapeControls, forbiddenCharacter, hasVisibleCharacter } from './player-name.ts';

/**
 * The contract of the archive's insights: player statistics and events (tournaments). The main side
 * checks these shapes first, then the event's own rules (docs/tournaments.md) before anything is saved.
 */

/**
 * The limits an event keeps however it comes in: created, edited (these contract schemas) or imported
 * whole (the event's own schema, `src/main/tournament/event.ts`, which every save and every import goes
 * through and which takes its limits and field schemas from here, so the two cannot drift apart).
 */
export const EVENT_MAX_PLAYERS = 400;
export const EVENT_MAX_ROUNDS = 100;
/** 400 players at tables of 5. */
export const ROUND_MAX_TABLES = 80;
export const TABLE_MIN_PLAYERS = 5;
export const TABLE_MAX_PLAYERS = 10;
/** A table's list of names, before the 5-to-10 rule says more. */
export const TABLE_MAX_NAMES = 40;
/** Players + 3 at the largest table (10 + 3), with room for a hand-edited list the rules then name. */
export const DECK_MAX_CARDS = 43;
export const POINTS_LIMIT = 100;
export const PRESET_MAX_CHARS = 60;
export const EVENT_ID_MAX_CHARS = 100;
export const GAME_ID_MAX_CHARS = 100;

/** How many items a refused list has, for its message. */
function countOf(input: unknown): number {
  return Array.isArray(input) ? input.length : 0;
}

export const EventIdSchema = z
  .string()
  .min(1, 'an event id cannot be empty')
  .max(EVENT_ID_MAX_CHARS, `an event id is at most ${EVENT_ID_MAX_CHARS} characters`);

/** The registered players: each name follows the console's rule for names. */
export const EventPlayersSchema = z.array(PlayerNameSchema).max(EVENT_MAX_PLAYERS, {
  error: (issue) => `${countOf(issue.input)} registered players, at most ${EVENT_MAX_PLAYERS}`,
});

/** A preset id (`marquons-les-6`, `beginner-5`): the decks proposed for each table. */
export const PresetIdSchema = z
  .string()
  .min(1, 'a preset id cannot be empty')
  .max(PRESET_MAX_CHARS, `a preset id is at most ${PRESET_MAX_CHARS} characters`);

/** A table's players in seat order (the 5-to-10 rule itself is checked with the event, which says it in full). */
export const TablePlayersSchema = z
  .array(PlayerNameSchema)
  .max(TABLE_MAX_NAMES, `a table lists at most ${TABLE_MAX_NAMES} names (tables seat 5 to 10 players)`);

/** The game played at a table. */
export const LinkedGameIdSchema = z
  .string()
  .min(1, 'a game id cannot be empty')
  .max(GAME_ID_MAX_CHARS, `a game id is at most ${GAME_ID_MAX_CHARS} characters`);

/** A round's tables. */
export function tablesSchema<T extends z.ZodType>(table: T) {
  return z.array(table).max(ROUND_MAX_TABLES, {
    error: (issue) => `${countOf(issue.input)} tables in a round, at most ${ROUND_MAX_TABLES}`,
  });
}

/** An event's rounds. */
export function roundsSchema<T extends z.ZodType>(round: T) {
  return z.array(round).max(EVENT_MAX_ROUNDS, {
    error: (issue) => `${countOf(issue.input)} rounds, at most ${EVENT_MAX_ROUNDS}`,
  });
}

/**
 * An event's name: shown on the projector, in the standings' CSV and on a terminal, so it follows the
 * player names' rule for characters: nothing that forges a line or reorders the text, something visible.
 */
export const EventNameSchema = z
  .string()
  .overwrite((name) => name.normalize('NFC').trim())
  .min(1, 'the event needs a name')
  .max(100, 'an event name is at most 100 characters')
  .check((ctx) => {
    const forbidden = forbiddenCharacter(ctx.value);
    const problem = forbidden
      ? `the event's name contains ${forbidden}; a name is made of characters you can see, spaces and punctuation`
      : !hasVisibleCharacter(ctx.value) && ctx.value !== ''
        ? "the event's name has no visible character"
        : null;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** A calendar date, YYYY-MM-DD. */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: (issue) => `${escapeControls(String(issue.input).slice(0, 40))} is not a date`,
    },
  );

const points = z
  .number({ error: 'points are a number' })
  .min(-POINTS_LIMIT, `points are from -${POINTS_LIMIT} to ${POINTS_LIMIT}`)
  .max(POINTS_LIMIT, `points are from -${POINTS_LIMIT} to ${POINTS_LIMIT}`);

/** Names the fields an object has when it gets one it does not know. */
const only = (fields: string) => ({
  error: (issue: { code: string; keys?: readonly string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `unknown field ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ')}: ${fields}`
      : undefined,
});

export const ScoringInputSchema = z.strictObject(
  {
    /** Points for a win (1 by default). */
    win: points.optional(),
    /** Points for a loss (0 by default). */
    loss: points.optional(),
    /** Extra points for a winner who survived. */
    survivedWin: points.optional(),
    /** Extra points for a win on a special team: Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus. */
    specialTeamWin: points.optional(),
  },
  only('the scoring has win, loss, survivedWin and specialTeamWin'),
);

export const NewEventSchema = z.strictObject(
  {
    name: EventNameSchema,
    startDate: DateSchema,
    endDate: DateSchema.optional(),
    players: EventPlayersSchema.optional(),
    scoring: ScoringInputSchema.optional(),
    maxTableSize: z
      .number()
      .int('the largest table size is a whole number')
      .min(TABLE_MIN_PLAYERS, 'the largest table size is 5 to 10 players: tables seat 5 to 10 players')
      .max(TABLE_MAX_PLAYERS, 'the largest table size is 5 to 10 players: tables seat 5 to 10 players')
      .optional(),
    /** A preset id (`marquons-les-6`, `beginner-5`): the decks proposed for each table. */
    preset: PresetIdSchema.nullable().optional(),
  },
  only('an event has name, startDate, endDate, players, scoring, maxTableSize and preset'),
);
export type NewEventInput = z.infer<typeof NewEventSchema>;

/** A change to an event's settings or registrations; rounds change through their own methods. */
export const EventPatchSchema = NewEventSchema.partial();
export type EventPatch = z.infer<typeof EventPatchSchema>;

export const RoundNumberSchema = z
  .number({ error: 'a round number is a number' })
  .int('a round number is a whole number')
  .min(1, 'rounds are numbered from 1')
  .max(EVENT_MAX_ROUNDS, `an event has at most ${EVENT_MAX_ROUNDS} rounds`);
export const TableNumberSchema = z
  .number({ error: 'a table number is a number' })
  .int('a table number is a whole number')
  .min(1, 'tables are numbered from 1')
  .max(ROUND_MAX_TABLES, `a round has at most ${ROUND_MAX_TABLES} tables`);

/** A round as the organiser edits it: each table's players in seat order and its deck. */
export const RoundInputSchema = z.strictObject({
  number: RoundNumberSchema,
  tables: tablesSchema(
    // Not strict: a table as the event's view shows it (with its game's state) may be sent back as it is.
    z.object({
      table: TableNumberSchema,
      players: TablePlayersSchema,
      deck: z.array(CardSchema).max(DECK_MAX_CARDS, 'a deck has players + 3 cards'),
      gameId: LinkedGameIdSchema.nullable().optional(),
    }),
  ),
});
export type RoundInput = z.infer<typeof RoundInputSchema>;

export const ProposeRoundSchema = z.strictObject(
  {
    /** The players present for this round (all registered ones when left out). */
    present: z.array(PlayerNameSchema).max(EVENT_MAX_PLAYERS).optional(),
    /** The seed of the seating draw (a random one when left out). */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .optional(),
  },
  only('a proposal has present and seed'),
);

export const StatsFilterSchema = z.strictObject(
  {
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    /** Only the games of this event. */
    eventId: EventIdSchema.optional(),
    /** Players whose name contains this (any case). */
    player: z.string().max(40).optional(),
  },
  only('a filter has from, to, eventId and player'),
);
export type StatsFilterInput = z.infer<typeof StatsFilterSchema>;
