import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Voyante',
  article: 'la ',
  lines: {
    seer: {
      open: ["Voyante, réveille-toi. Tu peux regarder la carte d'un autre joueur ou deux des cartes du milieu."],
      close: ['Voyante, ferme les yeux.'],
    },
  },
  short: {
    seer: { open: ['Voyante, réveille-toi.'], close: ['Voyante, ferme les yeux.'] },
  },
  reasons: {
    other: () => "la Voyante peut regarder la carte d'un autre joueur ou deux cartes du milieu",
    rule: () => "la Voyante regarde la carte d'un autre joueur ou deux cartes du milieu différentes, pas les deux",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
