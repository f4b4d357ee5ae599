import { notSelf, seatOptions } from '../../choice.ts';
import { defineRole } from '../types.ts';

/** "Robber, wake up. You may exchange your card with another player's card, and then view your new card." */
export const robber = defineRole({
  id: 'robber',
  game: 'werewolf',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'robber', wake: '6', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: false,
      seats: seatOptions(state, notSelf(state, actor, at, "the Robber exchanges his card with another player's card")),
    }),
    perform: (table, { actor }, answer) => {
      if (answer.target === undefined) return;
      table.swapPositions(actor, answer.target);
      table.viewCard(actor, actor);
    },
  },
});
