import { centerIndexes, centerPosition } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Copycat, wake up and look at one of the center cards. You are now that role. If that role is called,
 * wake up and do that action." The copy travels with the card.
 */
export const copycat = defineRole({
  id: 'copycat',
  text: { en, fr },
  game: 'vampire',
  team: 'village',
  doppelganger: 'copycat',
  kinds: ['copier'],
  steps: [{ call: 'copycat', wake: '-8', phase: 'dusk' }],
  night: {
    choice: ({ state }) => ({ kind: 'center', mandatory: true, indexes: centerIndexes(state) }),
    perform: (table, { state, actor }, answer) => {
      const position = centerPosition(state, answer.center!);
      const seen = table.roleAt(position);
      table.setCopy(state.startCards[actor]!, { role: seen, doppelganger: false, inert: false });
      table.facts.push({ kind: 'copied', actor, place: table.place(position), seen, becomes: seen });
    },
  },
});
