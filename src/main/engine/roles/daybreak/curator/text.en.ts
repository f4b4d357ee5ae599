import { roleText } from '../../../text/role-text.ts';

/** The Curator's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Curator',
  article: 'the ',
  lines: {
    curator: {
      open: ["Curator, wake up. You may place an artifact token on any player's card, even your own."],
      close: ['Curator, close your eyes.'],
    },
    'curator/doppelganger': {
      open: [
        "Doppelgänger, if you viewed the Curator, wake up. You may place an artifact token on any player's card that has no shield or artifact on it, even your own.",
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    curator: { open: ['Curator, wake up and place an artifact.'], close: ['Curator, close your eyes.'] },
    'curator/doppelganger': { open: ['Doppelgänger Curator, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
});
