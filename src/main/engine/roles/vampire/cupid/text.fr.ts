import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Cupidon',
  article: '',
  lines: {
    cupid: {
      open: ["Cupidon, réveille-toi. Tu peux donner une marque d'Amour à deux joueurs de ton choix."],
      close: ['Cupidon, ferme les yeux.'],
    },
    lovers: {
      open: ["Si vous avez une marque d'Amour, réveillez-vous et reconnaissez-vous."],
      close: ['Amoureux, fermez les yeux.'],
    },
  },
  short: {
    cupid: {
      open: ["Cupidon, réveille-toi\u00A0: deux marques d'Amour, ou aucune."],
      close: ['Cupidon, ferme les yeux.'],
    },
    lovers: { open: ['Amoureux, réveillez-vous.'], close: ['Amoureux, fermez les yeux.'] },
  },
  reasons: {
    rule: () => "Cupidon donne des marques d'Amour à deux joueurs différents, ou à personne",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
