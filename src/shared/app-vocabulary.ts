/**
 * What the One Night app says in an Alien game, as data: every variant the app can draw for a role, the
 * Oracle's questions and answers, the ripples in space-time, and the phrases that name players by number
 * (`../shared/rules/alien-daybreak.md` §0–§5). The record's `app` object uses these ids
 * (docs/record-format.md).
 */

/** The Aliens' one instruction after they look for each other (1-A). */
export const ALIEN_ACTIONS = [
  'view',
  'all-view',
  'stare',
  'timer',
  'left',
  'right',
  'show',
  'new-alien',
  'alien-helper',
] as const;
export type AlienAction = (typeof ALIEN_ACTIONS)[number];

/** Whose card a viewing instruction allows: any player, the even- or odd-numbered ones, or named numbers. */
export type ViewTarget = 'any' | 'even' | 'odd' | readonly number[];
export const VIEW_TARGET_KINDS = ['numbers', 'any', 'even', 'odd'] as const;
export type ViewTargetKind = (typeof VIEW_TARGET_KINDS)[number];

/** Who holds out a fist (New Alien, Alien Helper) or whom a ripple names: everyone, the even or odd players. */
export const GROUPS = ['everyone', 'even', 'odd'] as const;
export type Group = (typeof GROUPS)[number];
/** A ripple may also name one to three players by number. */
export type RippleGroup = Group | readonly number[];

export const ORACLE_QUESTIONS = [
  'alien-team',
  'werewolf-team',
  'vampire-team',
  'alien-exchange',
  'exchange',
  'center',
  'ripple',
  'even-odd',
  'player-number',
  'number',
] as const;
export type OracleQuestion = (typeof ORACLE_QUESTIONS)[number];

/** The Oracle's answer: yes or no, even or odd, or a number (a player's number, or a guess from 1 to 10). */
export type OracleAnswer = 'yes' | 'no' | 'even' | 'odd' | number;
/**
 * The app's reply: for a team question answered yes, her card becomes that team's card (`card`), she joins
 * the alien team without becoming an Alien (`team`) or the app refuses; for `exchange` yes, `swap` or
 * `refused`; for `center` yes, how many center cards she may view; for `player-number`, the number of the
 * player whose card she views; for `number`, the number the app was thinking of.
 */
export type OracleResponse = 'card' | 'team' | 'refused' | 'swap' | number;

/** The highest number the app thinks of in the Oracle's `number` question. */
export const ORACLE_NUMBER_MAX = 10;

export const PSYCHIC_ACTIONS = ['view-1', 'view-2'] as const;
export type PsychicAction = (typeof PSYCHIC_ACTIONS)[number];

export const RASCAL_ACTIONS = ['troublemaker', 'robber', 'witch', 'drunk', 'idiot'] as const;
export type RascalAction = (typeof RASCAL_ACTIONS)[number];

/** Phrases that name one card's place relative to the actor ("any player with a number higher than yours"). */
export const ONE_PLACE_TARGETS = [
  'any',
  'even',
  'odd',
  'higher',
  'lower',
  'left',
  'right',
  'one-neighbour',
  'center',
] as const;
export type OnePlaceTarget = (typeof ONE_PLACE_TARGETS)[number];

/** Phrases that name two players' cards relative to the actor ("the two players immediately to your left"). */
export const TWO_PLACE_TARGETS = [
  'any-two',
  'two-even',
  'two-odd',
  'two-higher',
  'two-lower',
  'two-left',
  'two-right',
  'both-neighbours',
] as const;
export type TwoPlaceTarget = (typeof TWO_PLACE_TARGETS)[number];

export type PlaceTarget = OnePlaceTarget | TwoPlaceTarget;

export const EXPOSER_COUNTS = [1, 2, 3] as const;
export type ExposerCount = (typeof EXPOSER_COUNTS)[number];

export const MORTICIAN_ACTIONS = ['pretend', '1-card', '2-cards'] as const;
export type MorticianAction = (typeof MORTICIAN_ACTIONS)[number];
export const MORTICIAN_TARGETS = ['left', 'right', 'one-neighbour'] as const;
export type MorticianTarget = (typeof MORTICIAN_TARGETS)[number];

export const BLOB_ABSORBS = [
  '1-left',
  '1-right',
  '1-each-side',
  '2-left',
  '2-right',
  '3-left',
  '3-right',
  '4-left',
  '4-right',
  '2-each-side',
] as const;
export type BlobAbsorb = (typeof BLOB_ABSORBS)[number];

export const RIPPLES = [
  'none',
  'one-minute',
  'repeat',
  'repeat-one-player',
  'insomniac',
  'may-not-speak',
  'face-away',
  'troublemaker',
  'steal',
  'witch',
  'view-1',
  'view-2',
  'reveal',
  'dual-view',
  'two-hand-vote',
  'dual-shuffle',
  'drunk',
  'vote-for-app',
  'repeat-role',
  'i-am-alien',
] as const;
export type RippleType = (typeof RIPPLES)[number];

/** Ripples that give one named player an action right after the night ("Player 3 may …"). */
export const PLAYER_ACTION_RIPPLES = ['troublemaker', 'steal', 'witch', 'view-1', 'view-2', 'reveal', 'drunk'] as const;
/** Ripples that name two players acting together or exchanging cards. */
export const TWO_PLAYER_RIPPLES = ['dual-view', 'dual-shuffle'] as const;
/** Ripples that name a group of players. */
export const GROUP_RIPPLES = ['insomniac', 'may-not-speak', 'face-away', 'two-hand-vote', 'i-am-alien'] as const;
/** Ripples that replay calls of the night: a time loop. */
export const LOOP_RIPPLES = ['repeat', 'repeat-one-player'] as const;

export const VIEW_TARGETS_OF_DUAL_VIEW = ['any', 'even', 'odd', 'center'] as const;

/** The Body Snatcher's instruction (Bonus Pack 3): take a non-Alien's card, a center card, or pretend. */
export const BODY_SNATCHER_ACTIONS = ['steal', 'center', 'pretend'] as const;
export type BodySnatcherAction = (typeof BODY_SNATCHER_ACTIONS)[number];
/** Whose card the Body Snatcher may steal. */
export const BODY_SNATCHER_TARGETS = ['any', 'even', 'odd', 'left', 'right', 'one-neighbour'] as const;
export type BodySnatcherTarget = (typeof BODY_SNATCHER_TARGETS)[number];

/** The Empath's prompts: the group points at a player as told, eyes closed, and the Empath watches. */
export const EMPATH_PROMPTS = [
  'think',
  'good-looking',
  'suspicious',
  'smells',
  'sharp-dresser',
  'awesome',
  'everyone-else',
  'smartest',
  'friendliest',
  'funniest',
  'winner',
  'like',
  'dont-think',
  'nicest',
] as const;
export type EmpathPrompt = (typeof EMPATH_PROMPTS)[number];

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
