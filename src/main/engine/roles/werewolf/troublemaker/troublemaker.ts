import { swapPlaces } from '../../../abilities.ts';
import { otherCardSeats } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('troublemaker', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

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
      seats: otherCardSeats(state, actor, at, RULE),
      allowOne: false,
      rule: RULE,
    }),
    perform: (table, _ctx, answer) => {
      if (answer.targets) swapPlaces(table, answer.targets[0]!, answer.targets[1]!);
    },
  },
});
