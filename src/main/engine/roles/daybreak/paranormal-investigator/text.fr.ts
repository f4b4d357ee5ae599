import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Chasseur de Fantôme',
  article: 'le ',
  prompts: {
    'paranormal-investigator':
      'Les cartes qu’il regarde, une à la fois, dans l’ordre (jusqu’à deux) : il s’arrête sur un Loup-Garou ou le Tanneur.',
  },
  lines: {
    'paranormal-investigator': {
      open: [
        "Chasseur de Fantôme, réveille-toi. Tu peux regarder les cartes de deux autres joueurs au plus, l'une après l'autre. Si tu vois un Loup-Garou ou un Tanneur, arrête-toi\u00A0: tu es maintenant ce rôle.",
      ],
      close: ['Chasseur de Fantôme, ferme les yeux.'],
    },
  },
  short: {
    'paranormal-investigator': {
      open: ["Chasseur de Fantôme, réveille-toi et regarde jusqu'à deux cartes."],
      close: ['Chasseur de Fantôme, ferme les yeux.'],
    },
  },
  reasons: {
    other: () => "le Chasseur de Fantôme regarde les cartes d'autres joueurs",
    rule: () => "le Chasseur de Fantôme peut regarder jusqu'à deux cartes d'autres joueurs, l'une après l'autre",
    stops: (p, k) =>
      `${p.player} a la carte ${k.role(p.seen)}\u00A0: le Chasseur de Fantôme s'arrête là et devient ${k.role(p.becomes)}.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
