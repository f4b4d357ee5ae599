import type { ChoiceSpec } from '../../../model.ts';
import { NONE } from '../../../choice.ts';
import type { MorticianSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { leftOf, placeCardSeats, rightOf } from '../../../app/targets.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('mortician', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const WHO = because('who', {});
const ONE = because('one', {});
const BOTH = because('both', {});
import { weightedBy } from '../../../app/draw.ts';
import { MORTICIAN_ACTIONS, MORTICIAN_TARGETS } from '../../../app/vocabulary.ts';

/**
 * "The Mortician wakes up and may look at the cards of one, both, or none of his neighbors (based on what
 * the app tells him to do). … he wins if at least one of his neighbors (the players directly adjacent to
 * him) dies (Whether he saw their cards or not). The Mortician wins in addition to any other teams."
 */
function morticianSaid(ctx: ActionContext): MorticianSaid | undefined {
  return drawOf<MorticianSaid>(ctx.state, drawKey('mortician', ctx.step), ctx.loop);
}

function choice(ctx: ActionContext): ChoiceSpec {
  const said = morticianSaid(ctx);
  if (!said) return NONE;
  const { state, actor, at } = ctx;
  switch (said.action) {
    case 'pretend':
      return NONE;
    case '1-card': {
      const target = said.target ?? 'one-neighbour';
      return {
        kind: 'place',
        mandatory: false,
        seats: placeCardSeats(state, target, actor, at, WHO),
        indexes: [],
        rule: ONE,
      };
    }
    case '2-cards':
      return {
        kind: 'places',
        seats: placeCardSeats(state, 'both-neighbours', actor, at, WHO),
        indexes: [],
        min: 1,
        max: 2,
        allowNone: true,
        rule: BOTH,
      };
  }
}

export const mortician = defineRole({
  id: 'mortician',
  text: { en, fr },
  app: {
    key: 'mortician',
    draw: (rng, weights): MorticianSaid => {
      const action = weightedBy(rng, MORTICIAN_ACTIONS, weights.mortician) ?? 'pretend';
      if (action !== '1-card') return { action };
      return {
        action,
        target: weightedBy(rng, MORTICIAN_TARGETS, weights.morticianTargets) ?? 'one-neighbour',
      };
    },
    loops: true,
    spokenAtCall: true,
    check: (m: MorticianSaid, _table, bad) => {
      if (m.action === '1-card' && m.target === undefined) bad('target', because('which-neighbour', {}));
      if (m.action !== '1-card' && m.target !== undefined) bad('target', because('no-target', { action: m.action }));
    },
    weights: ['mortician', 'morticianTargets'],
  },
  game: 'alien',
  team: 'mortician',
  doppelganger: 'after',
  steps: [{ call: 'mortician', wake: '13-A', phase: 'night', loops: true, always: true }],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const said = morticianSaid(ctx);
      if (!said) return;
      table.say(drawKey('mortician', ctx.step), said, ctx.loop);
      table.facts.push({ kind: 'app', key: drawKey('mortician', ctx.step), said });
      if (answer.target !== undefined) table.viewCard(ctx.actor, answer.target);
      for (const t of answer.targets ?? []) table.viewCard(ctx.actor, t);
    },
  },
  day: {
    verdict: (ctx, p) => {
      if (ctx.teams[p] !== 'mortician') return null;
      // Left then right, a neighbour on both sides once, never himself (no Set per verdict).
      const left = leftOf(ctx.n, p);
      const right = rightOf(ctx.n, p);
      const around: number[] = [];
      if (left !== p) around.push(left);
      if (right !== p && right !== left) around.push(right);
      let won = false;
      for (const q of around) if (ctx.dead[q]) won = true;
      return { kind: 'mortician', won, neighbours: around };
    },
  },
});
