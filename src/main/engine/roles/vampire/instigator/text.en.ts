import { roleText } from '../../../text/role-text.ts';

/** The Instigator's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Instigator',
  article: 'the ',
  lines: {
    instigator: {
      open: ['Instigator, wake up. You may give any player the Mark of the Traitor.'],
      close: ['Instigator, close your eyes.'],
    },
  },
  short: {
    instigator: {
      open: ['Instigator, wake up: the Mark of the Traitor, if you wish.'],
      close: ['Instigator, close your eyes.'],
    },
  },
});
