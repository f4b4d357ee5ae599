import { roleText } from '../../../text/role-text.ts';

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
});
