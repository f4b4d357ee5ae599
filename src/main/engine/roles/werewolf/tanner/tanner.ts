import { ANY, defineRole } from '../../types.ts';
import { EPIC_BATTLE } from '../../common/conditions.ts';
import { BLOCKS_NONE, tannerDeathForces } from '../../common/tanner-death.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** A Tanner may end the night in front of a player: the Tanner, the Apprentice Tanner, the Cudgel of the Tanner. */
const TANNER_MAY_DIE = { roles: ['tanner', 'apprentice-tanner', 'curator'] } as const;

/** The Tanner "only wins if he dies"; his death keeps the Werewolves from winning (`tannerDeathForces`). */
export const tanner = defineRole({
  id: 'tanner',
  text: { en, fr },
  houseRules: [
    {
      id: 'tannerBlocksVampires',
      default: false,
      matters: { all: [{ roles: ['tanner'] }, { kind: 'vampire' }] },
      offered: true,
    },
    {
      id: 'tannerBeatsLoneMinion',
      default: false,
      matters: { all: [TANNER_MAY_DIE, { roles: ['minion', 'squire'] }] },
      offered: true,
    },
    {
      id: 'epicTannerBlocksWerewolves',
      default: false,
      matters: { all: [TANNER_MAY_DIE, EPIC_BATTLE] },
      offered: true,
    },
  ],
  game: 'werewolf',
  team: 'tanner',
  doppelganger: 'inert',
  maxCopies: ANY,
  day: {
    verdict: (ctx, p) => (ctx.teams[p] === 'tanner' ? { kind: 'tanner', won: ctx.dead[p]! } : null),
    forces: (ctx, p) => (ctx.teams[p] === 'tanner' && ctx.dead[p] ? tannerDeathForces(ctx) : BLOCKS_NONE),
  },
});
