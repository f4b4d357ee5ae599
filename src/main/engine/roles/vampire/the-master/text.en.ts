import { roleText } from '../../../text/role-text.ts';

/** The Master's words in English: the name, and what the moderator says at no call (the role never wakes). */
export const en = roleText({
  name: 'Master',
  article: 'the ',
  card: 'The Master',
  lines: {},
  short: {},
});
