import type {
  AlienAction,
  BodySnatcherAction,
  BodySnatcherTarget,
  EmpathPrompt,
  BlobAbsorb,
  ExposerCount,
  Group,
  MorticianAction,
  MorticianTarget,
  OnePlaceTarget,
  OracleQuestion,
  PsychicAction,
  RascalAction,
  RippleType,
  TwoPlaceTarget,
  ViewTargetKind,
} from './app-vocabulary.ts';

/**
 * The app's "Randomization" settings: a weight for every variant of every group. A variant is drawn with
 * probability weight / sum of the weights of the variants that can be drawn at that table; 0 turns a
 * variant off. They change what the app says, never what is dealt. The defaults are those of
 * `alien-daybreak.md` (TTS and NO agree on most); docs/rulings.md gives each source and every decision.
 */
export interface AppWeights {
  readonly aliens: Readonly<Record<AlienAction, number>>;
  /** Whose cards the Aliens (and the Psychic) may view: named player numbers, any, even or odd players. */
  readonly viewTargets: Readonly<Record<ViewTargetKind, number>>;
  /** Who holds out a fist for New Alien and Alien Helper, and which group a ripple names. */
  readonly groups: Readonly<Record<Group | 'numbers', number>>;
  readonly oracle: Readonly<Record<OracleQuestion, number>>;
  /** Percent of "yes" answers the app refuses (team and exchange questions) or overrides (player number). */
  readonly oracleRefusal: number;
  /** The alien-team question answered yes: her card becomes an Alien card, she joins the team, or refused. */
  readonly oracleAlienReply: Readonly<Record<'card' | 'team' | 'refused', number>>;
  /** The center question answered yes: how many center cards she may view. */
  readonly oracleCenter: Readonly<Record<'1' | '2' | '3', number>>;
  readonly psychic: Readonly<Record<PsychicAction, number>>;
  readonly rascal: Readonly<Record<RascalAction, number>>;
  readonly rascalOneTargets: Readonly<Record<OnePlaceTarget, number>>;
  readonly rascalTwoTargets: Readonly<Record<TwoPlaceTarget, number>>;
  readonly exposer: Readonly<Record<`${ExposerCount}`, number>>;
  readonly mortician: Readonly<Record<MorticianAction, number>>;
  readonly morticianTargets: Readonly<Record<MorticianTarget, number>>;
  readonly blob: Readonly<Record<BlobAbsorb, number>>;
  readonly bodySnatcher: Readonly<Record<BodySnatcherAction, number>>;
  readonly bodySnatcherTargets: Readonly<Record<BodySnatcherTarget, number>>;
  readonly empath: Readonly<Record<EmpathPrompt, number>>;
  readonly ripple: Readonly<Record<RippleType, number>>;
}

export const DEFAULT_APP_WEIGHTS: AppWeights = {
  // View and All View 30, Stare 15, Timer/Left/Right 5, Show 10 (TTS, NO); New Alien and Alien Helper are
  // 0 in TTS ("not scripted yet") and unknown in the app: off by default, ready to be turned on.
  aliens: {
    view: 30,
    'all-view': 30,
    stare: 15,
    timer: 5,
    left: 5,
    right: 5,
    show: 10,
    'new-alien': 0,
    'alien-helper': 0,
  },
  // TTS: three named numbers 50%, any even 25%, any odd 25%; "any player" is RK's only.
  viewTargets: { numbers: 50, any: 0, even: 25, odd: 25 },
  groups: { everyone: 1, even: 1, odd: 1, numbers: 1 },
  oracle: {
    'alien-team': 15,
    'werewolf-team': 15,
    'vampire-team': 15,
    'alien-exchange': 0,
    exchange: 10,
    center: 10,
    ripple: 10,
    'even-odd': 10,
    'player-number': 10,
    number: 5,
  },
  oracleRefusal: 20,
  oracleAlienReply: { card: 1, team: 1, refused: 1 },
  oracleCenter: { '1': 70, '2': 25, '3': 5 },
  psychic: { 'view-1': 100, 'view-2': 0 },
  rascal: { witch: 30, idiot: 0, drunk: 0, troublemaker: 40, robber: 30 },
  rascalOneTargets: {
    any: 1,
    even: 1,
    odd: 1,
    higher: 1,
    lower: 1,
    left: 1,
    right: 1,
    'one-neighbour': 1,
    center: 1,
  },
  rascalTwoTargets: {
    'any-two': 1,
    'two-even': 1,
    'two-odd': 1,
    'two-higher': 1,
    'two-lower': 1,
    'two-left': 1,
    'two-right': 1,
    'both-neighbours': 1,
  },
  exposer: { '1': 75, '2': 20, '3': 5 },
  mortician: { pretend: 5, '1-card': 70, '2-cards': 25 },
  morticianTargets: { left: 1, right: 1, 'one-neighbour': 1 },
  blob: {
    '1-left': 1,
    '1-right': 1,
    '1-each-side': 1,
    '2-left': 1,
    '2-right': 1,
    '3-left': 1,
    '3-right': 1,
    '4-left': 1,
    '4-right': 1,
    '2-each-side': 1,
  },
  // Steal 85, Center 15, Pretend 0 (TTS); whose cards: even.
  bodySnatcher: { steal: 85, center: 15, pretend: 0 },
  bodySnatcherTargets: { any: 1, even: 1, odd: 1, left: 1, right: 1, 'one-neighbour': 1 },
  // TTS uses Think, Awesome, Friendliest and Everyone Else at 25 each; the app's other prompts are off.
  empath: {
    think: 25,
    'good-looking': 0,
    suspicious: 0,
    smells: 0,
    'sharp-dresser': 0,
    awesome: 25,
    'everyone-else': 25,
    smartest: 0,
    friendliest: 25,
    funniest: 0,
    winner: 0,
    like: 0,
    'dont-think': 0,
    nicest: 0,
  },
  // Each type 5, None 20 (TTS table, NO).
  ripple: {
    none: 20,
    'one-minute': 5,
    repeat: 5,
    'repeat-one-player': 5,
    insomniac: 5,
    'may-not-speak': 5,
    'face-away': 5,
    troublemaker: 5,
    steal: 5,
    witch: 5,
    'view-1': 5,
    'view-2': 5,
    reveal: 5,
    'dual-view': 5,
    'two-hand-vote': 5,
    'dual-shuffle': 5,
    drunk: 5,
    'vote-for-app': 5,
    'repeat-role': 5,
    'i-am-alien': 5,
  },
};

/** The groups of weights, by key (for the console's settings and the options' checks). */
export const APP_WEIGHT_GROUPS = Object.keys(DEFAULT_APP_WEIGHTS) as (keyof AppWeights)[];

/**
 * Partial weights (as a game's options hold them) over the defaults: any group or any variant may be
 * given alone. Unknown keys are ignored here; the option schema refuses them with a message.
 */
export function withAppWeights(partial: unknown): AppWeights {
  if (typeof partial !== 'object' || partial === null) return DEFAULT_APP_WEIGHTS;
  const out: Record<string, unknown> = {};
  for (const group of APP_WEIGHT_GROUPS) {
    const base = DEFAULT_APP_WEIGHTS[group];
    const given = (partial as Record<string, unknown>)[group];
    if (typeof base === 'number') out[group] = typeof given === 'number' ? given : base;
    else out[group] = typeof given === 'object' && given !== null ? { ...base, ...given } : base;
  }
  return out as unknown as AppWeights;
}
