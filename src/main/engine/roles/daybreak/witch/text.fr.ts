import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Sorcière',
  article: 'la ',
  lines: {
    witch: {
      open: [
        "Sorcière, réveille-toi. Tu peux regarder une des cartes du milieu. Si tu le fais, tu dois l'échanger avec la carte d'un joueur.",
      ],
      close: ['Sorcière, ferme les yeux.'],
    },
  },
  short: {
    witch: { open: ['Sorcière, réveille-toi et regarde une carte du milieu.'], close: ['Sorcière, ferme les yeux.'] },
  },
});
