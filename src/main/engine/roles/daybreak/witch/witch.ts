import { giveCard, placeOf } from '../../../abilities.ts';
import { cardSeats, seatOptions, playerName } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { centerIndexes } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('witch', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * "Witch, wake up. You may look at one of the center cards. If you do, you must exchange that card with
 * any player's card", her own included, without looking at the player's card; she does not wake again for
 * a role she gives herself. A shielded card cannot be given a center card.
 */
export const witch = defineRole({
  id: 'witch',
  text: { en, fr },
  moves: ['cards'],
  game: 'daybreak',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'witch', wake: '6-B', phase: 'night' }],
  night: {
    choice: ({ state, at }) => ({
      kind: 'give',
      seats: seatOptions(state, (seat) =>
        ruleError('target/illegal', at, because('center', { player: playerName(state, seat) })),
      ),
      indexes: centerIndexes(state),
      to: cardSeats(state, () => null, at),
      rule: RULE,
    }),
    perform: (table, { actor }, answer) => {
      const from = placeOf(table, answer);
      if (from !== null && answer.to !== undefined) giveCard(table, actor, from, answer.to);
    },
  },
});
