import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Vampire',
  article: 'le ',
  lines: {
    vampires: {
      open: [
        "Vampires, réveillez-vous et reconnaissez-vous. Donnez la marque du Vampire à un joueur qui n'est pas un Vampire.",
      ],
      close: ['Vampires, fermez les yeux.'],
    },
  },
  short: {
    vampires: {
      open: ['Vampires, réveillez-vous et donnez la marque du Vampire.'],
      close: ['Vampires, fermez les yeux.'],
    },
  },
  reasons: {
    awake: (p) => `${p.player} est un Vampire\u00A0: la marque du Vampire va à un joueur qui n'est pas Vampire.`,
    vampire: (p) => `${p.player} est un Vampire\u00A0: la marque du Vampire va à un joueur qui n'est pas Vampire.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
