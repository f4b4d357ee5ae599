import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Soûlard',
  article: 'le ',
  lines: {
    drunk: {
      open: ['Soûlard, réveille-toi et échange ta carte contre une des cartes du milieu, sans la regarder.'],
      close: ['Soûlard, ferme les yeux.'],
    },
  },
  short: {
    drunk: { open: ['Soûlard, réveille-toi et prends une carte du milieu.'], close: ['Soûlard, ferme les yeux.'] },
  },
  reasons: {
    shielded: () => "a une carte protégée par le bouclier de la Sentinelle\u00A0: le Soûlard ne peut pas l'échanger",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
