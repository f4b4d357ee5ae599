import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Master wakes with the Vampires. "If another Vampire … votes for him, the Master is protected and
 * cannot be killed"; the player with the 2nd most votes (greater than 1) dies instead.
 */
export const theMaster = defineRole({
  id: 'the-master',
  text: { en, fr },
  houseRules: [{ id: 'masterTieSecondSpared', default: false, matters: { roles: ['the-master'] }, offered: false }],
  game: 'vampire',
  team: 'vampire',
  marks: ['vampire'],
  doppelganger: 'with',
  kinds: ['vampire'],
  wakesWith: ['vampires'],
  day: {
    protectedByVotes: (ctx, p) => {
      for (let v = 0; v < ctx.n; v++)
        if (v !== p && ctx.vampire[v] && (ctx.votes[v] === p || ctx.second?.[v] === p)) return true;
      return false;
    },
  },
});
