import { roleText } from '../../../text/role-text.ts';

/** The Thing's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Thing',
  article: 'the ',
  prompts: { thing: 'Whose shoulder does the Thing tap? A neighbour’s.' },
  lines: {
    thing: {
      open: ['Thing, wake up. You may tap the shoulder of the player to your left or to your right.'],
      close: ['Thing, close your eyes.'],
    },
    'thing/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Thing, wake up. You may tap the shoulder of the player to your left or right.',
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    thing: { open: ['Thing, wake up and tap a neighbour.'], close: ['Thing, close your eyes.'] },
    'thing/doppelganger': { open: ['Doppelgänger Thing, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  reasons: {
    rule: () => "the Thing taps a neighbour's shoulder",
    neighbour: (p: { player: string; actor: string }) =>
      `${p.player} does not sit next to ${p.actor}; the Thing taps a neighbour's shoulder`,
  },
});
