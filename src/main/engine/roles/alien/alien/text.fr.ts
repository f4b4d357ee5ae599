import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Alien',
  article: "l'",
  lines: {
    aliens: { open: ['Aliens, réveillez-vous et cherchez les autres Aliens.'], close: ['Aliens, fermez les yeux.'] },
  },
  short: {
    aliens: { open: ['Aliens, réveillez-vous.'], close: ['Aliens, fermez les yeux.'] },
  },
});
