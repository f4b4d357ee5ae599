import { COPIER_KIND, POWERLESS_FROM_CENTER, VAMPIRE_KIND, WEREWOLF_KIND } from './kinds.ts';
import type { GameState } from './state.ts';
import type { StepRule } from './wake-order.ts';
import type { Mark, Role } from './vocabulary.ts';

/**
 * Questions about a game's table. They read the state only and name no role (the kinds are vocabulary
 * tables), so role modules use them freely.
 */

export function playerCount(state: GameState): number {
  return state.setup.players.length;
}

export function cardAt(state: GameState, position: number): Role {
  return state.setup.cards[state.positions[position]!]!;
}

export function markAt(state: GameState, player: number): Mark {
  return state.setup.tokens[state.marks[player]!]!.kind;
}

export function tokenKind(state: GameState, token: number): Mark {
  return state.setup.tokens[token]!.kind;
}

/** Who a player is at night: the role they started with, or the role their Copycat/Doppelgänger card copied. */
export interface NightIdentity {
  readonly role: Role;
  readonly doppelganger: boolean;
  readonly inert: boolean;
  readonly viaCopycat: boolean;
}

/** "Night actions belong to the starting card": the player who started with it acts, wherever it went. */
export function nightIdentity(state: GameState, player: number): NightIdentity {
  const card = state.startCards[player]!;
  const start = state.setup.cards[card]!;
  const copy = COPIER_KIND.has(start) ? state.copies[card] : null;
  if (!copy) return { role: start, doppelganger: false, inert: false, viaCopycat: false };
  return { role: copy.role, doppelganger: copy.doppelganger, inert: copy.inert, viaCopycat: !copy.doppelganger };
}

/**
 * The role a card gives its holder at the end. A Copycat or Doppelgänger card is what it copied; one that
 * started in the center copied nothing, and "that player is on the village team and has no special power"
 * (Vampire text, special cases); so is an Assassin card that started in the center (French edition).
 * `null` means a plain villager with no power.
 */
export function effectiveRole(state: GameState, card: number): Role | null {
  const role = state.setup.cards[card]!;
  if (COPIER_KIND.has(role)) return state.copies[card]?.role ?? null;
  if (POWERLESS_FROM_CENTER.has(role) && !state.startCards.includes(card)) return null;
  return role;
}

export function finalRole(state: GameState, player: number): Role | null {
  return effectiveRole(state, state.positions[player]!);
}

/** A Vampire: card Vampire, Master or Count (or a copy of one), or the Mark of the Vampire. */
export function isVampire(state: GameState, player: number): boolean {
  if (markAt(state, player) === 'vampire') return true;
  const role = finalRole(state, player);
  return role !== null && VAMPIRE_KIND.has(role);
}

/** A Werewolf (not the Minion); the Mark of the Vampire makes a Werewolf a Vampire. */
export function isWerewolf(state: GameState, player: number): boolean {
  if (markAt(state, player) === 'vampire') return false;
  const role = finalRole(state, player);
  return role !== null && WEREWOLF_KIND.has(role);
}

export function isNightOver(state: GameState): boolean {
  return state.cursor >= state.setup.script.length;
}

export function currentStep(state: GameState): StepRule | null {
  return state.setup.script[state.cursor] ?? null;
}

/** The position id of center card `index` (0, 1, 2). */
export function centerPosition(state: GameState, index: number): number {
  return state.setup.players.length + index;
}
