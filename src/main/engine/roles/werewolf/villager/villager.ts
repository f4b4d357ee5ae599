import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** The Villager has no special power and never wakes. */
export const villager = defineRole({
  id: 'villager',
  text: { en, fr },
  game: 'werewolf',
  team: 'village',
  doppelganger: 'inert',
  maxCopies: ANY,
});
