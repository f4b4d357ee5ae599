import type { Artifact } from '../vocabulary.ts';

/** The Curator's artifacts by name, in English (Daybreak, the Bonus Packs). */
export const ARTIFACT_NAMES_EN: { readonly [A in Artifact]: string } = {
  'claw-of-the-werewolf': 'Claw of the Werewolf',
  'brand-of-the-villager': 'Brand of the Villager',
  'cudgel-of-the-tanner': 'Cudgel of the Tanner',
  'void-of-nothingness': 'Void of Nothingness',
  'mask-of-muting': 'Mask of Muting',
  'shroud-of-shame': 'Shroud of Shame',
  'bow-of-the-hunter': 'Bow of the Hunter',
  'cloak-of-the-prince': 'Cloak of the Prince',
  'sword-of-the-bodyguard': 'Sword of the Bodyguard',
  'mist-of-the-vampire': 'Mist of the Vampire',
  'dagger-of-the-traitor': 'Dagger of the Traitor',
  'alien-artifact': 'Alien Artifact',
};

/** The artifacts, as the French edition of Daybreak would name them (ours: there is none). */
export const ARTIFACT_NAMES_FR: { readonly [A in Artifact]: string } = {
  'claw-of-the-werewolf': 'Griffe du Loup-Garou',
  'brand-of-the-villager': 'Marque du Villageois',
  'cudgel-of-the-tanner': 'Gourdin du Tanneur',
  'void-of-nothingness': 'Vide du Néant',
  'mask-of-muting': 'Masque du Silence',
  'shroud-of-shame': 'Linceul de la Honte',
  'bow-of-the-hunter': 'Arc du Chasseur',
  'cloak-of-the-prince': 'Cape du Prince',
  'sword-of-the-bodyguard': 'Épée du Garde du Corps',
  'mist-of-the-vampire': 'Brume du Vampire',
  'dagger-of-the-traitor': 'Dague du Traître',
  'alien-artifact': 'Artefact Alien',
};
