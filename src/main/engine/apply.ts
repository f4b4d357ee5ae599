import { filled } from './arrays.ts';
import { resolveVotes } from './day.ts';
import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import type { Fact, GameEvent, OverrideKind } from './events.ts';
import { ARTIFACTS, type Artifact } from './vocabulary.ts';
import { OVERRIDE_EN, VOTE_EN } from './text/reasons-en.ts';
import { reasonsOf } from './text/sentences.ts';
import { applyAnswer, type Answer } from './night.ts';
import type { GameState } from './model.ts';
import { isNightOver, playerCount } from './queries.ts';

/** Where a card lies: a player's seat or a center index. */
const because = reasonsOf('override', OVERRIDE_EN);
const voteReason = reasonsOf('vote', VOTE_EN);

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
  /** The Sentinel's shield put on or taken off a player's card. */
  | {
      readonly type: 'override';
      readonly override: 'shield';
      readonly player: number;
      readonly on: boolean;
      readonly note: string;
    }
  /** The artifact lying on a card (`null`: none). */
  | {
      readonly type: 'override';
      readonly override: 'artifact';
      readonly card: CardPlace;
      readonly artifact: Artifact | null;
      readonly note: string;
    }
  /** A card lying face up or face down. */
  | {
      readonly type: 'override';
      readonly override: 'face-up';
      readonly card: CardPlace;
      readonly up: boolean;
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
      if (!isNightOver(state)) return err(ruleError('vote/not-day', 'votes', voteReason('after-night', {})));
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
  if (action.override === 'shield' || action.override === 'artifact' || action.override === 'face-up')
    return tokenOverride(state, action, at);
  const facts: Fact[] = [];
  let next: GameState;
  const kind: OverrideKind = action.override;
  if (action.override === 'swap-cards') {
    const a = cardPosition(state, action.a);
    const b = cardPosition(state, action.b);
    if (a === null || b === null || a === b)
      return err(ruleError('override/unknown-place', at, because('two-cards', { werewolf: withWerewolf(state) })));
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
      return err(ruleError('override/unknown-place', at, because('two-marks', {})));
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
    events: [
      {
        type: 'override',
        override: kind as 'swap-cards' | 'swap-marks',
        a: action.a,
        b: action.b,
        facts,
        note: action.note,
      },
    ],
  });
}

/** The center has the Alpha Wolf's Center Werewolf card (the center cards a correction names are 0 to 3). */
function withWerewolf(state: GameState): boolean {
  return state.setup.centerCount > 3;
}

type TokenOverride = Extract<Action, { type: 'override'; override: 'shield' | 'artifact' | 'face-up' }>;

/** A shield, an artifact or a card's face corrected: the table as the moderator sees it. */
function tokenOverride(state: GameState, action: TokenOverride, at: string): Result<Transition, RuleError> {
  const n = playerCount(state);
  const base = { type: 'override' as const, facts: [] as Fact[], note: action.note };
  if (action.override === 'shield') {
    const { player, on } = action;
    if (!Number.isInteger(player) || player < 0 || player >= n)
      return err(ruleError('override/unknown-place', at, because('no-seat', { seat: player, last: n - 1 })));
    const shields = (state.shields ?? filled(state.setup.players.length, false)).slice();
    if (shields[player] === on)
      return err(
        ruleError('override/no-change', at, because('shield-same', { player: state.setup.players[player]!, on })),
      );
    shields[player] = on;
    return ok({ state: { ...state, shields }, events: [{ ...base, override: 'shield', player, on }] });
  }
  const position = cardPosition(state, action.card);
  if (position === null)
    return err(ruleError('override/unknown-place', at, because('one-card', { werewolf: withWerewolf(state) })));
  const card = state.positions[position]!;
  const where =
    'player' in action.card ? { player: state.setup.players[action.card.player]! } : { center: action.card.center };
  if (action.override === 'artifact') {
    const artifacts = (state.artifacts ?? filled<Artifact | null>(state.setup.cards.length, null)).slice();
    const { artifact } = action;
    if (artifact !== null && !ARTIFACTS.includes(artifact))
      return err(ruleError('override/unknown-artifact', at, because('not-artifact', { value: String(artifact) })));
    if (artifacts[card] === artifact)
      return err(ruleError('override/no-change', at, because('artifact-same', { ...where, artifact })));
    // Each token exists once: moving it here takes it off the card it was on.
    const elsewhere = artifact === null ? -1 : artifacts.indexOf(artifact);
    if (elsewhere >= 0) artifacts[elsewhere] = null;
    artifacts[card] = artifact;
    return ok({
      state: { ...state, artifacts },
      events: [{ ...base, override: 'artifact', card: action.card, artifact }],
    });
  }
  const faceUp = (state.faceUp ?? filled(state.setup.cards.length, false)).slice();
  if ((faceUp[card] === true) === action.up)
    return err(ruleError('override/no-change', at, because('face-same', { ...where, up: action.up })));
  faceUp[card] = action.up;
  return ok({
    state: { ...state, faceUp },
    events: [{ ...base, override: 'face-up', card: action.card, up: action.up }],
  });
}
