import { deViewTargetFr, viewTargetFr } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { PsychicSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Médium',
  article: 'la ',
  lines: {
    psychic: { open: ['Médium, réveille-toi.'], close: ['Médium, ferme les yeux.'] },
    'psychic/doppelganger': {
      open: ['Doppelgänger, si tu as vu la Médium, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    psychic: { open: ['Médium, réveille-toi.'], close: ['Médium, ferme les yeux.'] },
    'psychic/doppelganger': { open: ['Doppelgänger Médium, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
  app: (said: PsychicSaid, { who, viewTarget }) =>
    `${who} peut regarder ${said.action === 'view-1' ? 'la carte' : 'deux cartes'} ${viewTarget(said.target)}`,
  reasons: {
    self: (p) =>
      `${p.player} est la Médium\u00A0: elle regarde les cartes des autres joueurs (${viewTargetFr(p.target)}).`,
    rule: (p) =>
      `l'application laisse la Médium regarder ${p.one ? 'la carte' : "jusqu'à deux cartes"} ${deViewTargetFr(p.target)}`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
