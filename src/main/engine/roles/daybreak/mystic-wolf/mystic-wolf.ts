import { otherCardSeats } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('mystic-wolf', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * The Mystic Wolf wakes with the Werewolves, then alone: "you may look at another player's card". The
 * Doppelgänger-Mystic Wolf "may immediately look at any player's card" and wakes with the Werewolves, not
 * when the Mystic Wolf is called (Daybreak, "Doppelgänger and Daybreak"; rule 63).
 */
export const mysticWolf = defineRole({
  id: 'mystic-wolf',
  text: { en, fr },
  badge: 'viewed',
  game: 'daybreak',
  team: 'werewolf',
  doppelganger: 'immediate',
  kinds: ['werewolf'],
  wakesWith: ['werewolves'],
  steps: [{ call: 'mystic-wolf', wake: '2-C', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: false,
      seats: otherCardSeats(state, actor, at, RULE),
    }),
    perform: (table, { actor }, answer) => {
      if (answer.target !== undefined) table.viewCard(actor, answer.target);
    },
  },
});
