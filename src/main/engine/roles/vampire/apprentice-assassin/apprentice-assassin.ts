import { everySeat } from '../../../choice.ts';
import { nightIdentity, playerCount } from '../../../queries.ts';
import { defineRole } from '../../types.ts';
import { markedForDeath } from '../../common/assassin-marks.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('apprentice-assassin', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const SAW = because('saw', {});

/**
 * "Apprentice Assassin, wake up and look for the Assassin. If there is no Assassin, place the Mark of the
 * Assassin in front of any player." With an Assassin she wins if he dies; without one, if her target dies.
 */
export const apprenticeAssassin = defineRole({
  id: 'apprentice-assassin',
  text: { en, fr },
  game: 'vampire',
  team: 'apprentice-assassin',
  marks: ['assassin'],
  doppelganger: 'after',
  steps: [{ call: 'apprentice-assassin', wake: '-1B', phase: 'dusk' }],
  night: {
    choice: ({ state }) =>
      state.assassinWoke
        ? {
            kind: 'none',
            why: SAW,
          }
        : { kind: 'target', mandatory: true, seats: everySeat(state) },
    perform: (table, { state, set }, answer) => {
      if (state.assassinWoke) {
        const assassins: number[] = [];
        for (let p = 0; p < playerCount(state); p++) {
          const id = nightIdentity(state, p);
          if (id.role === 'assassin' && !id.doppelganger && !id.inert) assassins.push(p);
        }
        table.facts.push({ kind: 'saw', players: assassins, of: 'assassin' });
      } else if (answer.target !== undefined) {
        table.give('assassin', set, 0, answer.target);
      }
    },
  },
  day: {
    team: (facts) => (facts.assassinMark ? 'apprentice-assassin' : 'village'),
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'apprentice-assassin') return null;
      // With an Assassin she wins if the Assassin dies; without one she placed the Mark herself.
      const markMode = !ctx.state.assassinWoke;
      const watched = markMode ? markedForDeath(ctx.marks) : ctx.roles.flatMap((r, q) => (r === 'assassin' ? [q] : []));
      return { kind: 'apprentice', won: watched.some((x) => ctx.dead[x]), assassins: watched, markMode };
    },
  },
});
