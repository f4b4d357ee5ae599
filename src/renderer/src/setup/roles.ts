/**
 * The setup screen's role catalogue: which box each role comes from and how many copies the screen
 * offers. The engine's own table (src/main/engine/roles.ts) is the authority; the renderer cannot import
 * from main/, so the two lists are kept here and checked against the contract's role ids below.
 */
import type { RoleIdSchema } from '../../../shared/session-contract.ts';
import type { z } from 'zod';

export type RoleId = z.infer<typeof RoleIdSchema>;
export type Box = 'werewolf' | 'vampire';

/** One Night Ultimate Werewolf, in the order of the base rules' role list. */
export const WEREWOLF_ROLES = [
  'doppelganger',
  'werewolf',
  'minion',
  'mason',
  'seer',
  'robber',
  'troublemaker',
  'drunk',
  'insomniac',
  'villager',
  'tanner',
  'hunter',
] as const satisfies readonly RoleId[];

/** One Night Ultimate Vampire, in the order of its wake list. */
export const VAMPIRE_ROLES = [
  'copycat',
  'vampire',
  'the-master',
  'the-count',
  'renfield',
  'diseased',
  'cupid',
  'instigator',
  'priest',
  'assassin',
  'apprentice-assassin',
  'marksman',
  'pickpocket',
  'gremlin',
] as const satisfies readonly RoleId[];

// Every role id of the contract is in exactly one box (a new role fails to compile until it is placed).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _everyRole: Same<RoleId, (typeof WEREWOLF_ROLES)[number] | (typeof VAMPIRE_ROLES)[number]> = true;
void _everyRole;

export const BOXES: readonly { readonly box: Box; readonly roles: readonly RoleId[] }[] = [
  { box: 'werewolf', roles: WEREWOLF_ROLES },
  { box: 'vampire', roles: VAMPIRE_ROLES },
];

/** Every role, Werewolf box first: the order of the deck list and of the manual deal's choices. */
export const ROLES: readonly RoleId[] = [...WEREWOLF_ROLES, ...VAMPIRE_ROLES];

/**
 * Roles that may be in the deck more than once (docs/rulings.md §2). The rules set no limit; the screen
 * offers three, which no printed scenario exceeds.
 */
const REPEATABLE: ReadonlySet<RoleId> = new Set([
  'vampire',
  'werewolf',
  'mason',
  'minion',
  'villager',
  'tanner',
  'hunter',
]);
const REPEATABLE_CAP = 3;

export function maxCopies(role: RoleId): number {
  return REPEATABLE.has(role) ? REPEATABLE_CAP : 1;
}

const BOX_OF = new Map<RoleId, Box>([
  ...WEREWOLF_ROLES.map((r) => [r, 'werewolf'] as const),
  ...VAMPIRE_ROLES.map((r) => [r, 'vampire'] as const),
]);

export function boxOf(role: RoleId): Box {
  return BOX_OF.get(role)!;
}

export function isRoleId(value: string): value is RoleId {
  return BOX_OF.has(value as RoleId);
}

/** Vampire, The Master and The Count: the cards that make a player a Vampire. */
export const VAMPIRE_KIND: ReadonlySet<RoleId> = new Set(['vampire', 'the-master', 'the-count']);
