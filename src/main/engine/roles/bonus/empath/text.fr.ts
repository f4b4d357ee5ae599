import { roleText } from '../../../text/role-text.ts';

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
});
