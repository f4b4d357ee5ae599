import { centerIndexes, centerPosition } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Apprentice Seer, wake up. You may look at one of the center cards." */
export const apprenticeSeer = defineRole({
  id: 'apprentice-seer',
  text: { en, fr },
  game: 'daybreak',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'apprentice-seer', wake: '5-B', phase: 'night' }],
  night: {
    choice: ({ state }) => ({ kind: 'center', mandatory: false, indexes: centerIndexes(state) }),
    perform: (table, { state, actor }, answer) => {
      if (answer.center !== undefined) table.viewCard(actor, centerPosition(state, answer.center));
    },
  },
});
