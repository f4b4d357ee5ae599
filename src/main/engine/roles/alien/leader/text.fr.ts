import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Meneuse',
  article: 'la ',
  lines: {
    leader: {
      open: [
        "Meneuse, réveille-toi. Aliens, gardez les yeux fermés et levez le pouce. Groob et Zerb, si vous vous êtes vus, désignez-vous l'un l'autre à la place.",
      ],
      close: ['Aliens, baissez le pouce. Meneuse, ferme les yeux.'],
    },
    'leader/doppelganger': {
      open: ['Doppelgänger, si tu as vu la Meneuse, réveille-toi. Aliens, gardez le pouce levé.'],
      close: ['Aliens, baissez le pouce. Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    leader: {
      open: ['Meneuse, réveille-toi. Aliens, pouce levé.'],
      close: ['Pouces baissés. Meneuse, ferme les yeux.'],
    },
    'leader/doppelganger': {
      open: ['Doppelgänger Meneuse, réveille-toi. Aliens, pouce levé.'],
      close: ['Pouces baissés. Doppelgänger, ferme les yeux.'],
    },
  },
});
