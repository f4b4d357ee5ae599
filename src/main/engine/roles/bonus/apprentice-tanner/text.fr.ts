import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Apprenti Tanneur',
  article: "l'",
  lines: {
    'apprentice-tanner': {
      open: [
        "Apprenti Tanneur, réveille-toi. Tanneur, garde les yeux fermés et lève le pouce pour que l'Apprenti Tanneur te voie.",
      ],
      close: ['Tanneur, baisse le pouce. Apprenti Tanneur, ferme les yeux.'],
    },
    'apprentice-tanner/doppelganger': {
      open: ["Doppelgänger, si tu as vu l'Apprenti Tanneur, réveille-toi. Tanneur, lève le pouce."],
      close: ['Tanneur, baisse le pouce. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    'apprentice-tanner': {
      open: ['Apprenti Tanneur, réveille-toi. Tanneur, pouce levé.'],
      close: ['Pouce baissé. Apprenti Tanneur, ferme les yeux.'],
    },
    'apprentice-tanner/doppelganger': {
      open: ['Doppelgänger Apprenti Tanneur, réveille-toi. Tanneur, pouce levé.'],
      close: ['Pouce baissé. Doppelgänger, ferme les yeux.'],
    },
  },
});
