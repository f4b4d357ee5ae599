import { ARTIFACT_ROLES } from './artifacts.ts';
import type { GameState, StepRule } from './model.ts';
import type { Artifact, Mark, Role, RoleKind } from './vocabulary.ts';

/**
 * Questions about a game's table. They read the state only and name no role (the kinds of each role are
 * the registry's facts the setup carries), so role folders use them freely.
 */

/** Does this role make its holder a creature of this kind (a Werewolf, a Vampire, an Alien), or copy a card? */
export function isKind(state: GameState, role: Role, kind: RoleKind): boolean {
  return state.setup.roles.kinds[kind].has(role);
}

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
  const copy = state.setup.roles.kinds.copier.has(start) ? state.copies[card] : null;
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
  // "Your card is now an Alien card": the card is what it became, wherever it goes.
  const became = state.cardBecomes?.[card];
  if (became) return became;
  const role = state.setup.cards[card]!;
  const facts = state.setup.roles;
  if (facts.kinds.copier.has(role)) return state.copies[card]?.role ?? null;
  if (facts.powerlessFromCenter.has(role) && !state.startCards.includes(card)) return null;
  return role;
}

export function finalRole(state: GameState, player: number): Role | null {
  // "The *player* remains an Alien, regardless of what his card is."
  const became = state.becomes?.[player];
  if (became) return became;
  const card = state.positions[player]!;
  // An artifact that changes the role overrides the card (the Claw of the Werewolf, the Bow of the Hunter…).
  const artifact = state.artifacts?.[card];
  if (artifact) {
    const role = ARTIFACT_ROLES[artifact];
    if (role) return role;
  }
  return effectiveRole(state, card);
}

/** The artifact that changes the role of the card in front of this player, if any. */
export function roleArtifact(state: GameState, player: number): Artifact | null {
  const artifact = state.artifacts?.[state.positions[player]!];
  return artifact && ARTIFACT_ROLES[artifact] ? artifact : null;
}

/** How many center cards lie on the table: 3, or 4 with the Alpha Wolf's center Werewolf card (index 3). */
export function centerCount(state: GameState): number {
  return state.setup.centerCount;
}

/*
 * Shared, read-only by their type, and not frozen: a frozen list is another kind of array, and a choice's
 * center indexes meet the other lists of numbers in the same functions (see `arrays.ts`).
 */
const CENTER_3: readonly number[] = [0, 1, 2];
const CENTER_4: readonly number[] = [0, 1, 2, 3];

/** The center cards a role may choose among: the center Werewolf card "counts as a center card" too. */
export function centerIndexes(state: GameState): readonly number[] {
  return state.setup.centerCount === 4 ? CENTER_4 : CENTER_3;
}

/** A shield lies on the card in front of this player (the Sentinel's): it cannot be viewed or moved. */
export function isShielded(state: GameState, player: number): boolean {
  return state.shields?.[player] === true;
}

/** An Alien at the end: the card (or what the player became) is an Alien, unless the Mark of the Vampire says otherwise. */
export function isAlien(state: GameState, player: number): boolean {
  if (markAt(state, player) === 'vampire') return false;
  const role = finalRole(state, player);
  return role !== null && state.setup.roles.kinds.alien.has(role);
}

/** A Vampire: card Vampire, Master or Count (or a copy of one), or the Mark of the Vampire. */
export function isVampire(state: GameState, player: number): boolean {
  if (markAt(state, player) === 'vampire') return true;
  const role = finalRole(state, player);
  return role !== null && state.setup.roles.kinds.vampire.has(role);
}

/** A Werewolf (not the Minion); the Mark of the Vampire makes a Werewolf a Vampire. */
export function isWerewolf(state: GameState, player: number): boolean {
  if (markAt(state, player) === 'vampire') return false;
  const role = finalRole(state, player);
  return role !== null && state.setup.roles.kinds.werewolf.has(role);
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
