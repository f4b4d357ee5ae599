/** Points for one game: the default scheme and its extras. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING, isSpecialTeam, pointsFor, type Scoring } from '../../src/main/tournament/index.ts';

const player = (team: string, won: boolean, dead: boolean) => ({ name: 'Ann', team, won, dead });

/** Survivors on the winning team earn 1 more; a special team's win 2 more; a loss is worth 0. */
const EXTRAS: Scoring = { win: 3, loss: 0, survivedWin: 1, specialTeamWin: 2 };

describe('pointsFor', () => {
  it.each([
    // "Default scoring: 1 point for a win, 0 otherwise"
    { why: 'default: a win', scoring: DEFAULT_SCORING, p: player('village', true, false), points: 1 },
    { why: 'default: a dead winner still wins', scoring: DEFAULT_SCORING, p: player('village', true, true), points: 1 },
    { why: 'default: a loss', scoring: DEFAULT_SCORING, p: player('werewolf', false, false), points: 0 },
    { why: 'default: a special team wins', scoring: DEFAULT_SCORING, p: player('tanner', true, true), points: 1 },
    // "options for extra points (surviving on the winning team, special-team wins)"
    { why: 'extras: a surviving winner', scoring: EXTRAS, p: player('vampire', true, false), points: 4 },
    { why: 'extras: a dead winner', scoring: EXTRAS, p: player('vampire', true, true), points: 3 },
    { why: 'extras: the Tanner wins by dying', scoring: EXTRAS, p: player('tanner', true, true), points: 5 },
    { why: 'extras: the Assassin wins and lives', scoring: EXTRAS, p: player('assassin', true, false), points: 6 },
    {
      why: 'extras: the Apprentice Assassin wins',
      scoring: EXTRAS,
      p: player('apprentice-assassin', true, true),
      points: 5,
    },
    {
      why: 'extras: a surviving loser gets nothing more',
      scoring: EXTRAS,
      p: player('village', false, false),
      points: 0,
    },
    { why: 'extras: a losing Tanner', scoring: EXTRAS, p: player('tanner', false, false), points: 0 },
    {
      why: 'a loss worth something',
      scoring: { ...DEFAULT_SCORING, loss: 0.5 },
      p: player('village', false, true),
      points: 0.5,
    },
  ])('$why: $points', ({ scoring, p, points }) => {
    expect(pointsFor(scoring, p)).toBe(points);
  });
});

describe('special teams', () => {
  it('are the Tanner, the Assassin and the Apprentice Assassin', () => {
    expect(['tanner', 'assassin', 'apprentice-assassin'].every(isSpecialTeam)).toBe(true);
    expect(['village', 'werewolf', 'vampire', 'Tanner', ''].some(isSpecialTeam)).toBe(false);
  });
});
