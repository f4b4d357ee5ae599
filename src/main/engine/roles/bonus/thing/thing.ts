import { neighbours, playerName, seatOptions } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Thing, wake up. You may tap the nearest shoulder of the player on your left or right." */
export const thing = defineRole({
  id: 'thing',
  text: { en, fr },
  badge: 'tapped',
  game: 'bonus',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'thing', wake: '4-B', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => {
      const { left, right } = neighbours(state, actor);
      return {
        kind: 'target',
        mandatory: false,
        seats: seatOptions(state, (seat) =>
          seat === actor
            ? ruleError(
                'target/illegal',
                at,
                `${playerName(state, seat)} cannot choose themselves; the Thing taps a neighbour's shoulder`,
              )
            : seat === left || seat === right
              ? null
              : ruleError(
                  'target/not-a-neighbour',
                  at,
                  `${playerName(state, seat)} does not sit next to ${playerName(state, actor)}; the Thing taps a neighbour's shoulder`,
                ),
        ),
      };
    },
    perform: (table, { actor }, answer) => {
      if (answer.target !== undefined) table.facts.push({ kind: 'tapped', actor, player: answer.target });
    },
  },
});
