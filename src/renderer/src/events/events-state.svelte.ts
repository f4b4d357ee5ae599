/**
 * The events list's state: every event, the "New event" form, delete after a confirmation, and an event
 * file imported whole. The main process holds the events; this class asks it and keeps what the screen
 * shows. Opening an event goes through the console's panel (`app.openEvents(id)`).
 */
import type { NewEventInput } from '../../../shared/event-contract.ts';
import type { EventSummary } from '../../../shared/views.ts';
import type { AppState } from '../app/app-state.svelte.ts';
import type { ImportFile } from '../archive/archive-state.svelte.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import {
  TABLE_MAX,
  TABLE_MIN,
  TABLE_SIZES,
  attempt,
  duplicateNames,
  isoToday,
  parseNames,
  presetChoices,
  type Failure,
  type PresetChoice,
} from './labels.ts';

/** What the events screens need from the console. */
export type EventsApp = Pick<AppState, 'api' | 'show' | 'closePanel' | 'openEvents'> &
  Partial<Pick<AppState, 'linkToEvent' | 'openSetup'>>;

export type { ImportFile };

/** The contract's limit on an import's source label. */
const SOURCE_MAX = 500;
/** The contract's limit on points per result. */
const POINTS_LIMIT = 100;

/** The "New event" form as typed. Numbers stay numbers (bound to number inputs); blank is `null`. */
export interface NewEventDraft {
  name: string;
  startDate: string;
  endDate: string;
  /** One name per line. */
  players: string;
  maxTableSize: number;
  /** A preset id, or '' for none (decks chosen table by table). */
  preset: string;
  win: number | null;
  loss: number | null;
  survivedWin: number | null;
  specialTeamWin: number | null;
}

export const SCORING_FIELDS = ['win', 'loss', 'survivedWin', 'specialTeamWin'] as const;
export type ScoringField = (typeof SCORING_FIELDS)[number];

/** The defaults of a new event: 1 point for a win, 0 otherwise, no extras, tables of up to 8. */
export function emptyDraft(today: string): NewEventDraft {
  return {
    name: '',
    startDate: today,
    endDate: '',
    players: '',
    maxTableSize: 8,
    preset: '',
    win: 1,
    loss: 0,
    survivedWin: 0,
    specialTeamWin: 0,
  };
}

/** A points value the contract accepts. */
export function validPoints(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= POINTS_LIMIT;
}

/** What is wrong with the form before it is sent, in the console's language (empty when it can be sent). */
export function draftProblems(draft: NewEventDraft): string[] {
  const problems: string[] = [];
  if (draft.name.trim() === '') problems.push(i18n.t('events:form.problem.name'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.startDate)) problems.push(i18n.t('events:form.problem.startDate'));
  if (draft.endDate !== '' && draft.endDate < draft.startDate) problems.push(i18n.t('events:form.problem.endDate'));
  const names = parseNames(draft.players);
  const long = names.filter((name) => name.length > 40);
  if (long.length > 0) problems.push(i18n.t('events:form.problem.longName', { names: long.join(', ') }));
  const twice = duplicateNames(names);
  if (twice.length > 0) problems.push(i18n.t('events:form.problem.duplicates', { names: twice.join(', ') }));
  if (!TABLE_SIZES.includes(draft.maxTableSize))
    problems.push(i18n.t('events:form.problem.tableSize', { min: TABLE_MIN, max: TABLE_MAX }));
  for (const field of SCORING_FIELDS)
    if (!validPoints(draft[field]))
      problems.push(
        i18n.t('events:form.problem.points', { what: i18n.t(`events:scoring.${field}`), limit: POINTS_LIMIT }),
      );
  return problems;
}

/** The form as the contract's `createEvent` input. */
export function draftInput(draft: NewEventDraft): NewEventInput {
  return {
    name: draft.name.trim(),
    startDate: draft.startDate,
    ...(draft.endDate ? { endDate: draft.endDate } : {}),
    players: parseNames(draft.players),
    maxTableSize: draft.maxTableSize,
    preset: draft.preset || null,
    scoring: {
      win: draft.win ?? 1,
      loss: draft.loss ?? 0,
      survivedWin: draft.survivedWin ?? 0,
      specialTeamWin: draft.specialTeamWin ?? 0,
    },
  };
}

/** Latest start first, then by name. */
export function byDate(events: readonly EventSummary[]): EventSummary[] {
  return [...events].sort((a, b) =>
    a.startDate !== b.startDate ? (a.startDate < b.startDate ? 1 : -1) : a.name.localeCompare(b.name),
  );
}

export interface EventsOptions {
  /** Today, YYYY-MM-DD: the form's default start date. */
  readonly today?: () => string;
}

export class EventsState {
  events = $state.raw<readonly EventSummary[]>([]);
  loaded = $state(false);
  /** The last refusal, with its problem lines. */
  failure = $state.raw<Failure | null>(null);
  /** The event whose row asks "Yes, delete …?". */
  confirming = $state<string | null>(null);

  formOpen = $state(false);
  draft = $state<NewEventDraft>(emptyDraft(''));
  creating = $state(false);
  /** Create was pressed: the form's problems are shown from then on. */
  tried = $state(false);
  importing = $state(false);
  /** Scenarios offered for an event's decks (from the presets of every table size). */
  presets = $state.raw<readonly PresetChoice[]>([]);

  readonly sorted: readonly EventSummary[] = $derived(byDate(this.events));
  readonly problems: readonly string[] = $derived(draftProblems(this.draft));
  readonly playerCount: number = $derived(parseNames(this.draft.players).length);

  private readonly today: () => string;
  private loadSeq = 0;

  constructor(
    private readonly app: EventsApp,
    options: EventsOptions = {},
  ) {
    this.today = options.today ?? (() => isoToday());
    this.draft = emptyDraft(this.today());
  }

  /** Asks for the list again; an answer overtaken by a newer request is dropped. */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    const result = await attempt(this.app.api.listEvents());
    if (seq !== this.loadSeq) return;
    if (!result.ok) {
      this.failure = result.failure;
      return;
    }
    this.events = result.value;
    this.loaded = true;
    if (this.confirming !== null && !result.value.some((e) => e.id === this.confirming)) this.confirming = null;
  }

  /** The scenarios of every table size an event seats (5 to 10), once. */
  async loadPresets(): Promise<void> {
    if (this.presets.length > 0) return;
    const all = await Promise.all(TABLE_SIZES.map((size) => attempt(this.app.api.presets(size))));
    this.presets = presetChoices(all.flatMap((result) => (result.ok ? result.value : [])));
  }

  dismissFailure(): void {
    this.failure = null;
  }

  open(id: string): void {
    this.app.openEvents(id);
  }

  close(): void {
    this.app.closePanel();
  }

  // --- the new event form ------------------------------------------------------------------------------------

  openForm(): void {
    this.formOpen = true;
    this.failure = null;
    void this.loadPresets();
  }

  cancelForm(): void {
    this.formOpen = false;
    this.tried = false;
    this.failure = null;
    this.draft = emptyDraft(this.today());
  }

  /** Creates the event from the form and opens it; a refusal stays on the form with its problems. */
  async create(): Promise<boolean> {
    this.tried = true;
    if (this.creating || this.problems.length > 0) return false;
    this.creating = true;
    try {
      const result = await attempt(this.app.api.createEvent(draftInput(this.draft)));
      if (!result.ok) {
        this.failure = result.failure;
        return false;
      }
      this.failure = null;
      this.formOpen = false;
      this.tried = false;
      this.draft = emptyDraft(this.today());
      this.app.openEvents(result.value.id);
      return true;
    } finally {
      this.creating = false;
    }
  }

  // --- delete, in two steps ------------------------------------------------------------------------------

  askDelete(id: string): void {
    this.confirming = id;
  }

  cancelDelete(): void {
    this.confirming = null;
  }

  /** Deletes the event whose row asked for confirmation; any other id is refused. */
  async confirmDelete(id: string): Promise<boolean> {
    if (this.confirming !== id) return false;
    const result = await attempt(this.app.api.deleteEvent(id));
    this.confirming = null;
    if (!result.ok) {
      this.failure = result.failure;
      return false;
    }
    this.failure = null;
    await this.load();
    return true;
  }

  // --- import an event whole -------------------------------------------------------------------------------

  /** Imports an exported event (with its games) and opens it; a refusal is shown with its problems. */
  async importFile(file: ImportFile): Promise<boolean> {
    if (this.importing) return false;
    this.importing = true;
    try {
      let text: string;
      try {
        text = await file.text();
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        this.failure = { message: i18n.t('events:import.unreadable', { file: file.name, reason }), problems: [] };
        return false;
      }
      const result = await attempt(this.app.api.importEvent({ text, source: file.name.slice(0, SOURCE_MAX) }));
      if (!result.ok) {
        this.failure = result.failure;
        return false;
      }
      this.failure = null;
      this.app.openEvents(result.value.id);
      return true;
    } finally {
      this.importing = false;
    }
  }
}
