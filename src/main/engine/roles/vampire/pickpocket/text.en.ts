import { roleText } from '../../../text/role-text.ts';

/** The Pickpocket's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Pickpocket',
  article: 'the ',
  lines: {
    pickpocket: {
      open: [
        "Pickpocket, wake up. You may exchange your Mark with another player's Mark, and then view your new Mark.",
      ],
      close: ['Pickpocket, close your eyes.'],
    },
    'pickpocket/doppelganger': {
      open: [
        "Doppelgänger, if you viewed the Pickpocket, wake up. You may exchange your Mark with another player's Mark, and then view your new Mark.",
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    pickpocket: { open: ['Pickpocket, wake up.'], close: ['Pickpocket, close your eyes.'] },
    'pickpocket/doppelganger': {
      open: ['Doppelgänger Pickpocket, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    rule: () => "the Pickpocket exchanges his Mark with another player's Mark",
  },
});
