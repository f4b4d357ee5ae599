import { roleText } from '../../../text/role-text.ts';

/** The Beholder's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Beholder',
  article: 'the ',
  prompts: { beholder: 'The cards he looks at, of the Seers who put out a thumb.' },
  lines: {
    beholder: {
      open: [
        'Beholder, wake up. Seer and Apprentice Seer, keep your eyes closed and stick out your thumb. Beholder, you may look at their cards.',
      ],
      close: ['Seers, put your thumbs away. Beholder, close your eyes.'],
    },
    'beholder/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Beholder, wake up. Seer and Apprentice Seer, stick out your thumb. You may look at their cards.',
      ],
      close: ['Seers, put your thumbs away. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    beholder: { open: ['Beholder, wake up. Seers, thumb out.'], close: ['Thumbs away. Beholder, close your eyes.'] },
    'beholder/doppelganger': {
      open: ['Doppelgänger Beholder, wake up. Seers, thumb out.'],
      close: ['Thumbs away. Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    thumb: (p: { player: string }) => `${p.player} did not put out a thumb; the Beholder looks at the Seers' cards`,
    rule: () => 'the Beholder may look at the cards of the Seer and the Apprentice Seer',
  },
});
