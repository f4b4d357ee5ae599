import { swapPlaces } from '../../../abilities.ts';
import { cardSeats, notSelf } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Troublemaker, wake up. You may exchange cards between two other players." */
export const troublemaker = defineRole({
  id: 'troublemaker',
  text: { en, fr },
  moves: ['cards'],
  game: 'werewolf',
  team: 'village',
  doppelganger: 'immediate',
  steps: [{ call: 'troublemaker', wake: '7', phase: 'night' }],
  night: {
    choice: ({ state, actor, at }) => ({
      kind: 'targets',
      mandatory: false,
      seats: cardSeats(
        state,
        notSelf(state, actor, at, 'the Troublemaker exchanges the cards of two other players'),
        at,
      ),
      allowOne: false,
      rule: 'the Troublemaker exchanges the cards of two other players',
    }),
    perform: (table, _ctx, answer) => {
      if (answer.targets) swapPlaces(table, answer.targets[0]!, answer.targets[1]!);
    },
  },
});
