import type { GameState } from '../../model.ts';
import { isKind } from '../../queries.ts';
import type { Role } from '../../vocabulary.ts';

/** Every role `stopsAt` may give: the cards the Paranormal Investigator may become. */
export const STOPS: readonly Role[] = ['werewolf', 'tanner', 'vampire', 'alien'];

/**
 * The cards that stop the Paranormal Investigator (he becomes that role) and turn the Revealer's card back
 * down: a Werewolf or the Tanner (Daybreak); a Vampire ("Si le chasseur de fantôme retourne un Vampire, il
 * ne peut pas consulter d'autre carte et se transforme en Vampire", FR); an Alien by the app's wording ("any
 * non-village role"), which the house rule `daybreakWerewolfTannerOnly` leaves out (docs/rulings.md).
 */
export function stopsAt(state: GameState, role: Role | null): Role | null {
  if (role === null) return null;
  if (isKind(state, role, 'werewolf')) return 'werewolf';
  if (role === 'tanner') return 'tanner';
  if (isKind(state, role, 'vampire')) return 'vampire';
  if (state.setup.options.daybreakWerewolfTannerOnly) return null;
  if (isKind(state, role, 'alien')) return 'alien';
  return null;
}

/**
 * The cards the Revealer turns back face down (the kind it is, or null when it stays up): those above, and the Assassin ("Si le divinateur retourne un
 * Vampire (peu importe lequel) ou l'assassin, il doit le remettre face cachée, tout comme les Loups-Garous
 * ou le tanneur. Le copycat et l'apprentie assassin restent face visible", FR).
 */
export function turnedBackDown(state: GameState, role: Role | null): Role | null {
  return role === 'assassin' ? 'assassin' : stopsAt(state, role);
}
