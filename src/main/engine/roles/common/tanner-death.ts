import type { DayContext, TeamForce } from '../types.ts';

const BLOCKS_WEREWOLVES: readonly TeamForce[] = [{ team: 'werewolf', won: false, why: 'tanner-died' }];
const BLOCKS_VAMPIRES: readonly TeamForce[] = [{ team: 'vampire', won: false, why: 'tanner-died' }];
const BLOCKS_BOTH: readonly TeamForce[] = [...BLOCKS_WEREWOLVES, ...BLOCKS_VAMPIRES];
export const BLOCKS_NONE: readonly TeamForce[] = [];

/**
 * What a Tanner's death does to other teams: "If the Tanner dies and no Werewolf dies, the werewolf team does
 * not win" (and, as the house rule `tannerBlocksVampires`, the vampire team neither). The sentence is about
 * a game with Werewolves among the players: with none, the Minion's own "If no players are Werewolves, the
 * Minion wins if one other player dies" governs (docs/rulings.md, rule 55), unless the house rule
 * `tannerBeatsLoneMinion` lets the Tanner's death beat him too. In an Epic Battle the Epic Battle's table is
 * each team's win conditions and the Tanner keeps only his own (rule 89), unless the house rule
 * `epicTannerBlocksWerewolves`. The Apprentice Tanner's death with no Tanner among the players does the same.
 */
export function tannerDeathForces(ctx: DayContext): readonly TeamForce[] {
  const { options } = ctx;
  if (ctx.epicBattle && !options.epicTannerBlocksWerewolves) return BLOCKS_NONE;
  const werewolves = ctx.epicBattle || ctx.active.werewolf || options.tannerBeatsLoneMinion;
  const vampires = options.tannerBlocksVampires;
  return werewolves ? (vampires ? BLOCKS_BOTH : BLOCKS_WEREWOLVES) : vampires ? BLOCKS_VAMPIRES : BLOCKS_NONE;
}
