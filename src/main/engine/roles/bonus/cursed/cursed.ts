import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Cursed never wakes; he is on the village team "unless at least one Werewolf votes for him", and then
 * he becomes a Werewolf (a Vampire, when a Vampire votes for him: Vampire text, special cases).
 */
export const cursed = defineRole({
  id: 'cursed',
  text: { en, fr },
  game: 'bonus',
  pack: 1,
  team: 'village',
  doppelganger: 'inert',
  day: {
    turnedByVotes: (ctx, p) => {
      let vampire = false;
      for (let v = 0; v < ctx.n; v++) {
        if (v === p) continue;
        const voted = ctx.votes[v] === p || ctx.second?.[v] === p;
        if (!voted) continue;
        if (ctx.werewolf[v]) return 'werewolf';
        if (ctx.vampire[v]) vampire = true;
      }
      return vampire ? 'vampire' : null;
    },
  },
});
