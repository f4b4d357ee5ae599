import type { EmpathSaid } from '../../../app/said.ts';
import type { EmpathPrompt } from '../../../app/vocabulary.ts';
import { roleText } from '../../../text/role-text.ts';

/** Qui le groupe de l'Empathe désigne, selon l'application. */
const PROMPTS: Readonly<Record<EmpathPrompt, string>> = {
  think: "le joueur qu'ils pensent être l'Empathe",
  'good-looking': 'le joueur le plus beau',
  suspicious: 'le joueur le plus suspect',
  smells: 'le joueur qui sent le meilleur',
  'sharp-dresser': 'le joueur le plus élégant',
  awesome: 'le joueur le plus génial',
  'everyone-else': 'le joueur que tous les autres désigneront selon eux',
  smartest: 'le joueur le plus intelligent',
  friendliest: 'le joueur le plus sympathique',
  funniest: 'le joueur le plus drôle',
  winner: 'le joueur qui va gagner selon eux',
  like: "le joueur qu'ils préfèrent",
  'dont-think': "le joueur que personne d'autre ne désignera selon eux",
  nicest: 'le joueur le plus gentil',
};

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Empathe',
  article: "l'",
  lines: {
    empath: { open: ['Empathe, réveille-toi.'], close: ['Baissez tous la main. Empathe, ferme les yeux.'] },
    'empath/doppelganger': {
      open: ["Doppelgänger, si tu as vu l'Empathe, réveille-toi."],
      close: ['Baissez tous la main. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    empath: { open: ['Empathe, réveille-toi.'], close: ['Mains baissées. Empathe, ferme les yeux.'] },
    'empath/doppelganger': {
      open: ['Doppelgänger Empathe, réveille-toi.'],
      close: ['Mains baissées. Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: EmpathSaid, { who, group }) =>
    `${group(said.group)} ${said.group === 'everyone' ? 'garde les yeux fermés et désigne' : 'gardent les yeux fermés et désignent'} ${PROMPTS[said.prompt]}, et ${who} regarde`,
});
