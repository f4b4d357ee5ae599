import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Oracle',
  article: "l'",
  lines: {
    oracle: { open: ["Oracle, réveille-toi et réponds à l'application."], close: ['Oracle, ferme les yeux.'] },
    'oracle/doppelganger': {
      open: ["Doppelgänger, si tu as vu l'Oracle, réveille-toi et réponds à l'application."],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    oracle: { open: ['Oracle, réveille-toi.'], close: ['Oracle, ferme les yeux.'] },
    'oracle/doppelganger': { open: ['Doppelgänger Oracle, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
});
