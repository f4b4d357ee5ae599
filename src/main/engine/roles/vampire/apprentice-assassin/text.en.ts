import { roleText } from '../../../text/role-text.ts';

/** The Apprentice Assassin's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Apprentice Assassin',
  article: 'the ',
  lines: {
    'apprentice-assassin': {
      open: [
        'Apprentice Assassin, wake up and look for the Assassin. If there is no Assassin, place the Mark of the Assassin in front of any player.',
      ],
      close: [],
    },
    'apprentice-assassin/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Apprentice Assassin, wake up and look for the Assassin. If there is no Assassin, place your Mark of the Assassin in front of any player.',
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    'apprentice-assassin': { open: ['Apprentice Assassin, wake up and look for the Assassin.'], close: [] },
    'apprentice-assassin/doppelganger': {
      open: ['Doppelgänger Apprentice Assassin, wake up and look for the Assassin.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    saw: () =>
      'saw the Assassin, who has placed the Mark of the Assassin; the Apprentice Assassin places it only if there is no Assassin',
  },
});
