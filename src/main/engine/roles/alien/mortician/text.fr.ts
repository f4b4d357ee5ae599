import { roleText } from '../../../text/role-text.ts';

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
});
