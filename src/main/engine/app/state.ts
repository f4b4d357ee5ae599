import type { GameState } from '../state.ts';
import type { StepRule } from '../wake-order.ts';
import { oracleResponse, type AppPlan } from './plan.ts';
import type { AppSaid, LoopSaid, RippleSaid } from './said.ts';
import { LOOP_RIPPLES, isOneOf, type RippleType } from './vocabulary.ts';

/**
 * The app in a game's state. `said` is what the app has said so far (a record's `app` object gives all of
 * it from the start); `plan` holds a seeded game's draws, from which `said` is filled as the night goes
 * (null for a record).
 */
export interface AppState {
  readonly said: AppSaid;
  readonly plan: AppPlan | null;
}

/** The draw keys of the roles the app speaks to at their call (a Doppelgänger copy adds `-doppelganger`). */
export type DrawBase =
  | 'oracle'
  | 'aliens'
  | 'psychic'
  | 'rascal'
  | 'exposer'
  | 'mortician'
  | 'blob'
  | 'body-snatcher'
  | 'empath'
  | 'nostradamus';

/** The key of a step's draw: the role's, with `-doppelganger` for her own call. */
export function drawKey(base: DrawBase, step: StepRule): string {
  return step.copies === 'doppelganger' ? `${base}-doppelganger` : base;
}

/** What the app says (or will say) at a call: from a time loop's fresh draws during the loop. */
export function drawOf<T>(state: GameState, key: string, loop: boolean): T | undefined {
  const app = state.app;
  if (!app) return undefined;
  const from = (said: AppSaid | undefined): T | undefined =>
    said === undefined
      ? undefined
      : loop
        ? ((said.loop as Record<string, unknown> | undefined)?.[key] as T | undefined)
        : ((said as Record<string, unknown>)[key] as T | undefined);
  return from(app.said) ?? from(app.plan?.said);
}

/** The ripple the app draws at the end of the night ("none" without one). */
export function rippleOf(state: GameState): RippleSaid {
  return state.app?.said.ripple ?? state.app?.plan?.said.ripple ?? { type: 'none' };
}

export function isLoopRipple(type: RippleType): boolean {
  return isOneOf(LOOP_RIPPLES, type);
}

/**
 * What a record writes as the app's words: everything said so far, and for a seeded game what the app
 * would say at the calls still ahead (a ripple of "none" included; a time loop's draws only in a loop).
 */
export function appRecord(state: GameState): AppSaid | undefined {
  const app = state.app;
  if (!app) return undefined;
  const plan = app.plan;
  if (!plan) return app.said;
  const out: Record<string, unknown> = { ...plan.said, ...app.said };
  for (const key of ['oracle', 'oracle-doppelganger'] as const) {
    const said = out[key] as AppSaid['oracle'];
    const oracle = plan[key];
    // Not answered yet: the app's own answer stands in, with its reply.
    if (said && said.answer === undefined && oracle) {
      const response = oracleResponse(oracle, oracle.autoAnswer, state.setup.players.length);
      out[key] = { ...said, answer: oracle.autoAnswer, ...(response !== undefined ? { response } : {}) };
    }
  }
  const ripple = out['ripple'] as RippleSaid | undefined;
  if (!ripple || !isLoopRipple(ripple.type)) delete out['loop'];
  else out['loop'] = { ...plan.said.loop, ...app.said.loop };
  return out as AppSaid;
}

/** `said` with one more draw written down (a time loop's under `loop`). */
export function withSaid(said: AppSaid, key: string, value: unknown, loop: boolean): AppSaid {
  // A copy, then the key set on it: faster than a spread with a computed key.
  if (!loop) {
    const out: Record<string, unknown> = { ...said };
    out[key] = value;
    return out as AppSaid;
  }
  const inLoop: Record<string, unknown> = { ...said.loop };
  inLoop[key] = value;
  return { ...said, loop: inLoop as LoopSaid };
}
