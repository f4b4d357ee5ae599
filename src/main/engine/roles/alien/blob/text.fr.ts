import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { BlobSaid } from '../../../app/said.ts';

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
  app: (said: BlobSaid, { who }) => {
    const [count, side] = said.absorb.split('-') as [string, string];
    const k = Number(count);
    const where = side === 'left' ? 'à sa gauche' : 'à sa droite';
    if (side === 'each')
      return `${who} absorbe ${k === 1 ? 'le joueur de chaque côté' : `les ${k} joueurs de chaque côté`}`;
    return `${who} absorbe ${k === 1 ? `le joueur ${where}` : `les ${k} joueurs ${where}`}`;
  },
  reasons: {
    'cannot-absorb': (p) =>
      `Un Blob ne peut pas absorber « ${p.absorb} » à une table de ${p.players}\u00A0: pas assez de joueurs.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
