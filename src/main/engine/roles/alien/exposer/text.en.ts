import { roleText } from '../../../text/role-text.ts';
import type { ExposerSaid } from '../../../app/said.ts';

/** The Exposer's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Exposer',
  article: 'the ',
  lines: {
    exposer: { open: ['Exposer, wake up.'], close: ['Exposer, close your eyes.'] },
    'exposer/doppelganger': {
      open: ['Doppelgänger, if you viewed the Exposer, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    exposer: { open: ['Exposer, wake up.'], close: ['Exposer, close your eyes.'] },
    'exposer/doppelganger': { open: ['Doppelgänger Exposer, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  app: (said: ExposerSaid, { who }) =>
    `${who} may flip ${said.cards === 1 ? 'one center card' : `${said.cards} center cards (exactly ${said.cards}, or none)`}`,
});
