import { hasLegal, playerName, seatOptions } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { isVampire, markAt } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * The Count wakes with the Vampires, then alone: "place the Mark of Fear in front of any non-Vampire
 * player". The Doppelgänger-Count places her own Mark of Fear right after him (on any player, by default).
 */
export const theCount = defineRole({
  id: 'the-count',
  text: { en, fr },
  houseRules: [
    {
      id: 'doppelgangerCountAnyPlayer',
      default: true,
      matters: { all: [{ roles: ['doppelganger'] }, { roles: ['the-count'] }] },
      offered: true,
    },
    { id: 'lateFearFrightens', default: false, matters: { roles: ['the-count'] }, offered: false },
  ],
  game: 'vampire',
  team: 'vampire',
  marks: ['vampire', 'fear'],
  doppelganger: 'with',
  kinds: ['vampire'],
  wakesWith: ['vampires'],
  steps: [{ call: 'the-count', wake: '-6B', phase: 'dusk', doppelganger: 'after' }],
  night: {
    choice: ({ state, awake, actor, at }) => {
      const anyPlayer = awake.doppelganger && state.setup.options.doppelgangerCountAnyPlayer;
      const seats = seatOptions(state, (seat) => {
        const name = playerName(state, seat);
        if (seat === actor)
          return ruleError(
            'target/vampire',
            at,
            `${name} cannot frighten themselves; the Mark of Fear goes to a non-Vampire`,
          );
        if (anyPlayer) return null;
        if (markAt(state, seat) === 'vampire')
          return ruleError(
            'target/vampire',
            at,
            `${name} holds the Mark of the Vampire; the Mark of Fear must go to a non-Vampire`,
          );
        if (isVampire(state, seat))
          return ruleError('target/vampire', at, `${name} is a Vampire; the Mark of Fear must go to a non-Vampire`);
        return null;
      });
      return { kind: 'target', mandatory: hasLegal(seats), seats };
    },
    // With no non-Vampire left to frighten, the Mark of Fear stays on the board.
    perform: (table, { set }, answer) => {
      if (answer.target !== undefined) table.give('fear', set, 0, answer.target);
    },
  },
});
