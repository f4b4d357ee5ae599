import { everySeat, hasLegal, playerName, seatOption } from '../../../choice.ts';
import { ruleError, type RuleError } from '../../../errors.ts';
import { isVampire } from '../../../queries.ts';
import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('vampire', en.reasons);

/**
 * "Vampires, wake up and look for other Vampires. Give any non-Vampire player a Mark of the Vampire." The
 * Master and the Count wake in this call too; the Doppelgänger-Vampire wakes with them.
 */
export const vampire = defineRole({
  id: 'vampire',
  text: { en, fr },
  game: 'vampire',
  team: 'vampire',
  marks: ['vampire'],
  doppelganger: 'with',
  kinds: ['vampire'],
  maxCopies: ANY,
  steps: [{ key: 'vampires', call: 'vampires', wake: '-6', phase: 'dusk', group: 'vampires' }],
  night: {
    choice: ({ state, awake, at }) => {
      const refused = (seat: number): RuleError | null => {
        if (awake.actors.includes(seat))
          return ruleError('target/vampire', at, because('awake', { player: playerName(state, seat) }));
        if (isVampire(state, seat))
          return ruleError('target/vampire', at, because('vampire', { player: playerName(state, seat) }));
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
    perform: (table, { awake }, answer) => {
      table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' });
      if (answer.target === undefined) return;
      table.give('vampire', 'main', 0, answer.target);
      table.bitten = answer.target;
    },
  },
});
