import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Prince never wakes. "Votes against the Prince don't count. If he would have the most votes, the
 * player with the next highest number of votes (more than one) is killed instead."
 */
export const prince = defineRole({
  id: 'prince',
  text: { en, fr },
  game: 'bonus',
  pack: 1,
  team: 'village',
  doppelganger: 'inert',
  // Only the votes: the Hunter's shot and love still kill him (docs/rulings.md, rule 86).
  day: { protectedByVotes: () => true, votesOnly: true },
});
