import { z } from 'zod';
import { ARTIFACT_IDS, ROLE_IDS } from './roles.ts';
import { PlayerNameSchema, escapeControls } from './player-name.ts';
import { MESSAGE_TEXT_MAX_CHARS } from './import-contract.ts';
// A data module (the app's variants and their default weights, no rules): the renderer reads it too.
import { DEFAULT_APP_WEIGHTS } from './app-weights.ts';

export { PlayerNameSchema };

/**
 * The one contract between the console and the game session, whatever carries it (Electron IPC, a local
 * WebSocket). Every input is checked with these schemas on the main side before anything is written.
 */

export const RoleIdSchema = z.enum(ROLE_IDS);
export const GameIdSchema = z.string().min(1).max(100);
const seat = z.number().int().min(0).max(11);
/** A seat at the table, 0 for the first player. */
export const SeatSchema = seat;
/** 0-2, and 3 for the Alpha Wolf's Center Werewolf card (the engine refuses 3 in a game without it). */
const centerIndex = z.number().int().min(0).max(3);

export const GameOptionsSchema = z.strictObject({
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
  /** Seconds each call lasts (the base rules count ten). */
  roleTimerSeconds: z.number().int().min(3).max(120).optional(),
  /** The day's discussion; by default one minute less than the number of players. */
  discussionSeconds: z.number().int().min(30).max(3600).optional(),
});
export type SessionOptions = z.infer<typeof GameOptionsSchema>;

/** A card's role id; an unknown one is named as it was given. */
export const CardSchema = z
  .string()
  .max(40)
  .refine((value) => (ROLE_IDS as readonly string[]).includes(value), {
    error: (issue) =>
      `"${escapeControls(String(issue.input))}" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien`,
  });

export const DealSchema = z.discriminatedUnion('mode', [
  /** The app shuffles the deck from a seed it stores, and shows the moderator each player's card. */
  z.strictObject({ mode: z.literal('shuffle'), deck: z.array(CardSchema).max(30), seed: z.number().int().optional() }),
  /** The moderator records the physical deal, card by card. */
  z.strictObject({
    mode: z.literal('manual'),
    players: z.array(CardSchema).max(20),
    center: z.array(CardSchema).max(10),
  }),
]);
export type DealInput = z.infer<typeof DealSchema>;

/** The app's "Randomization" weights (Alien): any group or variant, each from 0 (off) to 1000. */
const weight = z.number().min(0, 'a weight is 0 or more').max(1000, 'a weight is at most 1000');
/**
 * One group's weights: each key one of the app's variants of that group (the defaults name them all), so
 * a misspelt variant is refused by name rather than ignored.
 */
function variants(group: keyof typeof DEFAULT_APP_WEIGHTS) {
  const base = DEFAULT_APP_WEIGHTS[group];
  const known = typeof base === 'object' ? Object.keys(base) : [];
  return z
    .record(z.string(), weight)
    .superRefine((given, ctx) => {
      for (const key of Object.keys(given))
        if (!known.includes(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `"${escapeControls(key)}" is not a variant of the app's ${group} group; its variants are ${known.join(', ')}`,
          });
    })
    .optional();
}
export const AppWeightsSchema = z.strictObject({
  aliens: variants('aliens'),
  viewTargets: variants('viewTargets'),
  groups: variants('groups'),
  oracle: variants('oracle'),
  oracleRefusal: z.number().min(0).max(100).optional(),
  oracleAlienReply: variants('oracleAlienReply'),
  oracleCenter: variants('oracleCenter'),
  psychic: variants('psychic'),
  rascal: variants('rascal'),
  rascalOneTargets: variants('rascalOneTargets'),
  rascalTwoTargets: variants('rascalTwoTargets'),
  exposer: variants('exposer'),
  mortician: variants('mortician'),
  morticianTargets: variants('morticianTargets'),
  blob: variants('blob'),
  bodySnatcher: variants('bodySnatcher'),
  bodySnatcherTargets: variants('bodySnatcherTargets'),
  empath: variants('empath'),
  ripple: variants('ripple'),
});
export type AppWeightsInput = z.infer<typeof AppWeightsSchema>;

/** The languages of the console and of the engine's sentences. */
export const LanguageSchema = z.enum(['en', 'fr']);
export const CreateGameSchema = z.strictObject({
  players: z.array(PlayerNameSchema).min(1).max(20),
  deal: DealSchema,
  options: GameOptionsSchema.optional(),
  /** What the app draws by (an Alien game); the defaults when left out. */
  appWeights: AppWeightsSchema.optional(),
  /** The language the game is told in (its narration); the console's language when left out. */
  language: LanguageSchema.optional(),
});
export type CreateGameInput = z.infer<typeof CreateGameSchema>;

/** One Alien's own answer when each of them chooses (`each`): a player's card or a center card, or nothing. */
const EachAnswerSchema = z.strictObject({
  target: seat.optional(),
  center: centerIndex.optional(),
});

/**
 * The Oracle's answer to the app's question: yes or no, even or odd, or a number (a player's number, 1 to
 * 12, or a guess from 1 to 10).
 */
export const OracleReplySchema = z.union(
  [
    z.enum(['yes', 'no', 'even', 'odd']),
    z
      .number()
      .int('a number answer is a whole number')
      .min(1, 'a number answer is 1 or more')
      .max(12, 'a number answer is 12 at most'),
  ],
  {
    error: (issue) =>
      `${escapeControls(JSON.stringify(issue.input) ?? String(issue.input)).slice(0, 60)} is not an answer the Oracle can tap: yes, no, even, odd, or a number from 1 to 12`,
  },
);

export const AnswerSchema = z.strictObject({
  target: seat.optional(),
  /** Up to three players' cards: two for most roles, three for Nostradamus. */
  targets: z.array(seat).max(3).optional(),
  center: centerIndex.optional(),
  /** Up to three center cards: the Seer's two, the Oracle's views, the Exposer's flips. */
  centers: z.array(centerIndex).max(3).optional(),
  card: seat.optional(),
  mark: seat.optional(),
  swap: z.enum(['cards', 'marks']).optional(),
  /** The Oracle's answer to the app (Alien); left out, the app answers for her. */
  reply: OracleReplySchema.optional(),
  /** One answer per player awake, in the order the call lists them (the Aliens each viewing a card). */
  each: z.array(EachAnswerSchema).max(12).optional(),
  /** The player who receives the card (a Witch's give). */
  to: seat.optional(),
  /** Every other player's card moves one seat this way (the Village Idiot's shift). */
  direction: z.enum(['left', 'right']).optional(),
  /** The Curator's token as drawn at the table; left out, the game's seed draws it. */
  artifact: z.enum(ARTIFACT_IDS).optional(),
});
export type AnswerInput = z.infer<typeof AnswerSchema>;

const CardPlace = z.union([z.strictObject({ player: seat }), z.strictObject({ center: centerIndex })]);
const MarkPlace = z.union([
  z.strictObject({ player: seat }),
  z.strictObject({ spot: z.number().int().min(0).max(40) }),
]);
const Note = z.string().max(2000);

/**
 * The moderator's corrections. "Something moved now": swap two cards or two Marks where they lie.
 * "This is what they actually picked up" (`deal`): each player's card and the center cards as they really
 * were dealt; the same cards as the game's, in their true places. The game is folded again from it.
 */
export const OverrideSchema = z.discriminatedUnion('override', [
  z.strictObject({ override: z.literal('swap-cards'), a: CardPlace, b: CardPlace, note: Note }),
  z.strictObject({ override: z.literal('swap-marks'), a: MarkPlace, b: MarkPlace, note: Note }),
  /** The Sentinel's shield put on or taken off a player's card. */
  z.strictObject({
    override: z.literal('shield'),
    player: seat,
    on: z.boolean({ error: '"on" is true (the Sentinel\'s shield put on the card) or false (taken off)' }),
    note: Note,
  }),
  /** The artifact on a card (null: none). */
  z.strictObject({
    override: z.literal('artifact'),
    card: CardPlace,
    artifact: z.enum(ARTIFACT_IDS).nullable(),
    note: Note,
  }),
  /** A card turned face up or down. */
  z.strictObject({
    override: z.literal('face-up'),
    card: CardPlace,
    up: z.boolean({ error: '"up" is true (the card turned face up) or false (face down)' }),
    note: Note,
  }),
  z.strictObject({
    override: z.literal('deal'),
    players: z.array(CardSchema).min(1).max(20),
    // Three dealt center cards; with the Alpha Wolf a fourth, "werewolf", may be given (the Center Werewolf card).
    center: z
      .array(CardSchema)
      .min(3, 'the center holds three cards')
      .max(4, 'the center holds three cards (four with the Alpha Wolf)'),
    note: Note,
  }),
]);
export type OverrideInput = z.infer<typeof OverrideSchema>;

/** A vote's target: a seat, or one past the last seat for the app (after a vote-for-app ripple). */
const voteTarget = z.number().int().min(0).max(12);
export const VotesSchema = z.array(voteTarget).min(1).max(12);
/** The second hand of each player in a two-hand vote (null for a player who votes with one hand). */
export const SecondVotesSchema = z.array(voteTarget.nullable()).min(1).max(12);

/**
 * "What if": a finished game played again with some of it changed, never saved. `votes` (every player's,
 * by seat, as `vote` takes them) and `second` replace the votes cast; `night` replaces the answers of some
 * calls, each by its place in the script (`step`), with an answer the engine must find legal at that
 * call of the night so changed. What is left out stays as it was.
 */
export const WhatIfSchema = z.strictObject({
  votes: VotesSchema.optional(),
  second: SecondVotesSchema.nullable().optional(),
  night: z
    .array(z.strictObject({ step: z.number().int().min(0).max(500), answer: AnswerSchema }))
    .max(100)
    .optional(),
});
export type WhatIfInput = z.infer<typeof WhatIfSchema>;

export const ImportSchema = z.strictObject({
  /** The file's text: one record (JSON), or an archive (JSON Lines, one record per line). */
  text: z.string().max(MESSAGE_TEXT_MAX_CHARS, {
    error: `the file's text is longer than ${MESSAGE_TEXT_MAX_CHARS.toLocaleString('en')} characters, more than one call carries: send it in pieces (importStart, importChunk, importFinish), as the archive screen does`,
  }),
  source: z.string().max(500).optional(),
});

/** Every error the session answers: a stable code and a message the console can show as it is. */
export interface SessionError {
  readonly code: string;
  readonly message: string;
  /** One line per problem, for inputs with several. */
  readonly problems?: readonly string[];
}

export type SessionResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: SessionError };

export const PHASES = ['setup', 'dusk', 'night', 'day', 'vote', 'revealed'] as const;
export type SessionPhase = (typeof PHASES)[number];
