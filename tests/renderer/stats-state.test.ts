/**
 * The statistics screen's state: the filters as the contract takes them (empty ones left out), a range the
 * wrong way round refused before asking, the main process's errors shown as they come, answers overtaken
 * by newer ones dropped, the table's sort (ties in the main's order, Assassin wins counting the
 * Apprentice's), open details kept for the players still shown, and the details' lines named and ordered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { i18n } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import {
  StatsState,
  assassinTotal,
  filterProblem,
  formatDay,
  percent,
  roleLabel,
  showsAlienWins,
  sortStats,
  tallyLines,
  teamLabel,
  toStatsFilter,
  NO_FILTERS,
} from '../../src/renderer/src/stats/stats-state.svelte.ts';
import type { Api } from '../../src/shared/api.ts';
import type { StatsFilterInput } from '../../src/shared/event-contract.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { EventSummary, PlayerStatsView, TallyView } from '../../src/shared/views.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';
import './catalogue-fixture.ts';

const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
const fail = <T>(message: string, problems?: string[]): Promise<SessionResult<T>> =>
  Promise.resolve({ ok: false, error: { code: 'input/invalid', message, ...(problems ? { problems } : {}) } });

const tally = (games: number, wins: number): TallyView => ({ games, wins, winRate: games === 0 ? 0 : wins / games });

function player(
  name: string,
  games: number,
  wins: number,
  extra: Partial<Omit<PlayerStatsView, 'name' | 'games' | 'wins' | 'winRate'>> = {},
): PlayerStatsView {
  return {
    name,
    ...tally(games, wins),
    byTeam: { village: tally(games, wins) },
    byStartRole: { villager: tally(games, wins) },
    killed: 0,
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
    firstPlayed: '2025-03-01T20:00:00.000Z',
    lastPlayed: '2025-03-08T20:00:00.000Z',
    ...extra,
  };
}

/** As the main process sorts them: wins, then win rate, then games, then name. */
const ANN = player('Ann', 3, 3, { killed: 0 });
const BEN = player('Ben', 3, 3, { killed: 1, assassinWins: 1 });
const ELOISE = player('Éloïse', 4, 2, { killed: 2, apprenticeWins: 2 });
const CAT = player('Cat', 3, 1, { killed: 3, tannerWins: 1 });
const ZOE = player('zoé', 2, 0, { killed: 1 });
const ROWS = [ANN, BEN, ELOISE, CAT, ZOE];

const EVENTS: EventSummary[] = [
  {
    id: 'spring',
    name: 'Spring Cup',
    startDate: '2025-03-01',
    endDate: '2025-03-02',
    players: 8,
    rounds: 3,
    updatedAt: '2025-03-02T22:00:00.000Z',
  },
];

/** A fake main process: it remembers each filter and keeps the players whose name contains `player`. */
class FakeStats {
  filters: StatsFilterInput[] = [];
  rows: PlayerStatsView[] = [...ROWS];

  readonly api = {
    stats: vi.fn((filter: StatsFilterInput) => {
      this.filters.push(filter);
      const wanted = filter.player?.toLowerCase() ?? '';
      return ok(this.rows.filter((r) => r.name.toLowerCase().includes(wanted)));
    }),
    listEvents: vi.fn(() => ok([...EVENTS])),
  };
}

async function harness(): Promise<{ fake: FakeStats; app: AppState; stats: StatsState }> {
  const fake = new FakeStats();
  const app = new AppState(fake.api as unknown as Api);
  const stats = new StatsState(app);
  await stats.init();
  return { fake, app, stats };
}

const names = (rows: readonly PlayerStatsView[]): string[] => rows.map((r) => r.name);

beforeEach(() => {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
});

afterEach(() => {
  i18n.language = 'en';
  vi.unstubAllGlobals();
});

describe('loading', () => {
  it('asks for the events and for every player without a filter, and keeps the main process’s order', async () => {
    const { fake, stats } = await harness();
    expect(fake.filters).toEqual([{}]);
    expect(stats.loaded).toBe(true);
    expect(stats.error).toBeNull();
    expect(stats.events.map((e) => e.id)).toEqual(['spring']);
    expect(names(stats.sorted)).toEqual(['Ann', 'Ben', 'Éloïse', 'Cat', 'zoé']);
    expect(stats.filtered).toBe(false);
  });

  it('an answer overtaken by a newer request is dropped', async () => {
    const { fake, stats } = await harness();
    let release!: () => void;
    fake.api.stats.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true, value: [ZOE] });
        }),
    );
    const first = stats.setFilters({ player: 'z' });
    await stats.setFilters({ player: 'a' });
    release();
    await first;
    expect(stats.player).toBe('a');
    expect(names(stats.rows)).toEqual(['Ann', 'Cat']);
    expect(stats.loading).toBe(false);
  });

  it('events that cannot be listed leave the statistics shown, with the reason apart', async () => {
    const fake = new FakeStats();
    fake.api.listEvents.mockImplementationOnce(() => fail('the events table is missing'));
    const stats = new StatsState(new AppState(fake.api as unknown as Api));
    await stats.init();
    expect(stats.eventsError).toBe('the events table is missing');
    expect(stats.events).toEqual([]);
    expect(stats.error).toBeNull();
    expect(stats.rows).toHaveLength(5);
  });
});

describe('the filters', () => {
  it('are sent as the contract takes them: empty ones left out, the name trimmed', () => {
    expect(toStatsFilter(NO_FILTERS)).toEqual({});
    expect(toStatsFilter({ from: '2025-01-01', to: '', eventId: '', player: '   ' })).toEqual({ from: '2025-01-01' });
    expect(toStatsFilter({ from: '2025-01-01', to: '2025-12-31', eventId: 'spring', player: ' Zoé ' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      eventId: 'spring',
      player: 'Zoé',
    });
  });

  it('each change asks again with every filter set so far; clearing them asks for everything', async () => {
    const { fake, stats } = await harness();
    await stats.setFilters({ from: '2025-03-01' });
    await stats.setFilters({ to: '2025-03-31' });
    await stats.setFilters({ eventId: 'spring' });
    await stats.setFilters({ player: 'an' });
    expect(fake.filters.slice(1)).toEqual([
      { from: '2025-03-01' },
      { from: '2025-03-01', to: '2025-03-31' },
      { from: '2025-03-01', to: '2025-03-31', eventId: 'spring' },
      { from: '2025-03-01', to: '2025-03-31', eventId: 'spring', player: 'an' },
    ]);
    expect(stats.filtered).toBe(true);
    expect(stats.selectedEvent?.name).toBe('Spring Cup');
    expect(names(stats.rows)).toEqual(['Ann']);
    await stats.clearFilters();
    expect(fake.filters.at(-1)).toEqual({});
    expect(stats.filtered).toBe(false);
    expect(stats.rows).toHaveLength(5);
  });

  it('a player search of spaces only is no filter', async () => {
    const { fake, stats } = await harness();
    await stats.setFilters({ player: '   ' });
    expect(fake.filters.at(-1)).toEqual({});
    expect(stats.filtered).toBe(false);
  });

  it('dates the wrong way round are refused without asking, in the console’s language', async () => {
    const { fake, stats } = await harness();
    await stats.setFilters({ from: '2025-03-10', to: '2025-03-01' });
    expect(fake.api.stats).toHaveBeenCalledTimes(1);
    expect(stats.error).toBe('The dates are the wrong way round: “To” (Mar 1, 2025) is before “From” (Mar 10, 2025).');
    expect(stats.rows).toEqual([]);
    i18n.language = 'fr';
    expect(filterProblem(stats.filters)).toBe(
      fr('Les dates sont inversées : la date de fin (1 mars 2025) précède la date de début (10 mars 2025).'),
    );
    // Putting them right asks again and the message goes.
    await stats.setFilters({ to: '2025-03-31' });
    expect(fake.filters.at(-1)).toEqual({ from: '2025-03-10', to: '2025-03-31' });
    expect(stats.error).toBeNull();
    expect(stats.rows).toHaveLength(5);
  });

  it('a date that is not YYYY-MM-DD is refused without asking', () => {
    expect(filterProblem({ ...NO_FILTERS, from: '01/03/2025' })).toBe('“01/03/2025” is not a date (YYYY-MM-DD).');
    expect(filterProblem({ ...NO_FILTERS, from: '2025-03-01', to: '2025-03-01' })).toBeNull();
  });

  it('the main process’s refusal is shown as it comes, with its problems, and the table emptied', async () => {
    const { fake, stats } = await harness();
    fake.api.stats.mockImplementationOnce(() => fail('stats: eventId: no event "gone"', ['eventId: no event "gone"']));
    await stats.setFilters({ eventId: 'gone' });
    expect(stats.error).toBe('stats: eventId: no event "gone"');
    expect(stats.rows).toEqual([]);
    fake.api.stats.mockImplementationOnce(() => fail('the filter was refused', ['from: 2025-02-30 is not a date']));
    await stats.load();
    expect(stats.error).toBe('the filter was refused: from: 2025-02-30 is not a date');
    await stats.setFilters({ eventId: '' });
    expect(stats.error).toBeNull();
    expect(stats.rows).toHaveLength(5);
  });

  it('a transport that fails is an error like any other', async () => {
    const { fake, stats } = await harness();
    fake.api.stats.mockImplementationOnce(() => Promise.reject(new Error('cannot reach the Nightwarden host')));
    await stats.load();
    expect(stats.error).toBe('cannot reach the Nightwarden host');
    expect(stats.loading).toBe(false);
  });
});

describe('the table', () => {
  it('sorts by wins, most first, by default: the main process’s order, ties included', async () => {
    const { stats } = await harness();
    expect(stats.sortKey).toBe('wins');
    expect(stats.sortDirection).toBe('desc');
    expect(stats.ariaSort('wins')).toBe('descending');
    expect(stats.ariaSort('name')).toBe('none');
    // Reversed, ties still keep the main's order.
    stats.sortBy('wins');
    expect(names(stats.sorted)).toEqual(['zoé', 'Cat', 'Éloïse', 'Ann', 'Ben']);
    expect(stats.ariaSort('wins')).toBe('ascending');
  });

  it('names sort A to Z first, in the language’s alphabet, case and accents aside', async () => {
    const { stats } = await harness();
    stats.sortBy('name');
    expect(stats.sortDirection).toBe('asc');
    expect(names(stats.sorted)).toEqual(['Ann', 'Ben', 'Cat', 'Éloïse', 'zoé']);
    stats.sortBy('name');
    expect(names(stats.sorted)).toEqual(['zoé', 'Éloïse', 'Cat', 'Ben', 'Ann']);
  });

  it('numbers sort highest first; Assassin wins count the Apprentice’s', async () => {
    const { stats } = await harness();
    stats.sortBy('killed');
    expect(names(stats.sorted)).toEqual(['Cat', 'Éloïse', 'Ben', 'zoé', 'Ann']);
    stats.sortBy('assassinWins');
    expect(names(stats.sorted)).toEqual(['Éloïse', 'Ben', 'Ann', 'Cat', 'zoé']);
    stats.sortBy('games');
    expect(names(stats.sorted)).toEqual(['Éloïse', 'Ann', 'Ben', 'Cat', 'zoé']);
    stats.sortBy('winRate');
    expect(names(stats.sorted)).toEqual(['Ann', 'Ben', 'Éloïse', 'Cat', 'zoé']);
    stats.sortBy('tannerWins');
    expect(names(stats.sorted)[0]).toBe('Cat');
    expect(assassinTotal(ELOISE)).toBe(2);
    expect(assassinTotal(BEN)).toBe(1);
  });

  it('sortStats leaves its input alone', () => {
    const rows = [...ROWS];
    sortStats(rows, 'name', 'desc', 'en');
    expect(rows).toEqual(ROWS);
  });
});

describe('a player’s details', () => {
  it('open and close from the row; several may be open', async () => {
    const { stats } = await harness();
    stats.toggle('Ann');
    stats.toggle('Cat');
    expect(stats.isExpanded('Ann')).toBe(true);
    expect(stats.isExpanded('Cat')).toBe(true);
    stats.toggle('Ann');
    expect(stats.isExpanded('Ann')).toBe(false);
    expect(stats.isExpanded('Ben')).toBe(false);
  });

  it('stay open for the players a new filter still shows, and close for the others', async () => {
    const { stats } = await harness();
    stats.toggle('Ann');
    stats.toggle('Cat');
    await stats.setFilters({ player: 'a' });
    expect([...stats.expanded].sort()).toEqual(['Ann', 'Cat']);
    await stats.setFilters({ player: 'c' });
    expect([...stats.expanded]).toEqual(['Cat']);
  });

  it('list teams and starting roles by their names, most played first, then most won, then name', () => {
    const tallies = {
      werewolf: tally(1, 0),
      village: tally(4, 3),
      tanner: tally(1, 1),
      vampire: tally(2, 1),
    };
    const lines = tallyLines(tallies, teamLabel, 'en');
    expect(lines.map((l) => l.id)).toEqual(['village', 'vampire', 'tanner', 'werewolf']);
    expect(lines.map((l) => l.label)).toEqual(['Village', 'Vampires', 'Tanner', 'Werewolves']);
    expect(lines[0]).toMatchObject({ games: 4, wins: 3, winRate: 0.75 });
    // Equal games and wins: by name, in the console's language.
    const roles = tallyLines({ seer: tally(1, 1), drunk: tally(1, 1), hunter: tally(1, 1) }, roleLabel, 'en');
    expect(roles.map((l) => l.label)).toEqual(['Drunk', 'Hunter', 'Seer']);
  });

  it('names teams and roles in French, and an id the console does not know as it is', () => {
    i18n.language = 'fr';
    expect(teamLabel('werewolf')).toBe('Loups-Garous');
    expect(teamLabel('apprentice-assassin')).toBe('Apprentie Assassin');
    expect(roleLabel('seer')).toBe('Voyante');
    expect(roleLabel('tanner')).toBe('Tanneur');
    expect(teamLabel('pirates')).toBe('pirates');
    expect(roleLabel('pirate')).toBe('pirate');
  });
});

describe('wording', () => {
  it('win rates and days in the console’s language', () => {
    expect(percent(2 / 3, 'en')).toBe('67%');
    expect(percent(2 / 3, 'fr')).toMatch(/^67\s%$/u);
    expect(percent(0, 'en')).toBe('0%');
    expect(formatDay('2025-03-01', 'en')).toBe('Mar 1, 2025');
    expect(formatDay('2025-03-01', 'fr')).toBe('1 mars 2025');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });

  it('back closes the panel', async () => {
    const { app, stats } = await harness();
    app.openStats();
    expect(app.panel).toEqual({ kind: 'stats' });
    stats.back();
    expect(app.panel).toBeNull();
  });
});

describe('the Alien wins column', () => {
  it('is shown when a counted player played on a team of the Alien’s box (the catalogue’s), or won as one', async () => {
    const { fake, stats } = await harness();
    expect(stats.alienWins).toBe(false);
    // The Leader's team is printed on no card: the catalogue says it is the Alien's all the same.
    fake.rows = [...ROWS, player('Lea', 1, 0, { byTeam: { leader: tally(1, 0) } })];
    await stats.setFilters({ player: '' });
    expect(stats.alienWins).toBe(true);
    fake.rows = [...ROWS, player('Tom', 1, 1, { byTeam: { tanner: tally(1, 1) }, tannerWins: 1 })];
    await stats.setFilters({ player: 't' });
    expect(stats.alienWins).toBe(false);
    fake.rows = [player('Bea', 2, 1, { byTeam: { village: tally(2, 1) }, blobWins: 1 })];
    await stats.setFilters({ player: 'b' });
    expect(stats.alienWins).toBe(true);
  });

  it('asks the catalogue for each team’s box, and without one counts only the Alien wins', () => {
    const played = [player('Gus', 1, 0, { byTeam: { groob: tally(1, 0) } })];
    expect(showsAlienWins(played, (team) => (team === 'groob' ? 'alien' : null))).toBe(true);
    expect(showsAlienWins(played, () => null)).toBe(false);
    expect(showsAlienWins([player('Ida', 1, 1, { morticianWins: 1 })], () => null)).toBe(true);
  });
});
