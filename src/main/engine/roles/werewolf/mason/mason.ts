import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Masons, wake up and look for other Masons." */
export const mason = defineRole({
  id: 'mason',
  text: { en, fr },
  game: 'werewolf',
  team: 'village',
  doppelganger: 'with',
  maxCopies: ANY,
  steps: [{ key: 'masons', call: 'masons', wake: '4', phase: 'night', group: 'masons' }],
  night: {
    perform: (table, { awake }) => table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' }),
  },
});
