import { roleText } from '../../../text/role-text.ts';

/** The Village Idiot's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Village Idiot',
  article: 'the ',
  prompts: {
    'village-idiot': 'Every other player’s card moves one seat, shielded cards stay: to the left or to the right.',
  },
  lines: {
    'village-idiot': {
      open: [
        "Village Idiot, wake up. You may move everyone's card but your own one place to the left or to the right.",
      ],
      close: ['Village Idiot, close your eyes.'],
    },
  },
  short: {
    'village-idiot': {
      open: ['Village Idiot, wake up and move the cards.'],
      close: ['Village Idiot, close your eyes.'],
    },
  },
});
