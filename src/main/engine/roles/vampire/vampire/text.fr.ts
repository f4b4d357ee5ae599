import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Vampire',
  article: 'le ',
  lines: {
    vampires: {
      open: [
        "Vampires, réveillez-vous et reconnaissez-vous. Donnez la marque du Vampire à un joueur qui n'est pas un Vampire.",
      ],
      close: ['Vampires, fermez les yeux.'],
    },
  },
  short: {
    vampires: {
      open: ['Vampires, réveillez-vous et donnez la marque du Vampire.'],
      close: ['Vampires, fermez les yeux.'],
    },
  },
});
