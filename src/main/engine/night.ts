import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import type { Fact, Place, StepEvent } from './events.ts';
import { ROLE_RULES, VAMPIRE_KIND } from './roles.ts';
import {
  centerPosition,
  currentStep,
  isVampire,
  markAt,
  nightIdentity,
  playerCount,
  tokenKind,
  type Copy,
  type GameState,
  type MarkSet,
} from './state.ts';
import type { StepRule } from './wake-order.ts';
import { ROLE_NAMES_EN } from './text/en.ts';
import { CENTER_SIZE, type Call, type Mark, type Role } from './vocabulary.ts';

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

/** What the current step may or must choose; the console, the bot and validation all read this. */
export type ChoiceSpec =
  | { readonly kind: 'none' }
  | { readonly kind: 'target'; readonly mandatory: boolean; readonly seats: readonly SeatOption[] }
  | {
      readonly kind: 'targets';
      readonly mandatory: boolean;
      readonly seats: readonly SeatOption[];
      readonly allowOne: boolean;
    }
  | { readonly kind: 'center'; readonly mandatory: boolean; readonly indexes: readonly number[] }
  | { readonly kind: 'seer'; readonly seats: readonly SeatOption[]; readonly indexes: readonly number[] }
  | { readonly kind: 'marksman'; readonly seats: readonly SeatOption[] }
  | { readonly kind: 'gremlin'; readonly seats: readonly SeatOption[] };

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

const NONE: ChoiceSpec = { kind: 'none' };

/** The call of a role's own night step (for the Doppelgänger's immediate action). */
const ROLE_CALL: Partial<Record<Role, Call>> = {
  seer: 'seer',
  robber: 'robber',
  troublemaker: 'troublemaker',
  drunk: 'drunk',
  diseased: 'diseased',
  cupid: 'cupid',
  instigator: 'instigator',
};

function isFrightened(state: GameState, step: StepRule, player: number): boolean {
  return step.phase === 'night' && state.frightened !== null && state.frightened[player] === true;
}

/** Who is awake for a step right now (the moderator sees this; the table never does). */
export function stepActors(state: GameState, step: StepRule): StepActors {
  const n = playerCount(state);
  const actors: number[] = [];
  const frightened: number[] = [];
  if (step.kind === 'announcement') return { actors, frightened, role: null, doppelganger: false };
  if (step.key === 'lovers') {
    for (let p = 0; p < n; p++) if (markAt(state, p) === 'love') actors.push(p);
    return { actors, frightened, role: null, doppelganger: false };
  }
  if (step.kind === 'doppelganger-action') {
    for (let p = 0; p < n; p++) {
      const id = nightIdentity(state, p);
      if (id.doppelganger && !id.inert && ROLE_RULES[id.role].doppelganger === 'immediate') {
        return { actors: [p], frightened, role: id.role, doppelganger: true };
      }
    }
    return { actors, frightened, role: null, doppelganger: true };
  }
  let role: Role | null = step.roles.length === 1 ? step.roles[0]! : null;
  const { cards } = state.setup;
  for (let p = 0; p < n; p++) {
    // The night identity (see `nightIdentity`), without allocating: the starting card or what it copied.
    const card = state.startCards[p]!;
    const copy = state.copies[card];
    const identity = copy ? copy.role : cards[card]!;
    if (!step.roles.includes(identity)) continue;
    const doppelganger = copy ? copy.doppelganger : false;
    if (copy?.inert) continue;
    if (step.copies === 'original' && doppelganger) continue;
    if (step.copies === 'doppelganger' && !doppelganger) continue;
    if (isFrightened(state, step, p)) frightened.push(p);
    else actors.push(p);
  }
  if (step.key === 'vampires') role = 'vampire';
  return { actors, frightened, role, doppelganger: step.copies === 'doppelganger' };
}

/** Shared, frozen "legal" options: most seats are legal, and the hot path should not allocate them. */
const LEGAL_SEATS: readonly SeatOption[] = Array.from({ length: 16 }, (_, seat) =>
  Object.freeze({ seat, legal: true }),
);

function seatOptions(state: GameState, check: (seat: number) => RuleError | null): SeatOption[] {
  const seats: SeatOption[] = [];
  for (let seat = 0; seat < playerCount(state); seat++) {
    const reason = check(seat);
    seats.push(reason ? { seat, legal: false, reason } : LEGAL_SEATS[seat]!);
  }
  return seats;
}

function hasLegal(seats: readonly SeatOption[], atLeast = 1): boolean {
  let count = 0;
  for (const s of seats) if (s.legal) count++;
  return count >= atLeast;
}

function name(state: GameState, seat: number): string {
  return state.setup.players[seat]!;
}

function notSelf(state: GameState, actor: number, at: string, what: string) {
  return (seat: number): RuleError | null =>
    seat === actor ? ruleError('target/illegal', at, `${name(state, seat)} cannot choose themselves; ${what}`) : null;
}

const anyone = (): RuleError | null => null;

/** The role whose action a step performs (the Doppelgänger's immediate action: the copied role). */
function actingRole(step: StepRule, awake: StepActors): Role | null {
  if (step.kind === 'doppelganger-action') return awake.role;
  return step.roles[0] ?? null;
}

function choiceFor(state: GameState, step: StepRule, awake: StepActors): ChoiceSpec {
  const actor = awake.actors[0];
  if (actor === undefined) return NONE;
  const at = `${step.call ?? awake.role ?? step.key}`;
  const role = step.key === 'vampires' ? 'vampire' : actingRole(step, awake);
  switch (step.key === 'vampires' ? 'vampires' : role) {
    case 'copycat':
      return { kind: 'center', mandatory: true, indexes: [0, 1, 2] };
    case 'doppelganger':
      return {
        kind: 'target',
        mandatory: true,
        seats: seatOptions(state, notSelf(state, actor, at, "the Doppelgänger looks at one other player's card")),
      };
    case 'vampires': {
      const seats = seatOptions(state, (seat) => {
        if (awake.actors.includes(seat))
          return ruleError(
            'target/vampire',
            at,
            `${name(state, seat)} woke as a Vampire; the Mark of the Vampire goes to one other, non-Vampire player`,
          );
        if (isVampire(state, seat))
          return ruleError(
            'target/vampire',
            at,
            `${name(state, seat)} is a Vampire; the Mark of the Vampire goes to a non-Vampire`,
          );
        return null;
      });
      return { kind: 'target', mandatory: hasLegal(seats), seats };
    }
    case 'the-count': {
      const anyPlayer = awake.doppelganger && state.setup.options.doppelgangerCountAnyPlayer;
      const seats = seatOptions(state, (seat) => {
        if (seat === actor)
          return ruleError(
            'target/vampire',
            at,
            `${name(state, seat)} cannot frighten themselves; the Mark of Fear goes to a non-Vampire`,
          );
        if (anyPlayer) return null;
        if (markAt(state, seat) === 'vampire')
          return ruleError(
            'target/vampire',
            at,
            `${name(state, seat)} holds the Mark of the Vampire; the Mark of Fear must go to a non-Vampire`,
          );
        if (isVampire(state, seat))
          return ruleError(
            'target/vampire',
            at,
            `${name(state, seat)} is a Vampire; the Mark of Fear must go to a non-Vampire`,
          );
        return null;
      });
      return { kind: 'target', mandatory: hasLegal(seats), seats };
    }
    case 'diseased': {
      const n = playerCount(state);
      const left = (actor + n - 1) % n;
      const right = (actor + 1) % n;
      const seats = seatOptions(state, (seat) =>
        seat === left || seat === right
          ? null
          : ruleError(
              'target/not-a-neighbour',
              at,
              `${name(state, seat)} does not sit next to ${name(state, actor)}; the Mark of Disease goes to the player on the left or right`,
            ),
      );
      return { kind: 'target', mandatory: true, seats };
    }
    case 'cupid':
      return {
        kind: 'targets',
        mandatory: false,
        seats: seatOptions(state, anyone),
        allowOne: state.setup.options.cupidMayGiveOne,
      };
    case 'instigator':
      return { kind: 'target', mandatory: false, seats: seatOptions(state, anyone) };
    case 'priest':
      return {
        kind: 'target',
        mandatory: false,
        seats: seatOptions(
          state,
          notSelf(state, actor, at, 'the Priest gives himself a Mark of Clarity and may give one to another player'),
        ),
      };
    case 'assassin':
      return { kind: 'target', mandatory: true, seats: seatOptions(state, anyone) };
    case 'apprentice-assassin':
      return state.assassinWoke ? NONE : { kind: 'target', mandatory: true, seats: seatOptions(state, anyone) };
    case 'werewolf':
      return state.setup.options.loneWolf && awake.actors.length === 1
        ? { kind: 'center', mandatory: false, indexes: [0, 1, 2] }
        : NONE;
    case 'seer':
      return {
        kind: 'seer',
        seats: seatOptions(
          state,
          notSelf(state, actor, at, "the Seer may look at one other player's card or two center cards"),
        ),
        indexes: [0, 1, 2],
      };
    case 'robber':
      return {
        kind: 'target',
        mandatory: false,
        seats: seatOptions(
          state,
          notSelf(state, actor, at, "the Robber exchanges his card with another player's card"),
        ),
      };
    case 'troublemaker':
      return {
        kind: 'targets',
        mandatory: false,
        seats: seatOptions(
          state,
          notSelf(state, actor, at, 'the Troublemaker exchanges the cards of two other players'),
        ),
        allowOne: false,
      };
    case 'drunk':
      return { kind: 'center', mandatory: true, indexes: [0, 1, 2] };
    case 'marksman':
      return {
        kind: 'marksman',
        seats: seatOptions(state, notSelf(state, actor, at, "the Marksman views other players' card and Mark")),
      };
    case 'pickpocket':
      return {
        kind: 'target',
        mandatory: false,
        seats: seatOptions(
          state,
          notSelf(state, actor, at, "the Pickpocket exchanges his Mark with another player's Mark"),
        ),
      };
    case 'gremlin':
      return { kind: 'gremlin', seats: seatOptions(state, anyone) };
    default:
      return NONE;
  }
}

/** The current call: its step, who is awake, and the legal choices right now. */
export function currentCall(state: GameState): CallState | null {
  const step = currentStep(state);
  if (!step) return null;
  return describeStep(state, step, state.cursor);
}

export function describeStep(state: GameState, step: StepRule, index: number): CallState {
  const awake = stepActors(state, step);
  const role = awake.role;
  const call = step.kind === 'doppelganger-action' ? (role ? (ROLE_CALL[role] ?? null) : null) : step.call;
  return { step, index, call, awake, choice: choiceFor(state, step, awake) };
}

// --- applying an answer -----------------------------------------------------------------------------------

/**
 * A working copy of the table, so one answer is applied all at once or not at all. Arrays are copied on
 * first write: most steps (announcements, calls with nobody awake) change nothing.
 */
class Table {
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

  constructor(private readonly state: GameState) {
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
    const n = playerCount(this.state);
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
      mark: tokenKind(this.state, given),
      replaced: tokenKind(this.state, replaced),
    });
  }

  swapPositions(a: number, b: number): void {
    const positions = this.positions.slice();
    positions[a] = this.positions[b]!;
    positions[b] = this.positions[a]!;
    this.positions = positions;
    this.facts.push({ kind: 'swapped-cards', a: this.place(a), b: this.place(b) });
  }

  swapMarks(a: number, b: number): void {
    const marks = this.marks.slice();
    marks[a] = this.marks[b]!;
    marks[b] = this.marks[a]!;
    this.marks = marks;
    this.facts.push({ kind: 'swapped-marks', a, b });
  }

  viewCard(actor: number, position: number): void {
    this.facts.push({ kind: 'viewed-card', actor, place: this.place(position), card: this.roleAt(position) });
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

export interface Applied {
  readonly state: GameState;
  readonly event: StepEvent;
}

function isEmpty(answer: Answer): boolean {
  return (
    answer.target === undefined &&
    answer.targets === undefined &&
    answer.center === undefined &&
    answer.centers === undefined &&
    answer.card === undefined &&
    answer.mark === undefined &&
    answer.swap === undefined
  );
}

const FIELDS_BY_KIND: Record<ChoiceSpec['kind'], readonly (keyof Answer)[]> = {
  none: [],
  target: ['target'],
  targets: ['targets'],
  center: ['center'],
  seer: ['target', 'centers'],
  marksman: ['card', 'mark'],
  gremlin: ['swap', 'targets'],
};

function checkSeat(
  state: GameState,
  spec: { seats: readonly SeatOption[] },
  seat: number,
  at: string,
): RuleError | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= playerCount(state))
    return ruleError('choice/unknown-target', at, `seat ${seat} is not a player at this table`);
  const option = spec.seats[seat]!;
  return option.legal ? null : { ...option.reason!, at };
}

function checkCenter(index: number, at: string): RuleError | null {
  return Number.isInteger(index) && index >= 0 && index < CENTER_SIZE
    ? null
    : ruleError('choice/unknown-target', at, `center card ${index} does not exist; the center cards are 0, 1 and 2`);
}

/** Checks an answer against the legal choices; the fixed order is: fields, then each target. */
export function validateAnswer(state: GameState, call: CallState, answer: Answer, at: string): RuleError | null {
  const spec = call.choice;
  const allowed = FIELDS_BY_KIND[spec.kind];
  for (const field of Object.keys(answer) as (keyof Answer)[]) {
    if (answer[field] === undefined) continue;
    if (!allowed.includes(field) && call.awake.role === 'apprentice-assassin' && state.assassinWoke) {
      return ruleError(
        'choice/unexpected',
        at,
        `${describeActors(state, call)} saw the Assassin, who has placed the Mark of the Assassin; the Apprentice Assassin places it only if there is no Assassin`,
      );
    }
    if (!allowed.includes(field)) {
      const what = spec.kind === 'none' ? 'nothing to choose' : `a choice of ${allowed.join('/')}`;
      return ruleError('choice/unexpected', at, `"${field}" is not a choice here; this call has ${what}`);
    }
  }
  if (isEmpty(answer)) {
    const mandatory = 'mandatory' in spec && spec.mandatory;
    if (mandatory)
      return ruleError(
        'choice/missing',
        at,
        `${describeActors(state, call)} must choose (${allowed.join('/')}); the rules make this action mandatory`,
      );
    return null;
  }
  switch (spec.kind) {
    case 'none':
      return null;
    case 'target':
      return checkSeat(state, spec, answer.target!, at);
    case 'center':
      return checkCenter(answer.center!, at);
    case 'targets':
    case 'gremlin': {
      const targets = answer.targets ?? [];
      // Only an error needs the sentence: built lazily, off the hot path.
      const who = (): string => describeActors(state, call);
      if (spec.kind === 'gremlin' && (answer.swap === undefined) !== (answer.targets === undefined))
        return ruleError(
          'choice/missing',
          at,
          `${who()} switches "cards" or "marks" between two players: give both swap and targets`,
        );
      const one = spec.kind === 'targets' && spec.allowOne && targets.length === 1;
      if (!one && targets.length !== 2) {
        const rule =
          call.awake.role === 'cupid'
            ? 'Cupid gives Marks of Love to two different players, or none'
            : call.awake.role === 'gremlin'
              ? 'the Gremlin switches the cards or the Marks of two players'
              : 'the Troublemaker exchanges the cards of two other players';
        const named = targets.map((t) =>
          Number.isInteger(t) && t >= 0 && t < playerCount(state) ? name(state, t) : `seat ${t}`,
        );
        return ruleError(
          'choice/unexpected',
          at,
          `${who()} named ${named.length ? named.join(', ') : 'nobody'}; ${rule}`,
        );
      }
      if (targets.length === 2 && targets[0] === targets[1])
        return ruleError(
          'target/illegal',
          at,
          `${name(state, targets[0]!)} is named twice; the two players must be different`,
        );
      for (const t of targets) {
        const problem = checkSeat(state, spec, t, at);
        if (problem) return problem;
      }
      return null;
    }
    case 'seer': {
      if (answer.target !== undefined && answer.centers !== undefined)
        return ruleError(
          'choice/unexpected',
          at,
          "the Seer looks at one other player's card or two center cards, not both",
        );
      if (answer.target !== undefined) return checkSeat(state, spec, answer.target, at);
      const centers = answer.centers!;
      if (centers.length !== 2 || centers[0] === centers[1])
        return ruleError('choice/unexpected', at, 'the Seer looks at two different center cards');
      return checkCenter(centers[0]!, at) ?? checkCenter(centers[1]!, at);
    }
    case 'marksman': {
      if (answer.card !== undefined) {
        const problem = checkSeat(state, spec, answer.card, at);
        if (problem) return problem;
      }
      if (answer.mark !== undefined) {
        const problem = checkSeat(state, spec, answer.mark, at);
        if (problem) return problem;
      }
      if (answer.card !== undefined && answer.card === answer.mark)
        return ruleError(
          'target/illegal',
          at,
          `${name(state, answer.card)}: the Marksman may not view both the card and the Mark of the same player`,
        );
      return null;
    }
  }
}

export function describeActors(state: GameState, call: CallState): string {
  const names = call.awake.actors.map((p) => name(state, p)).join(', ');
  const role = call.awake.role ? ROLE_NAMES_EN[call.awake.role] : call.step.key;
  return `${names || 'nobody'} (the ${call.awake.doppelganger && role !== 'Doppelgänger' ? `Doppelgänger-${role}` : role})`;
}

/**
 * Applies an answer to the current step and moves to the next one. Validation comes first, in a fixed
 * order (is the night on, is anyone awake, is the choice legal); nothing is changed on an error.
 */
export function applyAnswer(state: GameState, answer: Answer, at?: string, described?: CallState): Result<Applied> {
  const call = described && described.index === state.cursor ? described : currentCall(state);
  const where = at ?? `${call?.call ?? call?.step.key ?? 'night'}`;
  if (!call) return err(ruleError('phase/not-night', where, 'the night is over; only the vote remains'));
  const problem = validateAnswer(state, call, answer, where);
  if (problem) return err(problem);
  return ok(perform(state, call, answer));
}

const NO_FACTS: readonly Fact[] = Object.freeze([]);

function perform(state: GameState, call: CallState, answer: Answer): Applied {
  // Most steps change nothing (announcements, calls with nobody awake): no working copy for them.
  if (call.awake.actors.length === 0 && call.step.key !== 'marks-view') {
    const event: StepEvent = {
      type: 'step',
      index: call.index,
      step: call.step.key,
      call: call.call,
      phase: call.step.phase,
      role: call.awake.role,
      doppelganger: call.awake.doppelganger,
      actors: call.awake.actors,
      frightened: call.awake.frightened,
      passed: false,
      answer,
      facts: NO_FACTS,
    };
    return { state: { ...state, cursor: state.cursor + 1 }, event };
  }
  const table = new Table(state);
  const { step, awake } = call;
  const actor = awake.actors[0];
  const set: MarkSet = awake.doppelganger ? 'doppelganger' : 'main';
  let passed = false;
  const n = playerCount(state);

  if (step.key === 'marks-view') {
    const frightened = state.marks.map((token) => tokenKind(state, token) === 'fear');
    table.frightened = frightened;
    table.facts.push({ kind: 'marks-viewed', frightened: frightened.flatMap((f, p) => (f ? [p] : [])) });
  } else if (step.key === 'lovers') {
    if (awake.actors.length > 0) table.facts.push({ kind: 'saw', players: awake.actors });
  } else if (actor !== undefined) {
    table.acted = true;
    const role = step.key === 'vampires' ? 'vampires' : actingRole(step, awake);
    if (step.key === 'assassin') table.assassinWoke = true;
    passed = isEmpty(answer) && call.choice.kind !== 'none';
    switch (role) {
      case 'copycat': {
        const position = centerPosition(state, answer.center!);
        const seen = table.roleAt(position);
        table.setCopy(state.startCards[actor]!, { role: seen, doppelganger: false, inert: false });
        table.facts.push({ kind: 'copied', actor, place: table.place(position), seen, becomes: seen });
        break;
      }
      case 'doppelganger': {
        const target = answer.target!;
        const seen = table.roleAt(target);
        // "The Doppelganger-Copycat does nothing and instead becomes the role that the Copycat views."
        const copycatCopy = seen === 'copycat' ? table.copies[table.positions[target]!] : null;
        const becomes = seen === 'copycat' ? (copycatCopy?.role ?? 'copycat') : seen;
        table.setCopy(state.startCards[actor]!, { role: becomes, doppelganger: true, inert: seen === 'copycat' });
        table.facts.push({ kind: 'copied', actor, place: table.place(target), seen, becomes });
        break;
      }
      case 'vampires':
        table.facts.push({ kind: 'saw', players: awake.actors });
        if (answer.target !== undefined) {
          table.give('vampire', 'main', 0, answer.target);
          table.bitten = answer.target;
        }
        break;
      case 'the-count':
        // With no non-Vampire left to frighten, the Mark of Fear stays on the board.
        if (answer.target !== undefined) table.give('fear', set, 0, answer.target);
        break;
      case 'renfield': {
        const vampires: number[] = [];
        for (let p = 0; p < n; p++) {
          const id = nightIdentity(state, p);
          if (!id.inert && VAMPIRE_KIND.has(id.role)) vampires.push(p);
        }
        table.facts.push({ kind: 'saw', players: vampires });
        // "The Vampires must point at the player with the Mark of the Vampire": the one they gave it to.
        table.facts.push({ kind: 'pointed-at', player: state.bitten });
        table.give('bat', set, 0, actor);
        break;
      }
      case 'diseased':
        if (answer.target !== undefined) table.give('disease', set, 0, answer.target);
        break;
      case 'cupid':
        (answer.targets ?? []).forEach((t, i) => table.give('love', set, i, t));
        break;
      case 'instigator':
        if (answer.target !== undefined) table.give('traitor', set, 0, answer.target);
        break;
      case 'priest':
        table.give('clarity', set, 0, actor);
        if (answer.target !== undefined) table.give('clarity', set, 1, answer.target);
        break;
      case 'assassin':
        if (answer.target !== undefined) table.give('assassin', set, 0, answer.target);
        break;
      case 'apprentice-assassin': {
        if (state.assassinWoke) {
          const assassins: number[] = [];
          for (let p = 0; p < n; p++) {
            const id = nightIdentity(state, p);
            if (id.role === 'assassin' && !id.doppelganger && !id.inert) assassins.push(p);
          }
          table.facts.push({ kind: 'saw', players: assassins });
        } else if (answer.target !== undefined) {
          table.give('assassin', set, 0, answer.target);
        }
        break;
      }
      case 'werewolf':
        table.facts.push({ kind: 'saw', players: awake.actors });
        if (answer.center !== undefined) table.viewCard(actor, centerPosition(state, answer.center));
        break;
      case 'minion': {
        // "Werewolves put their thumbs up so the Minion can see them" — Fear does not stop a thumb.
        const wolves: number[] = [];
        for (let p = 0; p < n; p++) {
          const id = nightIdentity(state, p);
          if (!id.inert && id.role === 'werewolf') wolves.push(p);
        }
        table.facts.push({ kind: 'saw', players: wolves });
        break;
      }
      case 'mason':
        table.facts.push({ kind: 'saw', players: awake.actors });
        break;
      case 'seer':
        if (answer.target !== undefined) table.viewCard(actor, answer.target);
        for (const c of answer.centers ?? []) table.viewCard(actor, centerPosition(state, c));
        break;
      case 'robber':
        if (answer.target !== undefined) {
          table.swapPositions(actor, answer.target);
          table.viewCard(actor, actor);
        }
        break;
      case 'troublemaker':
        if (answer.targets) table.swapPositions(answer.targets[0]!, answer.targets[1]!);
        break;
      case 'drunk':
        table.swapPositions(actor, centerPosition(state, answer.center!));
        break;
      case 'insomniac':
        table.viewCard(actor, actor);
        break;
      case 'marksman':
        if (answer.card !== undefined) table.viewCard(actor, answer.card);
        if (answer.mark !== undefined) table.viewMark(actor, answer.mark);
        break;
      case 'pickpocket':
        if (answer.target !== undefined) {
          table.swapMarks(actor, answer.target);
          table.viewMark(actor, actor);
        }
        break;
      case 'gremlin':
        if (answer.targets) {
          if (answer.swap === 'cards') table.swapPositions(answer.targets[0]!, answer.targets[1]!);
          else table.swapMarks(answer.targets[0]!, answer.targets[1]!);
        }
        break;
      default:
        break;
    }
  }

  const event: StepEvent = {
    type: 'step',
    index: call.index,
    step: step.key,
    call: call.call,
    phase: step.phase,
    role: awake.role,
    doppelganger: awake.doppelganger,
    actors: awake.actors,
    frightened: awake.frightened,
    passed,
    answer,
    facts: table.facts,
  };
  return { state: table.commit(state.cursor + 1), event };
}
