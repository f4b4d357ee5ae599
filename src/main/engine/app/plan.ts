import { APP_DRAWS, APP_ROLES, DOPPELGANGER, ROLE_FACTS } from '../roles/index.ts';
import type { RoleApp } from '../roles/types.ts';
import { oraclePlan, oracleSaidBefore } from '../roles/alien/oracle/questions.ts';
import type { Rng } from '../random.ts';
import { ROLES, type Role, type RoleKind } from '../vocabulary.ts';
import { streamOf, weighted, type AppTable } from './draw.ts';
import { RIPPLE_RULES } from './ripple.ts';
import type { AppPlan, AppSaid, LoopSaid, RippleSaid } from './said.ts';
import { isTwoPlace } from './targets.ts';
import { LOOP_RIPPLES, RIPPLES, isOneOf, type RippleType } from './vocabulary.ts';
import type { AppWeights } from './weights.ts';

export type { AppTable } from './draw.ts';

/**
 * The app's draws. Each game the app draws, from the game's seed and by the weights, what it will say.
 * **The draws depend only on what the table knows**: the deck (roles, not where they lie), the number of
 * players and the answers given aloud; never the deal. Every draw has its own random stream (the seed and
 * the draw's name), so one draw never shifts another, and the Oracle's possible answers are all drawn in
 * advance: her answer only chooses among them. What the app draws for a role is the role's (`app.draw` in
 * its folder); the ripple is the app's own.
 */

/** The deck holds a role the app directs (an Alien, the Oracle, Psychic, Rascal, Exposer, Blob, Mortician, Empath, Nostradamus). */
export function appDirects(deck: readonly Role[]): boolean {
  return deck.some((role) => APP_ROLES.has(role));
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
    return RIPPLE_RULES[type].canBe?.(table.players, repeatable) ?? true;
  };
  const type = weighted(rng, RIPPLES.filter(canBe), (t) => weights.ripple[t]) ?? (forced ? 'one-minute' : 'none');
  const one = (): number => rng.int(1, table.players);
  return RIPPLE_RULES[type].draw({
    type,
    rng,
    weights,
    table,
    repeatable,
    one,
    two: () => {
      const a = one();
      let b = rng.int(1, table.players - 1);
      if (b >= a) b++;
      return a < b ? [a, b] : [b, a];
    },
    place: (choices) => choices[rng.int(0, choices.length - 1)]!,
  });
}

/** The draws of the roles the app speaks to by themselves, in the order of the role list. */
const ROLE_DRAWS = APP_DRAWS.filter((app) => app.draw && !app.forKind);

/** The roles of the deck the app draws for, each once, in the order of the role list. */
function drawnRoles(deck: ReadonlySet<Role>): RoleApp[] {
  const out: RoleApp[] = [];
  for (const app of ROLE_DRAWS) if (deck.has(app.key as Role)) out.push(app);
  return out;
}

/** The loop's fresh draws for the roles of the deck that wake again. */
function loopSaid(seed: number, weights: AppWeights, table: AppTable, deck: ReadonlySet<Role>): LoopSaid {
  const loop: Record<string, unknown> = {};
  const doppel = deck.has(DOPPELGANGER);
  for (const app of GROUP_DRAWS)
    if (app.loops && holdsKind(deck, app.forKind!))
      loop[app.key] = app.draw!(streamOf(seed, `loop/${app.key}`), weights, table, false);
  for (const app of drawnRoles(deck)) {
    if (!app.loops) continue;
    loop[app.key] = app.draw!(streamOf(seed, `loop/${app.key}`), weights, table, false);
    if (doppel)
      loop[`${app.key}-doppelganger`] = app.draw!(streamOf(seed, `loop/${app.key}-doppelganger`), weights, table, true);
  }
  return loop as LoopSaid;
}

/** Draws made once for every role of a kind (the Aliens' one instruction). */
const GROUP_DRAWS = APP_DRAWS.filter((app) => app.draw && app.forKind);

/** The deck holds a role of this kind. */
function holdsKind(deck: ReadonlySet<Role>, kind: RoleKind): boolean {
  const roles = ROLE_FACTS.kinds[kind];
  for (const role of deck) if (roles.has(role)) return true;
  return false;
}

/**
 * Draws everything the app may say in a game of this deck and table size. `nightCallRoles` are the roles
 * with a Night call of their own (for the `repeat-role` ripple).
 */
export function drawPlan(
  seed: number,
  weights: AppWeights,
  dealt: { readonly deck: readonly Role[]; readonly players: number },
  nightCallRoles: ReadonlySet<Role>,
  /** The roles a `repeat-role` ripple may name, when the caller has them already (`repeatableRoles`). */
  repeatableKnown?: readonly Role[],
): AppPlan {
  const table: AppTable = { deck: dealt.deck, players: dealt.players, roles: ROLE_FACTS };
  const deck = new Set(table.deck);
  const doppel = deck.has(DOPPELGANGER);
  const aliens = holdsKind(deck, 'alien');
  const oracleIn = deck.has('oracle');
  const said: Record<string, unknown> = {};
  const oracle = oracleIn ? oraclePlan(streamOf(seed, 'oracle'), weights, table) : null;
  const doppelOracle =
    oracleIn && doppel ? oraclePlan(streamOf(seed, 'oracle-doppelganger'), weights, table, oracle?.question) : null;
  if (oracle) said['oracle'] = oracleSaidBefore(oracle);
  if (doppelOracle) said['oracle-doppelganger'] = oracleSaidBefore(doppelOracle);
  for (const app of GROUP_DRAWS)
    if (holdsKind(deck, app.forKind!)) said[app.key] = app.draw!(streamOf(seed, app.key), weights, table, false);
  for (const app of drawnRoles(deck)) {
    said[app.key] = app.draw!(streamOf(seed, app.key), weights, table, false);
    if (doppel)
      said[`${app.key}-doppelganger`] = app.draw!(streamOf(seed, `${app.key}-doppelganger`), weights, table, true);
  }
  const repeatable = repeatableKnown ?? repeatableRoles(table.deck, nightCallRoles);
  // The ripple the Oracle's "yes" forces is drawn only when she may be asked; a time loop's fresh draws
  // only when one of the two ripples is a time loop (each from its own stream: nothing else changes).
  const ripple = aliens ? rippleSaid(streamOf(seed, 'ripple'), weights, table, repeatable, false) : null;
  const forcedRipple =
    aliens && oracleIn ? rippleSaid(streamOf(seed, 'ripple/forced'), weights, table, repeatable, true) : null;
  if (ripple) {
    said['ripple'] = ripple;
    if (isOneOf(LOOP_RIPPLES, ripple.type) || (forcedRipple && isOneOf(LOOP_RIPPLES, forcedRipple.type)))
      said['loop'] = loopSaid(seed, weights, table, deck);
  }
  const exchange = streamOf(seed, 'alien-exchange').int(0, 1) === 0 ? 'left' : 'right';
  return { said: said as AppSaid, oracle, 'oracle-doppelganger': doppelOracle, exchange, forcedRipple };
}

export { isTwoPlace };
export { oracleAnswers, oracleQuestions, oracleResponse } from '../roles/alien/oracle/questions.ts';
export { blobOptions, blobSize } from '../roles/alien/blob/blob.ts';
export type { AppPlan, OraclePlan } from './said.ts';
