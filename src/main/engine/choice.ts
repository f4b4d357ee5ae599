import { ruleError, type Reason, type RuleError } from './errors.ts';
import { SEAT_EN } from './text/reasons-en.ts';
import { reasonsOf } from './text/sentences.ts';
import type { ChoiceSpec, GameState, SeatOption } from './model.ts';

export type { Answer, ChoiceSpec, OracleReply, SeatOption, StepActors } from './model.ts';

export const NONE: ChoiceSpec = Object.freeze({ kind: 'none' });

/** Shared, frozen "legal" options: most seats are legal, and the hot path should not allocate them. */
const LEGAL_SEATS: readonly SeatOption[] = Array.from({ length: 16 }, (_, seat) =>
  Object.freeze({ seat, legal: true }),
);

/**
 * For each size of table, its seats all legal. A choice's list starts as a copy of one (`slice`, several
 * times faster than ten `push`es to an empty list) and has its refused seats written over. Built by `push`,
 * not as literals, so their copies are packed lists like every other (see `arrays.ts`).
 */
const LEGAL_ROWS: readonly (readonly SeatOption[])[] = Array.from({ length: LEGAL_SEATS.length + 1 }, (_, n) => {
  const row: SeatOption[] = [];
  for (let seat = 0; seat < n; seat++) row.push(LEGAL_SEATS[seat]!);
  return row;
});

/**
 * Every seat of the table, legal unless `check` gives the reason it is not. Its call of `check` sees every
 * role's closure, so it is slow: the choices made at most calls walk the seats themselves (`seatOption`),
 * or use a written-out list (`everySeat`, `otherSeats`).
 */
export function seatOptions(state: GameState, check: (seat: number) => RuleError | null): SeatOption[] {
  const seats = everySeat(state);
  for (let seat = 0; seat < seats.length; seat++) {
    const reason = check(seat);
    if (reason) seats[seat] = { seat, legal: false, reason };
  }
  return seats;
}

/** A seat's option: legal, unless `reason` says why not. */
export function seatOption(seat: number, reason: RuleError | null): SeatOption {
  return reason ? { seat, legal: false, reason } : LEGAL_SEATS[seat]!;
}

/** Every seat of the table, all legal: a new list, for the caller to refuse seats in (`LEGAL_ROWS`). */
export function everySeat(state: GameState): SeatOption[] {
  return LEGAL_ROWS[state.setup.players.length]!.slice();
}

export function hasLegal(seats: readonly SeatOption[], atLeast = 1): boolean {
  let count = 0;
  for (const s of seats) if (s.legal) count++;
  return count >= atLeast;
}

export function playerName(state: GameState, seat: number): string {
  return state.setup.players[seat]!;
}

const seatReason = reasonsOf('seat', SEAT_EN);

/** Refuses the actor's own seat, with the role's rule (`what`) in the reason. */
export function selfRefused(state: GameState, seat: number, at: string, what: Reason): RuleError {
  return ruleError('target/illegal', at, seatReason('self', { player: playerName(state, seat), rule: what }));
}

/** A check refusing the actor's own seat, with the rule `what` in the reason. */
export function notSelf(state: GameState, actor: number, at: string, what: Reason) {
  return (seat: number): RuleError | null => (seat === actor ? selfRefused(state, seat, at, what) : null);
}

/** Why a card in front of this player cannot be viewed or moved: the Sentinel's shield on it. */
export function shieldReason(state: GameState, seat: number, at: string): RuleError | null {
  return state.shields?.[seat] === true
    ? ruleError('target/shielded', at, seatReason('shielded', { player: playerName(state, seat) }))
    : null;
}

/** The seats whose card may be viewed or moved: not a shielded one, then the role's own check. */
export function cardSeats(state: GameState, check: (seat: number) => RuleError | null, at: string): SeatOption[] {
  if (!state.shields) return seatOptions(state, check);
  return seatOptions(state, (seat) => shieldReason(state, seat, at) ?? check(seat));
}

/**
 * Every seat but the actor's own, refused with the rule `what`: `seatOptions` with `notSelf`, written out
 * (many roles' choice, made at every call: no check called seat by seat).
 */
export function otherSeats(state: GameState, actor: number, at: string, what: Reason): SeatOption[] {
  const seats = everySeat(state);
  if (actor >= 0 && actor < seats.length)
    seats[actor] = { seat: actor, legal: false, reason: selfRefused(state, actor, at, what) };
  return seats;
}

/** The cards of every seat but the actor's own: `cardSeats` with `notSelf` (see `otherSeats`). */
export function otherCardSeats(state: GameState, actor: number, at: string, what: Reason): SeatOption[] {
  return state.shields ? cardSeats(state, notSelf(state, actor, at, what), at) : otherSeats(state, actor, at, what);
}

/** By seat: why its card may not be viewed or moved (the shield), for choices of cards or Marks. */
export function shieldedCards(state: GameState, at: string): (RuleError | null)[] {
  // Item by item, not by `map` (see `arrays.ts`).
  const out: (RuleError | null)[] = [];
  for (let seat = 0; seat < state.setup.players.length; seat++) out.push(shieldReason(state, seat, at));
  return out;
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
