import { roleText } from '../../../text/role-text.ts';

/** The Prince's words in English: the name, and what the moderator says at no call (the role never wakes). */
export const en = roleText({
  name: 'Prince',
  article: 'the ',
  lines: {},
  short: {},
});
