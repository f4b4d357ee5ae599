import { z } from 'zod';
import { PlayerNameSchema, RoleIdSchema } from './session-contract.ts';

/**
 * The contract of the archive's insights: player statistics and events (tournaments). The main side
 * checks these shapes first, then the event's own rules (docs/tournaments.md) before anything is saved.
 */

export const EventIdSchema = z.string().min(1).max(100);

/** A calendar date, YYYY-MM-DD. */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: (issue) => `${String(issue.input)} is not a date`,
    },
  );

const points = z.number().min(-100).max(100);

export const ScoringInputSchema = z.strictObject({
  /** Points for a win (1 by default). */
  win: points.optional(),
  /** Points for a loss (0 by default). */
  loss: points.optional(),
  /** Extra points for a winner who survived. */
  survivedWin: points.optional(),
  /** Extra points for a win on a special team: Tanner, Assassin, Apprentice Assassin. */
  specialTeamWin: points.optional(),
});

export const NewEventSchema = z.strictObject({
  name: z.string().trim().min(1, 'the event needs a name').max(100),
  startDate: DateSchema,
  endDate: DateSchema.optional(),
  players: z.array(PlayerNameSchema).max(400).optional(),
  scoring: ScoringInputSchema.optional(),
  maxTableSize: z.number().int().min(5).max(10).optional(),
  /** A preset id (`marquons-les-6`, `beginner-5`): the decks proposed for each table. */
  preset: z.string().max(60).nullable().optional(),
});
export type NewEventInput = z.infer<typeof NewEventSchema>;

/** A change to an event's settings or registrations; rounds change through their own methods. */
export const EventPatchSchema = NewEventSchema.partial();
export type EventPatch = z.infer<typeof EventPatchSchema>;

export const RoundNumberSchema = z.number().int().min(1).max(100);
export const TableNumberSchema = z.number().int().min(1).max(100);

/** A round as the organiser edits it: each table's players in seat order and its deck. */
export const RoundInputSchema = z.strictObject({
  number: RoundNumberSchema,
  tables: z
    .array(
      // Not strict: a table as the event's view shows it (with its game's state) may be sent back as it is.
      z.object({
        table: TableNumberSchema,
        players: z.array(PlayerNameSchema).max(10),
        deck: z.array(RoleIdSchema).max(13),
        gameId: z.string().min(1).max(100).nullable().optional(),
      }),
    )
    .max(80),
});
export type RoundInput = z.infer<typeof RoundInputSchema>;

export const ProposeRoundSchema = z.strictObject({
  /** The players present for this round (all registered ones when left out). */
  present: z.array(PlayerNameSchema).max(400).optional(),
  /** The seed of the seating draw (a random one when left out). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});

export const StatsFilterSchema = z.strictObject({
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  /** Only the games of this event. */
  eventId: EventIdSchema.optional(),
  /** Players whose name contains this (any case). */
  player: z.string().max(40).optional(),
});
export type StatsFilterInput = z.infer<typeof StatsFilterSchema>;
