import { deViewTargetFr, groupFr, viewTargetFr } from '../../../text/reasons-fr.ts';
import { roleText } from '../../../text/role-text.ts';
import type { SentencesLike } from '../../../text/sentences.ts';
import type { en } from './text.en.ts';
import type { AliensSaid } from '../../../app/said.ts';

/** Les mots du rôle en français (noms de l'édition française) : son nom, son article, et ce que dit le meneur. */
export const fr = roleText({
  name: 'Alien',
  article: "l'",
  lines: {
    aliens: { open: ['Aliens, réveillez-vous et cherchez les autres Aliens.'], close: ['Aliens, fermez les yeux.'] },
  },
  short: {
    aliens: { open: ['Aliens, réveillez-vous.'], close: ['Aliens, fermez les yeux.'] },
  },
  app: (said: AliensSaid, { viewTarget, group }) => {
    const target = viewTarget(said.target ?? 'any');
    switch (said.action) {
      case 'view':
        return `chaque Alien peut regarder la carte ${target}`;
      case 'all-view':
        return `les Aliens peuvent regarder ensemble la carte ${target}`;
      case 'stare':
        return 'les Aliens se regardent, sans rien faire de plus';
      case 'timer':
        return 'les Aliens divisent par deux le temps de discussion du jour';
      case 'left':
      case 'right':
        return `chaque Alien passe sa carte au prochain Alien à sa ${said.action === 'left' ? 'gauche' : 'droite'}`;
      case 'show':
        return 'les Aliens se montrent leurs cartes';
      case 'new-alien':
      case 'alien-helper':
        return `${group(said.group ?? 'everyone')} tendent le poing et les Aliens touchent l'un d'eux, qui ${said.action === 'new-alien' ? 'devient un Alien' : "rejoint l'équipe des Aliens sans devenir un Alien"}`;
    }
  },
  reasons: {
    'names-cards': (p) => `« ${p.action} » nomme les cartes de qui\u00A0: any, even, odd ou des numéros de joueurs.`,
    'no-target': (p) => `« ${p.action} » n'a pas de cible.`,
    'names-fist': (p) => `« ${p.action} » nomme qui tend le poing\u00A0: everyone, even ou odd.`,
    'no-group': (p) => `« ${p.action} » n'a pas de groupe.`,
    viewing: (p) => `${p.player} est l'Alien qui regarde\u00A0: l'application a dit ${viewTargetFr(p.target)}.`,
    fist: (p) =>
      `${p.player} est le joueur ${p.number}\u00A0: l'application a dit que ${groupFr(p.group)} tendent le poing.`,
    alien: (p) => `${p.player} est un Alien\u00A0: les Aliens touchent un joueur qui n'est pas des leurs.`,
    each: (p) => `chaque Alien peut regarder la carte ${deViewTargetFr(p.target)}`,
    together: (p) => `les Aliens peuvent regarder ensemble la carte ${deViewTargetFr(p.target)}`,
  } satisfies SentencesLike<(typeof en)['reasons']>,
});
