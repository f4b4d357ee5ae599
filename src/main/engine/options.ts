/**
 * Options and house rules. Each default is the rule texts' reading; docs/rulings.md gives the source of
 * every one and the other reading that the option offers.
 */
export interface GameOptions {
  /** Base text, Werewolf: "Lone Wolf Option: if there is only one Werewolf, the Werewolf may view one center card." */
  readonly loneWolf: boolean;
  /** English Diseased text: votes "for the Diseased player (or the player with the Mark of Disease)" forbid winning. */
  readonly diseasedCardVotes: boolean;
  /** Cupid "may give up to two" Marks of Love: allow giving only one. */
  readonly cupidMayGiveOne: boolean;
  /** English text: the Doppelgänger-Count places her Mark of Fear "on any player" (off: a non-Vampire, as the Count). */
  readonly doppelgangerCountAnyPlayer: boolean;
  /** The protected Master "cannot be killed": also not by the Hunter's shot (love still kills him). */
  readonly masterProtectedFromHunter: boolean;
  /** Extend the base Tanner rule to Vampires: if the Tanner dies and no Vampire dies, the vampire team does not win. */
  readonly tannerBlocksVampires: boolean;
}

export const DEFAULT_OPTIONS: GameOptions = {
  loneWolf: true,
  diseasedCardVotes: false,
  cupidMayGiveOne: false,
  doppelgangerCountAnyPlayer: true,
  masterProtectedFromHunter: true,
  tannerBlocksVampires: false,
};

export type OptionName = keyof GameOptions;
export const OPTION_NAMES = Object.keys(DEFAULT_OPTIONS) as readonly OptionName[];
