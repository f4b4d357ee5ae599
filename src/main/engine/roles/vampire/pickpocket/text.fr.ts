import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Pickpocket',
  article: 'le ',
  lines: {
    pickpocket: {
      open: [
        "Pickpocket, réveille-toi. Tu peux échanger ta marque contre celle d'un autre joueur, puis regarder ta nouvelle marque.",
      ],
      close: ['Pickpocket, ferme les yeux.'],
    },
    'pickpocket/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu le Pickpocket, réveille-toi. Tu peux échanger ta marque contre celle d'un autre joueur, puis regarder ta nouvelle marque.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    pickpocket: { open: ['Pickpocket, réveille-toi.'], close: ['Pickpocket, ferme les yeux.'] },
    'pickpocket/doppelganger': {
      open: ['Doppelgänger-Pickpocket, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    rule: () => "le Pickpocket échange sa marque avec celle d'un autre joueur",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
