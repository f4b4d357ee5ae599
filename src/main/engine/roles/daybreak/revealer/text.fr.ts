import { laCarteDe } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Divinateur',
  article: 'le ',
  prompts: { revealer: 'Quelle carte est retournée ? Celle d’un autre joueur.' },
  lines: {
    revealer: {
      open: [
        "Divinateur, réveille-toi. Tu peux retourner face visible la carte d'un autre joueur. Si c'est un Loup-Garou ou le Tanneur, retourne-la face cachée.",
      ],
      close: ['Divinateur, ferme les yeux.'],
    },
    'revealer/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu le Divinateur, réveille-toi. Tu peux retourner face visible la carte face cachée d'un autre joueur. Si c'est un Loup-Garou ou le Tanneur, retourne-la face cachée.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    revealer: { open: ['Divinateur, réveille-toi et retourne une carte.'], close: ['Divinateur, ferme les yeux.'] },
    'revealer/doppelganger': {
      open: ['Doppelgänger Divinateur, réveille-toi et retourne une carte.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    rule: () => "le Divinateur retourne la carte d'un autre joueur",
    'face-up': (p) =>
      `${laCarteDe(p.player)} est déjà face visible\u00A0: le Divinateur retourne une carte face cachée.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
