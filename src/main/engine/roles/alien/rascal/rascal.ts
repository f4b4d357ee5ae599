import { giveCard, placeOf, shiftCards, swapPlaces, takeCard } from '../../../abilities.ts';
import { NONE, everySeat, ownShielded, seatOption, shieldReason } from '../../../choice.ts';
import { weightedBy } from '../../../app/draw.ts';
import type { RascalSaid, RippleTarget } from '../../../app/said.ts';
import { drawKey, drawOf } from '../../../app/state.ts';
import { isTwoPlace, placeCardSeats } from '../../../app/targets.ts';
import {
  ONE_PLACE_TARGETS,
  RASCAL_ACTIONS,
  TWO_PLACE_TARGETS,
  type PlaceTarget,
  type RascalAction,
} from '../../../app/vocabulary.ts';
import type { Answer, ChoiceSpec, GameState, SeatOption } from '../../../model.ts';
import { centerIndexes } from '../../../queries.ts';
import type { Table } from '../../../table.ts';
import { defineRole, type ActionContext } from '../../types.ts';
import { en } from './text.en.ts';
import { fr } from './text.fr.ts';
import { reasonsOf } from '../../../text/sentences.ts';

const because = reasonsOf('rascal', en.reasons);
// Reasons without parameters are the same at every call: made once, not looked up each time.
const WHO = because('who', {});
const SHIELDED = because('shielded', {});

/**
 * "The Rascal wakes up, and is told by the app if he may (or must) move two or more cards. Which cards may
 * be moved may be different for each game": as the Troublemaker, Robber, Witch, Drunk or Village Idiot,
 * on the places the app names (`alien-daybreak.md` §3). Like the Robber, he "is now that role but won't
 * wake for it".
 */
function rascalSaid(ctx: ActionContext): RascalSaid | undefined {
  return drawOf<RascalSaid>(ctx.state, drawKey('rascal', ctx.step), ctx.loop);
}

/** Every card, a shielded one refused: `cardSeats` with no check of its own, written out. */
function anyCard(state: GameState, at: string): SeatOption[] {
  if (!state.shields) return everySeat(state);
  const seats: SeatOption[] = [];
  for (let seat = 0; seat < state.setup.players.length; seat++)
    seats.push(seatOption(seat, shieldReason(state, seat, at)));
  return seats;
}

/** Where the app says the Rascal's cards are: the seats it names (with their reasons) and the center. */
function places(ctx: ActionContext, target: RippleTarget) {
  const { state, actor, at } = ctx;
  const seats = placeCardSeats(state, target, actor, at, WHO);
  // Only "center" names the center (`placeSeats`), read without building the list of seats again.
  const center = target === 'center';
  return { seats, center, indexes: center ? centerIndexes(state) : [] };
}

/** Each action the Rascal borrows: its choice on the places the app names, and the shared ability it uses. */
const ACTIONS: {
  readonly [A in RascalAction]: {
    readonly choice: (ctx: ActionContext, target: RippleTarget | undefined) => ChoiceSpec;
    readonly perform: (table: Table, actor: number, answer: Answer) => void;
  };
} = {
  troublemaker: {
    choice: (ctx, target) => ({
      kind: 'targets',
      mandatory: false,
      seats: places(ctx, target ?? 'any-two').seats,
      allowOne: false,
      rule: because('exchange', { target: target ?? 'any-two' }),
    }),
    perform: (table, _actor, answer) => {
      if (answer.targets) swapPlaces(table, answer.targets[0]!, answer.targets[1]!);
    },
  },
  robber: {
    choice: (ctx, target) => {
      const { seats, indexes } = places(ctx, target ?? 'any');
      return { kind: 'place', mandatory: false, seats, indexes, rule: because('take', { target: target ?? 'any' }) };
    },
    perform: (table, actor, answer) => {
      const place = placeOf(table, answer);
      if (place !== null) takeCard(table, actor, place);
    },
  },
  witch: {
    choice: (ctx, target) => {
      const { seats, indexes } = places(ctx, target ?? 'any');
      return {
        kind: 'give',
        seats,
        indexes,
        to: anyCard(ctx.state, ctx.at),
        rule: because('give', { target: target ?? 'any' }),
      };
    },
    perform: (table, actor, answer) => {
      const place = placeOf(table, answer);
      if (place !== null && answer.to !== undefined) giveCard(table, actor, place, answer.to);
    },
  },
  drunk: {
    choice: (ctx, target) => {
      const { seats, center, indexes } = places(ctx, target ?? 'any');
      return {
        kind: 'place',
        mandatory: seats.some((s) => s.legal) || center,
        seats,
        indexes,
        rule: because('drunk', { target: target ?? 'any' }),
      };
    },
    perform: (table, actor, answer) => {
      const place = placeOf(table, answer);
      if (place !== null) swapPlaces(table, actor, place);
    },
  },
  idiot: {
    choice: () => ({ kind: 'direction' }),
    perform: (table, actor, answer) => {
      if (answer.direction) shiftCards(table, actor, answer.direction);
    },
  },
};

/** The actions that exchange the Rascal's own card: a shielded one cannot be. */
const OWN_CARD: ReadonlySet<RascalAction> = new Set<RascalAction>(['robber', 'drunk']);

function choice(ctx: ActionContext): ChoiceSpec {
  const said = rascalSaid(ctx);
  if (!said) return NONE;
  if (OWN_CARD.has(said.action) && ownShielded(ctx.state, ctx.actor))
    return {
      kind: 'none',
      why: SHIELDED,
    };
  return ACTIONS[said.action].choice(ctx, said.target);
}

export const rascal = defineRole({
  id: 'rascal',
  text: { en, fr },
  moves: ['cards'],
  app: {
    key: 'rascal',
    draw: (rng, weights): RascalSaid => {
      const action = weightedBy(rng, RASCAL_ACTIONS, weights.rascal) ?? 'troublemaker';
      if (action === 'idiot') return { action };
      if (action === 'troublemaker')
        return { action, target: weightedBy(rng, TWO_PLACE_TARGETS, weights.rascalTwoTargets) ?? 'any-two' };
      return { action, target: weightedBy(rng, ONE_PLACE_TARGETS, weights.rascalOneTargets) ?? 'any' };
    },
    loops: true,
    spokenAtCall: true,
    check: (r: RascalSaid, _table, bad) => {
      if (r.action === 'idiot') {
        if (r.target !== undefined) bad('target', because('idiot-target', {}));
      } else if (r.target === undefined) bad('target', because('names-where', { action: r.action }));
      else if (r.action === 'troublemaker' && !isTwoPlace(r.target as PlaceTarget))
        bad('target', because('two-players', { target: r.target as string }));
      else if (r.action !== 'troublemaker' && isTwoPlace(r.target as PlaceTarget))
        bad('target', because('one-card', { action: r.action, target: r.target as string }));
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
      table.say(drawKey('rascal', ctx.step), said, ctx.loop);
      table.facts.push({ kind: 'app', key: drawKey('rascal', ctx.step), said });
      ACTIONS[said.action].perform(table, ctx.actor, answer);
    },
  },
});
