import type { ChoiceSpec, SeatOption } from '../../../model.ts';
import { NONE, playerName, seatOption, shieldReason } from '../../../choice.ts';
import { ruleError } from '../../../errors.ts';
import type { PsychicSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { inViewTarget, numberOf } from '../../../app/targets.ts';
import { APP_EN } from '../../../text/reasons-en.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('psychic', en.reasons);
const appReason = reasonsOf('app', APP_EN);
import { checkNumbers } from '../../../app/said-checks.ts';
import { viewTarget, weightedBy } from '../../../app/draw.ts';
import { PSYCHIC_ACTIONS } from '../../../app/vocabulary.ts';

/**
 * "The Psychic wakes up, and is told that she may look at one or more cards by the app. Which cards may be
 * viewed may be different for each game." The Doppelgänger-Psychic wakes after her with a draw of her own.
 */
function psychicSaid(ctx: ActionContext): PsychicSaid | undefined {
  return drawOf<PsychicSaid>(ctx.state, drawKey('psychic', ctx.step), ctx.loop);
}

function choice(ctx: ActionContext): ChoiceSpec {
  const said = psychicSaid(ctx);
  if (!said) return NONE;
  const { state, actor, at } = ctx;
  // The seats walked here, not through a check closure called seat by seat (`cardSeats`).
  const seats: SeatOption[] = [];
  for (let seat = 0; seat < state.setup.players.length; seat++)
    seats.push(
      seatOption(
        seat,
        shieldReason(state, seat, at) ??
          (inViewTarget(said.target, seat, actor)
            ? null
            : ruleError(
                'target/illegal',
                at,
                seat === actor
                  ? because('self', { player: playerName(state, seat), target: said.target })
                  : appReason('view-other', {
                      player: playerName(state, seat),
                      number: numberOf(seat),
                      target: said.target,
                    }),
              )),
      ),
    );
  const rule = because('rule', { one: said.action === 'view-1', target: said.target });
  return said.action === 'view-1'
    ? { kind: 'place', mandatory: false, seats, indexes: [], rule }
    : { kind: 'places', seats, indexes: [], min: 1, max: 2, allowNone: true, rule };
}

export const psychic = defineRole({
  id: 'psychic',
  text: { en, fr },
  app: {
    key: 'psychic',
    draw: (rng, weights, table): PsychicSaid => ({
      action: weightedBy(rng, PSYCHIC_ACTIONS, weights.psychic) ?? 'view-1',
      target: viewTarget(rng, weights, table.players),
    }),
    loops: true,
    spokenAtCall: true,
    check: (said: PsychicSaid, { players }, bad) => checkNumbers(said.target, players, (m) => bad('target', m)),
    weights: ['psychic', 'viewTargets'],
  },
  game: 'alien',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'psychic', wake: '5-G', phase: 'night', loops: true, always: true }],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const said = psychicSaid(ctx);
      if (!said) return;
      table.say(drawKey('psychic', ctx.step), said, ctx.loop);
      table.facts.push({ kind: 'app', key: drawKey('psychic', ctx.step), said });
      if (answer.target !== undefined) table.viewCard(ctx.actor, answer.target);
      for (const t of answer.targets ?? []) table.viewCard(ctx.actor, t);
    },
  },
});
