import { defineRole } from '../../types.ts';
import { bothInGame, rivalVerdict } from '../../common/groob-zerb.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';

/** Zerb wakes with the Aliens, then again with Groob (1-D) to look at her. */
export const zerb = defineRole({
  id: 'zerb',
  text: { en, fr },
  game: 'alien',
  team: 'alien',
  doppelganger: 'with',
  kinds: ['alien'],
  wakesWith: ['aliens', 'groob-zerb'],
  day: {
    team: (facts) => (bothInGame(facts.holds) ? 'zerb' : 'alien'),
    verdict: (ctx, p) => rivalVerdict(ctx, p, 'zerb', 'groob'),
  },
});
