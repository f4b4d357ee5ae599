import { roleText } from '../../../text/role-text.ts';

/** The Vampire's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Vampire',
  article: 'the ',
  lines: {
    vampires: {
      open: ['Vampires, wake up and look for other Vampires. Give any non-Vampire player a Mark of the Vampire.'],
      close: ['Vampires, close your eyes.'],
    },
  },
  short: {
    vampires: { open: ['Vampires, wake up and give the Mark of the Vampire.'], close: ['Vampires, close your eyes.'] },
  },
  reasons: {
    awake: (p: { player: string }) =>
      `${p.player} woke as a Vampire; the Mark of the Vampire goes to one other, non-Vampire player`,
    vampire: (p: { player: string }) => `${p.player} is a Vampire; the Mark of the Vampire goes to a non-Vampire`,
  },
});
