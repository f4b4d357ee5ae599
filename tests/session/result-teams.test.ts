/**
 * The result's winning teams (`ResultView.teams`): each team once, in the order a headline names them,
 * as the engine ranks them (the village first, the special teams last). The console and the players'
 * screen read it as it is: neither holds a team list of its own.
 */
import { describe, expect, it } from 'vitest';
import {
  NAMED_DECKS,
  TEAMS,
  TEAM_RANK,
  byTeamRank,
  playRandomGame,
  seededRng,
  type Role,
} from '../../src/main/engine/index.ts';
import { resultView } from '../../src/main/session/view.ts';

const PLAYERS = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

describe('the teams a headline names', () => {
  it('rank every team once: the village first, the Tanner and the Assassins after the creatures', () => {
    expect(Object.keys(TEAM_RANK).sort()).toEqual([...TEAMS].sort());
    expect(new Set(Object.values(TEAM_RANK)).size).toBe(TEAMS.length);
    expect(byTeamRank(['assassin', 'werewolf', 'village'])).toEqual(['village', 'werewolf', 'assassin']);
    expect(byTeamRank(['tanner', 'synthetic-alien', 'alien'])).toEqual(['alien', 'synthetic-alien', 'tanner']);
    expect(byTeamRank(['mortician', 'blob', 'vampire'])).toEqual(['vampire', 'blob', 'mortician']);
  });

  it('put a team the engine does not know (an old record’s) last', () => {
    expect(byTeamRank(['pirates', 'tanner', 'village'])).toEqual(['village', 'tanner', 'pirates']);
  });

  it('are the teams of the players who won, each once, in rank, in every random game', () => {
    const rng = seededRng(19);
    const decks: readonly (readonly Role[])[] = [
      NAMED_DECKS['alien10']!.deck,
      NAMED_DECKS['daybreak10']!.deck,
      // A Vampire game with the Assassin and the Tanner: the village and the Assassin often win together.
      ['vampire', 'the-master', 'assassin', 'apprentice-assassin', 'tanner', 'seer', 'robber', 'villager', 'cupid'],
    ];
    let together = 0;
    for (let game = 0; game < 60; game++) {
      const deck = decks[game % decks.length]!;
      const players = PLAYERS.slice(0, deck.length - 3);
      const played = playRandomGame(rng, players, deck);
      const view = resultView(played.state, played.result.votes, played.result.second)!;
      const won = [...new Set(played.result.players.filter((p) => p.won).map((p) => p.team))];
      expect(view.teams).toEqual([...won].sort((a, b) => TEAM_RANK[a] - TEAM_RANK[b]));
      if (view.teams.length > 1) together++;
    }
    // The table above is about something: some games end with two teams winning.
    expect(together).toBeGreaterThan(0);
  });
});
