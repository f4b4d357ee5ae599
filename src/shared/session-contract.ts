import { z } from 'zod';
import { ROLE_IDS } from './roles.ts';
import { PlayerNameSchema, escapeControls } from './player-name.ts';
import { MESSAGE_TEXT_MAX_CHARS } from './import-contract.ts';

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
const centerIndex = z.number().int().min(0).max(2);

export const GameOptionsSchema = z.strictObject({
  loneWolf: z.boolean().optional(),
  diseasedCardVotes: z.boolean().optional(),
  cupidMayGiveOne: z.boolean().optional(),
  doppelgangerCountAnyPlayer: z.boolean().optional(),
  masterProtectedFromHunter: z.boolean().optional(),
  tannerBlocksVampires: z.boolean().optional(),
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
    error: (issue) => `"${escapeControls(String(issue.input))}" is not a Werewolf or Vampire role id`,
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

export const CreateGameSchema = z.strictObject({
  players: z.array(PlayerNameSchema).min(1).max(20),
  deal: DealSchema,
  options: GameOptionsSchema.optional(),
});
export type CreateGameInput = z.infer<typeof CreateGameSchema>;

export const AnswerSchema = z.strictObject({
  target: seat.optional(),
  targets: z.array(seat).max(2).optional(),
  center: centerIndex.optional(),
  centers: z.array(centerIndex).max(2).optional(),
  card: seat.optional(),
  mark: seat.optional(),
  swap: z.enum(['cards', 'marks']).optional(),
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
  z.strictObject({
    override: z.literal('deal'),
    players: z.array(CardSchema).min(1).max(20),
    center: z.array(CardSchema).length(3, 'the center holds three cards'),
    note: Note,
  }),
]);
export type OverrideInput = z.infer<typeof OverrideSchema>;

export const VotesSchema = z.array(seat).min(1).max(12);

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

/** The languages of the console and of the engine's sentences. */
export const LanguageSchema = z.enum(['en', 'fr']);
