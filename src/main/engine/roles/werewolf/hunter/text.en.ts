import { roleText } from '../../../text/role-text.ts';

/** The Hunter's words in English: the name, and what the moderator says at no call (the role never wakes). */
export const en = roleText({
  name: 'Hunter',
  article: 'the ',
  lines: {},
  short: {},
});
