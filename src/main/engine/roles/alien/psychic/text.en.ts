import type { ViewTarget } from '../../../app/vocabulary.ts';
import { describeViewTarget } from '../../../text/reasons-en.ts';
import { roleText } from '../../../text/role-text.ts';
import type { PsychicSaid } from '../../../app/said.ts';

/** The Psychic's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Psychic',
  article: 'the ',
  lines: {
    psychic: { open: ['Psychic, wake up.'], close: ['Psychic, close your eyes.'] },
    'psychic/doppelganger': {
      open: ['Doppelgänger, if you viewed the Psychic, wake up.'],
      close: ['Doppelgänger, close your eyes.'],
    },
  },
  short: {
    psychic: { open: ['Psychic, wake up.'], close: ['Psychic, close your eyes.'] },
    'psychic/doppelganger': { open: ['Doppelgänger Psychic, wake up.'], close: ['Doppelgänger, close your eyes.'] },
  },
  app: (said: PsychicSaid, { who, viewTarget }) =>
    `${who} may view ${said.action === 'view-1' ? 'one card' : 'two cards'} of ${viewTarget(said.target)}`,
  reasons: {
    self: (p: { player: string; target: ViewTarget }) =>
      `${p.player} is the Psychic; she views other players' cards (${describeViewTarget(p.target)})`,
    rule: (p: { one: boolean; target: ViewTarget }) =>
      `the app lets the Psychic view ${p.one ? 'one card' : 'up to two cards'} of ${describeViewTarget(p.target)}`,
  },
});
