import { roleText } from '../../../text/role-text.ts';

/** The Robber's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Robber',
  article: 'the ',
  lines: {
    robber: {
      open: ["Robber, wake up. You may exchange your card with another player's card, and then view your new card."],
      close: ['Robber, close your eyes.'],
    },
  },
  short: {
    robber: { open: ['Robber, wake up.'], close: ['Robber, close your eyes.'] },
  },
  reasons: {
    shielded: () => "holds a shielded card: the Robber cannot exchange a card the Sentinel's shield protects",
    rule: () => "the Robber exchanges his card with another player's card",
  },
});
