import { ruleError, type RuleError } from './errors.ts';
import type { ActionContext, NightAction } from './roles/types.ts';
import type { GameState } from './state.ts';
import type { StepRule } from './wake-order.ts';
import type { OracleAnswer, OracleQuestion, OracleResponse } from './app/vocabulary.ts';
import type { Artifact, Call, Role } from './vocabulary.ts';

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
      readonly why?: string;
    }
  | { readonly kind: 'target'; readonly mandatory: boolean; readonly seats: readonly SeatOption[] }
  | {
      readonly kind: 'targets';
      readonly mandatory: boolean;
      readonly seats: readonly SeatOption[];
      readonly allowOne: boolean;
      readonly rule: string;
    }
  | { readonly kind: 'center'; readonly mandatory: boolean; readonly indexes: readonly number[] }
  /** One other player's card, or two center cards, not both. */
  | {
      readonly kind: 'seer';
      readonly seats: readonly SeatOption[];
      readonly indexes: readonly number[];
      readonly rule: string;
    }
  /** A card of one player and the Mark of another (`cards`: why a card may not be viewed, by seat). */
  | {
      readonly kind: 'marksman';
      readonly seats: readonly SeatOption[];
      readonly rule: string;
      readonly cards?: readonly (RuleError | null)[];
    }
  /** Cards or Marks of two players (`cards`: why a card may not be moved, by seat; Marks always may). */
  | {
      readonly kind: 'gremlin';
      readonly seats: readonly SeatOption[];
      readonly rule: string;
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
      readonly rule: string;
    }
  /** `min` to `max` cards among players' (`targets`) and center cards (`centers`), or none if `allowNone`. */
  | {
      readonly kind: 'places';
      readonly seats: readonly SeatOption[];
      readonly indexes: readonly number[];
      readonly min: number;
      readonly max: number;
      readonly allowNone: boolean;
      readonly rule: string;
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
      readonly rule: string;
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

export interface CallState {
  readonly step: StepRule;
  readonly index: number;
  /** The record's call id answered here (the copied role's call for the Doppelgänger's immediate action). */
  readonly call: Call | null;
  readonly awake: StepActors;
  readonly choice: ChoiceSpec;
  /** What the role's action read to offer the choice, kept to carry out the answer (when someone is awake). */
  readonly context?: ActionContext;
  /** The step's night action, looked up once for the call (choice, checks and carrying out). */
  readonly action?: NightAction | null;
}

export const NONE: ChoiceSpec = Object.freeze({ kind: 'none' });

/** Shared, frozen "legal" options: most seats are legal, and the hot path should not allocate them. */
const LEGAL_SEATS: readonly SeatOption[] = Array.from({ length: 16 }, (_, seat) =>
  Object.freeze({ seat, legal: true }),
);

/** Every seat of the table, legal unless `check` gives the reason it is not. */
export function seatOptions(state: GameState, check: (seat: number) => RuleError | null): SeatOption[] {
  const seats: SeatOption[] = [];
  const n = state.setup.players.length;
  for (let seat = 0; seat < n; seat++) {
    const reason = check(seat);
    seats.push(reason ? { seat, legal: false, reason } : LEGAL_SEATS[seat]!);
  }
  return seats;
}

export function hasLegal(seats: readonly SeatOption[], atLeast = 1): boolean {
  let count = 0;
  for (const s of seats) if (s.legal) count++;
  return count >= atLeast;
}

export function playerName(state: GameState, seat: number): string {
  return state.setup.players[seat]!;
}

/** A check refusing the actor's own seat, with the rule `what` in the message. */
export function notSelf(state: GameState, actor: number, at: string, what: string) {
  return (seat: number): RuleError | null =>
    seat === actor
      ? ruleError('target/illegal', at, `${playerName(state, seat)} cannot choose themselves; ${what}`)
      : null;
}

export const anyone = (): RuleError | null => null;

/** Why a card in front of this player cannot be viewed or moved: the Sentinel's shield on it. */
export function shieldReason(state: GameState, seat: number, at: string): RuleError | null {
  return state.shields?.[seat] === true
    ? ruleError(
        'target/shielded',
        at,
        `${playerName(state, seat)}'s card has the Sentinel's shield: it cannot be viewed, moved or given an artifact`,
      )
    : null;
}

/** The seats whose card may be viewed or moved: not a shielded one, then the role's own check. */
export function cardSeats(state: GameState, check: (seat: number) => RuleError | null, at: string): SeatOption[] {
  if (!state.shields) return seatOptions(state, check);
  return seatOptions(state, (seat) => shieldReason(state, seat, at) ?? check(seat));
}

/** By seat: why its card may not be viewed or moved (the shield), for choices of cards or Marks. */
export function shieldedCards(state: GameState, at: string): (RuleError | null)[] {
  return state.setup.players.map((_, seat) => shieldReason(state, seat, at));
}

/** The actor's own card is shielded: a role that moves or views it cannot (the Robber, the Drunk…). */
export function ownShielded(state: GameState, actor: number): boolean {
  return state.shields?.[actor] === true;
}

/** The two neighbours of a seat: left is the next player clockwise, right the previous one. */
export function neighbours(state: GameState, seat: number): { readonly left: number; readonly right: number } {
  const n = state.setup.players.length;
  return { left: (seat + 1) % n, right: (seat + n - 1) % n };
}
