/**
 * The archive screen's state: the list read a page at a time (the pages around the rows in view, each
 * asked once, the far ones dropped), the search sent once typing pauses, delete only after the row's
 * confirmation, "Export all" streamed by the host (a download, or a file the app wrote), and an import
 * report summed over every file chosen together; the list is asked again after each change.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { ArchiveState, PAGE_SIZE, type ArchiveFile } from '../../src/renderer/src/archive/archive-state.svelte.ts';
import { IMPORT_MAX_BYTES } from '../../src/shared/import-contract.ts';
import { archiveFileName, type ArchiveExportView, type ArchivePageInput } from '../../src/shared/archive-contract.ts';
import { exportFileName } from '../../src/renderer/src/archive/files.ts';
import { deckCounts, deckLabel, formatDate, outcomeLabel } from '../../src/renderer/src/archive/labels.ts';
import { i18n } from '../../src/renderer/src/lib/i18n/index.svelte.ts';
import type { Api } from '../../src/shared/api.ts';
import type { GameRecord } from '../../src/shared/record.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import type { GameListEntry, GameView, ImportReport } from '../../src/shared/views.ts';
import { frenchSpaces as fr } from '../../src/shared/typography.ts';
import './catalogue-fixture.ts';

const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });
const fail = <T>(message: string, problems?: string[]): Promise<SessionResult<T>> =>
  Promise.resolve({ ok: false, error: { code: 'x', message, ...(problems ? { problems } : {}) } });

function entry(id: string, createdAt: string, players: string[], deck: string[], phase = 'night'): GameListEntry {
  return {
    id,
    createdAt,
    updatedAt: createdAt,
    players,
    deck,
    phase,
    winners: phase === 'revealed' ? players.slice(1) : null,
  };
}

const OLD = entry('old', '2024-05-01T20:00:00.000Z', ['Ann', 'Ben', 'Cat'], ['seer', 'werewolf', 'werewolf']);
const MID = entry('mid', '2024-05-02T21:30:00.000Z', ['Éloïse', 'Zoé', 'Marc'], ['the-master', 'vampire'], 'revealed');
const NEW = entry('new', '2024-05-03T08:00:00.000Z', ['Hugo', 'Inès', 'Jules'], ['robber', 'troublemaker', 'hunter']);

/** `count` games, one a day, the newest last (the order the archive does not list them in). */
function many(count: number): GameListEntry[] {
  return Array.from({ length: count }, (_, i) =>
    entry(`g${i}`, new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString(), [`P${i}`, 'Ann', 'Ben'], ['seer']),
  );
}

/**
 * A fake main process holding games: its pages newest first, its search the words found in the players'
 * names (the real search, in SQLite, is tested in tests/session/archive-page.test.ts).
 */
class FakeArchive {
  games: GameListEntry[];
  pageCalls: ArchivePageInput[] = [];
  deleted: string[] = [];
  imports: { text: string; source: string | undefined }[] = [];
  reports = new Map<string, SessionResult<ImportReport>>();
  exportView: SessionResult<ArchiveExportView> = {
    ok: true,
    value: { kind: 'download', url: '/download/TICKET/nightwarden-archive-2025-03-14.jsonl', fileName: 'a.jsonl' },
  };

  constructor(games: GameListEntry[]) {
    this.games = [...games];
  }

  /** What the list holds, newest first. */
  listed(query?: string): GameListEntry[] {
    const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    return [...this.games]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : 1))
      .filter((g) => words.every((w) => g.players.some((p) => p.toLowerCase().startsWith(w))));
  }

  readonly api = {
    archivePage: vi.fn((input: ArchivePageInput) => {
      this.pageCalls.push(input);
      const found = this.listed(input.query);
      return ok({
        total: found.length,
        all: this.games.length,
        offset: input.offset,
        games: found.slice(input.offset, input.offset + input.limit),
      });
    }),
    getGame: vi.fn((id: string) =>
      this.games.some((g) => g.id === id)
        ? ok({ id, phase: this.games.find((g) => g.id === id)!.phase } as GameView)
        : fail<GameView>(`no game ${id} in the archive`),
    ),
    deleteGame: vi.fn((id: string) => {
      this.deleted.push(id);
      this.games = this.games.filter((g) => g.id !== id);
      return ok({ deleted: id });
    }),
    exportGame: vi.fn((id: string) => ok({ format: 'onu-record/1', id } as unknown as GameRecord)),
    saveArchive: vi.fn(() => Promise.resolve(this.exportView)),
    gameReport: vi.fn((id: string) =>
      id === 'gone'
        ? fail<{ fileName: string; html: string }>(`no game ${id} in the archive`)
        : ok({ fileName: `${id}-report.html`, html: `<!doctype html><title>${id}</title>` }),
    ),
    importText: vi.fn(() => fail<ImportReport>('the archive screen sends files in pieces')),
    /** The pieces contract: a file's text arrives in pieces; the report is the one named by the whole text. */
    importStart: vi.fn((input: { source?: string; size?: number }) => {
      const importId = `import-${this.started.length + 1}`;
      this.started.push({ importId, source: input.source, size: input.size, pieces: [] });
      return ok({ importId, chunkChars: 1_000_000, maxBytes: 1_000_000_000 });
    }),
    importChunk: vi.fn((importId: string, text: string) => {
      const upload = this.started.find((u) => u.importId === importId)!;
      upload.pieces.push(text);
      return ok({ receivedBytes: upload.pieces.join('').length });
    }),
    importFinish: vi.fn((importId: string) => {
      const upload = this.started.find((u) => u.importId === importId)!;
      const text = upload.pieces.join('');
      this.imports.push({ text, source: upload.source });
      const result = this.reports.get(text) ?? {
        ok: true,
        value: { imported: [], duplicates: [], rejected: [] },
      };
      if (result.ok)
        for (const id of result.value.imported)
          this.games.push(entry(id, '2024-06-01T10:00:00.000Z', ['New', 'Comer', 'Here'], ['drunk']));
      return Promise.resolve(result);
    }),
    importCancel: vi.fn(() => ok(null)),
  };

  started: { importId: string; source: string | undefined; size: number | undefined; pieces: string[] }[] = [];
}

/** A file as the console's file picker gives it (a DOM File: its size, read a slice at a time). */
function file(name: string, text: string): ArchiveFile {
  return new File([text], name);
}

interface Harness {
  fake: FakeArchive;
  app: AppState;
  archive: ArchiveState;
  saved: { name: string; text: string; type: string }[];
  downloads: { url: string; name: string }[];
}

async function harness(games: GameListEntry[] = [OLD, MID, NEW], searchDelay = 5): Promise<Harness> {
  const fake = new FakeArchive(games);
  const app = new AppState(fake.api as unknown as Api);
  const saved: Harness['saved'] = [];
  const downloads: Harness['downloads'] = [];
  const archive = new ArchiveState(app, {
    save: (name, text, type) => saved.push({ name, text, type }),
    download: (url, name) => downloads.push({ url, name }),
    searchDelay,
  });
  await archive.load();
  return { fake, app, archive, saved, downloads };
}

const ids = (archive: ArchiveState): string[] => archive.loadedGames.map((g) => g.id);
/** Lets every pending answer arrive. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('location', { hash: '', pathname: '/', search: '' });
  vi.stubGlobal('history', { replaceState: vi.fn() });
});

afterEach(() => {
  i18n.language = 'en';
  vi.useRealTimers();
});

describe('the list, a page at a time', () => {
  it("shows the first page newest first, with the archive's size", async () => {
    const { archive } = await harness();
    expect(archive.loaded).toBe(true);
    expect(ids(archive)).toEqual(['new', 'mid', 'old']);
    expect([archive.total, archive.all]).toEqual([3, 3]);
    expect(archive.row(1)?.id).toBe('mid');
    expect(archive.row(3)).toBeUndefined();
  });

  it('asks for the pages of the rows in view, each once, and drops the pages far from them', async () => {
    const { fake, archive } = await harness(many(2_000));
    expect(fake.pageCalls).toEqual([{ offset: 0, limit: PAGE_SIZE }]);
    expect(archive.row(0)?.id).toBe('g1999');
    // Scrolled to rows 180-210: pages 1 and 2, asked once however often the view says so.
    archive.view(180, 210);
    archive.view(181, 211);
    await settle();
    expect(fake.pageCalls.slice(1).map((c) => c.offset)).toEqual([100, 200]);
    expect(archive.row(205)?.id).toBe(`g${1999 - 205}`);
    // Far down: the first pages are dropped, the list holds a few hundred games, not two thousand.
    archive.view(1_900, 1_930);
    await settle();
    expect(archive.row(1_905)?.id).toBe(`g${1999 - 1_905}`);
    expect(archive.pages.has(0)).toBe(false);
    expect(archive.loadedGames.length).toBeLessThanOrEqual(10 * PAGE_SIZE);
    // Back to the top: asked again.
    archive.view(0, 20);
    await settle();
    expect(archive.row(0)?.id).toBe('g1999');
  });

  it('never asks beyond the end of the list', async () => {
    const { fake, archive } = await harness(many(150));
    archive.view(90, 400);
    await settle();
    expect(fake.pageCalls.map((c) => c.offset)).toEqual([0, 100]);
  });

  it('an answer for the list before a search or a change is dropped', async () => {
    const { fake, archive } = await harness(many(300));
    let release!: () => void;
    fake.api.archivePage.mockImplementationOnce(
      (input) =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true, value: { total: 300, all: 300, offset: input.offset, games: [OLD] } });
        }),
    );
    archive.view(150, 160);
    archive.type('P42');
    await archive.search();
    release();
    await settle();
    expect(ids(archive)).toEqual(['g42']);
    expect(archive.pages.has(1)).toBe(false);
  });
});

describe('the search', () => {
  it('is sent once typing pauses, with the last text typed', async () => {
    const { fake, archive } = await harness(many(300), 30);
    const before = fake.pageCalls.length;
    archive.type('P');
    archive.type('P4');
    archive.type('P42');
    expect(fake.pageCalls.length).toBe(before);
    await vi.waitFor(() => expect(archive.searched).toBe('P42'));
    await settle();
    expect(fake.pageCalls.slice(before)).toEqual([{ offset: 0, limit: PAGE_SIZE, query: 'P42' }]);
    expect(ids(archive)).toEqual(['g42']);
    expect([archive.total, archive.all]).toEqual([1, 300]);
  });

  it('Enter sends it at once; blank sends no query; the same search is not asked twice', async () => {
    const { fake, archive } = await harness();
    archive.type('  hugo ');
    await archive.search();
    expect(fake.pageCalls.at(-1)).toEqual({ offset: 0, limit: PAGE_SIZE, query: 'hugo' });
    expect(ids(archive)).toEqual(['new']);
    const calls = fake.pageCalls.length;
    await archive.search();
    expect(fake.pageCalls.length).toBe(calls);
    archive.type('   ');
    await archive.search();
    expect(fake.pageCalls.at(-1)).toEqual({ offset: 0, limit: PAGE_SIZE });
    expect(ids(archive)).toEqual(['new', 'mid', 'old']);
  });

  it("nothing found: no game, the total 0, the archive's size kept", async () => {
    const { archive } = await harness();
    archive.type('Gandalf');
    await archive.search();
    expect([archive.total, archive.all, ids(archive).length]).toEqual([0, 3, 0]);
    expect(archive.searched).toBe('Gandalf');
  });

  it('clearing the search shows every game again, from the top', async () => {
    const { archive } = await harness();
    archive.type('zoé');
    await archive.search();
    expect(ids(archive)).toEqual(['mid']);
    await archive.clearSearch();
    expect(archive.query).toBe('');
    expect(ids(archive)).toEqual(['new', 'mid', 'old']);
  });
});

describe('open', () => {
  it('shows the game (the App routes it by phase) and closes the archive', async () => {
    const { app, archive } = await harness();
    app.openArchive();
    expect(await archive.open('old')).toBe(true);
    expect(app.game?.id).toBe('old');
    expect(app.archiveOpen).toBe(false);
  });

  it('a game that cannot be read leaves the archive open with the error', async () => {
    const { app, archive } = await harness();
    app.openArchive();
    expect(await archive.open('gone')).toBe(false);
    expect(app.archiveOpen).toBe(true);
    expect(app.error).toBe('no game gone in the archive');
  });
});

describe('delete', () => {
  it('deletes nothing without the row asking first', async () => {
    const { fake, archive } = await harness();
    expect(await archive.confirmDelete('old')).toBe(false);
    archive.askDelete('mid');
    expect(await archive.confirmDelete('old')).toBe(false);
    expect(fake.api.deleteGame).not.toHaveBeenCalled();
    expect(archive.confirming).toBe('mid');
  });

  it('cancel takes the question back', async () => {
    const { fake, archive } = await harness();
    archive.askDelete('old');
    archive.cancelDelete();
    expect(archive.confirming).toBeNull();
    expect(await archive.confirmDelete('old')).toBe(false);
    expect(fake.api.deleteGame).not.toHaveBeenCalled();
  });

  it('asked, then confirmed: deleted, and the list asked again', async () => {
    const { fake, archive } = await harness();
    const lists = fake.pageCalls.length;
    archive.askDelete('mid');
    expect(await archive.confirmDelete('mid')).toBe(true);
    expect(fake.deleted).toEqual(['mid']);
    expect(fake.pageCalls.length).toBe(lists + 1);
    expect(ids(archive)).toEqual(['new', 'old']);
    expect([archive.total, archive.all]).toEqual([2, 2]);
    expect(archive.confirming).toBeNull();
  });

  it('deleting the game the console has open leaves it for a new game', async () => {
    const { app, archive } = await harness();
    await archive.open('old');
    app.openArchive();
    archive.askDelete('old');
    await archive.confirmDelete('old');
    expect(app.game).toBeNull();
    expect(app.screen).toBe('setup');
  });

  it('a failed delete keeps the game and shows the error', async () => {
    const { fake, app, archive } = await harness();
    fake.api.deleteGame.mockImplementationOnce(() => fail('the archive is read-only'));
    archive.askDelete('old');
    expect(await archive.confirmDelete('old')).toBe(false);
    expect(app.error).toBe('the archive is read-only');
    expect(ids(archive)).toContain('old');
  });
});

describe('export', () => {
  it('one game: <id>.json holding its record', async () => {
    const { archive, saved } = await harness();
    await archive.exportGame('mid');
    expect(saved).toEqual([
      {
        name: 'mid.json',
        text: `${JSON.stringify({ format: 'onu-record/1', id: 'mid' }, null, 2)}\n`,
        type: 'application/json',
      },
    ]);
  });

  it('a game’s report: its one HTML file, as the replay exports it', async () => {
    const { app, archive, saved } = await harness();
    expect(await archive.exportReport('mid')).toBe(true);
    expect(saved).toEqual([{ name: 'mid-report.html', text: '<!doctype html><title>mid</title>', type: 'text/html' }]);
    expect(await archive.exportReport('gone')).toBe(false);
    expect(app.error).toBe('no game gone in the archive');
    expect(saved).toHaveLength(1);
  });

  it('all games in a browser: the host’s one-time address, downloaded (nothing held in the page)', async () => {
    const { archive, saved, downloads } = await harness();
    expect(await archive.exportAll()).toBe(true);
    expect(downloads).toEqual([{ url: '/download/TICKET/nightwarden-archive-2025-03-14.jsonl', name: 'a.jsonl' }]);
    expect(saved).toEqual([]);
    expect(archive.exporting).toBe(false);
  });

  it('all games in the app: written where the moderator chose, and said so', async () => {
    const { fake, archive, downloads } = await harness();
    fake.exportView = { ok: true, value: { kind: 'saved', path: '/home/me/season.jsonl', games: 3 } };
    expect(await archive.exportAll()).toBe(true);
    expect(archive.exported).toEqual({ kind: 'saved', path: '/home/me/season.jsonl', games: 3 });
    expect(downloads).toEqual([]);
    archive.dismissExported();
    expect(archive.exported).toBeNull();
    // The save dialog cancelled: nothing written, nothing said.
    fake.exportView = { ok: true, value: { kind: 'cancelled' } };
    expect(await archive.exportAll()).toBe(false);
    expect(archive.exported).toBeNull();
  });

  it('file names: an id with unsafe characters; the archive by the local date', () => {
    expect(exportFileName('a/b: c')).toBe('a_b_c.json');
    expect(archiveFileName(new Date(2025, 2, 14, 23, 59))).toBe('nightwarden-archive-2025-03-14.jsonl');
    expect(archiveFileName()).toMatch(/^nightwarden-archive-\d{4}-\d{2}-\d{2}\.jsonl$/);
  });

  it('a failed export saves nothing and shows why', async () => {
    const { fake, app, archive, downloads } = await harness();
    fake.exportView = { ok: false, error: { code: 'x', message: 'the disk is full' } };
    expect(await archive.exportAll()).toBe(false);
    expect(downloads).toEqual([]);
    expect(app.error).toBe('the disk is full');
  });
});

describe('import', () => {
  it('sums the report over every file, then asks for the list again', async () => {
    const { fake, archive } = await harness();
    fake.reports.set('RECORDS', {
      ok: true,
      value: {
        imported: ['g1', 'g2'],
        duplicates: ['old'],
        rejected: [{ item: 'games.jsonl:3', problems: ['votes.Ann: Ann voted for themselves'] }],
      },
    });
    fake.reports.set('AGAIN', { ok: true, value: { imported: [], duplicates: ['g1'], rejected: [] } });
    fake.reports.set('HUGE', {
      ok: false,
      error: { code: 'input/invalid', message: 'import: invalid', problems: ['text: too long', 'source: too long'] },
    });
    fake.reports.set('BROKEN', { ok: false, error: { code: 'host/closed', message: 'the connection closed' } });
    const unreadable: ArchiveFile = {
      name: 'locked.json',
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('permission denied')) }),
    };
    const lists = fake.pageCalls.length;

    const report = await archive.importFiles([
      file('games.jsonl', 'RECORDS'),
      file('one.json', 'AGAIN'),
      unreadable,
      file('huge.jsonl', 'HUGE'),
      file('broken.json', 'BROKEN'),
    ]);

    expect(report).toEqual({
      files: ['games.jsonl', 'one.json', 'locked.json', 'huge.jsonl', 'broken.json'],
      imported: ['g1', 'g2'],
      duplicates: ['old', 'g1'],
      rejected: [
        { item: 'games.jsonl:3', problems: ['votes.Ann: Ann voted for themselves'] },
        { item: 'locked.json', problems: ['the file could not be read (permission denied)'] },
        { item: 'huge.jsonl', problems: ['text: too long', 'source: too long'] },
        { item: 'broken.json', problems: ['the connection closed'] },
      ],
    });
    expect(archive.report).toEqual(report);
    expect(fake.imports.map((i) => i.source)).toEqual(['games.jsonl', 'one.json', 'huge.jsonl', 'broken.json']);
    expect(fake.pageCalls.length).toBe(lists + 1);
    expect(ids(archive)).toEqual(['g1', 'g2', 'new', 'mid', 'old']);
    expect([...archive.fresh]).toEqual(['g1', 'g2']);
    expect(archive.playersOf('g1')).toBe('New, Comer, Here');
    expect(archive.importing).toBe(false);
  });

  it('a rejected file changes nothing but the report', async () => {
    const { fake, archive } = await harness();
    fake.reports.set('{"format":"onu-record/1"}', {
      ok: true,
      value: { imported: [], duplicates: [], rejected: [{ item: 'bad.json', problems: ['players: 3 to 10 names'] }] },
    });
    await archive.importFiles([file('bad.json', '{"format":"onu-record/1"}')]);
    expect(archive.report?.rejected).toEqual([{ item: 'bad.json', problems: ['players: 3 to 10 names'] }]);
    expect(ids(archive)).toEqual(['new', 'mid', 'old']);
    archive.dismissReport();
    expect(archive.report).toBeNull();
  });

  it('a long file name is cut to what the contract accepts; no files, no call', async () => {
    const { fake, archive } = await harness();
    expect(await archive.importFiles([])).toBeNull();
    expect(fake.api.importStart).not.toHaveBeenCalled();
    await archive.importFiles([file(`${'x'.repeat(600)}.json`, '{}')]);
    expect(fake.imports[0]!.source).toHaveLength(500);
    expect(archive.report?.files[0]).toHaveLength(605);
  });
});

describe('import in pieces', () => {
  it('sends a big file in pieces of 1 MB that decode to the same text, accents cut between two pieces', async () => {
    const { fake, archive } = await harness();
    // 2.5 MB of accented names: many a two-byte "é" falls across a piece boundary.
    const text = `${'{"players":["Zoé","Éloïse"]}\n'.repeat(80_000)}`;
    const big = file('big.jsonl', text);
    expect(big.size).toBeGreaterThan(2_000_000);
    // The screen shows how far the file has come while its pieces go.
    const seen: (number | undefined)[] = [];
    const chunk = fake.api.importChunk.getMockImplementation()!;
    fake.api.importChunk.mockImplementation((id: string, piece: string) => {
      seen.push(archive.progress?.sentBytes);
      return chunk(id, piece);
    });
    await archive.importFiles([big]);
    expect(seen.slice(0, 3)).toEqual([0, 1_000_000, 2_000_000]);
    const upload = fake.started.at(-1)!;
    expect(upload.size).toBe(big.size);
    expect(upload.pieces.length).toBe(Math.ceil(big.size / 1_000_000));
    expect(upload.pieces.every((p) => p.length <= 1_000_000)).toBe(true);
    expect(upload.pieces.join('')).toBe(text);
    expect(fake.imports.at(-1)!.text).toBe(text);
    expect(archive.progress).toBeNull();
  });

  it('a file over the archive’s limit is refused with its size and the limit, before anything is sent', async () => {
    const { fake, archive } = await harness();
    const huge: ArchiveFile = {
      name: 'everything.jsonl',
      size: IMPORT_MAX_BYTES + 250_000_000,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('must not be read')) }),
    };
    const report = await archive.importFiles([huge]);
    expect(report?.rejected).toEqual([
      {
        item: 'everything.jsonl',
        problems: [
          'everything.jsonl is 1.3 GB; the archive imports files of up to 1 GB (split it into several files of JSON Lines and import each)',
        ],
      },
    ]);
    expect(fake.api.importStart).not.toHaveBeenCalled();
  });

  it('a piece the main process refuses stops that file with its reason; the next file still goes', async () => {
    const { fake, archive } = await harness();
    fake.api.importChunk.mockImplementationOnce(() =>
      fail('grows.jsonl is 1.2 GB; the archive imports files of up to 1 GB'),
    );
    fake.reports.set('B', { ok: true, value: { imported: ['g9'], duplicates: [], rejected: [] } });
    const report = await archive.importFiles([file('grows.jsonl', 'A'), file('b.json', 'B')]);
    expect(report?.rejected).toEqual([
      { item: 'grows.jsonl', problems: ['grows.jsonl is 1.2 GB; the archive imports files of up to 1 GB'] },
    ]);
    expect(report?.imported).toEqual(['g9']);
  });
});

describe('labels', () => {
  it('the deck in catalogue order with counts, not in the order it was dealt', () => {
    expect(deckCounts(['werewolf', 'vampire', 'seer', 'werewolf'])).toEqual([
      { role: 'werewolf', count: 2 },
      { role: 'seer', count: 1 },
      { role: 'vampire', count: 1 },
    ]);
    expect(deckLabel(['werewolf', 'vampire', 'seer', 'werewolf'])).toBe('Werewolf\u00a0×2, Seer, Vampire');
    i18n.language = 'fr';
    expect(deckLabel(['seer', 'the-master'])).toBe('Voyante, Le Maître');
  });

  it('winners for a finished game; where an unfinished one stands', () => {
    expect(outcomeLabel({ phase: 'revealed', winners: ['Ann', 'Ben'] })).toBe('Ann, Ben');
    expect(outcomeLabel({ phase: 'revealed', winners: [] })).toBe('Nobody won');
    expect(outcomeLabel({ phase: 'night', winners: null })).toBe('Unfinished: in the night');
    expect(outcomeLabel({ phase: 'vote', winners: null })).toBe('Unfinished: at the vote');
    expect(outcomeLabel({ phase: 'setup', winners: null })).toBe('Unfinished: at the deal');
    i18n.language = 'fr';
    expect(outcomeLabel({ phase: 'dusk', winners: null })).toBe(fr('Inachevée : au crépuscule'));
  });

  it('dates in the console’s language', () => {
    const iso = '2025-03-14T20:05:00.000Z';
    expect(formatDate(iso, 'en')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
    expect(formatDate(iso, 'fr')).toContain('mars');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('the console', () => {
  it('opens and closes the archive over the current screen', () => {
    const app = new AppState({} as Api);
    app.show({ id: 'g', phase: 'night' } as GameView);
    app.openArchive();
    expect(app.archiveOpen).toBe(true);
    app.closeArchive();
    expect(app.archiveOpen).toBe(false);
    expect(app.screen).toBe('night');
  });
});
