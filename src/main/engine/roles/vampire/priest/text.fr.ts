import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Prêtre',
  article: 'le ',
  lines: {
    priest: {
      open: [
        'Prêtre, réveille-toi et donne-toi une marque de Clarté. Tu peux aussi donner une marque de Clarté à un autre joueur.',
      ],
      close: ['Prêtre, ferme les yeux.'],
    },
    'priest/doppelganger': {
      open: [
        'Doppelgänger, si tu as vu le Prêtre, réveille-toi et donne-toi une marque de Clarté. Tu peux aussi donner une marque de Clarté à un autre joueur.',
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    priest: { open: ['Prêtre, réveille-toi et donne les marques de Clarté.'], close: ['Prêtre, ferme les yeux.'] },
    'priest/doppelganger': {
      open: ['Doppelgänger-Prêtre, réveille-toi et donne tes marques de Clarté.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    rule: () => 'le Prêtre se donne une marque de Clarté et peut en donner une à un autre joueur',
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
