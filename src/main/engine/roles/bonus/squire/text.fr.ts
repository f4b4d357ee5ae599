import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Écuyer',
  article: "l'",
  prompts: { squire: 'Les cartes qu’il regarde, parmi les Loups-Garous qui ont levé le pouce.' },
  lines: {
    squire: {
      open: [
        'Écuyer, réveille-toi. Loups-Garous, gardez les yeux fermés et levez le pouce. Écuyer, tu peux regarder leurs cartes.',
      ],
      close: ['Loups-Garous, baissez le pouce. Écuyer, ferme les yeux.'],
    },
    'squire/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu l'Écuyer, réveille-toi. Loups-Garous, levez le pouce. Tu peux regarder leurs cartes.",
      ],
      close: ['Loups-Garous, baissez le pouce. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    squire: {
      open: ['Écuyer, réveille-toi. Loups-Garous, pouce levé.'],
      close: ['Pouces baissés. Écuyer, ferme les yeux.'],
    },
    'squire/doppelganger': {
      open: ['Doppelgänger Écuyer, réveille-toi. Loups-Garous, pouce levé.'],
      close: ['Pouces baissés. Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    thumb: (p) => `${p.player} n'a pas levé le pouce\u00A0: l'Écuyer regarde les cartes des Loups-Garous.`,
    rule: () => "l'Écuyer peut regarder les cartes des Loups-Garous qui ont levé le pouce",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
