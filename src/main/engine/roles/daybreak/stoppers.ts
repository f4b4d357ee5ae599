import { ALIEN_KIND, VAMPIRE_KIND, WEREWOLF_KIND } from '../../kinds.ts';
import type { GameState } from '../../state.ts';
import type { Role } from '../../vocabulary.ts';

/**
 * The cards that stop the Paranormal Investigator and turn the Revealer's card back down: a Werewolf or
 * the Tanner (Daybreak), and with other games' monsters in play a Vampire or an Alien too (the app's
 * wording, docs/rulings.md); the house rule `daybreakWerewolfTannerOnly` keeps to the Daybreak text.
 */
export function stopsAt(state: GameState, role: Role | null): Role | null {
  if (role === null) return null;
  if (WEREWOLF_KIND.has(role)) return 'werewolf';
  if (role === 'tanner') return 'tanner';
  if (state.setup.options.daybreakWerewolfTannerOnly) return null;
  if (VAMPIRE_KIND.has(role)) return 'vampire';
  if (ALIEN_KIND.has(role)) return 'alien';
  return null;
}
