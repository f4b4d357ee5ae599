/**
 * Rule errors are values with stable codes and reasons as data (a sentence's key and its parameters). The
 * message names the entry, the players and the rule in English, so the console and the CLI can show it as
 * it is; the console's French is said from the reason. Throw only for programmer errors.
 */
export const RULE_ERROR_CODES = {
  // --- setup ---
  /** Fewer than 3 or more than 12 players (3 to 10 per box; Bonus Pack 3 numbers players up to 12). */
  'setup/player-count': true,
  /** A player name is empty or used twice: players are named by their names everywhere. */
  'setup/player-name': true,
  /** A card id is not a role of Werewolf or Vampire. */
  'setup/unknown-role': true,
  /** "Always include three more role cards than there are players." */
  'setup/deck-size': true,
  /** More copies of a role than the game has cards for (one card for every role that acts alone). */
  'setup/too-many-copies': true,
  /** An option has a value it cannot take. */
  'setup/option': true,

  // --- the app (Alien) ---
  /** The deck holds a role the app directs, and neither the app's words nor a seed to draw them were given. */
  'app/missing': true,
  /** The record says what the app said in a game without a role the app directs, or for a role not in it. */
  'app/not-in-game': true,
  /** What the record says the app said cannot be said at this table (a variant, a target, a reply). */
  'app/illegal': true,

  // --- the night ---
  /** The game is not in the night (the vote or the end has come). */
  'phase/not-night': true,
  /** An action names a step that is not the current one. */
  'phase/wrong-step': true,
  /** The record answers a call that has already passed: the wake order decides the order of actions. */
  'order/already-passed': true,
  /** The record answers a call that is not in this game's script (no such card in the deck). */
  'order/not-in-game': true,
  /** Nobody is awake for this call: its card is in the center, or nobody copied it. */
  'actor/nobody-awake': true,
  /** The named player does not answer this call. */
  'actor/not-awake': true,
  /** Two players answer this call: the record must name the one acting with `by`. */
  'actor/ambiguous': true,
  /** "A player with the Mark of Fear may not do any part of their night action." */
  'actor/frightened': true,
  /** A mandatory choice was left out while a player could make it. */
  'choice/missing': true,
  /** The call has nothing to choose, or not this kind of choice. */
  'choice/unexpected': true,
  /** A choice names something that is not a player or not a center card. */
  'choice/unknown-target': true,
  /** The target may not be chosen by this role (yourself, the same player twice, a Vampire…). */
  'target/illegal': true,
  /** The Diseased places her Mark "on a player adjacent to her". */
  'target/not-a-neighbour': true,
  /** "Give any non-Vampire player a Mark of the Vampire"; the Count's Fear goes to a non-Vampire. */
  'target/vampire': true,
  /** The card has the Sentinel's shield: "it cannot be viewed or moved", nor given an artifact. */
  'target/shielded': true,

  // --- overrides ---
  /** An override names a place that does not exist. */
  'override/unknown-place': true,
  /** An override names a token that does not exist (an artifact id). */
  'override/unknown-artifact': true,
  /** The override would leave the table as it is (the shield, artifact or face is already so). */
  'override/no-change': true,

  // --- the vote ---
  /** Votes come only once the night is over. */
  'vote/not-day': true,
  /** "Every player points at another player": no abstaining, exactly one vote each. */
  'vote/missing': true,
  /** "Each player gets one vote and cannot vote for themselves." */
  'vote/self': true,
  /** A vote names someone who is not a player. */
  'vote/unknown-player': true,
} as const;

export type RuleErrorCode = keyof typeof RULE_ERROR_CODES;

/** What a reason names: players' names, numbers, role and place ids, nested reasons (a choice's rule). */
export type ReasonParam = string | number | boolean | null | undefined | readonly (string | number)[] | Reason;
export type ReasonParams = { readonly [name: string]: ReasonParam };

/**
 * Why, as data: whose words say it and which sentence (`key`: `witch.not-center`, `seat.shielded`), and
 * what it names (`params`). `en` is the English sentence, said where the reason is given; every other
 * language says the key and the parameters in its own words (`text/say.ts`).
 */
export interface Reason {
  readonly key: string;
  readonly params: ReasonParams;
  readonly en: string;
}

export interface RuleError {
  readonly code: RuleErrorCode;
  /** Where the problem is: `night[2] the-count`, `votes.Ann`, `deal.center`… */
  readonly at: string;
  /** One sentence naming the players and the rule, in English (`reason.en`). */
  readonly message: string;
  /** The same sentence as data, for any language. */
  readonly reason: Reason;
}

export function ruleError(code: RuleErrorCode, at: string, reason: Reason): RuleError {
  return { code, at, message: reason.en, reason };
}

/** The same error found at another place (a record's entry, the player whose choice it is). */
export function ruleErrorAt(error: RuleError, at: string): RuleError {
  return { code: error.code, at, message: error.message, reason: error.reason };
}

export function formatRuleError(error: RuleError): string {
  return error.at ? `${error.at}: ${error.message}` : error.message;
}

export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
