import type { GameState } from '../model.ts';
import { oracleResponse } from './plan.ts';
import type { AppSaid, RippleSaid } from './said.ts';
import { isLoopRipple } from './state.ts';

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
