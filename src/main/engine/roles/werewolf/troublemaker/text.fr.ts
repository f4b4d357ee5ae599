import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Noiseuse',
  article: 'la ',
  lines: {
    troublemaker: {
      open: ['Noiseuse, réveille-toi. Tu peux échanger les cartes de deux autres joueurs, sans les regarder.'],
      close: ['Noiseuse, ferme les yeux.'],
    },
  },
  short: {
    troublemaker: { open: ['Noiseuse, réveille-toi.'], close: ['Noiseuse, ferme les yeux.'] },
  },
  reasons: {
    rule: () => 'la Noiseuse échange les cartes de deux autres joueurs',
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
