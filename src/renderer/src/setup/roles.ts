/**
 * The setup screen's role catalogue: which box each role comes from (src/shared/roles.ts) and how many
 * copies the screen offers.
 */
import { ALIEN_ROLE_IDS, VAMPIRE_ROLE_IDS, WEREWOLF_ROLE_IDS, type RoleId } from '../../../shared/roles.ts';

export type { RoleId };
export type Box = 'werewolf' | 'vampire' | 'alien';

export const WEREWOLF_ROLES: readonly RoleId[] = WEREWOLF_ROLE_IDS;
export const VAMPIRE_ROLES: readonly RoleId[] = VAMPIRE_ROLE_IDS;
export const ALIEN_ROLES: readonly RoleId[] = ALIEN_ROLE_IDS;

export const BOXES: readonly { readonly box: Box; readonly roles: readonly RoleId[] }[] = [
  { box: 'werewolf', roles: WEREWOLF_ROLES },
  { box: 'vampire', roles: VAMPIRE_ROLES },
  { box: 'alien', roles: ALIEN_ROLES },
];

/** Every role, Werewolf box first: the order of the deck list and of the manual deal's choices. */
export const ROLES: readonly RoleId[] = [...WEREWOLF_ROLES, ...VAMPIRE_ROLES, ...ALIEN_ROLES];

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
  'alien',
  'cow',
]);
const REPEATABLE_CAP = 3;

export function maxCopies(role: RoleId): number {
  return REPEATABLE.has(role) ? REPEATABLE_CAP : 1;
}

const BOX_OF = new Map<RoleId, Box>([
  ...WEREWOLF_ROLES.map((r) => [r, 'werewolf'] as const),
  ...VAMPIRE_ROLES.map((r) => [r, 'vampire'] as const),
  ...ALIEN_ROLES.map((r) => [r, 'alien'] as const),
]);

export function boxOf(role: RoleId): Box {
  return BOX_OF.get(role)!;
}

export function isRoleId(value: string): value is RoleId {
  return BOX_OF.has(value as RoleId);
}

/** Vampire, The Master and The Count: the cards that make a player a Vampire. */
export const VAMPIRE_KIND: ReadonlySet<RoleId> = new Set(['vampire', 'the-master', 'the-count']);

/** The Alien cards whose holder wakes as an Alien (the Synthetic Alien, Groob and Zerb included). */
export const ALIEN_KIND: ReadonlySet<RoleId> = new Set(['alien', 'synthetic-alien', 'groob', 'zerb']);

/** Roles the app directs: with one of them in the deck, the app's Randomization settings apply. */
export const APP_DIRECTED: ReadonlySet<RoleId> = new Set([
  ...ALIEN_KIND,
  'oracle',
  'psychic',
  'rascal',
  'exposer',
  'mortician',
  'blob',
]);
