import { roleText } from '../../../text/role-text.ts';

/** The Sentinel's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Sentinel',
  article: 'the ',
  prompts: { sentinel: 'Whose card gets the shield? Another player’s.' },
  lines: {
    sentinel: {
      open: ["Sentinel, wake up. You may place your shield token on any other player's card."],
      close: ['Sentinel, close your eyes.'],
    },
  },
  short: {
    sentinel: { open: ['Sentinel, wake up and shield a card.'], close: ['Sentinel, close your eyes.'] },
  },
  reasons: {
    rule: () => "the Sentinel shields another player's card",
    shielded: (p: { player: string }) => `${p.player}'s card already has a shield`,
  },
});
