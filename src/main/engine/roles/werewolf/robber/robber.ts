import { takeCard } from '../../../abilities.ts';
import { otherCardSeats, ownShielded } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('robber', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const SHIELDED = because('shielded', {});
const RULE = because('rule', {});

/** "Robber, wake up. You may exchange your card with another player's card, and then view your new card." */
export const robber = defineRole({
  id: 'robber',
  text: { en, fr },
  moves: ['cards'],
  game: 'werewolf',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'robber', wake: '6', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) =>
      ownShielded(state, actor)
        ? {
            kind: 'none',
            why: SHIELDED,
          }
        : {
            kind: 'target',
            mandatory: false,
            seats: otherCardSeats(state, actor, at, RULE),
          },
    perform: (table, { actor }, answer) => {
      if (answer.target !== undefined) takeCard(table, actor, answer.target);
    },
  },
});
