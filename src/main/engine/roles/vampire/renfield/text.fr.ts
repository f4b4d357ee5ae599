import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Renfield',
  article: '',
  lines: {
    renfield: {
      open: [
        'Vampires, pointez du doigt le joueur qui a la marque du Vampire et fermez les yeux. Renfield, réveille-toi et repère les Vampires, puis place la marque de la Chauve-souris devant toi.',
      ],
      close: ['Vampires, baissez la main. Renfield, ferme les yeux.'],
    },
    'renfield/doppelganger': {
      open: [
        'Vampires, continuez de pointer du doigt. Doppelgänger, si tu as vu Renfield, réveille-toi et repère les Vampires, puis place ta marque de la Chauve-souris devant toi.',
      ],
      close: ['Vampires, baissez la main. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    renfield: {
      open: [
        'Vampires, pointez du doigt et fermez les yeux. Renfield, réveille-toi et prends la marque de la Chauve-souris.',
      ],
      close: ['Vampires, baissez la main. Renfield, ferme les yeux.'],
    },
    'renfield/doppelganger': {
      open: [
        'Vampires, continuez de pointer. Doppelgänger-Renfield, réveille-toi et prends ta marque de la Chauve-souris.',
      ],
      close: ['Vampires, baissez la main. Doppelgänger, ferme les yeux.'],
    },
  },
});
