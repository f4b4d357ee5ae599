import { roleText } from '../../../text/role-text.ts';

/** The Insomniac's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Insomniac',
  article: 'the ',
  lines: {
    insomniac: { open: ['Insomniac, wake up and look at your card.'], close: ['Insomniac, close your eyes.'] },
    'insomniac/doppelganger': {
      open: ['Doppelgänger, if you viewed the Insomniac, wake up and look at your card.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    insomniac: { open: ['Insomniac, wake up and look at your card.'], close: ['Insomniac, close your eyes.'] },
    'insomniac/doppelganger': {
      open: ['Doppelgänger Insomniac, wake up and look at your card.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
});
