import { isVampireDeck } from './roles.ts';
import type { Call, Phase, Role } from './vocabulary.ts';

/**
 * Who answers a step: the players who started the night as one of `roles` themselves (or as a Copycat
 * who copied one), the Doppelgänger who copied one, or both together (groups that wake together).
 */
export type StepCopies = 'original' | 'doppelganger' | 'both';

export type StepKind =
  /** Narration only: nobody acts. */
  | 'announcement'
  /** Players who started as one of `roles` wake and act. */
  | 'role'
  /** The Doppelgänger's immediate action, as whatever role she just copied. */
  | 'doppelganger-action';

export interface StepRule {
  readonly key: string;
  readonly kind: StepKind;
  /** The record's call id answered here (for `doppelganger-action`, the copied role's call). */
  readonly call: Call | null;
  /** The wake number from the Alien text's cross-game list (the Vampire text for -7 and 00). */
  readonly wake: string;
  readonly phase: Phase;
  readonly roles: readonly Role[];
  readonly copies: StepCopies;
  /** The step is in a game's script when the deck holds one of these roles (all roles when empty). */
  readonly when: readonly Role[];
  /** Only in a game with (true) or without (false) Vampire roles; either when undefined. */
  readonly vampireGame?: boolean;
}

const VAMPIRES: readonly Role[] = ['vampire', 'the-master', 'the-count'];

function role(
  key: string,
  call: Call,
  wake: string,
  phase: Phase,
  roles: readonly Role[],
  copies: StepCopies,
  extra: Partial<StepRule> = {},
): StepRule {
  return { key, kind: 'role', call, wake, phase, roles, copies, when: roles, ...extra };
}

function afterDoppelganger(of: StepRule, wake: string): StepRule {
  return { ...of, key: `${of.key}/doppelganger`, wake, copies: 'doppelganger', when: of.when };
}

const COUNT = role('the-count', 'the-count', '-6B', 'dusk', ['the-count'], 'original');
const RENFIELD = role('renfield', 'renfield', '-6C', 'dusk', ['renfield'], 'original');
const PRIEST = role('priest', 'priest', '-2', 'dusk', ['priest'], 'original');
const ASSASSIN = role('assassin', 'assassin', '-1', 'dusk', ['assassin'], 'original');
const APPRENTICE = role(
  'apprentice-assassin',
  'apprentice-assassin',
  '-1B',
  'dusk',
  ['apprentice-assassin'],
  'original',
);
const MARKSMAN = role('marksman', 'marksman', '5-D', 'night', ['marksman'], 'original');
const PICKPOCKET = role('pickpocket', 'pickpocket', '6-C', 'night', ['pickpocket'], 'original');
const GREMLIN = role('gremlin', 'gremlin', '7-D', 'night', ['gremlin'], 'original');
const INSOMNIAC = role('insomniac', 'insomniac', '9', 'night', ['insomniac'], 'original');

const DOPPELGANGER_DUSK = role('doppelganger', 'doppelganger', '-7', 'dusk', ['doppelganger'], 'original', {
  vampireGame: true,
});
const DOPPELGANGER_NIGHT = role('doppelganger', 'doppelganger', '1', 'night', ['doppelganger'], 'original', {
  vampireGame: false,
});

function immediateAction(of: StepRule): StepRule {
  return {
    ...of,
    key: 'doppelganger-action',
    kind: 'doppelganger-action',
    call: null,
    roles: [],
    copies: 'doppelganger',
  };
}

/**
 * One wake order across Dusk and Night. The numbers are the Alien text's list (-8 Copycat … 9 Insomniac);
 * the Doppelgänger's later calls come right after the original's (Vampire text, "Doppelganger & Vampire";
 * base text 9a), and her immediate action right after her own call.
 */
export const WAKE_ORDER: readonly StepRule[] = [
  {
    key: 'everyone-sleeps',
    kind: 'announcement',
    call: null,
    wake: '',
    phase: 'dusk',
    roles: [],
    copies: 'original',
    when: [],
  },
  role('copycat', 'copycat', '-8', 'dusk', ['copycat'], 'original'),
  DOPPELGANGER_DUSK,
  immediateAction(DOPPELGANGER_DUSK),
  role('vampires', 'vampires', '-6', 'dusk', VAMPIRES, 'both'),
  COUNT,
  afterDoppelganger(COUNT, '-6B'),
  RENFIELD,
  afterDoppelganger(RENFIELD, '-6C'),
  role('diseased', 'diseased', '-5', 'dusk', ['diseased'], 'original'),
  role('cupid', 'cupid', '-4', 'dusk', ['cupid'], 'original'),
  role('instigator', 'instigator', '-3', 'dusk', ['instigator'], 'original'),
  PRIEST,
  afterDoppelganger(PRIEST, '-2'),
  ASSASSIN,
  afterDoppelganger(ASSASSIN, '-1'),
  APPRENTICE,
  afterDoppelganger(APPRENTICE, '-1B'),
  {
    key: 'marks-view',
    kind: 'announcement',
    call: null,
    wake: '',
    phase: 'dusk',
    roles: [],
    copies: 'original',
    when: [],
    vampireGame: true,
  },
  {
    key: 'lovers',
    kind: 'role',
    call: 'lovers',
    wake: '00',
    phase: 'night',
    roles: [],
    copies: 'both',
    when: ['cupid'],
  },
  DOPPELGANGER_NIGHT,
  immediateAction(DOPPELGANGER_NIGHT),
  role('werewolves', 'werewolves', '2', 'night', ['werewolf'], 'both'),
  role('minion', 'minion', '3', 'night', ['minion'], 'both'),
  role('masons', 'masons', '4', 'night', ['mason'], 'both'),
  role('seer', 'seer', '5', 'night', ['seer'], 'original'),
  MARKSMAN,
  afterDoppelganger(MARKSMAN, '5-D'),
  role('robber', 'robber', '6', 'night', ['robber'], 'original'),
  PICKPOCKET,
  afterDoppelganger(PICKPOCKET, '6-C'),
  role('troublemaker', 'troublemaker', '7', 'night', ['troublemaker'], 'original'),
  GREMLIN,
  afterDoppelganger(GREMLIN, '7-D'),
  role('drunk', 'drunk', '8', 'night', ['drunk'], 'original'),
  INSOMNIAC,
  afterDoppelganger(INSOMNIAC, '9a'),
  {
    key: 'everyone-wakes',
    kind: 'announcement',
    call: null,
    wake: '',
    phase: 'night',
    roles: [],
    copies: 'original',
    when: [],
  },
];

/** The ordered steps of a game's Dusk and Night, from the whole deck (center cards included). */
export function buildScript(deck: readonly Role[]): readonly StepRule[] {
  const vampireGame = isVampireDeck(deck);
  const inDeck = new Set(deck);
  return WAKE_ORDER.filter((step) => {
    if (step.vampireGame !== undefined && step.vampireGame !== vampireGame) return false;
    if (step.copies === 'doppelganger' && !inDeck.has('doppelganger')) return false;
    if (step.kind === 'doppelganger-action') return inDeck.has('doppelganger');
    if (step.when.length === 0) return true;
    return step.when.some((r) => inDeck.has(r));
  }).map((step) =>
    // Without Vampire roles there is no Dusk: the opening call belongs to the night.
    !vampireGame && step.key === 'everyone-sleeps' ? { ...step, phase: 'night' } : step,
  );
}
