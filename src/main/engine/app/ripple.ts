import type { Answer, ChoiceSpec } from '../model.ts';
import { NONE, cardSeats, ownShielded, playerName, seatOptions, shieldReason } from '../choice.ts';
import { ruleError } from '../errors.ts';
import { centerIndexes, centerPosition, markAt, playerCount } from '../queries.ts';
import { ROLE_MODULES } from '../roles/index.ts';
import type { ActionContext, NightAction } from '../roles/types.ts';
import type { GameState } from '../model.ts';
import type { Table } from '../table.ts';
import type { Call } from '../vocabulary.ts';
import type { RippleSaid, RippleTarget } from './said.ts';
import { rippleOf } from './state.ts';
import { describePlace, groupSeats, numberOf, placeCheck, placeSeats, seatOf } from './targets.ts';

/**
 * The ripple in space-time: "Ripples (if they happen) always occur at the end of the night, right before
 * players are asked to move their cards around slightly and then wake up." The app announces it; a
 * ripple may give one player (or two together, or a group) an action now, replay the night's calls (a
 * time loop, see `wake-order.ts`), have one role repeat its action, or change the day. "Roles called by a
 * ripple (e.g. 'Player 3') mean the player."
 */

export interface AppStepDef {
  readonly key: string;
  readonly kind: 'role' | 'ripple-role';
  readonly call: Call | null;
  readonly condition: 'ripple' | 'repeat-role';
  readonly awake?: (state: GameState) => number[];
  readonly action?: NightAction;
}

/** Fear keeps a player from any part of a night action, a ripple's too. */
function awakeNow(state: GameState, seats: readonly number[]): number[] {
  return seats.filter(
    (p) => !(state.frightened?.[p] === true || (state.setup.options.lateFearFrightens && markAt(state, p) === 'fear')),
  );
}

/** The players a ripple names (valid seats only: a record's numbers are checked when it is read). */
export function ripplePlayers(state: GameState, ripple: RippleSaid): number[] {
  const n = playerCount(state);
  const valid = (seat: number): boolean => seat >= 0 && seat < n;
  switch (ripple.type) {
    case 'troublemaker':
    case 'steal':
    case 'witch':
    case 'view-1':
    case 'view-2':
    case 'reveal':
    case 'drunk':
      return ripple.player !== undefined && valid(seatOf(ripple.player)) ? [seatOf(ripple.player)] : [];
    case 'dual-view':
    case 'dual-shuffle':
      return (ripple.players ?? []).map(seatOf).filter(valid);
    case 'insomniac':
      return ripple.group ? groupSeats(state, ripple.group) : [];
    default:
      return [];
  }
}

function placeChoice(
  ctx: ActionContext,
  target: RippleTarget,
  mandatory: boolean,
  exclude: readonly number[] = [],
): ChoiceSpec {
  const { state, actor, at } = ctx;
  const check = placeCheck(state, target, actor, at, 'the player the ripple names');
  const seats = cardSeats(
    state,
    (seat) =>
      exclude.includes(seat) && target !== 'yourself'
        ? ruleError(
            'target/illegal',
            at,
            `${playerName(state, seat)} acts in this ripple; the card is another player's`,
          )
        : check(seat),
    at,
  );
  const { center } = placeSeats(state, target, actor);
  const legal = seats.some((s) => s.legal) || center;
  return {
    kind: 'place',
    mandatory: mandatory && legal,
    seats,
    indexes: center ? centerIndexes(state) : [],
    rule: `the app said ${describePlace(target)}`,
  };
}

function rippleChoice(ctx: ActionContext): ChoiceSpec {
  const ripple = rippleOf(ctx.state);
  const { state, awake } = ctx;
  if (awake.actors.length === 0) return NONE;
  const target = ripple.target ?? 'any';
  switch (ripple.type) {
    case 'troublemaker':
    case 'dual-shuffle': {
      // A shielded card cannot be moved: no exchange then.
      const pair = ripple.type === 'troublemaker' ? (ripple.players ?? []).map(seatOf) : awake.actors;
      const blocked = pair.find((p) => shieldReason(state, p, ctx.at));
      return blocked === undefined
        ? { kind: 'exchange' }
        : { kind: 'none', why: shieldReason(state, blocked, ctx.at)!.message };
    }
    case 'steal':
      return ownShielded(state, ctx.actor)
        ? { kind: 'none', why: 'holds a shielded card: it cannot be exchanged' }
        : placeChoice(ctx, target, false);
    case 'view-1':
    case 'reveal':
      return placeChoice(ctx, target, false);
    case 'drunk':
      return ownShielded(state, ctx.actor)
        ? { kind: 'none', why: 'holds a shielded card: it cannot be exchanged' }
        : placeChoice(ctx, target, true);
    case 'view-2': {
      const one = placeChoice(ctx, target, false);
      if (one.kind !== 'place') return one;
      return {
        kind: 'places',
        seats: one.seats,
        indexes: one.indexes,
        min: 1,
        max: 2,
        allowNone: true,
        rule: `up to two cards; the app said ${describePlace(target)}`,
      };
    }
    case 'witch': {
      const to = placeCheck(state, target, ctx.actor, ctx.at, 'the player the ripple names');
      return {
        kind: 'give',
        seats: seatOptions(state, (seat) =>
          ruleError(
            'target/illegal',
            ctx.at,
            `${playerName(state, seat)}'s card is not a center card; the ripple's Witch views a center card`,
          ),
        ),
        indexes: centerIndexes(state),
        to: cardSeats(state, to, ctx.at),
        rule: `views a center card and then gives it to ${describePlace(target)}`,
      };
    }
    case 'dual-view':
      return placeChoice(ctx, target, false, awake.actors);
    default:
      return NONE;
  }
}

function performRipple(table: Table, ctx: ActionContext, answer: Answer): void {
  const { state } = ctx;
  const ripple = rippleOf(state);
  table.say('ripple', ripple);
  table.facts.push({ kind: 'app', key: 'ripple', said: ripple });
  const actors = ctx.awake.actors;
  const actor = actors[0];
  if (ripple.type === 'repeat-one-player' && ripple.player !== undefined)
    table.facts.push({ kind: 'ripple-players', players: [seatOf(ripple.player)] });
  if (actor === undefined) return;
  table.acted = true;
  const position = (): number | null =>
    answer.target !== undefined
      ? answer.target
      : answer.center !== undefined
        ? centerPosition(state, answer.center)
        : null;
  switch (ripple.type) {
    case 'insomniac':
      for (const p of actors) if (table.shields?.[p] !== true) table.viewCard(p, p, true);
      return;
    case 'troublemaker': {
      const [a, b] = (ripple.players ?? []).map(seatOf);
      if (answer.swap === 'cards' && a !== undefined && b !== undefined) table.swapPositions(a, b);
      return;
    }
    case 'dual-shuffle': {
      const [a, b] = actors;
      if (a === undefined || b === undefined) return;
      table.facts.push({ kind: 'showed-cards', players: [a, b], cards: [table.roleAt(a), table.roleAt(b)] });
      if (answer.swap === 'cards') table.swapPositions(a, b);
      return;
    }
    case 'steal': {
      const at = position();
      if (at === null) return;
      table.swapPositions(actor, at);
      table.viewCard(actor, actor);
      return;
    }
    case 'drunk': {
      const at = position();
      if (at !== null) table.swapPositions(actor, at);
      return;
    }
    case 'view-1':
    case 'dual-view': {
      const at = position();
      if (at !== null) for (const p of actors) table.viewCard(p, at);
      return;
    }
    case 'view-2':
      for (const t of answer.targets ?? []) table.viewCard(actor, t);
      for (const c of answer.centers ?? []) table.viewCard(actor, centerPosition(state, c));
      return;
    case 'reveal': {
      const at = position();
      if (at === null) return;
      table.flip(actor, at);
      // "Stays up only if village team": any other card is turned back down.
      const role = table.roleAt(at);
      if (ROLE_MODULES[role].team !== 'village') table.flipDown(at);
      return;
    }
    case 'witch': {
      if (answer.center === undefined || answer.to === undefined) return;
      const from = centerPosition(state, answer.center);
      table.viewCard(actor, from);
      table.swapPositions(from, answer.to);
      return;
    }
    default:
      return;
  }
}

/** Where the ripple's steps go: after the last call (13-A Mortician), before everyone wakes. */
export const RIPPLE_STEPS: readonly { readonly rank: number; readonly def: AppStepDef }[] = [
  {
    rank: 1400,
    def: {
      key: 'ripple',
      kind: 'role',
      call: 'ripple',
      condition: 'ripple',
      awake: (state) => awakeNow(state, ripplePlayers(state, rippleOf(state))),
      action: { choice: rippleChoice, perform: performRipple },
    },
  },
  { rank: 1450, def: { key: 'ripple-role', kind: 'ripple-role', call: null, condition: 'repeat-role' } },
];

export { numberOf };
