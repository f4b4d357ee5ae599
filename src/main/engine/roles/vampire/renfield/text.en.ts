import { roleText } from '../../../text/role-text.ts';

/** The Renfield's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Renfield',
  article: '',
  lines: {
    renfield: {
      open: [
        'Vampires, point at the player who has the Mark of the Vampire and close your eyes. Renfield, wake up and look around for the Vampires, then place the Mark of the Bat in front of you.',
      ],
      close: ['Vampires, put your hands down. Renfield, close your eyes.'],
    },
    'renfield/doppelganger': {
      open: [
        'Vampires, keep pointing. Doppelgänger, if you viewed Renfield, wake up and look around for the Vampires, then place your Mark of the Bat in front of you.',
      ],
      close: ['Vampires, put your hands down. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    renfield: {
      open: ['Vampires, point and close your eyes. Renfield, wake up and take the Mark of the Bat.'],
      close: ['Vampires, hands down. Renfield, close your eyes.'],
    },
    'renfield/doppelganger': {
      open: ['Vampires, keep pointing. Doppelgänger Renfield, wake up and take your Mark of the Bat.'],
      close: ['Vampires, hands down. Doppelgänger, close your eyes.'],
    },
  },
});
