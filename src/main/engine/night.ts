import { NONE, playerName } from './choice.ts';
import { err, ok, ruleError, ruleErrorAt, type Reason, type Result, type RuleError } from './errors.ts';
import type { Fact, StepEvent } from './events.ts';
import { withCursor } from './game.ts';
import type { Answer, ChoiceSpec, GameSetup, GameState, MarkSet, SeatOption, StepActors, StepRule } from './model.ts';
import { currentStep, markAt, playerCount } from './queries.ts';
import { ROLE_MODULES, callOfRole } from './roles/index.ts';
import type { ActionContext, NightAction } from './roles/types.ts';
import { Table } from './table.ts';
import { NIGHT_EN } from './text/reasons-en.ts';
import { ENGLISH } from './text/say.ts';
import { reasonsOf } from './text/sentences.ts';
import { stepAction, stepAwake } from './wake-order.ts';
import { isLoopRipple, rippleOf } from './app/state.ts';
import { CENTER_SIZE, type Call, type Role, type Team } from './vocabulary.ts';

export type { Answer, ChoiceSpec, SeatOption, StepActors } from './model.ts';

export interface CallState {
  readonly step: StepRule;
  readonly index: number;
  /** The record's call id answered here (the copied role's call for the Doppelgänger's immediate action). */
  readonly call: Call | null;
  readonly awake: StepActors;
  readonly choice: ChoiceSpec;
  /** What the role's action read to offer the choice, kept to carry out the answer (when someone is awake). */
  readonly context?: ActionContext;
  /** The step's night action, looked up once for the call (choice, checks and carrying out). */
  readonly action?: NightAction | null;
}

/**
 * The night's core: who is awake for a step, what they may choose, and carrying out an answer. It names
 * no role: every step's action comes from its role module (`roles/`), and the Doppelgänger's immediate
 * action from the module of the role she copied.
 */

function isFrightened(state: GameState, step: StepRule, player: number): boolean {
  if (step.phase !== 'night' || state.frightened === null) return false;
  if (state.frightened[player] === true) return true;
  // House rule: a Mark of Fear that reached the player during the Night keeps them asleep too.
  return state.setup.options.lateFearFrightens && markAt(state, player) === 'fear';
}

/**
 * Nobody (a call's actors or frightened). Shared, and never written (it is read-only by its type). Not
 * frozen: a for-of over a frozen array, where the narrative reads actors and facts, is several times
 * slower than over a plain one.
 */
const NOBODY: readonly number[] = [];

/** Who is awake for a step right now (the moderator sees this; the table never does). */
export function stepActors(state: GameState, step: StepRule): StepActors {
  return awakeAt(state, step) ?? asleep(step);
}

/** Nobody awake nor frightened (at an announcement, a role's step, the Doppelgänger's immediate action). */
function asleep(step: StepRule): StepActors {
  return { actors: NOBODY, frightened: NOBODY, role: step.role, doppelganger: step.copies === 'doppelganger' };
}

/**
 * `stepActors`, but null when an announcement, a role's step or the Doppelgänger's immediate action wakes
 * nobody and finds nobody frightened (`asleep`): the call is then the script's shared one (`stepsOf`).
 */
function awakeAt(state: GameState, step: StepRule): StepActors | null {
  const n = playerCount(state);
  if (step.kind === 'announcement') return null;
  if (step.custom) return { actors: stepAwake(step, state), frightened: NOBODY, role: null, doppelganger: false };
  if (step.kind === 'doppelganger-action') {
    for (const p of tableOf(state).doppelgangers) {
      const copy = state.copies[state.startCards[p]!]!;
      if (!copy.inert && ROLE_MODULES[copy.role].doppelganger === 'immediate')
        return { actors: [p], frightened: NOBODY, role: copy.role, doppelganger: true };
    }
    return null;
  }
  // Allocated on the first player found: many calls wake nobody, and hardly any finds someone frightened.
  let actors: number[] | null = null;
  let frightened: number[] | null = null;
  // A repeat-role ripple wakes whoever started as the role the app named (and the Doppelgänger who copied it).
  const roles = step.kind === 'ripple-role' ? repeatedRoles(state) : step.roles;
  const { identities, doppelgangers } = tableOf(state);
  const only = roles.length === 1 ? roles[0]! : null;
  // The Doppelgänger's own steps look at her seat alone, not at every seat.
  const seats = step.copies === 'doppelganger' ? doppelgangers : null;
  const count = seats === null ? n : seats.length;
  for (let k = 0; k < count; k++) {
    const p = seats === null ? k : seats[k]!;
    const identity = identities[p]!;
    if (only !== null ? identity !== only : !isOneOf(identity, roles)) continue;
    const copy = state.copies[state.startCards[p]!];
    const doppelganger = copy ? copy.doppelganger : false;
    if (copy?.inert) continue;
    if (step.copies === 'original' && doppelganger) continue;
    if (step.copies === 'doppelganger' && !doppelganger) continue;
    // The first player in a list of one (a push to an empty list reserves room for sixteen).
    if (isFrightened(state, step, p)) {
      if (frightened === null) frightened = [p];
      else frightened.push(p);
    } else if (actors === null) actors = [p];
    else actors.push(p);
  }
  if (actors === null && frightened === null && step.kind === 'role') return null;
  const role = step.kind === 'ripple-role' ? (roles[0] ?? null) : step.role;
  return {
    actors: actors ?? NOBODY,
    frightened: frightened ?? NOBODY,
    role,
    doppelganger: step.copies === 'doppelganger',
  };
}

/**
 * What the calls of a night read of the table that changes only when a card copies one: each player's
 * night identity (see `nightIdentity`: the role of their starting card, or the role it copied), and the
 * seats whose card copied as the Doppelgänger (`NOBODY` before she has). The last table's is kept: the
 * calls of a night read it instead of looking up each starting card and its copy again.
 */
interface NightTable {
  readonly setup: GameSetup;
  readonly startCards: readonly number[];
  readonly copies: GameState['copies'];
  readonly identities: readonly Role[];
  readonly doppelgangers: readonly number[];
}

let lastTable: NightTable | null = null;

function tableOf(state: GameState): NightTable {
  const { setup, startCards, copies } = state;
  const known = lastTable;
  if (known && known.setup === setup && known.startCards === startCards && known.copies === copies) return known;
  const { cards } = setup;
  // Player p's starting card is card p (`createGame`): the first cards, copied at once (a `slice` is much
  // faster than a `push` for each player), each written over where the card copied a role.
  const identities = cards.slice(0, startCards.length);
  let doppelgangers: number[] | null = null;
  for (let p = 0; p < startCards.length; p++) {
    const card = startCards[p]!;
    const copy = copies[card];
    if (copy) identities[p] = copy.role;
    else if (card !== p) identities[p] = cards[card]!;
    if (!copy?.doppelganger) continue;
    if (doppelgangers === null) doppelgangers = [p];
    else doppelgangers.push(p);
  }
  return (lastTable = { setup, startCards, copies, identities, doppelgangers: doppelgangers ?? NOBODY });
}

/**
 * `roles.includes(role)`, by a loop: a group's step (the Werewolves', the Vampires') asks it at every seat,
 * and its two or three roles are looked through faster here than by a call of `includes` each time.
 */
function isOneOf(role: Role, roles: readonly Role[]): boolean {
  for (let i = 0; i < roles.length; i++) if (roles[i] === role) return true;
  return false;
}

function repeatedRoles(state: GameState): readonly Role[] {
  const role = rippleOf(state).role;
  return role ? [role] : [];
}

/** What is done at a step: its own action, or for the Doppelgänger's immediate action the copied role's. */
function actionOf(step: StepRule, awake: StepActors): NightAction | null {
  if (step.kind === 'doppelganger-action' || step.kind === 'ripple-role')
    return awake.role ? (ROLE_MODULES[awake.role].night ?? null) : null;
  return stepAction(step);
}

function contextOf(state: GameState, step: StepRule, awake: StepActors, at?: string): ActionContext {
  const set: MarkSet = awake.doppelganger ? 'doppelganger' : 'main';
  return {
    state,
    step,
    awake,
    actor: awake.actors[0] ?? -1,
    set,
    at: at ?? step.call ?? awake.role ?? step.key,
    loop: step.loop,
    roleTeam,
    names: ENGLISH,
  };
}

const roleTeam = (role: Role): Team => ROLE_MODULES[role].team;

/** The current call: its step, who is awake, and the legal choices right now. */
export function currentCall(state: GameState): CallState | null {
  const step = currentStep(state);
  if (!step) return null;
  return describeStep(state, step, state.cursor);
}

export function describeStep(state: GameState, step: StepRule, index: number): CallState {
  const awake = awakeAt(state, step);
  const known = state.setup.script[index] === step ? stepsOf(state.setup.script)[index]! : null;
  if (awake === null) return known ? known.asleep : asleepCall(step, index);
  const role = awake.role;
  const call =
    step.kind === 'doppelganger-action' || step.kind === 'ripple-role' ? (role ? callOfRole(role) : null) : step.call;
  if (awake.actors.length === 0) return { step, index, call, awake, choice: NONE };
  const context = contextOf(state, step, awake);
  const action = known && known.action !== undefined ? known.action : actionOf(step, awake);
  return { step, index, call, awake, choice: action?.choice ? action.choice(context) : NONE, context, action };
}

/** The call of a step where nobody wakes nor is frightened (see `awakeAt`). */
function asleepCall(step: StepRule, index: number): CallState {
  return {
    step,
    index,
    call: step.kind === 'doppelganger-action' ? null : step.call,
    awake: asleep(step),
    choice: NONE,
  };
}

/**
 * What a script's steps are whatever the table: each one's own action (`stepAction`, looked up by key;
 * undefined where it is the copied or repeated role's), and its call when nobody wakes. Made once per
 * script (one per deck's set of roles: `deckLayout`) and shared by its games, the last one at hand: a night
 * reads it at every call.
 */
interface ScriptStep {
  readonly action: NightAction | null | undefined;
  /**
   * The same object for every game of the script, handed to the session, records and views like any
   * call: read-only by its type, and never written (as `NOBODY` and `ANNOUNCED`).
   */
  readonly asleep: CallState;
}

const scriptSteps = new WeakMap<readonly StepRule[], readonly ScriptStep[]>();
let lastScript: readonly StepRule[] | null = null;
let lastSteps: readonly ScriptStep[] = [];

function stepsOf(script: readonly StepRule[]): readonly ScriptStep[] {
  // The other script's steps apart: this function stays small enough to be compiled into its callers.
  return script === lastScript ? lastSteps : otherSteps(script);
}

function otherSteps(script: readonly StepRule[]): readonly ScriptStep[] {
  let steps = scriptSteps.get(script);
  if (!steps) {
    const out: ScriptStep[] = [];
    for (let i = 0; i < script.length; i++) {
      const step = script[i]!;
      const own = step.kind !== 'doppelganger-action' && step.kind !== 'ripple-role';
      out.push({ action: own ? stepAction(step) : undefined, asleep: asleepCall(step, i) });
    }
    scriptSteps.set(script, (steps = out));
  }
  lastScript = script;
  lastSteps = steps;
  return steps;
}

// --- applying an answer -----------------------------------------------------------------------------------

export interface Applied {
  readonly state: GameState;
  readonly event: StepEvent;
}

/** The fields of an answer (`Answer`). */
const ANSWER_FIELDS: ReadonlySet<string> = new Set<keyof Answer>([
  'target',
  'targets',
  'center',
  'centers',
  'card',
  'mark',
  'swap',
  'reply',
  'each',
  'to',
  'direction',
  'artifact',
]);

/**
 * No field of the answer is given. Read by the keys the answer has (one or two, or none: the common
 * case), not by asking for each of the twelve fields: an absent field is a slow read on the answers' many
 * shapes.
 */
function isEmpty(answer: Answer): boolean {
  for (const key in answer) if (answer[key as keyof Answer] !== undefined && ANSWER_FIELDS.has(key)) return false;
  return true;
}

const FIELDS_BY_KIND: Record<ChoiceSpec['kind'], readonly (keyof Answer)[]> = {
  none: [],
  target: ['target'],
  targets: ['targets'],
  center: ['center'],
  seer: ['target', 'centers'],
  marksman: ['card', 'mark'],
  gremlin: ['swap', 'targets'],
  oracle: ['reply', 'center', 'centers'],
  each: ['each'],
  place: ['target', 'center'],
  places: ['targets', 'centers'],
  give: ['target', 'center', 'to'],
  direction: ['direction'],
  exchange: ['swap'],
  artifact: ['target', 'artifact'],
};

const because = reasonsOf('night', NIGHT_EN);

function checkSeat(
  state: GameState,
  spec: { seats: readonly SeatOption[] },
  seat: number,
  at: string,
): RuleError | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= playerCount(state))
    return ruleError('choice/unknown-target', at, because('no-seat', { seat }));
  const option = spec.seats[seat]!;
  return option.legal ? null : ruleErrorAt(option.reason!, at);
}

function checkCenter(
  state: GameState,
  index: number,
  at: string,
  allowed?: readonly number[],
  rule?: Reason,
): RuleError | null {
  const count = state.setup.centerCount;
  if (!(Number.isInteger(index) && index >= 0 && index < count))
    return ruleError('choice/unknown-target', at, because('no-center', { index, werewolf: count !== CENTER_SIZE }));
  if (allowed && !allowed.includes(index))
    return ruleError('target/illegal', at, because('center-not-here', { index, rule }));
  return null;
}

/** Checks an answer against the legal choices; the fixed order is: fields, then each target. */
export function validateAnswer(state: GameState, call: CallState, answer: Answer, at: string): RuleError | null {
  const problem = validateSpec(state, call, call.choice, answer, at);
  if (problem || !call.context) return problem;
  // The rules the choice's shape cannot say: the role checks them itself.
  const validate = (call.action !== undefined ? call.action : actionOf(call.step, call.awake))?.validate;
  const more = validate ? validate(call.context, answer) : null;
  return more ? ruleErrorAt(more, at) : null;
}

function validateSpec(
  state: GameState,
  call: CallState,
  spec: ChoiceSpec,
  answer: Answer,
  at: string,
): RuleError | null {
  // The kind read once: the choices come in many shapes, where each read of a field is a slow one.
  const kind = spec.kind;
  // Nothing to choose and nothing chosen: the common case, answered at once.
  if (kind === 'none' && isEmpty(answer)) return null;
  const allowed = FIELDS_BY_KIND[kind];
  // The fields given are counted on the way: an empty answer needs no second look at every field.
  let fieldsGiven = 0;
  for (const key in answer) {
    const field = key as keyof Answer;
    if (answer[field] === undefined) continue;
    fieldsGiven++;
    if (!allowed.includes(field) && kind === 'none' && spec.why)
      return ruleError(
        'choice/unexpected',
        at,
        because('cannot', { actors: actorsReason(state, call), why: spec.why }),
      );
    if (!allowed.includes(field))
      return ruleError('choice/unexpected', at, because('not-a-choice', { field, allowed }));
  }
  if (fieldsGiven === 0) {
    const mandatory = ('mandatory' in spec && spec.mandatory) || (kind === 'places' && !spec.allowNone);
    if (mandatory)
      return ruleError(
        'choice/missing',
        at,
        because('must-choose', { actors: actorsReason(state, call), fields: allowed }),
      );
    return null;
  }
  switch (kind) {
    case 'none':
    case 'direction':
      return null;
    case 'artifact': {
      // Which token may be placed is the role's rule (`validate`, after the shape).
      if (answer.target === undefined)
        return ruleError('choice/missing', at, because('artifact-target', { actors: actorsReason(state, call) }));
      return checkSeat(state, spec, answer.target, at);
    }
    case 'exchange':
      return answer.swap === 'cards' ? null : ruleError('choice/unexpected', at, because('exchange', {}));
    case 'target':
      return checkSeat(state, spec, answer.target!, at);
    case 'center':
      return checkCenter(state, answer.center!, at, spec.indexes);
    case 'targets':
    case 'gremlin': {
      const targets = answer.targets ?? [];
      // Only an error needs the actors' sentence (built there, with no closure on the hot path).
      if (kind === 'gremlin' && (answer.swap === undefined) !== (answer.targets === undefined))
        return ruleError('choice/missing', at, because('swap-and-targets', { actors: actorsReason(state, call) }));
      const one = kind === 'targets' && spec.allowOne && targets.length === 1;
      if (!one && targets.length !== 2) {
        const named = targets.map((t) =>
          Number.isInteger(t) && t >= 0 && t < playerCount(state) ? playerName(state, t) : `seat ${t}`,
        );
        return ruleError(
          'choice/unexpected',
          at,
          because('named', { actors: actorsReason(state, call), named, rule: spec.rule }),
        );
      }
      if (targets.length === 2 && targets[0] === targets[1])
        return ruleError('target/illegal', at, because('named-twice', { player: playerName(state, targets[0]!) }));
      for (const t of targets) {
        const problem = checkSeat(state, spec, t, at);
        if (problem) return problem;
        const blocked = kind === 'gremlin' && answer.swap === 'cards' ? spec.cards?.[t] : null;
        if (blocked) return ruleErrorAt(blocked, at);
      }
      return null;
    }
    case 'seer': {
      if (answer.target !== undefined && answer.centers !== undefined)
        return ruleError('choice/unexpected', at, spec.rule);
      if (answer.target !== undefined) return checkSeat(state, spec, answer.target, at);
      const centers = answer.centers!;
      if (centers.length !== 2 || centers[0] === centers[1]) return ruleError('choice/unexpected', at, spec.rule);
      return checkCenter(state, centers[0]!, at) ?? checkCenter(state, centers[1]!, at);
    }
    case 'marksman': {
      if (answer.card !== undefined) {
        const problem = checkSeat(state, spec, answer.card, at);
        if (problem) return problem;
      }
      if (answer.mark !== undefined) {
        const problem = checkSeat(state, spec, answer.mark, at);
        if (problem) return problem;
      }
      if (answer.card !== undefined && answer.card === answer.mark)
        return ruleError(
          'target/illegal',
          at,
          because('player-rule', { player: playerName(state, answer.card), rule: spec.rule }),
        );
      const blocked = answer.card !== undefined ? spec.cards?.[answer.card] : null;
      return blocked ? ruleErrorAt(blocked, at) : null;
    }
    case 'place': {
      if (answer.target !== undefined && answer.center !== undefined)
        return ruleError('choice/unexpected', at, because('one-card', { rule: spec.rule }));
      if (answer.target !== undefined) return checkSeat(state, spec, answer.target, at);
      return checkCenter(state, answer.center!, at, spec.indexes, spec.rule);
    }
    case 'places': {
      const targets = answer.targets ?? [];
      const centers = answer.centers ?? [];
      const count = targets.length + centers.length;
      if (count < spec.min || count > spec.max) {
        const { rule, min, max, allowNone } = spec;
        return ruleError('choice/unexpected', at, because('count', { count, rule, min, max, allowNone }));
      }
      if (hasTwice(targets) || hasTwice(centers))
        return ruleError('target/illegal', at, because('card-twice', { rule: spec.rule }));
      for (const t of targets) {
        const problem = checkSeat(state, spec, t, at);
        if (problem) return problem;
      }
      // The first card that stops the chain before the last one (by a loop: no list or closure made).
      let stopped = -1;
      if (spec.stops)
        for (let i = 0; i < targets.length - 1 && stopped < 0; i++) if (spec.stops[targets[i]!]) stopped = i;
      if (stopped >= 0) {
        const stop = spec.stops![targets[stopped]!]!;
        const after = targets.slice(stopped + 1).map((t) => playerName(state, t));
        return ruleError(stop.code, at, because('after-stop', { stop: stop.reason, after }));
      }
      for (const c of centers) {
        const problem = checkCenter(state, c, at, spec.indexes, spec.rule);
        if (problem) return problem;
      }
      return null;
    }
    case 'give': {
      const source = answer.target !== undefined || answer.center !== undefined;
      if (answer.target !== undefined && answer.center !== undefined)
        return ruleError('choice/unexpected', at, because('one-card', { rule: spec.rule }));
      if (!source || answer.to === undefined)
        return ruleError(
          'choice/missing',
          at,
          because('give-missing', { actors: actorsReason(state, call), rule: spec.rule }),
        );
      const problem =
        answer.target !== undefined
          ? checkSeat(state, spec, answer.target, at)
          : checkCenter(state, answer.center!, at, spec.indexes, spec.rule);
      if (problem) return problem;
      const to = checkSeat(state, { seats: spec.to }, answer.to, at);
      if (to) return to;
      if (answer.target === answer.to)
        return ruleError('target/illegal', at, because('own-card', { player: playerName(state, answer.to) }));
      return null;
    }
    case 'each': {
      const each = answer.each!;
      if (each.length !== spec.choices.length)
        return ruleError(
          'choice/unexpected',
          at,
          because('each-count', { answers: each.length, awake: spec.choices.length }),
        );
      for (let i = 0; i < each.length; i++) {
        const { actor, choice } = spec.choices[i]!;
        const problem = validateSpec(state, call, choice, each[i]!, `${at} by ${playerName(state, actor)}`);
        if (problem) return problem;
      }
      return null;
    }
    case 'oracle': {
      // A record's Oracle answered what its "app" object says: the one reply there is.
      // Without a reply the app answers for her (`auto`), and she acts on its response all the same.
      const given = answer.reply ?? (spec.replies.length === 1 ? spec.replies[0]!.answer : spec.auto.answer);
      if (given === undefined) return ruleError('choice/missing', at, because('reply-first', {}));
      const reply = spec.replies.find((r) => r.answer === given);
      if (!reply)
        return ruleError(
          'app/illegal',
          at,
          because('not-an-answer', {
            given: String(given),
            question: spec.question,
            answers: spec.replies.map((r) => r.answer),
          }),
        );
      const rest: Answer = {
        ...(answer.center !== undefined ? { center: answer.center } : {}),
        ...(answer.centers !== undefined ? { centers: answer.centers } : {}),
      };
      return validateSpec(state, call, reply.then, rest, at);
    }
  }
}

/**
 * A list names one item twice, as a `Set` of it would say (NaN the same as NaN): a few cards, compared pair
 * by pair with no set made.
 */
function hasTwice(items: readonly number[]): boolean {
  for (let i = 1; i < items.length; i++) {
    const a = items[i]!;
    for (let j = 0; j < i; j++) {
      const b = items[j]!;
      if (a === b || (a !== a && b !== b)) return true;
    }
  }
  return false;
}

/** Who answers a call, as a reason's part: "Ann (the Seer)", "Ben (the Doppelgänger-Robber)". */
export function actorsReason(state: GameState, call: CallState): Reason {
  return because(
    'actors',
    {
      names: call.awake.actors.map((p) => playerName(state, p)),
      role: call.awake.role,
      doppelganger: call.awake.doppelganger,
      ripple: call.step.call === 'ripple',
      step: call.step.key,
    },
    ENGLISH,
  );
}

export function describeActors(state: GameState, call: CallState): string {
  return actorsReason(state, call).en;
}

/**
 * Applies an answer to the current step and moves to the next one. Validation comes first, in a fixed
 * order (is the night on, is anyone awake, is the choice legal); nothing is changed on an error.
 */
export function applyAnswer(state: GameState, answer: Answer, at?: string, described?: CallState): Result<Applied> {
  const call = described && described.index === state.cursor ? described : currentCall(state);
  const where = at ?? `${call?.call ?? call?.step.key ?? 'night'}`;
  if (!call) return err(ruleError('phase/not-night', where, because('over', {})));
  const problem = validateAnswer(state, call, answer, where);
  if (problem) return err(problem);
  return ok(perform(state, call, answer));
}

/** No facts (a step where nothing happened). Shared, read-only by its type, not frozen (see `NOBODY`). */
const NO_FACTS: readonly Fact[] = [];

function perform(state: GameState, call: CallState, answer: Answer): Applied {
  const { step, awake } = call;
  // Most steps change nothing (announcements, calls with nobody awake): no working copy for them.
  if (awake.actors.length === 0 && !step.always) {
    const next = withCursor(state, state.cursor + 1);
    return { state: skipInactive(next), event: stepEvent(call, answer, NO_FACTS, false) };
  }

  const table = new Table(state);
  const action = call.action !== undefined ? call.action : actionOf(step, awake);
  let passed = false;
  if (awake.actors.length > 0) {
    if (!step.passive) table.acted = true;
    passed = isEmpty(answer) && call.choice.kind !== 'none';
  }
  action?.perform?.(table, call.context ?? contextOf(state, step, awake), answer);
  if (state.setup.tracksTouches && table.facts.length > 0) table.touch(touchers(table.facts, awake.actors));
  return { state: skipInactive(table.commit(state.cursor + 1)), event: stepEvent(call, answer, table.facts, passed) };
}

/** Who viewed or moved a card or a Mark in these facts (the Aura Seer's thumbs). */
function touchers(facts: readonly Fact[], actors: readonly number[]): number[] {
  const out = new Set<number>();
  for (const f of facts) {
    switch (f.kind) {
      case 'viewed-card':
      case 'viewed-mark':
      case 'copied':
        out.add(f.actor);
        break;
      case 'swapped-cards':
      case 'swapped-marks':
      case 'rotated-cards':
      case 'gave-mark':
      case 'flipped':
        for (const a of actors) out.add(a);
        break;
      default:
        break;
    }
  }
  return [...out];
}

function stepEvent(call: CallState, answer: Answer, facts: readonly Fact[], passed: boolean): StepEvent {
  const { step, awake } = call;
  return {
    type: 'step',
    index: call.index,
    step: step.key,
    call: call.call,
    phase: step.phase,
    group: step.group,
    role: awake.role,
    doppelganger: awake.doppelganger,
    actors: awake.actors,
    frightened: awake.frightened,
    passed,
    answer,
    facts,
  };
}

/**
 * Is this step said at all in this game? A ripple's steps only when the app draws one (a time loop's
 * calls only in a loop, the repeated role's only for `repeat-role`).
 */
export function isActive(state: GameState, step: StepRule): boolean {
  if (step.condition === null) return true;
  const ripple = rippleOf(state).type;
  switch (step.condition) {
    case 'ripple':
      return ripple !== 'none';
    case 'repeat-role':
      return ripple === 'repeat-role';
    case 'loop':
      return isLoopRipple(ripple) && (step.loopsByDefault || state.setup.options.timeLoopWholeNight);
  }
}

/** Moves the cursor past the steps that are not said in this game. */
export function skipInactive(state: GameState): GameState {
  const { script } = state.setup;
  let cursor = state.cursor;
  while (cursor < script.length && script[cursor]!.condition !== null && !isActive(state, script[cursor]!)) cursor++;
  return cursor === state.cursor ? state : withCursor(state, cursor);
}
