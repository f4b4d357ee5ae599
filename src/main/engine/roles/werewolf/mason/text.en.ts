import { roleText } from '../../../text/role-text.ts';

/** The Mason's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Mason',
  article: 'the ',
  lines: {
    masons: { open: ['Masons, wake up and look for other Masons.'], close: ['Masons, close your eyes.'] },
  },
  short: {
    masons: { open: ['Masons, wake up.'], close: ['Masons, close your eyes.'] },
  },
});
