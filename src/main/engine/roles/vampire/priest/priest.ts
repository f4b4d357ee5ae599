import { otherSeats } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('priest', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/** "Priest, wake up and give yourself a Mark of Clarity. You may also give any other player a Mark of Clarity." */
export const priest = defineRole({
  id: 'priest',
  text: { en, fr },
  game: 'vampire',
  team: 'village',
  marks: ['clarity', 'clarity'],
  doppelganger: 'after',
  steps: [{ call: 'priest', wake: '-2', phase: 'dusk' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: false,
      seats: otherSeats(state, actor, at, RULE),
    }),
    perform: (table, { actor, set }, answer) => {
      table.give('clarity', set, 0, actor);
      if (answer.target !== undefined) table.give('clarity', set, 1, answer.target);
    },
  },
});
