import { ANY, defineRole } from '../../types.ts';
import { BLOCKS_NONE, tannerDeathForces } from '../../common/tanner-death.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** The Tanner "only wins if he dies"; his death keeps the Werewolves from winning (`tannerDeathForces`). */
export const tanner = defineRole({
  id: 'tanner',
  text: { en, fr },
  game: 'werewolf',
  team: 'tanner',
  doppelganger: 'inert',
  maxCopies: ANY,
  day: {
    verdict: (ctx, p) => (ctx.teams[p] === 'tanner' ? { kind: 'tanner', won: ctx.dead[p]! } : null),
    forces: (ctx, p) => (ctx.teams[p] === 'tanner' && ctx.dead[p] ? tannerDeathForces(ctx) : BLOCKS_NONE),
  },
});
