import { z } from 'zod';
import { PlayerNameSchema, escapeControls } from './player-name.ts';

/**
 * The game record, `onu-record/1` (docs/record-format.md): a whole game as it happened at a table.
 * This schema checks the shape; the rules engine checks everything the rules say.
 */

export const RECORD_FORMAT = 'onu-record/1';

/** Every name in a record follows the console's rule for player names (src/shared/player-name.ts). */
const name = PlayerNameSchema;
const roleId = z.string().min(1);
const centerIndex = z.number().int();

export const CallEntrySchema = z.strictObject({
  call: z.string().min(1),
  by: name.optional(),
  target: name.optional(),
  targets: z.array(name).optional(),
  center: z.union([centerIndex, z.array(centerIndex)]).optional(),
  card: name.optional(),
  mark: name.optional(),
  swap: z.enum(['cards', 'marks']).optional(),
});
export type CallEntry = z.infer<typeof CallEntrySchema>;

/** A card's place: a player's name, or `{ "center": 0 | 1 | 2 }`. */
export const CardPlaceSchema = z.union([name, z.strictObject({ center: centerIndex })]);
export type CardPlaceRef = z.infer<typeof CardPlaceSchema>;

/** A Mark's place: a player's name, or a Marks board spot `{ "board": "fear", "set"?: "doppelganger", "index"?: 1 }`. */
export const MarkPlaceSchema = z.union([
  name,
  z.strictObject({
    board: z.enum(['clarity', 'vampire', 'fear', 'bat', 'disease', 'love', 'traitor', 'assassin']),
    set: z.enum(['main', 'doppelganger']).optional(),
    index: z.number().int().min(0).max(1).optional(),
  }),
]);
export type MarkPlaceRef = z.infer<typeof MarkPlaceSchema>;

const note = z.string().max(2000).default('');
/** Where the night stood when the correction was made: the current call's step key, or "day" after it. */
const at = z.string().min(1).max(60).optional();

/**
 * The moderator's corrections, written where they happened in the night: "the physical table is the
 * truth". A move is an exchange: the card or Mark at the destination goes where the moved one was.
 */
export const OverrideEntrySchema = z.discriminatedUnion('override', [
  z.strictObject({ override: z.literal('swap-cards'), a: CardPlaceSchema, b: CardPlaceSchema, note, at }),
  z.strictObject({ override: z.literal('move-card'), from: CardPlaceSchema, to: CardPlaceSchema, note, at }),
  z.strictObject({ override: z.literal('swap-marks'), a: MarkPlaceSchema, b: MarkPlaceSchema, note, at }),
  z.strictObject({ override: z.literal('move-mark'), from: MarkPlaceSchema, to: MarkPlaceSchema, note, at }),
]);
export type OverrideEntry = z.infer<typeof OverrideEntrySchema>;

export type NightEntry = CallEntry | OverrideEntry;

/** A night entry is a call's answer or, with an `override` key, a correction; each reports its own problems. */
export const NightEntrySchema: z.ZodType<NightEntry> = z.unknown().transform((value, ctx) => {
  const isOverride = typeof value === 'object' && value !== null && 'override' in value;
  const parsed = (isOverride ? OverrideEntrySchema : CallEntrySchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export function isOverrideEntry(entry: NightEntry): entry is OverrideEntry {
  return 'override' in entry;
}

/**
 * `votes`: each voter's name and the name they voted for. Built with `Object.fromEntries`, so every name
 * the console accepts is kept as a key, `__proto__` and `constructor` included (a plain assignment would
 * set the object's prototype instead and drop the vote).
 */
export const VotesSchema: z.ZodType<Record<string, string>> = z.unknown().transform((value, ctx) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: "votes is an object: each voter's name and the name they voted for" });
    return z.NEVER;
  }
  const entries: [string, string][] = [];
  const voters = new Set<string>();
  for (const [voter, target] of Object.entries(value)) {
    const from = PlayerNameSchema.safeParse(voter);
    const to = PlayerNameSchema.safeParse(target);
    for (const issue of [...(from.error?.issues ?? []), ...(to.error?.issues ?? [])])
      ctx.addIssue({ code: 'custom', message: issue.message, path: [voter] });
    if (!from.success || !to.success) continue;
    if (voters.has(from.data)) {
      ctx.addIssue({
        code: 'custom',
        message: `${escapeControls(from.data)} votes twice; each player votes once`,
        path: [voter],
      });
      continue;
    }
    voters.add(from.data);
    entries.push([from.data, to.data]);
  }
  return Object.fromEntries(entries);
});

export const RecordOptionsSchema = z.strictObject({
  loneWolf: z.boolean().optional(),
  diseasedCardVotes: z.boolean().optional(),
  cupidMayGiveOne: z.boolean().optional(),
  doppelgangerCountAnyPlayer: z.boolean().optional(),
  masterProtectedFromHunter: z.boolean().optional(),
  tannerBlocksVampires: z.boolean().optional(),
});

/**
 * What Nightwarden writes beside the game (ignored by `resolve`): how it was dealt, its timers, and where
 * a game exported before its end stood (`phase`, and `cursor`: the index of the current call).
 */
export const NightwardenFactsSchema = z.looseObject({
  dealMode: z.enum(['shuffle', 'manual']).optional(),
  seed: z.number().int().nullable().optional(),
  roleTimerSeconds: z.number().int().min(3).max(120).optional(),
  discussionSeconds: z.number().int().min(30).max(3600).optional(),
  cursor: z.number().int().min(0).max(200).optional(),
  phase: z.enum(['setup', 'dusk', 'night', 'day', 'vote', 'revealed']).optional(),
  /**
   * The corrections of the deal ("this is what they actually picked up") the game went through, oldest
   * first: the deal each one replaced, its note, and the answers it flagged. Informational: `deal` is
   * already the corrected deal and `night` the answers that hold after it (docs/rulings.md).
   */
  dealCorrections: z
    .array(
      z.looseObject({
        replaced: z.strictObject({ players: z.array(roleId), center: z.array(roleId) }),
        note: z.string().max(2000).default(''),
        flagged: z
          .array(z.looseObject({ call: z.string(), kind: z.enum(['replaced', 'reopened', 'set-aside']) }))
          .default([]),
      }),
    )
    .optional(),
});
export type NightwardenFacts = z.infer<typeof NightwardenFactsSchema>;

export const GameRecordSchema = z.looseObject({
  format: z.literal(RECORD_FORMAT, { error: `format must be "${RECORD_FORMAT}"` }),
  players: z.array(name),
  deal: z.strictObject({ players: z.array(roleId), center: z.array(roleId) }),
  options: RecordOptionsSchema.optional(),
  night: z.array(NightEntrySchema).default([]),
  votes: VotesSchema.optional(),
  nightwarden: NightwardenFactsSchema.optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/** One line per problem, each naming where it is: `night[2].target: expected string`. */
export function describeSchemaIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    // A key comes from the input: shown escaped, so it cannot forge a line of the report.
    const path = issue.path.reduce<string>(
      (acc, key) =>
        typeof key === 'number'
          ? `${acc}[${key}]`
          : acc
            ? `${acc}.${escapeControls(String(key))}`
            : escapeControls(String(key)),
      '',
    );
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
