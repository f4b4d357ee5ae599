import { otherSeats } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('pickpocket', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/** "Pickpocket, wake up. You may exchange your Mark with another player's Mark, and then view your new Mark." */
export const pickpocket = defineRole({
  id: 'pickpocket',
  text: { en, fr },
  moves: ['marks'],
  game: 'vampire',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'pickpocket', wake: '6-C', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: false,
      seats: otherSeats(state, actor, at, RULE),
    }),
    perform: (table, { actor }, answer) => {
      if (answer.target === undefined) return;
      table.swapMarks(actor, answer.target, true);
      table.viewMark(actor, actor);
    },
  },
});
