import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Loup-Garou',
  article: 'le ',
  lines: {
    werewolves: {
      open: [
        "Loups-Garous, réveillez-vous et reconnaissez-vous. S'il n'y a qu'un seul Loup-Garou, il peut regarder une des cartes du milieu.",
      ],
      close: ['Loups-Garous, fermez les yeux.'],
    },
  },
  short: {
    werewolves: { open: ['Loups-Garous, réveillez-vous.'], close: ['Loups-Garous, fermez les yeux.'] },
  },
});
