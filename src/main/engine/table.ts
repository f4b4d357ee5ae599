import type { Fact, Place } from './events.ts';
import type { Copy, GameState, MarkSet } from './state.ts';
import type { Mark, Role } from './vocabulary.ts';

/**
 * A working copy of the table, so one answer is applied all at once or not at all. Arrays are copied on
 * first write: most steps (announcements, calls with nobody awake) change nothing. Role modules change the
 * table only through it, and every change is written down as a fact.
 */
export class Table {
  positions: readonly number[];
  marks: readonly number[];
  board: readonly number[];
  copies: readonly (Copy | null)[];
  frightened: readonly boolean[] | null;
  assassinWoke: boolean;
  bitten: number | null;
  /** A player woke for this step. */
  acted = false;
  readonly facts: Fact[] = [];

  constructor(readonly state: GameState) {
    this.positions = state.positions;
    this.marks = state.marks;
    this.board = state.board;
    this.copies = state.copies;
    this.frightened = state.frightened;
    this.assassinWoke = state.assassinWoke;
    this.bitten = state.bitten;
  }

  setCopy(card: number, copy: Copy): void {
    const copies = this.copies.slice();
    copies[card] = copy;
    this.copies = copies;
  }

  roleAt(position: number): Role {
    return this.state.setup.cards[this.positions[position]!]!;
  }

  markOf(player: number): Mark {
    return this.state.setup.tokens[this.marks[player]!]!.kind;
  }

  place(position: number): Place {
    const n = this.state.setup.players.length;
    return position < n ? { player: position } : { center: position - n };
  }

  give(kind: Mark, set: MarkSet, index: number, target: number): void {
    const spot = this.state.setup.spots.findIndex((s) => s.kind === kind && s.set === set && s.index === index);
    if (spot < 0) throw new Error(`no ${set} ${kind} spot ${index} on the Marks board`);
    const given = this.board[spot]!;
    const replaced = this.marks[target]!;
    const board = this.board.slice();
    const marks = this.marks.slice();
    board[spot] = replaced;
    marks[target] = given;
    this.board = board;
    this.marks = marks;
    this.facts.push({
      kind: 'gave-mark',
      target,
      mark: this.state.setup.tokens[given]!.kind,
      replaced: this.state.setup.tokens[replaced]!.kind,
    });
  }

  swapPositions(a: number, b: number): void {
    const positions = this.positions.slice();
    positions[a] = this.positions[b]!;
    positions[b] = this.positions[a]!;
    this.positions = positions;
    this.facts.push({ kind: 'swapped-cards', a: this.place(a), b: this.place(b) });
  }

  swapMarks(a: number, b: number, own = false): void {
    const marks = this.marks.slice();
    marks[a] = this.marks[b]!;
    marks[b] = this.marks[a]!;
    this.marks = marks;
    this.facts.push(own ? { kind: 'swapped-marks', a, b, own } : { kind: 'swapped-marks', a, b });
  }

  viewCard(actor: number, position: number, own = false): void {
    const place = this.place(position);
    const card = this.roleAt(position);
    this.facts.push(
      own ? { kind: 'viewed-card', actor, place, card, own } : { kind: 'viewed-card', actor, place, card },
    );
  }

  viewMark(actor: number, player: number): void {
    this.facts.push({ kind: 'viewed-mark', actor, player, mark: this.markOf(player) });
  }

  commit(cursor: number): GameState {
    return {
      ...this.state,
      cursor,
      positions: this.positions,
      marks: this.marks,
      board: this.board,
      copies: this.copies,
      frightened: this.frightened,
      assassinWoke: this.assassinWoke,
      bitten: this.bitten,
      nightBegun: this.state.nightBegun || this.acted,
    };
  }
}
