import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Doppelgänger',
  article: 'la ',
  lines: {
    doppelganger: {
      open: [
        "Doppelgänger, réveille-toi et regarde la carte d'un autre joueur. Tu incarnes désormais ce personnage. Si ton nouveau personnage a une action maintenant, effectue-la.",
      ],
      close: [],
    },
  },
  short: {
    doppelganger: {
      open: [
        "Doppelgänger, réveille-toi, regarde la carte d'un autre joueur et fais son action maintenant s'il en a une.",
      ],
      close: [],
    },
  },
  reasons: {
    rule: () => "la Doppelgänger regarde la carte d'un autre joueur",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
