import { neighbours, playerName, seatOptions } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('diseased', en.reasons);

/**
 * "Diseased, wake up. Place a Mark of Disease in front of the player to your left or right." Voting for
 * the Mark's holder forbids winning; the house rule `diseasedCardVotes` adds the Diseased player herself.
 */
export const diseased = defineRole({
  id: 'diseased',
  text: { en, fr },
  houseRules: [{ id: 'diseasedCardVotes', default: false, matters: { roles: ['diseased'] }, offered: true }],
  game: 'vampire',
  team: 'village',
  marks: ['disease'],
  doppelganger: 'immediate',
  steps: [{ call: 'diseased', wake: '-5', phase: 'dusk' }],
  night: {
    choice: ({ state, actor, at }) => {
      const { left, right } = neighbours(state, actor);
      const seats = seatOptions(state, (seat) =>
        seat === left || seat === right
          ? null
          : ruleError(
              'target/not-a-neighbour',
              at,
              because('neighbour', { player: playerName(state, seat), actor: playerName(state, actor) }),
            ),
      );
      return { kind: 'target', mandatory: true, seats };
    },
    perform: (table, { set }, answer) => table.give('disease', set, 0, answer.target!),
  },
  day: { poisonsVotes: (ctx) => ctx.options.diseasedCardVotes },
});
