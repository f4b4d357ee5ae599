import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Trappeur',
  article: 'le ',
  lines: {
    marksman: {
      open: ["Trappeur, réveille-toi. Tu peux regarder la carte d'un joueur, puis la marque d'un autre joueur."],
      close: ['Trappeur, ferme les yeux.'],
    },
    'marksman/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu le Trappeur, réveille-toi. Tu peux regarder la carte d'un joueur, puis la marque d'un autre joueur.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    marksman: { open: ['Trappeur, réveille-toi.'], close: ['Trappeur, ferme les yeux.'] },
    'marksman/doppelganger': {
      open: ['Doppelgänger-Trappeur, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    other: () => "le Trappeur regarde la carte et la marque d'autres joueurs",
    rule: () => 'le Trappeur ne peut pas regarder à la fois la carte et la marque du même joueur',
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
