import { defineRole } from '../../types.ts';
import { bothInGame, rivalVerdict } from '../../common/groob-zerb.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** Groob wakes with the Aliens, then again with Zerb (1-D) to look at her. */
export const groob = defineRole({
  id: 'groob',
  text: { en, fr },
  game: 'alien',
  team: 'alien',
  doppelganger: 'with',
  kinds: ['alien'],
  wakesWith: ['aliens'],
  steps: [{ key: 'groob-zerb', call: 'groob-zerb', wake: '1-D', phase: 'night', group: 'groob-zerb', loops: true }],
  night: {
    perform: (table, { awake }) => table.facts.push({ kind: 'saw', players: awake.actors, of: 'each-other' }),
  },
  day: {
    team: (facts) => (bothInGame(facts.holds) ? 'groob' : 'alien'),
    verdict: (ctx, p) => rivalVerdict(ctx, p, 'groob', 'zerb'),
  },
});
