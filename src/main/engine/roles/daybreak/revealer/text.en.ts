import { roleText } from '../../../text/role-text.ts';

/** The Revealer's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Revealer',
  article: 'the ',
  prompts: { revealer: 'Whose card is flipped over? Another player’s.' },
  lines: {
    revealer: {
      open: [
        "Revealer, wake up. You may flip over any other player's card. If it is a Werewolf or the Tanner, flip it back face down.",
      ],
      close: ['Revealer, close your eyes.'],
    },
    'revealer/doppelganger': {
      open: [
        "Doppelgänger, if you viewed the Revealer, wake up. You may flip over any other player's card that is face down. If it is a Werewolf or the Tanner, flip it back face down.",
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    revealer: { open: ['Revealer, wake up and flip a card.'], close: ['Revealer, close your eyes.'] },
    'revealer/doppelganger': {
      open: ['Doppelgänger Revealer, wake up and flip a card.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  reasons: {
    rule: () => "the Revealer flips over another player's card",
    'face-up': (p: { player: string }) =>
      `${p.player}'s card is already face up; the Revealer flips over a card that is face down`,
  },
});
