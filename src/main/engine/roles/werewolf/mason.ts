import { ANY, defineRole } from '../types.ts';

/** "Masons, wake up and look for other Masons." */
export const mason = defineRole({
  id: 'mason',
  game: 'werewolf',
  team: 'village',
  doppelganger: 'with',
  maxCopies: ANY,
  steps: [{ key: 'masons', call: 'masons', wake: '4', phase: 'night', group: 'masons' }],
  night: {
    perform: (table, { awake }) => table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' }),
  },
});
