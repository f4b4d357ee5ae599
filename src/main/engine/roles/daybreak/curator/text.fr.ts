import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Conservateur',
  article: 'le ',
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
});
