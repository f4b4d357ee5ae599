/**
 * Player statistics: every field on a small hand-made archive, the filters at their edges, the filter's
 * validation messages, the CLI table line by line, and two conservation properties over random archives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatStatsTable,
  playerStats,
  validateStatsFilter,
  type FinishedGame,
  type PlayerStats,
} from '../../src/main/stats/index.ts';

type Seat = FinishedGame['players'][number];

/** A seat that kept its card, alive and on the losing side unless told otherwise. */
function seat(name: string, startCard: string, team: string, more: Partial<Seat> = {}): Seat {
  return { name, startCard, card: startCard, team, dead: false, won: false, ...more };
}

function game(id: string, createdAt: string, players: readonly Seat[]): FinishedGame {
  return { id, createdAt, players };
}

/**
 * Five games over four days. Ann is spelled three ways; Cal never wins; Dee wins once as Tanner; Eve wins
 * as Assassin and Fay as Apprentice Assassin. Listed out of date order on purpose.
 */
const ARCHIVE: readonly FinishedGame[] = [
  game('g3', '2026-05-03T20:00:00.000Z', [
    seat('ANN', 'seer', 'village', { won: true }),
    seat('Cal', 'werewolf', 'werewolf', { dead: true }),
    seat('Dee', 'tanner', 'tanner'),
  ]),
  game('g1', '2026-05-01T19:00:00.000Z', [
    seat('ann', 'robber', 'werewolf', { card: 'werewolf', won: true }),
    seat('Cal', 'werewolf', 'village', { card: 'robber', dead: true }),
    seat('Dee', 'tanner', 'tanner', { dead: true, won: true }),
  ]),
  game('g2', '2026-05-02T21:00:00.000Z', [
    seat(' Ann ', 'villager', 'village', { dead: true }),
    seat('Cal', 'seer', 'village'),
    seat('Eve', 'assassin', 'assassin', { won: true }),
  ]),
  game('g4', '2026-05-04T18:00:00.000Z', [
    seat('Ann', 'seer', 'village', { won: true }),
    seat('Cal', 'villager', 'village'),
    seat('Fay', 'apprentice-assassin', 'apprentice-assassin', { won: true }),
  ]),
  // Created late in the evening of the 4th, local time: its date is the 4th whatever UTC says.
  game('g5', '2026-05-04T23:30:00.000+02:00', [
    seat('Ann', 'werewolf', 'werewolf', { won: true }),
    seat('Eve', 'apprentice-assassin', 'assassin', { dead: true }),
  ]),
];

function byName(stats: readonly PlayerStats[], name: string): PlayerStats {
  const found = stats.find((s) => s.name === name);
  if (!found) throw new Error(`no statistics for ${name} among ${stats.map((s) => s.name).join(', ')}`);
  return found;
}

describe('playerStats: every field', () => {
  const stats = playerStats(ARCHIVE);

  it('counts a winner on two teams, one player whatever the case and spaces of the name', () => {
    expect(byName(stats, 'Ann')).toEqual({
      name: 'Ann',
      games: 5,
      wins: 4,
      winRate: 0.8,
      byTeam: {
        village: { games: 3, wins: 2, winRate: 2 / 3 },
        werewolf: { games: 2, wins: 2, winRate: 1 },
      },
      byStartRole: {
        seer: { games: 2, wins: 2, winRate: 1 },
        robber: { games: 1, wins: 1, winRate: 1 },
        villager: { games: 1, wins: 0, winRate: 0 },
        werewolf: { games: 1, wins: 1, winRate: 1 },
      },
      killed: 1,
      tannerWins: 0,
      assassinWins: 0,
      apprenticeWins: 0,
      alienWins: 0,
      syntheticWins: 0,
      groobZerbWins: 0,
      blobWins: 0,
      morticianWins: 0,
      nostradamusWins: 0,
      apprenticeTannerWins: 0,
      squireWins: 0,
      firstPlayed: '2026-05-01T19:00:00.000Z',
      lastPlayed: '2026-05-04T23:30:00.000+02:00',
    } satisfies PlayerStats);
  });

  it('counts a player who never won: rates of 0, team by final card, deaths', () => {
    expect(byName(stats, 'Cal')).toEqual({
      name: 'Cal',
      games: 4,
      wins: 0,
      winRate: 0,
      byTeam: {
        village: { games: 3, wins: 0, winRate: 0 },
        werewolf: { games: 1, wins: 0, winRate: 0 },
      },
      byStartRole: {
        werewolf: { games: 2, wins: 0, winRate: 0 },
        seer: { games: 1, wins: 0, winRate: 0 },
        villager: { games: 1, wins: 0, winRate: 0 },
      },
      killed: 2,
      tannerWins: 0,
      assassinWins: 0,
      apprenticeWins: 0,
      alienWins: 0,
      syntheticWins: 0,
      groobZerbWins: 0,
      blobWins: 0,
      morticianWins: 0,
      nostradamusWins: 0,
      apprenticeTannerWins: 0,
      squireWins: 0,
      firstPlayed: '2026-05-01T19:00:00.000Z',
      lastPlayed: '2026-05-04T18:00:00.000Z',
    } satisfies PlayerStats);
  });

  it('counts a Tanner win (dead and winning) and a Tanner loss', () => {
    const dee = byName(stats, 'Dee');
    expect([dee.games, dee.wins, dee.winRate, dee.killed, dee.tannerWins]).toEqual([2, 1, 0.5, 1, 1]);
    expect(dee.byTeam).toEqual({ tanner: { games: 2, wins: 1, winRate: 0.5 } });
    expect([dee.assassinWins, dee.apprenticeWins]).toEqual([0, 0]);
  });

  it('keeps Assassin and Apprentice Assassin wins apart, by final team', () => {
    const eve = byName(stats, 'Eve');
    // Eve won once as the Assassin, then lost on the Assassin's team with the Apprentice's card.
    expect([eve.games, eve.wins, eve.assassinWins, eve.apprenticeWins, eve.killed]).toEqual([2, 1, 1, 0, 1]);
    expect(eve.byStartRole).toEqual({
      'apprentice-assassin': { games: 1, wins: 0, winRate: 0 },
      assassin: { games: 1, wins: 1, winRate: 1 },
    });
    const fay = byName(stats, 'Fay');
    expect([fay.games, fay.wins, fay.assassinWins, fay.apprenticeWins, fay.tannerWins]).toEqual([1, 1, 0, 1, 0]);
  });

  it('sorts by wins, then win rate, then games, then name', () => {
    // Ann 4 wins; Fay 1/1; Dee and Eve 1/2 (by name); Cal 0/4.
    expect(stats.map((s) => s.name)).toEqual(['Ann', 'Fay', 'Dee', 'Eve', 'Cal']);
    const tied = playerStats([
      game('t1', '2026-01-01T00:00:00Z', [seat('bo', 'seer', 'village'), seat('Al', 'seer', 'village')]),
      game('t2', '2026-01-02T00:00:00Z', [seat('Cy', 'seer', 'village')]),
    ]);
    expect(tied.map((s) => s.name)).toEqual(['Al', 'bo', 'Cy']);
  });

  it('shows the most recent spelling of a name, whatever the order of the archive', () => {
    const games = [
      game('b', '2026-02-01T10:00:00Z', [seat('  zoé  ', 'seer', 'village')]),
      game('a', '2026-01-01T10:00:00Z', [seat('ZOÉ', 'seer', 'village')]),
    ];
    expect(playerStats(games).map((s) => [s.name, s.games])).toEqual([['zoé', 2]]);
    expect(playerStats([...games].reverse()).map((s) => s.name)).toEqual(['zoé']);
  });

  it('shows the archive’s most recent spelling even when a filter leaves that game out', () => {
    const stats = playerStats(ARCHIVE, { to: '2026-05-03' });
    expect(byName(stats, 'Ann').games).toBe(3);
  });

  it('treats a decomposed accent as the same name', () => {
    const games = [
      game('a', '2026-01-01T10:00:00Z', [seat('Zoe\u0301', 'seer', 'village')]),
      game('b', '2026-01-02T10:00:00Z', [seat('Zoé', 'seer', 'village')]),
    ];
    expect(playerStats(games).map((s) => [s.name, s.games])).toEqual([['Zoé', 2]]);
  });

  it('returns nothing for an empty archive', () => {
    expect(playerStats([])).toEqual([]);
    expect(playerStats([], { from: '2026-01-01', player: 'ann' })).toEqual([]);
  });
});

describe('playerStats: filters', () => {
  const gamesOf = (filter: Parameters<typeof playerStats>[1]): number =>
    byName(playerStats(ARCHIVE, filter), 'Ann').games;

  it.each([
    { name: 'from is inclusive', filter: { from: '2026-05-02' }, games: 4 },
    { name: 'from the day after the first game', filter: { from: '2026-05-03' }, games: 3 },
    { name: 'to is inclusive', filter: { to: '2026-05-02' }, games: 2 },
    { name: 'to the day before', filter: { to: '2026-05-01' }, games: 1 },
    { name: 'a single day', filter: { from: '2026-05-03', to: '2026-05-03' }, games: 1 },
    // g5 is 21:30 UTC on the 4th but its own date is the 4th: the local date part is what counts.
    { name: 'the local date part of createdAt', filter: { from: '2026-05-04', to: '2026-05-04' }, games: 2 },
    { name: 'the event’s games', filter: { gameIds: new Set(['g1', 'g5', 'not-in-archive']) }, games: 2 },
    { name: 'dates and event together', filter: { gameIds: new Set(['g1', 'g5']), from: '2026-05-02' }, games: 1 },
  ])('$name', ({ filter, games }) => {
    expect(gamesOf(filter)).toBe(games);
  });

  it('keeps only the games in range for every counter', () => {
    const stats = playerStats(ARCHIVE, { from: '2026-05-02', to: '2026-05-03' });
    expect(stats.map((s) => s.name)).toEqual(['Eve', 'Ann', 'Cal', 'Dee']);
    expect(byName(stats, 'Dee')).toMatchObject({ games: 1, wins: 0, killed: 0, tannerWins: 0 });
    expect(byName(stats, 'Ann')).toMatchObject({
      firstPlayed: '2026-05-02T21:00:00.000Z',
      lastPlayed: '2026-05-03T20:00:00.000Z',
    });
  });

  it('counts nothing for an event with no games', () => {
    expect(playerStats(ARCHIVE, { gameIds: new Set() })).toEqual([]);
  });

  it('keeps the players whose name contains the text, ignoring case, without changing their numbers', () => {
    const all = playerStats(ARCHIVE);
    expect(playerStats(ARCHIVE, { player: 'E' }).map((s) => s.name)).toEqual(['Dee', 'Eve']);
    expect(playerStats(ARCHIVE, { player: ' aNn ' })).toEqual([byName(all, 'Ann')]);
    expect(playerStats(ARCHIVE, { player: 'nobody' })).toEqual([]);
  });
});

describe('validateStatsFilter', () => {
  it('accepts a full filter, taking the event’s ids as a list or a set and trimming the name', () => {
    const result = validateStatsFilter({ from: '2028-02-29', to: '2028-03-01', gameIds: ['g1'], player: ' ann ' });
    expect(result).toEqual({
      ok: true,
      value: { from: '2028-02-29', to: '2028-03-01', gameIds: new Set(['g1']), player: 'ann' },
    });
    expect(validateStatsFilter({ gameIds: new Set(['g2']) })).toEqual({
      ok: true,
      value: { gameIds: new Set(['g2']) },
    });
  });

  it.each([
    { input: undefined, value: {} },
    { input: {}, value: {} },
    { input: { from: '2026-05-01', to: '2026-05-01' }, value: { from: '2026-05-01', to: '2026-05-01' } },
    { input: { player: '   ' }, value: {} },
  ])('accepts $input', ({ input, value }) => {
    expect(validateStatsFilter(input)).toEqual({ ok: true, value });
  });

  it.each([
    { name: 'a month 13', input: { from: '2026-13-01' }, problems: ['from: 2026-13-01 is not a date (YYYY-MM-DD)'] },
    {
      name: 'no 29 February in 2026',
      input: { to: '2026-02-29' },
      problems: ['to: 2026-02-29 is not a date (YYYY-MM-DD)'],
    },
    {
      name: 'another format',
      input: { from: '01/05/2026' },
      problems: ['from: 01/05/2026 is not a date (YYYY-MM-DD)'],
    },
    {
      name: 'a time',
      input: { to: '2026-05-01T10:00' },
      problems: ['to: 2026-05-01T10:00 is not a date (YYYY-MM-DD)'],
    },
    { name: 'not text', input: { from: 20260501 }, problems: ['from: must be a date written YYYY-MM-DD'] },
    {
      name: 'from after to',
      input: { from: '2026-05-02', to: '2026-05-01' },
      problems: ['from 2026-05-02 is after to 2026-05-01'],
    },
    { name: 'ids not a list', input: { gameIds: 'g1' }, problems: ['gameIds: must be a list of game ids'] },
    { name: 'ids not text', input: { gameIds: [1] }, problems: ['gameIds: must be a list of game ids'] },
    { name: 'a name not text', input: { player: 3 }, problems: ['player: must be text'] },
    {
      name: 'an unknown field',
      input: { event: 'spring' },
      problems: ['unknown field "event": a filter has from, to, gameIds and player'],
    },
    {
      name: 'not an object',
      input: '2026-05-01',
      problems: ['a filter must be an object (from, to, gameIds, player)'],
    },
    {
      name: 'every bad field at once',
      input: { from: '2026-00-10', to: 'soon' },
      problems: ['from: 2026-00-10 is not a date (YYYY-MM-DD)', 'to: soon is not a date (YYYY-MM-DD)'],
    },
  ])('refuses $name', ({ input, problems }) => {
    expect(validateStatsFilter(input)).toEqual({ ok: false, problems });
  });
});

describe('formatStatsTable', () => {
  const small: readonly FinishedGame[] = [
    game('a', '2026-05-01T20:00:00Z', [
      seat('Ann', 'seer', 'village', { won: true }),
      seat('Zoé', 'tanner', 'tanner', { dead: true, won: true }),
      seat('Bob', 'werewolf', 'werewolf', { dead: true }),
    ]),
    game('b', '2026-05-02T20:00:00Z', [
      seat('Ann', 'werewolf', 'werewolf'),
      seat('Zoé', 'assassin', 'assassin', { won: true }),
      seat('Bob', 'seer', 'village', { won: true }),
    ]),
    game('c', '2026-05-03T20:00:00Z', [
      seat('Ann', 'seer', 'village', { won: true }),
      seat('Zoé', 'apprentice-assassin', 'apprentice-assassin', { won: true }),
      seat('Bob', 'villager', 'village', { won: true, dead: true }),
    ]),
  ];

  it('aligns the table in English and lists each player’s details, most played first', () => {
    expect(formatStatsTable(playerStats(small), 'en').split('\n')).toEqual([
      'Player  Games  Wins  Win %  Killed  Tanner wins  Assassin wins',
      '------  -----  ----  -----  ------  -----------  -------------',
      'Zoé         3     3   100%       1            1              2',
      'Ann         3     2    67%       0            0              0',
      'Bob         3     2    67%       2            0              0',
      '',
      'Details',
      'Zoé',
      '  by team: Apprentice Assassin 1/1 (100%), Assassin 1/1 (100%), Tanner 1/1 (100%)',
      '  by starting role: Apprentice Assassin 1/1 (100%), Assassin 1/1 (100%), Tanner 1/1 (100%)',
      'Ann',
      '  by team: Village 2/2 (100%), Werewolf 0/1 (0%)',
      '  by starting role: Seer 2/2 (100%), Werewolf 0/1 (0%)',
      'Bob',
      '  by team: Village 2/2 (100%), Werewolf 0/1 (0%)',
      '  by starting role: Seer 1/1 (100%), Villager 1/1 (100%), Werewolf 0/1 (0%)',
      '',
    ]);
  });

  it('speaks French', () => {
    const lines = formatStatsTable(playerStats(small, { player: 'ann' }), 'fr').split('\n');
    expect(lines).toEqual([
      'Joueur  Parties  Victoires  % victoires  Morts  Victoires Tanneur  Victoires Assassin',
      '------  -------  ---------  -----------  -----  -----------------  ------------------',
      'Ann           3          2         67 %      0                  0                   0',
      '',
      'Détails',
      'Ann',
      '  par équipe : Village 2/2 (100 %), Meute des Loups-Garous 0/1 (0 %)',
      '  par rôle de départ : Voyante 2/2 (100 %), Loup-Garou 0/1 (0 %)',
      '',
    ]);
  });

  it('widens the name column for a long name and rounds rates to whole percents', () => {
    const games = [1, 2, 3].map((n) =>
      game(`g${n}`, `2026-05-0${n}T20:00:00Z`, [seat('Maximilienne', 'seer', 'village', { won: n === 1 })]),
    );
    const [header, rule, row] = formatStatsTable(playerStats(games), 'en').split('\n');
    expect(header).toBe('Player        Games  Wins  Win %  Killed  Tanner wins  Assassin wins');
    expect(rule).toBe('------------  -----  ----  -----  ------  -----------  -------------');
    expect(row).toBe('Maximilienne      3     1    33%       0            0              0');
  });

  it('says so when no game matches', () => {
    expect(formatStatsTable([], 'en')).toBe(
      [
        'Player  Games  Wins  Win %  Killed  Tanner wins  Assassin wins',
        '------  -----  ----  -----  ------  -----------  -------------',
        'No finished games match.',
        '',
      ].join('\n'),
    );
    expect(formatStatsTable([], 'fr').split('\n')[2]).toBe('Aucune partie terminée ne correspond.');
  });
});

describe('properties', () => {
  const NAMES = ['Ann', 'ann', ' ANN', 'Ben', 'Cat', 'cat ', 'Dan'];
  const TEAMS = ['village', 'werewolf', 'vampire', 'tanner', 'assassin', 'apprentice-assassin'];
  const ROLES = ['seer', 'werewolf', 'tanner', 'assassin', 'apprentice-assassin', 'villager', 'vampire'];

  const seatArb = fc.record({
    name: fc.constantFrom(...NAMES),
    startCard: fc.constantFrom(...ROLES),
    card: fc.constantFrom(...ROLES),
    team: fc.constantFrom(...TEAMS),
    dead: fc.boolean(),
    won: fc.boolean(),
  });
  const gameArb = fc.record({
    id: fc.uuid(),
    createdAt: fc
      .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    players: fc.array(seatArb, { maxLength: 10 }),
  });
  const archiveArb = fc.array(gameArb, { maxLength: 30 });

  it('wins by team add up to wins, games by starting role to games, and seats to games', () => {
    fc.assert(
      fc.property(archiveArb, (games) => {
        const stats = playerStats(games);
        for (const s of stats) {
          const teams = Object.values(s.byTeam);
          const roles = Object.values(s.byStartRole);
          expect(teams.reduce((n, t) => n + t.wins, 0)).toBe(s.wins);
          expect(teams.reduce((n, t) => n + t.games, 0)).toBe(s.games);
          expect(roles.reduce((n, t) => n + t.games, 0)).toBe(s.games);
          expect(roles.reduce((n, t) => n + t.wins, 0)).toBe(s.wins);
          expect(s.winRate).toBeGreaterThanOrEqual(0);
          expect(s.winRate).toBeLessThanOrEqual(1);
        }
        const seats = games.reduce((n, g) => n + g.players.length, 0);
        expect(stats.reduce((n, s) => n + s.games, 0)).toBe(seats);
      }),
    );
  });
});

describe('dates are the archive’s local calendar days', () => {
  it('a game at 00:30 in Paris counts on that day, though its UTC time is the evening before', () => {
    const before = process.env['TZ'];
    process.env['TZ'] = 'Europe/Paris';
    try {
      const late: FinishedGame = {
        id: 'late',
        createdAt: '2026-03-14T23:30:00.000Z',
        players: [{ name: 'Ann', startCard: 'seer', card: 'seer', team: 'village', dead: false, won: true }],
      };
      expect(playerStats([late], { from: '2026-03-15' })).toHaveLength(1);
      expect(playerStats([late], { to: '2026-03-14' })).toHaveLength(0);
    } finally {
      if (before === undefined) delete process.env['TZ'];
      else process.env['TZ'] = before;
    }
  });
});
