import { isKind, nightIdentity, playerCount } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Vampires, point at the player who has the Mark of the Vampire … Renfield, wake up and look around for
 * the Vampires, then place the Mark of the Bat in front of you." "Renfield is on the vampire team … unless
 * no players are Vampires (or have the Mark of the Vampire)."
 */
export const renfield = defineRole({
  id: 'renfield',
  text: { en, fr },
  game: 'vampire',
  team: 'vampire',
  marks: ['bat'],
  doppelganger: 'after',
  steps: [{ call: 'renfield', wake: '-6C', phase: 'dusk' }],
  night: {
    perform: (table, { state, actor, set }) => {
      const vampires: number[] = [];
      for (let p = 0; p < playerCount(state); p++) {
        const id = nightIdentity(state, p);
        if (!id.inert && isKind(state, id.role, 'vampire')) vampires.push(p);
      }
      table.facts.push({ kind: 'saw', players: vampires, of: 'vampires' });
      // "The Vampires must point at the player with the Mark of the Vampire": the one they gave it to.
      table.facts.push({ kind: 'pointed-at', player: state.bitten });
      table.give('bat', set, 0, actor);
    },
  },
  day: { team: (facts) => (facts.anyVampire ? 'vampire' : 'village') },
});
