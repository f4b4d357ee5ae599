import { roleText } from '../../../text/role-text.ts';

/** The Priest's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Priest',
  article: 'the ',
  lines: {
    priest: {
      open: [
        'Priest, wake up and give yourself a Mark of Clarity. You may also give any other player a Mark of Clarity.',
      ],
      close: ['Priest, close your eyes.'],
    },
    'priest/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Priest, wake up and give yourself a Mark of Clarity. You may also give any other player a Mark of Clarity.',
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    priest: { open: ['Priest, wake up and give the Marks of Clarity.'], close: ['Priest, close your eyes.'] },
    'priest/doppelganger': {
      open: ['Doppelgänger Priest, wake up and give your Marks of Clarity.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    rule: () => 'the Priest gives himself a Mark of Clarity and may give one to another player',
  },
});
