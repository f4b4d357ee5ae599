import { awakeAliens } from '../../../app/reading.ts';
import { leftOf, rightOf } from '../../../app/targets.ts';
import { playerCount } from '../../../queries.ts';
import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "The Cow sticks out her fist while the Aliens are awake. If any Alien is sitting next to the Cow, one
 * Alien must tap her on the fist, which tips her." The Doppelgänger-Cow holds out her fist at the same time.
 */
export const cow = defineRole({
  id: 'cow',
  text: { en, fr },
  game: 'alien',
  team: 'village',
  doppelganger: 'with',
  maxCopies: ANY,
  steps: [{ call: 'cow', wake: '1-C', phase: 'night', loops: true }],
  night: {
    perform: (table, { state, awake }) => {
      const aliens = awakeAliens(state);
      const n = playerCount(state);
      for (const cow of awake.actors) {
        // Her neighbours who are Aliens, left then right, a neighbour on both sides once (no Set per Cow).
        const left = leftOf(n, cow);
        const right = rightOf(n, cow);
        const beside: number[] = [];
        if (aliens.includes(left)) beside.push(left);
        if (right !== left && aliens.includes(right)) beside.push(right);
        table.facts.push({ kind: 'tipped', cow, by: beside });
      }
    },
  },
});
