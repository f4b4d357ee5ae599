import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Gremlin',
  article: 'le ',
  lines: {
    gremlin: {
      open: [
        'Gremlin, réveille-toi. Tu peux intervertir les marques ou les cartes de deux joueurs, sans les regarder.',
      ],
      close: ['Gremlin, ferme les yeux.'],
    },
    'gremlin/doppelganger': {
      open: [
        'Doppelgänger, si tu as vu le Gremlin, réveille-toi. Tu peux intervertir les marques ou les cartes de deux joueurs, sans les regarder.',
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    gremlin: { open: ['Gremlin, réveille-toi.'], close: ['Gremlin, ferme les yeux.'] },
    'gremlin/doppelganger': { open: ['Doppelgänger-Gremlin, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
  reasons: {
    rule: () => 'le Gremlin intervertit les cartes ou les marques de deux joueurs',
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
