import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Bodyguard never wakes. "The player the Bodyguard votes for cannot be killed. If that player has the
 * most votes, the player with the next highest number of votes (at least two) is killed instead."
 */
export const bodyguard = defineRole({
  id: 'bodyguard',
  text: { en, fr },
  game: 'daybreak',
  team: 'village',
  doppelganger: 'inert',
  day: {
    protects: (ctx, p) => {
      const out: number[] = [];
      const first = ctx.votes[p]!;
      if (first < ctx.n) out.push(first);
      const two = ctx.second?.[p];
      if (two !== null && two !== undefined && two < ctx.n) out.push(two);
      return out;
    },
  },
});
