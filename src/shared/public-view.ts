/**
 * The players' screen (the "public screen"): what the whole table may see, and nothing else. The main
 * process builds it from the session (src/main/session/public-view.ts) and sends it to the public window
 * or the browser host's public address; it is never the moderator's view with parts hidden.
 *
 * Before the reveal it holds no card, no Mark, no player's role, nobody awake and no night choice: the
 * call's name only (every call of the deck is called, a role in the center too), the discussion timer, the
 * vote, then the result once everyone has turned their cards over.
 */
import { z } from 'zod';
import { EventIdSchema } from './event-contract.ts';
import { GameIdSchema, LanguageSchema } from './session-contract.ts';
import type { PlaceKey } from './table-diff.ts';
import type { CatalogueNames } from './catalogue.ts';
import type { ResultView, RoleId, StepCallView, StoryStep, TableView } from './views.ts';

/** What the players' screen shows. */
export type PublicScreenKind = 'waiting' | 'deal' | 'night' | 'day' | 'vote' | 'reveal' | 'standings';

export type PublicTimerState = 'ready' | 'running' | 'paused' | 'done';

/** The discussion timer as the moderator's console runs it; the public screen counts down between updates. */
export interface PublicTimer {
  readonly state: PublicTimerState;
  /** Seconds left when the update was sent. */
  readonly remaining: number;
  /** The discussion's whole length so far, in seconds. */
  readonly length: number;
  /** The warnings said to the table, in seconds before the end (60, 30). */
  readonly warnings: readonly number[];
}

/** A card the whole table sees face up (a ripple's reveal, the Exposer's center card), after the night. */
export interface PublicFaceUp {
  readonly place:
    { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'center'; readonly index: number };
  readonly role: RoleId;
}

export interface PublicStandingRow {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
  readonly tied: boolean;
}

export interface PublicStandings {
  readonly event: string;
  readonly rows: readonly PublicStandingRow[];
  readonly gamesCounted: number;
  readonly tables: number;
}

/**
 * The step of the night the moderator is telling the table, after the reveal (the game's story: the
 * deal, each call in force, each correction, the vote, each death, who won). Everything in it is public
 * by then: every card is turned over.
 */
export interface PublicStory {
  /** Its place in the story, from 0, and how many steps the story has. */
  readonly step: number;
  readonly steps: number;
  readonly kind: StoryStep['kind'];
  /** The call told (its script key and phase, and what names it), for a call's step. */
  readonly call: StepCallView | null;
  /** What happened, in the game's language. */
  readonly text: string;
  /** The table after the step. */
  readonly table: TableView;
  /** The places this step changed (`card:1`, `mark:2`, `center:0`, `spot:3`): drawn as moved. */
  readonly changed: readonly PlaceKey[];
  /** A time loop's second pass of a call (Alien). */
  readonly loop: boolean;
}

/** Where the story told to the players stands (the console follows it: the players' screen may move it too). */
export interface StoryPosition {
  readonly gameId: string;
  readonly step: number;
  readonly steps: number;
}

/**
 * The console moves the story: `start` (from the first step), `next`, `previous`, `first`, `last`, a
 * step by its place (`{ to }`), or `stop` (the players' screen shows the result again).
 */
export const StoryMoveSchema = z.union([
  z.enum(['start', 'next', 'previous', 'first', 'last', 'stop']),
  z.strictObject({ to: z.number().int().min(0).max(10_000) }),
]);
export type StoryMove = z.infer<typeof StoryMoveSchema>;

/** What the players' screen may do, and only while the moderator tells the story: a step on, or back. */
export const PublicStepSchema = z.tuple([z.enum(['next', 'previous'])]);

export interface PublicView {
  /** The game's language, as its narration (the moderator's console's when no game is shown): the screen speaks it. */
  readonly language: 'en' | 'fr';
  readonly screen: PublicScreenKind;
  /** The names at the table, by seat (everyone sees who sits where). */
  readonly players: readonly string[];
  /** The call being said to the table (night): its script key, phase and name, never who wakes for it. */
  readonly call: StepCallView | null;
  /** The discussion timer (day). */
  readonly timer: PublicTimer | null;
  /** The table votes now. */
  readonly voteNow: boolean;
  /** After the reveal only: who died, who won and why, every card turned over. */
  readonly result: ResultView | null;
  /** The event's standings, when the moderator has an event open. */
  readonly standings: PublicStandings | null;
  /** Cards lying face up for everyone, after the night (only when the game has any). */
  readonly faceUp?: readonly PublicFaceUp[];
  /** What the day must do that everyone heard announced (only when the game has any). */
  readonly dayEffects?: readonly string[];
  /** After the reveal only, while the moderator tells the night: the step on screen. */
  readonly story?: PublicStory;
  /**
   * The words the screen names roles and artifacts with (the engine's, as the console's catalogue gives
   * them), for those the view holds and no others: a name never tells more than the view. Teams and Marks
   * come only with a result (after the reveal), those the view holds.
   */
  readonly names: CatalogueNames;
}

export const PUBLIC_TIMER_MAX_SECONDS = 3 * 3600;

/**
 * What the moderator's console tells the main process for the players' screen: the open game (or event),
 * the call it is saying (its displayed call: it lags the game's, so a call answered early does not move the
 * screen on before its time is up), and the discussion timer. Everything else comes from the session.
 */
export const PublicCueSchema = z.strictObject({
  language: LanguageSchema,
  gameId: GameIdSchema.nullable(),
  eventId: EventIdSchema.nullable(),
  callIndex: z.number().int().min(0).max(500).nullable(),
  timer: z
    .strictObject({
      state: z.enum(['ready', 'running', 'paused', 'done']),
      remaining: z.number().min(0).max(PUBLIC_TIMER_MAX_SECONDS),
      length: z.number().min(0).max(PUBLIC_TIMER_MAX_SECONDS),
      warnings: z.array(z.number().int().min(1).max(PUBLIC_TIMER_MAX_SECONDS)).max(5),
    })
    .nullable(),
});

export type PublicCue = z.infer<typeof PublicCueSchema>;

/** How the moderator reaches the players' screen: a window here, and an address for a browser. */
export interface PublicScreenInfo {
  /** A window was opened (or brought forward): on a second display, or on this one. */
  readonly window: 'second-display' | 'this-display' | null;
  /** The players' screen's address with its own read-only token (a browser on this computer, a TV tab). */
  readonly address: string | null;
}
