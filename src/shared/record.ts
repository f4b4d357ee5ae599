import { z } from 'zod';

/**
 * The game record, `onu-record/1` (docs/record-format.md): a whole game as it happened at a table.
 * This schema checks the shape; the rules engine checks everything the rules say.
 */

export const RECORD_FORMAT = 'onu-record/1';

const name = z.string().min(1, 'a player name cannot be empty');
const roleId = z.string().min(1);
const centerIndex = z.number().int();

export const NightEntrySchema = z.strictObject({
  call: z.string().min(1),
  by: name.optional(),
  target: name.optional(),
  targets: z.array(name).optional(),
  center: z.union([centerIndex, z.array(centerIndex)]).optional(),
  card: name.optional(),
  mark: name.optional(),
  swap: z.enum(['cards', 'marks']).optional(),
});
export type NightEntry = z.infer<typeof NightEntrySchema>;

export const RecordOptionsSchema = z.strictObject({
  loneWolf: z.boolean().optional(),
  diseasedCardVotes: z.boolean().optional(),
  cupidMayGiveOne: z.boolean().optional(),
  doppelgangerCountAnyPlayer: z.boolean().optional(),
  masterProtectedFromHunter: z.boolean().optional(),
  tannerBlocksVampires: z.boolean().optional(),
});

export const GameRecordSchema = z.looseObject({
  format: z.literal(RECORD_FORMAT, { error: `format must be "${RECORD_FORMAT}"` }),
  players: z.array(name),
  deal: z.strictObject({ players: z.array(roleId), center: z.array(roleId) }),
  options: RecordOptionsSchema.optional(),
  night: z.array(NightEntrySchema).default([]),
  votes: z.record(z.string(), name).optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/** One line per problem, each naming where it is: `night[2].target: expected string`. */
export function describeSchemaIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
      '',
    );
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
