import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Insomniaque',
  article: "l'",
  lines: {
    insomniac: { open: ['Insomniaque, réveille-toi et regarde ta carte.'], close: ['Insomniaque, ferme les yeux.'] },
    'insomniac/doppelganger': {
      open: ["Doppelgänger, si tu as vu l'Insomniaque, réveille-toi et regarde ta carte."],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    insomniac: { open: ['Insomniaque, réveille-toi et regarde ta carte.'], close: ['Insomniaque, ferme les yeux.'] },
    'insomniac/doppelganger': {
      open: ['Doppelgänger-Insomniaque, réveille-toi et regarde ta carte.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
});
