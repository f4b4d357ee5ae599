import { otherCardSeats } from '../../../choice.ts';
import { centerIndexes, centerPosition } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('seer', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const OTHER = because('other', {});
const RULE = because('rule', {});

/** "Seer, wake up. You may look at another player's card or two of the center cards." */
export const seer = defineRole({
  id: 'seer',
  text: { en, fr },
  game: 'werewolf',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'seer', wake: '5', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'seer',
      seats: otherCardSeats(state, actor, at, OTHER),
      indexes: centerIndexes(state),
      rule: RULE,
    }),
    perform: (table, { state, actor }, answer) => {
      if (answer.target !== undefined) table.viewCard(actor, answer.target);
      for (const c of answer.centers ?? []) table.viewCard(actor, centerPosition(state, c));
    },
  },
});
