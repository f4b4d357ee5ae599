import { roleText } from '../../../text/role-text.ts';

/** The Aura Seer's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Aura Seer',
  article: 'the ',
  lines: {
    'aura-seer': {
      open: [
        'Aura Seer, wake up. Everyone who has viewed or moved a card or a Mark tonight, keep your eyes closed and stick out your thumb.',
      ],
      close: ['Everyone, put your thumbs away. Aura Seer, close your eyes.'],
    },
    'aura-seer/doppelganger': {
      open: [
        'Doppelgänger, if you viewed the Aura Seer, wake up. Everyone who has viewed or moved a card or a Mark tonight, stick out your thumb.',
      ],
      close: ['Everyone, put your thumbs away. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    'aura-seer': {
      open: ['Aura Seer, wake up. Who viewed or moved, thumb out.'],
      close: ['Thumbs away. Aura Seer, close your eyes.'],
    },
    'aura-seer/doppelganger': {
      open: ['Doppelgänger Aura Seer, wake up. Who viewed or moved, thumb out.'],
      close: ['Thumbs away. Doppelgänger, close your eyes.'],
    },
  },
});
