import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Apprentie Assassin',
  article: "l'",
  lines: {
    'apprentice-assassin': {
      open: [
        "Apprentie Assassin, réveille-toi et repère l'Assassin. S'il n'y a pas d'Assassin, place la marque de l'Assassin devant le joueur de ton choix.",
      ],
      close: [],
    },
    'apprentice-assassin/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu l'Apprentie Assassin, réveille-toi et repère l'Assassin. S'il n'y a pas d'Assassin, place ta marque de l'Assassin devant le joueur de ton choix.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    'apprentice-assassin': { open: ["Apprentie Assassin, réveille-toi et repère l'Assassin."], close: [] },
    'apprentice-assassin/doppelganger': {
      open: ["Doppelgänger-Apprentie Assassin, réveille-toi et repère l'Assassin."],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    saw: () =>
      "a vu l'Assassin, qui a placé la marque de l'Assassin\u00A0: l'Apprentie Assassin ne la place que s'il n'y a pas d'Assassin",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
