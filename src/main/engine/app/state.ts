import type { GameState, StepRule } from '../model.ts';
import type { AppSaid, RippleSaid } from './said.ts';
import { LOOP_RIPPLES, isOneOf, type RippleType } from './vocabulary.ts';

/**
 * The app in a game's state (`AppState` in the model): `said` is what the app has said so far (a record's
 * `app` object gives all of it from the start); `plan` holds a seeded game's draws, from which `said` is
 * filled as the night goes (null for a record). These read and write it.
 */
export type { AppState } from '../model.ts';

/** The key of a step's draw: the role's (`rascal`, `aliens`), with `-doppelganger` for her own call. */
export function drawKey(base: string, step: StepRule): string {
  return step.copies === 'doppelganger' ? `${base}-doppelganger` : base;
}

/** What the app says (or will say) at a call: from a time loop's fresh draws during the loop. */
export function drawOf<T>(state: GameState, key: string, loop: boolean): T | undefined {
  const app = state.app;
  if (!app) return undefined;
  // Read here rather than through a closure made at every call (a call at most steps of an app game).
  const said = app.said as Record<string, unknown>;
  const value = loop ? (said['loop'] as Record<string, unknown> | undefined)?.[key] : said[key];
  // A seeded game's plan draws only what is read (`drawPlan`).
  return (value ?? app.plan?.draw(key, loop)) as T | undefined;
}

/** The ripple the app draws at the end of the night ("none" without one). */
export function rippleOf(state: GameState): RippleSaid {
  return (
    state.app?.said.ripple ?? (state.app?.plan?.draw('ripple', false) as RippleSaid | undefined) ?? { type: 'none' }
  );
}

export function isLoopRipple(type: RippleType): boolean {
  return isOneOf(LOOP_RIPPLES, type);
}

/** `said` with one more draw written down (a time loop's under `loop`). */
export function withSaid(said: AppSaid, key: string, value: unknown, loop: boolean): AppSaid {
  // A copy, then the key set on it: faster than a spread with a computed key. `Object.assign` rather than
  // a spread: `said` takes a new shape at every draw written, and a spread's copy slows down once it has
  // seen many shapes, where `Object.assign` copies any plain object alike.
  if (!loop) {
    const out: Record<string, unknown> = Object.assign({}, said);
    out[key] = value;
    return out as AppSaid;
  }
  const inLoop: Record<string, unknown> = Object.assign({}, said.loop);
  inLoop[key] = value;
  const out: Record<string, unknown> = Object.assign({}, said);
  out['loop'] = inLoop;
  return out as AppSaid;
}
