import { everySeat, shieldedCards } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('gremlin', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const RULE = because('rule', {});

/** "Gremlin, wake up. You may switch Marks or cards between any two players." */
export const gremlin = defineRole({
  id: 'gremlin',
  text: { en, fr },
  moves: ['cards', 'marks'],
  game: 'vampire',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'gremlin', wake: '7-D', phase: 'night' }],
  night: {
    choice: ({ state, at }) => ({
      kind: 'gremlin',
      seats: everySeat(state),
      rule: RULE,
      // The shield protects the card, not the Mark.
      ...(state.shields ? { cards: shieldedCards(state, at) } : {}),
    }),
    perform: (table, _ctx, answer) => {
      if (!answer.targets) return;
      if (answer.swap === 'cards') table.swapPositions(answer.targets[0]!, answer.targets[1]!);
      else table.swapMarks(answer.targets[0]!, answer.targets[1]!);
    },
  },
});
