import { defineRole } from '../types.ts';

/** "Insomniac, wake up and look at your card." The Doppelgänger-Insomniac wakes right after her (9a). */
export const insomniac = defineRole({
  id: 'insomniac',
  game: 'werewolf',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'insomniac', wake: '9', phase: 'night', doppelgangerWake: '9a' }],
  night: { perform: (table, { actor }) => table.viewCard(actor, actor, true) },
});
