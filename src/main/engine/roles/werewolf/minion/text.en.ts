import { roleText } from '../../../text/role-text.ts';

/** The Minion's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Minion',
  article: 'the ',
  lines: {
    minion: {
      open: ['Minion, wake up. Werewolves, stick out your thumb so the Minion can see who you are.'],
      close: ['Werewolves, put your thumbs away. Minion, close your eyes.'],
    },
  },
  short: {
    minion: {
      open: ['Minion, wake up. Werewolves, thumbs up.'],
      close: ['Werewolves, thumbs down. Minion, close your eyes.'],
    },
  },
});
