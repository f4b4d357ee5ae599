import { laCarteDe, placeFr } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { BodySnatcherSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Voleur de Corps',
  article: 'le ',
  prompts: { 'body-snatcher': 'La carte qu’il prend, comme l’a dit l’application (il y laisse la sienne).' },
  lines: {
    'body-snatcher': { open: ['Voleur de Corps, réveille-toi.'], close: ['Voleur de Corps, ferme les yeux.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger, si tu as vu le Voleur de Corps, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  short: {
    'body-snatcher': { open: ['Voleur de Corps, réveille-toi.'], close: ['Voleur de Corps, ferme les yeux.'] },
    'body-snatcher/doppelganger': {
      open: ['Doppelgänger Voleur de Corps, réveille-toi.'],
      close: ['Doppelgänger, ferme les yeux.'],
    },
  },
  app: (said: BodySnatcherSaid, { who, place }) => {
    if (said.action === 'pretend') return `${who} fait semblant et ne prend rien`;
    if (said.action === 'center') return `${who} peut prendre une carte du milieu, y laisser la sienne et la regarder`;
    return `${who} peut prendre la carte ${place(said.target ?? 'any')} qui n'est pas un Alien, lui laisser la sienne et la regarder`;
  },
  reasons: {
    'steal-target': () => '« steal » nomme la carte de qui\u00A0: any, even, odd, left, right ou one-neighbour.',
    'no-target': (p) => `« ${p.action} » n'a pas de cible (une cible n'est que pour « steal »).`,
    shielded: () => 'a une carte protégée par un bouclier\u00A0: le Voleur de Corps ne peut pas la donner',
    who: () => 'le Voleur de Corps',
    center: (p) =>
      `${laCarteDe(p.player)} n'est pas une carte du milieu\u00A0: l'application a dit une carte du milieu.`,
    'center-rule': () => "l'application a dit une carte du milieu",
    alien: (p) =>
      `${p.player} est un Alien\u00A0: le Voleur de Corps prend la carte d'un joueur qui n'est pas un Alien.`,
    rule: (p) => `l'application a dit la carte de ${placeFr(p.target)}, pas celle d'un Alien`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
