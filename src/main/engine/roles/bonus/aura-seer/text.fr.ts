import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Diseuse de Bonne Aventure',
  article: 'la ',
  lines: {
    'aura-seer': {
      open: [
        'Diseuse de Bonne Aventure, réveille-toi. Vous tous qui avez regardé ou déplacé une carte ou une marque cette nuit, gardez les yeux fermés et levez le pouce.',
      ],
      close: ['Baissez le pouce. Diseuse de Bonne Aventure, ferme les yeux.'],
    },
    'aura-seer/doppelganger': {
      open: [
        'Doppelgänger, si tu as vu la Diseuse de Bonne Aventure, réveille-toi. Vous tous qui avez regardé ou déplacé une carte ou une marque cette nuit, levez le pouce.',
      ],
      close: ['Baissez le pouce. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    'aura-seer': {
      open: ['Diseuse de Bonne Aventure, réveille-toi. Qui a regardé ou déplacé, pouce levé.'],
      close: ['Pouces baissés. Diseuse de Bonne Aventure, ferme les yeux.'],
    },
    'aura-seer/doppelganger': {
      open: ['Doppelgänger Diseuse de Bonne Aventure, réveille-toi. Qui a regardé ou déplacé, pouce levé.'],
      close: ['Pouces baissés. Doppelgänger, ferme les yeux.'],
    },
  },
});
