import { giveCard, placeOf, swapPlaces, takeCard, viewCard } from '../abilities.ts';
import { NONE, cardSeats, ownShielded, playerName, seatOptions, shieldReason } from '../choice.ts';
import { ruleError, type Reason } from '../errors.ts';
import type { ActionContext, NightAction } from '../roles/types.ts';
import type { Answer, ChoiceSpec, GameState } from '../model.ts';
import { centerIndexes, centerPosition, markAt, playerCount } from '../queries.ts';
import type { Rng } from '../random.ts';
import type { Table } from '../table.ts';
import type { Call, Role } from '../vocabulary.ts';
import { rippleGroup, type AppTable } from './draw.ts';
import type { RippleSaid, RippleTarget } from './said.ts';
import { rippleOf } from './state.ts';
import { groupSeats, numberOf, placeCheck, seatOf } from './targets.ts';
import { APP_EN, APP_SAID_EN } from '../text/reasons-en.ts';
import { reasonsOf } from '../text/sentences.ts';
import { ONE_PLACE_TARGETS, TWO_PLACE_TARGETS, type RippleType } from './vocabulary.ts';
import type { AppWeights } from './weights.ts';

/**
 * The ripple in space-time: "Ripples (if they happen) always occur at the end of the night, right before
 * players are asked to move their cards around slightly and then wake up." The app announces it; a
 * ripple may give one player (or two together, or a group) an action now, replay the night's calls (a
 * time loop, see `wake-order.ts`), have one role repeat its action, or change the day. "Roles called by a
 * ripple (e.g. 'Player 3') mean the player." Each ripple is one row of `RIPPLE_RULES`: what the app draws
 * for it, who acts, what they may choose, what happens (the night's shared abilities), and what a record's
 * ripple must say beyond the fields its kind names.
 */

export interface AppStepDef {
  readonly key: string;
  readonly kind: 'role' | 'ripple-role';
  readonly call: Call | null;
  readonly condition: 'ripple' | 'repeat-role';
  readonly awake?: (state: GameState) => number[];
  readonly action?: NightAction;
}

/** What a ripple's draw may use: its stream, the table, and the phrases that name players and places. */
export interface RippleDraw {
  readonly type: RippleType;
  readonly rng: Rng;
  readonly weights: AppWeights;
  readonly table: AppTable;
  /** The roles a `repeat-role` ripple may name. */
  readonly repeatable: readonly Role[];
  /** One player number. */
  readonly one: () => number;
  /** Two different player numbers, ascending. */
  readonly two: () => [number, number];
  /** One of these places. */
  readonly place: (choices: readonly RippleTarget[]) => RippleTarget;
}

interface RippleRule {
  /** What the app says for this ripple, drawn from its stream (the calls to the stream in a fixed order). */
  readonly draw: (d: RippleDraw) => RippleSaid;
  /** The ripple can be drawn at this table (by default, always). */
  readonly canBe?: (players: number, repeatable: readonly Role[]) => boolean;
  /** Who acts at the ripple's call (nobody by default). */
  readonly players?: (state: GameState, ripple: RippleSaid) => number[];
  /** What they may choose (nothing by default). */
  readonly choice?: (ctx: ActionContext, ripple: RippleSaid) => ChoiceSpec;
  /** What their answer does. */
  readonly perform?: (table: Table, ctx: ActionContext, answer: Answer, ripple: RippleSaid) => void;
  /** What a record's ripple must respect beyond the fields its kind names (`bad(field, message)`). */
  readonly check?: (ripple: RippleSaid, bad: (field: string, reason: Reason) => void) => void;
}

const because = reasonsOf('app', APP_EN);
const said = reasonsOf('said', APP_SAID_EN);
/** The player acting in a ripple, as a reason names them. */
const RIPPLE_PLAYER = because('ripple-player', {});

/** The players of the table (not the center): a place phrase's choices for a player's own action. */
const PLAYER_PLACES = ONE_PLACE_TARGETS.filter((t) => t !== 'center');
/** The places a `view-2` ripple may name: any phrase but a single neighbour. */
const VIEW_2_PLACES = [...ONE_PLACE_TARGETS, ...TWO_PLACE_TARGETS].filter((t) => t !== 'left' && t !== 'right');
const twoPlayers = (players: number): boolean => players >= 2;

/** The one player the ripple gives an action (valid seats only: a record's numbers are checked when read). */
function onePlayer(state: GameState, ripple: RippleSaid): number[] {
  const seat = ripple.player !== undefined ? seatOf(ripple.player) : -1;
  return seat >= 0 && seat < playerCount(state) ? [seat] : [];
}

/** The two players the ripple names (valid seats only), item by item (not by `map`: see `arrays.ts`). */
function twoNamed(state: GameState, ripple: RippleSaid): number[] {
  const seats: number[] = [];
  const n = playerCount(state);
  for (const number of ripple.players ?? []) {
    const seat = seatOf(number);
    if (seat >= 0 && seat < n) seats.push(seat);
  }
  return seats;
}

function placeChoice(
  ctx: ActionContext,
  target: RippleTarget,
  mandatory: boolean,
  exclude: readonly number[] = [],
): ChoiceSpec {
  const { state, actor, at } = ctx;
  const check = placeCheck(state, target, actor, at, RIPPLE_PLAYER);
  const seats = cardSeats(
    state,
    (seat) =>
      exclude.includes(seat) && target !== 'yourself'
        ? ruleError('target/illegal', at, because('ripple-acts', { player: playerName(state, seat) }))
        : check(seat),
    at,
  );
  // Only "center" names the center (`placeSeats`), read without listing the seats again.
  const center = target === 'center';
  const legal = seats.some((s) => s.legal) || center;
  return {
    kind: 'place',
    mandatory: mandatory && legal,
    seats,
    indexes: center ? centerIndexes(state) : [],
    rule: because('said', { target }),
  };
}

/** A shielded card cannot be exchanged: a ripple that exchanges the actor's own card gives nothing to choose. */
const SHIELDED_OWN: ChoiceSpec = { kind: 'none', why: because('ripple-shielded', {}) };

/** The cards of two players are exchanged, or not; a shielded card cannot be moved. */
function exchangeChoice(ctx: ActionContext, pair: readonly number[]): ChoiceSpec {
  const blocked = pair.find((p) => shieldReason(ctx.state, p, ctx.at));
  return blocked === undefined
    ? { kind: 'exchange' }
    : { kind: 'none', why: shieldReason(ctx.state, blocked, ctx.at)!.reason };
}

const NOTHING: RippleRule = { draw: ({ type }) => ({ type }) };
const TO_A_GROUP: RippleRule = {
  draw: ({ type, rng, weights, table }) => ({ type, group: rippleGroup(rng, weights, table.players) }),
};

export const RIPPLE_RULES: { readonly [T in RippleType]: RippleRule } = {
  none: NOTHING,
  'one-minute': NOTHING,
  repeat: NOTHING,
  'repeat-one-player': { draw: ({ type, one }) => ({ type, player: one() }) },
  insomniac: {
    ...TO_A_GROUP,
    players: (state, ripple) => (ripple.group ? groupSeats(state, ripple.group) : []),
    perform: (table, { awake }) => {
      for (const p of awake.actors) if (table.shields?.[p] !== true) table.viewCard(p, p, true);
    },
  },
  'may-not-speak': TO_A_GROUP,
  'face-away': TO_A_GROUP,
  troublemaker: {
    draw: ({ type, one, two }) => ({ type, player: one(), players: two() }),
    canBe: twoPlayers,
    players: onePlayer,
    choice: (ctx, ripple) => exchangeChoice(ctx, (ripple.players ?? []).map(seatOf)),
    perform: (table, _ctx, answer, ripple) => {
      const [a, b] = (ripple.players ?? []).map(seatOf);
      if (answer.swap === 'cards' && a !== undefined && b !== undefined) swapPlaces(table, a, b);
    },
  },
  steal: {
    draw: ({ type, one, place }) => ({ type, player: one(), target: place(ONE_PLACE_TARGETS) }),
    players: onePlayer,
    choice: (ctx, ripple) =>
      ownShielded(ctx.state, ctx.actor) ? SHIELDED_OWN : placeChoice(ctx, ripple.target ?? 'any', false),
    perform: (table, { actor }, answer) => {
      const at = placeOf(table, answer);
      if (at !== null) takeCard(table, actor, at);
    },
  },
  witch: {
    draw: ({ type, one, place }) => ({ type, player: one(), target: place(PLAYER_PLACES) }),
    players: onePlayer,
    choice: (ctx, ripple) => {
      const { state, actor, at } = ctx;
      const target = ripple.target ?? 'any';
      const to = placeCheck(state, target, actor, at, RIPPLE_PLAYER);
      return {
        kind: 'give',
        seats: seatOptions(state, (seat) =>
          ruleError('target/illegal', at, because('ripple-witch-center', { player: playerName(state, seat) })),
        ),
        indexes: centerIndexes(state),
        to: cardSeats(state, to, at),
        rule: because('ripple-witch-rule', { target }),
      };
    },
    perform: (table, { actor }, answer) => {
      if (answer.center !== undefined && answer.to !== undefined)
        giveCard(table, actor, centerPosition(table.state, answer.center), answer.to);
    },
    check: (ripple, bad) => {
      if (ripple.target === 'center') bad('target', said('witch-center', {}));
    },
  },
  'view-1': {
    draw: ({ type, one, place }) => ({ type, player: one(), target: place(ONE_PLACE_TARGETS) }),
    players: onePlayer,
    choice: (ctx, ripple) => placeChoice(ctx, ripple.target ?? 'any', false),
    perform: (table, { awake }, answer) => {
      const at = placeOf(table, answer);
      if (at !== null) for (const p of awake.actors) viewCard(table, p, at);
    },
  },
  'view-2': {
    draw: ({ type, one, place }) => ({
      type,
      player: one(),
      target: place(VIEW_2_PLACES),
    }),
    players: onePlayer,
    choice: (ctx, ripple) => {
      const target = ripple.target ?? 'any';
      const one = placeChoice(ctx, target, false);
      if (one.kind !== 'place') return one;
      return {
        kind: 'places',
        seats: one.seats,
        indexes: one.indexes,
        min: 1,
        max: 2,
        allowNone: true,
        rule: because('ripple-two', { target }),
      };
    },
    perform: (table, { state, actor }, answer) => {
      for (const t of answer.targets ?? []) viewCard(table, actor, t);
      for (const c of answer.centers ?? []) viewCard(table, actor, centerPosition(state, c));
    },
  },
  reveal: {
    draw: ({ type, one, place }) => ({
      type,
      player: one(),
      target: place(['left', 'right', 'one-neighbour', 'yourself']),
    }),
    players: onePlayer,
    choice: (ctx, ripple) => placeChoice(ctx, ripple.target ?? 'any', false),
    perform: (table, { state, actor }, answer) => {
      const at = placeOf(table, answer);
      if (at === null) return;
      table.flip(actor, at);
      // "Stays up only if village team": any other card is turned back down.
      if (state.setup.roles.team[table.roleAt(at)] !== 'village') table.flipDown(at);
    },
  },
  'dual-view': {
    draw: ({ type, two, place }) => ({ type, players: two(), target: place(['any', 'even', 'odd', 'center']) }),
    canBe: twoPlayers,
    players: twoNamed,
    choice: (ctx, ripple) => placeChoice(ctx, ripple.target ?? 'any', false, ctx.awake.actors),
    perform: (table, { awake }, answer) => {
      const at = placeOf(table, answer);
      if (at !== null) for (const p of awake.actors) viewCard(table, p, at);
    },
    check: (ripple, bad) => {
      if (ripple.target !== undefined && !['any', 'even', 'odd', 'center'].includes(ripple.target as string))
        bad('target', said('dual-view-target', {}));
    },
  },
  'two-hand-vote': TO_A_GROUP,
  'dual-shuffle': {
    draw: ({ type, two }) => ({ type, players: two() }),
    canBe: twoPlayers,
    players: twoNamed,
    choice: (ctx) => exchangeChoice(ctx, ctx.awake.actors),
    perform: (table, { awake }, answer) => {
      const [a, b] = awake.actors;
      if (a === undefined || b === undefined) return;
      table.facts.push({ kind: 'showed-cards', players: [a, b], cards: [table.roleAt(a), table.roleAt(b)] });
      if (answer.swap === 'cards') swapPlaces(table, a, b);
    },
  },
  drunk: {
    draw: ({ type, one, place }) => ({ type, player: one(), target: place(ONE_PLACE_TARGETS) }),
    players: onePlayer,
    choice: (ctx, ripple) =>
      ownShielded(ctx.state, ctx.actor) ? SHIELDED_OWN : placeChoice(ctx, ripple.target ?? 'any', true),
    perform: (table, { actor }, answer) => {
      const at = placeOf(table, answer);
      if (at !== null) swapPlaces(table, actor, at);
    },
  },
  'vote-for-app': NOTHING,
  'repeat-role': {
    draw: ({ type, rng, repeatable }) => ({ type, role: repeatable[rng.int(0, repeatable.length - 1)]! }),
    canBe: (_players, repeatable) => repeatable.length > 0,
  },
  'i-am-alien': TO_A_GROUP,
};

/** Fear keeps a player from any part of a night action, a ripple's too. */
function awakeNow(state: GameState, seats: readonly number[]): number[] {
  // Item by item, not by `filter` (see `arrays.ts`): asked at every step the ripple's call is looked at.
  const awake: number[] = [];
  const lateFear = state.setup.options.lateFearFrightens;
  for (const p of seats)
    if (!(state.frightened?.[p] === true || (lateFear && markAt(state, p) === 'fear'))) awake.push(p);
  return awake;
}

/** The players a ripple names (valid seats only: a record's numbers are checked when it is read). */
export function ripplePlayers(state: GameState, ripple: RippleSaid): number[] {
  return RIPPLE_RULES[ripple.type].players?.(state, ripple) ?? [];
}

function rippleChoice(ctx: ActionContext): ChoiceSpec {
  const ripple = rippleOf(ctx.state);
  if (ctx.awake.actors.length === 0) return NONE;
  return RIPPLE_RULES[ripple.type].choice?.(ctx, ripple) ?? NONE;
}

function performRipple(table: Table, ctx: ActionContext, answer: Answer): void {
  const ripple = rippleOf(ctx.state);
  table.say('ripple', ripple);
  table.facts.push({ kind: 'app', key: 'ripple', said: ripple });
  if (ripple.type === 'repeat-one-player' && ripple.player !== undefined)
    table.facts.push({ kind: 'ripple-players', players: [seatOf(ripple.player)] });
  if (ctx.awake.actors[0] === undefined) return;
  table.acted = true;
  RIPPLE_RULES[ripple.type].perform?.(table, ctx, answer, ripple);
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
