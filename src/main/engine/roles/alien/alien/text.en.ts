import { roleText } from '../../../text/role-text.ts';

/** The Alien's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Alien',
  article: 'the ',
  lines: {
    aliens: { open: ['Aliens, wake up and look for other Aliens.'], close: ['Aliens, close your eyes.'] },
  },
  short: {
    aliens: { open: ['Aliens, wake up.'], close: ['Aliens, close your eyes.'] },
  },
});
