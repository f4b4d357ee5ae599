import { roleText } from '../../../text/role-text.ts';

/** The Cupid's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Cupid',
  article: '',
  lines: {
    cupid: {
      open: ['Cupid, wake up. You may give any two players a Mark of Love.'],
      close: ['Cupid, close your eyes.'],
    },
    lovers: {
      open: ['If you are in Love, wake up and look for your love interest.'],
      close: ['Lovers, close your eyes.'],
    },
  },
  short: {
    cupid: { open: ['Cupid, wake up: two Marks of Love, or none.'], close: ['Cupid, close your eyes.'] },
    lovers: { open: ['Lovers, wake up.'], close: ['Lovers, close your eyes.'] },
  },
  reasons: {
    rule: () => 'Cupid gives Marks of Love to two different players, or none',
  },
});
