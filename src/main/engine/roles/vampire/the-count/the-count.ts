import { everySeat, hasLegal, playerName, seatOption } from '../../../choice.ts';
import { ruleError, type RuleError } from '../../../errors.ts';
import { isVampire, markAt } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('the-count', en.reasons);

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
      const refused = (seat: number): RuleError | null => {
        const player = playerName(state, seat);
        if (seat === actor) return ruleError('target/vampire', at, because('self', { player }));
        if (anyPlayer) return null;
        if (markAt(state, seat) === 'vampire') return ruleError('target/vampire', at, because('mark', { player }));
        if (isVampire(state, seat)) return ruleError('target/vampire', at, because('vampire', { player }));
        return null;
      };
      // Seat by seat here, not through `seatOptions` (see there): the refused ones written over every seat.
      const seats = everySeat(state);
      for (let seat = 0; seat < seats.length; seat++) {
        const reason = refused(seat);
        if (reason) seats[seat] = seatOption(seat, reason);
      }
      return { kind: 'target', mandatory: hasLegal(seats), seats };
    },
    // With no non-Vampire left to frighten, the Mark of Fear stays on the board.
    perform: (table, { set }, answer) => {
      if (answer.target !== undefined) table.give('fear', set, 0, answer.target);
    },
  },
});
