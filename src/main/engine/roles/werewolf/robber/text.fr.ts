import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Voleur',
  article: 'le ',
  lines: {
    robber: {
      open: [
        "Voleur, réveille-toi. Tu peux échanger ta carte contre celle d'un autre joueur, puis regarder ta nouvelle carte.",
      ],
      close: ['Voleur, ferme les yeux.'],
    },
  },
  short: {
    robber: { open: ['Voleur, réveille-toi.'], close: ['Voleur, ferme les yeux.'] },
  },
});
