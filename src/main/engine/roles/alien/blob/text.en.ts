import { roleText } from '../../../text/role-text.ts';
import type { BlobSaid } from '../../../app/said.ts';

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
  app: (said: BlobSaid, { who }) => {
    const [count, side] = said.absorb.split('-') as [string, string];
    const k = Number(count);
    const players = k === 1 ? 'player' : 'players';
    if (side === 'each')
      return `${who} absorbs ${k === 1 ? 'the player on each side' : `the ${k} players on each side`}`;
    return `${who} absorbs ${k === 1 ? `the player on its ${side}` : `the ${k} ${players} on its ${side}`}`;
  },
  reasons: {
    'cannot-absorb': (p: { absorb: string; players: number }) =>
      `a Blob cannot absorb "${p.absorb}" at a table of ${p.players}: not enough players`,
  },
});
