/**
 * The answer the moderator is building for the current call, one rule per choice kind (the engine's
 * `ChoiceSpec`, shown as `ChoiceView`): which seats and center cards are picked, the Seer's mode, the
 * Marksman's card and Mark picks, the Gremlin's cards-or-Marks switch, and for Alien's calls the Oracle's
 * reply and what she does after it, each Alien's own card, the Witch's card and who receives it, the
 * Village Idiot's direction, a ripple's exchange; for Daybreak's, the cards looked at one at a time up to
 * where the looking stops (the Paranormal Investigator, Nostradamus) and the Curator's token (the one the
 * app drew, or the one drawn at the table). `answer` is the complete answer for `api.answer`, or
 * `null` while the selection is incomplete. `active` is the part of the choice the table's clicks fill now
 * (the Oracle's follow-up, the Alien being entered, the Witch's card or its receiver).
 */
import type { ArtifactId } from '../../../shared/roles.ts';
import type { AnswerInput } from '../../../shared/session-contract.ts';
import type { ChoiceView, OracleAnswerView, SeatChoice } from '../../../shared/views.ts';

export type SeerMode = 'player' | 'center';
export type MarksmanPick = 'card' | 'mark';
export type GremlinSwap = 'cards' | 'marks';
/** Which of the Witch's picks the next click fills: the card she views, or the player who receives it. */
export type GivePick = 'card' | 'to';
export type Direction = 'left' | 'right';
/** One Alien's own card: a player's, or nothing yet. */
export type EachPick = { readonly target: number } | { readonly center: number } | null;

/** The Oracle's reply as the selection keeps it: the answer tapped (or the app's own) and its follow-up. */
export interface OracleReplyPick {
  readonly answer: string | number;
  readonly view: OracleAnswerView | null;
  /** The app answered for her (she did not tap in time, or her card is in the center). */
  readonly auto: boolean;
  /** What she may or must do then (`none`: nothing). */
  readonly then: ChoiceView;
}

const NOTHING: ChoiceView = { kind: 'none' };

/** The seats a choice offers, with their legality; empty for choices of center cards or nothing. */
export function seatOptions(choice: ChoiceView): readonly SeatChoice[] {
  return 'seats' in choice ? choice.seats : [];
}

/** The center cards a choice offers. */
export function centerOptions(choice: ChoiceView): readonly number[] {
  return 'indexes' in choice ? choice.indexes : [];
}

const NO_SEATS: readonly SeatChoice[] = [];
const NO_CENTERS: readonly number[] = [];

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
  /** The call's choice as the view has it (raw: replaced whole, never changed in place). */
  choice = $state.raw<ChoiceView>(NOTHING);
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
  /** The Oracle's reply, once tapped (or answered by the app). */
  reply = $state<OracleReplyPick | null>(null);
  /** Each Alien's own card, in the order of the choice's `choices`. */
  each = $state<EachPick[]>([]);
  /** The Alien the next click is for. */
  eachIndex = $state(0);
  givePick = $state<GivePick>('card');
  giveTo = $state<number | null>(null);
  direction = $state<Direction | null>(null);
  /** A ripple's two cards: exchanged (true) or not said yet. */
  exchanged = $state(false);
  /** The Curator's token as drawn at the table, when the moderator names it (null: the one the app drew). */
  artifact = $state<ArtifactId | null>(null);

  /** The part of the choice the table's clicks fill now. */
  readonly active: ChoiceView = $derived(this.activeChoice());
  /** The seats a click may pick now, with their legality. */
  readonly activeSeats: readonly SeatChoice[] = $derived(this.seatsNow());
  /** The center cards a click may pick now. */
  readonly activeCenters: readonly number[] = $derived(this.centersNow());

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
    this.reply = null;
    this.each = choice.kind === 'each' ? choice.choices.map(() => null) : [];
    this.eachIndex = 0;
    this.givePick = 'card';
    this.giveTo = null;
    this.direction = null;
    this.exchanged = false;
    this.artifact = null;
  }

  /** The same call with fresh legality (an override can change who may be chosen); picks are kept. */
  refresh(choice: ChoiceView): void {
    this.choice = choice;
  }

  isLegalSeat(seat: number): boolean {
    return this.activeSeats.some((s) => s.seat === seat && s.legal);
  }

  /** Picks or unpicks a seat; returns false when the seat cannot be chosen now. */
  toggleSeat(seat: number): boolean {
    if (!this.isLegalSeat(seat)) return false;
    switch (this.choice.kind) {
      case 'each':
        return this.pickEach({ target: seat });
      case 'give':
        if (this.givePick === 'to') {
          this.giveTo = this.giveTo === seat ? null : seat;
          if (this.giveTo !== null && this.seats.length === 0 && this.centers.length === 0) this.givePick = 'card';
        } else {
          this.centers = [];
          this.seats = this.seats[0] === seat ? [] : [seat];
          if (this.seats.length > 0 && this.giveTo === null) this.givePick = 'to';
        }
        return true;
    }
    switch (this.active.kind) {
      case 'place':
        this.centers = [];
        this.seats = this.seats[0] === seat ? [] : [seat];
        return true;
      case 'places':
        if (this.afterStop(seat)) return false;
        this.seats = this.togglePlaces(this.seats, seat, 'seat');
        return true;
      case 'target':
      case 'artifact':
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
    if (!this.activeCenters.includes(index)) return false;
    if (this.choice.kind === 'each') return this.pickEach({ center: index });
    if (this.choice.kind === 'give') {
      this.seats = [];
      this.centers = this.centers[0] === index ? [] : [index];
      if (this.centers.length > 0 && this.giveTo === null) this.givePick = 'to';
      return true;
    }
    const kind = this.active.kind;
    if (kind === 'center' || kind === 'place') {
      this.seats = [];
      this.centers = this.centers[0] === index ? [] : [index];
      return true;
    }
    if (kind === 'places') {
      this.centers = this.togglePlaces(this.centers, index, 'center');
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

  /** The Oracle's reply: tapped by the moderator, or the app's own (`auto`). Her follow-up picks start over. */
  setReply(view: OracleAnswerView, auto: boolean): void {
    // Nobody awake (her card in the center): the app's reply is said all the same, with nothing to enter.
    const found = this.choice.kind === 'oracle' ? this.choice.replies.find((r) => r.answer === view.answer) : undefined;
    this.reply = { answer: view.answer, view, auto, then: found?.then ?? { kind: 'none' } };
    this.seats = [];
    this.centers = [];
  }

  /** Which Alien the next click is for. */
  setEachIndex(index: number): void {
    if (this.choice.kind === 'each' && index >= 0 && index < this.choice.choices.length) this.eachIndex = index;
  }

  /** Takes back one Alien's pick (they did nothing). */
  clearEach(index: number): void {
    if (index < 0 || index >= this.each.length) return;
    this.each = this.each.map((pick, i) => (i === index ? null : pick));
    this.eachIndex = index;
  }

  setGivePick(pick: GivePick): void {
    this.givePick = pick;
  }

  setDirection(direction: Direction): void {
    if (this.choice.kind === 'direction') this.direction = this.direction === direction ? null : direction;
  }

  setExchanged(on: boolean): void {
    if (this.choice.kind === 'exchange') this.exchanged = on;
  }

  /** The token actually drawn at the table (null: the app's); only one still in the pile. */
  setArtifact(artifact: ArtifactId | null): void {
    if (this.choice.kind !== 'artifact') return;
    this.artifact = artifact !== null && this.choice.artifacts.includes(artifact) ? artifact : null;
  }

  /** The token the Curator places: the one named, or the app's draw. */
  artifactPlaced(): string | null {
    return this.choice.kind === 'artifact' ? (this.artifact ?? this.choice.drawn ?? null) : null;
  }

  /**
   * Cards looked at one at a time: the picked card where the looking stops, with why (the first picked card
   * whose `stops` says so), or null. Seats picked after it would be refused.
   */
  stoppedAt(): { readonly seat: number; readonly reason: string } | null {
    const active = this.active;
    if (active.kind !== 'places' || !active.stops) return null;
    for (const seat of this.seats) {
      const reason = active.stops[seat];
      if (reason) return { seat, reason };
    }
    return null;
  }

  /** Why this seat cannot be looked at now: the looking already stopped at another picked card. */
  afterStop(seat: number): { readonly seat: number; readonly reason: string } | null {
    if (this.seats.includes(seat)) return null;
    return this.stoppedAt();
  }

  isSelectedSeat(seat: number): boolean {
    if (this.choice.kind === 'each')
      return this.each.some((pick) => pick !== null && 'target' in pick && pick.target === seat);
    return this.seats.includes(seat) || this.card === seat || this.mark === seat || this.giveTo === seat;
  }

  /** The center cards shown as picked (each Alien's included). */
  selectedCenters(): number[] {
    if (this.choice.kind === 'each')
      return this.each.flatMap((pick) => (pick !== null && 'center' in pick ? [pick.center] : []));
    return [...this.centers];
  }

  private pickEach(pick: EachPick & object): boolean {
    const index = this.eachIndex;
    if (index >= this.each.length) return false;
    const before = this.each[index];
    const same =
      before !== null &&
      before !== undefined &&
      (('target' in pick && 'target' in before && before.target === pick.target) ||
        ('center' in pick && 'center' in before && before.center === pick.center));
    this.each = this.each.map((p, i) => (i === index ? (same ? null : pick) : p));
    if (!same) {
      // On to the next Alien still without a card (round the list), so entering them in turn is one click each.
      const n = this.each.length;
      for (let step = 1; step < n; step++) {
        const next = (index + step) % n;
        if (this.each[next] === null) {
          this.eachIndex = next;
          break;
        }
      }
    }
    return true;
  }

  /** One more pick among players' and center cards (`max` in all); past it, the oldest pick goes. */
  private togglePlaces(list: readonly number[], value: number, of: 'seat' | 'center'): number[] {
    if (list.includes(value)) return list.filter((v) => v !== value);
    const active = this.active;
    const max = active.kind === 'places' ? active.max : 1;
    if (this.seats.length + this.centers.length < max) return [...list, value];
    // Full: the oldest of this kind goes (or, if none of this kind, one of the other kind).
    if (list.length > 0) return [...list.slice(1), value];
    if (of === 'seat') this.centers = this.centers.slice(1);
    else this.seats = this.seats.slice(1);
    return [value];
  }

  private activeChoice(): ChoiceView {
    const choice = this.choice;
    if (choice.kind === 'oracle') return this.reply?.then ?? { kind: 'none' };
    if (choice.kind === 'each') return choice.choices[this.eachIndex]?.choice ?? { kind: 'none' };
    return choice;
  }

  private seatsNow(): readonly SeatChoice[] {
    const choice = this.choice;
    if (choice.kind === 'give') return this.givePick === 'to' ? choice.to : choice.seats;
    const active = this.active;
    return 'seats' in active ? active.seats : NO_SEATS;
  }

  private centersNow(): readonly number[] {
    const choice = this.choice;
    if (choice.kind === 'give') return this.givePick === 'to' ? NO_CENTERS : choice.indexes;
    return centerOptions(this.active);
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
      case 'artifact': {
        // The token is the app's draw unless the moderator names the one drawn at the table.
        if (this.seats.length !== 1 || !legal(this.seats)) return null;
        const token = this.artifactPlaced();
        return { target: this.seats[0]!, ...(token ? { artifact: token as ArtifactId } : {}) };
      }
      case 'place':
        return this.placeAnswer(choice);
      case 'places':
        return this.placesAnswer(choice, false);
      case 'oracle': {
        const reply = this.reply;
        if (!reply) return null;
        const said: AnswerInput = reply.auto ? {} : { reply: reply.answer as AnswerInput['reply'] & {} };
        const then = reply.then;
        if (then.kind === 'none') return said;
        if (then.kind === 'center') return this.centers.length === 1 ? { ...said, center: this.centers[0]! } : null;
        if (then.kind === 'places') {
          const picks = this.placesAnswer(then, true);
          return picks === null ? null : { ...said, ...picks };
        }
        return null;
      }
      case 'each': {
        if (this.each.length !== choice.choices.length || this.each.every((p) => p === null)) return null;
        const legalPick = (pick: EachPick, i: number): boolean => {
          if (pick === null) return true;
          const own = choice.choices[i]?.choice;
          if (!own) return false;
          if ('target' in pick) return seatOptions(own).some((s) => s.seat === pick.target && s.legal);
          return centerOptions(own).includes(pick.center);
        };
        if (!this.each.every(legalPick)) return null;
        return { each: this.each.map((pick) => (pick === null ? {} : { ...pick })) };
      }
      case 'give': {
        if (this.giveTo === null || !choice.to.some((s) => s.seat === this.giveTo && s.legal)) return null;
        if (this.seats.length === 1 && choice.seats.some((s) => s.seat === this.seats[0] && s.legal))
          return this.seats[0] === this.giveTo ? null : { target: this.seats[0]!, to: this.giveTo };
        return this.centers.length === 1 && choice.indexes.includes(this.centers[0]!)
          ? { center: this.centers[0]!, to: this.giveTo }
          : null;
      }
      case 'direction':
        return this.direction ? { direction: this.direction } : null;
      case 'exchange':
        return this.exchanged ? { swap: 'cards' } : null;
    }
  }

  private placeAnswer(choice: Extract<ChoiceView, { kind: 'place' }>): AnswerInput | null {
    if (this.seats.length === 1 && choice.seats.some((s) => s.seat === this.seats[0] && s.legal))
      return { target: this.seats[0]! };
    return this.centers.length === 1 && choice.indexes.includes(this.centers[0]!) ? { center: this.centers[0]! } : null;
  }

  /** Between `min` and `max` cards (`emptyOk`: none is a complete answer too, as the Oracle's "nothing more"). */
  private placesAnswer(choice: Extract<ChoiceView, { kind: 'places' }>, emptyOk: boolean): AnswerInput | null {
    const count = this.seats.length + this.centers.length;
    if (count === 0) return emptyOk && choice.allowNone ? {} : null;
    if (count < choice.min || count > choice.max) return null;
    if (!this.seats.every((seat) => choice.seats.some((s) => s.seat === seat && s.legal))) return null;
    if (!this.centers.every((c) => choice.indexes.includes(c))) return null;
    // One at a time: nothing after the card where the looking stops.
    if (choice.stops && this.seats.slice(0, -1).some((seat) => choice.stops![seat])) return null;
    return {
      ...(this.seats.length > 0 ? { targets: [...this.seats] } : {}),
      ...(this.centers.length > 0 ? { centers: [...this.centers] } : {}),
    };
  }
}
