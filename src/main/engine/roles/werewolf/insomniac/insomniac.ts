import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Insomniac, wake up and look at your card." The Doppelgänger-Insomniac wakes right after her (9a). */
export const insomniac = defineRole({
  id: 'insomniac',
  text: { en, fr },
  game: 'werewolf',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'insomniac', wake: '9', phase: 'night', doppelgangerWake: '9a' }],
  night: {
    // The owner of a shielded Insomniac card cannot look at it.
    perform: (table, { actor }) => {
      if (table.shields?.[actor] !== true) table.viewCard(actor, actor, true);
    },
  },
});
