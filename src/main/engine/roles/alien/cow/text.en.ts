import { roleText } from '../../../text/role-text.ts';

/** The Cow's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Cow',
  article: 'the ',
  lines: {
    cow: {
      open: [
        'Cow, keep your eyes closed and hold out your fist. Aliens, if the Cow is sitting next to you, one of you must tap her fist.',
      ],
      close: ['Cow, put your fist away.'],
    },
  },
  short: {
    cow: { open: ['Cow, fist out. Aliens beside her, tap it.'], close: ['Cow, fist away.'] },
  },
});
