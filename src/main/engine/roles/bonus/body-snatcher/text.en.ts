import { roleText } from '../../../text/role-text.ts';

/** The Body Snatcher's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Body Snatcher',
  article: 'the ',
  lines: {
    'body-snatcher': { open: ['Body Snatcher, wake up.'], close: ['Body Snatcher, close your eyes.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger, if you viewed the Body Snatcher, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    'body-snatcher': { open: ['Body Snatcher, wake up.'], close: ['Body Snatcher, close your eyes.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger Body Snatcher, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
});
