import { roleText } from '../../../text/role-text.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Chasseur de Fantôme',
  article: 'le ',
  lines: {
    'paranormal-investigator': {
      open: [
        "Chasseur de Fantôme, réveille-toi. Tu peux regarder les cartes de deux autres joueurs au plus, l'une après l'autre. Si tu vois un Loup-Garou ou un Tanneur, arrête-toi\u00A0: tu es maintenant ce rôle.",
      ],
      close: ['Chasseur de Fantôme, ferme les yeux.'],
    },
  },
  short: {
    'paranormal-investigator': {
      open: ["Chasseur de Fantôme, réveille-toi et regarde jusqu'à deux cartes."],
      close: ['Chasseur de Fantôme, ferme les yeux.'],
    },
  },
});
