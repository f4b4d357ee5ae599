import type { RippleGroup, ViewTarget } from '../../../app/vocabulary.ts';
import { describeGroup, describeViewTarget } from '../../../text/reasons-en.ts';
import { roleText } from '../../../text/role-text.ts';
import type { AliensSaid } from '../../../app/said.ts';

/** The Alien's words in English: the name, and what the moderator says at each call. */
export const en = roleText({
  name: 'Alien',
  article: 'the ',
  lines: {
    aliens: { open: ['Aliens, wake up and look for other Aliens.'], close: ['Aliens, close your eyes.'] },
  },
  short: {
    aliens: { open: ['Aliens, wake up.'], close: ['Aliens, close your eyes.'] },
  },
  app: (said: AliensSaid, { viewTarget, group }) => {
    switch (said.action) {
      case 'view':
        return `the Aliens may each look at the card of ${viewTarget(said.target ?? 'any')}`;
      case 'all-view':
        return `the Aliens may look together at the card of ${viewTarget(said.target ?? 'any')}`;
      case 'stare':
        return 'the Aliens only look at each other';
      case 'timer':
        return "the Aliens halve the day's discussion timer";
      case 'left':
      case 'right':
        return `every Alien passes its card to the next Alien on its ${said.action}`;
      case 'show':
        return 'the Aliens show each other their cards';
      case 'new-alien':
      case 'alien-helper':
        return `${group(said.group ?? 'everyone')} hold out a fist and the Aliens tap one of them, who ${said.action === 'new-alien' ? 'becomes an Alien' : 'joins the alien team without becoming an Alien'}`;
    }
  },
  reasons: {
    'names-cards': (p: { action: string }) => `"${p.action}" names whose cards: any, even, odd or player numbers`,
    'no-target': (p: { action: string }) => `"${p.action}" has no target`,
    'names-fist': (p: { action: string }) => `"${p.action}" names who holds out a fist: everyone, even or odd`,
    'no-group': (p: { action: string }) => `"${p.action}" has no group`,
    viewing: (p: { player: string; target: ViewTarget }) =>
      `${p.player} is the Alien viewing; the app said ${describeViewTarget(p.target)}`,
    fist: (p: { player: string; number: number; group: RippleGroup }) =>
      `${p.player} is Player ${p.number}; the app said ${describeGroup(p.group)} hold out a fist`,
    alien: (p: { player: string }) => `${p.player} is an Alien; the Aliens tap a player who is not one of them`,
    each: (p: { target: ViewTarget }) => `each Alien may view the card of ${describeViewTarget(p.target)}`,
    together: (p: { target: ViewTarget }) => `the Aliens together may view the card of ${describeViewTarget(p.target)}`,
  },
});
