import type { Role, Team } from './vocabulary.ts';

/**
 * The teams as a result names them: the order a headline lists the winners in ("Village and Assassin
 * win"), and the card each team comes from (which box it belongs to follows from that card). Tables keyed
 * by the team vocabulary, so a new team cannot be left out of either.
 */

/**
 * The rank of each team in a headline: the village first, then the teams of the three games' creatures
 * and the Alien's own teams, the special teams (the Tanner's, the Assassins', the Blob's, the Mortician's,
 * Nostradamus's) last.
 */
export const TEAM_RANK: { readonly [T in Team]: number } = {
  village: 0,
  werewolf: 1,
  vampire: 2,
  alien: 3,
  'synthetic-alien': 4,
  groob: 5,
  zerb: 6,
  leader: 7,
  tanner: 8,
  assassin: 9,
  'apprentice-assassin': 10,
  blob: 11,
  mortician: 12,
  nostradamus: 13,
};

/**
 * The card a team comes from: the role it is named after (the village's: the Villager). Groob's, Zerb's
 * and the Leader's teams are printed on no card: Groob, Zerb and the Leader make them (One Night Ultimate
 * Alien), so they are the Alien's teams.
 */
export const TEAM_CARD: { readonly [T in Team]: Role } = {
  village: 'villager',
  werewolf: 'werewolf',
  vampire: 'vampire',
  alien: 'alien',
  'synthetic-alien': 'synthetic-alien',
  groob: 'groob',
  zerb: 'zerb',
  leader: 'leader',
  tanner: 'tanner',
  assassin: 'assassin',
  'apprentice-assassin': 'apprentice-assassin',
  blob: 'blob',
  mortician: 'mortician',
  nostradamus: 'nostradamus',
};

/** Teams in the headline's order; a team the engine does not know (an old record's) comes last. */
export function byTeamRank(teams: readonly string[]): string[] {
  const rank = (team: string): number =>
    Object.hasOwn(TEAM_RANK, team) ? TEAM_RANK[team as Team] : Object.keys(TEAM_RANK).length;
  return [...teams].sort((a, b) => rank(a) - rank(b));
}
