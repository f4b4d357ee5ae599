import type { RippleTarget } from '../../../app/said.ts';
import { describePlace } from '../../../text/reasons-en.ts';
import { roleText } from '../../../text/role-text.ts';
import type { BodySnatcherSaid } from '../../../app/said.ts';

/** The Body Snatcher's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Body Snatcher',
  article: 'the ',
  prompts: { 'body-snatcher': 'The card he takes, as the app said (he leaves his own card there).' },
  lines: {
    'body-snatcher': { open: ['Body Snatcher, wake up.'], close: ['Body Snatcher, close your eyes.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger, if you viewed the Body Snatcher, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    'body-snatcher': { open: ['Body Snatcher, wake up.'], close: ['Body Snatcher, close your eyes.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger Body Snatcher, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  app: (said: BodySnatcherSaid, { who, place }) => {
    if (said.action === 'pretend') return `${who} pretends and takes nothing`;
    if (said.action === 'center') return `${who} may take a center card, leaving his card there, and look at it`;
    return `${who} may take the card of ${place(said.target ?? 'any')} who is not an Alien, leaving his card there, and look at it`;
  },
  reasons: {
    'steal-target': () => '"steal" names whose card: any, even, odd, left, right or one-neighbour',
    'no-target': (p: { action: string }) => `"${p.action}" has no target (a target is for "steal" only)`,
    shielded: () => 'holds a shielded card: the Body Snatcher cannot give it away',
    who: () => 'the Body Snatcher',
    center: (p: { player: string }) => `${p.player}'s card is not a center card; the app said a center card`,
    'center-rule': () => 'the app said a center card',
    alien: (p: { player: string }) => `${p.player} is an Alien; the Body Snatcher takes a non-Alien's card`,
    rule: (p: { target: RippleTarget }) => `the app said the card of ${describePlace(p.target)}, not an Alien's`,
  },
});
