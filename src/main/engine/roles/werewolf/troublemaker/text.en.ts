import { roleText } from '../../../text/role-text.ts';

/** The Troublemaker's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Troublemaker',
  article: 'the ',
  lines: {
    troublemaker: {
      open: ['Troublemaker, wake up. You may exchange cards between two other players.'],
      close: ['Troublemaker, close your eyes.'],
    },
  },
  short: {
    troublemaker: { open: ['Troublemaker, wake up.'], close: ['Troublemaker, close your eyes.'] },
  },
  reasons: {
    rule: () => 'the Troublemaker exchanges the cards of two other players',
  },
});
