import { roleText } from '../../../text/role-text.ts';

/** The Copycat's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Copycat',
  article: 'the ',
  lines: {
    copycat: {
      open: [
        'Copycat, wake up and look at one of the center cards. You are now that role. If that role is called, wake up and do that action.',
      ],
      close: ['Copycat, close your eyes.'],
    },
  },
  short: {
    copycat: { open: ['Copycat, wake up and view a center card.'], close: ['Copycat, close your eyes.'] },
  },
});
