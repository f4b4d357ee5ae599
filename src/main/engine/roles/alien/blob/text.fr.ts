import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Blob',
  article: 'le ',
  lines: {
    blob: { open: ['Blob, garde les yeux fermés et écoute.'], close: [] },
    'blob/doppelganger': { open: ['Doppelgänger, si tu as vu le Blob, garde les yeux fermés et écoute.'], close: [] },
  },
  short: {
    blob: { open: ['Blob, écoute.'], close: [] },
    'blob/doppelganger': { open: ['Doppelgänger Blob, écoute.'], close: [] },
  },
});
