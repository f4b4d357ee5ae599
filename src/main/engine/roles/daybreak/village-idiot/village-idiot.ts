import { shiftCards } from '../../../abilities.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Village Idiot, wake up. You may move everyone's card but your own to the left or to the right." The
 * center cards do not move, and a shielded card stays where it is (the others skip it).
 */
export const villageIdiot = defineRole({
  id: 'village-idiot',
  text: { en, fr },
  moves: ['cards'],
  game: 'daybreak',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'village-idiot', wake: '7-B', phase: 'night' }],
  night: {
    choice: () => ({ kind: 'direction' }),
    perform: (table, { actor }, answer) => {
      if (answer.direction) shiftCards(table, actor, answer.direction);
    },
  },
});
