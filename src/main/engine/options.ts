/**
 * Options and house rules. Each default is the rule texts' reading; docs/rulings.md gives the source of
 * every one and the other reading that the option offers.
 */
import type { GameOptions, OptionName } from './game-options.ts';

export type { GameOptions, OptionName } from './game-options.ts';

export const DEFAULT_OPTIONS: GameOptions = Object.freeze({
  loneWolf: true,
  diseasedCardVotes: false,
  cupidMayGiveOne: false,
  doppelgangerCountAnyPlayer: true,
  masterProtectedFromHunter: true,
  tannerBlocksVampires: false,
  tannerBeatsLoneMinion: false,
  epicTannerBlocksWerewolves: false,
  epicOneVoteKills: false,
  lateFearFrightens: false,
  frightenedPartnerNotLone: false,
  masterTieSecondSpared: false,
  epicVillageAnyTwoTeams: false,
  syntheticBeatsEveryone: false,
  appTieKillsPlayers: false,
  oracleChangeFollowsPlayer: false,
  investigatorChangeFollowsPlayer: false,
  timeLoopWholeNight: false,
  daybreakWerewolfTannerOnly: false,
  artifactsDaybreakOnly: false,
  epicProtectedNextHighest: false,
});

export const OPTION_NAMES = Object.keys(DEFAULT_OPTIONS) as readonly OptionName[];
