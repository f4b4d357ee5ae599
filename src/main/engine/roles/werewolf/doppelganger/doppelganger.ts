import { otherCardSeats } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('doppelganger', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * "Doppelgänger, wake up and look at another player's card. You are now that role." She wakes at -7 in a
 * game with Vampire roles (Vampire text) and at 1 without; what she does with the copy is each role's
 * `doppelganger` timing, and her immediate action follows her call.
 */
export const doppelganger = defineRole({
  id: 'doppelganger',
  text: { en, fr },
  game: 'werewolf',
  team: 'village',
  doppelganger: 'inert',
  kinds: ['copier'],
  wakesAsCopy: true,
  steps: [
    { call: 'doppelganger', wake: '-7', phase: 'dusk', vampireGame: true, thenImmediate: true },
    { call: 'doppelganger', wake: '1', phase: 'night', vampireGame: false, thenImmediate: true },
  ],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: true,
      seats: otherCardSeats(state, actor, at, RULE),
    }),
    perform: (table, { state, actor }, answer) => {
      const target = answer.target!;
      const seen = table.roleAt(target);
      // "The Doppelganger-Copycat does nothing and instead becomes the role that the Copycat views."
      const copycatCopy = seen === 'copycat' ? table.copies[table.positions[target]!] : null;
      const becomes = seen === 'copycat' ? (copycatCopy?.role ?? 'copycat') : seen;
      table.setCopy(state.startCards[actor]!, { role: becomes, doppelganger: true, inert: seen === 'copycat' });
      table.facts.push({ kind: 'copied', actor, place: table.place(target), seen, becomes });
    },
  },
});
