import { blank } from './arrays.ts';
import { RIPPLE_STEPS, type AppStepDef } from './app/ripple.ts';
import type { GameState, StepRule } from './model.ts';
import { DOPPELGANGER, ROLE_FACTS, ROLE_MODULES } from './roles/index.ts';
import type { NightAction, RoleModule, StepDef } from './roles/types.ts';
import { ROLES, type Phase, type Role } from './vocabulary.ts';

export type { StepCopies, StepKind, StepRule } from './model.ts';

// --- the order -------------------------------------------------------------------------------------------

/**
 * A wake number as a rank: `-6` < `-6B` < `-6C` < `-5`; `00` (Lovers) comes before `0`; `1` < `1-A`.
 * Letters count within their number.
 */
export function wakeRank(wake: string): number {
  if (wake === '00') return -50;
  const match = /^(-?\d+)-?([A-Za-z]?)$/.exec(wake);
  if (!match) throw new Error(`"${wake}" is not a wake number`);
  const number = Number(match[1]);
  const letter = match[2] ? match[2].toUpperCase().charCodeAt(0) - 64 : 0;
  return number * 100 + letter;
}

function announcement(key: string, phase: Phase, extra: Partial<StepRule> = {}): StepRule {
  return {
    key,
    kind: 'announcement',
    call: null,
    wake: '',
    phase,
    roles: [],
    role: null,
    copies: 'original',
    when: [],
    custom: false,
    passive: true,
    always: false,
    loop: false,
    loopsByDefault: false,
    condition: null,
    group: null,
    namedAfter: null,
    ...extra,
  };
}

/** The end of Dusk: "Everyone, wake up and secretly view your Mark" — Fear is fixed now. */
const MARKS_VIEW = announcement('marks-view', 'dusk', { vampireGame: true, always: true });

const MARKS_VIEW_ACTION: NightAction = {
  perform: (table, { state }) => {
    // Loops, not map and flatMap: every Vampire game views its Marks.
    const { tokens } = state.setup;
    const frightened = blank<boolean>(state.marks.length);
    const who: number[] = [];
    for (let p = 0; p < state.marks.length; p++) {
      const fear = tokens[state.marks[p]!]!.kind === 'fear';
      frightened[p] = fear;
      if (fear) who.push(p);
    }
    table.frightened = frightened;
    table.facts.push({ kind: 'marks-viewed', frightened: who });
  },
};

/** The narration-only steps that frame the night, with their place among the wake numbers. */
const ANNOUNCEMENTS: readonly { readonly rank: number; readonly step: StepRule }[] = [
  { rank: Number.NEGATIVE_INFINITY, step: announcement('everyone-sleeps', 'dusk') },
  // After the last Dusk call (-1B) and before the Lovers (00).
  { rank: -60, step: MARKS_VIEW },
  { rank: Number.POSITIVE_INFINITY, step: announcement('everyone-wakes', 'night') },
];

/** The roles that wake in a group's step besides its owner (the Master and the Count with the Vampires). */
function groupMembers(owner: RoleModule, key: string): Role[] {
  const members: Role[] = [owner.id];
  for (const role of ROLES) if (ROLE_MODULES[role].wakesWith?.includes(key)) members.push(role);
  return members;
}

function ruleOf(module: RoleModule, def: StepDef): StepRule {
  const key = def.key ?? (def.copies === 'doppelganger' ? `${def.call}/doppelganger` : def.call);
  const roles = def.awake ? [] : groupMembers(module, def.key ?? def.call);
  const timing = def.doppelganger ?? module.doppelganger;
  return {
    key,
    kind: 'role',
    call: def.call,
    wake: def.wake,
    phase: def.phase,
    roles,
    role: def.awake ? null : module.id,
    // A group wakes together: the Doppelgänger who copied one of them, and everyone a step wakes itself.
    copies: def.copies ?? (timing === 'with' || def.awake ? 'both' : 'original'),
    when: def.when ?? (def.awake ? [module.id] : roles),
    ...(def.vampireGame !== undefined ? { vampireGame: def.vampireGame } : {}),
    custom: def.awake !== undefined,
    passive: def.passive ?? false,
    always: def.always ?? false,
    loop: false,
    loopsByDefault: def.loops ?? false,
    condition: null,
    group: def.group ?? null,
    // A group's step is named after the group (the Werewolves), any other after the role whose step it is.
    namedAfter: def.group ? null : module.id,
  };
}

/** The Doppelgänger's own call right after the original's: she wakes alone and acts as her copy. */
function afterDoppelganger(of: StepRule, def: StepDef): StepRule {
  return { ...of, key: `${of.key}/doppelganger`, wake: def.doppelgangerWake ?? of.wake, copies: 'doppelganger' };
}

/** The Doppelgänger's immediate action, right after her own call: whatever role she just copied. */
function immediateAction(of: StepRule): StepRule {
  return {
    ...of,
    key: 'doppelganger-action',
    kind: 'doppelganger-action',
    call: null,
    roles: [],
    role: null,
    copies: 'doppelganger',
    custom: false,
    namedAfter: null,
  };
}

/** Steps are plain data (a game's state can be copied and compared); what they do is looked up by key. */
const STEP_ACTIONS = new Map<string, NightAction>([['marks-view', MARKS_VIEW_ACTION]]);
const STEP_AWAKE = new Map<string, (state: GameState) => number[]>();

/** What is done at a step (not for the Doppelgänger's immediate action: that is the copied role's). */
export function stepAction(step: StepRule): NightAction | null {
  return STEP_ACTIONS.get(step.key) ?? null;
}

/** Who wakes at a step that decides it itself (`custom`): the lovers, whoever holds a Mark of Love. */
export function stepAwake(step: StepRule, state: GameState): number[] {
  return STEP_AWAKE.get(step.key)!(state);
}

function buildWakeOrder(): StepRule[] {
  const ranked: { rank: number; steps: StepRule[] }[] = ANNOUNCEMENTS.map(({ rank, step }) => ({
    rank,
    steps: [step],
  }));
  for (const role of ROLES) {
    const module = ROLE_MODULES[role];
    for (const def of module.steps) {
      const rule = ruleOf(module, def);
      const action = def.action ?? module.night;
      if (action) STEP_ACTIONS.set(rule.key, action);
      if (action && (def.doppelganger ?? module.doppelganger) === 'after')
        STEP_ACTIONS.set(`${rule.key}/doppelganger`, action);
      if (def.awake) STEP_AWAKE.set(rule.key, def.awake);
      if (def.awake && (def.doppelganger ?? module.doppelganger) === 'after')
        STEP_AWAKE.set(`${rule.key}/doppelganger`, def.awake);
      const steps = [rule];
      if (def.thenImmediate) steps.push(immediateAction(rule));
      if ((def.doppelganger ?? module.doppelganger) === 'after') steps.push(afterDoppelganger(rule, def));
      ranked.push({ rank: wakeRank(def.wake), steps });
    }
  }
  for (const { rank, def } of RIPPLE_STEPS) {
    const rule = appStep(def);
    if (def.action) STEP_ACTIONS.set(rule.key, def.action);
    if (def.awake) STEP_AWAKE.set(rule.key, def.awake);
    ranked.push({ rank, steps: [rule] });
  }
  // A stable sort: steps of one wake number keep the registry's order.
  ranked.sort((a, b) => a.rank - b.rank);
  const night = ranked.flatMap((r) => r.steps);
  // A time loop replays the Night's calls after the ripple, before everyone wakes.
  const loop = night.filter(isLoopable).map(loopStep);
  const end = night.findIndex((s) => s.key === 'everyone-wakes');
  return [...night.slice(0, end), ...loop, ...night.slice(end)];
}

/**
 * Calls a time loop may replay: every role's call of the Night (wake 1 on), but the Doppelgänger's own
 * (she keeps what she copied) and the ripple's.
 */
function isLoopable(step: StepRule): boolean {
  // Steps that wake by themselves (the lovers, the Blob who never wakes) are not replayed.
  if (step.phase !== 'night' || step.condition !== null || step.kind === 'announcement' || step.custom) return false;
  if (step.key === 'lovers' || step.call === 'doppelganger' || step.call === 'ripple') return false;
  return wakeRank(step.wake.replace(/a$/, '')) >= wakeRank('1');
}

function loopStep(step: StepRule): StepRule {
  const key = `${step.key}#loop`;
  const action = STEP_ACTIONS.get(step.key);
  if (action) STEP_ACTIONS.set(key, action);
  const awake = STEP_AWAKE.get(step.key);
  if (awake) STEP_AWAKE.set(key, awake);
  return { ...step, key, loop: true, condition: 'loop' };
}

/** A step of the app's own (the ripple): not a role's, in the script when an Alien is in the deck. */
function appStep(def: AppStepDef): StepRule {
  return {
    key: def.key,
    kind: def.kind,
    call: def.call,
    wake: '',
    phase: 'night',
    roles: [],
    role: null,
    copies: 'both',
    when: [...ROLE_FACTS.kinds.alien],
    custom: def.awake !== undefined,
    passive: false,
    always: true,
    loop: false,
    loopsByDefault: false,
    condition: def.condition,
    group: null,
    namedAfter: null,
  };
}

/**
 * One wake order across Dusk and Night, built from every role module's steps by their wake numbers (the
 * Alien text's list, -9 Oracle … 13-A Mortician). The Doppelgänger's later calls come right after the
 * original's (Vampire text, "Doppelganger & Vampire"; base text 9a), and her immediate action right after
 * her own call.
 */
export const WAKE_ORDER: readonly StepRule[] = buildWakeOrder();

/** The base key of a step: a time loop's pass and the Doppelgänger's call read the original's lines. */
export function baseKey(key: string): string {
  return key.endsWith('#loop') ? key.slice(0, -'#loop'.length) : key;
}

/** The ordered steps of a game's Dusk and Night, from the whole deck (center cards included). */
export function buildScript(deck: readonly Role[]): readonly StepRule[] {
  const vampireGame = deck.some((role) => ROLE_MODULES[role].game === 'vampire');
  const inDeck = new Set(deck);
  // Ripples (and so time loops) happen only "if there are any Aliens in your game".
  const aliens = deck.some((role) => ROLE_FACTS.kinds.alien.has(role));
  return WAKE_ORDER.filter((step) => {
    if (step.condition !== null && !aliens) return false;
    if (step.vampireGame !== undefined && step.vampireGame !== vampireGame) return false;
    if (step.copies === 'doppelganger' && !inDeck.has(DOPPELGANGER)) return false;
    if (step.kind === 'doppelganger-action') return inDeck.has(DOPPELGANGER);
    if (step.when.length === 0) return true;
    return step.when.some((r) => inDeck.has(r));
  }).map((step) =>
    // Without Vampire roles there is no Dusk: every call belongs to the night.
    !vampireGame && step.phase === 'dusk' ? { ...step, phase: 'night' } : step,
  );
}
