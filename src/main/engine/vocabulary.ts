import {
  ALIEN_ROLE_IDS,
  ARTIFACT_IDS,
  CALL_IDS,
  type CallId,
  BONUS_ROLE_IDS,
  DAYBREAK_ROLE_IDS,
  VAMPIRE_ROLE_IDS,
  WEREWOLF_ROLE_IDS,
} from '../../shared/roles.ts';

/**
 * The game's vocabulary as data: every id is an `as const` tuple and its union type is derived from it,
 * so adding a role is adding a row, never an `if`.
 */

export const WEREWOLF_ROLES = WEREWOLF_ROLE_IDS;
export const VAMPIRE_ROLES = VAMPIRE_ROLE_IDS;
export const ALIEN_ROLES = ALIEN_ROLE_IDS;
export const DAYBREAK_ROLES = DAYBREAK_ROLE_IDS;
export const BONUS_ROLES = BONUS_ROLE_IDS;

export const ROLES = [...VAMPIRE_ROLES, ...WEREWOLF_ROLES, ...ALIEN_ROLES, ...DAYBREAK_ROLES, ...BONUS_ROLES] as const;
export type Role = (typeof ROLES)[number];
export type ByRole<T> = { readonly [R in Role]: T };

/**
 * The kinds of creature a card makes its holder ("for the roles below, 'Vampire' includes the regular
 * Vampire, The Master, and The Count"; Werewolves, the Minion not one; Aliens), and the cards that copy
 * another (the copied role travels with the card). Each role declares its kinds (`defineRole`).
 */
export const ROLE_KINDS = ['werewolf', 'vampire', 'alien', 'copier'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

export const GAMES = ['werewolf', 'vampire', 'alien', 'daybreak', 'bonus'] as const;
export type Game = (typeof GAMES)[number];

export const MARKS = ['clarity', 'vampire', 'fear', 'bat', 'disease', 'love', 'traitor', 'assassin'] as const;
export type Mark = (typeof MARKS)[number];

export const TEAMS = [
  'village',
  'werewolf',
  'vampire',
  'alien',
  'tanner',
  'assassin',
  'apprentice-assassin',
  'synthetic-alien',
  'groob',
  'zerb',
  'leader',
  'blob',
  'mortician',
  'nostradamus',
] as const;
export type Team = (typeof TEAMS)[number];

export const CALLS = CALL_IDS;
export type Call = CallId;

/** The Curator's artifacts (Daybreak, Bonus Packs 1–3), as a record names them. */
export const ARTIFACTS = ARTIFACT_IDS;
export type Artifact = (typeof ARTIFACTS)[number];

export const PHASES = ['dusk', 'night'] as const;
export type Phase = (typeof PHASES)[number];

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 12;
export const CENTER_SIZE = 3;

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ROLE_SET.has(value);
}

export function isArtifact(value: unknown): value is Artifact {
  return typeof value === 'string' && (ARTIFACTS as readonly string[]).includes(value);
}

export function isCall(value: unknown): value is Call {
  return typeof value === 'string' && (CALLS as readonly string[]).includes(value);
}
