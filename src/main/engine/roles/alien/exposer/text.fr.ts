import { laCarteDe } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { ExposerSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Dévoileur',
  article: 'le ',
  lines: {
    exposer: { open: ['Dévoileur, réveille-toi.'], close: ['Dévoileur, ferme les yeux.'] },
    'exposer/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Dévoileur, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    exposer: { open: ['Dévoileur, réveille-toi.'], close: ['Dévoileur, ferme les yeux.'] },
    'exposer/doppelganger': {
      open: ['Doppelgänger Dévoileur, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: ExposerSaid, { who }) =>
    `${who} peut retourner ${said.cards === 1 ? 'une carte du milieu' : `${said.cards} cartes du milieu (exactement ${said.cards}, ou aucune)`}`,
  reasons: {
    'doppelganger-cards': () => 'La Doppelgänger-Dévoileur « peut retourner 1 ou 2 cartes de plus ».',
    'too-few': (p) =>
      `peut retourner ${p.cards} cartes du milieu, mais seules ${p.down} sont face cachée\u00A0: il n'en retourne aucune`,
    center: (p) =>
      `${laCarteDe(p.player)} n'est pas une carte du milieu\u00A0: le Dévoileur retourne des cartes du milieu.`,
    rule: (p) =>
      `l'application a dit ${p.cards}\u00A0: le Dévoileur retourne exactement ${p.cards} carte${p.cards === 1 ? '' : 's'} du milieu encore face cachée (${p.faceDown.length === 1 ? `seule la carte du milieu ${p.faceDown[0]} l'est` : `les cartes du milieu ${p.faceDown.join(', ')} le sont`}\u00A0; une carte déjà face visible le reste)`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
