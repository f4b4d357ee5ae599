import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Apprentie Voyante',
  article: "l'",
  prompts: { 'apprentice-seer': 'Quelle carte du milieu l’Apprentie Voyante regarde-t-elle ?' },
  lines: {
    'apprentice-seer': {
      open: ['Apprentie Voyante, réveille-toi. Tu peux regarder une des cartes du milieu.'],
      close: ['Apprentie Voyante, ferme les yeux.'],
    },
  },
  short: {
    'apprentice-seer': {
      open: ['Apprentie Voyante, réveille-toi et regarde une carte du milieu.'],
      close: ['Apprentie Voyante, ferme les yeux.'],
    },
  },
});
