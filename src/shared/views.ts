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

export type ChoiceView =
  | { readonly kind: 'none' }
  | { readonly kind: 'target'; readonly mandatory: boolean; readonly seats: readonly SeatChoice[] }
  | {
      readonly kind: 'targets';
      readonly mandatory: boolean;
      readonly seats: readonly SeatChoice[];
      readonly allowOne: boolean;
    }
  | { readonly kind: 'center'; readonly mandatory: boolean; readonly indexes: readonly number[] }
  | { readonly kind: 'seer'; readonly seats: readonly SeatChoice[]; readonly indexes: readonly number[] }
  | { readonly kind: 'marksman'; readonly seats: readonly SeatChoice[] }
  | { readonly kind: 'gremlin'; readonly seats: readonly SeatChoice[] };

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
  readonly phase: SessionPhase;
  readonly call: CallView | null;
  readonly script: readonly {
    readonly index: number;
    readonly key: string;
    readonly wake: string;
    readonly status: string;
    readonly awake: readonly number[];
    readonly nobodyAwake: boolean;
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

/** A game told command by command, with the table as it stood after each one. */
export interface ReplayView {
  readonly steps: readonly {
    readonly seq: number;
    readonly text: string;
    readonly kind: 'deal' | 'call' | 'correction' | 'undo' | 'vote' | 'other';
    /** Taken back by a later undo. */
    readonly undone: boolean;
    readonly table: TableView;
  }[];
}
