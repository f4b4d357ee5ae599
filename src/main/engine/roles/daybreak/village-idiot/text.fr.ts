import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Idiot du Village',
  article: "l'",
  prompts: {
    'village-idiot':
      'La carte de chaque autre joueur avance d’une place, les cartes protégées restent : vers la gauche ou vers la droite.',
  },
  lines: {
    'village-idiot': {
      open: [
        "Idiot du Village, réveille-toi. Tu peux décaler d'une place vers la gauche ou la droite les cartes de tous les joueurs sauf la tienne.",
      ],
      close: ['Idiot du Village, ferme les yeux.'],
    },
  },
  short: {
    'village-idiot': {
      open: ['Idiot du Village, réveille-toi et décale les cartes.'],
      close: ['Idiot du Village, ferme les yeux.'],
    },
  },
});
