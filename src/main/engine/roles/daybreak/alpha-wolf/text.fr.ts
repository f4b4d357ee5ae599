import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Loup Alpha',
  article: 'le ',
  prompts: {
    'alpha-wolf': 'Qui reçoit la carte Loup-Garou du milieu, sans la regarder ? Un autre joueur, pas un Loup-Garou.',
  },
  lines: {
    'alpha-wolf': {
      open: [
        "Loup Alpha, réveille-toi et échange la carte Loup-Garou du milieu avec la carte d'un autre joueur qui n'est pas un Loup-Garou.",
      ],
      close: ['Loup Alpha, ferme les yeux.'],
    },
  },
  short: {
    'alpha-wolf': {
      open: ['Loup Alpha, réveille-toi et donne la carte Loup-Garou du milieu.'],
      close: ['Loup Alpha, ferme les yeux.'],
    },
  },
  reasons: {
    rule: () => 'le Loup Alpha donne la carte Loup-Garou du milieu à un autre joueur',
    werewolf: (p) =>
      `${p.player} est un Loup-Garou\u00A0: la carte Loup-Garou du milieu va à un joueur qui n'est pas Loup-Garou.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
