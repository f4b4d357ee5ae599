import type { AppSaid, AppPlan } from './app/said.ts';
import type { OracleAnswer, OracleQuestion, OracleResponse } from './app/vocabulary.ts';
import type { Reason, RuleError } from './errors.ts';
import type { GameOptions } from './game-options.ts';
import type { Artifact, ByRole, Call, Mark, Phase, Role, RoleKind, Team } from './vocabulary.ts';

/**
 * The game's model: types only. Every layer reads them (queries, the table, the role folders, the
 * registry, the night, the day); this module imports nothing but other types, so no layer reaches back up
 * through it (docs/architecture.md, "Layers").
 */

// --- the table -------------------------------------------------------------------------------------------

/** Which set a Mark token belongs to: the players' starting Clarity, the Marks board, or the Doppelgänger's. */
export type MarkSet = 'player' | 'main' | 'doppelganger';

export interface MarkToken {
  readonly kind: Mark;
  readonly set: MarkSet;
}

/** A place on the Marks boards, made for one Mark; once that Mark is given, it holds the Mark it replaced. */
export interface Spot {
  readonly kind: Mark;
  readonly set: Exclude<MarkSet, 'player'>;
  /** 0 or 1: the two Love and the two Clarity spots. */
  readonly index: number;
}

/** What a Copycat or Doppelgänger card became. The copied role travels with the card. */
export interface Copy {
  readonly role: Role;
  /** Copied by the Doppelgänger: she wakes after the original and uses the Doppelgänger Marks. */
  readonly doppelganger: boolean;
  /** The Doppelgänger-Copycat "does nothing": she has the role but never wakes for it. */
  readonly inert: boolean;
}

/**
 * What the registry of roles says that the layers below it read: each card's team and the kinds of
 * creature a card makes its holder. A game's setup carries it (one shared object), so queries and role
 * folders ask "is this player a Werewolf?" without importing the registry.
 */
export interface RoleFacts {
  /** The team printed on each card. */
  readonly team: ByRole<Team>;
  /** The roles of each kind: Werewolves, Vampires, Aliens, and the cards that copy another. */
  readonly kinds: { readonly [K in RoleKind]: ReadonlySet<Role> };
  /** Cards that give no power when they started in the center (the Assassin, French edition). */
  readonly powerlessFromCenter: ReadonlySet<Role>;
  /** Roles of One Night Ultimate Alien or of its kind (the Body Snatcher): the Alien Artifact is in the pile. */
  readonly alienGame: ReadonlySet<Role>;
  /**
   * The roles a role's action may turn a card into (`turnsCardsInto`): with it in the deck, a card may be
   * seen as one of them though no such card was dealt (the Paranormal Investigator's card, an Alien card).
   */
  readonly cardsBecome: ByRole<readonly Role[]>;
}

export interface GameSetup {
  readonly players: readonly string[];
  /** Card id → role. Card `i < n` was dealt to player `i`; card `n + j` to center `j`. */
  readonly cards: readonly Role[];
  readonly options: GameOptions;
  readonly script: readonly StepRule[];
  readonly tokens: readonly MarkToken[];
  readonly spots: readonly Spot[];
  readonly vampireGame: boolean;
  /** How many center cards there are: 3, and 4 with the Alpha Wolf (the center Werewolf card, index 3). */
  readonly centerCount: number;
  /** The seed the engine draws from for the app and the Curator's artifacts (0 when none was given). */
  readonly seed: number;
  /** Who viewed or moved a card or a Mark is written down (an Aura Seer is in the deck). */
  readonly tracksTouches: boolean;
  /** The deck holds a role the app directs: only then do steps carry what the app said. */
  readonly appDirected: boolean;
  /** The registry's facts about roles (the same object in every game). */
  readonly roles: RoleFacts;
}

/** The app in a game: what it has said so far, and a seeded game's draws (null for a record). */
export interface AppState {
  readonly said: AppSaid;
  readonly plan: AppPlan | null;
}

export interface GameState {
  readonly setup: GameSetup;
  /** Index of the current step in `setup.script`; equal to its length once the night is over. */
  readonly cursor: number;
  /** Position → card id. Positions `0…n-1` are the players, `n…n+2` the center cards left to right. */
  readonly positions: readonly number[];
  /**
   * Player → the card they held when the night began: "night actions belong to the starting card". The
   * deal, unless the moderator corrected it before the first call.
   */
  readonly startCards: readonly number[];
  /** Someone has woken and acted: from then on a correction no longer changes who started as what. */
  readonly nightBegun: boolean;
  /** Player → Mark token id. A player always holds exactly one Mark. */
  readonly marks: readonly number[];
  /** Spot → Mark token id. A replaced Mark goes face down to the spot of the Mark that replaced it. */
  readonly board: readonly number[];
  /** Card id → what that Copycat or Doppelgänger card copied. */
  readonly copies: readonly (Copy | null)[];
  /** Who held a Mark of Fear when everyone viewed their Mark at the end of Dusk (null before). */
  readonly frightened: readonly boolean[] | null;
  /** Someone woke as the Assassin at Dusk (the Apprentice Assassin saw him). */
  readonly assassinWoke: boolean;
  /** Who the Vampires gave the Mark of the Vampire (they point at this player for Renfield). */
  readonly bitten: number | null;
  /** Player → the player they voted for, once the vote is in (`n`: the app, after a vote-for-app ripple). */
  readonly votes: readonly number[] | null;
  /** The app in an Alien game (null when the deck holds no role the app directs). */
  readonly app: AppState | null;
  /** Player → what the *player* now is, whatever card they hold ("that player becomes an Alien"). */
  readonly becomes: readonly (Role | null)[] | null;
  /** Card id → what the card now is (the Oracle: "your card is now an Alien card"). */
  readonly cardBecomes: readonly (Role | null)[] | null;
  /** Player → a team the player joined without becoming one of them (Alien Helper; the Oracle's "team"). */
  readonly joins: readonly (Team | null)[] | null;
  /** Card id → lies face up (the Exposer's flipped center cards, a ripple's reveal). */
  readonly faceUp: readonly boolean[] | null;
  /** Players who guessed the app's number wrong: the others win if they die, they win only if they live. */
  readonly wrongGuesses: readonly number[];
  /** Position → a shield lies on the card in front of that player (the Sentinel): it cannot be viewed or moved. */
  readonly shields: readonly boolean[] | null;
  /** Card id → the artifact on that card (the Curator), face down until the day. */
  readonly artifacts: readonly (Artifact | null)[] | null;
  /** Player → viewed or moved a card or a Mark so far tonight (the Aura Seer sees their thumbs). */
  readonly touched: readonly boolean[] | null;
  /** Who woke at the Aliens' last call (1-A, or its time loop's pass): the Cow is tipped by one of them. */
  readonly aliensWoke: readonly number[];
}

export interface DealInput {
  readonly players: readonly Role[];
  readonly center: readonly Role[];
}

// --- the wake order --------------------------------------------------------------------------------------

/**
 * Who answers a step: the players who started the night as one of `roles` themselves (or as a Copycat
 * who copied one), the Doppelgänger who copied one, or both together (groups that wake together).
 */
export type StepCopies = 'original' | 'doppelganger' | 'both';

export type StepKind =
  /** Narration only: nobody acts. */
  | 'announcement'
  /** Players who started as one of `roles` wake and act. */
  | 'role'
  /** The Doppelgänger's immediate action, as whatever role she just copied. */
  | 'doppelganger-action'
  /** A ripple's repeated role: whoever started as the role the app names does its action again. */
  | 'ripple-role';

/** The groups the explanation names as a group ("the Werewolves (Ann and Ben)"). */
export type StepGroup = 'vampires' | 'werewolves' | 'masons' | 'lovers' | 'aliens' | 'groob-zerb';

export interface StepRule {
  readonly key: string;
  readonly kind: StepKind;
  /** The record's call id answered here (for `doppelganger-action`, the copied role's call). */
  readonly call: Call | null;
  /** The wake number from the Alien text's cross-game list (the Vampire text for -7 and 00). */
  readonly wake: string;
  readonly phase: Phase;
  /** Who wakes: the players whose night identity is one of these roles. */
  readonly roles: readonly Role[];
  /** The role the actors wake as (a group's step: its first role, e.g. the Vampires as `vampire`). */
  readonly role: Role | null;
  readonly copies: StepCopies;
  /** The step is in a game's script when the deck holds one of these roles (all roles when empty). */
  readonly when: readonly Role[];
  /** Only in a game with (true) or without (false) Vampire roles; either when undefined. */
  readonly vampireGame?: boolean;
  /** Who wakes is not the holders of `roles` but decided by the step itself (see `stepAwake`). */
  readonly custom: boolean;
  /** Waking here is only looking (it does not count as acting for corrections). */
  readonly passive: boolean;
  /** The step is carried out even with nobody awake (the end of Dusk; the app speaking for a role in the center). */
  readonly always: boolean;
  /** A time loop's second pass of a call. */
  readonly loop: boolean;
  /** In a time loop, this call is replayed by default (otherwise only with `timeLoopWholeNight`). */
  readonly loopsByDefault: boolean;
  /** The step is said only in some games: a ripple, its repeated role, a time loop's calls. */
  readonly condition: 'ripple' | 'repeat-role' | 'loop' | null;
  /** The explanation names the actors as this group. */
  readonly group: StepGroup | null;
  /**
   * The role the step is named after (its card's name; the Doppelgänger's call of it for a `…/doppelganger`
   * key), or null for a step with words of its own: a group that wakes together, an announcement, the app's
   * ripple and the role it repeats, the Doppelgänger's immediate action.
   */
  readonly namedAfter: Role | null;
}

// --- the night's choices ---------------------------------------------------------------------------------

/** A night answer, by seat and center index. Every field is optional: `{}` means "did nothing". */
export interface Answer {
  readonly target?: number;
  readonly targets?: readonly number[];
  readonly center?: number;
  readonly centers?: readonly number[];
  readonly card?: number;
  readonly mark?: number;
  readonly swap?: 'cards' | 'marks';
  /** The Oracle's answer to the app's question. */
  readonly reply?: OracleAnswer;
  /** One answer per player awake, in the order of the choice's `choices` (the Aliens each viewing a card). */
  readonly each?: readonly Answer[];
  /** The player who receives the card (a Witch's give). */
  readonly to?: number;
  /** Every other player's card moves one seat this way (a Village Idiot's shift). */
  readonly direction?: 'left' | 'right';
  /** The artifact placed (the Curator's; a record says which, the console draws it). */
  readonly artifact?: Artifact;
}

/** One reply the Oracle may tap, the app's response to it, and what she may or must do then. */
export interface OracleReply {
  readonly answer: OracleAnswer;
  readonly response: OracleResponse | null;
  readonly then: ChoiceSpec;
}

export interface SeatOption {
  readonly seat: number;
  readonly legal: boolean;
  /** Why this seat may not be chosen (for the console's hover and for the error). */
  readonly reason?: RuleError;
}

/**
 * What the current step may or must choose; the console, the bot and validation all read this. The kinds
 * are shapes of a choice, named after the first role that had them; `rule` is the sentence an answer of
 * the wrong shape is refused with, so the core never names a role.
 */
export type ChoiceSpec =
  | {
      readonly kind: 'none';
      /** Why nothing may be chosen although the role usually chooses (the Apprentice Assassin who saw the Assassin). */
      readonly why?: Reason;
    }
  | { readonly kind: 'target'; readonly mandatory: boolean; readonly seats: readonly SeatOption[] }
  | {
      readonly kind: 'targets';
      readonly mandatory: boolean;
      readonly seats: readonly SeatOption[];
      readonly allowOne: boolean;
      readonly rule: Reason;
    }
  | { readonly kind: 'center'; readonly mandatory: boolean; readonly indexes: readonly number[] }
  /** One other player's card, or two center cards, not both. */
  | {
      readonly kind: 'seer';
      readonly seats: readonly SeatOption[];
      readonly indexes: readonly number[];
      readonly rule: Reason;
    }
  /** A card of one player and the Mark of another (`cards`: why a card may not be viewed, by seat). */
  | {
      readonly kind: 'marksman';
      readonly seats: readonly SeatOption[];
      readonly rule: Reason;
      readonly cards?: readonly (RuleError | null)[];
    }
  /** Cards or Marks of two players (`cards`: why a card may not be moved, by seat; Marks always may). */
  | {
      readonly kind: 'gremlin';
      readonly seats: readonly SeatOption[];
      readonly rule: Reason;
      readonly cards?: readonly (RuleError | null)[];
    }
  /** The Oracle taps a reply to the app's question (or none: the app answers), then acts on the response. */
  | {
      readonly kind: 'oracle';
      /** With her default answer (a record's, or the app's when she does not tap) she must act on the response. */
      readonly mandatory: boolean;
      readonly question: OracleQuestion;
      readonly replies: readonly OracleReply[];
      /** What the app answers if she does not. */
      readonly auto: { readonly answer: OracleAnswer; readonly response: OracleResponse | null };
    }
  /** Each player awake chooses on their own (the Aliens each viewing a card). */
  | { readonly kind: 'each'; readonly choices: readonly { readonly actor: number; readonly choice: ChoiceSpec }[] }
  /** One card: a player's (`seats`) or a center card (`indexes`). */
  | {
      readonly kind: 'place';
      readonly mandatory: boolean;
      readonly seats: readonly SeatOption[];
      readonly indexes: readonly number[];
      readonly rule: Reason;
    }
  /** `min` to `max` cards among players' (`targets`) and center cards (`centers`), or none if `allowNone`. */
  | {
      readonly kind: 'places';
      readonly seats: readonly SeatOption[];
      readonly indexes: readonly number[];
      readonly min: number;
      readonly max: number;
      readonly allowNone: boolean;
      readonly rule: Reason;
      /**
       * Looked at one at a time: a seat whose card ends the looking (why, by seat), as the Paranormal
       * Investigator stops at a Werewolf; a card named after it is refused.
       */
      readonly stops?: readonly (RuleError | null)[];
    }
  /** View one card (a player's or a center card) and give it to a player (`to`), or do nothing. */
  | {
      readonly kind: 'give';
      readonly seats: readonly SeatOption[];
      readonly indexes: readonly number[];
      readonly to: readonly SeatOption[];
      readonly rule: Reason;
    }
  /** Shift every other player's card one seat left or right, or do nothing. */
  | { readonly kind: 'direction' }
  /** Two players' cards are exchanged (`swap: "cards"`) or not. */
  | { readonly kind: 'exchange' }
  /** The Curator: a player whose card gets an artifact; `artifacts` are those still in the pile. */
  | {
      readonly kind: 'artifact';
      readonly seats: readonly SeatOption[];
      readonly artifacts: readonly Artifact[];
    };

export interface StepActors {
  /** The players who wake (for a group, all of them; they choose together). */
  readonly actors: readonly number[];
  /** Players who would wake but hold the Mark of Fear (Night only). */
  readonly frightened: readonly number[];
  /** The role they wake as, for the narration and the explanation. */
  readonly role: Role | null;
  readonly doppelganger: boolean;
}
