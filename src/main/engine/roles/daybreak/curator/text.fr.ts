import { laCarteDe } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Conservateur',
  article: 'le ',
  prompts: {
    curator:
      'Sur quelle carte va l’artefact ? Celle de n’importe quel joueur, ni protégée ni portant déjà un artefact.',
  },
  lines: {
    curator: {
      open: ["Conservateur, réveille-toi. Tu peux poser un artefact sur la carte d'un joueur, même la tienne."],
      close: ['Conservateur, ferme les yeux.'],
    },
    'curator/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu le Conservateur, réveille-toi. Tu peux poser un artefact sur la carte d'un joueur qui n'a ni bouclier ni artefact, même la tienne.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    curator: { open: ['Conservateur, réveille-toi et pose un artefact.'], close: ['Conservateur, ferme les yeux.'] },
    'curator/doppelganger': {
      open: ['Doppelgänger Conservateur, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  reasons: {
    placed: (p) => `${laCarteDe(p.player)} porte déjà un artefact.`,
    'not-left': (p, k) =>
      `« ${p.artifact} » n'est pas un artefact qui reste dans cette partie\u00A0: ${k.say(p.why)}\u00A0; les artefacts restants sont ${p.left.join(', ')}.`,
    'not-a-token': () => "ce n'est pas un jeton d'artefact",
    'on-a-card': () => 'il est déjà posé sur une carte (chaque jeton existe une fois)',
    'daybreak-only': () => 'la règle maison artifactsDaybreakOnly ne garde que les six de Daybreak',
    mist: () => "la Brume du Vampire ne s'utilise qu'avec des rôles de Vampire",
    alien: () => "l'Artefact Alien ne s'utilise qu'avec des rôles d'Alien",
    'not-in-pile': () => "il n'est pas dans la pioche",
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
