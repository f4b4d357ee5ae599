import { roleText } from '../../../text/role-text.ts';

/** The Marksman's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Marksman',
  article: 'the ',
  lines: {
    marksman: {
      open: ['Marksman, wake up. You may view the card of one player and the Mark of another player.'],
      close: ['Marksman, close your eyes.'],
    },
    'marksman/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Marksman, wake up. You may view the card of one player and the Mark of another player.',
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    marksman: { open: ['Marksman, wake up.'], close: ['Marksman, close your eyes.'] },
    'marksman/doppelganger': { open: ['Doppelgänger Marksman, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  reasons: {
    other: () => "the Marksman views other players' card and Mark",
    rule: () => 'the Marksman may not view both the card and the Mark of the same player',
  },
});
