/**
 * One event's state: its settings (each change saved at once), its registered players, its rounds (the
 * next one proposed, one edited at a time and saved whole), the games brought in from other laptops, and
 * the standings with their exports. The main process holds the event and checks every change; this class
 * keeps what the screen shows, and the organiser's unsaved edit of a round.
 */
import type { PresetView } from '../../../shared/api.ts';
import type { EventPatch } from '../../../shared/event-contract.ts';
import type { EventImportReport, EventView, GameListEntry, StandingsView } from '../../../shared/views.ts';
import { downloadText } from '../archive/files.ts';
import { ARCHIVE_PAGE_MAX } from '../../../shared/archive-contract.ts';
import { isRoleId, type RoleId } from '../../../shared/roles.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import type { EventsApp, ImportFile } from './events-state.svelte.ts';
import { validPoints } from './events-state.svelte.ts';
import {
  draftOf,
  roundInput,
  roundProblems,
  type MoveTarget,
  type RoundDraft,
  type TableDraft,
} from './round-draft.ts';
import {
  CENTER_CARDS,
  TABLE_MAX,
  TABLE_MIN,
  TABLE_SIZES,
  attempt,
  duplicateNames,
  parseNames,
  presetForScenario,
  sameCards,
  tableStatus,
  type Attempt,
  type Failure,
} from './labels.ts';
import { keepDraft } from '../setup/setup-draft.ts';

export type { MoveTarget, RoundDraft, TableDraft };
export { roundInput, roundProblems };

export type EventTab = 'rounds' | 'players' | 'settings' | 'standings' | 'room';

/** The settings form: one field per setting, saved on its own as soon as it changes. */
export interface SettingsDraft {
  name: string;
  startDate: string;
  endDate: string;
  maxTableSize: number;
  /** A preset id, or '' for none. */
  preset: string;
  win: number | null;
  loss: number | null;
  survivedWin: number | null;
  specialTeamWin: number | null;
}
export type SettingsField = keyof SettingsDraft;

export function settingsOf(event: EventView): SettingsDraft {
  return {
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate,
    maxTableSize: event.maxTableSize,
    preset: event.preset ?? '',
    win: event.scoring.win,
    loss: event.scoring.loss,
    survivedWin: event.scoring.survivedWin,
    specialTeamWin: event.scoring.specialTeamWin,
  };
}

/** What importing games did, summed over every file chosen together. */
export interface GamesImportReport {
  readonly files: readonly string[];
  readonly imported: readonly string[];
  readonly duplicates: readonly string[];
  readonly rejected: EventImportReport['rejected'];
  readonly matched: EventImportReport['matched'];
  readonly unmatched: readonly string[];
}

/** Hands a text file to the user (a download in the console). */
export type SaveText = (name: string, text: string, type: string) => void;

export interface EventOptions {
  readonly save?: SaveText;
}

const SOURCE_MAX = 500;

export class EventState {
  event = $state.raw<EventView | null>(null);
  loaded = $state(false);
  /** The last refusal, with its problem lines; shown until the next success or dismissed. */
  failure = $state.raw<Failure | null>(null);
  /** Calls under way (buttons that would send another wait). */
  pending = $state(0);
  tab = $state<EventTab>('rounds');

  // settings
  settings = $state<SettingsDraft>({
    name: '',
    startDate: '',
    endDate: '',
    maxTableSize: 8,
    preset: '',
    win: 1,
    loss: 0,
    survivedWin: 0,
    specialTeamWin: 0,
  });
  /** Where the last settings change stands: saved (with its field), being saved, or refused. */
  saveState = $state<{ readonly status: 'idle' | 'saving' | 'saved' | 'failed'; readonly field: string | null }>({
    status: 'idle',
    field: null,
  });
  /** Names typed to register, one per line. */
  newPlayers = $state('');

  // rounds
  /** Registered players marked absent for the next round (all present by default). */
  absent = $state<string[]>([]);
  /** The round being edited, unsaved. */
  editing = $state<RoundDraft | null>(null);
  /** The presets of each table size, asked once. */
  presetsBySize = $state.raw<Readonly<Record<number, readonly PresetView[]>>>({});
  /** "Remove round N?" asked, waiting for its confirmation. */
  confirmingRemove = $state(false);
  /**
   * "Propose round N+1 with games left unplayed?" asked, waiting for its confirmation: how many tables of
   * the rounds so far have no finished game (null: not asked).
   */
  confirmingPropose = $state<number | null>(null);
  importing = $state(false);
  report = $state.raw<GamesImportReport | null>(null);

  // standings
  standings = $state.raw<StandingsView | null>(null);
  /** The standings cover the window in large type, for a projector. */
  projector = $state(false);

  readonly rounds: EventView['rounds'] = $derived(this.event?.rounds ?? []);
  readonly lastRound: number | null = $derived(this.rounds.at(-1)?.number ?? null);
  readonly nextRound: number = $derived(this.rounds.length + 1);
  readonly present: readonly string[] = $derived(
    (this.event?.players ?? []).filter((name) => !this.absent.includes(name)),
  );
  readonly editProblems: readonly string[] = $derived(
    this.editing ? roundProblems(this.editing, this.event?.players ?? []) : [],
  );
  /** The edit differs from the saved round. */
  readonly editChanged: boolean = $derived(this.isEditChanged());
  readonly newPlayerNames: readonly string[] = $derived(parseNames(this.newPlayers));

  private readonly save: SaveText;
  private loadSeq = 0;

  constructor(
    private readonly app: EventsApp,
    readonly id: string,
    options: EventOptions = {},
  ) {
    this.save = options.save ?? downloadText;
  }

  /** Runs a call; a refusal becomes the shown failure, a success clears it. */
  private async run<T>(request: Promise<Attempt<T>>): Promise<T | null> {
    this.pending++;
    try {
      const result = await request;
      if (!result.ok) {
        this.failure = result.failure;
        return null;
      }
      this.failure = null;
      return result.value;
    } finally {
      this.pending--;
    }
  }

  /** Takes a new view of the event; the settings the organiser is not editing follow it. */
  private take(event: EventView): void {
    const before = this.event ? settingsOf(this.event) : null;
    const after = settingsOf(event);
    const draft = { ...this.settings };
    for (const key of Object.keys(after) as SettingsField[])
      if (before === null || draft[key] === before[key]) (draft as Record<string, unknown>)[key] = after[key];
    this.settings = draft;
    this.event = event;
    this.absent = this.absent.filter((name) => event.players.includes(name));
    if (this.editing && !event.rounds.some((r) => r.number === this.editing!.number)) this.editing = null;
    if (this.confirmingRemove && event.rounds.length === 0) this.confirmingRemove = false;
  }

  async load(): Promise<boolean> {
    const seq = ++this.loadSeq;
    const result = await attempt(this.app.api.getEvent(this.id));
    if (seq !== this.loadSeq) return false;
    if (!result.ok) {
      this.failure = result.failure;
      this.loaded = true;
      return false;
    }
    this.take(result.value);
    this.loaded = true;
    if (this.tab === 'standings' || this.projector) await this.loadStandings();
    return true;
  }

  /** The presets of the table sizes an event seats, for the decks of an edited round. */
  async loadPresets(): Promise<void> {
    const missing = TABLE_SIZES.filter((size) => !(size in this.presetsBySize));
    if (missing.length === 0) return;
    const found = await Promise.all(
      missing.map(async (size) => [size, await attempt(this.app.api.presets(size))] as const),
    );
    const next: Record<number, readonly PresetView[]> = { ...this.presetsBySize };
    for (const [size, result] of found) if (result.ok) next[size] = result.value;
    this.presetsBySize = next;
  }

  setTab(tab: EventTab): void {
    this.tab = tab;
    if (tab === 'standings') void this.loadStandings();
  }

  dismissFailure(): void {
    this.failure = null;
  }

  backToList(): void {
    this.app.openEvents(null);
  }

  // --- settings ------------------------------------------------------------------------------------------

  /** The patch for one field, or a problem in words when its value cannot be sent. */
  private patchFor(field: SettingsField): { patch: EventPatch } | { problem: string } | null {
    const event = this.event;
    if (!event) return null;
    const s = this.settings;
    const saved = settingsOf(event);
    if (s[field] === saved[field]) return null;
    switch (field) {
      case 'name':
        if (s.name.trim() === '') return { problem: i18n.t('events:form.problem.name') };
        return s.name.trim() === event.name ? null : { patch: { name: s.name.trim() } };
      case 'startDate':
      case 'endDate':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(s[field])) return { problem: i18n.t('events:settings.problem.date') };
        return { patch: { [field]: s[field] } };
      case 'maxTableSize':
        if (!TABLE_SIZES.includes(s.maxTableSize))
          return { problem: i18n.t('events:form.problem.tableSize', { min: TABLE_MIN, max: TABLE_MAX }) };
        return { patch: { maxTableSize: s.maxTableSize } };
      case 'preset':
        return { patch: { preset: s.preset || null } };
      case 'win':
      case 'loss':
      case 'survivedWin':
      case 'specialTeamWin': {
        const value = s[field];
        if (!validPoints(value))
          return {
            problem: i18n.t('events:form.problem.points', { what: i18n.t(`events:scoring.${field}`), limit: 100 }),
          };
        return { patch: { scoring: { [field]: value } } };
      }
    }
  }

  /** Saves one setting as soon as it changes; a refusal keeps the typed value and says why. */
  async saveSetting(field: SettingsField): Promise<boolean> {
    const change = this.patchFor(field);
    if (change === null) return false;
    if ('problem' in change) {
      this.failure = { message: change.problem, problems: [] };
      this.saveState = { status: 'failed', field };
      return false;
    }
    this.saveState = { status: 'saving', field };
    const event = await this.run(attempt(this.app.api.updateEvent(this.id, change.patch)));
    if (!event) {
      this.saveState = { status: 'failed', field };
      return false;
    }
    this.take(event);
    // The saved field shows what was saved (a name trimmed, say).
    this.settings = { ...this.settings, [field]: settingsOf(event)[field] };
    this.saveState = { status: 'saved', field };
    if (this.standings) await this.loadStandings();
    return true;
  }

  /** Puts a setting back as saved (after a refusal). */
  revertSetting(field: SettingsField): void {
    if (!this.event) return;
    this.settings = { ...this.settings, [field]: settingsOf(this.event)[field] };
    if (this.saveState.field === field && this.saveState.status === 'failed')
      this.saveState = { status: 'idle', field: null };
    this.failure = null;
  }

  // --- players -------------------------------------------------------------------------------------------

  private async savePlayers(players: readonly string[], field: string): Promise<boolean> {
    this.saveState = { status: 'saving', field };
    const event = await this.run(attempt(this.app.api.updateEvent(this.id, { players: [...players] })));
    if (!event) {
      this.saveState = { status: 'failed', field };
      return false;
    }
    this.take(event);
    this.saveState = { status: 'saved', field };
    if (this.standings) await this.loadStandings();
    return true;
  }

  /** Registers the names typed (one per line); names already registered are refused before sending. */
  async addPlayers(): Promise<boolean> {
    const event = this.event;
    const names = this.newPlayerNames;
    if (!event || names.length === 0) return false;
    const known = event.players.map((p) => p.normalize('NFC').toLowerCase());
    const already = names.filter((name) => known.includes(name.normalize('NFC').toLowerCase()));
    const twice = duplicateNames(names);
    if (already.length > 0 || twice.length > 0) {
      const problems = [
        ...(already.length > 0 ? [i18n.t('events:players.already', { names: already.join(', ') })] : []),
        ...(twice.length > 0 ? [i18n.t('events:form.problem.duplicates', { names: twice.join(', ') })] : []),
      ];
      this.failure = { message: problems.join(' '), problems: [] };
      return false;
    }
    const saved = await this.savePlayers([...event.players, ...names], 'players');
    if (saved) this.newPlayers = '';
    return saved;
  }

  /** Unregisters a player (the main process refuses one seated in a round). */
  async removePlayer(name: string): Promise<boolean> {
    const event = this.event;
    if (!event || !event.players.includes(name)) return false;
    return this.savePlayers(
      event.players.filter((p) => p !== name),
      'players',
    );
  }

  // --- proposing a round -----------------------------------------------------------------------------------

  setPresent(name: string, present: boolean): void {
    const others = this.absent.filter((n) => n !== name);
    this.absent = present ? others : [...others, name];
  }

  setAllPresent(present: boolean): void {
    this.absent = present ? [] : [...(this.event?.players ?? [])];
  }

  /**
   * Tables of the rounds so far whose game is not finished (never played, under way, or gone from the
   * archive): a new round would leave them unplayed.
   */
  readonly unfinishedTables: number = $derived.by(
    () => (this.event?.rounds ?? []).flatMap((r) => r.tables).filter((t) => tableStatus(t).kind !== 'finished').length,
  );

  /**
   * Proposes and saves the next round for the players present (everyone unless some are marked absent).
   * With games of the rounds so far left unplayed it asks first (`confirmingPropose`); `anyway` is the yes.
   */
  async proposeRound(seed?: number, anyway = false): Promise<boolean> {
    if (!this.event) return false;
    if (!anyway && this.unfinishedTables > 0) {
      this.confirmingPropose = this.unfinishedTables;
      return false;
    }
    this.confirmingPropose = null;
    const input = {
      ...(this.absent.length > 0 ? { present: [...this.present] } : {}),
      ...(seed !== undefined ? { seed } : {}),
    };
    const event = await this.run(attempt(this.app.api.proposeRound(this.id, input)));
    if (!event) return false;
    this.take(event);
    this.standings = null;
    return true;
  }

  // --- editing a round ----------------------------------------------------------------------------------------

  /** No: no new round while those games are still to play. */
  cancelPropose(): void {
    this.confirmingPropose = null;
  }

  startEdit(number: number): void {
    const round = this.rounds.find((r) => r.number === number);
    if (!round) return;
    this.editing = draftOf(round);
    this.confirmingRemove = false;
    void this.loadPresets();
  }

  cancelEdit(): void {
    this.editing = null;
  }

  private isEditChanged(): boolean {
    const draft = this.editing;
    if (!draft) return false;
    const round = this.rounds.find((r) => r.number === draft.number);
    if (!round) return true;
    return JSON.stringify(roundInput(draft).tables) !== JSON.stringify(roundInput(draftOf(round)).tables);
  }

  /** A table of the edit: its game is linked, so its seats and deck stay as they are. */
  isLocked(table: TableDraft): boolean {
    return table.gameId !== null;
  }

  /** The tables a player of `from` may be moved to. */
  moveTargets(from: number): number[] {
    return (this.editing?.tables ?? []).filter((t) => t.table !== from && !this.isLocked(t)).map((t) => t.table);
  }

  /** The deck of the event's scenario for a table of `size`, or none (the organiser then chooses one). */
  presetDeckFor(size: number): RoleId[] {
    const preset = presetForScenario(this.presetsBySize[size] ?? [], this.event?.preset ?? null);
    return preset ? preset.deck.filter(isRoleId) : [];
  }

  /** A table whose size changed gets the event's deck for its new size (its old deck no longer fits). */
  private refit(table: TableDraft): void {
    if (table.deck.length === table.players.length + CENTER_CARDS) return;
    table.deck = this.presetDeckFor(table.players.length);
  }

  /** Moves a player to the end of another table's seats (or of a new table). */
  movePlayer(name: string, to: MoveTarget): boolean {
    const draft = this.editing;
    if (!draft) return false;
    const from = draft.tables.find((t) => t.players.includes(name));
    if (!from || this.isLocked(from) || (to !== 'new' && to === from.table)) return false;
    let target = to === 'new' ? undefined : draft.tables.find((t) => t.table === to);
    if (to !== 'new' && (!target || this.isLocked(target))) return false;
    if (!target) {
      target = { table: Math.max(0, ...draft.tables.map((t) => t.table)) + 1, players: [], deck: [], gameId: null };
      draft.tables.push(target);
    }
    from.players = from.players.filter((p) => p !== name);
    target.players = [...target.players, name];
    this.refit(from);
    this.refit(target);
    return true;
  }

  /** Moves a seat one place earlier (-1) or later (+1) at its table. */
  moveSeat(table: number, index: number, delta: -1 | 1): boolean {
    const t = this.editing?.tables.find((x) => x.table === table);
    if (!t || this.isLocked(t)) return false;
    const to = index + delta;
    if (index < 0 || index >= t.players.length || to < 0 || to >= t.players.length) return false;
    const players = [...t.players];
    [players[index], players[to]] = [players[to]!, players[index]!];
    t.players = players;
    return true;
  }

  /** The presets offered for a table of `size`. */
  deckChoices(size: number): readonly PresetView[] {
    return this.presetsBySize[size] ?? [];
  }

  /** The preset a table's deck is (its id), or '' when it is none of them. */
  deckPresetOf(table: TableDraft): string {
    return this.deckChoices(table.players.length).find((p) => sameCards(p.deck, table.deck))?.id ?? '';
  }

  /** Gives a table the deck of one of the presets for its size. */
  setDeck(table: number, presetId: string): boolean {
    const t = this.editing?.tables.find((x) => x.table === table);
    if (!t || this.isLocked(t)) return false;
    const preset = this.deckChoices(t.players.length).find((p) => p.id === presetId);
    if (!preset) return false;
    t.deck = preset.deck.filter(isRoleId);
    return true;
  }

  /** Saves the edit whole; the main process checks it again and its problems are shown. */
  async saveEdit(): Promise<boolean> {
    const draft = this.editing;
    if (!draft || this.editProblems.length > 0) return false;
    const event = await this.run(attempt(this.app.api.saveRound(this.id, roundInput(draft))));
    if (!event) return false;
    this.editing = null;
    this.take(event);
    return true;
  }

  // --- removing the last round ---------------------------------------------------------------------------------

  askRemove(): void {
    this.confirmingRemove = true;
  }

  cancelRemove(): void {
    this.confirmingRemove = false;
  }

  async confirmRemove(): Promise<boolean> {
    const last = this.lastRound;
    if (!this.confirmingRemove || last === null) return false;
    this.confirmingRemove = false;
    const event = await this.run(attempt(this.app.api.removeRound(this.id, last)));
    if (!event) return false;
    if (this.editing?.number === last) this.editing = null;
    this.take(event);
    this.standings = null;
    return true;
  }

  // --- games ---------------------------------------------------------------------------------------------

  /**
   * Starts the table's game in this console with the app's shuffle and shows it (the events panel
   * closes); its reveal leads back to this event.
   */
  async play(round: number, table: number): Promise<boolean> {
    const game = await this.run(attempt(this.app.api.startEventGame(this.id, round, table)));
    if (!game) return false;
    this.app.linkToEvent?.(game.id, { eventId: this.id, round, table });
    this.app.show(game);
    this.app.closePanel();
    return true;
  }

  /**
   * The table's game with the physical deal: the setup screen opens with the table's players and deck,
   * the physical deal to enter; the game is seated at this table when it starts.
   */
  playPhysical(round: number, table: number): boolean {
    const seat = this.event?.rounds.find((r) => r.number === round)?.tables.find((t) => t.table === table);
    if (!seat || seat.deck.length !== seat.players.length + 3) return false;
    keepDraft(
      { players: seat.players, deck: seat.deck, options: {}, dealMode: 'manual' },
      { eventId: this.id, round, table },
    );
    this.app.openSetup?.();
    return true;
  }

  /** Opens the game linked to a table where it stands; its reveal leads back to this event. */
  async openGame(gameId: string): Promise<boolean> {
    const game = await this.run(attempt(this.app.api.getGame(gameId)));
    if (!game) return false;
    for (const round of this.event?.rounds ?? [])
      for (const t of round.tables)
        if (t.gameId === gameId)
          this.app.linkToEvent?.(gameId, { eventId: this.id, round: round.number, table: t.table });
    this.app.show(game);
    this.app.closePanel();
    return true;
  }

  /** Unlinks a table's game (the game stays in the archive; the table is open again). */
  /**
   * Games of the archive that could be this table's: the same players (without regard to case or outer
   * spaces) and linked to no table of the event. The main process checks the players again on linking.
   */
  async linkCandidates(round: number, table: number): Promise<GameListEntry[]> {
    const seat = this.event?.rounds.find((r) => r.number === round)?.tables.find((t) => t.table === table);
    if (!seat) return [];
    // The archive finds the games of exactly these players itself (an index): a page of them at most.
    const page = await this.run(
      attempt(this.app.api.archivePage({ players: [...seat.players], offset: 0, limit: ARCHIVE_PAGE_MAX })),
    );
    if (!page) return [];
    const linked = this.event!.rounds.flatMap((r) => r.tables.map((t) => t.gameId));
    return page.games.filter((g) => !linked.includes(g.id) && g.players.length === seat.players.length);
  }

  /** Links a game already in the archive to a table by hand. */
  async link(round: number, table: number, gameId: string): Promise<boolean> {
    const event = await this.run(attempt(this.app.api.linkEventGame(this.id, round, table, gameId)));
    if (!event) return false;
    this.take(event);
    this.standings = null;
    if (this.tab === 'standings') await this.loadStandings();
    return true;
  }

  async unlink(round: number, table: number): Promise<boolean> {
    const event = await this.run(attempt(this.app.api.linkEventGame(this.id, round, table, null)));
    if (!event) return false;
    this.take(event);
    this.standings = null;
    if (this.tab === 'standings') await this.loadStandings();
    return true;
  }

  /**
   * Imports each file (a record, or an archive of records) into the archive and seats each game at the
   * table whose players are its own; the report sums every file. A file that cannot be read, or that the
   * main process refuses whole, is one rejected item with its reason.
   */
  async importGames(files: readonly ImportFile[]): Promise<GamesImportReport | null> {
    if (files.length === 0 || this.importing) return null;
    this.importing = true;
    const imported: string[] = [];
    const duplicates: string[] = [];
    const rejected: { item: string; problems: readonly string[] }[] = [];
    const matched: { gameId: string; round: number; table: number }[] = [];
    const unmatched: string[] = [];
    try {
      for (const file of files) {
        let text: string;
        try {
          text = await file.text();
        } catch (e) {
          const reason = e instanceof Error ? e.message : String(e);
          rejected.push({ item: file.name, problems: [i18n.t('events:import.unreadableFile', { reason })] });
          continue;
        }
        const result = await attempt(
          this.app.api.importEventGames(this.id, { text, source: file.name.slice(0, SOURCE_MAX) }),
        );
        if (!result.ok) {
          const { message, problems } = result.failure;
          rejected.push({ item: file.name, problems: problems.length > 0 ? problems : [message] });
          continue;
        }
        const r = result.value;
        imported.push(...r.imported);
        duplicates.push(...r.duplicates);
        rejected.push(...r.rejected);
        matched.push(...r.matched);
        unmatched.push(...r.unmatched);
        this.take(r.event);
      }
    } finally {
      this.importing = false;
    }
    this.report = { files: files.map((f) => f.name), imported, duplicates, rejected, matched, unmatched };
    if (matched.length > 0) this.standings = null;
    if (this.tab === 'standings' || this.projector) await this.loadStandings();
    return this.report;
  }

  dismissReport(): void {
    this.report = null;
  }

  /** The players of the table a game was matched to ("Ann, Ben, Cat"). */
  playersAt(round: number, table: number): string {
    return (
      this.rounds
        .find((r) => r.number === round)
        ?.tables.find((t) => t.table === table)
        ?.players.join(', ') ?? ''
    );
  }

  // --- standings and exports -------------------------------------------------------------------------------

  async loadStandings(): Promise<StandingsView | null> {
    const standings = await this.run(attempt(this.app.api.standings(this.id)));
    if (standings) this.standings = standings;
    return standings;
  }

  async exportCsv(): Promise<boolean> {
    const standings = await this.loadStandings();
    if (!standings) return false;
    this.save(standings.fileName, standings.csv, 'text/csv');
    return true;
  }

  async exportEvent(): Promise<boolean> {
    const file = await this.run(attempt(this.app.api.exportEvent(this.id)));
    if (!file) return false;
    this.save(file.fileName, file.text, 'application/json');
    return true;
  }

  async openProjector(): Promise<boolean> {
    const standings = await this.loadStandings();
    if (!standings) return false;
    this.projector = true;
    return true;
  }

  closeProjector(): void {
    this.projector = false;
  }
}
