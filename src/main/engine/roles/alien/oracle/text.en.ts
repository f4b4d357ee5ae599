import { roleText } from '../../../text/role-text.ts';

/** The Oracle's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Oracle',
  article: 'the ',
  lines: {
    oracle: { open: ['Oracle, wake up and answer the app.'], close: ['Oracle, close your eyes.'] },
    'oracle/doppelganger': {
      open: ['Doppelgänger, if you viewed the Oracle, wake up and answer the app.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    oracle: { open: ['Oracle, wake up.'], close: ['Oracle, close your eyes.'] },
    'oracle/doppelganger': { open: ['Doppelgänger Oracle, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
});
