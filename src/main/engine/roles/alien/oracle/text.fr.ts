import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Oracle',
  article: "l'",
  lines: {
    oracle: { open: ["Oracle, réveille-toi et réponds à l'application."], close: ['Oracle, ferme les yeux.'] },
    'oracle/doppelganger': {
      open: ["Doppelgänger, si tu as vu l'Oracle, réveille-toi et réponds à l'application."],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    oracle: { open: ['Oracle, réveille-toi.'], close: ['Oracle, ferme les yeux.'] },
    'oracle/doppelganger': { open: ['Doppelgänger Oracle, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
  reasons: {
    'only-with-team': (p) => `L'application ne pose « ${p.question} » que quand cette équipe est en jeu.`,
    'not-an-answer': (p) =>
      `« ${p.answer} » ne répond pas à « ${p.question} »\u00A0: les réponses sont ${p.upTo !== null ? `de 1 à ${p.upTo}` : p.answers.join(' ou ')}.`,
    'no-reply': (p) => `L'application ne répond rien à « ${p.question} » quand la réponse est ${p.answer}.`,
    replies: (p) =>
      `L'application répond ${p.allowed.map((a) => `« ${a} »`).join(' ou ')} à « ${p.question} » quand la réponse est oui.`,
    'player-number': (p) =>
      `L'application nomme le joueur dont elle regarde la carte\u00A0: un numéro de 1 à ${p.players}.`,
    number: (p) => `L'application pense à un nombre de 1 à ${p.max}.`,
    'center-only': () => "l'application laisse l'Oracle regarder des cartes du milieu, pas celles des joueurs.",
    rule: (p) => `l'application laisse l'Oracle regarder jusqu'à ${p.count} carte${p.count === 1 ? '' : 's'} du milieu`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
