import { swapPlaces } from '../../../abilities.ts';
import { ownShielded } from '../../../choice.ts';
import { centerIndexes, centerPosition } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('drunk', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const SHIELDED = because('shielded', {});

/** "Drunk, wake up and exchange your card with a card from the center." He does not look at it. */
export const drunk = defineRole({
  id: 'drunk',
  text: { en, fr },
  game: 'werewolf',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'drunk', wake: '8', phase: 'night' }],
  night: {
    choice: ({ state, actor }) =>
      ownShielded(state, actor)
        ? {
            kind: 'none',
            why: SHIELDED,
          }
        : { kind: 'center', mandatory: true, indexes: centerIndexes(state) },
    // With a shielded card he does nothing ("none" above): there is no center card to take.
    perform: (table, { state, actor }, answer) => {
      if (answer.center !== undefined) swapPlaces(table, actor, centerPosition(state, answer.center));
    },
  },
});
