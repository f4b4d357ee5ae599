import { APP_DRAWS, APP_ROLES, DOPPELGANGER, ROLE_FACTS } from '../roles/index.ts';
import type { RoleApp } from '../roles/types.ts';
import { oraclePlan, oracleQuestions, oracleSaidBefore } from '../roles/alien/oracle/questions.ts';
import type { Rng } from '../random.ts';
import { ROLES, type Role, type RoleKind } from '../vocabulary.ts';
import { streamOf, weightedBy, type AppTable } from './draw.ts';
import { RIPPLE_RULES } from './ripple.ts';
import type { AppPlan, AppSaid, LoopSaid, OraclePlan, OracleSaid, RippleSaid } from './said.ts';
import { isTwoPlace } from './targets.ts';
import { LOOP_RIPPLES, RIPPLES, isOneOf, type OracleQuestion, type RippleType } from './vocabulary.ts';
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

/** The ripples a table can draw (`forced`: never "none"), in the order of the list. */
function rippleTypes(players: number, repeatable: readonly Role[], forced: boolean): RippleType[] {
  const out: RippleType[] = [];
  for (const type of RIPPLES) {
    if (forced && type === 'none') continue;
    if (RIPPLE_RULES[type].canBe?.(players, repeatable) ?? true) out.push(type);
  }
  return out;
}

function rippleSaid(rng: Rng, weights: AppWeights, table: AppTable, shape: PlanShape, forced: boolean): RippleSaid {
  const { repeatable } = shape;
  // The ripples a table can draw depend on its size and the deck alone: listed once per shape and size.
  const at = table.players * 2 + (forced ? 1 : 0);
  let types = shape.rippleTypes.get(at);
  if (!types) shape.rippleTypes.set(at, (types = rippleTypes(table.players, repeatable, forced)));
  const type = weightedBy(rng, types, weights.ripple) ?? (forced ? 'one-minute' : 'none');
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

/** Draws made once for every role of a kind (the Aliens' one instruction). */
const GROUP_DRAWS = APP_DRAWS.filter((app) => app.draw && app.forKind);

/** The deck holds a role of this kind. */
function holdsKind(deck: ReadonlySet<Role>, kind: RoleKind): boolean {
  const roles = ROLE_FACTS.kinds[kind];
  for (const role of deck) if (roles.has(role)) return true;
  return false;
}

/** One draw of a role's (or a kind's) words: whose draw, and whether for the Doppelgänger's copy. */
interface RoleDraw {
  readonly app: RoleApp;
  readonly doppelganger: boolean;
  /** Where a plan keeps this draw once made (`SeededPlan.#values`). */
  readonly slot: number;
}

/**
 * What a deck's plan holds, by the deck's roles alone (never the seat count or the seed): which draws
 * there are, each under its key, in the order the plan writes them.
 */
interface PlanShape {
  readonly oracle: boolean;
  readonly doppel: boolean;
  readonly aliens: boolean;
  /** The roles' and the kinds' draws by key (`aliens`, `rascal`, `rascal-doppelganger`), in order. */
  readonly draws: ReadonlyMap<string, RoleDraw>;
  /** A time loop's fresh draws by key (their streams are `loop/<key>`), in order. */
  readonly loopDraws: ReadonlyMap<string, RoleDraw>;
  readonly repeatable: readonly Role[];
  /** The questions the app may ask the Oracle (`oracleQuestions`). */
  readonly oracleQuestions: readonly OracleQuestion[];
  /** The ripples a table can draw, by `players * 2 + forced` (filled as tables come). */
  readonly rippleTypes: Map<number, readonly RippleType[]>;
}

function planShape(
  deckList: readonly Role[],
  nightCallRoles: ReadonlySet<Role>,
  repeatable?: readonly Role[],
): PlanShape {
  const deck = new Set(deckList);
  const doppel = deck.has(DOPPELGANGER);
  const draws = new Map<string, RoleDraw>();
  const loopDraws = new Map<string, RoleDraw>();
  const add = (key: string, app: RoleApp, doppelganger: boolean): void => {
    const draw = { app, doppelganger, slot: draws.size };
    draws.set(key, draw);
    if (app.loops) loopDraws.set(key, draw);
  };
  for (const app of GROUP_DRAWS) if (holdsKind(deck, app.forKind!)) add(app.key, app, false);
  for (const app of drawnRoles(deck)) {
    add(app.key, app, false);
    if (doppel) add(`${app.key}-doppelganger`, app, true);
  }
  return {
    oracle: deck.has('oracle'),
    doppel,
    aliens: holdsKind(deck, 'alien'),
    draws,
    loopDraws,
    repeatable: repeatable ?? repeatableRoles(deckList, nightCallRoles),
    oracleQuestions: oracleQuestions({ deck: deckList, roles: ROLE_FACTS }),
    rippleTypes: new Map(),
  };
}

/** Shapes by the `repeat-role` roles a caller keeps for a deck's set of roles (`game.ts` keeps one per set). */
const shapes = new WeakMap<readonly Role[], PlanShape>();

/**
 * A game's plan, each draw made the first time it is read (a game reads few of them: the forced ripple,
 * the Aliens' exchange and a time loop's draws only when the night comes to them). Every draw has its own
 * stream, so drawing late gives what drawing everything at once would: `said` and the JSON are the whole
 * plan, as it always was.
 */
class SeededPlan implements AppPlan {
  /** The roles' and kinds' draws made so far, by their slot in the shape (no map of its own per game). */
  readonly #values: unknown[] = [];
  #oracleSaid: OracleSaid | undefined;
  #doppelOracleSaid: OracleSaid | undefined;
  #said: AppSaid | undefined;
  #loop: LoopSaid | null | undefined;
  #oracle: OraclePlan | null | undefined;
  #doppelOracle: OraclePlan | null | undefined;
  #ripple: RippleSaid | null | undefined;
  #forcedRipple: RippleSaid | null | undefined;
  #exchange: 'left' | 'right' | undefined;

  constructor(
    private readonly seed: number,
    private readonly weights: AppWeights,
    private readonly table: AppTable,
    private readonly shape: PlanShape,
  ) {}

  get oracle(): OraclePlan | null {
    if (this.#oracle === undefined)
      this.#oracle = this.shape.oracle
        ? oraclePlan(streamOf(this.seed, 'oracle'), this.weights, this.table, this.shape.oracleQuestions)
        : null;
    return this.#oracle;
  }

  get 'oracle-doppelganger'(): OraclePlan | null {
    if (this.#doppelOracle === undefined)
      this.#doppelOracle =
        this.shape.oracle && this.shape.doppel
          ? oraclePlan(
              streamOf(this.seed, 'oracle-doppelganger'),
              this.weights,
              this.table,
              this.#otherQuestions(this.oracle?.question),
            )
          : null;
    return this.#doppelOracle;
  }

  /** The Doppelgänger-Oracle's questions: "another question" than the Oracle's. */
  #otherQuestions(not: OracleQuestion | undefined): OracleQuestion[] {
    const out: OracleQuestion[] = [];
    for (const q of this.shape.oracleQuestions) if (q !== not) out.push(q);
    return out;
  }

  get exchange(): 'left' | 'right' {
    return (this.#exchange ??= streamOf(this.seed, 'alien-exchange').int(0, 1) === 0 ? 'left' : 'right');
  }

  /** The ripple the Oracle's "yes" forces: drawn only when she may be asked. */
  get forcedRipple(): RippleSaid | null {
    if (this.#forcedRipple === undefined)
      this.#forcedRipple =
        this.shape.aliens && this.shape.oracle
          ? rippleSaid(streamOf(this.seed, 'ripple/forced'), this.weights, this.table, this.shape, true)
          : null;
    return this.#forcedRipple;
  }

  #rippleDrawn(): RippleSaid | null {
    if (this.#ripple === undefined)
      this.#ripple = this.shape.aliens
        ? rippleSaid(streamOf(this.seed, 'ripple'), this.weights, this.table, this.shape, false)
        : null;
    return this.#ripple;
  }

  /** A time loop's fresh draws: only when one of the two ripples is a time loop. */
  #loopDrawn(): LoopSaid | null {
    if (this.#loop !== undefined) return this.#loop;
    const ripple = this.#rippleDrawn();
    const forced = this.forcedRipple;
    if (!ripple || !(isOneOf(LOOP_RIPPLES, ripple.type) || (forced && isOneOf(LOOP_RIPPLES, forced.type))))
      return (this.#loop = null);
    const loop: Record<string, unknown> = {};
    for (const [key, { app, doppelganger }] of this.shape.loopDraws)
      loop[key] = app.draw!(streamOf(this.seed, `loop/${key}`), this.weights, this.table, doppelganger);
    return (this.#loop = loop as LoopSaid);
  }

  draw(key: string, loop: boolean): unknown {
    if (loop) return this.#loopDrawn()?.[key];
    // The ripple is read at most steps after the night's last call (is a time loop's call said, what does
    // the vote allow): from its own field, kept already, rather than the map of the other draws.
    if (key === 'ripple') return this.#rippleDrawn() ?? undefined;
    const drawn = this.shape.draws.get(key);
    if (drawn)
      return (this.#values[drawn.slot] ??= drawn.app.draw!(
        streamOf(this.seed, key),
        this.weights,
        this.table,
        drawn.doppelganger,
      ));
    if (key === 'oracle') {
      const plan = this.oracle;
      return plan ? (this.#oracleSaid ??= oracleSaidBefore(plan)) : undefined;
    }
    if (key === 'oracle-doppelganger') {
      const plan = this['oracle-doppelganger'];
      return plan ? (this.#doppelOracleSaid ??= oracleSaidBefore(plan)) : undefined;
    }
    if (key === 'loop') return this.#loopDrawn() ?? undefined;
    return undefined;
  }

  /** Everything the app would say if nobody answered the Oracle: every draw, in the plan's order. */
  get said(): AppSaid {
    if (this.#said) return this.#said;
    const said: Record<string, unknown> = {};
    const keys: string[] = [];
    if (this.shape.oracle) keys.push('oracle');
    if (this.shape.oracle && this.shape.doppel) keys.push('oracle-doppelganger');
    for (const key of this.shape.draws.keys()) keys.push(key);
    if (this.shape.aliens) keys.push('ripple');
    for (const key of keys) said[key] = this.draw(key, false);
    const loop = this.shape.aliens ? this.#loopDrawn() : null;
    if (loop) said['loop'] = loop;
    return (this.#said = said as AppSaid);
  }

  /** The whole plan, as a plain object (a record of the game, a test's comparison). */
  toJSON(): Omit<AppPlan, 'draw'> {
    return {
      said: this.said,
      oracle: this.oracle,
      'oracle-doppelganger': this['oracle-doppelganger'],
      exchange: this.exchange,
      forcedRipple: this.forcedRipple,
    };
  }
}

/**
 * The plan of everything the app may say in a game of this deck and table size, each draw made when it
 * is first read. `nightCallRoles` are the roles with a Night call of their own (for the `repeat-role`
 * ripple).
 */
export function drawPlan(
  seed: number,
  weights: AppWeights,
  dealt: { readonly deck: readonly Role[]; readonly players: number },
  nightCallRoles: ReadonlySet<Role>,
  /**
   * The roles a `repeat-role` ripple may name, when the caller has them already (`repeatableRoles`): the
   * caller keeps one list per deck's set of roles, and the plan's shape is kept with it.
   */
  repeatableKnown?: readonly Role[],
): AppPlan {
  const table: AppTable = { deck: dealt.deck, players: dealt.players, roles: ROLE_FACTS };
  let shape = repeatableKnown ? shapes.get(repeatableKnown) : undefined;
  if (!shape) {
    shape = planShape(dealt.deck, nightCallRoles, repeatableKnown);
    if (repeatableKnown) shapes.set(repeatableKnown, shape);
  }
  return new SeededPlan(seed, weights, table, shape);
}

export { isTwoPlace };
export { oracleAnswers, oracleQuestions, oracleResponse } from '../roles/alien/oracle/questions.ts';
export { blobOptions, blobSize } from '../roles/alien/blob/blob.ts';
export type { AppPlan, OraclePlan } from './said.ts';
