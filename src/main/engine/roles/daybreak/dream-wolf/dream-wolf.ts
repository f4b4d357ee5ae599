import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Dream Wolf never wakes; when the Werewolves (and the Minion) wake he puts out a thumb so they see
 * him. He is a Werewolf on the werewolf team (the Werewolves' and the Minion's calls show his thumb).
 */
export const dreamWolf = defineRole({
  id: 'dream-wolf',
  text: { en, fr },
  game: 'daybreak',
  team: 'werewolf',
  doppelganger: 'inert',
  kinds: ['werewolf'],
  maxCopies: ANY,
});
