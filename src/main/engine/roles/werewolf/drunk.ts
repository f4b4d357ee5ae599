import { centerPosition } from '../../queries.ts';
import { defineRole } from '../types.ts';

/** "Drunk, wake up and exchange your card with a card from the center." He does not look at it. */
export const drunk = defineRole({
  id: 'drunk',
  game: 'werewolf',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'drunk', wake: '8', phase: 'night' }],
  night: {
    choice: () => ({ kind: 'center', mandatory: true, indexes: [0, 1, 2] }),
    perform: (table, { state, actor }, answer) => table.swapPositions(actor, centerPosition(state, answer.center!)),
  },
});
