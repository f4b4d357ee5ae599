import { laCarteDe } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Sentinelle',
  article: 'la ',
  prompts: { sentinel: 'Sur quelle carte va le bouclier ? Celle d’un autre joueur.' },
  lines: {
    sentinel: {
      open: ["Sentinelle, réveille-toi. Tu peux poser ton bouclier sur la carte d'un autre joueur."],
      close: ['Sentinelle, ferme les yeux.'],
    },
  },
  short: {
    sentinel: { open: ['Sentinelle, réveille-toi et protège une carte.'], close: ['Sentinelle, ferme les yeux.'] },
  },
  reasons: {
    rule: () => "la Sentinelle protège la carte d'un autre joueur",
    shielded: (p) => `${laCarteDe(p.player)} a déjà un bouclier.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
