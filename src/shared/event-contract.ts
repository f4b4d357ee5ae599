import { z } from 'zod';
import { CardSchema, PlayerNameSchema } from './session-contract.ts';
import { escapeControls, forbiddenCharacter, hasVisibleCharacter } from './player-name.ts';

/**
 * The contract of the archive's insights: player statistics and events (tournaments). The main side
 * checks these shapes first, then the event's own rules (docs/tournaments.md) before anything is saved.
 */

export const EventIdSchema = z
  .string()
  .min(1, 'an event id cannot be empty')
  .max(100, 'an event id is at most 100 characters');

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
  .min(-100, 'points are from -100 to 100')
  .max(100, 'points are from -100 to 100');

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
    players: z.array(PlayerNameSchema).max(400, 'an event registers at most 400 players').optional(),
    scoring: ScoringInputSchema.optional(),
    maxTableSize: z
      .number()
      .int('the largest table size is a whole number')
      .min(5, 'the largest table size is 5 to 10 players: tables seat 5 to 10 players')
      .max(10, 'the largest table size is 5 to 10 players: tables seat 5 to 10 players')
      .optional(),
    /** A preset id (`marquons-les-6`, `beginner-5`): the decks proposed for each table. */
    preset: z.string().max(60, 'a preset id is at most 60 characters').nullable().optional(),
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
  .max(100, 'an event has at most 100 rounds');
export const TableNumberSchema = z
  .number({ error: 'a table number is a number' })
  .int('a table number is a whole number')
  .min(1, 'tables are numbered from 1')
  .max(100, 'a round has at most 100 tables');

/** A round as the organiser edits it: each table's players in seat order and its deck. */
export const RoundInputSchema = z.strictObject({
  number: RoundNumberSchema,
  tables: z
    .array(
      // Not strict: a table as the event's view shows it (with its game's state) may be sent back as it is.
      z.object({
        table: TableNumberSchema,
        // The 5-to-10 rule itself is checked with the event, which says it in full.
        players: z.array(PlayerNameSchema).max(40, 'a table lists at most 40 names (tables seat 5 to 10 players)'),
        deck: z.array(CardSchema).max(43, 'a deck has players + 3 cards'),
        gameId: z.string().min(1).max(100).nullable().optional(),
      }),
    )
    .max(80),
});
export type RoundInput = z.infer<typeof RoundInputSchema>;

export const ProposeRoundSchema = z.strictObject(
  {
    /** The players present for this round (all registered ones when left out). */
    present: z.array(PlayerNameSchema).max(400).optional(),
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
