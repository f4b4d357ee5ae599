import { isKind, nightIdentity, playerCount } from '../../../queries.ts';
import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are." */
export const minion = defineRole({
  id: 'minion',
  text: { en, fr },
  game: 'werewolf',
  team: 'werewolf',
  doppelganger: 'with',
  maxCopies: ANY,
  steps: [{ call: 'minion', wake: '3', phase: 'night' }],
  night: {
    perform: (table, { state }) => {
      // Fear does not stop a thumb: every player who woke as a Werewolf shows it.
      const wolves: number[] = [];
      for (let p = 0; p < playerCount(state); p++) {
        const id = nightIdentity(state, p);
        if (!id.inert && isKind(state, id.role, 'werewolf')) wolves.push(p);
      }
      table.facts.push({ kind: 'saw', players: wolves, of: 'werewolves' });
    },
  },
});
