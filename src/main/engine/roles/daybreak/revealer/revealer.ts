import { cardSeats, playerName, selfRefused } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { defineRole } from '../../types.ts';
import { turnedBackDown } from '../../common/stoppers.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('revealer', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * "Revealer, wake up. You may flip over any other player's card. If it's a Werewolf or the Tanner, flip it
 * back over face down." Any other card stays face up for the day (a Doppelgänger or Paranormal
 * Investigator too); a Vampire or the Assassin goes back down too (FR), and an Alien (the app's wording;
 * docs/rulings.md). The Doppelgänger-Revealer wakes "immediately after the Revealer goes to sleep" (10a) "and
 * may flip over any player's card that is face down" (Daybreak, "Doppelgänger and Daybreak"; rule 63).
 */
export const revealer = defineRole({
  id: 'revealer',
  text: { en, fr },
  badge: 'flipped',
  game: 'daybreak',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'revealer', wake: '10', phase: 'night', doppelgangerWake: '10a' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'target',
      mandatory: false,
      seats: cardSeats(
        state,
        (seat) =>
          (seat === actor ? selfRefused(state, seat, at, RULE) : null) ??
          (state.faceUp?.[state.positions[seat]!] === true
            ? ruleError('target/illegal', at, because('face-up', { player: playerName(state, seat) }))
            : null),
        at,
      ),
    }),
    perform: (table, { state, actor }, answer) => {
      if (answer.target === undefined) return;
      table.flip(actor, answer.target);
      // What the card shows decides: a Doppelgänger or Paranormal Investigator card stays up whatever it became.
      const down = turnedBackDown(state, table.roleAt(answer.target));
      if (down) table.flipDown(answer.target, down);
    },
  },
});
