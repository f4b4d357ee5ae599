/**
 * The archive's list a page at a time (`Session.archivePage`, the contract's `archivePage`): newest first by
 * instant whatever the offset a date was written with, then by id; pages that tile the list exactly; the
 * search (every word starts a word of a player's name, a role in English or French, the winning team,
 * "unfinished", a day, an event; accents and case ignored) that never reads what the user types as FTS5
 * syntax; the games of exactly some players; and the index kept up to date by every change.
 */
import { describe, expect, it } from 'vitest';
import { ftsQuery } from '../../src/main/persistence/archive-index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import type { GameListEntry } from '../../src/shared/views.ts';
import { testPorts, unwrap } from './helpers.ts';

/** A game of the archive as the Store writes it (its outcomes when revealed). */
function put(
  store: Store,
  id: string,
  createdAt: string,
  players: string[],
  deck: string[],
  outcome: 'unfinished' | { winners: string[]; team: string },
): void {
  const revealed = outcome !== 'unfinished';
  store.insertGame({
    id,
    createdAt,
    updatedAt: createdAt,
    players,
    deck,
    setup: {},
    phase: revealed ? 'revealed' : 'night',
    winners: revealed ? outcome.winners : null,
    results: revealed
      ? players.map((name) => ({
          name,
          startCard: 'villager',
          card: 'villager',
          team: outcome.winners.includes(name) ? outcome.team : 'village',
          dead: false,
          won: outcome.winners.includes(name),
        }))
      : null,
  });
}

/** Three games: old (Ann, the Seer), mid (Éloïse, the Master, a vampires' win), new (Hugo, unfinished). */
function archive(): { session: Session; store: Store } {
  const store = new Store(':memory:');
  put(store, 'old', '2024-05-01T20:00:00.000Z', ['Ann', 'Ben', 'Cat'], ['seer', 'werewolf', 'werewolf'], {
    winners: [],
    team: 'village',
  });
  // 23:30 at +02:00 is 21:30 UTC: between old and new, though its text sorts after new's.
  put(store, 'mid', '2024-05-02T23:30:00+02:00', ['Éloïse', 'Zoé', 'Marc'], ['the-master', 'vampire', 'priest'], {
    winners: ['Zoé'],
    team: 'vampire',
  });
  put(
    store,
    'new',
    '2024-05-02T22:00:00.000Z',
    ['Hugo', 'Inès', 'Jules'],
    ['robber', 'troublemaker', 'hunter'],
    'unfinished',
  );
  return { session: new Session(store, testPorts()), store };
}

const ids = (games: readonly GameListEntry[]): string[] => games.map((g) => g.id);

describe('the list, a page at a time', () => {
  it('newest first by instant, whatever the offset a date is written with', () => {
    const { session } = archive();
    const page = unwrap(session.archivePage({ offset: 0, limit: 50 }));
    expect(ids(page.games)).toEqual(['new', 'mid', 'old']);
    expect(page).toMatchObject({ total: 3, all: 3, offset: 0 });
    expect(page.games[1]).toMatchObject({ players: ['Éloïse', 'Zoé', 'Marc'], phase: 'revealed', winners: ['Zoé'] });
  });

  it('pages tile the list exactly, in a stable order (same instant: by id)', () => {
    const store = new Store(':memory:');
    // 250 games, ten at each instant, inserted in a shuffled order.
    const order = Array.from({ length: 250 }, (_, i) => (i * 97) % 250);
    for (const n of order)
      put(
        store,
        `g${String(n).padStart(3, '0')}`,
        new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 10) * 60_000).toISOString(),
        ['Ann', 'Ben', 'Cat'],
        ['seer'],
        'unfinished',
      );
    const session = new Session(store, testPorts());
    const pages: string[] = [];
    for (let offset = 0; offset < 260; offset += 40)
      pages.push(...ids(unwrap(session.archivePage({ offset, limit: 40 })).games));
    const expected = Array.from({ length: 250 }, (_, i) => i)
      .sort((a, b) => Math.floor(b / 10) - Math.floor(a / 10) || a - b)
      .map((n) => `g${String(n).padStart(3, '0')}`);
    expect(pages).toEqual(expected);
    expect(unwrap(session.archivePage({ offset: 250, limit: 10 }))).toMatchObject({ total: 250, games: [] });
    // The same page twice: the same games.
    expect(unwrap(session.archivePage({ offset: 120, limit: 30 }))).toEqual(
      unwrap(session.archivePage({ offset: 120, limit: 30 })),
    );
  });

  it('refuses a page it cannot give, naming the field and the limit', () => {
    const { session } = archive();
    const problem = (input: unknown): string => {
      const answer = session.archivePage(input);
      if (answer.ok) throw new Error('accepted');
      expect(answer.error.code).toBe('input/invalid');
      return answer.error.message;
    };
    expect(problem({ offset: 0, limit: 0 })).toContain('limit: at least 1 game');
    expect(problem({ offset: 0, limit: 201 })).toContain('limit: at most 200 games a page');
    expect(problem({ offset: -1, limit: 10 })).toContain('offset: 0 or more');
    expect(problem({ offset: 1.5, limit: 10 })).toContain('offset: a whole number');
    expect(problem({ offset: 0, limit: 10, query: 'x'.repeat(201) })).toContain('query: a search is at most 200');
    expect(problem({ offset: 0, limit: 10, sort: 'id' })).toContain('unknown field "sort"');
    expect(problem({ offset: 0, limit: 10, players: [] })).toContain('players: at least one name');
    expect(problem({ offset: 0, limit: 10, players: ['\u001b[31m'] })).toContain('players[0]: player name');
    expect(problem('page 1')).toContain('a page is an object');
  });
});

describe('the search', () => {
  const cases: { name: string; query: string; finds: string[] }[] = [
    { name: 'a player, any case', query: 'ann', finds: ['old'] },
    { name: 'a player, without the accents', query: 'eloise', finds: ['mid'] },
    { name: 'a player, in capitals with accents', query: 'ÉLOÏSE', finds: ['mid'] },
    { name: 'the start of a name', query: 'ine', finds: ['new'] },
    { name: 'a role id', query: 'the-master', finds: ['mid'] },
    { name: 'a role, English name', query: 'Troublemaker', finds: ['new'] },
    { name: 'a role, French name', query: 'voyante', finds: ['old'] },
    { name: 'a role, French name without accents', query: 'le maitre', finds: ['mid'] },
    { name: 'a role, French name of two words', query: 'loup-garou', finds: ['old'] },
    { name: 'every word must match: a player and a role', query: 'hugo chasseur', finds: ['new'] },
    { name: 'every word must match: nothing has both', query: 'hugo vampire', finds: [] },
    { name: 'the winning team, in French', query: 'clan des vampires', finds: ['mid'] },
    { name: 'a game nobody won', query: 'nobody', finds: ['old'] },
    { name: 'an unfinished game', query: 'unfinished', finds: ['new'] },
    { name: 'an unfinished game, in French', query: 'inachevée', finds: ['new'] },
    { name: 'a day', query: localDay('2024-05-01T20:00:00.000Z'), finds: ['old'] },
    { name: 'a month', query: '2024-05', finds: ['new', 'mid', 'old'] },
    { name: 'blank: everything', query: '   ', finds: ['new', 'mid', 'old'] },
    { name: 'not the middle of a word', query: 'loise', finds: [] },
    { name: 'not the id', query: 'mid', finds: [] },
  ];
  for (const { name, query, finds } of cases) {
    it(name, () => {
      const { session } = archive();
      const page = unwrap(session.archivePage({ query, offset: 0, limit: 50 }));
      expect(ids(page.games)).toEqual(finds);
      expect(page.total).toBe(finds.length);
      expect(page.all).toBe(3);
    });
  }

  it('what the user types is text, never FTS5 syntax: nothing throws, quotes and operators are words', () => {
    const { session, store } = archive();
    put(store, 'odd', '2024-04-01T10:00:00.000Z', ['"Doc" O\'Brien', 'AND', 'Nearly'], ['seer'], 'unfinished');
    const found = (query: string): string[] => ids(unwrap(session.archivePage({ query, offset: 0, limit: 50 })).games);
    for (const query of [
      '"',
      '""',
      '*',
      '^',
      '-',
      '(',
      ')',
      ':',
      '+',
      'NEAR(',
      'OR',
      'NOT',
      'players:ann',
      '{players}: x',
      'a"b',
      '\\',
      '%',
      "'",
      'ann*',
      '"ann',
    ])
      expect(() => found(query)).not.toThrow();
    // Operators are words like any other: "AND" finds the player called AND, "OR" and "NOT" find nobody.
    expect(found('AND')).toEqual(['odd']);
    expect(found('and hugo')).toEqual([]);
    expect(found('OR')).toEqual([]);
    expect(found('NOT ann')).toEqual([]);
    // Quotes and stars are not searched; the words around them are.
    expect(found('"ann"')).toEqual(['old']);
    expect(found('ann*')).toEqual(['old']);
    expect(found('"doc"')).toEqual(['odd']);
    expect(found("o'brien")).toEqual(['odd']);
    expect(found('near(')).toEqual(['odd']);
    expect(found('players:ann')).toEqual([]);
    // Only punctuation: nothing is found (the screen says no game matches), and nothing fails.
    expect(found('"')).toEqual([]);
    expect(found('* ^ -')).toEqual([]);
    expect(unwrap(session.archivePage({ query: '"', offset: 0, limit: 5 }))).toMatchObject({ total: 0, all: 4 });
  });

  it('quotes every word', () => {
    expect(ftsQuery('Ann "Ben" c*')).toBe('"Ann"* """Ben"""* "c*"*');
    expect(ftsQuery(' " * ')).toBeNull();
    expect(ftsQuery('e\u0301loise')).toBe('"éloise"*');
  });

  it('the games of exactly some players, names compared without case or outer spaces', () => {
    const { session, store } = archive();
    put(store, 'more', '2024-06-01T10:00:00.000Z', ['Ann', 'Ben', 'Cat', 'Dan'], ['seer'], 'unfinished');
    put(store, 'again', '2024-06-02T10:00:00.000Z', ['cat', 'ANN', 'Ben'], ['seer'], 'unfinished');
    const page = unwrap(session.archivePage({ players: ['Ben', ' ann', 'Cat'], offset: 0, limit: 10 }));
    expect(ids(page.games)).toEqual(['again', 'old']);
    expect(page.total).toBe(2);
    expect(ids(unwrap(session.archivePage({ players: ['Ann', 'Ben'], offset: 0, limit: 10 })).games)).toEqual([]);
    // With a search too: both must hold.
    expect(
      ids(
        unwrap(session.archivePage({ players: ['Ann', 'Ben', 'Cat'], query: 'voyante', offset: 0, limit: 10 })).games,
      ),
    ).toEqual(['again', 'old']);
  });

  it('follows every change: a game made, revealed, undone, deleted, imported', () => {
    const store = new Store(':memory:');
    const session = new Session(store, testPorts());
    const found = (query: string): string[] => ids(unwrap(session.archivePage({ query, offset: 0, limit: 50 })).games);
    let game = unwrap(
      session.createGame({
        players: ['Ann', 'Ben', 'Cat', 'Dan'],
        deal: {
          mode: 'manual',
          players: ['vampire', 'priest', 'marksman', 'pickpocket'],
          center: ['gremlin', 'villager', 'villager'],
        },
      }),
    );
    expect(found('unfinished')).toEqual([game.id]);
    // Ann (the Vampire) gives her Mark to Cat, then Ann is voted out (as in migration-2.test.ts).
    unwrap(session.startNight(game.id));
    unwrap(session.pass(game.id));
    game = unwrap(session.answer(game.id, { target: 2 }));
    while (game.phase === 'dusk' || game.phase === 'night') game = unwrap(session.pass(game.id));
    game = unwrap(session.vote(game.id, [1, 0, 0, 0]));
    expect(game.phase).toBe('revealed');
    expect(found('unfinished')).toEqual([]);
    const team = game.result!.players.find((p) => p.won)?.team;
    expect(found(team ?? 'nobody')).toEqual([game.id]);
    unwrap(session.undo(game.id));
    expect(found('unfinished')).toEqual([game.id]);
    const record = unwrap(session.exportArchive());
    unwrap(session.deleteGame(game.id));
    expect(found('ann')).toEqual([]);
    expect(unwrap(session.archivePage({ offset: 0, limit: 5 }))).toMatchObject({ total: 0, all: 0 });
    unwrap(session.importText({ text: record, source: 'one.jsonl' }));
    expect(found('ann unfinished')).toEqual([game.id]);
  });
});

/** The day a date falls on where the tests run (the search's days are the archive's local days). */
function localDay(iso: string): string {
  const d = new Date(iso);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
