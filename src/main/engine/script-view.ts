import { narrationFor, type StepNarration } from './narration-lines.ts';
import { describeStep, type ChoiceSpec } from './night.ts';
import type { GameState } from './state.ts';
import type { Call, Phase, Role } from './vocabulary.ts';

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
  readonly choice: ChoiceSpec['kind'];
  readonly mandatory: boolean;
  readonly status: 'done' | 'current' | 'ahead';
}

/** The whole night script of a game, from its deck (center cards included), with the current call marked. */
export function nightScript(state: GameState): ScriptLine[] {
  return state.setup.script.map((step, index) => {
    const call = describeStep(state, step, index);
    const isRoleStep = step.kind !== 'announcement';
    return {
      index,
      key: step.key,
      call: call.call ?? step.call,
      wake: step.wake,
      phase: step.phase,
      role: call.awake.role,
      doppelganger: call.awake.doppelganger,
      narration: narrationFor(state.setup, index),
      awake: call.awake.actors,
      frightened: call.awake.frightened,
      nobodyAwake: isRoleStep && call.awake.actors.length === 0,
      choice: call.choice.kind,
      mandatory: 'mandatory' in call.choice && call.choice.mandatory,
      status: index < state.cursor ? 'done' : index === state.cursor ? 'current' : 'ahead',
    };
  });
}
