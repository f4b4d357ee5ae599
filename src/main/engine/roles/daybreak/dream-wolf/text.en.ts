import { roleText } from '../../../text/role-text.ts';

/** The Dream Wolf's words in English: the name, and what the moderator says at no call (the role never wakes). */
export const en = roleText({
  name: 'Dream Wolf',
  article: 'the ',
  lines: {},
  short: {},
});
