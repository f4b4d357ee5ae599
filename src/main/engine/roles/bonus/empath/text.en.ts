import { roleText } from '../../../text/role-text.ts';

/** The Empath's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Empath',
  article: 'the ',
  lines: {
    empath: { open: ['Empath, wake up.'], close: ['Everyone, put your hands down. Empath, close your eyes.'] },
    'empath/doppelganger': {
      open: ['Doppelgänger, if you viewed the Empath, wake up.'],
      close: ['Everyone, put your hands down. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    empath: { open: ['Empath, wake up.'], close: ['Hands down. Empath, close your eyes.'] },
    'empath/doppelganger': {
      open: ['Doppelgänger Empath, wake up.'],
      close: ['Hands down. Doppelgänger, close your eyes.'],
    },
  },
});
