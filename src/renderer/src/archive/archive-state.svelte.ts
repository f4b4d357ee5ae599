/**
 * The archive screen's state: every saved game newest first, the search, the delete confirmation, and
 * export and import with the report of what an import did. The main process holds the games; this class
 * asks it, keeps what the screen shows, and asks again after anything that changes the archive.
 */
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { GameListEntry, ImportReport } from '../../../shared/views.ts';
import type { AppState } from '../app/app-state.svelte.ts';
import { LANGUAGES, i18n } from '../lib/i18n/index.svelte.ts';
import { isRoleId } from '../setup/roles.ts';
import { archiveFileName, downloadText, exportFileName } from './files.ts';
import { IMPORT_CHUNK_CHARS, importSizeProblem } from '../../../shared/import-contract.ts';

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

/** Every name a role may be searched by. */
export type RoleNames = (role: string) => readonly string[];

export interface ArchiveOptions {
  readonly save?: SaveText;
  readonly roleNames?: RoleNames;
  /** Today, for the archive's file name. */
  readonly today?: () => Date;
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

/** A role's id and its name in every language of the console: "voyante" finds the Seer in English too. */
export const roleNamesInEveryLanguage: RoleNames = (role) =>
  isRoleId(role) ? [role, ...LANGUAGES.map((lng) => i18n.t(`role.${role}`, { lng }))] : [role];

/** Text as the search compares it: lower case, without accents ("Éloïse" and "eloise" are the same). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const time = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Newest first by creation (an import keeps the record's date); ties by last change, then id. */
export function newestFirst(games: readonly GameListEntry[]): GameListEntry[] {
  return [...games].sort(
    (a, b) =>
      time(b.createdAt) - time(a.createdAt) ||
      time(b.updatedAt) - time(a.updatedAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export class ArchiveState {
  games = $state.raw<readonly GameListEntry[]>([]);
  /** False until the first list arrives (the screen says "loading" rather than "empty"). */
  loaded = $state(false);
  query = $state('');
  /** The game whose row asks "Yes, delete …?"; nothing is deleted without it. */
  confirming = $state<string | null>(null);
  importing = $state(false);
  /** The file being sent, while an import runs. */
  progress = $state.raw<ImportProgress | null>(null);
  report = $state.raw<ArchiveImportReport | null>(null);

  readonly sorted: readonly GameListEntry[] = $derived(newestFirst(this.games));
  /** The query's words: a game is shown when each word is found in one of its players' names or roles. */
  readonly terms: readonly string[] = $derived(searchKey(this.query).split(/\s+/).filter(Boolean));
  /** Each game with what the search looks in: its players' names, its roles' ids and names. */
  private readonly searchIndex: readonly { game: GameListEntry; keys: readonly string[] }[] = $derived(
    this.sorted.map((game) => {
      const roles = game.deck.filter((role, i) => game.deck.indexOf(role) === i);
      return { game, keys: [...game.players, ...roles.flatMap((role) => this.roleNames(role))].map(searchKey) };
    }),
  );
  readonly shown: readonly GameListEntry[] = $derived(
    this.terms.length === 0
      ? this.sorted
      : this.searchIndex
          .filter(({ keys }) => this.terms.every((t) => keys.some((k) => k.includes(t))))
          .map((e) => e.game),
  );
  /** The games the last import added, marked in the list. */
  readonly fresh: readonly string[] = $derived(this.report?.imported ?? []);

  private readonly save: SaveText;
  private readonly roleNames: RoleNames;
  private readonly today: (() => Date) | undefined;
  private loadSeq = 0;

  constructor(
    private readonly app: ArchiveApp,
    options: ArchiveOptions = {},
  ) {
    this.save = options.save ?? downloadText;
    this.roleNames = options.roleNames ?? roleNamesInEveryLanguage;
    this.today = options.today;
  }

  /** Asks for the list again; an answer overtaken by a newer request is dropped. */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    const games = await this.app.call(this.app.api.listGames());
    if (seq !== this.loadSeq || !games) return;
    this.games = games;
    this.loaded = true;
    if (this.confirming !== null && !games.some((g) => g.id === this.confirming)) this.confirming = null;
  }

  clearSearch(): void {
    this.query = '';
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

  /** The whole archive as JSON Lines, the format `npm run cli -- import` reads. */
  async exportAll(): Promise<boolean> {
    const text = await this.app.call(this.app.api.exportArchive());
    if (text === null) return false;
    this.save(archiveFileName(this.today?.()), text, 'application/x-ndjson');
    return true;
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

  /** The players of a game in the list ("Ann, Ben, Cat"), to name the games an import report lists. */
  playersOf(id: string): string | null {
    return this.games.find((g) => g.id === id)?.players.join(', ') ?? null;
  }

  dismissReport(): void {
    this.report = null;
  }
}
