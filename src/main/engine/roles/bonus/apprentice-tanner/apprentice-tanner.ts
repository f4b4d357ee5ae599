import { nightIdentity, playerCount } from '../../../queries.ts';
import { ANY, defineRole } from '../../types.ts';
import { tannerDeathForces } from '../../common/tanner-death.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Apprentice Tanner, wake up. Tanner, put out your thumb." He is on the Tanner's team: he wins if the
 * Tanner dies; with no Tanner among the players, he wins only if he dies himself (and is then the Tanner
 * whose death keeps the werewolf team from winning).
 */
export const apprenticeTanner = defineRole({
  id: 'apprentice-tanner',
  text: { en, fr },
  game: 'bonus',
  pack: 2,
  team: 'tanner',
  doppelganger: 'after',
  maxCopies: ANY,
  steps: [{ call: 'apprentice-tanner', wake: '3-B', phase: 'night' }],
  night: {
    perform: (table, { state }) => {
      const tanners: number[] = [];
      for (let p = 0; p < playerCount(state); p++) {
        const id = nightIdentity(state, p);
        if (!id.inert && id.role === 'tanner') tanners.push(p);
      }
      table.facts.push({ kind: 'saw', players: tanners, of: 'tanner' });
    },
  },
  day: {
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'tanner') return null;
      const tanners = ctx.roles.flatMap((r, q) => (r === 'tanner' && ctx.teams[q] === 'tanner' ? [q] : []));
      if (tanners.length > 0) return { kind: 'apprentice-tanner', won: tanners.some((q) => ctx.dead[q]), tanners };
      return { kind: 'apprentice-tanner', won: ctx.dead[p]!, tanners };
    },
    forces: (ctx, p) => {
      const tannerInPlay = ctx.roles.some((r, q) => r === 'tanner' && ctx.teams[q] === 'tanner');
      return ctx.teams[p] === 'tanner' && !tannerInPlay && ctx.dead[p] ? tannerDeathForces(ctx) : [];
    },
  },
});
