import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Comploteuse',
  article: 'la ',
  lines: {
    instigator: {
      open: ['Comploteuse, réveille-toi. Tu peux donner la marque du Traître au joueur de ton choix.'],
      close: ['Comploteuse, ferme les yeux.'],
    },
  },
  short: {
    instigator: {
      open: ['Comploteuse, réveille-toi\u00A0: la marque du Traître, si tu le veux.'],
      close: ['Comploteuse, ferme les yeux.'],
    },
  },
});
