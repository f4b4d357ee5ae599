import { roleText } from '../../../text/role-text.ts';

/** The Seer's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Seer',
  article: 'the ',
  lines: {
    seer: {
      open: ["Seer, wake up. You may look at another player's card or two of the center cards."],
      close: ['Seer, close your eyes.'],
    },
  },
  short: {
    seer: { open: ['Seer, wake up.'], close: ['Seer, close your eyes.'] },
  },
  reasons: {
    other: () => "the Seer may look at one other player's card or two center cards",
    rule: () => "the Seer looks at one other player's card or two different center cards, not both",
  },
});
