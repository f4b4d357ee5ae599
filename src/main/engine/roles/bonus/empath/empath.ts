import type { EmpathSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { defineRole } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { checkNumbers } from '../../../app/said-checks.ts';
import { rippleGroup, weightedBy } from '../../../app/draw.ts';
import { EMPATH_PROMPTS } from '../../../app/vocabulary.ts';

/**
 * "Empath, wake up." The app tells a group to keep their eyes closed and point at a player as it says
 * ("point at the player you think is the Empath"…), and the Empath watches; then everyone's hands go
 * down. Nothing moves (Bonus Pack 3).
 */
export const empath = defineRole({
  id: 'empath',
  text: { en, fr },
  app: {
    key: 'empath',
    draw: (rng, weights, table): EmpathSaid => ({
      prompt: weightedBy(rng, EMPATH_PROMPTS, weights.empath) ?? 'think',
      group: rippleGroup(rng, weights, table.players),
    }),
    loops: false,
    spokenAtCall: true,
    check: (said: EmpathSaid, { players }, bad) => checkNumbers(said.group, players, (m) => bad('group', m)),
    weights: ['empath', 'groups'],
  },
  game: 'bonus',
  pack: 3,
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'empath', wake: '10-E', phase: 'night', always: true }],
  night: {
    perform: (table, ctx) => {
      const key = drawKey('empath', ctx.step);
      // A time loop's Empath (`timeLoopWholeNight`) hears the same prompt: the app draws no other for her,
      // so nothing new is written under the record's `loop` (which has no Empath: the record would not read).
      const told = drawOf<EmpathSaid>(ctx.state, key, ctx.loop) ?? drawOf<EmpathSaid>(ctx.state, key, false);
      if (!told) return;
      if (!ctx.loop) table.say(key, told);
      table.facts.push({ kind: 'app', key, said: told });
    },
  },
});
