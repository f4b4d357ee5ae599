import { ANY, defineRole } from '../types.ts';

/** The Villager has no special power and never wakes. */
export const villager = defineRole({
  id: 'villager',
  game: 'werewolf',
  team: 'village',
  doppelganger: 'inert',
  maxCopies: ANY,
});
