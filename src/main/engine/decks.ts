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

export const DEFAULT_NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'] as const;
