/**
 * What the session shows the console: plain JSON, the moderator's full view of the table. Anything shown
 * to players goes through a filter that hides the secrets.
 */
import type { SessionPhase } from './session-contract.ts';

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
    }
  | {
      readonly kind: 'give';
      readonly seats: readonly SeatChoice[];
      readonly indexes: readonly number[];
      readonly to: readonly SeatChoice[];
    }
  | { readonly kind: 'direction' }
  | { readonly kind: 'exchange' }
  /** The Curator: a player's card for an artifact; the artifacts still in the pile. */
  | { readonly kind: 'artifact'; readonly seats: readonly SeatChoice[]; readonly artifacts: readonly string[] };

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
  | { readonly kind: 'inert'; readonly players: readonly number[] };

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
}

export interface TableView {
  readonly players: readonly {
    readonly name: string;
    readonly startCard: RoleId;
    readonly card: RoleId;
    /** What a Copycat or Doppelgänger card copied. */
    readonly copied: RoleId | null;
    readonly mark: MarkId;
  }[];
  readonly center: readonly RoleId[];
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
  }[];
  readonly winners: readonly string[];
  readonly tally: readonly number[];
  readonly votes: readonly number[];
}

export interface GameView {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly players: readonly string[];
  readonly deck: readonly RoleId[];
  readonly options: Readonly<Record<string, boolean | number>>;
  readonly dealMode: 'shuffle' | 'manual';
  readonly seed: number | null;
  /** The deal in force: as dealt, or as the moderator corrected it ("what they actually picked up"). */
  readonly deal: { readonly players: readonly RoleId[]; readonly center: readonly RoleId[] };
  /** Answers the corrections of the deal in force have flagged for the moderator, in log order. */
  readonly flagged: readonly RefoldFlagView[];
  readonly phase: SessionPhase;
  readonly call: CallView | null;
  readonly script: readonly {
    readonly index: number;
    readonly key: string;
    readonly wake: string;
    readonly status: string;
    readonly awake: readonly number[];
    readonly nobodyAwake: boolean;
    /** Why nobody is awake (calls still to come; as far as the table now tells), else null. */
    readonly reason: SleepReasonView | null;
  }[];
  readonly table: TableView;
  readonly narrative: readonly string[];
  readonly log: readonly LogEntryView[];
  readonly canUndo: boolean;
  readonly result: ResultView | null;
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
}

/** A game told command by command, with the table as it stood after each one. */
export interface ReplayView {
  readonly players: readonly string[];
  readonly steps: readonly ReplayStep[];
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
  /** The outcome, once the game is revealed. */
  readonly outcome: {
    readonly team: string;
    readonly dead: boolean;
    readonly won: boolean;
    readonly reason: string;
    /** Why they died, when they did. */
    readonly death: string | null;
    /** The seat they voted for. */
    readonly votedFor: number | null;
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
