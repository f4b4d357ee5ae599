/**
 * The setup screen's role catalogue: which box each role comes from (src/shared/roles.ts) and how many
 * copies the screen offers (the engine's: src/shared/roles.ts `REPEATABLE_ROLE_IDS`).
 */
import {
  ALIEN_ROLE_IDS,
  BONUS_ROLE_IDS,
  DAYBREAK_ROLE_IDS,
  REPEATABLE_ROLE_IDS,
  VAMPIRE_ROLE_IDS,
  WEREWOLF_ROLE_IDS,
  type RoleId,
} from '../../../shared/roles.ts';

export type { RoleId };
/** The boxes as the deck lists them: the three games, Daybreak, and the three Bonus Packs. */
export type Box = 'werewolf' | 'vampire' | 'alien' | 'daybreak' | 'bonus1' | 'bonus2' | 'bonus3';

export const WEREWOLF_ROLES: readonly RoleId[] = WEREWOLF_ROLE_IDS;
export const VAMPIRE_ROLES: readonly RoleId[] = VAMPIRE_ROLE_IDS;
export const ALIEN_ROLES: readonly RoleId[] = ALIEN_ROLE_IDS;
export const DAYBREAK_ROLES: readonly RoleId[] = DAYBREAK_ROLE_IDS;
export const BONUS_ROLES: readonly RoleId[] = BONUS_ROLE_IDS;

/** The Bonus Packs: 1 (Aura Seer, Prince, Cursed), 2 (Apprentice Tanner, Thing, Squire, Beholder), 3. */
const BONUS_PACKS: readonly (readonly RoleId[])[] = [
  BONUS_ROLE_IDS.slice(0, 3),
  BONUS_ROLE_IDS.slice(3, 7),
  BONUS_ROLE_IDS.slice(7),
];

export const BOXES: readonly { readonly box: Box; readonly roles: readonly RoleId[] }[] = [
  { box: 'werewolf', roles: WEREWOLF_ROLES },
  { box: 'vampire', roles: VAMPIRE_ROLES },
  { box: 'alien', roles: ALIEN_ROLES },
  { box: 'daybreak', roles: DAYBREAK_ROLES },
  { box: 'bonus1', roles: BONUS_PACKS[0]! },
  { box: 'bonus2', roles: BONUS_PACKS[1]! },
  { box: 'bonus3', roles: BONUS_PACKS[2]! },
];

/** Every role, box by box: the order of the deck list and of the manual deal's choices. */
export const ROLES: readonly RoleId[] = BOXES.flatMap((b) => b.roles);

const REPEATABLE: ReadonlySet<RoleId> = new Set(REPEATABLE_ROLE_IDS);
/** A role the game allows any number of: as many as a deck holds (twelve players and the center). */
const REPEATABLE_CAP = 15;

/** How many copies of a role the deck may hold: one, or any number (docs/rulings.md §2). */
export function maxCopies(role: RoleId): number {
  return REPEATABLE.has(role) ? REPEATABLE_CAP : 1;
}

const BOX_OF = new Map<RoleId, Box>(BOXES.flatMap(({ box, roles }) => roles.map((r) => [r, box] as const)));

export function boxOf(role: RoleId): Box {
  return BOX_OF.get(role)!;
}

export function isRoleId(value: string): value is RoleId {
  return BOX_OF.has(value as RoleId);
}

/** Vampire, The Master and The Count: the cards that make a player a Vampire. */
export const VAMPIRE_KIND: ReadonlySet<RoleId> = new Set(['vampire', 'the-master', 'the-count']);

/** The Alien cards whose holder wakes as an Alien (the Synthetic Alien, Groob, Zerb and the Body Snatcher included). */
export const ALIEN_KIND: ReadonlySet<RoleId> = new Set(['alien', 'synthetic-alien', 'groob', 'zerb', 'body-snatcher']);

/** Werewolf cards (the Minion is not one): what the Daybreak house rules and the Squire look at. */
export const WEREWOLF_KIND: ReadonlySet<RoleId> = new Set(['werewolf', 'alpha-wolf', 'mystic-wolf', 'dream-wolf']);

/** Roles the app directs: with one of them in the deck, the app's Randomization settings apply. */
export const APP_DIRECTED: ReadonlySet<RoleId> = new Set([
  ...ALIEN_KIND,
  'oracle',
  'psychic',
  'rascal',
  'exposer',
  'mortician',
  'blob',
  'body-snatcher',
  'empath',
  'nostradamus',
]);
