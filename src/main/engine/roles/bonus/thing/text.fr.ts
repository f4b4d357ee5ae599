import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'La Chose',
  article: '',
  prompts: { thing: 'Quelle épaule la Chose tape-t-elle ? Celle d’un voisin.' },
  lines: {
    thing: {
      open: ["La Chose, réveille-toi. Tu peux toucher l'épaule de ton voisin de gauche ou de droite."],
      close: ['La Chose, ferme les yeux.'],
    },
    'thing/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu la Chose, réveille-toi. Tu peux toucher l'épaule de ton voisin de gauche ou de droite.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    thing: { open: ['La Chose, réveille-toi et touche un voisin.'], close: ['La Chose, ferme les yeux.'] },
    'thing/doppelganger': { open: ['Doppelgänger Chose, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
  reasons: {
    rule: () => "la Chose tape l'épaule d'un voisin",
    neighbour: (p) =>
      `${p.player} n'est pas assis à côté de ${p.actor}\u00A0: la Chose tape l'épaule d'un voisin de gauche ou de droite.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
