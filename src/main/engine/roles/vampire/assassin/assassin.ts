import { everySeat } from '../../../choice.ts';
import { defineRole } from '../../types.ts';
import { markedForDeath } from '../../common/assassin-marks.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/**
 * "Assassin, wake up. Place the Mark of the Assassin in front of any player." He wins if the player with
 * the Mark of the Assassin dies; "if there is no Mark of the Assassin in the game, the Assassin … is a
 * simple villager".
 */
export const assassin = defineRole({
  id: 'assassin',
  text: { en, fr },
  game: 'vampire',
  team: 'assassin',
  marks: ['assassin'],
  doppelganger: 'after',
  powerlessFromCenter: true,
  steps: [{ call: 'assassin', wake: '-1', phase: 'dusk' }],
  night: {
    choice: ({ state }) => ({ kind: 'target', mandatory: true, seats: everySeat(state) }),
    perform: (table, { awake, set }, answer) => {
      // The Apprentice Assassin will see him (the Doppelgänger's call is her own, after his).
      if (!awake.doppelganger) table.assassinWoke = true;
      if (answer.target !== undefined) table.give('assassin', set, 0, answer.target);
    },
  },
  day: {
    team: (facts) => (facts.assassinMark ? 'assassin' : 'village'),
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'assassin') return null;
      const targets = markedForDeath(ctx.marks);
      return { kind: 'assassin', won: targets.some((x) => ctx.dead[x]), targets };
    },
  },
});
