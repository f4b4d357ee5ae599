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
  reasons: {
    'doppelganger-cards': () => 'the Doppelgänger-Exposer "may expose 1 or 2 additional cards"',
    'too-few': (p: { cards: number; down: number }) =>
      `may flip ${p.cards} center cards, but only ${p.down} lie face down; he flips none`,
    center: (p: { player: string }) => `${p.player}'s card is not a center card; the Exposer flips center cards`,
    rule: (p: { cards: number; faceDown: readonly number[] }) =>
      `the app said ${p.cards}: the Exposer flips exactly ${p.cards} center card${p.cards === 1 ? '' : 's'} still face down (${p.faceDown.length === 1 ? `only center card ${p.faceDown[0]} is` : `center cards ${p.faceDown.join(', ')} are`}; a card already face up stays as it is)`,
  },
});
