import { roleText } from '../../../text/role-text.ts';

/** The Groob's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Groob',
  article: '',
  lines: {
    'groob-zerb': {
      open: ['Groob and Zerb, wake up and look at each other.'],
      close: ['Groob and Zerb, close your eyes.'],
    },
  },
  short: {
    'groob-zerb': { open: ['Groob and Zerb, wake up.'], close: ['Groob and Zerb, close your eyes.'] },
  },
});
