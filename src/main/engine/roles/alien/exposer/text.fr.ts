import { roleText } from '../../../text/role-text.ts';
import type { ExposerSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Dévoileur',
  article: 'le ',
  lines: {
    exposer: { open: ['Dévoileur, réveille-toi.'], close: ['Dévoileur, ferme les yeux.'] },
    'exposer/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Dévoileur, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    exposer: { open: ['Dévoileur, réveille-toi.'], close: ['Dévoileur, ferme les yeux.'] },
    'exposer/doppelganger': {
      open: ['Doppelgänger Dévoileur, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: ExposerSaid, { who }) =>
    `${who} peut retourner ${said.cards === 1 ? 'une carte du milieu' : `${said.cards} cartes du milieu (exactement ${said.cards}, ou aucune)`}`,
});
