import {
  NONE,
  playerName,
  type Answer,
  type CallState,
  type ChoiceSpec,
  type SeatOption,
  type StepActors,
} from './choice.ts';
import { err, ok, ruleError, type Result, type RuleError } from './errors.ts';
import type { Fact, StepEvent } from './events.ts';
import { currentStep, playerCount } from './queries.ts';
import { ROLE_MODULES, callOfRole } from './roles/index.ts';
import type { ActionContext, NightAction } from './roles/types.ts';
import type { GameState, MarkSet } from './state.ts';
import { Table } from './table.ts';
import { ROLE_NAMES_EN } from './text/en.ts';
import { stepAction, stepAwake, type StepRule } from './wake-order.ts';
import { CENTER_SIZE } from './vocabulary.ts';

export type { Answer, CallState, ChoiceSpec, SeatOption, StepActors } from './choice.ts';

/**
 * The night's core: who is awake for a step, what they may choose, and carrying out an answer. It names
 * no role: every step's action comes from its role module (`roles/`), and the Doppelgänger's immediate
 * action from the module of the role she copied.
 */

function isFrightened(state: GameState, step: StepRule, player: number): boolean {
  return step.phase === 'night' && state.frightened !== null && state.frightened[player] === true;
}

const NOBODY: readonly number[] = Object.freeze([]);

/** Who is awake for a step right now (the moderator sees this; the table never does). */
export function stepActors(state: GameState, step: StepRule): StepActors {
  const n = playerCount(state);
  if (step.kind === 'announcement') return { actors: NOBODY, frightened: NOBODY, role: null, doppelganger: false };
  if (step.custom) return { actors: stepAwake(step, state), frightened: NOBODY, role: null, doppelganger: false };
  if (step.kind === 'doppelganger-action') {
    for (let p = 0; p < n; p++) {
      const card = state.startCards[p]!;
      const copy = state.copies[card];
      if (copy?.doppelganger && !copy.inert && ROLE_MODULES[copy.role].doppelganger === 'immediate')
        return { actors: [p], frightened: NOBODY, role: copy.role, doppelganger: true };
    }
    return { actors: NOBODY, frightened: NOBODY, role: null, doppelganger: true };
  }
  const actors: number[] = [];
  const frightened: number[] = [];
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
  return { actors, frightened, role: step.role, doppelganger: step.copies === 'doppelganger' };
}

/** What is done at a step: its own action, or for the Doppelgänger's immediate action the copied role's. */
function actionOf(step: StepRule, awake: StepActors): NightAction | null {
  if (step.kind === 'doppelganger-action') return awake.role ? (ROLE_MODULES[awake.role].night ?? null) : null;
  return stepAction(step);
}

function contextOf(state: GameState, step: StepRule, awake: StepActors, at?: string): ActionContext {
  const set: MarkSet = awake.doppelganger ? 'doppelganger' : 'main';
  return {
    state,
    step,
    awake,
    actor: awake.actors[0] ?? -1,
    set,
    at: at ?? `${step.call ?? awake.role ?? step.key}`,
  };
}

function choiceFor(state: GameState, step: StepRule, awake: StepActors): ChoiceSpec {
  if (awake.actors.length === 0) return NONE;
  const choice = actionOf(step, awake)?.choice;
  return choice ? choice(contextOf(state, step, awake)) : NONE;
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
  const call = step.kind === 'doppelganger-action' ? (role ? callOfRole(role) : null) : step.call;
  return { step, index, call, awake, choice: choiceFor(state, step, awake) };
}

// --- applying an answer -----------------------------------------------------------------------------------

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
    if (!allowed.includes(field) && spec.kind === 'none' && spec.why)
      return ruleError('choice/unexpected', at, `${describeActors(state, call)} ${spec.why}`);
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
        const named = targets.map((t) =>
          Number.isInteger(t) && t >= 0 && t < playerCount(state) ? playerName(state, t) : `seat ${t}`,
        );
        return ruleError(
          'choice/unexpected',
          at,
          `${who()} named ${named.length ? named.join(', ') : 'nobody'}; ${spec.rule}`,
        );
      }
      if (targets.length === 2 && targets[0] === targets[1])
        return ruleError(
          'target/illegal',
          at,
          `${playerName(state, targets[0]!)} is named twice; the two players must be different`,
        );
      for (const t of targets) {
        const problem = checkSeat(state, spec, t, at);
        if (problem) return problem;
      }
      return null;
    }
    case 'seer': {
      if (answer.target !== undefined && answer.centers !== undefined)
        return ruleError('choice/unexpected', at, spec.rule);
      if (answer.target !== undefined) return checkSeat(state, spec, answer.target, at);
      const centers = answer.centers!;
      if (centers.length !== 2 || centers[0] === centers[1]) return ruleError('choice/unexpected', at, spec.rule);
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
        return ruleError('target/illegal', at, `${playerName(state, answer.card)}: ${spec.rule}`);
      return null;
    }
  }
}

export function describeActors(state: GameState, call: CallState): string {
  const names = call.awake.actors.map((p) => playerName(state, p)).join(', ');
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
  const { step, awake } = call;
  const event = (facts: readonly Fact[], passed: boolean): StepEvent => ({
    type: 'step',
    index: call.index,
    step: step.key,
    call: call.call,
    phase: step.phase,
    group: step.group,
    role: awake.role,
    doppelganger: awake.doppelganger,
    actors: awake.actors,
    frightened: awake.frightened,
    passed,
    answer,
    facts,
  });
  // Most steps change nothing (announcements, calls with nobody awake): no working copy for them.
  if (awake.actors.length === 0 && !step.always)
    return { state: { ...state, cursor: state.cursor + 1 }, event: event(NO_FACTS, false) };

  const table = new Table(state);
  const action = actionOf(step, awake);
  let passed = false;
  if (awake.actors.length > 0) {
    if (!step.passive) table.acted = true;
    passed = isEmpty(answer) && call.choice.kind !== 'none';
  }
  action?.perform?.(table, contextOf(state, step, awake), answer);
  return { state: table.commit(state.cursor + 1), event: event(table.facts, passed) };
}
