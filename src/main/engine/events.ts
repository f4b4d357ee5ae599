import type { Call, Mark, Phase, Role, Team } from './vocabulary.ts';

/** A place a card can be: in front of a player, or one of the three center cards. */
export type Place = { readonly player: number } | { readonly center: number };

/** What happened during one step, in the order it happened. */
export type Fact =
  /** The Copycat or the Doppelgänger looked at a card and became its role. */
  | {
      readonly kind: 'copied';
      readonly actor: number;
      readonly place: Place;
      readonly seen: Role;
      readonly becomes: Role;
    }
  /** A Mark was placed in front of a player; the Mark it replaced went face down to the Marks board. */
  | { readonly kind: 'gave-mark'; readonly target: number; readonly mark: Mark; readonly replaced: Mark }
  /**
   * Awake players saw these players: each other (a group that wakes together), the Werewolves' thumbs, the
   * Assassin, or the Vampires.
   */
  | {
      readonly kind: 'saw';
      readonly players: readonly number[];
      readonly of: 'each-other' | 'werewolves' | 'assassin' | 'vampires';
    }
  /** The Vampires pointed at the player with the Mark of the Vampire, for Renfield. */
  | { readonly kind: 'pointed-at'; readonly player: number | null }
  | {
      readonly kind: 'viewed-card';
      readonly actor: number;
      readonly place: Place;
      readonly card: Role;
      /** The actor looked at their own card as their whole action (the Insomniac), not after a move. */
      readonly own?: true;
    }
  | { readonly kind: 'viewed-mark'; readonly actor: number; readonly player: number; readonly mark: Mark }
  | { readonly kind: 'swapped-cards'; readonly a: Place; readonly b: Place }
  /** `own`: `a` exchanged their own Mark with `b`'s (the Pickpocket), rather than switching two players'. */
  | { readonly kind: 'swapped-marks'; readonly a: number; readonly b: number; readonly own?: true }
  /** Everyone viewed their Mark at the end of Dusk; these players hold Fear and cannot act at night. */
  | { readonly kind: 'marks-viewed'; readonly frightened: readonly number[] };

export interface StepEvent {
  readonly type: 'step';
  /** The step's index in the script, and its key. */
  readonly index: number;
  readonly step: string;
  readonly call: Call | null;
  readonly phase: Phase;
  /** The group the actors woke as, named as a group by the explanation. */
  readonly group: 'vampires' | 'werewolves' | 'masons' | 'lovers' | null;
  /** The role the actors woke as (the copied role for a Copycat or Doppelgänger). */
  readonly role: Role | null;
  readonly doppelganger: boolean;
  readonly actors: readonly number[];
  /** Players who would have woken for this step but held the Mark of Fear. */
  readonly frightened: readonly number[];
  /** The actors could have chosen something and chose nothing. */
  readonly passed: boolean;
  /** The answer as given (seats and center indexes); `{}` for nothing. */
  readonly answer: {
    readonly target?: number;
    readonly targets?: readonly number[];
    readonly center?: number;
    readonly centers?: readonly number[];
    readonly card?: number;
    readonly mark?: number;
    readonly swap?: 'cards' | 'marks';
  };
  readonly facts: readonly Fact[];
}

export type OverrideKind = 'swap-cards' | 'swap-marks';

/** The moderator's correction of the table: "the physical table is the truth". */
export interface OverrideEvent {
  readonly type: 'override';
  readonly override: OverrideKind;
  /** The two places exchanged: players' seats or center indexes (cards), seats or board spots (Marks). */
  readonly a: { readonly player: number } | { readonly center: number } | { readonly spot: number };
  readonly b: { readonly player: number } | { readonly center: number } | { readonly spot: number };
  readonly facts: readonly Fact[];
  readonly note: string;
}

export type DeathReason =
  | { readonly kind: 'votes'; readonly votes: number }
  | { readonly kind: 'second-most'; readonly votes: number }
  | { readonly kind: 'master-protected'; readonly votes: number; readonly masters: readonly number[] }
  | { readonly kind: 'love'; readonly lover: number }
  | { readonly kind: 'hunter'; readonly hunter: number };

export interface Death {
  readonly player: number;
  readonly reason: DeathReason;
}

export type Verdict =
  | { readonly kind: 'team'; readonly team: Team; readonly won: boolean; readonly why: TeamWhy }
  | { readonly kind: 'tanner'; readonly won: boolean }
  | { readonly kind: 'assassin'; readonly won: boolean; readonly targets: readonly number[] }
  | {
      readonly kind: 'apprentice';
      readonly won: boolean;
      readonly assassins: readonly number[];
      readonly markMode: boolean;
    }
  | { readonly kind: 'traitor'; readonly team: Team; readonly won: boolean; readonly teammatesDead: readonly number[] }
  | { readonly kind: 'minion-alone'; readonly won: boolean }
  | { readonly kind: 'diseased-vote'; readonly votedFor: number; readonly wouldHaveWon: boolean };

/** Why a team won or lost, for the one-line reason. */
export type TeamWhy =
  | 'nobody-died'
  | 'someone-died'
  | 'werewolf-died'
  | 'no-werewolf-died'
  | 'vampire-died'
  | 'no-vampire-died'
  | 'tanner-died'
  | 'epic-both-died'
  | 'epic-not-both'
  | 'epic-won'
  | 'epic-own-died'
  | 'epic-no-enemy-died';

export interface PlayerResult {
  readonly player: number;
  readonly startCard: Role;
  readonly card: Role;
  readonly mark: Mark;
  readonly team: Team;
  readonly dead: boolean;
  readonly won: boolean;
  readonly verdict: Verdict;
}

export interface DayResult {
  readonly votes: readonly number[];
  readonly tally: readonly number[];
  readonly epicBattle: boolean;
  readonly activeGroups: readonly Team[];
  readonly deaths: readonly Death[];
  readonly players: readonly PlayerResult[];
  readonly center: readonly Role[];
}

export interface VoteEvent {
  readonly type: 'vote';
  readonly result: DayResult;
}

export type GameEvent = StepEvent | OverrideEvent | VoteEvent;
