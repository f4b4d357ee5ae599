/**
 * What the session shows the console: plain JSON, the moderator's full view of the table. Anything shown
 * to players goes through a filter that hides the secrets.
 */
import type { AnswerInput, AppWeightsInput, SessionPhase } from './session-contract.ts';

export type RoleId = string;
export type MarkId = string;

export interface SeatChoice {
  readonly seat: number;
  readonly legal: boolean;
  /** Why the seat may not be chosen (shown on hover). */
  readonly reason?: string;
}

/** One reply the Oracle may tap, the app's response, and what she may or must do then. */
export interface OracleReplyView {
  readonly answer: string | number;
  readonly response: string | number | null;
  readonly then: ChoiceView;
}

export type ChoiceView =
  | { readonly kind: 'none'; readonly why?: string }
  | { readonly kind: 'target'; readonly mandatory: boolean; readonly seats: readonly SeatChoice[] }
  | {
      readonly kind: 'targets';
      readonly mandatory: boolean;
      readonly seats: readonly SeatChoice[];
      readonly allowOne: boolean;
    }
  | { readonly kind: 'center'; readonly mandatory: boolean; readonly indexes: readonly number[] }
  | { readonly kind: 'seer'; readonly seats: readonly SeatChoice[]; readonly indexes: readonly number[] }
  /** `cards`: by seat, why that player's card may not be chosen (the Sentinel's shield); Marks always may. */
  | { readonly kind: 'marksman'; readonly seats: readonly SeatChoice[]; readonly cards?: readonly (string | null)[] }
  | { readonly kind: 'gremlin'; readonly seats: readonly SeatChoice[]; readonly cards?: readonly (string | null)[] }
  | {
      readonly kind: 'oracle';
      readonly question: string;
      readonly replies: readonly OracleReplyView[];
      readonly auto: { readonly answer: string | number; readonly response: string | number | null };
    }
  | { readonly kind: 'each'; readonly choices: readonly { readonly actor: number; readonly choice: ChoiceView }[] }
  | {
      readonly kind: 'place';
      readonly mandatory: boolean;
      readonly seats: readonly SeatChoice[];
      readonly indexes: readonly number[];
    }
  | {
      readonly kind: 'places';
      readonly seats: readonly SeatChoice[];
      readonly indexes: readonly number[];
      readonly min: number;
      readonly max: number;
      readonly allowNone: boolean;
      /**
       * Cards looked at one at a time (the Paranormal Investigator, Nostradamus): by seat, why the looking
       * stops at that player's card (null: it goes on). A card named after a stop is refused.
       */
      readonly stops?: readonly (string | null)[];
    }
  | {
      readonly kind: 'give';
      readonly seats: readonly SeatChoice[];
      readonly indexes: readonly number[];
      readonly to: readonly SeatChoice[];
    }
  | { readonly kind: 'direction' }
  | { readonly kind: 'exchange' }
  /**
   * The Curator: a player's card for an artifact; the artifacts still in the pile; `drawn`: the token the
   * app draws for this call from the game's seed (null when the pile is empty or no card may take one).
   */
  | {
      readonly kind: 'artifact';
      readonly seats: readonly SeatChoice[];
      readonly artifacts: readonly string[];
      readonly drawn?: string | null;
    };

/**
 * Why nobody wakes for a call (the engine's `SleepReason`, src/main/engine/script-view.ts): the role's card
 * is in the center; the players who would wake hold the Mark of Fear; nobody holds a Mark of Love (Cupid
 * has not woken yet, is in the center, or gave none); the Doppelgänger did not copy this role (`copied`: what
 * she copied, null before she woke); what she copied has no immediate action; the copy never wakes.
 */
export type SleepReasonView =
  | { readonly kind: 'center'; readonly roles: readonly RoleId[] }
  | { readonly kind: 'frightened'; readonly players: readonly number[] }
  | { readonly kind: 'no-lovers'; readonly cupid: 'ahead' | 'center' | 'none-given' }
  | { readonly kind: 'not-copied'; readonly role: RoleId; readonly copied: RoleId | null }
  | { readonly kind: 'no-immediate-action'; readonly copied: RoleId | null }
  | { readonly kind: 'inert'; readonly players: readonly number[] }
  /** The player keeps their eyes closed and only listens to the app (the Blob). */
  | { readonly kind: 'listens'; readonly players: readonly number[] }
  /** Only the app speaks: a ripple that gives nobody an action now. */
  | { readonly kind: 'app-only' };

/** A card moving by itself at a call: the card in front of `from` goes to `to`. */
export interface MoveView {
  readonly from: number;
  readonly to: number;
}

/** One answer the Oracle may tap, the app's reply to it (said aloud), and whether she acts on it after. */
export interface OracleAnswerView {
  readonly answer: string | number;
  /** What the console's button says ("Yes", "Even", "7"), in the view's language. */
  readonly label: string;
  readonly response: string | number | null;
  /** The app's reply as it is said aloud; null when the app says nothing more. */
  readonly line: string | null;
  /** She then exchanges her card, views center cards or a player's card: the call's timer runs again. */
  readonly followUp: boolean;
  /**
   * This answer contradicts what the console knows (her player number is odd and she tapped "Even"): why,
   * for the moderator only. The answer is still taken as given: the physical table is the truth.
   */
  readonly contradicts?: string;
}

/** The app's question to the Oracle (or to the Doppelgänger-Oracle), and every reply it would give. */
export interface OracleCallView {
  readonly question: string;
  /** The question as the app says it. */
  readonly text: string;
  readonly answers: readonly OracleAnswerView[];
  /** The app's own answer when she does not answer in time, or her card is in the center. */
  readonly auto: OracleAnswerView;
}

/**
 * What the app does at a call of an Alien game, for the moderator's screen: the instruction it drew (also
 * among the spoken lines), the Oracle's question, the cards that move, the Cow's fist, the Leader's
 * thumbs, the Blob, the ripple. Secrets (who sits where, which card moves): the moderator's view only.
 */
export interface CallAppView {
  /** The instruction as it is said ("The Aliens may each look at the card of an odd-numbered player."). */
  readonly says: string | null;
  /** A time loop's second pass of the call. */
  readonly loop: boolean;
  readonly oracle: OracleCallView | null;
  /** Cards that move by themselves at this call: the Aliens passing their cards left or right. */
  readonly moves: readonly MoveView[];
  /** The Village Idiot variant: where each card would go, for either direction. */
  readonly shift: { readonly left: readonly MoveView[]; readonly right: readonly MoveView[] } | null;
  /** Each Cow holding out her fist, and the Aliens awake beside her (one of them must tap it). */
  readonly cows: readonly { readonly cow: number; readonly beside: readonly number[] }[];
  /** The Leader's call: the Aliens' thumbs, and Groob and Zerb pointing at each other. */
  readonly thumbs: { readonly aliens: readonly number[]; readonly pointing: readonly number[] } | null;
  /** The Blob's call: the seats it absorbs around the Blob card as it lies now (itself included). */
  readonly blob: readonly number[];
  /** The ripple's call: its type, who acts, the group it names, and the day effect it announces. */
  readonly ripple: RippleView | null;
  /**
   * Nostradamus's call: what the app announces, by the seat of the last card he looks at (null for a seat
   * he may not look at), and when he looks at none (the app's own pick).
   */
  readonly announces?: {
    readonly bySeat: readonly (AnnounceView | null)[];
    readonly none: AnnounceView | null;
  } | null;
}

/**
 * Whose thumbs a player awake sees at a call of Daybreak, the Bonus Packs and the base and Vampire games, as
 * the engine's facts name them: the Dream Wolf's (at the Werewolves' call), the Werewolves', the Seers', the
 * Tanner's, the Vampires', the Assassin's, or everyone who viewed or moved a card or a Mark (`touched`, the
 * Aura Seer's); `other` for thumbs the console has no words of their own for.
 */
export const THUMBS_OF = [
  'dream-wolf',
  'werewolves',
  'seers',
  'tanner',
  'touched',
  'vampires',
  'assassin',
  'other',
] as const;
export type ThumbsOf = (typeof THUMBS_OF)[number];

/**
 * What the moderator needs to see at a call of a Daybreak or Bonus Pack role (or with one in the game):
 * who puts out a thumb (the Dream Wolf at the Werewolves' call, the Werewolves for the Minion and the Squire,
 * the Seers for the Beholder, the Tanner for the Apprentice Tanner, whoever viewed or moved a card for the
 * Aura Seer), and where the cards go for either direction of the Village Idiot's shift. Secrets: the
 * moderator's screen shows them only with the secrets.
 */
export interface CallTableView {
  /** By what they show (`ThumbsOf`): whose thumbs the player awake sees. */
  readonly thumbs: readonly { readonly of: ThumbsOf; readonly players: readonly number[] }[];
  /** The Village Idiot: the cards that would move, for either direction. */
  readonly shift: { readonly left: readonly MoveView[]; readonly right: readonly MoveView[] } | null;
}

/** What the app will announce for Nostradamus: the team of the last card he looks at, or its own pick. */
export interface AnnounceView {
  readonly team: string;
  /** The announcement as the app says it ("Nostradamus is on the werewolf team."). */
  readonly text: string;
}

/** The ripple in space-time as the app announced it. */
export interface RippleView {
  readonly type: string;
  /** The announcement, in the view's language. */
  readonly text: string;
  /** The players it gives an action (one, or two together). */
  readonly players: readonly number[];
  /** The two players whose cards the ripple's Troublemaker may exchange. */
  readonly pair: readonly number[];
  /** The players its group names (may not speak, face away, two-hand vote, look at their own card…). */
  readonly group: readonly number[];
  /** A time loop: the calls after it are played again, as a second pass. */
  readonly loop: boolean;
  /** The role a repeat-role ripple calls again. */
  readonly role: RoleId | null;
}

/** What the day must do after what the app said (public: everyone heard it). */
export interface DayEffectsView {
  /** The discussion's length the app set, in seconds (a one-minute ripple, the Aliens' timer), else null. */
  readonly discussionSeconds: number | null;
  /** How many times the Aliens halved the discussion timer. */
  readonly halved: number;
  /** The ripple's one-minute discussion. */
  readonly oneMinute: boolean;
  readonly mayNotSpeak: readonly number[];
  readonly faceAway: readonly number[];
  /** May only say "I am an alien" until the vote. */
  readonly iAmAlien: readonly number[];
  readonly twoHands: readonly number[];
  readonly voteForApp: boolean;
}

/** The app in an Alien game: what it has said so far, the ripple once announced, and its day effects. */
export interface AppView {
  /** Everything the app has said so far, in order, as it was said (no player named but by number). */
  readonly said: readonly { readonly key: string; readonly loop: boolean; readonly text: string }[];
  readonly ripple: RippleView | null;
  readonly day: DayEffectsView;
}

/** Who votes how after the night: "the app" as a target (seat n), and the players who vote with both hands. */
export interface VoteRulesView {
  readonly app: boolean;
  readonly twoHands: readonly number[];
}

export interface CallView {
  readonly index: number;
  readonly key: string;
  readonly call: string | null;
  readonly wake: string;
  readonly phase: 'dusk' | 'night';
  readonly role: RoleId | null;
  readonly doppelganger: boolean;
  readonly open: readonly string[];
  readonly close: readonly string[];
  readonly awake: readonly number[];
  readonly frightened: readonly number[];
  readonly nobodyAwake: boolean;
  /** Why nobody is awake, when nobody is (null for announcements and calls someone answers). */
  readonly reason: SleepReasonView | null;
  /** Expert mode's short lines for this call, in the view's language. */
  readonly short: { readonly open: readonly string[]; readonly close: readonly string[] };
  readonly choice: ChoiceView;
  /** What the app does at this call (Alien games); null for a call the app has nothing to do with. */
  readonly app: CallAppView | null;
  /** Thumbs and moving cards at a call (Daybreak, Bonus Packs, and the Werewolves' and Minion's calls); null when none. */
  readonly table?: CallTableView | null;
  /**
   * What the step is (the engine's): an announcement to everyone, a role's or a group's call, the
   * Doppelgänger's immediate action, or the role a ripple repeats.
   */
  readonly kind: 'announcement' | 'role' | 'doppelganger-action' | 'ripple-role';
  /**
   * The role the step is named after ("Seer"; the Doppelgänger's call of it for a `…/doppelganger` key), or
   * null for a step with words of its own (a group that wakes together, an announcement, the app's ripple,
   * the Doppelgänger's immediate action): the engine's, so the console keeps no list of them.
   */
  readonly namedAfter: RoleId | null;
}

export interface TableView {
  readonly players: readonly {
    readonly name: string;
    readonly startCard: RoleId;
    readonly card: RoleId;
    /** What a Copycat or Doppelgänger card copied. */
    readonly copied: RoleId | null;
    readonly mark: MarkId;
    /** The card lies face up for everyone to see (a ripple's reveal of a village card). */
    readonly faceUp?: boolean;
    /** What the card itself now is ("your card is now an Alien card"), when it changed. */
    readonly cardNow?: RoleId;
    /** What the player now is, whatever card they hold (the Aliens made them one). */
    readonly became?: RoleId;
    /** A team the player joined without becoming one of them (Alien Helper, the Oracle's "team"). */
    readonly joined?: string;
    /** The player is part of a Blob (counted from where the Blob card lies now). */
    readonly blob?: boolean;
    /** The Sentinel's shield lies on the card in front of this player (everyone sees the token). */
    readonly shield?: boolean;
    /** The Curator's artifact on this player's card (its token lies face down: which one is a secret). */
    readonly artifact?: string;
  }[];
  /** Three center cards; with the Alpha Wolf a fourth, the Center Werewolf card's place (index 3). */
  readonly center: readonly RoleId[];
  /** The artifact on each center card, when one went there with its card (null: none). */
  readonly centerArtifacts?: readonly (string | null)[];
  /** Center cards turned face up (the Exposer's): public, shown even while secrets are hidden. */
  readonly centerFaceUp?: readonly boolean[];
  /** What each center card now is, when it changed (null: as printed). */
  readonly centerNow?: readonly (RoleId | null)[];
  readonly board: readonly {
    readonly spot: number;
    readonly kind: MarkId;
    readonly set: 'main' | 'doppelganger';
    readonly index: number;
    /** The Mark now lying there face down. */
    readonly holds: MarkId;
    /** Its own Mark was given to a player (the spot holds the Mark that one replaced). */
    readonly given: boolean;
  }[];
}

export interface LogEntryView {
  readonly seq: number;
  readonly at: string;
  readonly type: string;
  readonly text: string;
  /** Taken back by a later undo. */
  readonly undone: boolean;
  /** An answer a correction of the deal in force no longer holds: `RefoldFlagView['kind']`. */
  readonly flag: RefoldFlagView['kind'] | null;
  /** The answer of a call that passed by itself (nobody awake, or nothing to choose): undo goes past it. */
  readonly auto: boolean;
}

/**
 * An answer that a correction of the deal ("this is what they actually picked up") no longer holds:
 * `replaced` (taken as nothing: the call may pass), `reopened` (the call must be answered again: the night
 * is back at it), `set-aside` (it came after a reopened call). `rule`: what it breaks now (English).
 */
export interface RefoldFlagView {
  readonly seq: number;
  readonly step: number;
  readonly key: string;
  readonly kind: 'replaced' | 'reopened' | 'set-aside';
  readonly rule: string;
  /** The role the flagged call is named after, or null for a group's call (as `CallView.namedAfter`). */
  readonly namedAfter: RoleId | null;
}

export interface ResultView {
  readonly epicBattle: boolean;
  readonly deaths: readonly { readonly player: number; readonly name: string; readonly reason: string }[];
  readonly players: readonly {
    readonly name: string;
    readonly startCard: RoleId;
    readonly card: RoleId;
    readonly mark: MarkId;
    readonly team: string;
    readonly dead: boolean;
    readonly won: boolean;
    readonly reason: string;
    /** What the player is at the end, when not their card (the Cursed turned Werewolf, an artifact's role). */
    readonly now?: RoleId;
  }[];
  readonly winners: readonly string[];
  readonly tally: readonly number[];
  /** Each player's vote by seat (`n`, one past the last seat: the app). */
  readonly votes: readonly number[];
  /** The second hands of a two-hand vote (null for a player who voted with one hand); null without one. */
  readonly second: readonly (number | null)[] | null;
  /** Votes for the app (after a vote-for-app ripple). */
  readonly appVotes: number;
  /**
   * Players the vote could not kill although they had the most votes, and who protected them (the
   * Bodyguard's vote, the Prince, the Master), as the engine's death reasons say (absent: none).
   */
  readonly protections?: readonly { readonly player: number; readonly by: VoteProtector }[];
  /**
   * The teams that won, each once, in the order a headline names them (the engine's: the village first,
   * the special teams last).
   */
  readonly teams: readonly string[];
}

/** Who kept the vote from killing a player: the Master, the Prince, or the Bodyguard's vote. */
export type VoteProtector = 'master' | 'prince' | 'bodyguard';

/**
 * The Curator's artifacts at the day: who holds one (the tokens lie on the cards: everyone sees them, and
 * each holder looks at theirs after the night), and what the day must do for two of them: the Mask of
 * Muting's holder may not speak, the Shroud of Shame's turns away from the table.
 */
export interface ArtifactDayView {
  /** Seats whose card holds an artifact at the end of the night. */
  readonly holders: readonly number[];
  readonly mayNotSpeak: readonly number[];
  readonly faceAway: readonly number[];
}

export interface GameView {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly deck: readonly RoleId[];
  readonly options: Readonly<Record<string, boolean | number>>;
  /** The app's Randomization weights the game was created with, where they differ from the defaults (Alien). */
  readonly appWeights?: AppWeightsInput;
  readonly dealMode: 'shuffle' | 'manual';
  readonly seed: number | null;
  /**
   * The language the game is told in: its call's lines and the app's words are in it (and the console
   * speaks them in it), whatever language the rest of the view is in (the console's).
   */
  readonly language: 'en' | 'fr';
  /** The deal in force: as dealt, or as the moderator corrected it ("what they actually picked up"). */
  readonly deal: { readonly players: readonly RoleId[]; readonly center: readonly RoleId[] };
  /** Answers the corrections of the deal in force have flagged for the moderator, in log order. */
  readonly flagged: readonly RefoldFlagView[];
  readonly phase: SessionPhase;
  readonly call: CallView | null;
  readonly script: readonly {
    readonly index: number;
    readonly key: string;
    /** The rulebook's wake code ("-6B", "1-A"); empty for announcements. */
    readonly wake: string;
    /** Dusk (Vampire's Marks, the Oracle…) or Night. */
    readonly phase: 'dusk' | 'night';
    readonly status: string;
    readonly awake: readonly number[];
    readonly nobodyAwake: boolean;
    /** Why nobody is awake (calls still to come; as far as the table now tells), else null. */
    readonly reason: SleepReasonView | null;
    /** Said only in some games: the ripple, the role it repeats, a time loop's second pass of a call. */
    readonly condition?: 'ripple' | 'repeat-role' | 'loop';
    /** For such a step: whether it is said in this game (as the app has drawn it so far). */
    readonly active?: boolean;
    /** The role the step is named after, or null for a step with words of its own (as `CallView.namedAfter`). */
    readonly namedAfter: RoleId | null;
  }[];
  readonly table: TableView;
  readonly narrative: readonly string[];
  readonly log: readonly LogEntryView[];
  readonly canUndo: boolean;
  readonly result: ResultView | null;
  /** The app of an Alien game (null for other games). */
  readonly app: AppView | null;
  /** Who may vote for the app, who votes with both hands (after the ripple; nobody otherwise). */
  readonly voteRules: VoteRulesView;
  /** The Curator's artifacts once the night is over (null: no artifact, or the night is not over). */
  readonly artifacts?: ArtifactDayView | null;
  /**
   * Every artifact token of this game's pile, placed or not (the Mist of the Vampire only with Vampire
   * roles, the Alien Artifact only with Alien roles): what a correction may put on a card.
   */
  readonly artifactTokens?: readonly string[];
}

export interface GameListEntry {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly deck: readonly RoleId[];
  readonly phase: string;
  readonly winners: readonly string[] | null;
}

export interface ImportReport {
  readonly imported: readonly string[];
  readonly duplicates: readonly string[];
  readonly rejected: readonly { readonly item: string; readonly problems: readonly string[] }[];
}

/** What reopening the archive did, after its file was lost while open. */
export interface ReopenReport {
  /** The archive's file. */
  readonly path: string;
  /** The file of games saved when the archive was lost, now imported (null if there was none). */
  readonly rescue: string | null;
  readonly imported: number;
  /** Saved games the reopened file already had. */
  readonly duplicates: number;
  /** Saved events imported. */
  readonly events: number;
  /** Where the damaged file was moved (a file written over or failing its check), or null. */
  readonly movedAside: string | null;
}

/** The archive's full integrity check (`checkArchive`); a corrupt archive is answered `archive/lost`. */
export interface ArchiveCheckView {
  /** The archive's file (null in memory). */
  readonly path: string | null;
  readonly status: 'ok' | 'corrupt';
  /** What SQLite found wrong (empty when ok). */
  readonly problems: readonly string[];
  /** How long the check took, in milliseconds (0: it ran when the archive was opened). */
  readonly ms: number;
}

/** One step of a replay: a command as entered, with the table right after it. */
export interface ReplayStep {
  readonly seq: number;
  readonly text: string;
  readonly kind: 'deal' | 'call' | 'correction' | 'undo' | 'vote' | 'death' | 'result' | 'other';
  /** Taken back by a later undo. */
  readonly undone: boolean;
  readonly table: TableView;
  /** The seats the step concerns: who acted, was chosen, moved, looked at or seen. */
  readonly involves: readonly number[];
  /** A time loop's second pass of a call (Alien). */
  readonly loop?: boolean;
}

/** A game told command by command, with the table as it stood after each one. */
export interface ReplayView {
  readonly players: readonly string[];
  readonly steps: readonly ReplayStep[];
}

/**
 * A call as the players' screen and the story name it: its script key, its phase, and the role it is named
 * after (null for a step with words of its own, as `CallView.namedAfter`).
 */
export interface StepCallView {
  readonly key: string;
  readonly phase: 'dusk' | 'night';
  readonly namedAfter: RoleId | null;
}

/**
 * One step of the night as it is told to the players after the reveal: the deal as it really was, each
 * call in force in the order it was said (what undos took back is not told: it did not happen), each
 * correction of what moved, the vote, each death, who won. The table is as it stood after the step.
 */
export interface StoryStep {
  readonly kind: 'deal' | 'call' | 'correction' | 'vote' | 'death' | 'result';
  /** The call told, for a call's step: its script key and phase, and what names it (what the players' screen says). */
  readonly call: StepCallView | null;
  readonly text: string;
  readonly table: TableView;
  /** A time loop's second pass of a call (Alien). */
  readonly loop?: boolean;
}

/** A finished game's night, told step by step (the reveal's "tell the players"). */
export interface StoryView {
  readonly players: readonly string[];
  readonly steps: readonly StoryStep[];
}

/** One call of a what-if's night: what was chosen there, what may be chosen instead, and the table before it. */
export interface WhatIfCall {
  /** The call's place in the script (what a change names). */
  readonly step: number;
  readonly key: string;
  readonly phase: 'dusk' | 'night';
  /** The role the call is named after, or null for a group's call (as `CallView.namedAfter`). */
  readonly namedAfter: RoleId | null;
  /** Who woke for it. */
  readonly awake: readonly number[];
  /** What happened at it in the night as changed, in the console's language. */
  readonly text: string;
  /** The choices the engine finds legal at this call of the night as changed (why not, for each seat). */
  readonly choice: ChoiceView;
  /** The answer taken at it. */
  readonly answer: AnswerInput;
  /** Changed by the what-if (not the answer entered at the table). */
  readonly changed: boolean;
  /** An answer entered at the table that the changes made illegal, taken as nothing: why. */
  readonly dropped: string | null;
  /** The table just before the call. */
  readonly table: TableView;
}

/**
 * "What if": the game as it would have ended with some votes (or night choices) changed. Hypothetical:
 * computed on a copy of the game's fold, never written to the archive nor to the game's log.
 */
export interface WhatIfView {
  readonly hypothetical: true;
  readonly gameId: string;
  /** The result with the changes, and the result as the game ended, side by side. */
  readonly result: ResultView;
  readonly actual: ResultView;
  /** Every call of the night that someone could answer, in order (calls that passed by themselves left out). */
  readonly calls: readonly WhatIfCall[];
  /** The votes counted, by seat (one past the last seat: the app), and the second hands of a two-hand vote. */
  readonly votes: readonly number[];
  readonly second: readonly (number | null)[] | null;
  /** Who may vote for the app, who votes with both hands (after the night as changed). */
  readonly voteRules: VoteRulesView;
  /** The table at the end of the night as changed. */
  readonly table: TableView;
  /** How many changes were made (votes and night choices that differ from the game's). */
  readonly changes: number;
}

/** "Follow a player": their night only, from the card they were dealt to why they won or lost. */
export interface FollowView {
  readonly seat: number;
  readonly name: string;
  readonly startCard: RoleId;
  readonly startMark: MarkId;
  readonly card: RoleId;
  readonly copied: RoleId | null;
  readonly mark: MarkId;
  /** Daybreak: the token on their card at the end (the Sentinel's shield, the Curator's artifact), and what the card became. */
  readonly shield?: boolean;
  readonly artifact?: string;
  readonly cardNow?: RoleId;
  /** The outcome, once the game is revealed. */
  readonly outcome: {
    readonly team: string;
    readonly dead: boolean;
    readonly won: boolean;
    readonly reason: string;
    /** Why they died, when they did. */
    readonly death: string | null;
    /** The seat they voted for (one past the last seat: the app). */
    readonly votedFor: number | null;
    /** Their second hand's vote, in a two-hand vote. */
    readonly votedSecond?: number | null;
  } | null;
  /** The replay's steps that concern them, with their index in the replay. */
  readonly steps: readonly (ReplayStep & { readonly index: number })[];
}

/** A tally of games and wins. */
export interface TallyView {
  readonly games: number;
  readonly wins: number;
  /** 0 to 1; 0 without games. */
  readonly winRate: number;
}

/** One player's record across the archive (or the filtered part of it). */
export interface PlayerStatsView extends TallyView {
  readonly name: string;
  /** By the team they ended on. */
  readonly byTeam: Readonly<Record<string, TallyView>>;
  /** By the card they were dealt. */
  readonly byStartRole: Readonly<Record<string, TallyView>>;
  readonly killed: number;
  readonly tannerWins: number;
  readonly assassinWins: number;
  readonly apprenticeWins: number;
  /** Alien: wins on the alien team, as the Synthetic Alien, Groob or Zerb, the Blob, the Mortician. */
  readonly alienWins: number;
  readonly syntheticWins: number;
  readonly groobZerbWins: number;
  readonly blobWins: number;
  readonly morticianWins: number;
  /** Bonus Packs: wins as Nostradamus, holding the Apprentice Tanner card, holding the Squire card. */
  readonly nostradamusWins: number;
  readonly apprenticeTannerWins: number;
  readonly squireWins: number;
  readonly firstPlayed: string;
  readonly lastPlayed: string;
}

/** An event's scoring: points for a win, a loss, and the extras. */
export interface ScoringView {
  readonly win: number;
  readonly loss: number;
  readonly survivedWin: number;
  readonly specialTeamWin: number;
}

export interface EventSummary {
  readonly id: string;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly players: number;
  readonly rounds: number;
  readonly updatedAt: string;
}

/** A table of a round, with the state of its game when one is linked. */
/** Where a game was played in an event: the event, the round and the table it is linked to. */
export interface EventLinkView {
  readonly eventId: string;
  readonly round: number;
  readonly table: number;
}

export interface EventTableView {
  readonly table: number;
  readonly players: readonly string[];
  readonly deck: readonly RoleId[];
  readonly gameId: string | null;
  /** The linked game: its phase and winners (null while it is not in the archive). */
  readonly game: { readonly phase: string; readonly winners: readonly string[] | null } | null;
}

export interface EventView {
  readonly id: string;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly players: readonly string[];
  readonly scoring: ScoringView;
  /** The scoring in words, in the console's language, as printed with the standings. */
  readonly scoringLines: readonly string[];
  readonly maxTableSize: number;
  readonly preset: string | null;
  readonly rounds: readonly { readonly number: number; readonly tables: readonly EventTableView[] }[];
}

export interface StandingRowView {
  readonly rank: number;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
  readonly headToHead: number;
  readonly tied: boolean;
}

export interface StandingsView {
  readonly event: string;
  readonly rows: readonly StandingRowView[];
  readonly scoringLines: readonly string[];
  /** Finished games that count, out of the tables drawn. */
  readonly gamesCounted: number;
  readonly tables: number;
  /** The standings as CSV (with the scoring below), and the file name to save it as. */
  readonly csv: string;
  readonly fileName: string;
}

/** Games brought into an event: the archive import's report, and where each game was seated. */
export interface EventImportReport extends ImportReport {
  readonly matched: readonly {
    readonly gameId: string;
    readonly round: number;
    readonly table: number;
    /** Other open tables with the same players (earliest round first was chosen). */
    readonly alsoMatches?: readonly { readonly round: number; readonly table: number }[];
  }[];
  /** Imported (or already known) games whose players match no open table of the event. */
  readonly unmatched: readonly string[];
  readonly event: EventView;
}
