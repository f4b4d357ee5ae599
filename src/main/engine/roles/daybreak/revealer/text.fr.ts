import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Divinateur',
  article: 'le ',
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
});
