import { VAMPIRE_ROLE_IDS, WEREWOLF_ROLE_IDS } from '../../shared/roles.ts';

/**
 * The game's vocabulary as data: every id is an `as const` tuple and its union type is derived from it,
 * so adding a role is adding a row, never an `if`.
 */

export const WEREWOLF_ROLES = WEREWOLF_ROLE_IDS;
export const VAMPIRE_ROLES = VAMPIRE_ROLE_IDS;

export const ROLES = [...VAMPIRE_ROLES, ...WEREWOLF_ROLES] as const;
export type Role = (typeof ROLES)[number];
export type ByRole<T> = { readonly [R in Role]: T };

export const GAMES = ['werewolf', 'vampire'] as const;
export type Game = (typeof GAMES)[number];

export const MARKS = ['clarity', 'vampire', 'fear', 'bat', 'disease', 'love', 'traitor', 'assassin'] as const;
export type Mark = (typeof MARKS)[number];

export const TEAMS = ['village', 'werewolf', 'vampire', 'tanner', 'assassin', 'apprentice-assassin'] as const;
export type Team = (typeof TEAMS)[number];

/** The calls a game record's night entries answer (docs/record-format.md). */
export const CALLS = [
  'copycat',
  'doppelganger',
  'vampires',
  'the-count',
  'renfield',
  'diseased',
  'cupid',
  'instigator',
  'priest',
  'assassin',
  'apprentice-assassin',
  'lovers',
  'werewolves',
  'minion',
  'masons',
  'seer',
  'robber',
  'troublemaker',
  'drunk',
  'insomniac',
  'marksman',
  'pickpocket',
  'gremlin',
] as const;
export type Call = (typeof CALLS)[number];

export const PHASES = ['dusk', 'night'] as const;
export type Phase = (typeof PHASES)[number];

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 12;
export const CENTER_SIZE = 3;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isCall(value: unknown): value is Call {
  return typeof value === 'string' && (CALLS as readonly string[]).includes(value);
}
