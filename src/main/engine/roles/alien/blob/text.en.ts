import { roleText } from '../../../text/role-text.ts';

/** The Blob's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Blob',
  article: 'the ',
  lines: {
    blob: { open: ['Blob, keep your eyes closed and listen.'], close: [] },
    'blob/doppelganger': {
      open: ['Doppelgänger, if you viewed the Blob, keep your eyes closed and listen.'],
      close: [],
    },
  },
  short: {
    blob: { open: ['Blob, listen.'], close: [] },
    'blob/doppelganger': { open: ['Doppelgänger Blob, listen.'], close: [] },
  },
});
