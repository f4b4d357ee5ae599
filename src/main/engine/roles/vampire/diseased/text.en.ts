import { roleText } from '../../../text/role-text.ts';

/** The Diseased's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Diseased',
  article: 'the ',
  lines: {
    diseased: {
      open: ['Diseased, wake up. Place a Mark of Disease in front of the player to your left or right.'],
      close: ['Diseased, close your eyes.'],
    },
  },
  short: {
    diseased: { open: ['Diseased, wake up and mark a neighbour.'], close: ['Diseased, close your eyes.'] },
  },
  reasons: {
    neighbour: (p: { player: string; actor: string }) =>
      `${p.player} does not sit next to ${p.actor}; the Mark of Disease goes to the player on the left or right`,
  },
});
