import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Groob',
  article: '',
  lines: {
    'groob-zerb': {
      open: ['Groob et Zerb, réveillez-vous et regardez-vous.'],
      close: ['Groob et Zerb, fermez les yeux.'],
    },
  },
  short: {
    'groob-zerb': { open: ['Groob et Zerb, réveillez-vous.'], close: ['Groob et Zerb, fermez les yeux.'] },
  },
});
