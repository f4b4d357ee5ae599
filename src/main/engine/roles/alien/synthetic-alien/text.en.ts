import { roleText } from '../../../text/role-text.ts';

/** The Synthetic Alien's words in English: the name, and what the moderator says at no call (the role never wakes). */
export const en = roleText({
  name: 'Synthetic Alien',
  article: 'the ',
  lines: {},
  short: {},
});
