import { ruleError, type RuleError } from './errors.ts';
import type { GameState } from './state.ts';
import type { StepRule } from './wake-order.ts';
import type { Call, Role } from './vocabulary.ts';

/** A night answer, by seat and center index. Every field is optional: `{}` means "did nothing". */
export interface Answer {
  readonly target?: number;
  readonly targets?: readonly number[];
  readonly center?: number;
  readonly centers?: readonly number[];
  readonly card?: number;
  readonly mark?: number;
  readonly swap?: 'cards' | 'marks';
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
  /** A card of one player and the Mark of another. */
  | { readonly kind: 'marksman'; readonly seats: readonly SeatOption[]; readonly rule: string }
  /** Cards or Marks of two players. */
  | { readonly kind: 'gremlin'; readonly seats: readonly SeatOption[]; readonly rule: string };

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

/** The two neighbours of a seat: left is the next player clockwise, right the previous one. */
export function neighbours(state: GameState, seat: number): { readonly left: number; readonly right: number } {
  const n = state.setup.players.length;
  return { left: (seat + 1) % n, right: (seat + n - 1) % n };
}
