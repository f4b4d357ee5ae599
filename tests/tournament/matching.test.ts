/** Bringing in a game played on another laptop: finding its table by its players, and linking it. */
import { describe, expect, it } from 'vitest';
import {
  createTournament,
  linkGame,
  matchGame,
  openTablesFor,
  parseTournament,
  type TableAssignment,
  type Tournament,
} from '../../src/main/tournament/index.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];
const table = (n: number, players: string[], gameId: string | null = null): TableAssignment => ({
  table: n,
  players,
  deck: [],
  gameId,
});

/** Round 1 and round 2 seat the same two groups (the organiser kept the tables), at swapped numbers. */
function twoRounds(): Tournament {
  const created = createTournament({ name: 'Cup', startDate: '2026-04-04', players: NAMES }, 'e1');
  if (!created.ok) throw new Error(created.problems.join());
  return {
    ...created.value,
    rounds: [
      { number: 1, tables: [table(1, NAMES.slice(0, 5)), table(2, NAMES.slice(5))] },
      { number: 2, tables: [table(1, NAMES.slice(5)), table(2, NAMES.slice(0, 5))] },
    ],
  };
}

describe('matchGame', () => {
  it('finds the table whose players are the game players, earliest open round first', () => {
    expect(matchGame(twoRounds(), ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'])).toEqual({ round: 1, table: 1 });
    expect(openTablesFor(twoRounds(), ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'])).toEqual([
      { round: 1, table: 1 },
      { round: 2, table: 2 },
    ]);
  });

  it('the seat order does not matter, nor case or outer spaces', () => {
    expect(matchGame(twoRounds(), [' eve', 'DAN ', 'cat', 'Ben', 'ann'])).toEqual({ round: 1, table: 1 });
  });

  it('skips tables that already have a game', () => {
    const t = linkGame(twoRounds(), 1, 1, 'g1');
    expect(matchGame(t, ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'])).toEqual({ round: 2, table: 2 });
    expect(matchGame(linkGame(t, 2, 2, 'g2'), ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'])).toBeNull();
  });

  it.each([
    { why: 'a player missing', players: ['Ann', 'Ben', 'Cat', 'Dan'] },
    { why: 'a player more', players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'] },
    { why: 'a player swapped', players: ['Ann', 'Ben', 'Cat', 'Dan', 'Fay'] },
    { why: 'a player listed twice', players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'ann'] },
    { why: 'nobody', players: [] },
  ])('no table: $why', ({ players }) => {
    expect(matchGame(twoRounds(), players)).toBeNull();
  });

  it('an event without rounds has no table for a game', () => {
    expect(matchGame({ ...twoRounds(), rounds: [] }, NAMES.slice(0, 5))).toBeNull();
  });
});

describe('linkGame', () => {
  it('links a game to a table without changing the event it was given', () => {
    const before = twoRounds();
    const snapshot = structuredClone(before);
    const after = linkGame(before, 1, 2, 'g7');
    expect(before).toEqual(snapshot);
    expect(after.rounds[0]!.tables[1]!.gameId).toBe('g7');
    expect(after.rounds[0]!.tables[0]).toBe(before.rounds[0]!.tables[0]);
    expect(after.rounds[1]).toBe(before.rounds[1]);
    expect(parseTournament(after).ok).toBe(true);
  });

  it('unlinks with null', () => {
    const linked = linkGame(twoRounds(), 1, 2, 'g7');
    expect(linkGame(linked, 1, 2, null)).toEqual(twoRounds());
  });

  it('a table that does not exist is a programmer error', () => {
    expect(() => linkGame(twoRounds(), 3, 1, 'g1')).toThrow('there is no table 1 in round 3');
    expect(() => linkGame(twoRounds(), 1, 3, 'g1')).toThrow('there is no table 3 in round 1');
  });

  it('the same game at two tables is refused when the event is checked', () => {
    const twice = linkGame(linkGame(twoRounds(), 1, 1, 'g1'), 2, 2, 'g1');
    expect(parseTournament(twice)).toEqual({
      ok: false,
      problems: ['game g1 is linked to table 1 of round 1 and to table 2 of round 2 — a game is played at one table'],
    });
  });
});
