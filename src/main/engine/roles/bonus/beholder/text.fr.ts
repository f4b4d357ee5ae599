import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Observateur',
  article: "l'",
  prompts: { beholder: 'Les cartes qu’il regarde, parmi les Voyantes qui ont levé le pouce.' },
  lines: {
    beholder: {
      open: [
        'Observateur, réveille-toi. Voyante et Apprentie Voyante, gardez les yeux fermés et levez le pouce. Observateur, tu peux regarder leurs cartes.',
      ],
      close: ['Voyantes, baissez le pouce. Observateur, ferme les yeux.'],
    },
    'beholder/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu l'Observateur, réveille-toi. Voyante et Apprentie Voyante, levez le pouce. Tu peux regarder leurs cartes.",
      ],
      close: ['Voyantes, baissez le pouce. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    beholder: {
      open: ['Observateur, réveille-toi. Voyantes, pouce levé.'],
      close: ['Pouces baissés. Observateur, ferme les yeux.'],
    },
    'beholder/doppelganger': {
      open: ['Doppelgänger Observateur, réveille-toi. Voyantes, pouce levé.'],
      close: ['Pouces baissés. Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    thumb: (p) =>
      `${p.player} n'a pas levé le pouce\u00A0: l'Observateur regarde les cartes de la Voyante et de l'Apprentie Voyante.`,
    rule: () => "l'Observateur peut regarder les cartes de la Voyante et de l'Apprentie Voyante",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
