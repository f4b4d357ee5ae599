import { neighbours, playerName, seatOptions, selfRefused } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('thing', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/** "Thing, wake up. You may tap the nearest shoulder of the player on your left or right." */
export const thing = defineRole({
  id: 'thing',
  text: { en, fr },
  badge: 'tapped',
  game: 'bonus',
  pack: 2,
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
            ? selfRefused(state, seat, at, RULE)
            : seat === left || seat === right
              ? null
              : ruleError(
                  'target/not-a-neighbour',
                  at,
                  because('neighbour', { player: playerName(state, seat), actor: playerName(state, actor) }),
                ),
        ),
      };
    },
    perform: (table, { actor }, answer) => {
      if (answer.target !== undefined) table.facts.push({ kind: 'tapped', actor, player: answer.target });
    },
  },
});
