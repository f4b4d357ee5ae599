/**
 * The archive screen's state: the list read from the main process a page at a time (newest first, or what
 * a search finds), only the pages around the rows in view kept; the search, sent once typing pauses; the
 * delete confirmation; export and import with the report of what an import did. The main process holds
 * the games and searches them (`archivePage`); this class asks, keeps what the screen shows, and asks
 * again after anything that changes the archive.
 */
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { GameListEntry, ImportReport } from '../../../shared/views.ts';
import type { ArchiveExportView } from '../../../shared/archive-contract.ts';
import type { AppState } from '../app/app-state.svelte.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import { downloadText, downloadUrl, exportFileName } from './files.ts';
import { IMPORT_CHUNK_CHARS, importSizeProblem } from '../../../shared/import-contract.ts';
import { SvelteMap, SvelteSet } from 'svelte/reactivity';

/** A call that may reject (the connection lost): its failure as an answer like the others. */
function attempt<T>(request: Promise<SessionResult<T>>): Promise<SessionResult<T>> {
  return request.catch((e: unknown): SessionResult<T> => ({
    ok: false,
    error: { code: 'import/failed', message: e instanceof Error ? e.message : String(e) },
  }));
}

/** What the archive needs from the console: its api and error-reporting call, the open game, the way out. */
export type ArchiveApp = Pick<AppState, 'api' | 'call' | 'show' | 'closeArchive' | 'game'>;

/** A file chosen for import (a DOM `File` is one). */
export interface ImportFile {
  readonly name: string;
  text(): Promise<string>;
}

/** A file the archive imports: read a piece at a time, never whole (a DOM `File` is one). */
export interface ArchiveFile {
  readonly name: string;
  /** In bytes. */
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** How far the import of the file being sent has come. */
export interface ImportProgress {
  readonly file: string;
  readonly sentBytes: number;
  readonly totalBytes: number;
}

/** Hands a text file to the user (a download in the console). */
export type SaveText = (name: string, text: string, type: string) => void;

/** Has the browser download a file the host serves (the archive, streamed). */
export type Download = (url: string, name: string) => void;

export interface ArchiveOptions {
  readonly save?: SaveText;
  readonly download?: Download;
  /** How long typing must pause before the search is sent (ms). */
  readonly searchDelay?: number;
}

/** What one import did, summed over every file chosen together. */
export interface ArchiveImportReport {
  readonly files: readonly string[];
  readonly imported: readonly string[];
  readonly duplicates: readonly string[];
  readonly rejected: ImportReport['rejected'];
}

/** The contract's limit on an import's source label. */
const SOURCE_MAX = 500;

/** Games a page brings. */
export const PAGE_SIZE = 100;

/** Pages kept beyond those in view, on each side: the rest are dropped (and asked again if scrolled back). */
const PAGES_AROUND = 4;

/** Typing that pauses this long sends the search. */
const SEARCH_DELAY_MS = 250;

export class ArchiveState {
  /** The games the search finds (every game without one). */
  total = $state(0);
  /** The games in the archive. */
  all = $state(0);
  /** False until the first page arrives (the screen says "loading" rather than "empty"). */
  loaded = $state(false);
  /** The search as typed. */
  query = $state('');
  /** The search the list shows (sent once typing paused, or at Enter). */
  searched = $state('');
  /** The pages loaded, by number: page p holds the games from p × PAGE_SIZE on. */
  readonly pages = new SvelteMap<number, readonly GameListEntry[]>();
  /** The game whose row asks "Yes, delete …?"; nothing is deleted without it. */
  confirming = $state<string | null>(null);
  importing = $state(false);
  /** The file being sent, while an import runs. */
  progress = $state.raw<ImportProgress | null>(null);
  report = $state.raw<ArchiveImportReport | null>(null);
  /** "Export all" is writing (the app streams the archive to the file chosen). */
  exporting = $state(false);
  /** Where "Export all" wrote the archive (the app), until dismissed or the next export. */
  exported = $state.raw<Extract<ArchiveExportView, { kind: 'saved' }> | null>(null);

  /** The games the last import added, marked in the list. */
  readonly fresh: ReadonlySet<string> = $derived(new SvelteSet(this.report?.imported ?? []));

  private readonly save: SaveText;
  private readonly download: Download;
  private readonly searchDelay: number;
  /** Bumped when the list is asked again from the start: answers for an older list are dropped. */
  private generation = 0;
  private readonly requested = new SvelteSet<number>();
  /** The rows in view, first and last (the pages they need are loaded). */
  private inView = { first: 0, last: 0 };
  private searchTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly app: ArchiveApp,
    options: ArchiveOptions = {},
  ) {
    this.save = options.save ?? downloadText;
    this.download = options.download ?? downloadUrl;
    this.searchDelay = options.searchDelay ?? SEARCH_DELAY_MS;
  }

  /** The game at a row of the list, if its page has come. */
  row(index: number): GameListEntry | undefined {
    return this.pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE];
  }

  /** The games loaded, in the list's order (for tests and the import report's names). */
  get loadedGames(): GameListEntry[] {
    return [...this.pages.entries()].sort(([a], [b]) => a - b).flatMap(([, games]) => games);
  }

  /**
   * The rows in view are `first` to `last`: their pages are asked for (each once), and pages far from
   * them are dropped, so memory holds a few hundred games however long the list.
   */
  view(first: number, last: number): void {
    this.inView = { first: Math.max(0, first), last: Math.max(first, last) };
    const from = Math.floor(this.inView.first / PAGE_SIZE);
    const to = Math.floor(this.inView.last / PAGE_SIZE);
    for (let page = from; page <= to; page++)
      if (!this.pages.has(page) && !this.requested.has(page) && (page === 0 || page * PAGE_SIZE < this.total))
        void this.fetch(page);
  }

  private async fetch(page: number): Promise<void> {
    const generation = this.generation;
    this.requested.add(page);
    const query = this.searched;
    const answer = await this.app.call(
      this.app.api.archivePage({ offset: page * PAGE_SIZE, limit: PAGE_SIZE, ...(query ? { query } : {}) }),
    );
    if (generation !== this.generation) return;
    this.requested.delete(page);
    if (!answer) return;
    this.total = answer.total;
    this.all = answer.all;
    this.loaded = true;
    const from = Math.floor(this.inView.first / PAGE_SIZE) - PAGES_AROUND;
    const to = Math.floor(this.inView.last / PAGE_SIZE) + PAGES_AROUND;
    for (const kept of [...this.pages.keys()]) if (kept < from || kept > to) this.pages.delete(kept);
    this.pages.set(page, answer.games);
  }

  /** Asks for the list again from the start (the rows in view first): after a search, a delete, an import. */
  async load(): Promise<void> {
    this.generation++;
    this.requested.clear();
    this.pages.clear();
    const from = Math.floor(this.inView.first / PAGE_SIZE);
    const to = Math.floor(this.inView.last / PAGE_SIZE);
    const pages: Promise<void>[] = [];
    for (let page = from; page <= to; page++) pages.push(this.fetch(page));
    await Promise.all(pages);
    if (this.confirming !== null && !this.loadedGames.some((g) => g.id === this.confirming)) this.confirming = null;
  }

  /** The search as typed: sent once typing pauses. */
  type(query: string): void {
    this.query = query;
    if (this.searchTimer !== null) clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.search(), this.searchDelay);
  }

  /** Sends the search now (Enter, or typing paused): the list from its first row. */
  async search(): Promise<void> {
    if (this.searchTimer !== null) clearTimeout(this.searchTimer);
    this.searchTimer = null;
    const query = this.query.trim();
    if (query === this.searched && this.loaded) return;
    this.searched = query;
    this.inView = { first: 0, last: 0 };
    await this.load();
  }

  async clearSearch(): Promise<void> {
    this.query = '';
    await this.search();
  }

  /**
   * Opens a game where it stands: the App shows a finished game's reveal and continues an unfinished one
   * at its call, from its phase.
   */
  async open(id: string): Promise<boolean> {
    const game = await this.app.call(this.app.api.getGame(id));
    if (!game) return false;
    this.app.show(game);
    this.app.closeArchive();
    return true;
  }

  // --- delete, in two steps --------------------------------------------------------------------------------

  askDelete(id: string): void {
    this.confirming = id;
  }

  cancelDelete(): void {
    this.confirming = null;
  }

  /** Deletes the game whose row asked for confirmation; any other id is refused. */
  async confirmDelete(id: string): Promise<boolean> {
    if (this.confirming !== id) return false;
    const deleted = await this.app.call(this.app.api.deleteGame(id));
    this.confirming = null;
    if (!deleted) return false;
    // The console must not stay on a game that no longer exists: back to a new game under the archive.
    if (this.app.game?.id === id) this.app.show(null);
    await this.load();
    return true;
  }

  // --- export ------------------------------------------------------------------------------------------------

  async exportGame(id: string): Promise<boolean> {
    const record = await this.app.call(this.app.api.exportGame(id));
    if (!record) return false;
    this.save(exportFileName(id), `${JSON.stringify(record, null, 2)}\n`, 'application/json');
    return true;
  }

  /** The game's report: one self-contained HTML file, in the console's language of the moment. */
  async exportReport(id: string): Promise<boolean> {
    const report = await this.app.call(this.app.api.gameReport(id));
    if (!report) return false;
    this.save(report.fileName, report.html, 'text/html');
    return true;
  }

  /**
   * The whole archive as JSON Lines, the format `cli import` reads, streamed by the main process: in the
   * app, to the file chosen in a save dialog; in a browser, as a download of a one-time address.
   */
  async exportAll(): Promise<boolean> {
    if (this.exporting) return false;
    this.exporting = true;
    this.exported = null;
    try {
      const answer = await this.app.call(this.app.api.saveArchive());
      if (!answer || answer.kind === 'cancelled') return false;
      if (answer.kind === 'download') this.download(answer.url, answer.fileName);
      else this.exported = answer;
      return true;
    } finally {
      this.exporting = false;
    }
  }

  dismissExported(): void {
    this.exported = null;
  }

  // --- import ------------------------------------------------------------------------------------------------

  /**
   * Imports each file (one record, or an archive of one record per line) and reports, over all of them,
   * what was imported, skipped as already there, or rejected and why. A file goes in pieces of 1 MB, read
   * from the disk one at a time and imported record by record as they arrive, so the archive's own limit
   * (`IMPORT_MAX_BYTES`) decides what is too big, and a file over it is refused before it is sent. A file
   * that cannot be read or that the main process refuses whole is one rejected item with its reason.
   */
  async importFiles(files: readonly ArchiveFile[]): Promise<ArchiveImportReport | null> {
    if (files.length === 0 || this.importing) return null;
    this.importing = true;
    const imported: string[] = [];
    const duplicates: string[] = [];
    const rejected: { item: string; problems: readonly string[] }[] = [];
    try {
      for (const file of files) {
        const outcome = await this.importFile(file);
        if ('problems' in outcome) {
          rejected.push({ item: file.name, problems: outcome.problems });
          continue;
        }
        imported.push(...outcome.imported);
        duplicates.push(...outcome.duplicates);
        rejected.push(...outcome.rejected);
      }
    } finally {
      this.importing = false;
      this.progress = null;
    }
    this.report = { files: files.map((f) => f.name), imported, duplicates, rejected };
    await this.load();
    return this.report;
  }

  /** One file through the pieces contract: start, each piece in order, finish. */
  private async importFile(file: ArchiveFile): Promise<ImportReport | { problems: readonly string[] }> {
    const tooBig = importSizeProblem(file.name, file.size);
    if (tooBig) return { problems: [tooBig] };
    const api = this.app.api;
    const failed = (result: { ok: false; error: { message: string; problems?: readonly string[] } }) => ({
      problems: result.error.problems?.length ? result.error.problems : [result.error.message],
    });
    const started = await attempt(api.importStart({ source: file.name.slice(0, SOURCE_MAX), size: file.size }));
    if (!started.ok) return failed(started);
    const { importId } = started.value;
    // Bytes, decoded as a stream: a character cut between two pieces is decoded whole.
    const decoder = new TextDecoder('utf-8');
    const send = async (text: string): Promise<{ problems: readonly string[] } | null> => {
      if (text === '') return null;
      const sent = await attempt(api.importChunk(importId, text));
      return sent.ok ? null : failed(sent);
    };
    for (let offset = 0; offset < file.size; offset += IMPORT_CHUNK_CHARS) {
      this.progress = { file: file.name, sentBytes: offset, totalBytes: file.size };
      let bytes: ArrayBuffer;
      try {
        bytes = await file.slice(offset, offset + IMPORT_CHUNK_CHARS).arrayBuffer();
      } catch (e) {
        void api.importCancel(importId).catch(() => undefined);
        const reason = e instanceof Error ? e.message : String(e);
        return { problems: [i18n.t('archive:import.unreadable', { reason })] };
      }
      const problem = await send(decoder.decode(bytes, { stream: true }));
      if (problem) return problem;
    }
    const problem = await send(decoder.decode());
    if (problem) return problem;
    this.progress = { file: file.name, sentBytes: file.size, totalBytes: file.size };
    const finished = await attempt(api.importFinish(importId));
    return finished.ok ? finished.value : failed(finished);
  }

  /** The players of a game loaded in the list ("Ann, Ben, Cat"), to name the games an import report lists. */
  playersOf(id: string): string | null {
    for (const games of this.pages.values()) {
      const game = games.find((g) => g.id === id);
      if (game) return game.players.join(', ');
    }
    return null;
  }

  dismissReport(): void {
    this.report = null;
  }
}
