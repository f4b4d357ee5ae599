import { roleText } from '../../../text/role-text.ts';

/** The Count's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Count',
  article: 'the ',
  card: 'The Count',
  lines: {
    'the-count': {
      open: ['Count, wake up and place the Mark of Fear in front of any non-Vampire player.'],
      close: ['Count, close your eyes.'],
    },
    'the-count/doppelganger': {
      open: ['Doppelgänger, if you viewed the Count, wake up and place your Mark of Fear in front of any player.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    'the-count': { open: ['Count, wake up and place the Mark of Fear.'], close: ['Count, close your eyes.'] },
    'the-count/doppelganger': {
      open: ['Doppelgänger Count, wake up and place your Mark of Fear.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    self: (p: { player: string }) => `${p.player} cannot frighten themselves; the Mark of Fear goes to a non-Vampire`,
    mark: (p: { player: string }) =>
      `${p.player} holds the Mark of the Vampire; the Mark of Fear must go to a non-Vampire`,
    vampire: (p: { player: string }) => `${p.player} is a Vampire; the Mark of Fear must go to a non-Vampire`,
  },
});
