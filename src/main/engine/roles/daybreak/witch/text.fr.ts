import { laCarteDe } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Sorcière',
  article: 'la ',
  prompts: { witch: 'La carte du milieu qu’elle regarde, puis le joueur qui la reçoit (sa propre carte aussi).' },
  lines: {
    witch: {
      open: [
        "Sorcière, réveille-toi. Tu peux regarder une des cartes du milieu. Si tu le fais, tu dois l'échanger avec la carte d'un joueur.",
      ],
      close: ['Sorcière, ferme les yeux.'],
    },
  },
  short: {
    witch: { open: ['Sorcière, réveille-toi et regarde une carte du milieu.'], close: ['Sorcière, ferme les yeux.'] },
  },
  reasons: {
    center: (p) =>
      `${laCarteDe(p.player)} n'est pas une carte du milieu\u00A0: la Sorcière regarde une carte du milieu.`,
    rule: () => "peut regarder une carte du milieu et, si elle le fait, doit l'échanger avec la carte d'un joueur",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
