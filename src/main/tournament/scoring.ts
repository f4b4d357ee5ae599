import { SPECIAL_TEAMS, type Scoring } from './event.ts';

/** One player's result in a game, as the game's record resolves it. */
export interface OutcomePlayer {
  readonly name: string;
  /** The team the player ended on (`village`, `werewolf`, `vampire`, `tanner`, `assassin`, …). */
  readonly team: string;
  readonly won: boolean;
  readonly dead: boolean;
}

/** A finished game, keyed by the id a table's `gameId` links to. */
export interface GameOutcome {
  readonly gameId: string;
  readonly players: readonly OutcomePlayer[];
}

export function isSpecialTeam(team: string): boolean {
  return (SPECIAL_TEAMS as readonly string[]).includes(team);
}

/**
 * A player's points for one game: `loss` for anything but a win; a win earns `win`, plus `survivedWin`
 * when the player did not die, plus `specialTeamWin` on a team that wins alone. The extras add up.
 */
export function pointsFor(scoring: Scoring, player: OutcomePlayer): number {
  if (!player.won) return scoring.loss;
  return (
    scoring.win + (player.dead ? 0 : scoring.survivedWin) + (isSpecialTeam(player.team) ? scoring.specialTeamWin : 0)
  );
}
