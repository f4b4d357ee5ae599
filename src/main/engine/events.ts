import type {
  AliensSaid,
  BlobSaid,
  BodySnatcherSaid,
  EmpathSaid,
  NostradamusSaid,
  ExposerSaid,
  MorticianSaid,
  PsychicSaid,
  RascalSaid,
  RippleSaid,
} from './app/said.ts';
import type { OracleAnswer, OracleQuestion, OracleResponse } from './app/vocabulary.ts';
import type { Artifact, Call, Mark, Phase, Role, Team } from './vocabulary.ts';

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
      readonly of:
        | 'each-other'
        | 'werewolves'
        | 'assassin'
        | 'vampires'
        | 'aliens'
        | 'groob-zerb'
        | 'touched'
        | 'tanner'
        | 'seers';
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
  | { readonly kind: 'marks-viewed'; readonly frightened: readonly number[] }
  /** What the app said at this call (a drawn instruction, the ripple). */
  | { readonly kind: 'app'; readonly key: string; readonly said: AppDraw }
  /** The Oracle was asked a question; `auto`: the app answered for her. */
  | {
      readonly kind: 'oracle';
      readonly question: OracleQuestion;
      readonly answer: OracleAnswer;
      readonly response: OracleResponse | null;
      readonly auto: boolean;
    }
  /** A player (or, with `card`, a card: `player` -1 in the center) became this role. */
  | { readonly kind: 'became'; readonly player: number; readonly role: Role; readonly card: boolean }
  /** A player joined a team without becoming one of them (Alien Helper; the Oracle's "team" reply). */
  | { readonly kind: 'joined'; readonly player: number; readonly team: Team }
  /** A card was turned face up for everyone to see. */
  | { readonly kind: 'flipped'; readonly actor: number; readonly place: Place; readonly card: Role }
  /** A card turned face up was turned back down (it is not on the village team). */
  /** `as`: what the Revealer saw that sends the card back down (a Werewolf, the Tanner…); none: not village. */
  | { readonly kind: 'flipped-down'; readonly place: Place; readonly as?: Role }
  /** Cards moved one place along `seats` (the card at seats[i] went to seats[i + 1]). */
  | {
      readonly kind: 'rotated-cards';
      readonly seats: readonly number[];
      readonly direction: 'left' | 'right';
      readonly why: 'aliens' | 'idiot' | 'ripple';
    }
  /** These players showed each other their cards. */
  | { readonly kind: 'showed-cards'; readonly players: readonly number[]; readonly cards: readonly Role[] }
  /** The Cow held out her fist; `by` are the Aliens beside her, one of whom tipped her (none: nobody). */
  | { readonly kind: 'tipped'; readonly cow: number; readonly by: readonly number[] }
  /** The Oracle guessed the app's number. */
  | { readonly kind: 'guessed'; readonly player: number; readonly guess: number; readonly number: number }
  /** The Sentinel put a shield on a player's card. */
  | { readonly kind: 'shielded'; readonly actor: number; readonly player: number }
  /** The Curator put an artifact on a player's card. */
  | { readonly kind: 'artifact'; readonly actor: number; readonly player: number; readonly artifact: Artifact }
  /**
   * A card was seen that stops the viewer and changes them (the Paranormal Investigator, Nostradamus). `card`:
   * the viewer's own card, which became the role, lay elsewhere (moved before she looked; rule 66, the change
   * travels with the card); `player`: the player became it, whatever card she holds (house rule, rule 90).
   */
  | {
      readonly kind: 'stopped';
      readonly actor: number;
      readonly becomes: Role | null;
      readonly team: Team;
      readonly card?: Place;
      readonly player?: true;
    }
  /** The app announced Nostradamus's team: the last card he saw, or its own pick (`picked`). */
  | { readonly kind: 'announced'; readonly team: Team; readonly picked: boolean }
  /** A player tapped another's shoulder (the Thing). */
  | { readonly kind: 'tapped'; readonly actor: number; readonly player: number }
  /** Players given a ripple's action or effect (looking at their own card, keeping their eyes open). */
  | { readonly kind: 'ripple-players'; readonly players: readonly number[] };

/** One of the app's draws, as the record writes it. */
export type AppDraw =
  | AliensSaid
  | PsychicSaid
  | RascalSaid
  | ExposerSaid
  | MorticianSaid
  | BlobSaid
  | RippleSaid
  | BodySnatcherSaid
  | EmpathSaid
  | NostradamusSaid;

export interface StepEvent {
  readonly type: 'step';
  /** The step's index in the script, and its key. */
  readonly index: number;
  readonly step: string;
  readonly call: Call | null;
  readonly phase: Phase;
  /** The group the actors woke as, named as a group by the explanation. */
  readonly group: 'vampires' | 'werewolves' | 'masons' | 'lovers' | 'aliens' | 'groob-zerb' | null;
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

export type OverrideKind = 'swap-cards' | 'swap-marks' | 'shield' | 'artifact' | 'face-up';

type PlaceRef = { readonly player: number } | { readonly center: number };

/** The moderator's correction of the table: "the physical table is the truth". */
export type OverrideEvent = {
  readonly type: 'override';
  readonly facts: readonly Fact[];
  readonly note: string;
} & (
  | {
      readonly override: 'swap-cards' | 'swap-marks';
      /** The two places exchanged: players' seats or center indexes (cards), seats or board spots (Marks). */
      readonly a: PlaceRef | { readonly spot: number };
      readonly b: PlaceRef | { readonly spot: number };
    }
  /** A shield put on (or taken off) the card in front of a player. */
  | { readonly override: 'shield'; readonly player: number; readonly on: boolean }
  /** The artifact on a card (null: taken off). */
  | { readonly override: 'artifact'; readonly card: PlaceRef; readonly artifact: Artifact | null }
  /** A card turned face up or face down. */
  | { readonly override: 'face-up'; readonly card: PlaceRef; readonly up: boolean }
);

/** Why a player could not die by the vote. */
export type Protection = 'master' | 'prince' | 'bodyguard';

export type DeathReason =
  | { readonly kind: 'votes'; readonly votes: number }
  | { readonly kind: 'second-most'; readonly votes: number }
  | { readonly kind: 'master-protected'; readonly votes: number; readonly masters: readonly number[] }
  /**
   * The most voted could not die (the Prince, the Bodyguard's choice, and maybe the Master), so the second
   * most voted died: each protected player with why.
   */
  | {
      readonly kind: 'protected';
      readonly votes: number;
      readonly protected: readonly { readonly player: number; readonly by: Protection }[];
    }
  | { readonly kind: 'love'; readonly lover: number }
  | { readonly kind: 'hunter'; readonly hunter: number };

export interface Death {
  readonly player: number;
  readonly reason: DeathReason;
}

export type Verdict =
  | {
      readonly kind: 'team';
      readonly team: Team;
      readonly won: boolean;
      readonly why: TeamWhy;
      /** In an epic battle: the other monster groups in play, whose deaths count for this team. */
      readonly enemies?: readonly Team[];
    }
  | { readonly kind: 'tanner'; readonly won: boolean }
  | { readonly kind: 'assassin'; readonly won: boolean; readonly targets: readonly number[] }
  | {
      readonly kind: 'apprentice';
      readonly won: boolean;
      readonly assassins: readonly number[];
      readonly markMode: boolean;
    }
  | { readonly kind: 'traitor'; readonly team: Team; readonly won: boolean; readonly teammatesDead: readonly number[] }
  /** The Minion (or the Squire) with no Werewolf among the players: wins if another player dies. */
  | { readonly kind: 'minion-alone'; readonly won: boolean; readonly role?: Role }
  | { readonly kind: 'diseased-vote'; readonly votedFor: number; readonly wouldHaveWon: boolean }
  /** The Synthetic Alien "only wins if he dies". */
  | { readonly kind: 'synthetic'; readonly won: boolean }
  /** Groob or Zerb with both in the game: wins if the rival (any player holding her card) dies and she lives. */
  | { readonly kind: 'rival'; readonly rival: Role; readonly won: boolean; readonly rivals: readonly number[] }
  /** The Leader with Groob and Zerb in the game: wins only if all of them live. */
  | { readonly kind: 'leader'; readonly won: boolean; readonly keep: readonly number[] }
  /** The Blob: wins if no player who is part of it dies. */
  | { readonly kind: 'blob'; readonly won: boolean; readonly part: readonly number[] }
  /** The Mortician: wins if a neighbour dies. */
  | { readonly kind: 'mortician'; readonly won: boolean; readonly neighbours: readonly number[] }
  /** A role forced the team's outcome (the Tanner, the Synthetic, the Leader chosen by the alien team). */
  | { readonly kind: 'forced'; readonly team: Team; readonly won: boolean; readonly why: TeamWhy }
  /** The Oracle who guessed the app's number wrong: she wins only if she lives; everyone else if she dies. */
  | { readonly kind: 'oracle-guess'; readonly won: boolean; readonly oracle: number }
  /** The Apprentice Tanner: wins if the Tanner dies; with no Tanner among the players, if he dies himself. */
  | { readonly kind: 'apprentice-tanner'; readonly won: boolean; readonly tanners: readonly number[] }
  /** Nostradamus: wins only if he lives and the team the app announced for him wins. */
  | { readonly kind: 'nostradamus'; readonly won: boolean; readonly team: Team; readonly teamWon: boolean };

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
  | 'epic-no-enemy-died'
  | 'alien-died'
  | 'no-alien-died'
  /** Nobody is an Alien at the end: the alien team cannot win. */
  | 'no-alien'
  | 'epic-two-teams-died'
  | 'epic-not-two-teams'
  | 'synthetic-died'
  /** Every player on the alien team voted for the Leader. */
  | 'leader-chosen'
  /** A team with no rule of its own (never expected: a team always comes with its rule). */
  | 'no-rule';

export interface PlayerResult {
  readonly player: number;
  readonly startCard: Role;
  /** The card in front of the player at the end. */
  readonly card: Role;
  /** What the player is at the end (the card's copy, what it or the player became); null: a plain villager. */
  readonly role: Role | null;
  readonly mark: Mark;
  readonly team: Team;
  readonly dead: boolean;
  readonly won: boolean;
  readonly verdict: Verdict;
}

export interface DayResult {
  /** Each player's vote (`n`: the app); `second`: the second hand in a two-hand vote (null otherwise). */
  readonly votes: readonly number[];
  readonly second: readonly (number | null)[] | null;
  readonly tally: readonly number[];
  /** Votes for the app (a vote-for-app ripple). */
  readonly appVotes: number;
  readonly epicBattle: boolean;
  readonly activeGroups: readonly Team[];
  readonly deaths: readonly Death[];
  /**
   * The players the vote would have killed but for a protection (the Bodyguard's vote, the Prince, the
   * Master voted for by a Vampire), whether or not someone died instead.
   */
  readonly protections: readonly { readonly player: number; readonly by: Protection }[];
  readonly players: readonly PlayerResult[];
  readonly center: readonly Role[];
}

export interface VoteEvent {
  readonly type: 'vote';
  readonly result: DayResult;
}

export type GameEvent = StepEvent | OverrideEvent | VoteEvent;
