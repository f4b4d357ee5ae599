import { roleText } from '../../../text/role-text.ts';

/** The Leader's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Leader',
  article: 'the ',
  lines: {
    leader: {
      open: [
        'Leader, wake up. Aliens, keep your eyes closed and put out your thumb. Groob and Zerb, if you saw each other, point at each other instead.',
      ],
      close: ['Aliens, put your thumbs away. Leader, close your eyes.'],
    },
    'leader/doppelganger': {
      open: ['Doppelgänger, if you viewed the Leader, wake up. Aliens, keep your thumbs out.'],
      close: ['Aliens, put your thumbs away. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    leader: { open: ['Leader, wake up. Aliens, thumbs out.'], close: ['Thumbs away. Leader, close your eyes.'] },
    'leader/doppelganger': {
      open: ['Doppelgänger Leader, wake up. Aliens, thumbs out.'],
      close: ['Thumbs away. Doppelgänger, close your eyes.'],
    },
  },
});
