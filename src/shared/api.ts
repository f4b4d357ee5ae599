import { z } from 'zod';
import {
  AnswerSchema,
  CreateGameSchema,
  GameIdSchema,
  ImportSchema,
  LanguageSchema,
  OverrideSchema,
  RoleIdSchema,
  SeatSchema,
  VotesSchema,
  SecondVotesSchema,
  WhatIfSchema,
  type SessionResult,
} from './session-contract.ts';
import type { ApiMethodName } from './api-methods.ts';
import { PublicCueSchema, StoryMoveSchema, type PublicScreenInfo, type StoryPosition } from './public-view.ts';
import { ImportChunkSchema, ImportIdSchema, ImportStartSchema } from './import-contract.ts';
import type { Catalogue } from './catalogue.ts';
import type { RoleId } from './roles.ts';
import { ArchivePageSchema, type ArchiveExportView, type ArchivePageView } from './archive-contract.ts';
import type { GameRecord } from './record.ts';
import {
  EventIdSchema,
  EventPatchSchema,
  NewEventSchema,
  ProposeRoundSchema,
  RoundInputSchema,
  RoundNumberSchema,
  StatsFilterSchema,
  TableNumberSchema,
} from './event-contract.ts';
import type {
  ArchiveCheckView,
  EventImportReport,
  EventLinkView,
  EventSummary,
  EventView,
  FollowView,
  GameListEntry,
  GameView,
  ImportReport,
  PlayerStatsView,
  ReopenReport,
  ReplayView,
  StandingsView,
  StoryView,
  WhatIfView,
} from './views.ts';
import {
  AdmitSchema,
  CheckInSchema,
  DeviceIdSchema,
  JoinEventSchema,
  RoomAddressSchema,
  type DeskStatusView,
  type InterfaceView,
  type RoomStatusView,
} from './hub-contract.ts';

/**
 * The one typed contract between the console and the main process. Each method's arguments are a zod
 * tuple; the main side validates them before anything runs, and both transports (Electron IPC and the
 * browser host's WebSocket) are derived from this table.
 */
export const NarrationOptionsSchema = z.strictObject({
  /** A voice of `voices` (`festival:kal_diphone`, `espeak-ng:fr`), or an engine's bare voice name. */
  voice: z.string().max(80).optional(),
  speed: z.number().min(0.5).max(2).optional(),
  language: LanguageSchema.optional(),
  /** An output device of `outputDevices` (the room's speaker); left out, the system's default output. */
  device: z
    .string()
    .min(1, 'an output device is named (leave it out for the default output)')
    .max(200, 'an output device’s name is at most 200 characters')
    .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'an output device’s name has no control or formatting characters')
    .optional(),
});

export const API = {
  createGame: z.tuple([CreateGameSchema]),
  setLanguage: z.tuple([LanguageSchema]),
  getGame: z.tuple([GameIdSchema]),
  replay: z.tuple([GameIdSchema]),
  startNight: z.tuple([GameIdSchema]),
  answer: z.tuple([GameIdSchema, AnswerSchema]),
  pass: z.tuple([GameIdSchema]),
  override: z.tuple([GameIdSchema, OverrideSchema]),
  undo: z.tuple([GameIdSchema]),
  startVote: z.tuple([GameIdSchema]),
  vote: z.tuple([GameIdSchema, VotesSchema, SecondVotesSchema.nullable().optional()]),
  listGames: z.tuple([]),
  archivePage: z.tuple([ArchivePageSchema]),
  deleteGame: z.tuple([GameIdSchema]),
  exportGame: z.tuple([GameIdSchema]),
  saveArchive: z.tuple([]),
  importText: z.tuple([ImportSchema]),
  importStart: z.tuple([ImportStartSchema]),
  importChunk: z.tuple([ImportIdSchema, ImportChunkSchema]),
  importFinish: z.tuple([ImportIdSchema]),
  importCancel: z.tuple([ImportIdSchema]),
  reopenArchive: z.tuple([]),
  checkArchive: z.tuple([]),
  rememberedNames: z.tuple([]),
  presets: z.tuple([z.number().int().min(3).max(12)]),
  checkDeck: z.tuple([z.number().int().min(1).max(20), z.array(RoleIdSchema).max(30)]),
  /** The roles, boxes, teams, house rules, the app's weights and decks, from the engine's registry. */
  catalogue: z.tuple([]),
  narrationLines: z.tuple([GameIdSchema, z.number().int().min(0).max(100), LanguageSchema]),
  speak: z.tuple([z.array(z.string().max(1000)).max(20), NarrationOptionsSchema]),
  cancelSpeech: z.tuple([]),
  speechStatus: z.tuple([]),
  retrySpeech: z.tuple([]),
  voices: z.tuple([LanguageSchema]),
  outputDevices: z.tuple([]),
  publicCue: z.tuple([PublicCueSchema]),
  openPublicScreen: z.tuple([]),
  keepAwake: z.tuple([z.boolean()]),
  followPlayer: z.tuple([GameIdSchema, SeatSchema]),
  gameReport: z.tuple([GameIdSchema]),
  // After the reveal: the night told to the players, and "what if" (hypothetical, never saved).
  nightStory: z.tuple([GameIdSchema]),
  tellStory: z.tuple([GameIdSchema, StoryMoveSchema]),
  storyPosition: z.tuple([]),
  whatIf: z.tuple([GameIdSchema, WhatIfSchema]),
  stats: z.tuple([StatsFilterSchema]),
  listEvents: z.tuple([]),
  createEvent: z.tuple([NewEventSchema]),
  getEvent: z.tuple([EventIdSchema]),
  updateEvent: z.tuple([EventIdSchema, EventPatchSchema]),
  deleteEvent: z.tuple([EventIdSchema]),
  proposeRound: z.tuple([EventIdSchema, ProposeRoundSchema]),
  saveRound: z.tuple([EventIdSchema, RoundInputSchema]),
  removeRound: z.tuple([EventIdSchema, RoundNumberSchema]),
  startEventGame: z.tuple([EventIdSchema, RoundNumberSchema, TableNumberSchema]),
  linkEventGame: z.tuple([EventIdSchema, RoundNumberSchema, TableNumberSchema, GameIdSchema.nullable()]),
  importEventGames: z.tuple([EventIdSchema, ImportSchema]),
  standings: z.tuple([EventIdSchema]),
  exportEvent: z.tuple([EventIdSchema]),
  importEvent: z.tuple([ImportSchema]),
  eventOfGame: z.tuple([GameIdSchema]),
  // A live event across laptops (docs/event-hub.md): the organiser's room, and a desk joining one.
  hubInterfaces: z.tuple([]),
  openEventRoom: z.tuple([EventIdSchema, RoomAddressSchema]),
  closeEventRoom: z.tuple([EventIdSchema]),
  eventRoomStatus: z.tuple([EventIdSchema]),
  admitDesk: z.tuple([EventIdSchema, DeviceIdSchema, AdmitSchema]),
  refuseDesk: z.tuple([EventIdSchema, DeviceIdSchema]),
  chooseResult: z.tuple([EventIdSchema, RoundNumberSchema, TableNumberSchema, GameIdSchema]),
  checkIn: z.tuple([EventIdSchema, CheckInSchema]),
  joinEventRoom: z.tuple([JoinEventSchema]),
  deskStatus: z.tuple([]),
  leaveEventRoom: z.tuple([EventIdSchema]),
} as const;

export type ApiMethod = keyof typeof API;
export const API_METHODS = Object.keys(API) as ApiMethod[];

// The preload's list of names (api-methods.ts) and this table must name exactly the same methods.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameMethods: Same<ApiMethod, ApiMethodName> = true;
void _sameMethods;

export interface PresetView {
  readonly id: string;
  readonly name: { readonly en: string; readonly fr: string };
  readonly players: number;
  readonly deck: readonly string[];
  readonly game: string;
}

/**
 * A check's finding: its code (the console's sentence), the engine's English message, and what the sentence
 * is said with (a count, the roles it names, a role alone), so the console recounts nothing.
 */
export interface DeckIssueView {
  readonly code: string;
  readonly message: string;
  readonly params?: {
    readonly count?: number;
    readonly roles?: readonly RoleId[];
    readonly alone?: RoleId;
    readonly other?: RoleId;
  };
}

export interface DeckCheckView {
  readonly errors: readonly DeckIssueView[];
  readonly warnings: readonly DeckIssueView[];
  /** Facts worth knowing that are no mistake (Groob without Zerb is a plain Alien). */
  readonly info: readonly DeckIssueView[];
}

/**
 * Speech, or text only with the reason. `voiceRefused`: the voice chosen was refused (an unsafe name, or
 * one the engine does not have), and lines are said with the engine's default voice instead.
 */
export type SpeechStatus =
  | {
      readonly mode: 'speech';
      readonly voiceRefused?: { readonly voice: string; readonly reason: string };
      /** The output device chosen was refused (not listed, or the system cannot choose): the default output speaks. */
      readonly deviceRefused?: { readonly device: string; readonly reason: string };
      /** No voice installed speaks the language of the lines: they are said with the default voice. */
      readonly noVoice?: { readonly language: 'en' | 'fr'; readonly reason: string };
    }
  | { readonly mode: 'text-only'; readonly reason: string };

export type VoiceEngine = 'festival' | 'espeak-ng' | 'say' | 'sapi';

/** An audio output the host's speech may be sent to: what `speak` takes (`id`), and how it reads. */
export interface OutputDeviceView {
  readonly id: string;
  readonly label: string;
}

/** The host's audio outputs, or why its speech cannot choose one (the browser's own voice never can). */
export interface OutputDevicesView {
  readonly canChoose: boolean;
  readonly devices: readonly OutputDeviceView[];
  readonly reason?: string;
}

/** A voice installed on the host, for one language (the `voices` method lists them, best first). */
export interface VoiceView {
  /** What `speak` takes as its voice: `festival:cmu_us_slt_arctic_hts`, `espeak-ng:fr-BE`. */
  readonly id: string;
  readonly engine: VoiceEngine;
  /** The engine's own name for it. */
  readonly name: string;
  /** A readable name for the options ("slt (US English, HTS)"). */
  readonly label: string;
  readonly language: 'en' | 'fr';
  /** Higher is better: HTS voices, then festival's others, then espeak-ng's. */
  readonly quality: number;
}

export interface ApiResults {
  createGame: GameView;
  setLanguage: null;
  getGame: GameView;
  replay: ReplayView;
  startNight: GameView;
  answer: GameView;
  pass: GameView;
  override: GameView;
  undo: GameView;
  startVote: GameView;
  vote: GameView;
  /** Every game at once: for a small archive (the console reads `archivePage`). */
  listGames: GameListEntry[];
  /** A page of the archive's list, newest first, found by a search or by players. */
  archivePage: ArchivePageView;
  deleteGame: { deleted: string };
  exportGame: GameRecord;
  /** "Export all": the archive streamed to a file (a save dialog in the app, a download in a browser). */
  saveArchive: ArchiveExportView;
  importText: ImportReport;
  importStart: { importId: string; chunkChars: number; maxBytes: number };
  importChunk: { receivedBytes: number };
  importFinish: ImportReport;
  importCancel: null;
  reopenArchive: ReopenReport;
  /** The archive's full integrity check (run after the first screen; a corrupt one is `archive/lost`). */
  checkArchive: ArchiveCheckView;
  rememberedNames: string[];
  presets: PresetView[];
  checkDeck: DeckCheckView;
  catalogue: Catalogue;
  narrationLines: { open: readonly string[]; close: readonly string[] };
  /** How the lines ended, and the narration's status after them (the console shows its notice). */
  speak: { outcome: 'spoken' | 'cancelled' | 'text-only'; status: SpeechStatus };
  cancelSpeech: null;
  speechStatus: SpeechStatus;
  retrySpeech: SpeechStatus;
  /** The voices installed for a language, best first (empty: none speaks it; the default voice is used). */
  voices: VoiceView[];
  /** The audio outputs the host's speech may be sent to (Linux: `aplay -L`; macOS: `say -a '?'`; Windows: SAPI's). */
  outputDevices: OutputDevicesView;
  /** The players' screen follows the console's call and timer (nothing to answer). */
  publicCue: null;
  /** Opens the players' screen (a window; its address for a browser). */
  openPublicScreen: PublicScreenInfo;
  keepAwake: null;
  followPlayer: FollowView;
  gameReport: { fileName: string; html: string };
  /** A revealed game's night, step by step, in the console's language (the steps the players' screen tells). */
  nightStory: StoryView;
  /** Tells (or moves, or stops: null) the night on the players' screen; where it stands now. */
  tellStory: StoryPosition | null;
  /** Where the story told on the players' screen stands (its own keys may move it), or null. */
  storyPosition: StoryPosition | null;
  /** The finished game with some votes or night choices changed: hypothetical, never saved. */
  whatIf: WhatIfView;
  stats: PlayerStatsView[];
  listEvents: EventSummary[];
  createEvent: EventView;
  getEvent: EventView;
  updateEvent: EventView;
  deleteEvent: { deleted: string };
  proposeRound: EventView;
  saveRound: EventView;
  removeRound: EventView;
  startEventGame: GameView;
  linkEventGame: EventView;
  importEventGames: EventImportReport;
  standings: StandingsView;
  exportEvent: { fileName: string; text: string };
  importEvent: EventView;
  /** The event table a game is linked to (its way back to the event), or null. */
  eventOfGame: EventLinkView | null;
  hubInterfaces: InterfaceView[];
  openEventRoom: RoomStatusView;
  closeEventRoom: null;
  /** Null: the event was never opened to the room. */
  eventRoomStatus: RoomStatusView | null;
  admitDesk: RoomStatusView;
  refuseDesk: RoomStatusView;
  chooseResult: RoomStatusView;
  /** Who is checked in (true) or absent (false). */
  checkIn: Record<string, boolean>;
  joinEventRoom: DeskStatusView;
  deskStatus: DeskStatusView[];
  leaveEventRoom: null;
}

/** The console's view of the main process: one async function per method. */
export type Api = {
  [M in ApiMethod]: (...args: z.input<(typeof API)[M]>) => Promise<SessionResult<ApiResults[M]>>;
};
