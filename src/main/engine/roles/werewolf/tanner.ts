import { ANY, defineRole } from '../types.ts';

/**
 * The Tanner "only wins if he dies. If the Tanner dies and no Werewolf dies, the werewolf team does not
 * win" (and, as the house rule `tannerBlocksVampires`, the vampire team neither).
 */
export const tanner = defineRole({
  id: 'tanner',
  game: 'werewolf',
  team: 'tanner',
  doppelganger: 'inert',
  maxCopies: ANY,
  day: {
    verdict: (ctx, p) => (ctx.teams[p] === 'tanner' ? { kind: 'tanner', won: ctx.dead[p]! } : null),
    forces: (ctx, p) => {
      if (ctx.teams[p] !== 'tanner' || !ctx.dead[p]) return [];
      const blocks = [{ team: 'werewolf', won: false, why: 'tanner-died' }] as const;
      return ctx.options.tannerBlocksVampires
        ? [...blocks, { team: 'vampire', won: false, why: 'tanner-died' }]
        : blocks;
    },
  },
});
