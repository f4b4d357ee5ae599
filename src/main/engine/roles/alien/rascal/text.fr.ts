import { placeFr } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { RascalSaid, RippleTarget } from '../../../app/said.ts';
import type { RascalAction } from '../../../app/vocabulary.ts';
import type { AppPhrases } from '../../../text/role-text.ts';

/** Ce que l'application permet au Chenapan, selon le rôle dont il emprunte l'action. */
const RASCAL: Readonly<Record<RascalAction, (target: RippleTarget | undefined, phrases: AppPhrases) => string>> = {
  troublemaker: (target, { who, place }) => `${who} peut échanger les cartes ${place(target ?? 'any-two')}`,
  robber: (target, { who, cardOf }) =>
    `${who} peut prendre ${cardOf(target ?? 'any')}, donner la sienne en échange et regarder sa nouvelle carte`,
  witch: (target, { who, cardOf }) =>
    `${who} peut regarder ${cardOf(target ?? 'any')} et, s'il le fait, doit la donner à un joueur`,
  drunk: (target, { who, cardOf }) => `${who} doit échanger sa carte avec ${cardOf(target ?? 'any')} sans la regarder`,
  idiot: (_target, { who }) =>
    `${who} peut décaler d'une place vers la gauche ou la droite la carte de chacun des autres joueurs`,
};

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Chenapan',
  article: 'le ',
  lines: {
    rascal: { open: ['Chenapan, réveille-toi.'], close: ['Chenapan, ferme les yeux.'] },
    'rascal/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Chenapan, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    rascal: { open: ['Chenapan, réveille-toi.'], close: ['Chenapan, ferme les yeux.'] },
    'rascal/doppelganger': { open: ['Doppelgänger Chenapan, réveille-toi.'], close: ['Doppelgänger, ferme les yeux.'] },
  },
  app: (said: RascalSaid, phrases) => RASCAL[said.action](said.target, phrases),
  reasons: {
    'idiot-target': () => "L'Idiot du Village décale toutes les autres cartes\u00A0: pas de cible.",
    'names-where': (p) => `« ${p.action} » nomme où sont les cartes.`,
    'two-players': (p) =>
      `Les cartes de la Noiseuse sont celles de deux joueurs\u00A0: « ${p.target} » nomme une seule place.`,
    'one-card': (p) => `« ${p.action} » déplace une carte\u00A0: « ${p.target} » nomme deux joueurs.`,
    shielded: () => "a une carte protégée par le bouclier de la Sentinelle\u00A0: le Chenapan ne peut pas l'échanger",
    who: () => 'le Chenapan',
    exchange: (p) => `le Chenapan peut échanger les cartes de ${placeFr(p.target)}`,
    take: (p) => `le Chenapan peut prendre la carte de ${placeFr(p.target)}`,
    give: (p) => `peut regarder la carte de ${placeFr(p.target)} puis doit la donner à un joueur`,
    drunk: (p) => `le Chenapan doit échanger sa carte avec celle de ${placeFr(p.target)}`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
