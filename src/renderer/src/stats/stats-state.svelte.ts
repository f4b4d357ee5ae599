/**
 * The statistics screen's state: the filters (dates, event, player), each player's record as the main
 * process counts it, the table's sort and the rows opened to show a player's details. The main process does
 * the counting; this class asks it again whenever a filter changes and keeps only the newest answer.
 */
import { SvelteSet } from 'svelte/reactivity';
import type { StatsFilterInput } from '../../../shared/event-contract.ts';
import type { SessionError, SessionResult } from '../../../shared/session-contract.ts';
import type { EventSummary, PlayerStatsView, TallyView } from '../../../shared/views.ts';
import type { AppState } from '../app/app-state.svelte.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import { isRoleId } from '../../../shared/roles.ts';
import { currentCatalogue } from '../lib/catalogue.svelte.ts';
import type { CatalogueBox } from '../../../shared/catalogue.ts';

/** What the statistics need from the console: its api and the way back. */
export type StatsApp = Pick<AppState, 'api' | 'closePanel'>;

/** The table's sortable columns. */
export const SORT_KEYS = [
  'name',
  'games',
  'wins',
  'winRate',
  'killed',
  'tannerWins',
  'assassinWins',
  'alienWins',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** The filters as the screen edits them: '' is "not filtered". */
export interface StatsFilters {
  readonly from: string;
  readonly to: string;
  readonly eventId: string;
  readonly player: string;
}

export const NO_FILTERS: StatsFilters = { from: '', to: '', eventId: '', player: '' };

/** One line of a player's details: a team or a starting role, its name in the console's language. */
export interface TallyLine extends TallyView {
  readonly id: string;
  readonly label: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the contract takes it: empty fields left out, the player's name trimmed. */
export function toStatsFilter(filters: StatsFilters): StatsFilterInput {
  const player = filters.player.trim();
  return {
    ...(filters.from !== '' && { from: filters.from }),
    ...(filters.to !== '' && { to: filters.to }),
    ...(filters.eventId !== '' && { eventId: filters.eventId }),
    ...(player !== '' && { player }),
  };
}

/**
 * What is wrong with the dates before asking (in the console's language), or null. A date field only ever
 * holds YYYY-MM-DD, but a range that ends before it starts is easy to enter.
 */
export function filterProblem(filters: StatsFilters): string | null {
  for (const field of ['from', 'to'] as const) {
    const value = filters[field];
    if (value !== '' && !DATE.test(value)) return i18n.t('stats:problem.date', { value });
  }
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) {
    return i18n.t('stats:problem.range', {
      from: formatDay(filters.from, i18n.language),
      to: formatDay(filters.to, i18n.language),
    });
  }
  return null;
}

/** The Assassin column: the Assassin's and the Apprentice Assassin's wins added up, as in `cli stats`. */
export function assassinTotal(stats: Pick<PlayerStatsView, 'assassinWins' | 'apprenticeWins'>): number {
  return stats.assassinWins + stats.apprenticeWins;
}

/**
 * Alien's wins counted apart: on the alien team, as the Synthetic Alien, Groob or Zerb, the Blob and the
 * Mortician (the table's "Alien wins" column; the details give each).
 */
export function alienTotal(
  stats: Pick<PlayerStatsView, 'alienWins' | 'syntheticWins' | 'groobZerbWins' | 'blobWins' | 'morticianWins'>,
): number {
  return stats.alienWins + stats.syntheticWins + stats.groobZerbWins + stats.blobWins + stats.morticianWins;
}

/**
 * The table shows its "Alien wins" column: some counted player won as one of the Alien's, or played on a
 * team of the Alien's box (the catalogue's: the aliens, the Synthetic Alien, Groob, Zerb, the Leader, the
 * Blob, the Mortician).
 */
export function showsAlienWins(
  rows: readonly PlayerStatsView[],
  teamBox: (team: string) => CatalogueBox | null,
): boolean {
  return rows.some((p) => alienTotal(p) > 0 || Object.keys(p.byTeam).some((team) => teamBox(team) === 'alien'));
}

function sortValue(stats: PlayerStatsView, key: Exclude<SortKey, 'name'>): number {
  if (key === 'alienWins') return alienTotal(stats);
  return key === 'assassinWins' ? assassinTotal(stats) : stats[key];
}

/**
 * The rows in the chosen order; ties keep the main process's order (most wins, then win rate, games,
 * name), so the default sort (wins, most first) is exactly the order it answered.
 */
export function sortStats(
  rows: readonly PlayerStatsView[],
  key: SortKey,
  direction: SortDirection,
  language: string,
): PlayerStatsView[] {
  const sign = direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        sign *
          (key === 'name' ? collator.compare(a.row.name, b.row.name) : sortValue(a.row, key) - sortValue(b.row, key)) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}

/** A team's name in the console's language. */
export const teamLabel = (team: string): string => (currentCatalogue()?.isTeam(team) ? i18n.team(team) : team);

/** A role's name in the console's language. */
export const roleLabel = (role: string): string => (isRoleId(role) ? i18n.role(role) : role);

/** A player's tallies (by team or by starting role) named and ordered: most games first, then most wins, then name. */
export function tallyLines(
  tallies: Readonly<Record<string, TallyView>>,
  label: (id: string) => string,
  language: string,
): TallyLine[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return Object.entries(tallies)
    .map(([id, t]) => ({ id, label: label(id), games: t.games, wins: t.wins, winRate: t.winRate }))
    .sort((a, b) => b.games - a.games || b.wins - a.wins || collator.compare(a.label, b.label));
}

/** A win rate as the table shows it: "67 %" in French, "67%" in English. */
export function percent(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
}

/** A day, long enough to read: "Mar 14, 2025", "14 mars 2025". Dates in the filters are YYYY-MM-DD. */
export function formatDay(iso: string, language: string): string {
  const time = Date.parse(DATE.test(iso) ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(time)) return iso;
  // A calendar date is the same day everywhere; a moment is shown on the console's clock.
  const zone = DATE.test(iso) ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...zone }).format(time);
}

/** The main process's message, with its problems when it lists them. */
function describeError(error: SessionError): string {
  const problems = (error.problems ?? []).filter((p) => !error.message.includes(p));
  return problems.length > 0 ? `${error.message}: ${problems.join('; ')}` : error.message;
}

export class StatsState {
  from = $state('');
  to = $state('');
  eventId = $state('');
  player = $state('');

  events = $state.raw<readonly EventSummary[]>([]);
  rows = $state.raw<readonly PlayerStatsView[]>([]);
  /** False until the first answer arrives (the screen says "loading" rather than "nobody"). */
  loaded = $state(false);
  loading = $state(false);
  /** Why the last request failed (a bad filter, or the main process's own message); null when it did not. */
  error = $state<string | null>(null);
  /** Why the events could not be listed (the event filter then offers only "All games"). */
  eventsError = $state<string | null>(null);

  sortKey = $state<SortKey>('wins');
  sortDirection = $state<SortDirection>('desc');
  /** The players whose details are open, by name. */
  readonly expanded = new SvelteSet<string>();

  readonly filters: StatsFilters = $derived({
    from: this.from,
    to: this.to,
    eventId: this.eventId,
    player: this.player,
  });
  /** True when any filter narrows the games or the players. */
  readonly filtered: boolean = $derived(
    this.from !== '' || this.to !== '' || this.eventId !== '' || this.player.trim() !== '',
  );
  readonly sorted: readonly PlayerStatsView[] = $derived(
    sortStats(this.rows, this.sortKey, this.sortDirection, i18n.language),
  );
  /** The "Alien wins" column is shown (a team's box is the catalogue's; none known before it is loaded). */
  readonly alienWins: boolean = $derived(
    showsAlienWins(this.rows, (team) => currentCatalogue()?.teamBox(team) ?? null),
  );
  /** The event the filter keeps, once the list has it. */
  readonly selectedEvent: EventSummary | null = $derived(this.events.find((e) => e.id === this.eventId) ?? null);

  private loadSeq = 0;

  constructor(private readonly app: StatsApp) {}

  /** The events for the filter and the statistics, together. */
  async init(): Promise<void> {
    await Promise.all([this.loadEvents(), this.load()]);
  }

  async loadEvents(): Promise<void> {
    const result = await this.request(() => this.app.api.listEvents());
    if (result.ok) {
      this.events = result.value;
      this.eventsError = null;
    } else this.eventsError = result.error.message;
  }

  /**
   * Asks for the statistics under the current filters; an answer overtaken by a newer request is dropped.
   * A bad filter is refused here, in the console's language, without asking.
   */
  async load(): Promise<void> {
    const seq = ++this.loadSeq;
    const problem = filterProblem(this.filters);
    if (problem !== null) {
      this.error = problem;
      this.rows = [];
      this.loading = false;
      return;
    }
    this.loading = true;
    const result = await this.request(() => this.app.api.stats(toStatsFilter(this.filters)));
    if (seq !== this.loadSeq) return;
    this.loading = false;
    this.loaded = true;
    if (result.ok) {
      this.error = null;
      this.rows = result.value;
      // Details stay open for the players still shown.
      for (const name of [...this.expanded]) {
        if (!result.value.some((r) => r.name === name)) this.expanded.delete(name);
      }
    } else {
      this.error = describeError(result.error);
      this.rows = [];
    }
  }

  /** Changes some filters and asks again. */
  async setFilters(patch: Partial<StatsFilters>): Promise<void> {
    if (patch.from !== undefined) this.from = patch.from;
    if (patch.to !== undefined) this.to = patch.to;
    if (patch.eventId !== undefined) this.eventId = patch.eventId;
    if (patch.player !== undefined) this.player = patch.player;
    await this.load();
  }

  async clearFilters(): Promise<void> {
    await this.setFilters(NO_FILTERS);
  }

  /** Sorts by a column; the same column again turns the order around. Names start A to Z, numbers highest first. */
  sortBy(key: SortKey): void {
    if (this.sortKey === key) {
      this.sortDirection = this.sortDirection === 'asc' ? 'desc' : 'asc';
    } else {
      this.sortKey = key;
      this.sortDirection = key === 'name' ? 'asc' : 'desc';
    }
  }

  /** The column's state for assistive technology: `aria-sort`. */
  ariaSort(key: SortKey): 'ascending' | 'descending' | 'none' {
    if (this.sortKey !== key) return 'none';
    return this.sortDirection === 'asc' ? 'ascending' : 'descending';
  }

  isExpanded(name: string): boolean {
    return this.expanded.has(name);
  }

  toggle(name: string): void {
    if (!this.expanded.delete(name)) this.expanded.add(name);
  }

  back(): void {
    this.app.closePanel();
  }

  /** A call that never throws: a failed transport is an error like any other. */
  private async request<T>(call: () => Promise<SessionResult<T>>): Promise<SessionResult<T>> {
    try {
      return await call();
    } catch (e) {
      return { ok: false, error: { code: 'stats/failed', message: e instanceof Error ? e.message : String(e) } };
    }
  }
}
