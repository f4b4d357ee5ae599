import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Copycat',
  article: 'le ',
  lines: {
    copycat: {
      open: [
        "Copycat, réveille-toi et regarde une des cartes du milieu. Tu incarnes désormais ce personnage. S'il est appelé, réveille-toi et effectue son action.",
      ],
      close: ['Copycat, ferme les yeux.'],
    },
  },
  short: {
    copycat: { open: ['Copycat, réveille-toi et regarde une carte du milieu.'], close: ['Copycat, ferme les yeux.'] },
  },
});
