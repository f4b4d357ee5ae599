import type { ChoiceSpec } from '../../../model.ts';
import { NONE, cardSeats, ownShielded, shieldReason } from '../../../choice.ts';
import type { RascalSaid } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { describePlace, placeCheck, placeSeats } from '../../../app/targets.ts';
import { centerIndexes, centerPosition, playerCount } from '../../../queries.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { isTwoPlace } from '../../../app/targets.ts';
import { weighted } from '../../../app/draw.ts';
import { ONE_PLACE_TARGETS, RASCAL_ACTIONS, TWO_PLACE_TARGETS, type PlaceTarget } from '../../../app/vocabulary.ts';

/**
 * "The Rascal wakes up, and is told by the app if he may (or must) move two or more cards. Which cards may
 * be moved may be different for each game": as the Troublemaker, Robber, Witch, Drunk or Village Idiot,
 * on the places the app names (`alien-daybreak.md` §3). Like the Robber, he "is now that role but won't
 * wake for it".
 */
function rascalSaid(ctx: ActionContext): RascalSaid | undefined {
  return drawOf<RascalSaid>(ctx.state, drawKey('rascal', ctx.step), ctx.loop);
}

function choice(ctx: ActionContext): ChoiceSpec {
  const said = rascalSaid(ctx);
  if (!said) return NONE;
  const { state, actor, at } = ctx;
  if (said.action === 'idiot') return { kind: 'direction' };
  if ((said.action === 'robber' || said.action === 'drunk') && ownShielded(state, actor))
    return {
      kind: 'none',
      why: "holds a shielded card: the Rascal cannot exchange a card the Sentinel's shield protects",
    };
  const target = said.target ?? (said.action === 'troublemaker' ? 'any-two' : 'any');
  const check = placeCheck(state, target, actor, at, 'the Rascal');
  const seats = cardSeats(state, check, at);
  const { center } = placeSeats(state, target, actor);
  const indexes = center ? centerIndexes(state) : [];
  const where = describePlace(target);
  switch (said.action) {
    case 'troublemaker':
      return {
        kind: 'targets',
        mandatory: false,
        seats,
        allowOne: false,
        rule: `the Rascal may exchange the cards of ${where}`,
      };
    case 'robber':
      return { kind: 'place', mandatory: false, seats, indexes, rule: `the Rascal may take the card of ${where}` };
    case 'drunk':
      return {
        kind: 'place',
        mandatory: seats.some((s) => s.legal) || center,
        seats,
        indexes,
        rule: `the Rascal must exchange his card with the card of ${where}`,
      };
    case 'witch':
      return {
        kind: 'give',
        seats,
        indexes,
        to: cardSeats(state, () => null, at),
        rule: `may view the card of ${where} and then must give it to a player`,
      };
  }
}

export const rascal = defineRole({
  id: 'rascal',
  text: { en, fr },
  moves: ['cards'],
  app: {
    key: 'rascal',
    draw: (rng, weights): RascalSaid => {
      const action = weighted(rng, RASCAL_ACTIONS, (a) => weights.rascal[a]) ?? 'troublemaker';
      if (action === 'idiot') return { action };
      if (action === 'troublemaker')
        return { action, target: weighted(rng, TWO_PLACE_TARGETS, (t) => weights.rascalTwoTargets[t]) ?? 'any-two' };
      return { action, target: weighted(rng, ONE_PLACE_TARGETS, (t) => weights.rascalOneTargets[t]) ?? 'any' };
    },
    loops: true,
    spokenAtCall: true,
    check: (r: RascalSaid, _table, bad) => {
      if (r.action === 'idiot') {
        if (r.target !== undefined) bad('target', 'the Village Idiot shifts every other card: no target');
      } else if (r.target === undefined) bad('target', `"${r.action}" names where the cards are`);
      else if (r.action === 'troublemaker' && !isTwoPlace(r.target as PlaceTarget))
        bad('target', `the Troublemaker's cards are two players': "${r.target}" names one place`);
      else if (r.action !== 'troublemaker' && isTwoPlace(r.target as PlaceTarget))
        bad('target', `"${r.action}" moves one card: "${r.target}" names two players`);
    },
    weights: ['rascal', 'rascalOneTargets', 'rascalTwoTargets'],
  },
  game: 'alien',
  team: 'village',
  doppelganger: 'after',
  steps: [{ call: 'rascal', wake: '7-F', phase: 'night', loops: true, always: true }],
  night: {
    choice,
    perform: (table, ctx, answer) => {
      const said = rascalSaid(ctx);
      if (!said) return;
      const { state, actor } = ctx;
      table.say(drawKey('rascal', ctx.step), said, ctx.loop);
      table.facts.push({ kind: 'app', key: drawKey('rascal', ctx.step), said });
      const place =
        answer.target !== undefined
          ? answer.target
          : answer.center !== undefined
            ? centerPosition(state, answer.center)
            : null;
      switch (said.action) {
        case 'troublemaker':
          if (answer.targets) table.swapPositions(answer.targets[0]!, answer.targets[1]!);
          return;
        case 'robber':
          if (place === null) return;
          table.swapPositions(actor, place);
          table.viewCard(actor, actor);
          return;
        case 'drunk':
          if (place !== null) table.swapPositions(actor, place);
          return;
        case 'witch':
          if (place === null || answer.to === undefined) return;
          table.viewCard(actor, place);
          table.swapPositions(place, answer.to);
          return;
        case 'idiot': {
          if (!answer.direction) return;
          // Every other player's card moves one seat, skipping the Rascal's own and shielded ones.
          const others: number[] = [];
          for (let p = 0; p < playerCount(state); p++) if (p !== actor && !shieldReason(state, p, '')) others.push(p);
          table.rotate(answer.direction === 'left' ? others : others.reverse(), 'idiot', answer.direction);
          return;
        }
      }
    },
  },
});
