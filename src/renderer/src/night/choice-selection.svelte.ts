/**
 * The answer the moderator is building for the current call, one rule per choice kind (the engine's
 * `ChoiceSpec`, shown as `ChoiceView`): which seats and center cards are picked, the Seer's mode, the
 * Marksman's card and Mark picks, the Gremlin's cards-or-Marks switch. `answer` is the complete answer
 * for `api.answer`, or `null` while the selection is incomplete.
 */
import type { AnswerInput } from '../../../shared/session-contract.ts';
import type { ChoiceView, SeatChoice } from '../../../shared/views.ts';

export type SeerMode = 'player' | 'center';
export type MarksmanPick = 'card' | 'mark';
export type GremlinSwap = 'cards' | 'marks';

const NOTHING: ChoiceView = { kind: 'none' };

/** The seats a choice offers, with their legality; empty for choices of center cards or nothing. */
export function seatOptions(choice: ChoiceView): readonly SeatChoice[] {
  return 'seats' in choice ? choice.seats : [];
}

/** The center cards a choice offers. */
export function centerOptions(choice: ChoiceView): readonly number[] {
  return choice.kind === 'center' || choice.kind === 'seer' ? choice.indexes : [];
}

/** Whether "did nothing" is a legal answer: optional choices only (the Seer, Marksman and Gremlin may all pass). */
export function mayPass(choice: ChoiceView): boolean {
  switch (choice.kind) {
    case 'none':
      return false;
    case 'target':
    case 'targets':
    case 'center':
      return !choice.mandatory;
    case 'seer':
    case 'marksman':
    case 'gremlin':
      return true;
    // The app's calls (Alien): the Oracle may leave the answer to the app; the others may do nothing.
    case 'oracle':
    case 'each':
    case 'give':
    case 'direction':
    case 'exchange':
    case 'artifact':
      return true;
    case 'place':
      return !choice.mandatory;
    case 'places':
      return choice.allowNone;
  }
}

/** Two picks at most; a third replaces the older one, so a mis-click is fixed with one more click. */
function toggleInPair(list: readonly number[], value: number): number[] {
  if (list.includes(value)) return list.filter((v) => v !== value);
  return list.length < 2 ? [...list, value] : [list[1]!, value];
}

export class ChoiceSelection {
  choice = $state<ChoiceView>(NOTHING);
  /** Picked seats: the target(s), the Gremlin's two players, the Seer's player. */
  seats = $state<number[]>([]);
  /** Picked center cards: one for a center choice, two for the Seer. */
  centers = $state<number[]>([]);
  seerMode = $state<SeerMode>('player');
  /** Which of the Marksman's picks the next seat click fills. */
  marksmanPick = $state<MarksmanPick>('card');
  card = $state<number | null>(null);
  mark = $state<number | null>(null);
  /** Unset until the moderator says which: switching cards or Marks are very different actions. */
  swap = $state<GremlinSwap | null>(null);

  /** The complete answer, or null while something is missing or a pick became illegal (after an override). */
  readonly answer: AnswerInput | null = $derived(this.complete());

  /** Why a Marksman selection cannot be confirmed (the one rule a click cannot prevent). */
  readonly sameMarksmanSeat: boolean = $derived(
    this.choice.kind === 'marksman' && this.card !== null && this.card === this.mark,
  );

  /** Starts over for a new call (or the same call again after an undo). */
  reset(choice: ChoiceView): void {
    this.choice = choice;
    this.seats = [];
    this.centers = [];
    this.seerMode = 'player';
    this.marksmanPick = 'card';
    this.card = null;
    this.mark = null;
    this.swap = null;
  }

  /** The same call with fresh legality (an override can change who may be chosen); picks are kept. */
  refresh(choice: ChoiceView): void {
    this.choice = choice;
  }

  isLegalSeat(seat: number): boolean {
    return seatOptions(this.choice).some((s) => s.seat === seat && s.legal);
  }

  /** Picks or unpicks a seat; returns false when the seat cannot be chosen now. */
  toggleSeat(seat: number): boolean {
    if (!this.isLegalSeat(seat)) return false;
    switch (this.choice.kind) {
      case 'target':
        this.seats = this.seats[0] === seat ? [] : [seat];
        return true;
      case 'targets':
      case 'gremlin':
        this.seats = toggleInPair(this.seats, seat);
        return true;
      case 'seer':
        this.seerMode = 'player';
        this.centers = [];
        this.seats = this.seats[0] === seat ? [] : [seat];
        return true;
      case 'marksman':
        if (this.marksmanPick === 'card') {
          this.card = this.card === seat ? null : seat;
          // The usual order is a card, then a Mark: move on to the Mark if it is still open.
          if (this.card !== null && this.mark === null) this.marksmanPick = 'mark';
        } else {
          this.mark = this.mark === seat ? null : seat;
          if (this.mark !== null && this.card === null) this.marksmanPick = 'card';
        }
        return true;
      default:
        return false;
    }
  }

  /** Picks or unpicks a center card; returns false when center cards are not a choice now. */
  toggleCenter(index: number): boolean {
    if (!centerOptions(this.choice).includes(index)) return false;
    if (this.choice.kind === 'center') {
      this.centers = this.centers[0] === index ? [] : [index];
      return true;
    }
    // The Seer: a center card means the two-center-cards mode.
    this.seerMode = 'center';
    this.seats = [];
    this.centers = toggleInPair(this.centers, index);
    return true;
  }

  setSeerMode(mode: SeerMode): void {
    if (this.choice.kind !== 'seer' || this.seerMode === mode) return;
    this.seerMode = mode;
    this.seats = [];
    this.centers = [];
  }

  setMarksmanPick(pick: MarksmanPick): void {
    this.marksmanPick = pick;
  }

  setSwap(swap: GremlinSwap): void {
    this.swap = swap;
  }

  isSelectedSeat(seat: number): boolean {
    return this.seats.includes(seat) || this.card === seat || this.mark === seat;
  }

  private complete(): AnswerInput | null {
    const choice = this.choice;
    const legal = (seats: readonly (number | null)[]): boolean => seats.every((s) => s === null || this.isLegalSeat(s));
    switch (choice.kind) {
      case 'none':
        return null;
      case 'target':
        return this.seats.length === 1 && legal(this.seats) ? { target: this.seats[0]! } : null;
      case 'targets': {
        const count = this.seats.length;
        const enough = count === 2 || (choice.allowOne && count === 1);
        return enough && legal(this.seats) ? { targets: [...this.seats] } : null;
      }
      case 'center':
        return this.centers.length === 1 ? { center: this.centers[0]! } : null;
      case 'seer':
        if (this.seerMode === 'player')
          return this.seats.length === 1 && legal(this.seats) ? { target: this.seats[0]! } : null;
        return this.centers.length === 2 ? { centers: [...this.centers] } : null;
      case 'marksman': {
        if (this.card === null && this.mark === null) return null;
        if (this.card === this.mark || !legal([this.card, this.mark])) return null;
        return {
          ...(this.card !== null ? { card: this.card } : {}),
          ...(this.mark !== null ? { mark: this.mark } : {}),
        };
      }
      case 'gremlin':
        return this.swap && this.seats.length === 2 && legal(this.seats)
          ? { swap: this.swap, targets: [...this.seats] }
          : null;
      case 'artifact':
        // The artifact itself is drawn by the app; the moderator names the card it goes on.
        return this.seats.length === 1 && legal(this.seats) ? { target: this.seats[0]! } : null;
      case 'place':
        if (this.seats.length === 1 && legal(this.seats)) return { target: this.seats[0]! };
        return this.centers.length === 1 ? { center: this.centers[0]! } : null;
      // The Alien calls' own selections (the Oracle's reply, each Alien's card, a give, a shift) come
      // with their console (issue 13); until then these calls are answered by "did nothing".
      case 'oracle':
      case 'each':
      case 'places':
      case 'give':
      case 'direction':
      case 'exchange':
        return null;
    }
  }
}
