import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Vache',
  article: 'la ',
  lines: {
    cow: {
      open: [
        "Vache, garde les yeux fermés et tends le poing. Aliens, si la Vache est assise à côté de vous, l'un de vous doit lui toucher le poing.",
      ],
      close: ['Vache, range ton poing.'],
    },
  },
  short: {
    cow: { open: ['Vache, poing tendu. Aliens à côté, touchez-le.'], close: ['Vache, poing rangé.'] },
  },
});
