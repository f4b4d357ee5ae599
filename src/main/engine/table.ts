import type { Fact, Place } from './events.ts';
import type { Copy, GameState, MarkSet, Spot } from './model.ts';
import { withSaid } from './app/state.ts';
import { filled } from './arrays.ts';
import type { Artifact, Mark, Role, Team } from './vocabulary.ts';

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
  app: GameState['app'];
  becomes: GameState['becomes'];
  cardBecomes: GameState['cardBecomes'];
  joins: GameState['joins'];
  faceUp: GameState['faceUp'];
  wrongGuesses: GameState['wrongGuesses'];
  shields: GameState['shields'];
  artifacts: GameState['artifacts'];
  touched: GameState['touched'];
  aliensWoke: GameState['aliensWoke'];
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
    this.app = state.app;
    this.becomes = state.becomes;
    this.cardBecomes = state.cardBecomes;
    this.joins = state.joins;
    this.faceUp = state.faceUp;
    this.wrongGuesses = state.wrongGuesses;
    this.shields = state.shields;
    this.artifacts = state.artifacts;
    this.touched = state.touched;
    this.aliensWoke = state.aliensWoke;
  }

  /** The Sentinel's shield on the card in front of this player. */
  shield(actor: number, player: number): void {
    const shields = (this.shields ?? filled(this.state.setup.players.length, false)).slice();
    shields[player] = true;
    this.shields = shields;
    this.facts.push({ kind: 'shielded', actor, player });
  }

  /** The Curator's artifact, face down on the card in front of this player. */
  placeArtifact(actor: number, player: number, artifact: Artifact): void {
    const artifacts = (this.artifacts ?? filled<Artifact | null>(this.state.setup.cards.length, null)).slice();
    artifacts[this.positions[player]!] = artifact;
    this.artifacts = artifacts;
    this.facts.push({ kind: 'artifact', actor, player, artifact });
  }

  /** These players viewed or moved a card or a Mark (the Aura Seer will see their thumbs). */
  touch(players: readonly number[]): void {
    if (players.length === 0) return;
    const touched = (this.touched ?? filled(this.state.setup.players.length, false)).slice();
    for (const p of players) if (p >= 0) touched[p] = true;
    this.touched = touched;
  }

  /** The app says a draw now: it is written down (and exported with the game). */
  say(key: string, value: unknown, loop = false): void {
    if (!this.app) return;
    this.app = { ...this.app, said: withSaid(this.app.said, key, value, loop) };
  }

  /** The *player* now is this role, whatever card they hold (`told` as for `cardBecomesRole`). */
  playerBecomes(player: number, role: Role, told = true): void {
    const becomes = (this.becomes ?? filled<Role | null>(this.state.setup.players.length, null)).slice();
    becomes[player] = role;
    this.becomes = becomes;
    if (told) this.facts.push({ kind: 'became', player, role, card: false });
  }

  /** The card at this position now is this role, wherever it goes. */
  /** `told`: the change is a fact of its own (false when another fact already says it, as "stopped"). */
  cardBecomesRole(position: number, role: Role, told = true): void {
    const cardBecomes = (this.cardBecomes ?? filled<Role | null>(this.state.setup.cards.length, null)).slice();
    cardBecomes[this.positions[position]!] = role;
    this.cardBecomes = cardBecomes;
    if (!told) return;
    const place = this.place(position);
    this.facts.push({ kind: 'became', player: 'player' in place ? place.player : -1, role, card: true });
  }

  /** The player joins a team without becoming one of them. */
  join(player: number, team: Team): void {
    const joins = (this.joins ?? filled<Team | null>(this.state.setup.players.length, null)).slice();
    joins[player] = team;
    this.joins = joins;
    this.facts.push({ kind: 'joined', player, team });
  }

  /** Turns the card at this position face up, for everyone to see. */
  flip(actor: number, position: number): void {
    const faceUp = (this.faceUp ?? filled(this.state.setup.cards.length, false)).slice();
    faceUp[this.positions[position]!] = true;
    this.faceUp = faceUp;
    this.facts.push({ kind: 'flipped', actor, place: this.place(position), card: this.roleAt(position) });
  }

  /** Turns the card at this position back face down (`as`: the kind of card that sends it back, for the telling). */
  flipDown(position: number, as?: Role): void {
    const faceUp = (this.faceUp ?? filled(this.state.setup.cards.length, false)).slice();
    faceUp[this.positions[position]!] = false;
    this.faceUp = faceUp;
    this.facts.push(
      as
        ? { kind: 'flipped-down', place: this.place(position), as }
        : { kind: 'flipped-down', place: this.place(position) },
    );
  }

  /** Moves the cards at `seats` one place along the list (the card at seats[i] goes to seats[i + 1]). */
  rotate(seats: readonly number[], why: 'aliens' | 'idiot' | 'ripple', direction: 'left' | 'right'): void {
    if (seats.length < 2) return;
    if (seats.some((s) => this.shields?.[s] === true)) throw new Error('a shielded card cannot be moved');
    const positions = this.positions.slice();
    for (let i = 0; i < seats.length; i++) positions[seats[(i + 1) % seats.length]!] = this.positions[seats[i]!]!;
    this.positions = positions;
    this.facts.push({ kind: 'rotated-cards', seats: [...seats], direction, why });
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
    const spot = spotOf(this.state.setup.spots, kind, set, index);
    if (spot < 0) throw new Error(`no ${set} ${kind} spot ${index} on the Marks board`);
    const given = this.board[spot]!;
    const replaced = this.marks[target]!;
    this.ownBoard()[spot] = replaced;
    this.ownMarks()[target] = given;
    this.facts.push({
      kind: 'gave-mark',
      target,
      mark: this.state.setup.tokens[given]!.kind,
      replaced: this.state.setup.tokens[replaced]!.kind,
    });
  }

  swapPositions(a: number, b: number): void {
    // A shielded card never moves: every role's choices refuse it first (a programmer error otherwise).
    if (this.shields?.[a] === true || this.shields?.[b] === true) throw new Error('a shielded card cannot be moved');
    const positions = this.positions.slice();
    positions[a] = this.positions[b]!;
    positions[b] = this.positions[a]!;
    this.positions = positions;
    this.facts.push({ kind: 'swapped-cards', a: this.place(a), b: this.place(b) });
  }

  swapMarks(a: number, b: number, own = false): void {
    const marks = this.ownMarks();
    const atA = marks[a]!;
    marks[a] = marks[b]!;
    marks[b] = atA;
    this.facts.push(own ? { kind: 'swapped-marks', a, b, own } : { kind: 'swapped-marks', a, b });
  }

  viewCard(actor: number, position: number, own = false): void {
    if (this.shields?.[position] === true) throw new Error('a shielded card cannot be viewed');
    const place = this.place(position);
    const card = this.roleAt(position);
    this.facts.push(
      own ? { kind: 'viewed-card', actor, place, card, own } : { kind: 'viewed-card', actor, place, card },
    );
  }

  viewMark(actor: number, player: number): void {
    this.facts.push({ kind: 'viewed-mark', actor, player, mark: this.markOf(player) });
  }

  /**
   * The players' Marks, to change: copied from the state on the first change of this answer, changed in
   * place after (the Cupid's two Marks of Love, the Priest's two of Clarity copy the lists once). Nothing
   * reads the working copy's lists but the table itself until `commit`.
   */
  private ownMarks(): number[] {
    if (this.marks === this.state.marks) this.marks = this.marks.slice();
    return this.marks as number[];
  }

  /** The Marks board, to change (as `ownMarks`). */
  private ownBoard(): number[] {
    if (this.board === this.state.board) this.board = this.board.slice();
    return this.board as number[];
  }

  commit(cursor: number): GameState {
    // Every field written out, in the order `createGame` gives them: one object shape for every state.
    const state = this.state;
    return {
      setup: state.setup,
      cursor,
      positions: this.positions,
      startCards: state.startCards,
      nightBegun: state.nightBegun || this.acted,
      marks: this.marks,
      board: this.board,
      copies: this.copies,
      frightened: this.frightened,
      assassinWoke: this.assassinWoke,
      bitten: this.bitten,
      votes: state.votes,
      app: this.app,
      becomes: this.becomes,
      cardBecomes: this.cardBecomes,
      joins: this.joins,
      faceUp: this.faceUp,
      wrongGuesses: this.wrongGuesses,
      shields: this.shields,
      artifacts: this.artifacts,
      touched: this.touched,
      aliensWoke: this.aliensWoke,
    };
  }
}

/** The Marks board's spot of this kind, set and index (-1 if none): a loop, no closure made for every Mark given. */
function spotOf(spots: readonly Spot[], kind: Mark, set: MarkSet, index: number): number {
  for (let i = 0; i < spots.length; i++) {
    const s = spots[i]!;
    if (s.kind === kind && s.set === set && s.index === index) return i;
  }
  return -1;
}
