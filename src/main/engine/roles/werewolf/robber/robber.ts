import { takeCard } from '../../../abilities.ts';
import { cardSeats, notSelf, ownShielded } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

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
            why: "holds a shielded card: the Robber cannot exchange a card the Sentinel's shield protects",
          }
        : {
            kind: 'target',
            mandatory: false,
            seats: cardSeats(
              state,
              notSelf(state, actor, at, "the Robber exchanges his card with another player's card"),
              at,
            ),
          },
    perform: (table, { actor }, answer) => {
      if (answer.target !== undefined) takeCard(table, actor, answer.target);
    },
  },
});
