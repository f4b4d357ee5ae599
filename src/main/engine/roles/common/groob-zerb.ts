import type { DayContext } from '../types.ts';
import type { Role, Team } from '../../vocabulary.ts';
import type { Verdict } from '../../events.ts';

/**
 * Groob and Zerb: "If both Groob and Zerb are in the game, … Groob only wins if Zerb dies and Groob stays
 * alive, and Zerb only wins if Groob dies and Zerb stays alive. … If only one of the two is in the game,
 * she is on the alien team as normal." Both are in the game when both cards lie in front of players at the
 * end (docs/rulings.md). A Doppelgänger copy is one of them too: "the real Groob and Zerb may win by
 * killing her if she is the Doppelgänger of their target."
 */
export function bothInGame(holds: (role: Role) => boolean): boolean {
  return holds('groob') && holds('zerb');
}

export function rivalVerdict(ctx: DayContext, p: number, self: Team & Role, rival: Role): Verdict | null {
  if (ctx.teams[p] !== self) return null;
  const rivals = ctx.roles.flatMap((r, q) => (r === rival ? [q] : []));
  const rivalDied = rivals.some((q) => ctx.dead[q]);
  return { kind: 'rival', rival, won: rivalDied && !ctx.dead[p]!, rivals };
}
