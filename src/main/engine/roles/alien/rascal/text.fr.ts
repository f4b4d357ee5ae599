import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Chenapan',
  article: 'le ',
  lines: {
    rascal: { open: ['Chenapan, réveille-toi.'], close: ['Chenapan, ferme les yeux.'] },
    'rascal/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Chenapan, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    rascal: { open: ['Chenapan, réveille-toi.'], close: ['Chenapan, ferme les yeux.'] },
    'rascal/doppelganger': { open: ['Doppelgänger Chenapan, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
});
