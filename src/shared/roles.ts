/**
 * The role ids of the games Nightwarden plays, by box: the one list the engine, the session contract and
 * the console all use. What each role does is the engine's business (src/main/engine/roles.ts).
 */

/** One Night Ultimate Werewolf, in the order of the base rules' role list. */
export const WEREWOLF_ROLE_IDS = [
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
] as const;

/** One Night Ultimate Vampire, in the order of its wake list. */
export const VAMPIRE_ROLE_IDS = [
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
] as const;

/** One Night Ultimate Alien, in the order of its contents list. */
export const ALIEN_ROLE_IDS = [
  'oracle',
  'alien',
  'synthetic-alien',
  'cow',
  'groob',
  'zerb',
  'leader',
  'psychic',
  'rascal',
  'exposer',
  'blob',
  'mortician',
] as const;

/** One Night Ultimate Daybreak, in the order of its wake list (the Dream Wolf and the Bodyguard never wake). */
export const DAYBREAK_ROLE_IDS = [
  'sentinel',
  'alpha-wolf',
  'mystic-wolf',
  'dream-wolf',
  'apprentice-seer',
  'paranormal-investigator',
  'witch',
  'village-idiot',
  'revealer',
  'curator',
  'bodyguard',
] as const;

/** The Bonus Packs: 1 (Aura Seer, Prince, Cursed), 2 (Apprentice Tanner, Thing, Squire, Beholder), 3. */
export const BONUS_ROLE_IDS = [
  'aura-seer',
  'prince',
  'cursed',
  'apprentice-tanner',
  'thing',
  'squire',
  'beholder',
  'body-snatcher',
  'empath',
  'nostradamus',
] as const;

export const ROLE_IDS = [
  ...VAMPIRE_ROLE_IDS,
  ...WEREWOLF_ROLE_IDS,
  ...ALIEN_ROLE_IDS,
  ...DAYBREAK_ROLE_IDS,
  ...BONUS_ROLE_IDS,
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

const ROLE_ID_SET: ReadonlySet<string> = new Set(ROLE_IDS);

/** Whether a string is a role id of the vocabulary (a stored deck, a draft, a preset may hold anything). */
export function isRoleId(value: string): value is RoleId {
  return ROLE_ID_SET.has(value);
}

/** The calls a game record's night entries answer (docs/record-format.md). */
export const CALL_IDS = [
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
  'oracle',
  'aliens',
  'cow',
  'groob-zerb',
  'leader',
  'psychic',
  'rascal',
  'exposer',
  'blob',
  'mortician',
  'ripple',
  'sentinel',
  'alpha-wolf',
  'mystic-wolf',
  'apprentice-seer',
  'paranormal-investigator',
  'witch',
  'village-idiot',
  'revealer',
  'curator',
  'aura-seer',
  'apprentice-tanner',
  'thing',
  'squire',
  'beholder',
  'body-snatcher',
  'empath',
  'nostradamus',
] as const;
export type CallId = (typeof CALL_IDS)[number];

/**
 * The roles a deck may hold any number of (every other role: one card). The engine's role modules say it
 * with their `maxCopies` (src/main/engine/roles/); tests/engine/presets.test.ts checks the two agree, so
 * the setup screen offers the engine's counts without holding its rules.
 */
export const REPEATABLE_ROLE_IDS = [
  'vampire',
  'werewolf',
  'minion',
  'mason',
  'villager',
  'tanner',
  'hunter',
  'alien',
  'cow',
  'dream-wolf',
  'apprentice-tanner',
] as const satisfies readonly RoleId[];

/** The Curator's artifact tokens (Daybreak's six, then the Bonus Packs'), as records and answers name them. */
export const ARTIFACT_IDS = [
  'claw-of-the-werewolf',
  'brand-of-the-villager',
  'cudgel-of-the-tanner',
  'void-of-nothingness',
  'mask-of-muting',
  'shroud-of-shame',
  'bow-of-the-hunter',
  'cloak-of-the-prince',
  'sword-of-the-bodyguard',
  'mist-of-the-vampire',
  'dagger-of-the-traitor',
  'alien-artifact',
] as const;
export type ArtifactId = (typeof ARTIFACT_IDS)[number];
