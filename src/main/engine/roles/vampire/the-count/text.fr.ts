import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Le Comte',
  article: '',
  lines: {
    'the-count': {
      open: ["Comte, réveille-toi et place la marque de Peur devant un joueur qui n'est pas un Vampire."],
      close: ['Comte, ferme les yeux.'],
    },
    'the-count/doppelganger': {
      open: [
        'Doppelgänger, si tu as vu le Comte, réveille-toi et place ta marque de Peur devant le joueur de ton choix.',
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    'the-count': { open: ['Comte, réveille-toi et place la marque de Peur.'], close: ['Comte, ferme les yeux.'] },
    'the-count/doppelganger': {
      open: ['Doppelgänger-Comte, réveille-toi et place ta marque de Peur.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    self: (p) => `${p.player} est du côté des Vampires\u00A0: la marque de Peur va à un joueur qui n'est pas Vampire.`,
    mark: (p) => `${p.player} est du côté des Vampires\u00A0: la marque de Peur va à un joueur qui n'est pas Vampire.`,
    vampire: (p) =>
      `${p.player} est du côté des Vampires\u00A0: la marque de Peur va à un joueur qui n'est pas Vampire.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
