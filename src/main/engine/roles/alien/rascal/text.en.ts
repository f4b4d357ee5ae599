import { roleText } from '../../../text/role-text.ts';

/** The Rascal's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Rascal',
  article: 'the ',
  lines: {
    rascal: { open: ['Rascal, wake up.'], close: ['Rascal, close your eyes.'] },
    'rascal/doppelganger': {
      open: ['Doppelgänger, if you viewed the Rascal, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    rascal: { open: ['Rascal, wake up.'], close: ['Rascal, close your eyes.'] },
    'rascal/doppelganger': { open: ['Doppelgänger Rascal, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
});
