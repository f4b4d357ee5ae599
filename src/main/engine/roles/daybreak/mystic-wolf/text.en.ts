import { roleText } from '../../../text/role-text.ts';

/** The Mystic Wolf's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Mystic Wolf',
  article: 'the ',
  prompts: { 'mystic-wolf': 'Whose card does the Mystic Wolf look at? Another player’s.' },
  lines: {
    'mystic-wolf': {
      open: ["Mystic Wolf, wake up. You may look at another player's card."],
      close: ['Mystic Wolf, close your eyes.'],
    },
  },
  short: {
    'mystic-wolf': { open: ['Mystic Wolf, wake up and look at a card.'], close: ['Mystic Wolf, close your eyes.'] },
  },
  reasons: {
    rule: () => "the Mystic Wolf may look at another player's card",
  },
});
