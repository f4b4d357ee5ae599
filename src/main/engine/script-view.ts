import { narrationFor, type StepNarration } from './narration-lines.ts';
import { describeStep, stepActors, type ChoiceSpec } from './night.ts';
import type { GameState } from './model.ts';
import { nightIdentity } from './queries.ts';
import type { StepRule } from './model.ts';
import type { Call, Phase, Role } from './vocabulary.ts';

/**
 * Why nobody wakes for a role's call, told as it is (the moderator sees it; the table never does):
 *
 * - `center`: no player started the night with the role's card: the card is in the center;
 * - `frightened`: those who would wake hold the Mark of Fear (Night calls only) and stay asleep;
 * - `no-lovers`: nobody holds a Mark of Love. `cupid` says why: Cupid has not woken yet (`ahead`), Cupid's
 *   card is in the center (`center`), or Cupid gave no Mark of Love (`none-given`);
 * - `not-copied`: a Doppelgänger call for a role she did not copy (`copied`: what she copied; null while she
 *   has not woken yet);
 * - `no-immediate-action`: the Doppelgänger's immediate action, when what she copied has none (`copied`:
 *   that role; null while she has not woken yet);
 * - `inert`: the player who would wake copied a role they never wake for (the Doppelgänger-Copycat).
 */
export type SleepReason =
  | { readonly kind: 'center'; readonly roles: readonly Role[] }
  | { readonly kind: 'frightened'; readonly players: readonly number[] }
  | { readonly kind: 'no-lovers'; readonly cupid: 'ahead' | 'center' | 'none-given' }
  | { readonly kind: 'not-copied'; readonly role: Role; readonly copied: Role | null }
  | { readonly kind: 'no-immediate-action'; readonly copied: Role | null }
  | { readonly kind: 'inert'; readonly players: readonly number[] };

/** One line of the moderator's night script: what is said, who wakes, and what they may do. */
export interface ScriptLine {
  readonly index: number;
  readonly key: string;
  readonly call: Call | null;
  readonly wake: string;
  readonly phase: Phase;
  readonly role: Role | null;
  readonly doppelganger: boolean;
  readonly narration: StepNarration;
  /** Who is awake (for steps ahead: as far as the table now tells). The moderator sees this; the table never does. */
  readonly awake: readonly number[];
  readonly frightened: readonly number[];
  /** A role's call with nobody awake: it still plays, with the same timing and no input. */
  readonly nobodyAwake: boolean;
  /** Why nobody is awake (as far as the table now tells); null when someone is, and for announcements. */
  readonly reason: SleepReason | null;
  readonly choice: ChoiceSpec['kind'];
  readonly mandatory: boolean;
  readonly status: 'done' | 'current' | 'ahead';
}

/** The whole night script of a game, from its deck (center cards included), with the current call marked. */
export function nightScript(state: GameState): ScriptLine[] {
  return state.setup.script.map((step, index) => {
    const call = describeStep(state, step, index);
    const isRoleStep = step.kind !== 'announcement';
    const nobodyAwake = isRoleStep && call.awake.actors.length === 0;
    return {
      index,
      key: step.key,
      call: call.call ?? step.call,
      wake: step.wake,
      phase: step.phase,
      role: call.awake.role,
      doppelganger: call.awake.doppelganger,
      narration: narrationFor(state.setup, index, 'en', 'full', state),
      awake: call.awake.actors,
      frightened: call.awake.frightened,
      nobodyAwake,
      reason: nobodyAwake ? sleepReason(state, step, call.awake.frightened) : null,
      choice: call.choice.kind,
      mandatory: 'mandatory' in call.choice && call.choice.mandatory,
      status: index < state.cursor ? 'done' : index === state.cursor ? 'current' : 'ahead',
    };
  });
}

/** Why nobody wakes for step `index` as the table now stands; null when someone does, or for announcements. */
export function whyNobodyWakes(state: GameState, index: number): SleepReason | null {
  const step = state.setup.script[index];
  if (!step || step.kind === 'announcement') return null;
  const awake = stepActors(state, step);
  return awake.actors.length > 0 ? null : sleepReason(state, step, awake.frightened);
}

/**
 * Why nobody wakes for a step, given who held Fear then: for a call already played, whose actors the log
 * tells (the reason is told from the table as it stands; who started with which card no longer changes).
 */
export function sleepReasonAt(state: GameState, index: number, frightened: readonly number[]): SleepReason | null {
  const step = state.setup.script[index];
  return step && step.kind !== 'announcement' ? sleepReason(state, step, frightened) : null;
}

function sleepReason(state: GameState, step: StepRule, frightened: readonly number[]): SleepReason {
  if (frightened.length > 0) return { kind: 'frightened', players: frightened };
  if (step.key === 'lovers') return { kind: 'no-lovers', cupid: cupidState(state) };
  if (step.copies === 'doppelganger') {
    const copied = doppelgangerCopy(state);
    if (copied === 'center') return { kind: 'center', roles: ['doppelganger'] };
    if (step.kind === 'doppelganger-action') return { kind: 'no-immediate-action', copied };
    return { kind: 'not-copied', role: step.roles[0]!, copied };
  }
  const players = state.setup.players.map((_, p) => p);
  const inert = players.filter((p) => {
    const identity = nightIdentity(state, p);
    return identity.inert && step.roles.includes(identity.role);
  });
  if (inert.length > 0) return { kind: 'inert', players: inert };
  return { kind: 'center', roles: step.roles };
}

/** What the Doppelgänger copied, null while she has not woken yet, or `center` when her card is there. */
function doppelgangerCopy(state: GameState): Role | null | 'center' {
  const { cards } = state.setup;
  for (let p = 0; p < state.setup.players.length; p++) {
    const card = state.startCards[p]!;
    if (cards[card] !== 'doppelganger') continue;
    return state.copies[card]?.role ?? null;
  }
  return 'center';
}

/** Whether Cupid has yet to wake, is in the center, or woke and gave no Mark of Love. */
function cupidState(state: GameState): 'ahead' | 'center' | 'none-given' {
  const { script, cards } = state.setup;
  const cupidStep = script.findIndex((s) => s.key === 'cupid');
  const n = state.setup.players.length;
  const identities = Array.from({ length: n }, (_, p) => nightIdentity(state, p));
  const inPlay = identities.some((id) => id.role === 'cupid' && !id.inert);
  // A copier still to wake may yet become Cupid: the Copycat from the center, the Doppelgänger from a player.
  const mayBecome = Array.from({ length: n }, (_, p) => p).some((p) => {
    const card = state.startCards[p]!;
    if (state.copies[card]) return false;
    if (cards[card] === 'copycat') return [0, 1, 2].some((i) => cards[state.positions[n + i]!] === 'cupid');
    if (cards[card] === 'doppelganger') return inPlay;
    return false;
  });
  if (cupidStep >= 0 && state.cursor <= cupidStep && (inPlay || mayBecome)) return 'ahead';
  return inPlay ? 'none-given' : 'center';
}
