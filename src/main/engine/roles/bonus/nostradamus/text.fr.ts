import { de, laCarteDe } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { NostradamusSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Nostradamus',
  article: '',
  prompts: {
    nostradamus:
      'Les cartes qu’il regarde, une à la fois, dans l’ordre (jusqu’à trois) : il s’arrête sur une carte hors de l’équipe du village.',
  },
  lines: {
    nostradamus: {
      open: [
        "Nostradamus, réveille-toi. Tu peux regarder les cartes de trois autres joueurs au plus, l'une après l'autre\u202F; arrête-toi dès qu'une carte n'est pas du Village. Indique ensuite à l'application l'équipe de la dernière carte vue.",
      ],
      close: ['Nostradamus, ferme les yeux.'],
    },
    'nostradamus/doppelganger': {
      open: [
        "Doppelgänger, si tu as vu Nostradamus, réveille-toi. Tu peux regarder les cartes de trois autres joueurs au plus, l'une après l'autre, et indiquer l'équipe de la dernière.",
      ],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    nostradamus: {
      open: ["Nostradamus, réveille-toi et regarde jusqu'à trois cartes."],
      close: ['Nostradamus, ferme les yeux.'],
    },
    'nostradamus/doppelganger': {
      open: ['Doppelgänger Nostradamus, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: NostradamusSaid, { who, team }) => `${who} est dans l'équipe : ${team(said.team)}`,
  reasons: {
    'not-a-team': (p) =>
      `« ${p.team} » n'est l'équipe d'aucune carte de cette partie\u00A0: l'application annonce l'équipe de la dernière carte que Nostradamus a vue (${p.teams.join(', ')}).`,
    other: () => "Nostradamus regarde les cartes d'autres joueurs",
    rule: () => "Nostradamus peut regarder jusqu'à trois cartes d'autres joueurs, l'une après l'autre",
    stops: (p) => `${laCarteDe(p.player)} n'est pas dans l'équipe du village\u00A0: Nostradamus s'arrête là.`,
    announced: (p) =>
      `La dernière carte que Nostradamus a vue, celle ${de(p.player)}, est dans l'équipe ${p.team}, mais app.${p.key} dit « ${p.recorded} »\u00A0: l'application annonce l'équipe de la dernière carte qu'il a vue.`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
