import type { Reason } from '../../../errors.ts';
import type { Kit } from '../../../text/sentences.ts';
import { roleText } from '../../../text/role-text.ts';

/** The Curator's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Curator',
  article: 'the ',
  prompts: { curator: 'Whose card gets the artifact? Any player’s, not a shielded one, nor one with an artifact.' },
  lines: {
    curator: {
      open: ["Curator, wake up. You may place an artifact token on any player's card, even your own."],
      close: ['Curator, close your eyes.'],
    },
    'curator/doppelganger': {
      open: [
        "Doppelgänger, if you viewed the Curator, wake up. You may place an artifact token on any player's card that has no shield or artifact on it, even your own.",
      ],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    curator: { open: ['Curator, wake up and place an artifact.'], close: ['Curator, close your eyes.'] },
    'curator/doppelganger': { open: ['Doppelgänger Curator, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  reasons: {
    placed: (p: { player: string }) => `${p.player}'s card already has an artifact`,
    'not-left': (p: { artifact: string; why: Reason; left: readonly string[] }, k: Kit) =>
      `"${p.artifact}" is not an artifact left in this game: ${k.say(p.why)}; the artifacts left are ${p.left.join(', ')}`,
    'not-a-token': () => 'it is not an artifact token',
    'on-a-card': () => 'it already lies on a card (each token exists once)',
    'daybreak-only': () => "the house rule artifactsDaybreakOnly keeps Daybreak's six",
    mist: () => 'the Mist of the Vampire is used only with Vampire roles',
    alien: () => 'the Alien Artifact is used only with Alien roles',
    'not-in-pile': () => 'it is not in the pile',
  },
});
