import { roleText } from '../../../text/role-text.ts';

/** The Apprentice Tanner's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Apprentice Tanner',
  article: 'the ',
  lines: {
    'apprentice-tanner': {
      open: [
        'Apprentice Tanner, wake up. Tanner, keep your eyes closed and stick out your thumb so the Apprentice Tanner can see you.',
      ],
      close: ['Tanner, put your thumb away. Apprentice Tanner, close your eyes.'],
    },
    'apprentice-tanner/doppelganger': {
      open: ['Doppelgänger, if you viewed the Apprentice Tanner, wake up. Tanner, stick out your thumb.'],
      close: ['Tanner, put your thumb away. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    'apprentice-tanner': {
      open: ['Apprentice Tanner, wake up. Tanner, thumb out.'],
      close: ['Thumb away. Apprentice Tanner, close your eyes.'],
    },
    'apprentice-tanner/doppelganger': {
      open: ['Doppelgänger Apprentice Tanner, wake up. Tanner, thumb out.'],
      close: ['Thumb away. Doppelgänger, close your eyes.'],
    },
  },
});
