import { roleText } from '../../../text/role-text.ts';

/** The Bodyguard's words in English: the name, and what the moderator says at no call (the role never wakes). */
export const en = roleText({
  name: 'Bodyguard',
  article: 'the ',
  lines: {},
  short: {},
});
