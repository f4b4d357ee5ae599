import { roleText } from '../../../text/role-text.ts';

/** The Mortician's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Mortician',
  article: 'the ',
  lines: {
    mortician: { open: ['Mortician, wake up.'], close: ['Mortician, close your eyes.'] },
    'mortician/doppelganger': {
      open: ['Doppelgänger, if you viewed the Mortician, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    mortician: { open: ['Mortician, wake up.'], close: ['Mortician, close your eyes.'] },
    'mortician/doppelganger': { open: ['Doppelgänger Mortician, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
});
