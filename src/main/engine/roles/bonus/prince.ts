import { defineRole } from '../types.ts';

/**
 * The Prince never wakes. "Votes against the Prince don't count. If he would have the most votes, the
 * player with the next highest number of votes (more than one) is killed instead."
 */
export const prince = defineRole({
  id: 'prince',
  game: 'bonus',
  team: 'village',
  doppelganger: 'inert',
  day: { protectedByVotes: () => true },
});
