import { takeCard } from '../../../abilities.ts';
import type { ChoiceSpec } from '../../../model.ts';
import { NONE, cardSeats, ownShielded, playerName } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import { isAlienNow } from '../../../app/reading.ts';
import type { BodySnatcherSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { placeCheck } from '../../../app/targets.ts';
import { centerIndexes, centerPosition } from '../../../queries.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('body-snatcher', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const SHIELDED = because('shielded', {});
const CENTER_RULE = because('center-rule', {});
const WHO = because('who', {});
import { weightedBy } from '../../../app/draw.ts';
import { BODY_SNATCHER_ACTIONS, BODY_SNATCHER_TARGETS } from '../../../app/vocabulary.ts';

/**
 * The Body Snatcher (Bonus Pack 3, an Alien) wakes with the Aliens, then alone (1-F) and does what the app
 * says: take a non-Alien's card, or a center card, or pretend. He looks at the card he takes and leaves his
 * own card with the victim: "the stolen card is an Alien wherever it ends up and whoever holds the Body
 * Snatcher card is also an Alien" (`alien-daybreak.md` §1).
 */
function said(ctx: ActionContext): BodySnatcherSaid | undefined {
  return drawOf<BodySnatcherSaid>(ctx.state, drawKey('body-snatcher', ctx.step), ctx.loop);
}

function choice(ctx: ActionContext): ChoiceSpec {
  const told = said(ctx);
  const { state, actor, at } = ctx;
  if (!told || told.action === 'pretend') return NONE;
  if (ownShielded(state, actor)) return { kind: 'none', why: SHIELDED };
  if (told.action === 'center')
    return {
      kind: 'place',
      mandatory: false,
      seats: cardSeats(
        state,
        (seat) => ruleError('target/illegal', at, because('center', { player: playerName(state, seat) })),
        at,
      ),
      indexes: centerIndexes(state),
      rule: CENTER_RULE,
    };
  const target = told.target ?? 'any';
  const check = placeCheck(state, target, actor, at, WHO);
  return {
    kind: 'place',
    mandatory: false,
    seats: cardSeats(
      state,
      (seat) =>
        check(seat) ??
        (isAlienNow(state, seat)
          ? ruleError('target/illegal', at, because('alien', { player: playerName(state, seat) }))
          : null),
      at,
    ),
    indexes: [],
    rule: because('rule', { target }),
  };
}

export const bodySnatcher = defineRole({
  id: 'body-snatcher',
  text: { en, fr },
  badge: 'taken',
  moves: ['cards'],
  app: {
    key: 'body-snatcher',
    draw: (rng, weights): BodySnatcherSaid => {
      const action = weightedBy(rng, BODY_SNATCHER_ACTIONS, weights.bodySnatcher) ?? 'pretend';
      if (action !== 'steal') return { action };
      return { action, target: weightedBy(rng, BODY_SNATCHER_TARGETS, weights.bodySnatcherTargets) ?? 'any' };
    },
    loops: true,
    spokenAtCall: true,
    check: (b: BodySnatcherSaid, _table, bad) => {
      if (b.action === 'steal' && b.target === undefined) bad('target', because('steal-target', {}));
      if (b.action !== 'steal' && b.target !== undefined) bad('target', because('no-target', { action: b.action }));
    },
    weights: ['bodySnatcher', 'bodySnatcherTargets'],
  },
  game: 'bonus',
  pack: 3,
  team: 'alien',
  turnsCardsInto: ['alien'],
  doppelganger: 'after',
  kinds: ['alien'],
  wakesWith: ['aliens'],
  steps: [{ call: 'body-snatcher', wake: '1-F', phase: 'night', loops: true, always: true }],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const told = said(ctx);
      if (!told) return;
      const key = drawKey('body-snatcher', ctx.step);
      table.say(key, told, ctx.loop);
      table.facts.push({ kind: 'app', key, said: told });
      const { state, actor } = ctx;
      const at = answer.target ?? (answer.center !== undefined ? centerPosition(state, answer.center) : null);
      if (at === null || actor < 0) return;
      takeCard(table, actor, at);
      table.cardBecomesRole(actor, 'alien');
    },
  },
});
