import type { Role } from './vocabulary.ts';

/**
 * Vocabulary tables: the kinds of creature a role card makes its holder, as the rule texts group them.
 * They are data the core reads ("is this player a Vampire?") without naming a role.
 */

/** "For the roles below, 'Vampire' includes the regular Vampire, The Master, and The Count." */
export const VAMPIRE_KIND: ReadonlySet<Role> = new Set<Role>(['vampire', 'the-master', 'the-count']);

/** Werewolves (the Minion is not one). */
export const WEREWOLF_KIND: ReadonlySet<Role> = new Set<Role>(['werewolf', 'alpha-wolf', 'mystic-wolf', 'dream-wolf']);

/**
 * Aliens: "For the roles below, 'Alien' includes the regular Aliens, Groob, Zerb, and any other card that
 * becomes an Alien during the Night phase"; the Synthetic Alien "is an Alien" with his own win rule.
 */
export const ALIEN_KIND: ReadonlySet<Role> = new Set<Role>([
  'alien',
  'synthetic-alien',
  'groob',
  'zerb',
  'body-snatcher',
]);

/** Roles whose card is a copy of another role (the copied role travels with the card). */
export const COPIER_KIND: ReadonlySet<Role> = new Set<Role>(['copycat', 'doppelganger']);

/**
 * Cards that give no power to a player who receives them during the night when they started in the
 * center: a copier copied nothing, and an Assassin placed no Mark (Vampire text, special cases; French
 * edition for the Assassin).
 */
export const POWERLESS_FROM_CENTER: ReadonlySet<Role> = new Set<Role>(['assassin']);

/**
 * The role that copies another player's card at night and then wakes as its copy: the script gives her
 * an immediate action after her own call and a call of her own after each role she may copy.
 */
export const DOPPELGANGER: Role = 'doppelganger';

/** The Alpha Wolf brings the center Werewolf card, a Werewolf card laid across the center row. */
export const ALPHA_WOLF: Role = 'alpha-wolf';
export const CENTER_WEREWOLF: Role = 'werewolf';

/** The Aura Seer sees who viewed or moved a card or a Mark: with her in the deck the engine keeps count. */
export const AURA_SEER: Role = 'aura-seer';
