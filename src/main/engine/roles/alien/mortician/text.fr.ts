import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { MorticianSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Croque-mort',
  article: 'le ',
  lines: {
    mortician: { open: ['Croque-mort, réveille-toi.'], close: ['Croque-mort, ferme les yeux.'] },
    'mortician/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Croque-mort, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    mortician: { open: ['Croque-mort, réveille-toi.'], close: ['Croque-mort, ferme les yeux.'] },
    'mortician/doppelganger': {
      open: ['Doppelgänger Croque-mort, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: MorticianSaid, { who }) => {
    if (said.action === 'pretend') return `${who} fait semblant et ne regarde rien`;
    if (said.action === '2-cards') return `${who} peut regarder les cartes de ses deux voisins`;
    const side = said.target ?? 'one-neighbour';
    return `${who} peut regarder la carte ${side === 'left' ? 'de son voisin de gauche' : side === 'right' ? 'de son voisin de droite' : "de l'un de ses voisins"}`;
  },
  reasons: {
    'which-neighbour': () => '« 1-card » nomme quel voisin.',
    'no-target': (p) => `« ${p.action} » n'a pas de cible.`,
    who: () => 'le Croque-mort',
    one: () => "l'application laisse le Croque-mort regarder la carte d'un de ses voisins",
    both: () => "l'application laisse le Croque-mort regarder les cartes de ses voisins",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
