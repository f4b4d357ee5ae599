import { roleText } from '../../../text/role-text.ts';
import type { BodySnatcherSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Voleur de Corps',
  article: 'le ',
  lines: {
    'body-snatcher': { open: ['Voleur de Corps, réveille-toi.'], close: ['Voleur de Corps, ferme les yeux.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Voleur de Corps, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    'body-snatcher': { open: ['Voleur de Corps, réveille-toi.'], close: ['Voleur de Corps, ferme les yeux.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger Voleur de Corps, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: BodySnatcherSaid, { who, place }) => {
    if (said.action === 'pretend') return `${who} fait semblant et ne prend rien`;
    if (said.action === 'center') return `${who} peut prendre une carte du milieu, y laisser la sienne et la regarder`;
    return `${who} peut prendre la carte ${place(said.target ?? 'any')} qui n'est pas un Alien, lui laisser la sienne et la regarder`;
  },
});
