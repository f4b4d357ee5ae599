import { roleText } from '../../../text/role-text.ts';

/** The Drunk's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Drunk',
  article: 'the ',
  lines: {
    drunk: {
      open: ['Drunk, wake up and exchange your card with a card from the center.'],
      close: ['Drunk, close your eyes.'],
    },
  },
  short: {
    drunk: { open: ['Drunk, wake up and take a center card.'], close: ['Drunk, close your eyes.'] },
  },
  reasons: {
    shielded: () => "holds a shielded card: the Drunk cannot exchange a card the Sentinel's shield protects",
  },
});
