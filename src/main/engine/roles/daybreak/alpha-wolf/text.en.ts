import { roleText } from '../../../text/role-text.ts';

/** The Alpha Wolf's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Alpha Wolf',
  article: 'the ',
  prompts: { 'alpha-wolf': 'Who receives the Center Werewolf card, without looking? Another player, not a Werewolf.' },
  lines: {
    'alpha-wolf': {
      open: ["Alpha Wolf, wake up and exchange the center Werewolf card with any other non-Werewolf player's card."],
      close: ['Alpha Wolf, close your eyes.'],
    },
  },
  short: {
    'alpha-wolf': {
      open: ['Alpha Wolf, wake up and give the center Werewolf card.'],
      close: ['Alpha Wolf, close your eyes.'],
    },
  },
  reasons: {
    rule: () => 'the Alpha Wolf gives the Center Werewolf card to another player',
    werewolf: (p: { player: string }) =>
      `${p.player} is a Werewolf; the Center Werewolf card goes to a non-Werewolf player`,
  },
});
