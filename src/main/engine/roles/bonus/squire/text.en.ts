import { roleText } from '../../../text/role-text.ts';

/** The Squire's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Squire',
  article: 'the ',
  prompts: { squire: 'The cards he looks at, of the Werewolves who put out a thumb.' },
  lines: {
    squire: {
      open: [
        "Squire, wake up. Werewolves, keep your eyes closed and stick out your thumb. Squire, you may look at the Werewolves' cards.",
      ],
      close: ['Werewolves, put your thumbs away. Squire, close your eyes.'],
    },
    'squire/doppelganger': {
      open: [
        "Doppelgänger, if you viewed the Squire, wake up. Werewolves, stick out your thumb. You may look at the Werewolves' cards.",
      ],
      close: ['Werewolves, put your thumbs away. Doppelgänger, close your eyes.'],
    },
  },
  short: {
    squire: { open: ['Squire, wake up. Werewolves, thumb out.'], close: ['Thumbs away. Squire, close your eyes.'] },
    'squire/doppelganger': {
      open: ['Doppelgänger Squire, wake up. Werewolves, thumb out.'],
      close: ['Thumbs away. Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    thumb: (p: { player: string }) => `${p.player} did not put out a thumb; the Squire looks at the Werewolves' cards`,
    rule: () => 'the Squire may look at the cards of the Werewolves who put out a thumb',
  },
});
