import { ANY, defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** "If the Hunter dies, the player he is pointing at also dies" (both, if he voted with both hands). */
export const hunter = defineRole({
  id: 'hunter',
  text: { en, fr },
  houseRules: [
    {
      id: 'masterProtectedFromHunter',
      default: true,
      matters: { all: [{ roles: ['the-master', 'bodyguard'] }, { roles: ['hunter'] }] },
      offered: true,
    },
  ],
  game: 'werewolf',
  team: 'village',
  doppelganger: 'inert',
  maxCopies: ANY,
  day: {
    onDeath: (ctx, p, kill) => {
      const targets = [ctx.votes[p]!, ctx.second?.[p] ?? null].filter((t): t is number => t !== null && t < ctx.n);
      for (const target of targets) {
        // A protected player "cannot be killed": not by the Hunter either, unless the house rule says otherwise.
        // The Prince's protection is from the votes only.
        if (!(ctx.killProof?.[target] === true && ctx.options.masterProtectedFromHunter))
          kill(target, { kind: 'hunter', hunter: p });
      }
    },
  },
});
