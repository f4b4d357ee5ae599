/** The event: its schema, the rules checked on every save and import, and the scoring scheme in words. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING,
  EVENT_FORMAT,
  createTournament,
  describeScoring,
  exportTournament,
  parseTournament,
  type Tournament,
} from '../../src/main/tournament/index.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lea', 'Max', 'Ned', 'Oto'];

/** A 5-player deck and a 6-player deck (players + 3). */
const DECK_5 = ['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin', 'copycat', 'villager'];
const DECK_6 = [...DECK_5, 'cupid'];

/** A valid event: 15 players, round 1 at tables of 5, round 2 at tables of 5 (with its first game brought in). */
function validEvent(): Tournament {
  const created = createTournament({ name: 'Spring cup', startDate: '2026-04-04', players: NAMES }, 'event-1');
  if (!created.ok) throw new Error(created.problems.join('\n'));
  const table = (n: number, players: string[], gameId: string | null = null) => ({
    table: n,
    players,
    deck: DECK_5,
    gameId,
  });
  return {
    ...created.value,
    rounds: [
      {
        number: 1,
        tables: [table(1, NAMES.slice(0, 5), 'g1'), table(2, NAMES.slice(5, 10)), table(3, NAMES.slice(10, 15))],
      },
      {
        number: 2,
        tables: [
          table(1, ['Ann', 'Fay', 'Kim', 'Ben', 'Gus']),
          table(2, ['Lea', 'Cat', 'Hal', 'Max', 'Dan']),
          table(3, ['Ida', 'Ned', 'Eve', 'Jon', 'Oto']),
        ],
      },
    ],
  };
}

function problemsOf(value: unknown): string[] {
  const parsed = parseTournament(value);
  return parsed.ok ? [] : parsed.problems;
}

describe('createTournament', () => {
  it('fills in the defaults: 1 point a win, 0 otherwise, 8 per table, no preset, no rounds', () => {
    const created = createTournament({ name: 'Cup', startDate: '2026-04-04', endDate: '2026-04-05' }, 'e1');
    expect(created).toEqual({
      ok: true,
      value: {
        format: EVENT_FORMAT,
        id: 'e1',
        name: 'Cup',
        startDate: '2026-04-04',
        endDate: '2026-04-05',
        players: [],
        scoring: DEFAULT_SCORING,
        maxTableSize: 8,
        preset: null,
        rounds: [],
      },
    });
    expect(DEFAULT_SCORING).toEqual({ win: 1, loss: 0, survivedWin: 0, specialTeamWin: 0 });
  });

  it('a one-day event: the end date defaults to the start date', () => {
    const created = createTournament({ name: 'Cup', startDate: '2026-04-04' }, 'e1');
    expect(created.ok && created.value.endDate).toBe('2026-04-04');
  });

  it('trims the event name and the player names; keeps given scoring and settings', () => {
    const created = createTournament(
      {
        name: '  Cup  ',
        startDate: '2026-04-04',
        players: [' Ann ', 'Ben'],
        scoring: { survivedWin: 1 },
        maxTableSize: 6,
        preset: 'marquons-les-6',
      },
      'e1',
    );
    if (!created.ok) throw new Error(created.problems.join());
    expect(created.value.name).toBe('Cup');
    expect(created.value.players).toEqual(['Ann', 'Ben']);
    expect(created.value.scoring).toEqual({ win: 1, loss: 0, survivedWin: 1, specialTeamWin: 0 });
    expect(created.value.maxTableSize).toBe(6);
    expect(created.value.preset).toBe('marquons-les-6');
  });

  it('refuses a bad input with every problem named', () => {
    const created = createTournament(
      { name: ' ', startDate: '2026-04-04', endDate: '2026-04-01', players: ['Ann', 'ann'] },
      'e1',
    );
    expect(created).toEqual({
      ok: false,
      problems: [
        'name: the event needs a name',
        'the event ends on 2026-04-01, before it starts on 2026-04-04 — the end date cannot be before the start date',
        'Ann and ann are registered as two players — names must differ by more than case',
      ],
    });
  });
});

/** Each row breaks one rule of a valid event and names the message it must give. */
const RULES: readonly { rule: string; change: (event: Tournament) => unknown; problem: string }[] = [
  {
    rule: 'a player plays at one table per round',
    change: (e) => {
      e.rounds[1]!.tables[2]!.players[0] = 'Ann';
      return e;
    },
    problem: 'round 2: Ann sits at tables 1 and 3 — a player plays at one table per round',
  },
  {
    rule: 'a player has one seat at a table',
    change: (e) => {
      e.rounds[0]!.tables[0]!.players[4] = 'Ann';
      return e;
    },
    problem: 'table 1 of round 1: Ann has two seats — a player has one seat',
  },
  {
    rule: 'tables seat 5 to 10 players (too few)',
    change: (e) => {
      e.rounds[0]!.tables[1]!.players.pop();
      e.rounds[0]!.tables[1]!.deck = DECK_5.slice(0, 7);
      return e;
    },
    problem: 'table 2 of round 1: 4 players — tables seat 5 to 10 players',
  },
  {
    rule: 'tables seat 5 to 10 players (too many)',
    change: (e) => {
      const many = [...NAMES.slice(0, 11)];
      e.rounds[0]!.tables = [{ table: 1, players: many, deck: [], gameId: null }];
      return e;
    },
    problem: 'table 1 of round 1: 11 players — tables seat 5 to 10 players',
  },
  {
    rule: 'the deck is players + 3',
    change: (e) => {
      e.rounds[0]!.tables[0]!.players.push('Zed');
      e.players.push('Zed');
      return e;
    },
    problem: 'deck of table 1 of round 1 has 8 cards for 6 players — the deck is players + 3',
  },
  {
    rule: 'deck cards are roles',
    change: (e) => {
      e.rounds[0]!.tables[0]!.deck = [...DECK_5.slice(0, 6), 'joker', 'la-chose'];
      return e;
    },
    problem: 'deck of table 1 of round 1: "joker", "la-chose" are not roles',
  },
  {
    rule: 'only registered players sit at tables',
    change: (e) => {
      e.rounds[1]!.tables[0]!.players[0] = 'Zed';
      return e;
    },
    problem: 'table 1 of round 2: Zed is not registered for the event',
  },
  {
    rule: 'each player is registered once',
    change: (e) => {
      e.players.push('Ann');
      return e;
    },
    problem: 'Ann is registered twice — each player is registered once',
  },
  {
    rule: 'names differ by more than case (games from other laptops are matched without case)',
    change: (e) => {
      e.players.push('ANN');
      return e;
    },
    problem: 'Ann and ANN are registered as two players — names must differ by more than case',
  },
  {
    rule: 'rounds are numbered in order',
    change: (e) => {
      e.rounds[1]!.number = 3;
      return e;
    },
    problem: 'round 2 is numbered 3 — rounds are numbered 1, 2, 3… in order',
  },
  {
    rule: 'tables are numbered in order',
    change: (e) => {
      e.rounds[1]!.tables[2]!.table = 5;
      return e;
    },
    problem: 'round 2: table 3 is numbered 5 — tables are numbered 1, 2, 3… in order',
  },
  {
    rule: 'a round has tables',
    change: (e) => {
      e.rounds[1]!.tables = [];
      return e;
    },
    problem: 'round 2 has no table — a round seats its players at tables',
  },
  {
    rule: 'a game is played at one table',
    change: (e) => {
      e.rounds[1]!.tables[1]!.gameId = 'g1';
      return e;
    },
    problem: 'game g1 is linked to table 1 of round 1 and to table 2 of round 2 — a game is played at one table',
  },
  {
    rule: 'the end date is not before the start date',
    change: (e) => ({ ...e, endDate: '2026-04-03' }),
    problem:
      'the event ends on 2026-04-03, before it starts on 2026-04-04 — the end date cannot be before the start date',
  },
  {
    rule: 'dates are real calendar dates',
    change: (e) => ({ ...e, startDate: '2026-02-30' }),
    problem: 'startDate: "2026-02-30" is not a date written YYYY-MM-DD',
  },
  {
    rule: 'dates are written YYYY-MM-DD',
    change: (e) => ({ ...e, endDate: '4/5/2026' }),
    problem: 'endDate: "4/5/2026" is not a date written YYYY-MM-DD',
  },
  {
    rule: 'an event name is at most 100 characters',
    change: (e) => ({ ...e, name: 'x'.repeat(101) }),
    problem: 'name: an event name is at most 100 characters',
  },
  {
    rule: 'a player name is 1 to 40 characters',
    change: (e) => ({ ...e, players: [...e.players, 'y'.repeat(41)] }),
    problem: `players[15]: player name "${'y'.repeat(40)}…" has 41 characters; a name has at most 40`,
  },
  {
    rule: 'a player name is not empty',
    change: (e) => ({ ...e, players: [...e.players, '   '] }),
    problem: 'players[15]: a player name cannot be empty',
  },
  {
    rule: 'the largest table size is 5 to 10 (too small)',
    change: (e) => ({ ...e, maxTableSize: 4 }),
    problem: 'maxTableSize: the largest table size is 5 to 10 players',
  },
  {
    rule: 'the largest table size is 5 to 10 (too large)',
    change: (e) => ({ ...e, maxTableSize: 11 }),
    problem: 'maxTableSize: the largest table size is 5 to 10 players',
  },
  {
    rule: 'points are numbers',
    change: (e) => ({ ...e, scoring: { ...e.scoring, win: '1' } }),
    problem: 'scoring.win: points must be a number',
  },
  {
    rule: 'the file is an event',
    change: (e) => ({ ...e, format: 'onu-record/1' }),
    problem: `format: format must be "${EVENT_FORMAT}"`,
  },
  {
    rule: 'an event from a newer version is refused by name',
    change: (e) => ({ ...e, format: 'nightwarden-event/2' }),
    problem: `format: this event was saved as nightwarden-event/2, which this version of Nightwarden does not read (it reads ${EVENT_FORMAT})`,
  },
];

describe('the event rules', () => {
  it('the valid fixture has no problem', () => {
    expect(problemsOf(validEvent())).toEqual([]);
  });

  it.each(RULES)('$rule', ({ change, problem }) => {
    expect(problemsOf(change(validEvent()))).toEqual([problem]);
  });

  it('an empty deck is a deck still to be chosen, not an error', () => {
    const event = validEvent();
    event.rounds[0]!.tables[0]!.deck = [];
    expect(problemsOf(event)).toEqual([]);
  });

  it('a 6-player table takes a 9-card deck', () => {
    const event = validEvent();
    event.players.push('Zed');
    event.rounds[0]!.tables[0]!.players.push('Zed');
    event.rounds[0]!.tables[0]!.deck = DECK_6;
    expect(problemsOf(event)).toEqual([]);
  });

  it('reports every broken rule at once, in the order rounds and tables come', () => {
    const event = validEvent();
    event.rounds[0]!.tables[0]!.players[0] = 'Zed';
    event.rounds[1]!.tables[2]!.players[0] = 'Ann';
    expect(problemsOf(event)).toEqual([
      'table 1 of round 1: Zed is not registered for the event',
      'round 2: Ann sits at tables 1 and 3 — a player plays at one table per round',
    ]);
  });

  it('unknown keys are refused, so a typo in a hand-edited file is not silently dropped', () => {
    expect(problemsOf({ ...validEvent(), maxTableSise: 6 })).toEqual([expect.stringContaining('maxTableSise')]);
  });
});

describe('export and import of a whole event', () => {
  it('round-trips', () => {
    const event = validEvent();
    expect(parseTournament(exportTournament(event))).toEqual({ ok: true, value: event });
    expect(parseTournament(JSON.parse(exportTournament(event)))).toEqual({ ok: true, value: event });
  });

  it('fills in what an older or hand-written file leaves out', () => {
    const parsed = parseTournament({
      format: EVENT_FORMAT,
      id: 'e1',
      name: 'Cup',
      startDate: '2026-04-04',
      endDate: '2026-04-04',
    });
    expect(parsed.ok && parsed.value).toMatchObject({ players: [], scoring: DEFAULT_SCORING, rounds: [] });
  });

  it('says when the file is not JSON', () => {
    expect(parseTournament('{ not json')).toEqual({
      ok: false,
      problems: ['this file is not JSON: an event is exported as a JSON file'],
    });
  });

  it('says what is wrong with something that is not an event', () => {
    expect(problemsOf(null)).toEqual([expect.any(String)]);
    expect(problemsOf({ format: EVENT_FORMAT })).toEqual([
      'id: Invalid input: expected string, received undefined',
      'name: Invalid input: expected string, received undefined',
      'startDate: Invalid input: expected string, received undefined',
      'endDate: Invalid input: expected string, received undefined',
    ]);
  });
});

describe('property: import never throws', () => {
  /** Where a broken value may be found in a file: every field of the event, a round and a table. */
  const PLACES = [
    ...['format', 'id', 'name', 'startDate', 'endDate', 'players', 'scoring', 'maxTableSize', 'preset', 'rounds'].map(
      (key) => (e: Tournament, value: unknown) => ({ ...e, [key]: value }),
    ),
    ...['number', 'tables'].map((key) => (e: Tournament, value: unknown) => {
      (e.rounds[0] as Record<string, unknown>)[key] = value;
      return e;
    }),
    ...['table', 'players', 'deck', 'gameId'].map((key) => (e: Tournament, value: unknown) => {
      (e.rounds[1]!.tables[0] as Record<string, unknown>)[key] = value;
      return e;
    }),
  ];

  it('any value anywhere in an event gives problems or an event, never an exception', () => {
    fc.assert(
      fc.property(fc.nat(PLACES.length - 1), fc.jsonValue(), (place, value) => {
        const parsed = parseTournament(PLACES[place]!(validEvent(), value));
        if (!parsed.ok) expect(parsed.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(fc.anything(), (value) => void parseTournament(value)));
  });
});

describe('describeScoring', () => {
  it.each([
    { lang: 'en' as const, lines: ['Win: 1 point', 'Loss: 0 points'] },
    { lang: 'fr' as const, lines: ['Victoire : 1 point', 'Défaite : 0 point'] },
  ])('the default scheme ($lang): a win and a loss, no extras', ({ lang, lines }) => {
    expect(describeScoring(DEFAULT_SCORING, lang)).toEqual(lines);
  });

  it('prints the extras when they give something (English)', () => {
    expect(describeScoring({ win: 3, loss: 1, survivedWin: 1, specialTeamWin: 2 }, 'en')).toEqual([
      'Win: 3 points',
      'Loss: 1 point',
      'Surviving on the winning team: +1 point',
      'Win on a special team (Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus): +2 points',
    ]);
  });

  it('prints the extras when they give something (French, singular below 2, decimal comma)', () => {
    expect(describeScoring({ win: 2, loss: 0, survivedWin: 0.5, specialTeamWin: 1 }, 'fr')).toEqual([
      'Victoire : 2 points',
      'Défaite : 0 point',
      "Survivre dans l'équipe gagnante : +0,5 point",
      'Victoire dans une équipe spéciale (Tanneur, Assassin, Apprentie Assassin, Alien synthétique, Groob, Zerb, Nostradamus) : +1 point',
    ]);
  });

  it('a negative value keeps its sign', () => {
    expect(describeScoring({ win: 1, loss: -1, survivedWin: 0, specialTeamWin: -2 }, 'en')).toEqual([
      'Win: 1 point',
      'Loss: -1 point',
      'Win on a special team (Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus): -2 points',
    ]);
  });
});
