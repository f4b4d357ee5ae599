import { roleText } from '../../../text/role-text.ts';

/** The Assassin's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Assassin',
  article: 'the ',
  lines: {
    assassin: { open: ['Assassin, wake up. Place the Mark of the Assassin in front of any player.'], close: [] },
    'assassin/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Assassin, wake up and place your Mark of the Assassin in front of any player.',
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    assassin: { open: ['Assassin, wake up and place the Mark of the Assassin.'], close: [] },
    'assassin/doppelganger': {
      open: ['Doppelgänger Assassin, wake up and place your Mark of the Assassin.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
});
