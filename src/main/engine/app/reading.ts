import { nightIdentity, playerCount } from '../queries.ts';
import type { GameState } from '../model.ts';

/**
 * Who is an Alien during the night, as the players know it: those who woke as an Alien (Synthetic, Groob,
 * Zerb and the Doppelgänger who copied one included), and players the Aliens made one of them.
 */
export function isAlienNow(state: GameState, player: number): boolean {
  if (state.becomes?.[player] === 'alien') return true;
  const id = nightIdentity(state, player);
  return !id.inert && state.setup.roles.kinds.alien.has(id.role);
}

export function aliensNow(state: GameState): number[] {
  const aliens: number[] = [];
  for (let p = 0; p < playerCount(state); p++) if (isAlienNow(state, p)) aliens.push(p);
  return aliens;
}

/**
 * Those who woke with the Aliens at 1-A (not held back by Fear), or at its time loop's pass: a player the
 * Aliens tapped there has not woken yet (rule 42).
 */
export function awakeAliens(state: GameState): readonly number[] {
  return state.aliensWoke;
}
