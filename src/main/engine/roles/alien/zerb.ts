import { defineRole } from '../types.ts';
import { bothInGame, rivalVerdict } from './groob-zerb.ts';

/** Zerb wakes with the Aliens, then again with Groob (1-D) to look at her. */
export const zerb = defineRole({
  id: 'zerb',
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
