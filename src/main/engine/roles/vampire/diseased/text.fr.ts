import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Pestiférée',
  article: 'la ',
  lines: {
    diseased: {
      open: ['Pestiférée, réveille-toi. Place la marque de Peste devant ton voisin de gauche ou de droite.'],
      close: ['Pestiférée, ferme les yeux.'],
    },
  },
  short: {
    diseased: { open: ['Pestiférée, réveille-toi et marque un voisin.'], close: ['Pestiférée, ferme les yeux.'] },
  },
  reasons: {
    neighbour: (p) =>
      `${p.player} n'est pas assis à côté de ${p.actor}\u00A0: la marque de Peste va au voisin de gauche ou de droite.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
