import { TEAMS } from '../../../vocabulary.ts';
import { defineRole, type TeamForce } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "The Synthetic Alien wakes up with the Aliens. … he only wins if he dies. If the Synthetic dies,
 * everyone on the alien and villager teams lose." The getting-started guide says every other team loses:
 * the house rule `syntheticBeatsEveryone`.
 */
export const syntheticAlien = defineRole({
  id: 'synthetic-alien',
  text: { en, fr },
  houseRules: [
    { id: 'syntheticBeatsEveryone', default: false, matters: { roles: ['synthetic-alien'] }, offered: true },
  ],
  game: 'alien',
  team: 'synthetic-alien',
  doppelganger: 'with',
  kinds: ['alien'],
  wakesWith: ['aliens'],
  day: {
    verdict: (ctx, p) => (ctx.teams[p] === 'synthetic-alien' ? { kind: 'synthetic', won: ctx.dead[p]! } : null),
    forces: (ctx, p) => {
      if (ctx.teams[p] !== 'synthetic-alien' || !ctx.dead[p]) return [];
      const teams = ctx.options.syntheticBeatsEveryone
        ? TEAMS.filter((t) => t !== 'synthetic-alien')
        : (['alien', 'village'] as const);
      // Item by item, not by `map` (see `arrays.ts`): the vote reads every role's forces in one loop.
      const forced: TeamForce[] = [];
      for (const team of teams) forced.push({ team, won: false, why: 'synthetic-died' });
      return forced;
    },
  },
});
