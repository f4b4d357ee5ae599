import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Assassin',
  article: "l'",
  lines: {
    assassin: {
      open: ["Assassin, réveille-toi. Place la marque de l'Assassin devant le joueur de ton choix."],
      close: [],
    },
    'assassin/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu l'Assassin, réveille-toi et place ta marque de l'Assassin devant le joueur de ton choix.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    assassin: { open: ["Assassin, réveille-toi et place la marque de l'Assassin."], close: [] },
    'assassin/doppelganger': {
      open: ["Doppelgänger-Assassin, réveille-toi et place ta marque de l'Assassin."],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
});
