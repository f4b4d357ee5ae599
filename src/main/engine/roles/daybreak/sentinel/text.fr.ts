import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Sentinelle',
  article: 'la ',
  lines: {
    sentinel: {
      open: ["Sentinelle, réveille-toi. Tu peux poser ton bouclier sur la carte d'un autre joueur."],
      close: ['Sentinelle, ferme les yeux.'],
    },
  },
  short: {
    sentinel: { open: ['Sentinelle, réveille-toi et protège une carte.'], close: ['Sentinelle, ferme les yeux.'] },
  },
});
