import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Voleur',
  article: 'le ',
  lines: {
    robber: {
      open: [
        "Voleur, réveille-toi. Tu peux échanger ta carte contre celle d'un autre joueur, puis regarder ta nouvelle carte.",
      ],
      close: ['Voleur, ferme les yeux.'],
    },
  },
  short: {
    robber: { open: ['Voleur, réveille-toi.'], close: ['Voleur, ferme les yeux.'] },
  },
  reasons: {
    shielded: () => "a une carte protégée par le bouclier de la Sentinelle\u00A0: le Voleur ne peut pas l'échanger",
    rule: () => "le Voleur échange sa carte avec celle d'un autre joueur",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
