import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Sbire',
  article: 'le ',
  lines: {
    minion: {
      open: ['Sbire, réveille-toi. Loups-Garous, levez le pouce pour que le Sbire sache qui vous êtes.'],
      close: ['Loups-Garous, baissez le pouce. Sbire, ferme les yeux.'],
    },
  },
  short: {
    minion: {
      open: ['Sbire, réveille-toi. Loups-Garous, levez le pouce.'],
      close: ['Loups-Garous, baissez le pouce. Sbire, ferme les yeux.'],
    },
  },
});
