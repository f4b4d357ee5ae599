import { otherSeats, shieldedCards } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('marksman', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const OTHER = because('other', {});
const RULE = because('rule', {});

/** "Marksman, wake up. You may view the card of one player and the Mark of another player." */
export const marksman = defineRole({
  id: 'marksman',
  text: { en, fr },
  game: 'vampire',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'marksman', wake: '5-D', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'marksman',
      seats: otherSeats(state, actor, at, OTHER),
      rule: RULE,
      ...(state.shields ? { cards: shieldedCards(state, at) } : {}),
    }),
    perform: (table, { actor }, answer) => {
      if (answer.card !== undefined) table.viewCard(actor, answer.card);
      if (answer.mark !== undefined) table.viewMark(actor, answer.mark);
    },
  },
});
