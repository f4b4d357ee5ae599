import { roleText } from '../../../text/role-text.ts';

/** The Werewolf's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Werewolf',
  article: 'the ',
  lines: {
    werewolves: {
      open: [
        'Werewolves, wake up and look for other Werewolves. If there is only one Werewolf, you may look at a card from the center.',
      ],
      close: ['Werewolves, close your eyes.'],
    },
  },
  short: {
    werewolves: { open: ['Werewolves, wake up.'], close: ['Werewolves, close your eyes.'] },
  },
});
