import { swapPlaces } from '../../../abilities.ts';
import { cardSeats, hasLegal, playerName, selfRefused } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { centerPosition, isKind, nightIdentity } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('alpha-wolf', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/**
 * The Alpha Wolf wakes with the Werewolves, then alone: he "must exchange the Center Werewolf card with any
 * other non-Werewolf player's card", without looking. The Center Werewolf card lies across the center
 * row: center index 3, "a center card for others" (docs/rulings.md). The Doppelgänger-Alpha Wolf "immediately
 * exchanges the Center Werewolf card" and wakes with the Werewolves, "not … when the Alpha Wolf is called"
 * (Daybreak, "Doppelgänger and Daybreak"; rule 63).
 */
export const alphaWolf = defineRole({
  id: 'alpha-wolf',
  text: { en, fr },
  badge: 'centerWerewolf',
  moves: ['cards'],
  game: 'daybreak',
  team: 'werewolf',
  doppelganger: 'immediate',
  kinds: ['werewolf'],
  centerCard: 'werewolf',
  wakesWith: ['werewolves'],
  steps: [{ call: 'alpha-wolf', wake: '2-B', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => {
      const seats = cardSeats(
        state,
        (seat) => {
          if (seat === actor) return selfRefused(state, seat, at, RULE);
          const id = nightIdentity(state, seat);
          if (!id.inert && isKind(state, id.role, 'werewolf'))
            return ruleError('target/illegal', at, because('werewolf', { player: playerName(state, seat) }));
          return null;
        },
        at,
      );
      return { kind: 'target', mandatory: hasLegal(seats), seats };
    },
    perform: (table, { state }, answer) => {
      if (answer.target === undefined) return;
      swapPlaces(table, answer.target, centerPosition(state, 3));
    },
  },
});
