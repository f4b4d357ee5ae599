/**
 * The names of the options and house rules a game may set, with what each changes: vocabulary, types only.
 * Their defaults (the rule texts' readings) and the roles they matter with are declared where the rule
 * lives (docs/rulings.md gives the source of every one and the other reading that the option offers).
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
  /**
   * The protected Master and the player the Bodyguard protects "cannot be killed": also not by the Hunter's
   * shot (love still kills them). The Prince's protection is from the votes only (docs/rulings.md, rule 86).
   */
  readonly masterProtectedFromHunter: boolean;
  /** Extend the base Tanner rule to Vampires: if the Tanner dies and no Vampire dies, the vampire team does not win. */
  readonly tannerBlocksVampires: boolean;
  /** No Werewolf among the players and the Tanner dies: the Minion does not win ("the werewolf team does not win"). */
  readonly tannerBeatsLoneMinion: boolean;
  /**
   * An Epic Battle and the Tanner dies: the werewolf team does not win (and, with `tannerBlocksVampires`, the
   * vampire team neither), as outside one; by default the Epic Battle's own win conditions decide (rule 89).
   */
  readonly epicTannerBlocksWerewolves: boolean;
  /** An Epic Battle where nobody has more than one vote: all tied at one vote die ("1 vote counts"). */
  readonly epicOneVoteKills: boolean;
  /** A Mark of Fear that reaches a player during the Night (Gremlin, Pickpocket) keeps them asleep too. */
  readonly lateFearFrightens: boolean;
  /** A Werewolf whose partner holds Fear and does not wake is not a lone wolf (she may not view a center card). */
  readonly frightenedPartnerNotLone: boolean;
  /** The Master protected and a tie for second most votes: nobody dies (instead of everyone tied). */
  readonly masterTieSecondSpared: boolean;
  /** Epic Battle village win: "at least 1 player from two different teams" counts the village too (Alien text). */
  readonly epicVillageAnyTwoTeams: boolean;
  /** The Synthetic Alien dies: every other team loses (getting-started guide), not only the alien and village teams. */
  readonly syntheticBeatsEveryone: boolean;
  /** A vote-for-app ripple and a tie for most votes between the app and players: the tied players die. */
  readonly appTieKillsPlayers: boolean;
  /** The Oracle's "your card is now an Alien (Werewolf, Vampire) card" follows the player, not the card. */
  readonly oracleChangeFollowsPlayer: boolean;
  /**
   * The Paranormal Investigator who stops "becomes a Werewolf or a Tanner": the player does, whatever card
   * she holds, not her card (which travels, rule 66); rule 90.
   */
  readonly investigatorChangeFollowsPlayer: boolean;
  /** A time loop replays every call of the Night, not only those the app directs (and the Cow, Groob and Zerb, the Leader). */
  readonly timeLoopWholeNight: boolean;
  /** The Paranormal Investigator and the Revealer react to Werewolves, the Tanner and Vampires, not to Aliens. */
  readonly daybreakWerewolfTannerOnly: boolean;
  /** The Curator's pile holds only Daybreak's six artifacts, not the Bonus Packs'. */
  readonly artifactsDaybreakOnly: boolean;
  /**
   * An Epic Battle whose one most-voted player is protected (the Master, the Prince, the Bodyguard's choice):
   * his role's "instead, the next highest with more than one vote" rule, not the Epic Battle's second most
   * voted (one vote counting).
   */
  readonly epicProtectedNextHighest: boolean;
}

export type OptionName = keyof GameOptions;

/** Every option, in the order records and the console list them. */
export const OPTION_NAMES = [
  'loneWolf',
  'diseasedCardVotes',
  'cupidMayGiveOne',
  'doppelgangerCountAnyPlayer',
  'masterProtectedFromHunter',
  'tannerBlocksVampires',
  'tannerBeatsLoneMinion',
  'epicTannerBlocksWerewolves',
  'epicOneVoteKills',
  'lateFearFrightens',
  'frightenedPartnerNotLone',
  'masterTieSecondSpared',
  'epicVillageAnyTwoTeams',
  'syntheticBeatsEveryone',
  'appTieKillsPlayers',
  'oracleChangeFollowsPlayer',
  'investigatorChangeFollowsPlayer',
  'timeLoopWholeNight',
  'daybreakWerewolfTannerOnly',
  'artifactsDaybreakOnly',
  'epicProtectedNextHighest',
] as const satisfies readonly OptionName[];

/** The list names every option (a type error otherwise). */
type Missing = Exclude<OptionName, (typeof OPTION_NAMES)[number]>;
const everyOption: Missing extends never ? true : Missing = true;
void everyOption;
