import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Franc-maçon',
  article: 'le ',
  lines: {
    masons: {
      open: ['Francs-maçons, réveillez-vous et reconnaissez-vous.'],
      close: ['Francs-maçons, fermez les yeux.'],
    },
  },
  short: {
    masons: { open: ['Francs-maçons, réveillez-vous.'], close: ['Francs-maçons, fermez les yeux.'] },
  },
});
