import { ALIEN_KIND, DOPPELGANGER, VAMPIRE_KIND, WEREWOLF_KIND } from '../kinds.ts';
import { seededRng, type Rng } from '../random.ts';
import { ROLES, type Role, type Team } from '../vocabulary.ts';
import type {
  AliensSaid,
  AppPlan,
  AppSaid,
  BlobSaid,
  BodySnatcherSaid,
  ExposerSaid,
  LoopSaid,
  MorticianSaid,
  OraclePlan,
  OracleSaid,
  PsychicSaid,
  RascalSaid,
  RippleSaid,
  RippleTarget,
} from './said.ts';
import { isTwoPlace } from './targets.ts';
import {
  ALIEN_ACTIONS,
  BLOB_ABSORBS,
  BODY_SNATCHER_ACTIONS,
  BODY_SNATCHER_TARGETS,
  EMPATH_PROMPTS,
  EXPOSER_COUNTS,
  GROUPS,
  LOOP_RIPPLES,
  MORTICIAN_ACTIONS,
  MORTICIAN_TARGETS,
  ONE_PLACE_TARGETS,
  ORACLE_NUMBER_MAX,
  ORACLE_QUESTIONS,
  PSYCHIC_ACTIONS,
  RASCAL_ACTIONS,
  RIPPLES,
  TWO_PLACE_TARGETS,
  VIEW_TARGET_KINDS,
  isOneOf,
  type BlobAbsorb,
  type Group,
  type OracleAnswer,
  type OracleQuestion,
  type OracleResponse,
  type RippleGroup,
  type RippleType,
  type ViewTarget,
} from './vocabulary.ts';
import type { AppWeights } from './weights.ts';

/**
 * The app's draws. Each game the app draws, from the game's seed and by the weights, what it will say.
 * **The draws depend only on what the table knows**: the deck (roles, not where they lie), the number of
 * players and the answers given aloud; never the deal. Every draw has its own random stream (the seed and
 * the draw's name), so one draw never shifts another, and the Oracle's possible answers are all drawn in
 * advance: her answer only chooses among them.
 */

/** A stream of its own for each draw: the game's seed and the draw's name. */
function streamOf(seed: number, name: string): Rng {
  // FNV-1a over the name, mixed with the seed.
  let hash = 0x811c9dc5 ^ (seed | 0);
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return seededRng(hash | 0);
}

/** A weighted draw among `options` (a weight of 0 or less never comes out); null when none can. */
function weighted<T extends string>(rng: Rng, options: readonly T[], weight: (option: T) => number): T | null {
  // Each weight read once (the same draws as reading it at every pass).
  const weights: number[] = [];
  let total = 0;
  for (const o of options) {
    const w = Math.max(0, weight(o));
    weights.push(w);
    total += w;
  }
  if (total <= 0) return null;
  // Weights may be fractional: draw on a fine integer scale.
  const scale = 1_000_000;
  let at = (rng.int(0, scale - 1) / scale) * total;
  for (let i = 0; i < options.length; i++) {
    const w = weights[i]!;
    if (at < w) return options[i]!;
    at -= w;
  }
  for (let i = options.length - 1; i >= 0; i--) if (weights[i]! > 0) return options[i]!;
  return null;
}

/** 1, 2, … k (a loop: `Array.from` with a length is slow on the hot path). */
function numbersTo(k: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= k; i++) out.push(i);
  return out;
}

/** 1 to 3 distinct player numbers, ascending. */
function someNumbers(rng: Rng, players: number): number[] {
  const count = Math.min(players, rng.int(1, 3));
  const pool = numbersTo(players);
  const chosen: number[] = [];
  for (let i = 0; i < count; i++) chosen.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return chosen.sort((a, b) => a - b);
}

function viewTarget(rng: Rng, weights: AppWeights, players: number): ViewTarget {
  const kind = weighted(rng, VIEW_TARGET_KINDS, (k) => weights.viewTargets[k]) ?? 'any';
  return kind === 'numbers' ? someNumbers(rng, players) : kind;
}

function group(rng: Rng, weights: AppWeights): Group {
  return weighted(rng, GROUPS, (g) => weights.groups[g]) ?? 'everyone';
}

function rippleGroup(rng: Rng, weights: AppWeights, players: number): RippleGroup {
  const kind = weighted(rng, [...GROUPS, 'numbers'] as const, (g) => weights.groups[g]) ?? 'everyone';
  return kind === 'numbers' ? someNumbers(rng, players) : kind;
}

/** What a deck holds, as the app knows it: which roles were switched on, and how many players there are. */
export interface AppTable {
  readonly deck: readonly Role[];
  readonly players: number;
}

const has = (table: AppTable, pred: (role: Role) => boolean): boolean => table.deck.some(pred);

/** The deck holds a role the app directs (an Alien, the Oracle, Psychic, Rascal, Exposer, Blob, Mortician, Empath, Nostradamus). */
export function appDirects(deck: readonly Role[]): boolean {
  return deck.some((role) => ALIEN_KIND.has(role) || APP_ROLES.has(role));
}

/** Roles whose call the app says itself (with a drawn variant or a question), besides the Aliens. */
export const APP_ROLES: ReadonlySet<Role> = new Set<Role>([
  'oracle',
  'psychic',
  'rascal',
  'exposer',
  'mortician',
  'blob',
  'body-snatcher',
  'empath',
  'nostradamus',
]);

/** The questions the app may ask: a team question only when that team is in the game. */
export function oracleQuestions(table: AppTable): OracleQuestion[] {
  const aliens = has(table, (r) => ALIEN_KIND.has(r));
  return ORACLE_QUESTIONS.filter((q) => {
    if (q === 'alien-team' || q === 'alien-exchange' || q === 'ripple') return aliens;
    if (q === 'werewolf-team') return has(table, (r) => WEREWOLF_KIND.has(r));
    if (q === 'vampire-team') return has(table, (r) => VAMPIRE_KIND.has(r));
    return true;
  });
}

/** The answers a question takes. */
export function oracleAnswers(question: OracleQuestion, players: number): OracleAnswer[] {
  if (question === 'even-odd') return ['even', 'odd'];
  if (question === 'player-number') return numbersTo(players);
  if (question === 'number') return numbersTo(ORACLE_NUMBER_MAX);
  return ['yes', 'no'];
}

function oraclePlan(rng: Rng, weights: AppWeights, table: AppTable, not?: OracleQuestion): OraclePlan | null {
  const question = weighted(
    rng,
    oracleQuestions(table).filter((q) => q !== not),
    (q) => weights.oracle[q],
  );
  if (!question) return null;
  const answers = oracleAnswers(question, table.players);
  return {
    question,
    autoAnswer: answers[rng.int(0, answers.length - 1)]!,
    refused: rng.int(0, 99) < weights.oracleRefusal,
    alienReply: weighted(rng, ['card', 'team', 'refused'] as const, (r) => weights.oracleAlienReply[r]) ?? 'refused',
    centerCards: Number(weighted(rng, ['1', '2', '3'] as const, (c) => weights.oracleCenter[c]) ?? '1') as 1 | 2 | 3,
    overrideShift: rng.int(1, Math.max(1, table.players - 1)),
    number: rng.int(1, ORACLE_NUMBER_MAX),
  };
}

/** The app's reply to an answer, from the plan: undefined when the question has none. */
export function oracleResponse(plan: OraclePlan, answer: OracleAnswer, players: number): OracleResponse | undefined {
  switch (plan.question) {
    case 'alien-team':
      return answer === 'yes' ? plan.alienReply : undefined;
    case 'werewolf-team':
    case 'vampire-team':
      return answer === 'yes' ? (plan.refused ? 'refused' : 'card') : undefined;
    case 'exchange':
      return answer === 'yes' ? (plan.refused ? 'refused' : 'swap') : undefined;
    case 'center':
      return answer === 'yes' ? plan.centerCards : undefined;
    case 'player-number': {
      if (typeof answer !== 'number') return undefined;
      return plan.refused ? ((answer - 1 + plan.overrideShift) % players) + 1 : answer;
    }
    case 'number':
      return plan.number;
    case 'alien-exchange':
    case 'ripple':
    case 'even-odd':
      return undefined;
  }
}

/** What the Oracle was asked, before she answers. */
export function oracleSaidBefore(plan: OraclePlan): OracleSaid {
  return { question: plan.question };
}

function aliensSaid(rng: Rng, weights: AppWeights, table: AppTable): AliensSaid {
  const action = weighted(rng, ALIEN_ACTIONS, (a) => weights.aliens[a]) ?? 'stare';
  if (action === 'view' || action === 'all-view') return { action, target: viewTarget(rng, weights, table.players) };
  if (action === 'new-alien' || action === 'alien-helper') return { action, group: group(rng, weights) };
  return { action };
}

function psychicSaid(rng: Rng, weights: AppWeights, table: AppTable): PsychicSaid {
  const action = weighted(rng, PSYCHIC_ACTIONS, (a) => weights.psychic[a]) ?? 'view-1';
  return { action, target: viewTarget(rng, weights, table.players) };
}

function rascalSaid(rng: Rng, weights: AppWeights): RascalSaid {
  const action = weighted(rng, RASCAL_ACTIONS, (a) => weights.rascal[a]) ?? 'troublemaker';
  if (action === 'idiot') return { action };
  if (action === 'troublemaker')
    return { action, target: weighted(rng, TWO_PLACE_TARGETS, (t) => weights.rascalTwoTargets[t]) ?? 'any-two' };
  return { action, target: weighted(rng, ONE_PLACE_TARGETS, (t) => weights.rascalOneTargets[t]) ?? 'any' };
}

function exposerSaid(rng: Rng, weights: AppWeights, most: 2 | 3): ExposerSaid {
  const counts = EXPOSER_COUNTS.filter((c) => c <= most);
  return {
    cards: Number(weighted(rng, counts.map(String) as `${1 | 2 | 3}`[], (c) => weights.exposer[c]) ?? '1') as 1 | 2 | 3,
  };
}

function morticianSaid(rng: Rng, weights: AppWeights): MorticianSaid {
  const action = weighted(rng, MORTICIAN_ACTIONS, (a) => weights.mortician[a]) ?? 'pretend';
  if (action !== '1-card') return { action };
  return { action, target: weighted(rng, MORTICIAN_TARGETS, (t) => weights.morticianTargets[t]) ?? 'one-neighbour' };
}

function bodySnatcherSaid(rng: Rng, weights: AppWeights): BodySnatcherSaid {
  const action = weighted(rng, BODY_SNATCHER_ACTIONS, (a) => weights.bodySnatcher[a]) ?? 'pretend';
  if (action !== 'steal') return { action };
  return { action, target: weighted(rng, BODY_SNATCHER_TARGETS, (t) => weights.bodySnatcherTargets[t]) ?? 'any' };
}

/** How many players a Blob option absorbs besides the Blob. */
export function blobSize(absorb: BlobAbsorb): number {
  const [count, side] = absorb.split('-') as [string, string];
  return Number(count) * (side === 'each' ? 2 : 1);
}

/**
 * The Blob options that fit a table: at most half of the other players are absorbed (rounded down), so a
 * Blob never reaches round the table to itself (TTS sizes the Blob the same way by player count).
 */
export function blobOptions(players: number): BlobAbsorb[] {
  const most = Math.max(1, Math.floor((players - 1) / 2));
  return BLOB_ABSORBS.filter((b) => blobSize(b) <= most);
}

function blobSaid(rng: Rng, weights: AppWeights, table: AppTable): BlobSaid {
  const options = blobOptions(table.players);
  return { absorb: weighted(rng, options, (b) => weights.blob[b]) ?? options[0]! };
}

/** The roles a `repeat-role` ripple may name: roles of the deck with a call of their own in the Night. */
export function repeatableRoles(deck: readonly Role[], nightCallRoles: ReadonlySet<Role>): Role[] {
  // In the order of the role list, never the order dealt: the draw must not tell where a card lies.
  const inDeck = new Set(deck);
  return ROLES.filter((role) => inDeck.has(role) && nightCallRoles.has(role) && role !== DOPPELGANGER);
}

function rippleSaid(
  rng: Rng,
  weights: AppWeights,
  table: AppTable,
  repeatable: readonly Role[],
  forced: boolean,
): RippleSaid {
  const canBe = (type: RippleType): boolean => {
    if (forced && type === 'none') return false;
    if (type === 'repeat-role') return repeatable.length > 0;
    if (type === 'dual-view' || type === 'dual-shuffle' || type === 'troublemaker') return table.players >= 2;
    return true;
  };
  const type = weighted(rng, RIPPLES.filter(canBe), (t) => weights.ripple[t]) ?? (forced ? 'one-minute' : 'none');
  const one = (): number => rng.int(1, table.players);
  const two = (): [number, number] => {
    const a = one();
    let b = rng.int(1, table.players - 1);
    if (b >= a) b++;
    return a < b ? [a, b] : [b, a];
  };
  const place = (choices: readonly RippleTarget[]): RippleTarget => choices[rng.int(0, choices.length - 1)]!;
  const players = ONE_PLACE_TARGETS.filter((t) => t !== 'center');
  switch (type) {
    case 'none':
    case 'one-minute':
    case 'repeat':
    case 'vote-for-app':
      return { type };
    case 'repeat-one-player':
      return { type, player: one() };
    case 'insomniac':
    case 'may-not-speak':
    case 'face-away':
    case 'two-hand-vote':
    case 'i-am-alien':
      return { type, group: rippleGroup(rng, weights, table.players) };
    case 'troublemaker':
      return { type, player: one(), players: two() };
    case 'steal':
    case 'view-1':
    case 'drunk':
      return { type, player: one(), target: place([...ONE_PLACE_TARGETS]) };
    case 'view-2':
      return {
        type,
        player: one(),
        target: place([...ONE_PLACE_TARGETS, ...TWO_PLACE_TARGETS].filter((t) => t !== 'left' && t !== 'right')),
      };
    case 'witch':
      return { type, player: one(), target: place(players) };
    case 'reveal':
      return { type, player: one(), target: place(['left', 'right', 'one-neighbour', 'yourself']) };
    case 'dual-view':
      return { type, players: two(), target: place(['any', 'even', 'odd', 'center']) };
    case 'dual-shuffle':
      return { type, players: two() };
    case 'repeat-role':
      return { type, role: repeatable[rng.int(0, repeatable.length - 1)]! };
  }
}

/** The loop's fresh draws for the roles of the deck that wake again. */
function loopSaid(seed: number, weights: AppWeights, table: AppTable, deck: ReadonlySet<Role>): LoopSaid {
  const loop: Record<string, unknown> = {};
  const doppel = deck.has(DOPPELGANGER);
  if ([...deck].some((r) => ALIEN_KIND.has(r)))
    loop['aliens'] = aliensSaid(streamOf(seed, 'loop/aliens'), weights, table);
  const each = (role: Role, draw: (rng: Rng, doppelganger: boolean) => unknown): void => {
    if (!deck.has(role)) return;
    loop[role] = draw(streamOf(seed, `loop/${role}`), false);
    if (doppel) loop[`${role}-doppelganger`] = draw(streamOf(seed, `loop/${role}-doppelganger`), true);
  };
  each('psychic', (rng) => psychicSaid(rng, weights, table));
  each('rascal', (rng) => rascalSaid(rng, weights));
  each('exposer', (rng, doppelganger) => exposerSaid(rng, weights, doppelganger ? 2 : 3));
  each('mortician', (rng) => morticianSaid(rng, weights));
  each('body-snatcher', (rng) => bodySnatcherSaid(rng, weights));
  return loop as LoopSaid;
}

/**
 * Draws everything the app may say in a game of this deck and table size. `nightCallRoles` are the roles
 * with a Night call of their own (for the `repeat-role` ripple).
 */
export function drawPlan(
  seed: number,
  weights: AppWeights,
  table: AppTable,
  nightCallRoles: ReadonlySet<Role>,
  teamOf: (role: Role) => Team,
  /** The roles a `repeat-role` ripple may name, when the caller has them already (`repeatableRoles`). */
  repeatableKnown?: readonly Role[],
): AppPlan {
  const deck = new Set(table.deck);
  const doppel = deck.has(DOPPELGANGER);
  const aliens = [...deck].some((r) => ALIEN_KIND.has(r));
  const said: Record<string, unknown> = {};
  const oracle = deck.has('oracle') ? oraclePlan(streamOf(seed, 'oracle'), weights, table) : null;
  const doppelOracle =
    deck.has('oracle') && doppel
      ? oraclePlan(streamOf(seed, 'oracle-doppelganger'), weights, table, oracle?.question)
      : null;
  if (oracle) said['oracle'] = oracleSaidBefore(oracle);
  if (doppelOracle) said['oracle-doppelganger'] = oracleSaidBefore(doppelOracle);
  if (aliens) said['aliens'] = aliensSaid(streamOf(seed, 'aliens'), weights, table);
  const each = (role: Role, draw: (rng: Rng, doppelganger: boolean) => unknown): void => {
    if (!deck.has(role)) return;
    said[role] = draw(streamOf(seed, role), false);
    if (doppel) said[`${role}-doppelganger`] = draw(streamOf(seed, `${role}-doppelganger`), true);
  };
  each('psychic', (rng) => psychicSaid(rng, weights, table));
  each('rascal', (rng) => rascalSaid(rng, weights));
  // "The Doppelganger-Exposer … may expose 1 or 2 additional cards."
  each('exposer', (rng, doppelganger) => exposerSaid(rng, weights, doppelganger ? 2 : 3));
  each('mortician', (rng) => morticianSaid(rng, weights));
  each('blob', (rng) => blobSaid(rng, weights, table));
  each('body-snatcher', (rng) => bodySnatcherSaid(rng, weights));
  each('empath', (rng) => ({
    prompt: weighted(rng, EMPATH_PROMPTS, (p) => weights.empath[p]) ?? 'think',
    group: rippleGroup(rng, weights, table.players),
  }));
  // If Nostradamus views no card the app picks his team: among the teams of the deck's roles.
  each('nostradamus', (rng) => {
    const teams = [...new Set(table.deck.map((r) => teamOf(r)))].sort();
    return { team: teams[rng.int(0, teams.length - 1)]! };
  });
  const repeatable = repeatableKnown ?? repeatableRoles(table.deck, nightCallRoles);
  // The ripple the Oracle's "yes" forces is drawn only when she may be asked; a time loop's fresh draws
  // only when one of the two ripples is a time loop (each from its own stream: nothing else changes).
  const ripple = aliens ? rippleSaid(streamOf(seed, 'ripple'), weights, table, repeatable, false) : null;
  const forcedRipple =
    aliens && deck.has('oracle') ? rippleSaid(streamOf(seed, 'ripple/forced'), weights, table, repeatable, true) : null;
  if (ripple) {
    said['ripple'] = ripple;
    if (isOneOf(LOOP_RIPPLES, ripple.type) || (forcedRipple && isOneOf(LOOP_RIPPLES, forcedRipple.type)))
      said['loop'] = loopSaid(seed, weights, table, deck);
  }
  const exchange = streamOf(seed, 'alien-exchange').int(0, 1) === 0 ? 'left' : 'right';
  return { said: said as AppSaid, oracle, 'oracle-doppelganger': doppelOracle, exchange, forcedRipple };
}

export { isTwoPlace };
export type { AppPlan, OraclePlan } from './said.ts';
