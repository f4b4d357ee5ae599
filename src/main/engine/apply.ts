import { resolveVotes } from './day.ts';
import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import type { Fact, GameEvent, OverrideKind } from './events.ts';
import { applyAnswer, type Answer } from './night.ts';
import { isNightOver, playerCount, type GameState } from './state.ts';

/** Where a card lies: a player's seat or a center index. */
export type CardPlace = { readonly player: number } | { readonly center: number };

/** Where a Mark lies: in front of a player or on a Marks board spot. */
export type MarkPlace = { readonly player: number } | { readonly spot: number };

export type Action =
  /** Answer the current call; `{}` is "did nothing" (or "next" where nobody is awake). */
  | { readonly type: 'answer'; readonly answer: Answer }
  /** The moderator's correction: the physical table is the truth, so it is always accepted. */
  | {
      readonly type: 'override';
      readonly override: 'swap-cards';
      readonly a: CardPlace;
      readonly b: CardPlace;
      readonly note: string;
    }
  | {
      readonly type: 'override';
      readonly override: 'swap-marks';
      readonly a: MarkPlace;
      readonly b: MarkPlace;
      readonly note: string;
    }
  /** Each player's vote by seat (`n`: the app); `second`: the second hands of a two-hand vote. */
  | {
      readonly type: 'vote';
      readonly votes: readonly number[];
      readonly second?: readonly (number | null)[] | undefined;
    };

export interface Transition {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/**
 * The engine's one pure entry point: a state and an action give the next state and what happened, or a
 * rule error and no change at all.
 */
export function apply(state: GameState, action: Action): Result<Transition, RuleError | RuleError[]> {
  switch (action.type) {
    case 'answer': {
      const applied = applyAnswer(state, action.answer);
      return applied.ok ? ok({ state: applied.value.state, events: [applied.value.event] }) : applied;
    }
    case 'vote': {
      if (!isNightOver(state)) return err(ruleError('vote/not-day', 'votes', 'the vote comes after the night'));
      const decided = resolveVotes(state, action.votes, action.second);
      if (!decided.ok) return decided;
      return ok({ state: { ...state, votes: decided.value.votes }, events: [{ type: 'vote', result: decided.value }] });
    }
    case 'override':
      return override(state, action);
  }
}

function cardPosition(state: GameState, place: CardPlace): number | null {
  const n = playerCount(state);
  if ('player' in place)
    return Number.isInteger(place.player) && place.player >= 0 && place.player < n ? place.player : null;
  return Number.isInteger(place.center) && place.center >= 0 && place.center < state.setup.centerCount
    ? n + place.center
    : null;
}

function override(state: GameState, action: Extract<Action, { type: 'override' }>): Result<Transition, RuleError> {
  const at = `override ${action.override}`;
  const facts: Fact[] = [];
  let next: GameState;
  const kind: OverrideKind = action.override;
  if (action.override === 'swap-cards') {
    const a = cardPosition(state, action.a);
    const b = cardPosition(state, action.b);
    if (a === null || b === null || a === b)
      return err(
        ruleError('override/unknown-place', at, 'name two different places: a player or a center card (0, 1, 2)'),
      );
    const positions = state.positions.slice();
    positions[a] = state.positions[b]!;
    positions[b] = state.positions[a]!;
    // Before anyone has woken nothing has happened yet: the correction fixes the deal itself.
    const startCards = state.nightBegun ? state.startCards : positions.slice(0, playerCount(state));
    next = { ...state, positions, startCards };
    facts.push({ kind: 'swapped-cards', a: action.a, b: action.b });
  } else {
    const n = playerCount(state);
    const valid = (p: { player: number } | { spot: number }): boolean =>
      'player' in p
        ? Number.isInteger(p.player) && p.player >= 0 && p.player < n
        : Number.isInteger(p.spot) && p.spot >= 0 && p.spot < state.board.length;
    if (!valid(action.a) || !valid(action.b) || JSON.stringify(action.a) === JSON.stringify(action.b))
      return err(ruleError('override/unknown-place', at, 'name two different places: a player or a Marks board spot'));
    const marks = state.marks.slice();
    const board = state.board.slice();
    const read = (p: { player: number } | { spot: number }): number =>
      'player' in p ? marks[p.player]! : board[p.spot]!;
    const write = (p: { player: number } | { spot: number }, token: number): void => {
      if ('player' in p) marks[p.player] = token;
      else board[p.spot] = token;
    };
    const ta = read(action.a);
    const tb = read(action.b);
    write(action.a, tb);
    write(action.b, ta);
    next = { ...state, marks, board };
    if ('player' in action.a && 'player' in action.b)
      facts.push({ kind: 'swapped-marks', a: action.a.player, b: action.b.player });
    else {
      const player = 'player' in action.a ? action.a.player : (action.b as { player: number }).player;
      if ('player' in action.a || 'player' in action.b) {
        const token = next.marks[player]!;
        const replaced = state.marks[player]!;
        facts.push({
          kind: 'gave-mark',
          target: player,
          mark: state.setup.tokens[token]!.kind,
          replaced: state.setup.tokens[replaced]!.kind,
        });
      }
    }
  }
  return ok({
    state: next,
    events: [{ type: 'override', override: kind, a: action.a, b: action.b, facts, note: action.note }],
  });
}
