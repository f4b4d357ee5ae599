/**
 * The events screens' state against a fake main process: the list and the "New event" form (defaults,
 * checks before sending, a refusal's problem lines), delete only after confirmation, an event imported
 * whole; one event's settings saved field by field, players registered and removed, rounds proposed for
 * the players present, a round edited (moves, seats, decks refitted to the new sizes) and saved whole,
 * games played here, unlinked and imported with a report summed over files, the standings, their CSV and
 * the event's export.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { EventState, roundInput, roundProblems } from '../../src/renderer/src/events/event-state.svelte.ts';
import {
  EventsState,
  byDate,
  draftInput,
  draftProblems,
  emptyDraft,
  type ImportFile,
} from '../../src/renderer/src/events/events-state.svelte.ts';
import {
  datesLabel,
  deckText,
  duplicateNames,
  headToHeadShown,
  parseNames,
  presetChoices,
  presetForScenario,
  rankLabel,
  sizesLabel,
  statusLabel,
  tableStatus,
  winnersLabel,
} from '../../src/renderer/src/events/labels.ts';
import { i18n } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import type { Api, PresetView } from '../../src/shared/api.ts';
import type { EventPatch, NewEventInput, RoundInput } from '../../src/shared/event-contract.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type {
  EventImportReport,
  EventSummary,
  EventTableView,
  EventView,
  GameListEntry,
  GameView,
  StandingsView,
} from '../../src/shared/views.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';
import { takeDraft } from '../../src/renderer/src/setup/setup-draft.ts';
import './catalogue-fixture.ts';

const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
const fail = <T>(message: string, problems?: string[]): Promise<SessionResult<T>> =>
  Promise.resolve({ ok: false, error: { code: 'x', message, ...(problems ? { problems } : {}) } });

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jay', 'Kim', 'Lou'];

/** Presets as the main process offers them: a beginner deck, a scenario for some sizes, an Anarchie draw. */
function presetsFor(size: number): PresetView[] {
  const deck = (n: number, role: string): string[] =>
    Array.from({ length: n + 3 }, (_, i) => (i < 2 ? 'werewolf' : role));
  return [
    {
      id: `beginner-${size}`,
      name: { en: 'First night', fr: 'Première nuit' },
      players: size,
      deck: deck(size, 'villager'),
      game: 'mixed',
    },
    ...(size <= 8
      ? [
          {
            id: `lune-de-sang-${size}`,
            name: { en: 'Epic Battle: Blood Moon', fr: 'Bataille épique : Lune de sang' },
            players: size,
            deck: deck(size, 'seer'),
            game: 'mixed',
          },
        ]
      : []),
    {
      id: `anarchie-${size}`,
      name: { en: 'Anarchy', fr: 'Anarchie' },
      players: size,
      deck: deck(size, 'priest'),
      game: 'vampire',
    },
  ];
}

function table(
  n: number,
  players: readonly string[],
  deck: readonly string[] = [],
  game: EventTableView['game'] = null,
  gameId: string | null = null,
): EventTableView {
  return { table: n, players, deck: deck as EventTableView['deck'], gameId: game ? (gameId ?? `g${n}`) : gameId, game };
}

function eventView(overrides: Partial<EventView> = {}): EventView {
  return {
    id: 'ev1',
    name: 'Spring Cup',
    startDate: '2026-03-14',
    endDate: '2026-03-14',
    players: NAMES.slice(0, 10),
    scoring: { win: 1, loss: 0, survivedWin: 0, specialTeamWin: 0 },
    scoringLines: ['Win: 1 point', 'Loss: 0 points'],
    maxTableSize: 8,
    preset: 'lune-de-sang-5',
    rounds: [],
    ...overrides,
  };
}

const STANDINGS: StandingsView = {
  event: 'Spring Cup',
  rows: [
    { rank: 1, name: 'Ann', points: 2, wins: 2, games: 2, headToHead: 0, tied: false },
    { rank: 2, name: 'Ben', points: 1, wins: 1, games: 2, headToHead: 1, tied: true },
    { rank: 2, name: 'Cat', points: 1, wins: 1, games: 2, headToHead: 1, tied: true },
    { rank: 4, name: 'Dan', points: 0, wins: 0, games: 1, headToHead: 0, tied: false },
  ],
  scoringLines: ['Win: 1 point', 'Loss: 0 points'],
  gamesCounted: 2,
  tables: 2,
  csv: 'Rank,Player\r\n1,Ann\r\n',
  fileName: 'spring-cup-standings.csv',
};

/** A fake main process with one event; each method records its arguments and answers from `event`. */

/** The archive's games the table could be linked to. */
const GAMES: GameListEntry[] = [
  {
    id: 'same',
    createdAt: '2026-03-14T20:00:00Z',
    updatedAt: '',
    players: [' ann', 'BEN', 'Cat', 'Dan', 'Eve'],
    deck: [],
    phase: 'revealed',
    winners: ['Ann'],
  },
  {
    id: 'other',
    createdAt: '2026-03-14T21:00:00Z',
    updatedAt: '',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Fay'],
    deck: [],
    phase: 'revealed',
    winners: [],
  },
  {
    id: 'g9',
    createdAt: '2026-03-14T22:00:00Z',
    updatedAt: '',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
    deck: [],
    phase: 'night',
    winners: null,
  },
];

class FakeEvents {
  event: EventView;
  summaries: EventSummary[] = [
    {
      id: 'old',
      name: 'Winter Cup',
      startDate: '2025-12-01',
      endDate: '2025-12-01',
      players: 8,
      rounds: 3,
      updatedAt: '',
    },
    {
      id: 'ev1',
      name: 'Spring Cup',
      startDate: '2026-03-14',
      endDate: '2026-03-15',
      players: 10,
      rounds: 0,
      updatedAt: '',
    },
    {
      id: 'b',
      name: 'Another Cup',
      startDate: '2026-03-14',
      endDate: '2026-03-14',
      players: 6,
      rounds: 1,
      updatedAt: '',
    },
  ];
  updates: EventPatch[] = [];
  proposals: { present?: string[]; seed?: number }[] = [];
  savedRounds: RoundInput[] = [];
  imports = new Map<string, SessionResult<EventImportReport>>();
  refuseUpdate: { message: string; problems?: string[] } | null = null;

  constructor(event: EventView = eventView()) {
    this.event = event;
  }

  readonly api = {
    listEvents: vi.fn(() => ok([...this.summaries])),
    createEvent: vi.fn((input: NewEventInput) => ok(eventView({ id: 'new-ev', name: input.name }))),
    deleteEvent: vi.fn((id: string) => {
      this.summaries = this.summaries.filter((s) => s.id !== id);
      return ok({ deleted: id });
    }),
    importEvent: vi.fn((input: { text: string; source?: string }) =>
      input.text.startsWith('{') ? ok(eventView({ id: 'imported' })) : fail<EventView>('the file is not JSON'),
    ),
    getEvent: vi.fn((id: string) => (id === this.event.id ? ok(this.event) : fail<EventView>(`no event ${id}`))),
    updateEvent: vi.fn((_id: string, patch: EventPatch) => {
      this.updates.push(patch);
      if (this.refuseUpdate) return fail<EventView>(this.refuseUpdate.message, this.refuseUpdate.problems);
      const { scoring, preset, ...rest } = patch;
      this.event = {
        ...this.event,
        ...(rest as Partial<EventView>),
        ...(preset !== undefined ? { preset } : {}),
        scoring: {
          win: scoring?.win ?? this.event.scoring.win,
          loss: scoring?.loss ?? this.event.scoring.loss,
          survivedWin: scoring?.survivedWin ?? this.event.scoring.survivedWin,
          specialTeamWin: scoring?.specialTeamWin ?? this.event.scoring.specialTeamWin,
        },
      };
      return ok(this.event);
    }),
    proposeRound: vi.fn((_id: string, input: { present?: string[]; seed?: number }) => {
      this.proposals.push(input);
      const present = input.present ?? this.event.players;
      const half = Math.ceil(present.length / 2);
      const round = {
        number: this.event.rounds.length + 1,
        tables: [
          table(1, present.slice(0, half), presetsFor(half)[1]?.deck),
          table(2, present.slice(half), presetsFor(present.length - half)[1]?.deck),
        ],
      };
      this.event = { ...this.event, rounds: [...this.event.rounds, round] };
      return ok(this.event);
    }),
    saveRound: vi.fn((_id: string, input: RoundInput) => {
      this.savedRounds.push(input);
      this.event = {
        ...this.event,
        rounds: this.event.rounds.map((r) =>
          r.number === input.number
            ? {
                number: r.number,
                tables: input.tables.map((t) => table(t.table, t.players, t.deck, null, t.gameId ?? null)),
              }
            : r,
        ),
      };
      return ok(this.event);
    }),
    removeRound: vi.fn((_id: string, number: number) => {
      this.event = { ...this.event, rounds: this.event.rounds.filter((r) => r.number !== number) };
      return ok(this.event);
    }),
    startEventGame: vi.fn((_id: string, round: number, t: number) =>
      ok({ id: `game-${round}-${t}`, phase: 'setup' } as GameView),
    ),
    getGame: vi.fn((id: string) => ok({ id, phase: 'revealed' } as GameView)),
    /** The archive finds the games of exactly these players (names without case or outer spaces). */
    archivePage: vi.fn((input: { players?: string[]; offset: number; limit: number }) => {
      const key = (name: string): string => name.trim().toLowerCase();
      const wanted = new Set((input.players ?? []).map(key));
      const games = GAMES.filter(
        (g) => !input.players || (g.players.length === wanted.size && g.players.every((p) => wanted.has(key(p)))),
      );
      return ok({ total: games.length, all: GAMES.length, offset: input.offset, games });
    }),
    linkEventGame: vi.fn((_id: string, round: number, t: number, gameId: string | null) => {
      this.event = {
        ...this.event,
        rounds: this.event.rounds.map((r) =>
          r.number !== round
            ? r
            : { ...r, tables: r.tables.map((x) => (x.table === t ? { ...x, gameId, game: null } : x)) },
        ),
      };
      return ok(this.event);
    }),
    importEventGames: vi.fn((_id: string, input: { text: string; source?: string }) => {
      const answer = this.imports.get(input.text);
      if (answer) return Promise.resolve(answer);
      return ok<EventImportReport>({
        imported: [],
        duplicates: [],
        rejected: [],
        matched: [],
        unmatched: [],
        event: this.event,
      });
    }),
    standings: vi.fn(() => ok(STANDINGS)),
    exportEvent: vi.fn(() =>
      ok({ fileName: 'spring-cup.event.json', text: '{"format":"nightwarden-event-archive/1"}\n' }),
    ),
    presets: vi.fn((size: number) => ok(presetsFor(size))),
  };
}

function file(name: string, text: string): ImportFile {
  return { name, text: () => Promise.resolve(text) };
}

function unreadable(name: string): ImportFile {
  return { name, text: () => Promise.reject(new Error('permission denied')) };
}

interface Harness {
  fake: FakeEvents;
  app: AppState;
  saved: { name: string; text: string; type: string }[];
}

function setup(event?: EventView): Harness {
  const fake = new FakeEvents(event);
  const app = new AppState(fake.api as unknown as Api);
  return { fake, app, saved: [] };
}

async function listHarness(): Promise<Harness & { events: EventsState }> {
  const h = setup();
  const events = new EventsState(h.app, { today: () => '2026-03-14' });
  await events.load();
  return { ...h, events };
}

async function eventHarness(event?: EventView): Promise<Harness & { ev: EventState }> {
  const h = setup(event);
  const ev = new EventState(h.app, 'ev1', { save: (name, text, type) => h.saved.push({ name, text, type }) });
  await ev.load();
  await ev.loadPresets();
  return { ...h, ev };
}

beforeEach(() => {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
});

afterEach(() => {
  i18n.language = 'en';
  vi.unstubAllGlobals();
});

// --- helpers ---------------------------------------------------------------------------------------------------

describe('labels', () => {
  it('groups the presets of every size by scenario, without Anarchie, named by their smallest size', () => {
    const choices = presetChoices([10, 5, 6, 7, 8, 9].flatMap(presetsFor));
    expect(choices.map((c) => [c.id, c.scenario, sizesLabel(c.sizes)])).toEqual([
      ['beginner-5', 'beginner', '5–10'],
      ['lune-de-sang-5', 'lune-de-sang', '5–8'],
    ]);
    expect(sizesLabel([6])).toBe('6');
    expect(sizesLabel([5, 7])).toBe('5, 7');
  });

  it('finds the event scenario’s preset for a table size', () => {
    expect(presetForScenario(presetsFor(7), 'lune-de-sang-5')?.id).toBe('lune-de-sang-7');
    expect(presetForScenario(presetsFor(9), 'lune-de-sang-5')).toBeNull();
    expect(presetForScenario(presetsFor(9), null)).toBeNull();
  });

  it('tells a table’s game: not played, missing, in progress, finished with its winners', () => {
    expect(tableStatus(table(1, ['Ann']))).toEqual({ kind: 'unplayed' });
    expect(tableStatus(table(1, ['Ann'], [], null, 'gx'))).toEqual({ kind: 'missing', gameId: 'gx' });
    expect(tableStatus(table(1, ['Ann'], [], { phase: 'night', winners: null }))).toEqual({
      kind: 'playing',
      gameId: 'g1',
      phase: 'night',
    });
    const finished = tableStatus(table(1, ['Ann'], [], { phase: 'revealed', winners: ['Ann'] }));
    expect(finished).toEqual({ kind: 'finished', gameId: 'g1', winners: ['Ann'] });
    expect(statusLabel(finished)).toBe('Finished');
    expect(statusLabel({ kind: 'playing', gameId: 'g', phase: 'night' })).toBe('In progress: Night');
    expect(winnersLabel(['Ann', 'Ben'])).toBe('Winners: Ann, Ben');
    expect(winnersLabel([])).toBe('Nobody won');
    i18n.language = 'fr';
    expect(statusLabel({ kind: 'unplayed' })).toBe('Pas encore jouée');
    expect(winnersLabel(['Ann'])).toBe(fr('Gagnants : Ann'));
  });

  it('words decks with counts, and a deck still to choose', () => {
    expect(deckText(['werewolf', 'seer', 'werewolf'])).toBe('Werewolf\u00a0×2, Seer');
    expect(deckText([])).toBe('to be chosen');
    i18n.language = 'fr';
    expect(deckText([])).toBe('à choisir');
  });

  it('marks a shared rank with "=", and shows head-to-head only between players level on the rest', () => {
    expect(STANDINGS.rows.map(rankLabel)).toEqual(['1', '=2', '=2', '4']);
    expect(STANDINGS.rows.map((r) => headToHeadShown(r, STANDINGS.rows))).toEqual([false, true, true, false]);
  });

  it('reads names one per line and finds those typed twice, case aside', () => {
    expect(parseNames(' Ann \r\n\nBen\n  \nCat, Jr')).toEqual(['Ann', 'Ben', 'Cat, Jr']);
    expect(duplicateNames(['Ann', 'ben', 'ANN', 'Ben', 'ann'])).toEqual(['ANN', 'Ben']);
  });

  it('words the dates of one day and of several', () => {
    expect(datesLabel('2026-03-14', '2026-03-14', 'en')).toBe('Mar 14, 2026');
    expect(datesLabel('2026-03-14', '2026-03-15', 'fr')).toBe('14 mars 2026 – 15 mars 2026');
    expect(datesLabel('soon', '', 'en')).toBe('soon');
  });
});

// --- the list ----------------------------------------------------------------------------------------------------

describe('the events list', () => {
  it('lists the events latest first, then by name', async () => {
    const { events } = await listHarness();
    expect(events.loaded).toBe(true);
    expect(events.sorted.map((e) => e.id)).toEqual(['b', 'ev1', 'old']);
    expect(byDate([]).length).toBe(0);
  });

  it('offers the scenarios of every table size in the form', async () => {
    const { fake, events } = await listHarness();
    events.openForm();
    await vi.waitFor(() => expect(events.presets.length).toBe(2));
    expect(fake.api.presets.mock.calls.map((c) => c[0])).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('starts the form with today, tables of 8 and the default scoring 1/0/0/0', () => {
    const draft = emptyDraft('2026-03-14');
    expect(draft).toMatchObject({
      startDate: '2026-03-14',
      endDate: '',
      maxTableSize: 8,
      win: 1,
      loss: 0,
      survivedWin: 0,
      specialTeamWin: 0,
    });
    expect(draftProblems(draft)).toEqual(['The event needs a name.']);
  });

  it('checks the form before sending it: name, dates, names twice, points', () => {
    const draft = {
      ...emptyDraft('2026-03-14'),
      name: 'Cup',
      endDate: '2026-03-13',
      players: 'Ann\nann\nBen',
      win: null,
      specialTeamWin: 250,
    };
    expect(draftProblems(draft)).toEqual([
      'The end date cannot be before the start date.',
      'Each player is registered once: ann appears twice (names differing only by case are the same player).',
      'Win: points are a number from -100 to 100.',
      'Extra for a win on a special team (Tanner, Assassin, Apprentice Assassin, Synthetic Alien, Groob, Zerb, Nostradamus): points are a number from -100 to 100.',
    ]);
  });

  it('sends the form as the contract’s input: names trimmed, no end date for one day, the preset or null', () => {
    const draft = {
      ...emptyDraft('2026-03-14'),
      name: '  Cup ',
      players: 'Ann\n Ben \n\n',
      preset: 'lune-de-sang-5',
      survivedWin: 0.5,
    };
    expect(draftInput(draft)).toEqual({
      name: 'Cup',
      startDate: '2026-03-14',
      players: ['Ann', 'Ben'],
      maxTableSize: 8,
      preset: 'lune-de-sang-5',
      scoring: { win: 1, loss: 0, survivedWin: 0.5, specialTeamWin: 0 },
    });
    expect(draftInput({ ...draft, preset: '', endDate: '2026-03-15' })).toMatchObject({
      preset: null,
      endDate: '2026-03-15',
    });
  });

  it('creates the event and opens it', async () => {
    const { fake, app, events } = await listHarness();
    events.openForm();
    events.draft.name = 'Cup';
    events.draft.players = NAMES.join('\n');
    expect(events.playerCount).toBe(12);
    expect(await events.create()).toBe(true);
    expect(fake.api.createEvent).toHaveBeenCalledOnce();
    expect(fake.api.createEvent.mock.calls[0]![0].players).toEqual(NAMES);
    expect(app.panel).toEqual({ kind: 'events', eventId: 'new-ev' });
    expect(events.formOpen).toBe(false);
    expect(events.draft.name).toBe('');
  });

  it('does not send a form with problems; shows them once Create was pressed', async () => {
    const { fake, events } = await listHarness();
    events.openForm();
    expect(events.tried).toBe(false);
    expect(await events.create()).toBe(false);
    expect(events.tried).toBe(true);
    expect(events.problems).toEqual(['The event needs a name.']);
    expect(fake.api.createEvent).not.toHaveBeenCalled();
  });

  it('keeps the form and shows the refusal with its problem lines', async () => {
    const { fake, app, events } = await listHarness();
    fake.api.createEvent.mockImplementationOnce(() =>
      fail('new event: two problems', ['an event named "Cup" already exists', 'something else']),
    );
    events.openForm();
    events.draft.name = 'Cup';
    expect(await events.create()).toBe(false);
    expect(events.failure).toEqual({
      message: 'new event: two problems',
      problems: ['an event named "Cup" already exists', 'something else'],
    });
    expect(events.formOpen).toBe(true);
    expect(events.draft.name).toBe('Cup');
    expect(app.panel).toBeNull();
  });

  it('deletes an event only after its row’s confirmation', async () => {
    const { fake, events } = await listHarness();
    expect(await events.confirmDelete('old')).toBe(false);
    expect(fake.api.deleteEvent).not.toHaveBeenCalled();
    events.askDelete('old');
    events.cancelDelete();
    expect(await events.confirmDelete('old')).toBe(false);
    events.askDelete('old');
    expect(await events.confirmDelete('b')).toBe(false);
    expect(await events.confirmDelete('old')).toBe(true);
    expect(fake.api.deleteEvent).toHaveBeenCalledWith('old');
    expect(events.sorted.map((e) => e.id)).toEqual(['b', 'ev1']);
    expect(events.confirming).toBeNull();
  });

  it('imports an event file and opens it; a bad file is refused with its reason', async () => {
    const { fake, app, events } = await listHarness();
    expect(await events.importFile(file('cup.event.json', 'not json'))).toBe(false);
    expect(events.failure?.message).toBe('the file is not JSON');
    expect(await events.importFile(unreadable('locked.json'))).toBe(false);
    expect(events.failure?.message).toBe('locked.json cannot be read: permission denied');
    expect(await events.importFile(file('cup.event.json', '{"format":"x"}'))).toBe(true);
    expect(fake.api.importEvent).toHaveBeenLastCalledWith({ text: '{"format":"x"}', source: 'cup.event.json' });
    expect(app.panel).toEqual({ kind: 'events', eventId: 'imported' });
    expect(events.failure).toBeNull();
  });

  it('a broken connection becomes a failure, not an exception', async () => {
    const { fake, events } = await listHarness();
    fake.api.listEvents.mockImplementationOnce(() => Promise.reject(new Error('the host went away')));
    await events.load();
    expect(events.failure).toEqual({ message: 'the host went away', problems: [] });
  });
});

// --- one event: settings and players -----------------------------------------------------------------------------

describe('an event’s settings', () => {
  it('loads the event into the settings form', async () => {
    const { ev } = await eventHarness();
    expect(ev.loaded).toBe(true);
    expect(ev.settings).toMatchObject({
      name: 'Spring Cup',
      maxTableSize: 8,
      preset: 'lune-de-sang-5',
      win: 1,
      loss: 0,
    });
    expect(ev.saveState.status).toBe('idle');
  });

  it('saves each change at once, sending only that field (scoring as a partial scoring)', async () => {
    const { fake, ev } = await eventHarness();
    ev.settings.survivedWin = 0.5;
    expect(await ev.saveSetting('survivedWin')).toBe(true);
    ev.settings.maxTableSize = 6;
    expect(await ev.saveSetting('maxTableSize')).toBe(true);
    ev.settings.preset = '';
    expect(await ev.saveSetting('preset')).toBe(true);
    ev.settings.name = '  Spring Cup 2026 ';
    expect(await ev.saveSetting('name')).toBe(true);
    expect(fake.updates).toEqual([
      { scoring: { survivedWin: 0.5 } },
      { maxTableSize: 6 },
      { preset: null },
      { name: 'Spring Cup 2026' },
    ]);
    expect(ev.saveState).toEqual({ status: 'saved', field: 'name' });
    expect(ev.event?.scoring.survivedWin).toBe(0.5);
    expect(ev.settings.name).toBe('Spring Cup 2026');
  });

  it('sends nothing when a field did not change', async () => {
    const { fake, ev } = await eventHarness();
    expect(await ev.saveSetting('win')).toBe(false);
    expect(fake.updates).toEqual([]);
  });

  it('refuses an empty name or points out of range without sending; the typed value stays', async () => {
    const { fake, ev } = await eventHarness();
    ev.settings.name = '   ';
    expect(await ev.saveSetting('name')).toBe(false);
    expect(ev.failure?.message).toBe('The event needs a name.');
    expect(ev.saveState).toEqual({ status: 'failed', field: 'name' });
    ev.settings.win = null;
    expect(await ev.saveSetting('win')).toBe(false);
    expect(fake.updates).toEqual([]);
    ev.revertSetting('name');
    expect(ev.settings.name).toBe('Spring Cup');
    expect(ev.failure).toBeNull();
  });

  it('shows the main process’s refusal with its problems and keeps the typed value', async () => {
    const { fake, ev } = await eventHarness();
    fake.refuseUpdate = { message: 'event: the end date cannot be before the start date' };
    ev.settings.endDate = '2026-03-01';
    expect(await ev.saveSetting('endDate')).toBe(false);
    expect(ev.failure?.message).toBe('event: the end date cannot be before the start date');
    expect(ev.saveState.status).toBe('failed');
    expect(ev.settings.endDate).toBe('2026-03-01');
  });

  it('a field being edited is not overwritten by another field’s save', async () => {
    const { ev } = await eventHarness();
    ev.settings.loss = 0.5;
    ev.settings.win = 2;
    expect(await ev.saveSetting('win')).toBe(true);
    expect(ev.settings.loss).toBe(0.5);
    expect(ev.settings.win).toBe(2);
  });

  it('registers the names typed, refuses names already registered, removes a player', async () => {
    const { fake, ev } = await eventHarness();
    ev.newPlayers = 'Kim\nLou\n';
    expect(await ev.addPlayers()).toBe(true);
    expect(fake.updates.at(-1)).toEqual({ players: [...NAMES.slice(0, 10), 'Kim', 'Lou'] });
    expect(ev.newPlayers).toBe('');
    ev.newPlayers = 'ann\nZoe';
    expect(await ev.addPlayers()).toBe(false);
    expect(ev.failure?.message).toBe('Already registered: ann.');
    expect(await ev.removePlayer('Kim')).toBe(true);
    expect(fake.updates.at(-1)).toEqual({ players: [...NAMES.slice(0, 10), 'Lou'] });
    expect(await ev.removePlayer('Nobody')).toBe(false);
  });

  it('asks for the event again when it is missing, and says so', async () => {
    const h = setup();
    const ev = new EventState(h.app, 'gone');
    expect(await ev.load()).toBe(false);
    expect(ev.loaded).toBe(true);
    expect(ev.event).toBeNull();
    expect(ev.failure?.message).toBe('no event gone');
  });
});

// --- rounds ------------------------------------------------------------------------------------------------------

describe('rounds', () => {
  it('proposes the next round for everyone by default, or only the players present', async () => {
    const { fake, ev } = await eventHarness();
    expect(ev.nextRound).toBe(1);
    expect(await ev.proposeRound()).toBe(true);
    expect(fake.proposals[0]).toEqual({});
    expect(ev.nextRound).toBe(2);
    ev.setPresent('Ann', false);
    ev.setPresent('Ben', false);
    ev.setPresent('Ben', false);
    expect(ev.present).toEqual(NAMES.slice(2, 10));
    ev.setPresent('Ben', true);
    // Round 1's two tables are not played yet: asked first, with how many games it would leave unplayed.
    expect(ev.unfinishedTables).toBe(2);
    expect(await ev.proposeRound(7)).toBe(false);
    expect(ev.confirmingPropose).toBe(2);
    expect(fake.proposals).toHaveLength(1);
    ev.cancelPropose();
    expect(ev.confirmingPropose).toBeNull();
    expect(await ev.proposeRound(7, true)).toBe(true);
    expect(ev.confirmingPropose).toBeNull();
    expect(fake.proposals[1]).toEqual({ present: NAMES.slice(1, 10), seed: 7 });
    ev.setAllPresent(false);
    expect(ev.present).toEqual([]);
    ev.setAllPresent(true);
    expect(ev.absent).toEqual([]);
  });

  it('proposes the next round without asking once every game of the rounds so far is finished', async () => {
    const { fake, ev } = await eventHarness();
    await ev.proposeRound();
    const finished = { phase: 'revealed', winners: ['Ann'] } as EventTableView['game'];
    fake.event = {
      ...fake.event,
      rounds: fake.event.rounds.map((r) => ({
        ...r,
        tables: r.tables.map((t) => ({ ...t, gameId: `game-${t.table}`, game: finished })),
      })),
    };
    await ev.load();
    expect(ev.unfinishedTables).toBe(0);
    expect(await ev.proposeRound()).toBe(true);
    expect(ev.confirmingPropose).toBeNull();
  });

  it('shows a refused proposal with its message', async () => {
    const { fake, ev } = await eventHarness();
    fake.api.proposeRound.mockImplementationOnce(() => fail('round 1: 4 players cannot make a table of 5 to 8'));
    expect(await ev.proposeRound()).toBe(false);
    expect(ev.failure?.message).toBe('round 1: 4 players cannot make a table of 5 to 8');
    expect(ev.rounds).toEqual([]);
  });

  it('edits a round: a player moved to another table, both decks refitted to their new sizes', async () => {
    const { fake, ev } = await eventHarness();
    await ev.proposeRound();
    ev.startEdit(1);
    expect(ev.editing?.tables.map((t) => t.players.length)).toEqual([5, 5]);
    expect(ev.editChanged).toBe(false);
    expect(ev.moveTargets(1)).toEqual([2]);
    expect(ev.movePlayer('Ann', 2)).toBe(true);
    expect(ev.editing?.tables.map((t) => t.players.length)).toEqual([4, 6]);
    expect(ev.editing?.tables[1]!.players.at(-1)).toBe('Ann');
    // Table 1 is now 4: the scenario has no deck for it (the fake's presets start at 5 anyway): none.
    expect(ev.editing?.tables[0]!.deck).toEqual([]);
    expect(ev.editing?.tables[1]!.deck).toEqual(presetsFor(6)[1]!.deck);
    expect(ev.editChanged).toBe(true);
    expect(ev.editProblems).toEqual(['Table 1: 4 players; a table seats 5 to 10.']);
    expect(await ev.saveEdit()).toBe(false);
    expect(fake.savedRounds).toEqual([]);
    expect(ev.movePlayer('Ann', 1)).toBe(true);
    expect(ev.editProblems).toEqual([]);
    expect(ev.editing?.tables[0]!.deck).toEqual(presetsFor(5)[1]!.deck);
  });

  it('reorders seats and changes a table’s deck among the presets for its size', async () => {
    const { fake, ev } = await eventHarness();
    await ev.proposeRound();
    ev.startEdit(1);
    expect(ev.moveSeat(1, 0, -1)).toBe(false);
    expect(ev.moveSeat(1, 0, 1)).toBe(true);
    expect(ev.editing?.tables[0]!.players.slice(0, 2)).toEqual(['Ben', 'Ann']);
    expect(ev.deckPresetOf(ev.editing!.tables[0]!)).toBe('lune-de-sang-5');
    expect(ev.deckChoices(5).map((p) => p.id)).toEqual(['beginner-5', 'lune-de-sang-5', 'anarchie-5']);
    expect(ev.setDeck(1, 'beginner-5')).toBe(true);
    expect(ev.setDeck(1, 'beginner-6')).toBe(false);
    expect(ev.deckPresetOf(ev.editing!.tables[0]!)).toBe('beginner-5');
    expect(await ev.saveEdit()).toBe(true);
    expect(fake.savedRounds[0]!.tables[0]).toMatchObject({
      table: 1,
      players: ['Ben', 'Ann', 'Cat', 'Dan', 'Eve'],
      deck: presetsFor(5)[0]!.deck,
    });
    expect(ev.editing).toBeNull();
    expect(ev.rounds[0]!.tables[0]!.players[0]).toBe('Ben');
  });

  it('a new table, emptied tables dropped and the rest renumbered when the round is saved', () => {
    const draft = {
      number: 2,
      tables: [
        { table: 1, players: [], deck: [], gameId: null },
        { table: 2, players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], deck: [], gameId: 'g2' },
        { table: 3, players: ['Fay', 'Gus'], deck: ['werewolf' as const], gameId: null },
      ],
    };
    expect(roundInput(draft)).toEqual({
      number: 2,
      tables: [
        { table: 1, players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], deck: [], gameId: 'g2' },
        { table: 2, players: ['Fay', 'Gus'], deck: ['werewolf'], gameId: null },
      ],
    });
    expect(roundProblems(draft, ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'])).toEqual([
      'Table 2: 2 players; a table seats 5 to 10.',
      'Table 2: the deck has 1 cards for 2 players; it needs 5 (players + 3).',
      'Table 2: Gus is not registered for the event.',
    ]);
    expect(roundProblems({ number: 1, tables: [] }, [])).toEqual(['The round has no table.']);
    expect(
      roundProblems({ number: 1, tables: [{ table: 1, players: ['Ann', 'Ann'], deck: [], gameId: null }] }, ['Ann']),
    ).toContain('Ann sits at tables 1 and 1; a player plays at one table per round.');
  });

  it('moves a player to a new table; a table whose game is linked stays as it is', async () => {
    const round = {
      number: 1,
      tables: [
        table(1, NAMES.slice(0, 5), presetsFor(5)[1]!.deck, { phase: 'revealed', winners: [] }),
        table(2, NAMES.slice(5, 10), presetsFor(5)[1]!.deck),
      ],
    };
    const { ev } = await eventHarness(eventView({ rounds: [round] }));
    ev.startEdit(1);
    expect(ev.moveTargets(2)).toEqual([]);
    expect(ev.movePlayer('Ann', 2)).toBe(false);
    expect(ev.movePlayer('Fay', 1)).toBe(false);
    expect(ev.moveSeat(1, 0, 1)).toBe(false);
    expect(ev.setDeck(1, 'beginner-5')).toBe(false);
    expect(ev.movePlayer('Fay', 'new')).toBe(true);
    expect(ev.editing?.tables.map((t) => [t.table, t.players.length])).toEqual([
      [1, 5],
      [2, 4],
      [3, 1],
    ]);
    ev.cancelEdit();
    expect(ev.editing).toBeNull();
  });

  it('shows the problems of a round the main process refuses', async () => {
    const { fake, ev } = await eventHarness();
    await ev.proposeRound();
    ev.startEdit(1);
    ev.moveSeat(1, 0, 1);
    fake.api.saveRound.mockImplementationOnce(() => fail('event: 2 problems', ['first problem', 'second problem']));
    expect(await ev.saveEdit()).toBe(false);
    expect(ev.failure).toEqual({ message: 'event: 2 problems', problems: ['first problem', 'second problem'] });
    expect(ev.editing).not.toBeNull();
  });

  it('removes the last round only after its confirmation', async () => {
    const { fake, ev } = await eventHarness();
    await ev.proposeRound();
    await ev.proposeRound(undefined, true);
    expect(ev.lastRound).toBe(2);
    expect(await ev.confirmRemove()).toBe(false);
    ev.askRemove();
    ev.cancelRemove();
    expect(await ev.confirmRemove()).toBe(false);
    ev.askRemove();
    expect(await ev.confirmRemove()).toBe(true);
    expect(fake.api.removeRound).toHaveBeenCalledWith('ev1', 2);
    expect(ev.lastRound).toBe(1);
  });
});

// --- games ---------------------------------------------------------------------------------------------------------

describe('games', () => {
  it('plays a table here: the game is shown and the events panel closes', async () => {
    const { fake, app, ev } = await eventHarness();
    await ev.proposeRound();
    app.openEvents('ev1');
    expect(await ev.play(1, 2)).toBe(true);
    expect(fake.api.startEventGame).toHaveBeenCalledWith('ev1', 1, 2);
    expect(app.game?.id).toBe('game-1-2');
    expect(app.panel).toBeNull();
    // Its reveal leads back to the event.
    expect(app.eventOf('game-1-2')).toEqual({ eventId: 'ev1', round: 1, table: 2 });
  });

  it('plays a table here with the physical deal: the setup opens with its players and deck, for that table', async () => {
    const { fake, app, ev } = await eventHarness();
    await ev.proposeRound();
    const seat = ev.rounds[0]!.tables[1]!;
    app.openEvents('ev1');
    expect(ev.playPhysical(1, 2)).toBe(true);
    expect(fake.api.startEventGame).not.toHaveBeenCalled();
    expect(app.panel).toBeNull();
    expect(app.screen).toBe('setup');
    const draft = takeDraft()!;
    expect(draft.players).toEqual(seat.players);
    expect(Object.values(draft.counts).reduce((a, b) => a + b, 0)).toBe(seat.deck.length);
    expect(draft.dealMode).toBe('manual');
    expect(draft.event).toEqual({ eventId: 'ev1', round: 1, table: 2 });
    expect(ev.playPhysical(1, 99)).toBe(false);
  });

  it('links by hand a game of the same players that no table has yet', async () => {
    const round = {
      number: 1,
      tables: [table(1, NAMES.slice(0, 5)), table(2, NAMES.slice(5, 10), [], { phase: 'night', winners: null }, 'g9')],
    };
    const { fake, ev } = await eventHarness(eventView({ rounds: [round] }));
    // "other" has Fay instead of Eve; "g9" is table 2's already.
    expect((await ev.linkCandidates(1, 1)).map((g) => g.id)).toEqual(['same']);
    // Asked of the archive by the table's players (an index), not by reading every game.
    expect(fake.api.archivePage).toHaveBeenCalledWith({ players: NAMES.slice(0, 5), offset: 0, limit: 200 });
    expect(await ev.link(1, 1, 'same')).toBe(true);
    expect(fake.api.linkEventGame).toHaveBeenCalledWith('ev1', 1, 1, 'same');
    expect(ev.rounds[0]!.tables[0]!.gameId).toBe('same');
    expect(await ev.linkCandidates(1, 1)).toEqual([]);
  });

  it('opens a linked game, and unlinks one', async () => {
    const round = { number: 1, tables: [table(1, NAMES.slice(0, 5), [], { phase: 'revealed', winners: ['Ann'] })] };
    const { fake, app, ev } = await eventHarness(eventView({ rounds: [round] }));
    expect(await ev.openGame('g1')).toBe(true);
    expect(app.game?.id).toBe('g1');
    expect(await ev.unlink(1, 1)).toBe(true);
    expect(fake.api.linkEventGame).toHaveBeenCalledWith('ev1', 1, 1, null);
    expect(ev.rounds[0]!.tables[0]!.gameId).toBeNull();
  });

  it('imports games from several files and sums the reports; unreadable and refused files are rejected', async () => {
    const { fake, ev } = await eventHarness();
    await ev.proposeRound();
    const seated: EventView = {
      ...fake.event,
      rounds: fake.event.rounds.map((r) => ({
        ...r,
        tables: r.tables.map((t) => ({ ...t, gameId: `g${t.table}`, game: { phase: 'revealed', winners: [] } })),
      })),
    };
    fake.imports.set('one', {
      ok: true,
      value: {
        imported: ['g1'],
        duplicates: [],
        rejected: [],
        matched: [{ gameId: 'g1', round: 1, table: 1 }],
        unmatched: [],
        event: seated,
      },
    });
    fake.imports.set('two', {
      ok: true,
      value: {
        imported: ['g2', 'g9'],
        duplicates: ['g0'],
        rejected: [{ item: 'line 3', problems: ['votes.Ann: Ann voted for themselves'] }],
        matched: [{ gameId: 'g2', round: 1, table: 2 }],
        unmatched: ['g9'],
        event: seated,
      },
    });
    fake.imports.set('bad', { ok: false, error: { code: 'import/invalid', message: 'this file is not a record' } });
    const report = await ev.importGames([
      file('t1.json', 'one'),
      file('t2.jsonl', 'two'),
      file('bad.json', 'bad'),
      unreadable('locked.json'),
    ]);
    expect(report).toEqual({
      files: ['t1.json', 't2.jsonl', 'bad.json', 'locked.json'],
      imported: ['g1', 'g2', 'g9'],
      duplicates: ['g0'],
      rejected: [
        { item: 'line 3', problems: ['votes.Ann: Ann voted for themselves'] },
        { item: 'bad.json', problems: ['this file is not a record'] },
        { item: 'locked.json', problems: ['This file cannot be read: permission denied'] },
      ],
      matched: [
        { gameId: 'g1', round: 1, table: 1 },
        { gameId: 'g2', round: 1, table: 2 },
      ],
      unmatched: ['g9'],
    });
    expect(fake.api.importEventGames).toHaveBeenCalledWith('ev1', { text: 'one', source: 't1.json' });
    expect(ev.rounds[0]!.tables.map((t) => t.gameId)).toEqual(['g1', 'g2']);
    expect(ev.playersAt(1, 2)).toBe(NAMES.slice(5, 10).join(', '));
    expect(ev.importing).toBe(false);
    ev.dismissReport();
    expect(ev.report).toBeNull();
  });
});

// --- standings and exports ---------------------------------------------------------------------------------------

describe('standings and exports', () => {
  it('loads the standings when their tab opens', async () => {
    const { fake, ev } = await eventHarness();
    ev.setTab('standings');
    await vi.waitFor(() => expect(ev.standings).not.toBeNull());
    expect(fake.api.standings).toHaveBeenCalledWith('ev1');
  });

  it('exports the standings as CSV under the main process’s file name', async () => {
    const { saved, ev } = await eventHarness();
    expect(await ev.exportCsv()).toBe(true);
    expect(saved).toEqual([{ name: 'spring-cup-standings.csv', text: STANDINGS.csv, type: 'text/csv' }]);
  });

  it('exports the event whole', async () => {
    const { saved, ev } = await eventHarness();
    expect(await ev.exportEvent()).toBe(true);
    expect(saved).toEqual([
      { name: 'spring-cup.event.json', text: '{"format":"nightwarden-event-archive/1"}\n', type: 'application/json' },
    ]);
  });

  it('opens the full-screen standings with fresh standings, and leaves them', async () => {
    const { fake, ev } = await eventHarness();
    expect(await ev.openProjector()).toBe(true);
    expect(ev.projector).toBe(true);
    expect(fake.api.standings).toHaveBeenCalledOnce();
    ev.closeProjector();
    expect(ev.projector).toBe(false);
  });

  it('a refused export saves nothing and says why', async () => {
    const { fake, saved, ev } = await eventHarness();
    fake.api.standings.mockImplementationOnce(() => fail('no event ev1 in the archive'));
    expect(await ev.exportCsv()).toBe(false);
    expect(saved).toEqual([]);
    expect(ev.failure?.message).toBe('no event ev1 in the archive');
  });
});

// --- French ---------------------------------------------------------------------------------------------------------

describe('in French', () => {
  it('the form’s problems and a round’s problems are in French', () => {
    i18n.language = 'fr';
    expect(draftProblems(emptyDraft('2026-03-14'))).toEqual(['Le tournoi doit avoir un nom.']);
    expect(
      roundProblems({ number: 1, tables: [{ table: 1, players: ['Ann'], deck: [], gameId: null }] }, ['Ann']),
    ).toEqual([fr('Table 1 : 1 joueur ; une table accueille de 5 à 10 joueurs.')]);
  });
});
