import { roleText } from '../../../text/role-text.ts';
import type { MorticianSaid } from '../../../app/said.ts';

/** The Mortician's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Mortician',
  article: 'the ',
  lines: {
    mortician: { open: ['Mortician, wake up.'], close: ['Mortician, close your eyes.'] },
    'mortician/doppelganger': {
      open: ['Doppelgänger, if you viewed the Mortician, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    mortician: { open: ['Mortician, wake up.'], close: ['Mortician, close your eyes.'] },
    'mortician/doppelganger': { open: ['Doppelgänger Mortician, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  app: (said: MorticianSaid, { who }) => {
    if (said.action === 'pretend') return `${who} pretends and looks at nothing`;
    if (said.action === '2-cards') return `${who} may look at both neighbours' cards`;
    const side = said.target ?? 'one-neighbour';
    return `${who} may look at the card of ${side === 'left' ? 'the player on his left' : side === 'right' ? 'the player on his right' : 'one of his neighbours'}`;
  },
  reasons: {
    'which-neighbour': () => '"1-card" names which neighbour',
    'no-target': (p: { action: string }) => `"${p.action}" has no target`,
    who: () => 'the Mortician',
    one: () => "the app lets the Mortician view one neighbour's card",
    both: () => "the app lets the Mortician view his neighbours' cards",
  },
});
