import type { Role } from './vocabulary.ts';

/** Mixed Vampire + Werewolf decks (players + 3 cards) used by `simulate` and the benchmark. */
export const MIXED_DECKS: Readonly<Record<number, readonly Role[]>> = {
  5: ['vampire', 'the-count', 'werewolf', 'werewolf', 'seer', 'robber', 'priest', 'gremlin'],
  8: [
    'vampire',
    'the-master',
    'the-count',
    'renfield',
    'werewolf',
    'werewolf',
    'minion',
    'seer',
    'robber',
    'troublemaker',
    'cupid',
  ],
  10: [
    'copycat',
    'doppelganger',
    'vampire',
    'the-count',
    'werewolf',
    'werewolf',
    'seer',
    'robber',
    'troublemaker',
    'cupid',
    'priest',
    'pickpocket',
    'gremlin',
  ],
};

/**
 * Named decks for the benchmark: `alien10` is a 10-player deck of Alien, Werewolf and Vampire roles whose
 * games draw the app's words (the Oracle, the Aliens' action, the Psychic, Rascal, Exposer and Mortician,
 * and the ripple, with the default weights: most games have one); `daybreak10` plays Daybreak's roles.
 */
export const NAMED_DECKS: Readonly<Record<string, { readonly players: number; readonly deck: readonly Role[] }>> = {
  alien10: {
    players: 10,
    deck: [
      'oracle',
      'alien',
      'alien',
      'synthetic-alien',
      'cow',
      'psychic',
      'rascal',
      'exposer',
      'mortician',
      'werewolf',
      'werewolf',
      'vampire',
      'seer',
    ],
  },
  // Daybreak's roles at a 10-player table: shields, the Center Werewolf card, artifacts, face-up cards.
  daybreak10: {
    players: 10,
    deck: [
      'sentinel',
      'alpha-wolf',
      'mystic-wolf',
      'dream-wolf',
      'apprentice-seer',
      'paranormal-investigator',
      'witch',
      'village-idiot',
      'revealer',
      'curator',
      'bodyguard',
      'seer',
      'robber',
    ],
  },
};

export const DEFAULT_NAMES = [
  'Ann',
  'Ben',
  'Cat',
  'Dan',
  'Eve',
  'Fay',
  'Gus',
  'Hal',
  'Ida',
  'Jon',
  'Kim',
  'Lea',
] as const;
