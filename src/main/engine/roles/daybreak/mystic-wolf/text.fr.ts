import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Loup Shaman',
  article: 'le ',
  prompts: { 'mystic-wolf': 'Quelle carte le Loup Shaman regarde-t-il ? Celle d’un autre joueur.' },
  lines: {
    'mystic-wolf': {
      open: ["Loup Shaman, réveille-toi. Tu peux regarder la carte d'un autre joueur."],
      close: ['Loup Shaman, ferme les yeux.'],
    },
  },
  short: {
    'mystic-wolf': {
      open: ['Loup Shaman, réveille-toi et regarde une carte.'],
      close: ['Loup Shaman, ferme les yeux.'],
    },
  },
  reasons: {
    rule: () => "le Loup Shaman peut regarder la carte d'un autre joueur",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
