import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Loup Shaman',
  article: 'le ',
  lines: {
    'mystic-wolf': {
      open: ["Loup Shaman, réveille-toi. Tu peux regarder la carte d'un autre joueur."],
      close: ['Loup Shaman, ferme les yeux.'],
    },
  },
  short: {
    'mystic-wolf': {
      open: ['Loup Shaman, réveille-toi et regarde une carte.'],
      close: ['Loup Shaman, ferme les yeux.'],
    },
  },
});
