import { ruleError, type Reason, type RuleError } from '../errors.ts';
import { APP_EN } from '../text/reasons-en.ts';
import { reasonsOf } from '../text/sentences.ts';
import { seatOption, shieldReason } from '../choice.ts';
import type { GameState, SeatOption } from '../model.ts';
import type { RippleTarget } from './said.ts';
import type { Group, OnePlaceTarget, PlaceTarget, RippleGroup, TwoPlaceTarget, ViewTarget } from './vocabulary.ts';

/**
 * Player numbers and the app's phrases. `players[0]` is Player 1 and numbers increase clockwise; a
 * player's left neighbour is the next player clockwise, the right neighbour the previous one
 * (docs/record-format.md, "Player numbers").
 */

export const numberOf = (seat: number): number => seat + 1;
export const seatOf = (number: number): number => number - 1;

export function leftOf(n: number, seat: number, steps = 1): number {
  return (((seat + steps) % n) + n) % n;
}

export function rightOf(n: number, seat: number, steps = 1): number {
  return leftOf(n, seat, -steps);
}

const appReason = reasonsOf('app', APP_EN);

/** Is this seat in the group (everyone, even, odd, or named numbers)? */
export function inGroup(group: RippleGroup, seat: number): boolean {
  const number = numberOf(seat);
  if (group === 'everyone') return true;
  if (group === 'even') return number % 2 === 0;
  if (group === 'odd') return number % 2 === 1;
  return group.includes(number);
}

/** Is this seat's card one the app allows by the view target (the actor's own card never is)? */
export function inViewTarget(target: ViewTarget, seat: number, actor: number): boolean {
  if (seat === actor) return false;
  return target === 'any' ? true : inGroup(target, seat);
}

/** The players a place phrase names, relative to the actor; `center` when it names the center. */
export function placeSeats(
  state: GameState,
  target: RippleTarget,
  actor: number,
): { readonly seats: readonly number[]; readonly center: boolean; readonly exact: boolean } {
  const n = state.setup.players.length;
  const others: number[] = [];
  for (let s = 0; s < n; s++) if (s !== actor) others.push(s);
  const pick = (pred: (s: number) => boolean, exact = false) => ({
    seats: others.filter(pred),
    center: false,
    exact,
  });
  if (typeof target !== 'string')
    return { seats: target.map(seatOf).filter((s) => s >= 0 && s < n), center: false, exact: false };
  switch (target) {
    // The other players the phrase names, in seat order (`inPlace` decides each).
    case 'any':
    case 'any-two':
    case 'even':
    case 'two-even':
    case 'odd':
    case 'two-odd':
    case 'higher':
    case 'two-higher':
    case 'lower':
    case 'two-lower':
      return pick((s) => inPlace(n, target, actor, s));
    case 'left':
      return { seats: [leftOf(n, actor)], center: false, exact: false };
    case 'right':
      return { seats: [rightOf(n, actor)], center: false, exact: false };
    case 'one-neighbour':
      return { seats: [...new Set([leftOf(n, actor), rightOf(n, actor)])], center: false, exact: false };
    case 'two-left':
      return { seats: [leftOf(n, actor), leftOf(n, actor, 2)], center: false, exact: true };
    case 'two-right':
      return { seats: [rightOf(n, actor), rightOf(n, actor, 2)], center: false, exact: true };
    case 'both-neighbours':
      return { seats: [leftOf(n, actor), rightOf(n, actor)], center: false, exact: true };
    case 'center':
      return { seats: [], center: true, exact: false };
    case 'yourself':
      return { seats: [actor], center: false, exact: false };
  }
}

/**
 * Is this seat among the players a place phrase names (`placeSeats(…).seats.includes(seat)`, decided
 * without building the list: the Rascal's and the Mortician's choices ask it seat by seat at every call)?
 */
export function inPlace(n: number, target: RippleTarget, actor: number, seat: number): boolean {
  if (typeof target !== 'string') return target.includes(numberOf(seat));
  switch (target) {
    case 'any':
    case 'any-two':
      return seat !== actor;
    case 'even':
    case 'two-even':
      return seat !== actor && numberOf(seat) % 2 === 0;
    case 'odd':
    case 'two-odd':
      return seat !== actor && numberOf(seat) % 2 === 1;
    case 'higher':
    case 'two-higher':
      return seat > actor;
    case 'lower':
    case 'two-lower':
      return seat < actor;
    case 'left':
      return seat === leftOf(n, actor);
    case 'right':
      return seat === rightOf(n, actor);
    case 'one-neighbour':
    case 'both-neighbours':
      return seat === leftOf(n, actor) || seat === rightOf(n, actor);
    case 'two-left':
      return seat === leftOf(n, actor) || seat === leftOf(n, actor, 2);
    case 'two-right':
      return seat === rightOf(n, actor) || seat === rightOf(n, actor, 2);
    case 'center':
      return false;
    case 'yourself':
      return seat === actor;
  }
}

/** The seat check of a place phrase: why a seat is not among the places it names. */
export function placeCheck(
  state: GameState,
  target: RippleTarget,
  actor: number,
  at: string,
  who: Reason,
): (seat: number) => RuleError | null {
  const n = state.setup.players.length;
  return (seat) => (inPlace(n, target, actor, seat) ? null : placeReason(state, target, actor, at, who, seat));
}

/** Why a seat is not among the places a phrase names. */
function placeReason(
  state: GameState,
  target: RippleTarget,
  actor: number,
  at: string,
  who: Reason,
  seat: number,
): RuleError {
  const player = state.setup.players[seat]!;
  if (seat === actor && target !== 'yourself')
    return ruleError('target/illegal', at, appReason('self-place', { player, who, target }));
  return ruleError('target/illegal', at, appReason('other-place', { player, number: numberOf(seat), target }));
}

/**
 * The cards of the places a phrase names: `cardSeats` with `placeCheck` (a shielded card first), the seats
 * walked here rather than through a check closure called seat by seat (the Rascal's and the Mortician's
 * choices, at every call), and each asked `inPlace` rather than looked up in a list of the places.
 */
export function placeCardSeats(
  state: GameState,
  target: RippleTarget,
  actor: number,
  at: string,
  who: Reason,
): SeatOption[] {
  const seats: SeatOption[] = [];
  const n = state.setup.players.length;
  for (let seat = 0; seat < n; seat++)
    seats.push(
      seatOption(
        seat,
        shieldReason(state, seat, at) ??
          (inPlace(n, target, actor, seat) ? null : placeReason(state, target, actor, at, who, seat)),
      ),
    );
  return seats;
}

export const isTwoPlace = (target: PlaceTarget): target is TwoPlaceTarget =>
  target.startsWith('two-') || target === 'any-two' || target === 'both-neighbours';

export const isOnePlace = (target: PlaceTarget): target is OnePlaceTarget => !isTwoPlace(target);

/** The seats of a group. */
export function groupSeats(state: GameState, group: Group | RippleGroup): number[] {
  const seats: number[] = [];
  for (let s = 0; s < state.setup.players.length; s++) if (inGroup(group, s)) seats.push(s);
  return seats;
}
