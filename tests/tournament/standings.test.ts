/** Standings: points, then wins, then games played, then head-to-head; shared ranks; the CSV export. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING,
  createTournament,
  standings,
  standingsCsv,
  type GameOutcome,
  type Scoring,
  type StandingRow,
  type Tournament,
} from '../../src/main/tournament/index.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];

/** Rounds as lists of tables; each table's game is linked as `r<round>t<table>`. */
function eventWith(rounds: readonly (readonly string[][])[], scoring: Scoring = DEFAULT_SCORING): Tournament {
  const created = createTournament({ name: 'Cup', startDate: '2026-04-04', players: NAMES, scoring }, 'e1');
  if (!created.ok) throw new Error(created.problems.join('\n'));
  return {
    ...created.value,
    rounds: rounds.map((tables, r) => ({
      number: r + 1,
      tables: tables.map((players, t) => ({ table: t + 1, players, deck: [], gameId: `r${r + 1}t${t + 1}` })),
    })),
  };
}

interface Played {
  readonly winners: readonly string[];
  readonly dead?: readonly string[];
  readonly teams?: Readonly<Record<string, string>>;
}

/** Every game of the event played, with its winners (village for everyone unless `teams` says otherwise). */
function outcomesOf(t: Tournament, results: Readonly<Record<string, Played>>): Map<string, GameOutcome> {
  const out = new Map<string, GameOutcome>();
  for (const round of t.rounds)
    for (const table of round.tables) {
      const result = results[table.gameId!];
      if (result === undefined) continue;
      out.set(table.gameId!, {
        gameId: table.gameId!,
        players: table.players.map((name) => ({
          name,
          team: result.teams?.[name] ?? 'village',
          won: result.winners.includes(name),
          dead: result.dead?.includes(name) ?? false,
        })),
      });
    }
  return out;
}

/** Rows as `rank name points/wins/games h2h`, for tables that read like the standings on screen. */
const brief = (rows: readonly StandingRow[]): string[] =>
  rows.map((r) => `${r.rank}${r.tied ? '=' : ''} ${r.name} ${r.points}/${r.wins}/${r.games} h2h ${r.headToHead}`);

describe('standings', () => {
  it('points first; a tie on everything else goes to head-to-head; still tied shares the rank, alphabetically', () => {
    const t = eventWith([
      [
        ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
        ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'],
      ],
      [
        ['Ann', 'Fay', 'Cat', 'Gus', 'Ida'],
        ['Ben', 'Dan', 'Eve', 'Hal', 'Jon'],
      ],
    ]);
    const rows = standings(
      t,
      outcomesOf(t, {
        r1t1: { winners: ['Ann', 'Ben'] },
        r1t2: { winners: ['Fay'] },
        r2t1: { winners: ['Ann'] },
        r2t2: { winners: ['Dan', 'Eve'] },
      }),
    );
    // Ben, Dan, Eve and Fay: 1 point, 1 win, 2 games. Ben won the game he played with Dan and Eve in round 1,
    // Dan and Eve the one with Ben in round 2: 1 point each against the group. Fay never met them: 0.
    expect(brief(rows)).toEqual([
      '1 Ann 2/2/2 h2h 0',
      '2= Ben 1/1/2 h2h 1',
      '2= Dan 1/1/2 h2h 1',
      '2= Eve 1/1/2 h2h 1',
      '5 Fay 1/1/2 h2h 0',
      '6= Cat 0/0/2 h2h 0',
      '6= Gus 0/0/2 h2h 0',
      '6= Hal 0/0/2 h2h 0',
      '6= Ida 0/0/2 h2h 0',
      '6= Jon 0/0/2 h2h 0',
    ]);
  });

  it('wins break a tie on points (before games played)', () => {
    // A loss is worth 1, a win 2: Ann's win and loss equal Ben's three losses.
    const t = eventWith(
      [
        [['Ann', 'Ben', 'Cat', 'Dan', 'Eve']],
        [['Ann', 'Ben', 'Fay', 'Gus', 'Hal']],
        [['Ben', 'Ida', 'Jon', 'Cat', 'Dan']],
      ],
      { ...DEFAULT_SCORING, win: 2, loss: 1 },
    );
    const rows = standings(
      t,
      outcomesOf(t, { r1t1: { winners: ['Ann'] }, r2t1: { winners: [] }, r3t1: { winners: [] } }),
    );
    expect(brief(rows).slice(0, 2)).toEqual(['1 Ann 3/1/2 h2h 0', '2 Ben 3/0/3 h2h 0']);
  });

  it('games played break a tie on points and wins: more games first', () => {
    const t = eventWith([[['Ann', 'Cat', 'Dan', 'Eve', 'Fay']], [['Ann', 'Ben', 'Gus', 'Hal', 'Ida']]]);
    const rows = standings(t, outcomesOf(t, { r1t1: { winners: ['Ann'] }, r2t1: { winners: ['Ben'] } }));
    expect(brief(rows).slice(0, 2)).toEqual(['1 Ann 1/1/2 h2h 0', '2 Ben 1/1/1 h2h 0']);
  });

  it('head-to-head: the points each scored in the games the tied players played together', () => {
    // Ann and Ben: 1 point, 1 win, 2 games each. They met once, and Ann won that game.
    const t = eventWith([
      [
        ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
        ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'],
      ],
      [
        ['Ann', 'Fay', 'Gus', 'Hal', 'Ida'],
        ['Ben', 'Cat', 'Dan', 'Eve', 'Jon'],
      ],
    ]);
    const rows = standings(
      t,
      outcomesOf(t, {
        r1t1: { winners: ['Ann', 'Cat', 'Dan', 'Eve'] },
        r1t2: { winners: ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'] },
        r2t1: { winners: ['Fay', 'Gus', 'Hal', 'Ida'] },
        r2t2: { winners: ['Ben', 'Cat', 'Dan', 'Eve', 'Jon'] },
      }),
    );
    expect(brief(rows)).toEqual([
      '1= Cat 2/2/2 h2h 2',
      '1= Dan 2/2/2 h2h 2',
      '1= Eve 2/2/2 h2h 2',
      '1= Fay 2/2/2 h2h 2',
      '1= Gus 2/2/2 h2h 2',
      '1= Hal 2/2/2 h2h 2',
      '1= Ida 2/2/2 h2h 2',
      '1= Jon 2/2/2 h2h 2',
      '9 Ann 1/1/2 h2h 1',
      '10 Ben 1/1/2 h2h 0',
    ]);
  });

  it('a full tie shares the rank (1, 2, 2, 4) and lists the tied players alphabetically', () => {
    const t = eventWith([[['Eve', 'Dan', 'Cat', 'Ben', 'Ann']]]);
    const rows = standings(t, outcomesOf(t, { r1t1: { winners: ['Ann', 'Dan', 'Cat'] } }));
    expect(rows.slice(0, 5).map((r) => [r.rank, r.name, r.tied])).toEqual([
      [1, 'Ann', true],
      [1, 'Cat', true],
      [1, 'Dan', true],
      [4, 'Ben', true],
      [4, 'Eve', true],
    ]);
    const spread = eventWith([
      [
        ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
        ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'],
      ],
      [['Ann', 'Ben', 'Cat', 'Fay', 'Gus']],
    ]);
    const shared = standings(
      spread,
      outcomesOf(spread, {
        r1t1: { winners: ['Ann', 'Ben', 'Cat'] },
        r1t2: { winners: ['Fay'] },
        r2t1: { winners: ['Ann'] },
      }),
    );
    // Ben and Cat: 1/1/2, met twice and scored the same in those games.
    expect(shared.slice(0, 4).map((r) => `${r.rank} ${r.name}`)).toEqual(['1 Ann', '2 Ben', '2 Cat', '4 Fay']);
  });

  it('the extras count: a surviving winner and a special team', () => {
    const t = eventWith([[['Ann', 'Ben', 'Cat', 'Dan', 'Eve']]], {
      win: 1,
      loss: 0,
      survivedWin: 1,
      specialTeamWin: 2,
    });
    const rows = standings(
      t,
      outcomesOf(t, {
        r1t1: { winners: ['Ann', 'Ben', 'Cat'], dead: ['Ben', 'Cat'], teams: { Cat: 'tanner' } },
      }),
    );
    expect(brief(rows).slice(0, 3)).toEqual(['1 Cat 3/1/1 h2h 0', '2 Ann 2/1/1 h2h 0', '3 Ben 1/1/1 h2h 0']);
  });

  it('Nostradamus wins alone: a special team, like the Tanner', () => {
    const t = eventWith([[['Ann', 'Ben', 'Cat', 'Dan', 'Eve']]], {
      win: 1,
      loss: 0,
      survivedWin: 0,
      specialTeamWin: 2,
    });
    const rows = standings(
      t,
      outcomesOf(t, {
        r1t1: { winners: ['Ann', 'Ben', 'Dan'], dead: ['Cat'], teams: { Dan: 'nostradamus', Cat: 'werewolf' } },
      }),
    );
    expect(brief(rows).slice(0, 3)).toEqual(['1 Dan 3/1/1 h2h 0', '2= Ann 1/1/1 h2h 1', '2= Ben 1/1/1 h2h 1']);
  });

  it('only games linked from the event tables count, and in them only the players seated there', () => {
    const t = eventWith([[['Ann', 'Ben', 'Cat', 'Dan', 'Eve']]]);
    const outcomes = outcomesOf(t, { r1t1: { winners: ['Ann'] } });
    // A game nobody linked, and a name from the other laptop that was not at the table.
    outcomes.set('stray', {
      gameId: 'stray',
      players: NAMES.map((name) => ({ name, team: 'village', won: true, dead: false })),
    });
    const linked = outcomes.get('r1t1')!;
    outcomes.set('r1t1', {
      ...linked,
      players: [...linked.players, { name: 'Fay', team: 'village', won: true, dead: false }],
    });
    const rows = standings(t, outcomes);
    expect(rows.find((r) => r.name === 'Ann')).toMatchObject({ points: 1, wins: 1, games: 1 });
    expect(rows.find((r) => r.name === 'Fay')).toMatchObject({ points: 0, wins: 0, games: 0 });
  });

  it('a linked game whose outcome is not known yet does not count', () => {
    const t = eventWith([[['Ann', 'Ben', 'Cat', 'Dan', 'Eve']]]);
    expect(standings(t, new Map()).every((r) => r.games === 0)).toBe(true);
  });

  it('names from another laptop are matched without case or outer spaces', () => {
    const t = eventWith([[['Ann', 'Ben', 'Cat', 'Dan', 'Eve']]]);
    const rows = standings(
      t,
      new Map([
        [
          'r1t1',
          {
            gameId: 'r1t1',
            players: [' ann ', 'BEN', 'cat', 'Dan', 'eve'].map((name) => ({
              name,
              team: 'village',
              won: name.trim().toLowerCase() === 'ann',
              dead: false,
            })),
          },
        ],
      ]),
    );
    expect(rows[0]).toMatchObject({ rank: 1, name: 'Ann', points: 1, games: 1 });
    expect(rows.filter((r) => r.games === 1)).toHaveLength(5);
  });

  it('registered players with no game appear with zeros', () => {
    const t = eventWith([]);
    expect(standings(t, new Map())).toEqual(
      [...NAMES].sort().map((name) => ({ rank: 1, name, points: 0, wins: 0, games: 0, headToHead: 0, tied: true })),
    );
  });

  it('fractional points add up without floating-point noise splitting a tie', () => {
    const t = eventWith(
      [
        [['Ann', 'Ben', 'Cat', 'Dan', 'Eve']],
        [['Ann', 'Fay', 'Gus', 'Hal', 'Ida']],
        [['Ann', 'Ben', 'Jon', 'Gus', 'Hal']],
      ],
      { win: 0.2, loss: 0.1, survivedWin: 0, specialTeamWin: 0 },
    );
    const rows = standings(t, outcomesOf(t, { r1t1: { winners: [] }, r2t1: { winners: [] }, r3t1: { winners: [] } }));
    expect(rows.find((r) => r.name === 'Ann')!.points).toBe(0.3);
  });
});

describe('standingsCsv', () => {
  const row = (rank: number, name: string, points: number, headToHead = 0, tied = false): StandingRow => ({
    rank,
    name,
    points,
    wins: points,
    games: 2,
    headToHead,
    tied,
  });

  it('RFC 4180: a header, the rows, a blank line and the scoring scheme, CRLF line ends', () => {
    const csv = standingsCsv(
      [row(1, 'Ann', 2), row(2, 'Ben, Jr.', 1, 1, true), row(2, 'Cat "Kit"', 1, 1, true), row(4, 'Dan\nDoe', 0)],
      DEFAULT_SCORING,
      'en',
    );
    expect(csv).toBe(
      [
        'Rank,Player,Points,Wins,Games,Head-to-head',
        '1,Ann,2,2,2,',
        '2,"Ben, Jr.",1,1,2,1',
        '2,"Cat ""Kit""",1,1,2,1',
        '4,"Dan\nDoe",0,0,2,',
        '',
        'Win: 1 point',
        'Loss: 0 points',
        '',
      ].join('\r\n'),
    );
  });

  it('head-to-head is printed only for players level with someone on points, wins and games', () => {
    const lines = standingsCsv(
      [row(1, 'Ann', 1, 0), row(1, 'Ben', 1, 0, true), row(3, 'Cat', 0)],
      DEFAULT_SCORING,
      'en',
    )
      .split('\r\n')
      .slice(1, 4);
    expect(lines).toEqual(['1,Ann,1,1,2,0', '1,Ben,1,1,2,0', '3,Cat,0,0,2,']);
  });

  it.each([
    { name: '=HYPERLINK("http://x")', field: `"'=HYPERLINK(""http://x"")"` },
    { name: '+33 6 12', field: "'+33 6 12" },
    { name: '-2+3', field: "'-2+3" },
    { name: '@SUM(A1)', field: "'@SUM(A1)" },
    { name: 'Ann=Ben', field: 'Ann=Ben' },
    { name: "O'Neil", field: "O'Neil" },
  ])('guards against formula injection: $name', ({ name, field }) => {
    expect(standingsCsv([row(1, name, 1)], DEFAULT_SCORING, 'en').split('\r\n')[1]).toBe(`1,${field},1,1,2,`);
  });

  it('negative points are numbers, not formulas', () => {
    expect(standingsCsv([row(1, 'Ann', -1)], DEFAULT_SCORING, 'en').split('\r\n')[1]).toBe('1,Ann,-1,-1,2,');
  });

  it('prints the extras of the scheme, quoted where they hold a comma', () => {
    const csv = standingsCsv([row(1, 'Ann', 5)], { win: 3, loss: 0, survivedWin: 1, specialTeamWin: 2 }, 'en');
    expect(csv.split('\r\n').slice(2)).toEqual([
      '',
      'Win: 3 points',
      'Loss: 0 points',
      'Surviving on the winning team: +1 point',
      '"Win on a special team (Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus): +2 points"',
      '',
    ]);
  });

  it('in French: the header and the scheme', () => {
    const csv = standingsCsv([row(1, 'Ann', 1)], DEFAULT_SCORING, 'fr');
    expect(csv.split('\r\n')).toEqual([
      'Rang,Joueur,Points,Victoires,Parties,Confrontations',
      '1,Ann,1,1,2,',
      '',
      'Victoire : 1 point',
      'Défaite : 0 point',
      '',
    ]);
  });

  it('exports the standings of an event: every registered player, once', () => {
    const t = eventWith([[['Ann', 'Ben', 'Cat', 'Dan', 'Eve']]]);
    const csv = standingsCsv(standings(t, outcomesOf(t, { r1t1: { winners: ['Ann'] } })), t.scoring, 'en');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(1 + NAMES.length + 1 + 2 + 1);
    expect(lines[1]).toBe('1,Ann,1,1,1,');
    expect(lines[2]).toBe('2,Ben,0,0,1,0');
  });
});
