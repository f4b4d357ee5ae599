/**
 * The events screens' shared helpers: calls that keep an error's problem lines, the deck presets grouped
 * by scenario, the state of a table's game, and the words for dates and decks.
 */
import type { PresetView } from '../../../shared/api.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { EventTableView, StandingRowView } from '../../../shared/views.ts';
import { deckLabel } from '../archive/labels.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';

/** Table sizes an event seats (the contract's 5 to 10). */
export const TABLE_MIN = 5;
export const TABLE_MAX = 10;
export const TABLE_SIZES: readonly number[] = [5, 6, 7, 8, 9, 10];
/** A deck holds the players' cards and three in the center. */
export const CENTER_CARDS = 3;

/** A failed call as the screen shows it: the message, and one line per problem when there are several. */
export interface Failure {
  readonly message: string;
  readonly problems: readonly string[];
}

export type Attempt<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

/** Runs a call to the main process; a refusal or a broken connection becomes a `Failure`. */
export async function attempt<T>(request: Promise<SessionResult<T>>): Promise<Attempt<T>> {
  try {
    const result = await request;
    if (result.ok) return { ok: true, value: result.value };
    return { ok: false, failure: { message: result.error.message, problems: result.error.problems ?? [] } };
  } catch (e) {
    return { ok: false, failure: { message: e instanceof Error ? e.message : String(e), problems: [] } };
  }
}

// --- presets ---------------------------------------------------------------------------------------------

/** A scenario offered for an event's decks, with the table sizes it has a deck for. */
export interface PresetChoice {
  /** The id the event keeps: the scenario's smallest size (`lune-de-sang-5`). */
  readonly id: string;
  readonly scenario: string;
  readonly name: { readonly en: string; readonly fr: string };
  readonly sizes: readonly number[];
}

/** `marquons-les-6` → `marquons-les`: tables of other sizes get the same scenario for their size. */
export const scenarioOf = (presetId: string): string => presetId.replace(/-\d+$/, '');

/**
 * Anarchie is drawn anew at each request (a different deck each time), so it is not a scenario an event
 * can name; a table can still take one of its draws as its deck.
 */
const DRAWN = new Set(['anarchie']);

/** The presets of every table size, one choice per scenario, in the order they were first offered. */
export function presetChoices(presets: readonly PresetView[]): PresetChoice[] {
  const byScenario = new Map<string, { id: string; name: PresetChoice['name']; sizes: number[] }>();
  for (const preset of presets) {
    const scenario = scenarioOf(preset.id);
    if (DRAWN.has(scenario)) continue;
    const known = byScenario.get(scenario);
    if (!known) byScenario.set(scenario, { id: preset.id, name: preset.name, sizes: [preset.players] });
    else if (!known.sizes.includes(preset.players)) {
      known.sizes.push(preset.players);
      if (preset.players === Math.min(...known.sizes)) known.id = preset.id;
    }
  }
  return [...byScenario].map(([scenario, c]) => ({
    id: c.id,
    scenario,
    name: c.name,
    sizes: [...c.sizes].sort((a, b) => a - b),
  }));
}

/** "5–8" or "6": the sizes a scenario has decks for. */
export function sizesLabel(sizes: readonly number[]): string {
  if (sizes.length === 0) return '';
  const min = Math.min(...sizes);
  const max = Math.max(...sizes);
  const contiguous = sizes.length === max - min + 1;
  return min === max ? String(min) : contiguous ? `${min}–${max}` : sizes.join(', ');
}

export function presetName(name: { readonly en: string; readonly fr: string }): string {
  return i18n.language === 'fr' ? name.fr : name.en;
}

/** The preset of `presets` (one table size's) for an event's scenario, if it has one. */
export function presetForScenario(presets: readonly PresetView[], eventPreset: string | null): PresetView | null {
  if (eventPreset === null) return null;
  const scenario = scenarioOf(eventPreset);
  return presets.find((p) => scenarioOf(p.id) === scenario) ?? null;
}

/** Two decks hold the same cards (in any order). */
export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (deck: readonly string[]): string => [...deck].sort().join(',');
  return sorted(a) === sorted(b);
}

// --- tables and games ------------------------------------------------------------------------------------

export type TableStatus =
  | { readonly kind: 'unplayed' }
  /** A game id is linked, but that game is not in this console's archive. */
  | { readonly kind: 'missing'; readonly gameId: string }
  | { readonly kind: 'playing'; readonly gameId: string; readonly phase: string }
  | { readonly kind: 'finished'; readonly gameId: string; readonly winners: readonly string[] };

export function tableStatus(table: Pick<EventTableView, 'gameId' | 'game'>): TableStatus {
  if (table.gameId === null) return { kind: 'unplayed' };
  if (table.game === null) return { kind: 'missing', gameId: table.gameId };
  if (table.game.phase === 'revealed')
    return { kind: 'finished', gameId: table.gameId, winners: table.game.winners ?? [] };
  return { kind: 'playing', gameId: table.gameId, phase: table.game.phase };
}

/** The state of a table's game in words. */
export function statusLabel(status: TableStatus): string {
  switch (status.kind) {
    case 'unplayed':
      return i18n.t('events:table.unplayed');
    case 'missing':
      return i18n.t('events:table.missing');
    case 'playing':
      return i18n.t('events:table.playing', { phase: i18n.t(`phase.${status.phase}`) });
    case 'finished':
      return i18n.t('events:table.finished');
  }
}

/** Who won a finished table's game ("Winners: Ann, Ben"), or that nobody did. */
export function winnersLabel(winners: readonly string[]): string {
  return winners.length > 0
    ? i18n.t('events:table.winners', { winners: winners.join(', ') })
    : i18n.t('events:table.nobodyWon');
}

/** The deck's roles with their counts ("Werewolf ×2, Seer"), or that it is still to be chosen. */
export function deckText(deck: readonly string[]): string {
  return deck.length === 0 ? i18n.t('events:deck.none') : deckLabel(deck);
}

// --- dates and standings ---------------------------------------------------------------------------------

/** Today in the user's calendar, YYYY-MM-DD. */
export function isoToday(today: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** A YYYY-MM-DD date in the user's language ("14 mars 2026"); anything else as it is. */
export function formatDay(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}

/** "14 Mar 2026" for a one-day event, "14 Mar 2026 – 15 Mar 2026" otherwise. */
export function datesLabel(start: string, end: string, language: string): string {
  return !end || end === start
    ? formatDay(start, language)
    : `${formatDay(start, language)} – ${formatDay(end, language)}`;
}

/** A rank as printed: "3", or "=3" when another player shares it. */
export function rankLabel(row: Pick<StandingRowView, 'rank' | 'tied'>): string {
  return row.tied ? `=${row.rank}` : String(row.rank);
}

/**
 * Head-to-head decides only between players level on points, wins and games; for anyone else it is left
 * blank (as in the CSV).
 */
export function headToHeadShown(row: StandingRowView, rows: readonly StandingRowView[]): boolean {
  return rows.some(
    (other) => other !== row && other.points === row.points && other.wins === row.wins && other.games === row.games,
  );
}

/** Names typed one per line: trimmed, empty lines dropped. */
export function parseNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Names that appear twice (case aside), each once, as first typed. */
export function duplicateNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const name of names) {
    const key = name.normalize('NFC').toLowerCase();
    if (seen.has(key) && !twice.some((t) => t.normalize('NFC').toLowerCase() === key)) twice.push(name);
    seen.add(key);
  }
  return twice;
}
