import { everySeat } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Instigator, wake up. You may give any player the Mark of the Traitor." */
export const instigator = defineRole({
  id: 'instigator',
  text: { en, fr },
  game: 'vampire',
  team: 'village',
  marks: ['traitor'],
  doppelganger: 'immediate',
  steps: [{ call: 'instigator', wake: '-3', phase: 'dusk' }],
  night: {
    choice: ({ state }) => ({ kind: 'target', mandatory: false, seats: everySeat(state) }),
    perform: (table, { set }, answer) => {
      if (answer.target !== undefined) table.give('traitor', set, 0, answer.target);
    },
  },
});
