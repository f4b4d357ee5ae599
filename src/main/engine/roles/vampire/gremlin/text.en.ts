import { roleText } from '../../../text/role-text.ts';

/** The Gremlin's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Gremlin',
  article: 'the ',
  lines: {
    gremlin: {
      open: ['Gremlin, wake up. You may switch Marks or cards between any two players.'],
      close: ['Gremlin, close your eyes.'],
    },
    'gremlin/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Gremlin, wake up. You may switch Marks or cards between any two players.',
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    gremlin: { open: ['Gremlin, wake up.'], close: ['Gremlin, close your eyes.'] },
    'gremlin/doppelganger': { open: ['Doppelgänger Gremlin, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  reasons: {
    rule: () => 'the Gremlin switches the cards or the Marks of two players',
  },
});
