import { roleText } from '../../../text/role-text.ts';
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
});
