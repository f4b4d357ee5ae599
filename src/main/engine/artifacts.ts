import type { Artifact, Role } from './vocabulary.ts';

/**
 * What each of the Curator's artifacts makes the card it lies on (Daybreak, Bonus Packs; `alien-daybreak.md`
 * §6): the role-changing ones make the card that role and override its own role and the Mark of the
 * Vampire; the others change no role (the Void does nothing, the Mask and the Shroud are for the day, the
 * Dagger is a Traitor's).
 */
export const ARTIFACT_ROLES: Readonly<Record<Artifact, Role | null>> = {
  'claw-of-the-werewolf': 'werewolf',
  'brand-of-the-villager': 'villager',
  'cudgel-of-the-tanner': 'tanner',
  'void-of-nothingness': null,
  'mask-of-muting': null,
  'shroud-of-shame': null,
  'bow-of-the-hunter': 'hunter',
  'cloak-of-the-prince': 'prince',
  'sword-of-the-bodyguard': 'bodyguard',
  'mist-of-the-vampire': 'vampire',
  'dagger-of-the-traitor': null,
  'alien-artifact': 'alien',
};

/** The six of Daybreak, the box that brings the Curator. */
export const DAYBREAK_ARTIFACTS: readonly Artifact[] = [
  'claw-of-the-werewolf',
  'brand-of-the-villager',
  'cudgel-of-the-tanner',
  'void-of-nothingness',
  'mask-of-muting',
  'shroud-of-shame',
];
