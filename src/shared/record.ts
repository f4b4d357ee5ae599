import { z } from 'zod';
import {
  ALIEN_ACTIONS,
  BLOB_ABSORBS,
  BODY_SNATCHER_ACTIONS,
  BODY_SNATCHER_TARGETS,
  EMPATH_PROMPTS,
  GROUPS,
  MORTICIAN_ACTIONS,
  MORTICIAN_TARGETS,
  ONE_PLACE_TARGETS,
  ORACLE_QUESTIONS,
  PSYCHIC_ACTIONS,
  RASCAL_ACTIONS,
  RIPPLES,
  TWO_PLACE_TARGETS,
} from './app-vocabulary.ts';
import { PlayerNameSchema, escapeControls, isPlainPlayerName, readPlayerName } from './player-name.ts';

/**
 * The game record, `onu-record/1` (docs/record-format.md): a whole game as it happened at a table.
 * This schema checks the shape; the rules engine checks everything the rules say.
 */

export const RECORD_FORMAT = 'onu-record/1';

/** Every name in a record follows the console's rule for player names (src/shared/player-name.ts). */
const name = PlayerNameSchema;
const roleId = z.string().min(1);
const centerIndex = z.number().int();

/** What the Daybreak fields hold, said when they hold something else. */
const ARTIFACT_TEXT = 'an artifact is a token\'s id, such as "claw-of-the-werewolf" (docs/record-format.md lists them)';
const SHIELD_ON = z.boolean({
  error: (issue) =>
    `"on" is true (the Sentinel's shield put on the card) or false (taken off), not ${describeInput(issue.input)}`,
});
const FACE_UP = z.boolean({
  error: (issue) => `"up" is true (the card turned face up) or false (face down), not ${describeInput(issue.input)}`,
});

export const CallEntrySchema = z.strictObject({
  call: z.string().min(1),
  by: name.optional(),
  target: name.optional(),
  targets: z.array(name).optional(),
  center: z.union([centerIndex, z.array(centerIndex)]).optional(),
  card: name.optional(),
  mark: name.optional(),
  swap: z.enum(['cards', 'marks']).optional(),
  /** The player who receives a card (the Rascal's and the ripple's Witch). */
  to: name.optional(),
  /** The Village Idiot's shift (the Rascal's Idiot): every other card one seat to the left or right. */
  direction: z.enum(['left', 'right']).optional(),
  /** The artifact token the Curator placed (drawn face down from the pile: the table says which). */
  artifact: z.string({ error: ARTIFACT_TEXT }).min(1, ARTIFACT_TEXT).max(40, ARTIFACT_TEXT).optional(),
  /** The entry answers a time loop's replay of the call (after a "repeat" ripple), not its first call. */
  loop: z.literal(true).optional(),
  /** The entry answers the call a `repeat-role` ripple makes again (after the ripple), not its first call. */
  repeat: z.literal(true).optional(),
});
export type CallEntry = z.infer<typeof CallEntrySchema>;

/** The value an entry gave, short, as a message quotes it. */
function describeInput(input: unknown): string {
  const text = typeof input === 'string' ? JSON.stringify(input) : (JSON.stringify(input) ?? String(input));
  return escapeControls(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/** A card's place: a player's name, or `{ "center": 0 | 1 | 2 }`. */
export const CardPlaceSchema = z.union([name, z.strictObject({ center: centerIndex })], {
  error: (issue) =>
    `${describeInput(issue.input)} is not a card's place: a card's place is a player's name or { "center": 0, 1 or 2 } (3: the Center Werewolf card, with the Alpha Wolf)`,
});
export type CardPlaceRef = z.infer<typeof CardPlaceSchema>;

/** A Mark's place: a player's name, or a Marks board spot `{ "board": "fear", "set"?: "doppelganger", "index"?: 1 }`. */
export const MarkPlaceSchema = z.union(
  [
    name,
    z.strictObject({
      board: z.enum(['clarity', 'vampire', 'fear', 'bat', 'disease', 'love', 'traitor', 'assassin']),
      set: z.enum(['main', 'doppelganger']).optional(),
      index: z.number().int().min(0).max(1).optional(),
    }),
  ],
  {
    error: (issue) =>
      `${describeInput(issue.input)} is not a Mark's place: a Mark's place is a player's name or a Marks board spot { "board": "fear", "set"?: "doppelganger", "index"?: 1 }`,
  },
);
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
  /** The Sentinel's shield put on (`on: true`) or taken off a player's card. */
  z.strictObject({ override: z.literal('shield'), player: name, on: SHIELD_ON, note, at }),
  /** The artifact that lies on a card (`null`: none); each token exists once. */
  z.strictObject({
    override: z.literal('artifact'),
    card: CardPlaceSchema,
    artifact: z
      .string({ error: `${ARTIFACT_TEXT}, or null for none` })
      .min(1, ARTIFACT_TEXT)
      .max(40, ARTIFACT_TEXT)
      .nullable(),
    note,
    at,
  }),
  /** A card turned face up (`up: true`) or face down. */
  z.strictObject({ override: z.literal('face-up'), card: CardPlaceSchema, up: FACE_UP, note, at }),
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

/** A voter's vote: the name voted for ("app" for the app), or two names for a two-hand vote. */
export type VoteRef = string | readonly [string, string];

/**
 * `votes`: each voter's name and the name they voted for (`"app"` after a vote-for-app ripple, two names
 * for a player who votes with both hands). Built with `Object.fromEntries`, so every name the console
 * accepts is kept as a key, `__proto__` and `constructor` included (a plain assignment would set the
 * object's prototype instead and drop the vote).
 */
export const VotesSchema: z.ZodType<Record<string, VoteRef>> = z.unknown().transform((value, ctx) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: "votes is an object: each voter's name and the name they voted for" });
    return z.NEVER;
  }
  const entries: [string, VoteRef][] = [];
  const voters = new Set<string>();
  for (const [voter, target] of Object.entries(value)) {
    const from = readPlayerName(voter);
    const pair = Array.isArray(target);
    if (pair && target.length !== 2) {
      ctx.addIssue({ code: 'custom', message: 'a two-hand vote names exactly two players', path: [voter] });
      continue;
    }
    const targets = (pair ? target : [target]) as unknown[];
    const to = targets.map(readPlayerName);
    for (const read of [from, ...to])
      if ('problem' in read) ctx.addIssue({ code: 'custom', message: read.problem, path: [voter] });
    if (!('name' in from) || !to.every((t) => 'name' in t)) continue;
    if (voters.has(from.name)) {
      ctx.addIssue({
        code: 'custom',
        message: `${escapeControls(from.name)} votes twice; each player votes once`,
        path: [voter],
      });
      continue;
    }
    voters.add(from.name);
    const names = to.map((t) => (t as { name: string }).name);
    entries.push([from.name, pair ? [names[0]!, names[1]!] : names[0]!]);
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
  tannerBeatsLoneMinion: z.boolean().optional(),
  epicTannerBlocksWerewolves: z.boolean().optional(),
  epicOneVoteKills: z.boolean().optional(),
  lateFearFrightens: z.boolean().optional(),
  frightenedPartnerNotLone: z.boolean().optional(),
  masterTieSecondSpared: z.boolean().optional(),
  epicProtectedNextHighest: z.boolean().optional(),
  epicVillageAnyTwoTeams: z.boolean().optional(),
  syntheticBeatsEveryone: z.boolean().optional(),
  appTieKillsPlayers: z.boolean().optional(),
  oracleChangeFollowsPlayer: z.boolean().optional(),
  investigatorChangeFollowsPlayer: z.boolean().optional(),
  timeLoopWholeNight: z.boolean().optional(),
  daybreakWerewolfTannerOnly: z.boolean().optional(),
  artifactsDaybreakOnly: z.boolean().optional(),
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

// --- what the app said (Alien) ------------------------------------------------------------------------

const playerNumber = z.number().int().min(1, 'player numbers start at 1').max(12, 'player numbers go up to 12');
const numbers = z.array(playerNumber).min(1, 'name at least one player number').max(12);
/** Whose card may be viewed: any player, even- or odd-numbered players, or named player numbers. */
const ViewTargetSchema = z.union([z.enum(['any', 'even', 'odd']), numbers]);
const GroupSchema = z.enum(GROUPS);
const PlaceTargetSchema = z.enum([...ONE_PLACE_TARGETS, ...TWO_PLACE_TARGETS]);

export const OracleSaidSchema = z.strictObject({
  question: z.enum(ORACLE_QUESTIONS),
  answer: z.union([z.enum(['yes', 'no', 'even', 'odd']), z.number().int()]),
  response: z.union([z.enum(['card', 'team', 'refused', 'swap']), z.number().int()]).optional(),
});
const AliensSaidSchema = z.strictObject({
  action: z.enum(ALIEN_ACTIONS),
  target: ViewTargetSchema.optional(),
  group: GroupSchema.optional(),
});
const PsychicSaidSchema = z.strictObject({ action: z.enum(PSYCHIC_ACTIONS), target: ViewTargetSchema });
const RascalSaidSchema = z.strictObject({
  action: z.enum(RASCAL_ACTIONS),
  target: PlaceTargetSchema.optional(),
});
const ExposerSaidSchema = z.strictObject({
  cards: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'the app tells the Exposer to flip 1, 2 or 3 center cards',
  }),
});
const MorticianSaidSchema = z.strictObject({
  action: z.enum(MORTICIAN_ACTIONS),
  target: z.enum(MORTICIAN_TARGETS).optional(),
});
const BlobSaidSchema = z.strictObject({
  absorb: z.enum(BLOB_ABSORBS),
});
const RippleSaidSchema = z.strictObject({
  type: z.enum(RIPPLES),
  player: playerNumber.optional(),
  players: z.tuple([playerNumber, playerNumber]).optional(),
  group: z.union([GroupSchema, numbers]).optional(),
  target: z.union([PlaceTargetSchema, z.literal('yourself'), numbers]).optional(),
  role: roleId.optional(),
});
const BodySnatcherSaidSchema = z.strictObject({
  action: z.enum(BODY_SNATCHER_ACTIONS),
  target: z.enum(BODY_SNATCHER_TARGETS).optional(),
});
const EmpathSaidSchema = z.strictObject({
  prompt: z.enum(EMPATH_PROMPTS),
  group: z.union([GroupSchema, numbers]),
});
const NostradamusSaidSchema = z.strictObject({ team: z.string().min(1) });
const LoopSaidSchema = z.strictObject({
  aliens: AliensSaidSchema.optional(),
  psychic: PsychicSaidSchema.optional(),
  'psychic-doppelganger': PsychicSaidSchema.optional(),
  rascal: RascalSaidSchema.optional(),
  'rascal-doppelganger': RascalSaidSchema.optional(),
  exposer: ExposerSaidSchema.optional(),
  'exposer-doppelganger': ExposerSaidSchema.optional(),
  mortician: MorticianSaidSchema.optional(),
  'mortician-doppelganger': MorticianSaidSchema.optional(),
  'body-snatcher': BodySnatcherSaidSchema.optional(),
  'body-snatcher-doppelganger': BodySnatcherSaidSchema.optional(),
});

/** What the app said in an Alien game (docs/record-format.md, "The app"). */
export const AppSaidSchema = LoopSaidSchema.extend({
  oracle: OracleSaidSchema.optional(),
  'oracle-doppelganger': OracleSaidSchema.optional(),
  blob: BlobSaidSchema.optional(),
  'blob-doppelganger': BlobSaidSchema.optional(),
  empath: EmpathSaidSchema.optional(),
  'empath-doppelganger': EmpathSaidSchema.optional(),
  nostradamus: NostradamusSaidSchema.optional(),
  'nostradamus-doppelganger': NostradamusSaidSchema.optional(),
  ripple: RippleSaidSchema.optional(),
  loop: LoopSaidSchema.optional(),
});
export type AppSaidRecord = z.infer<typeof AppSaidSchema>;

export const GameRecordSchema = z.looseObject({
  format: z.literal(RECORD_FORMAT, { error: `format must be "${RECORD_FORMAT}"` }),
  players: z.array(name),
  deal: z.strictObject({ players: z.array(roleId), center: z.array(roleId) }),
  options: RecordOptionsSchema.optional(),
  app: AppSaidSchema.optional(),
  night: z.array(NightEntrySchema).default([]),
  votes: VotesSchema.optional(),
  nightwarden: NightwardenFactsSchema.optional(),
});
export type GameRecord = z.infer<typeof GameRecordSchema>;

/**
 * Reads a record as `GameRecordSchema.safeParse` does, faster. Most records are plain: the base game's fields
 * only, names in printable ASCII, night entries of calls. Those are read here by hand, to exactly what the
 * schema gives (the same fields in the same order); anything else, a wrong record included, goes to the
 * schema, so every problem is still the schema's own sentence (tests/engine/record-read.test.ts compares the
 * two over the corpus and hand-made records).
 */
export function readGameRecord(input: unknown): z.ZodSafeParseResult<GameRecord> {
  const plain = readPlainRecord(input);
  return plain ? { success: true, data: plain } : GameRecordSchema.safeParse(input);
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Names in printable ASCII (each its own normal form), as a new array; null for anything else. */
function plainNames(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const out: string[] = [];
  for (const v of value as unknown[]) {
    if (!isPlainPlayerName(v)) return null;
    out.push(v);
  }
  return out;
}

function roleIds(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const out: string[] = [];
  for (const v of value as unknown[]) {
    if (typeof v !== 'string' || v.length === 0) return null;
    out.push(v);
  }
  return out;
}

const isIndex = (v: unknown): v is number => Number.isSafeInteger(v);

/** The record's fields this reader knows, in the schema's order; any other field goes to the schema. */
const PLAIN_RECORD_KEYS = new Set(['format', 'players', 'deal', 'night', 'votes']);

export function readPlainRecord(input: unknown): GameRecord | null {
  if (!isPlainObject(input)) return null;
  for (const key in input) if (!PLAIN_RECORD_KEYS.has(key)) return null;
  if (input['format'] !== RECORD_FORMAT) return null;
  const players = plainNames(input['players']);
  if (!players) return null;
  const deal = input['deal'];
  if (!isPlainObject(deal)) return null;
  for (const key in deal) if (key !== 'players' && key !== 'center') return null;
  const dealPlayers = roleIds(deal['players']);
  const dealCenter = roleIds(deal['center']);
  if (!dealPlayers || !dealCenter) return null;
  let night: CallEntry[] = [];
  if ('night' in input) {
    const entries = input['night'];
    if (!Array.isArray(entries)) return null;
    night = [];
    for (const entry of entries as unknown[]) {
      const read = readPlainCall(entry);
      if (!read) return null;
      night.push(read);
    }
  }
  const record: GameRecord = {
    format: RECORD_FORMAT,
    players,
    deal: { players: dealPlayers, center: dealCenter },
    night,
  };
  if ('votes' in input) {
    const votes = readPlainVotes(input['votes']);
    if (!votes) return null;
    record.votes = votes;
  }
  return record;
}

/** A call entry's fields, in the schema's order. */
const CALL_KEYS = new Set<string>(Object.keys(CallEntrySchema.shape));

function readPlainCall(entry: unknown): CallEntry | null {
  if (!isPlainObject(entry)) return null;
  for (const key in entry) if (!CALL_KEYS.has(key) || entry[key] === undefined) return null;
  const call = entry['call'];
  if (typeof call !== 'string' || call.length === 0) return null;
  const out: CallEntry = { call };
  for (const field of ['by', 'target'] as const) {
    if (!(field in entry)) continue;
    const value = entry[field];
    if (!isPlainPlayerName(value)) return null;
    out[field] = value;
  }
  if ('targets' in entry) {
    const targets = plainNames(entry['targets']);
    if (!targets) return null;
    out.targets = targets;
  }
  if ('center' in entry) {
    const center = entry['center'];
    if (isIndex(center)) out.center = center;
    else if (Array.isArray(center) && (center as unknown[]).every(isIndex)) out.center = [...(center as number[])];
    else return null;
  }
  for (const field of ['card', 'mark'] as const) {
    if (!(field in entry)) continue;
    const value = entry[field];
    if (!isPlainPlayerName(value)) return null;
    out[field] = value;
  }
  if ('swap' in entry) {
    const swap = entry['swap'];
    if (swap !== 'cards' && swap !== 'marks') return null;
    out.swap = swap;
  }
  if ('to' in entry) {
    const to = entry['to'];
    if (!isPlainPlayerName(to)) return null;
    out.to = to;
  }
  if ('direction' in entry) {
    const direction = entry['direction'];
    if (direction !== 'left' && direction !== 'right') return null;
    out.direction = direction;
  }
  if ('artifact' in entry) {
    const artifact = entry['artifact'];
    if (typeof artifact !== 'string' || artifact.length < 1 || artifact.length > 40) return null;
    out.artifact = artifact;
  }
  for (const field of ['loop', 'repeat'] as const) {
    if (!(field in entry)) continue;
    if (entry[field] !== true) return null;
    out[field] = true;
  }
  return out;
}

/** Votes between names in printable ASCII (no name is read twice: each is its own normal form). */
function readPlainVotes(value: unknown): Record<string, VoteRef> | null {
  if (!isPlainObject(value)) return null;
  const out: Record<string, VoteRef> = {};
  // A plain object's own keys, in Object.entries' order (for…in, without the pairs).
  for (const voter in value) {
    if (voter === '__proto__' || !isPlainPlayerName(voter)) return null;
    const target = value[voter];
    if (isPlainPlayerName(target)) out[voter] = target;
    else if (
      Array.isArray(target) &&
      target.length === 2 &&
      isPlainPlayerName(target[0]) &&
      isPlainPlayerName(target[1])
    )
      out[voter] = [target[0], target[1]];
    else return null;
  }
  return out;
}

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
