import { swapPlaces } from '../../../abilities.ts';
import { cardSeats, notSelf } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('troublemaker', en.reasons);

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
      seats: cardSeats(state, notSelf(state, actor, at, because('rule', {})), at),
      allowOne: false,
      rule: because('rule', {}),
    }),
    perform: (table, _ctx, answer) => {
      if (answer.targets) swapPlaces(table, answer.targets[0]!, answer.targets[1]!);
    },
  },
});
