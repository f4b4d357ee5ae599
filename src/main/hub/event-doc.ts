import { createHash } from 'node:crypto';
import type * as Y from 'yjs';
import { EVENT_FORMAT, nameKey, type Round, type Scoring, type Tournament } from '../tournament/index.ts';

/**
 * An event as a Yjs document, laid out so that what two desks change at once merges without losing
 * either: every player, check-in, round, game and choice is its own key of a map. Values are plain JSON.
 *
 * - `meta`: `id` (the event's id).
 * - `settings`: `name`, `startDate`, `endDate`, `scoring`, `maxTableSize`, `preset`.
 * - `players`: name → true (registered).
 * - `present`: name → true or false (checked in, or marked absent).
 * - `rounds`: "1", "2"… → `{ number, tables: [{ table, players, deck }] }`.
 * - `games`: game id → `GameEntry` (a finished game's record and where it was played).
 * - `choices`: "round/table" → the game id the organiser chose when a table has two results.
 * - `intents`: "<desk id>/<change id>" → `{ kind, at }`, written with each change, so a refusal can name it.
 *
 * A table's game is not stored with the table: it is derived from `games` (one game for the table: that
 * one; two: the organiser's choice, and until then none, shown as a conflict).
 */

export interface GameEntry {
  readonly gameId: string;
  readonly round: number;
  readonly table: number;
  /** The desk that played it ('organiser' for the hub itself). */
  readonly desk: string;
  /** A digest of the record: a correction at the table is a new version of the same game. */
  readonly version: string;
  readonly at: string;
  readonly record: unknown;
}

export type SettingsPatch = Partial<
  Pick<Tournament, 'name' | 'startDate' | 'endDate' | 'maxTableSize' | 'preset'> & { scoring: Scoring }
>;

export interface RoundTables {
  readonly number: number;
  readonly tables: readonly {
    readonly table: number;
    readonly players: readonly string[];
    readonly deck: readonly string[];
  }[];
}

/** One change to the event, as a desk or the organiser makes it: applied to the document in one transaction. */
export type EventOp =
  | { readonly op: 'settings'; readonly patch: SettingsPatch }
  | { readonly op: 'register'; readonly name: string }
  | { readonly op: 'unregister'; readonly name: string }
  | { readonly op: 'present'; readonly name: string; readonly present: boolean }
  | { readonly op: 'round'; readonly round: RoundTables }
  | { readonly op: 'remove-round'; readonly number: number }
  | { readonly op: 'game'; readonly entry: GameEntry }
  | { readonly op: 'choose'; readonly round: number; readonly table: number; readonly gameId: string };

/** JSON with its object keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function recordVersion(record: unknown): string {
  return createHash('sha256').update(canonicalJson(record)).digest('hex').slice(0, 24);
}

export const tableKey = (round: number, table: number): string => `${round}/${table}`;

const SETTINGS_KEYS = ['name', 'startDate', 'endDate', 'scoring', 'maxTableSize', 'preset'] as const;

/** The document's root maps: nothing else may be written in it. */
export const DOCUMENT_MAPS = [
  'meta',
  'settings',
  'players',
  'present',
  'rounds',
  'games',
  'choices',
  'intents',
] as const;

/** The document's maps. */
export function maps(doc: Y.Doc) {
  return {
    meta: doc.getMap<unknown>('meta'),
    settings: doc.getMap<unknown>('settings'),
    players: doc.getMap<unknown>('players'),
    present: doc.getMap<unknown>('present'),
    rounds: doc.getMap<unknown>('rounds'),
    games: doc.getMap<unknown>('games'),
    choices: doc.getMap<unknown>('choices'),
    intents: doc.getMap<unknown>('intents'),
  };
}

/** The event as the document holds it, read once; nothing is checked here (see `rules.ts`). */
export interface Projection {
  readonly id: unknown;
  /** Every key of `meta` (only `id` is used; any other is a change nobody may make). */
  readonly meta: ReadonlyMap<string, unknown>;
  /** Every key of `players` with its value (true: registered). */
  readonly registered: ReadonlyMap<string, unknown>;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly players: readonly string[];
  readonly present: ReadonlyMap<string, unknown>;
  readonly rounds: ReadonlyMap<string, unknown>;
  readonly games: ReadonlyMap<string, unknown>;
  readonly choices: ReadonlyMap<string, unknown>;
  readonly intents: ReadonlySet<string>;
  /**
   * Each map's keys with the id of the Yjs item that holds their value ("client:clock"): the same item in
   * two copies of the document is the same value, so a change is found without comparing values.
   */
  readonly stamps: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function project(doc: Y.Doc): Projection {
  const m = maps(doc);
  const entries = (map: Y.Map<unknown>) => new Map([...map.entries()]);
  return {
    id: m.meta.get('id'),
    meta: entries(m.meta),
    registered: entries(m.players),
    settings: Object.fromEntries(m.settings.entries()),
    players: [...m.players.keys()].sort((a, b) => byName.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)),
    present: entries(m.present),
    rounds: entries(m.rounds),
    games: entries(m.games),
    choices: entries(m.choices),
    intents: new Set(m.intents.keys()),
    stamps: new Map(
      Object.entries(m).map(([name, map]) => [
        name,
        new Map(
          [...map._map]
            .filter(([, item]) => !item.deleted)
            .map(([key, item]) => [key, `${item.id.client}:${item.id.clock}`]),
        ),
      ]),
    ),
  };
}

/** The game ids played at each table ("round/table" → ids), from the entries that name one. */
export function gamesByTable(p: Projection): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [id, value] of p.games) {
    const entry = value as Partial<GameEntry> | null;
    if (typeof entry?.round !== 'number' || typeof entry.table !== 'number') continue;
    const key = tableKey(entry.round, entry.table);
    out.set(key, [...(out.get(key) ?? []), id].sort());
  }
  return out;
}

/** The game that counts for a table: its only one, or the organiser's choice between several; else null. */
export function linkOf(p: Projection, byTable: Map<string, string[]>, round: number, table: number): string | null {
  const ids = byTable.get(tableKey(round, table)) ?? [];
  if (ids.length === 1) return ids[0]!;
  const chosen = p.choices.get(tableKey(round, table));
  return typeof chosen === 'string' && ids.includes(chosen) ? chosen : null;
}

/** Tables with two results or more and no choice yet. */
export function conflictsOf(p: Projection): { round: number; table: number; gameIds: string[] }[] {
  const byTable = gamesByTable(p);
  const out: { round: number; table: number; gameIds: string[] }[] = [];
  for (const [key, ids] of byTable) {
    if (ids.length < 2) continue;
    const [round, table] = key.split('/').map(Number) as [number, number];
    if (linkOf(p, byTable, round, table) === null) out.push({ round, table, gameIds: ids });
  }
  return out.sort((a, b) => a.round - b.round || a.table - b.table);
}

/**
 * The event document (`nightwarden-event/1`) the projection describes, for the event's own rules
 * (`parseTournament`). `localLinks` keeps a table's game that only this laptop knows (a game being played
 * here, not finished yet): the document's finished games come first.
 */
export function toTournament(
  p: Projection,
  localLinks: ReadonlyMap<string, string | null> = new Map(),
): Record<string, unknown> {
  const byTable = gamesByTable(p);
  const rounds = [...p.rounds.values()]
    .filter((r): r is RoundTables => typeof r === 'object' && r !== null)
    .sort((a, b) => Number(a.number) - Number(b.number))
    .map((round) => ({
      number: round.number,
      tables: Array.isArray(round.tables)
        ? round.tables.map((t) => ({
            table: t.table,
            players: t.players,
            deck: t.deck,
            gameId:
              linkOf(p, byTable, round.number, t.table) ?? localLinks.get(tableKey(round.number, t.table)) ?? null,
          }))
        : round.tables,
    }));
  return {
    format: EVENT_FORMAT,
    id: p.id,
    ...Object.fromEntries(SETTINGS_KEYS.filter((k) => p.settings[k] !== undefined).map((k) => [k, p.settings[k]])),
    players: p.players,
    rounds,
  };
}

/** The document of an event that is not in a room yet: everything but its games (added as they finish). */
export function seedDocument(doc: Y.Doc, event: Tournament): void {
  doc.transact(() => {
    const m = maps(doc);
    m.meta.set('id', event.id);
    for (const key of SETTINGS_KEYS) m.settings.set(key, event[key]);
    for (const name of event.players) m.players.set(name, true);
    for (const round of event.rounds) m.rounds.set(String(round.number), roundTables(round));
  });
}

export function roundTables(round: Round | RoundTables): RoundTables {
  return {
    number: round.number,
    tables: round.tables.map((t) => ({ table: t.table, players: [...t.players], deck: [...t.deck] })),
  };
}

/** Applies one change in one transaction, recording its id in `intents` when it has one. */
export function applyOp(doc: Y.Doc, op: EventOp, intent?: { key: string; at: string }, origin?: unknown): void {
  doc.transact(() => {
    const m = maps(doc);
    switch (op.op) {
      case 'settings':
        for (const [key, value] of Object.entries(op.patch))
          if (value !== undefined && (SETTINGS_KEYS as readonly string[]).includes(key)) m.settings.set(key, value);
        break;
      case 'register':
        m.players.set(op.name, true);
        break;
      case 'unregister':
        m.players.delete(op.name);
        m.present.delete(op.name);
        break;
      case 'present':
        m.present.set(op.name, op.present);
        break;
      case 'round':
        m.rounds.set(String(op.round.number), roundTables(op.round));
        break;
      case 'remove-round':
        m.rounds.delete(String(op.number));
        for (const key of [...m.choices.keys()]) if (key.startsWith(`${op.number}/`)) m.choices.delete(key);
        break;
      case 'game':
        m.games.set(op.entry.gameId, op.entry);
        break;
      case 'choose':
        m.choices.set(tableKey(op.round, op.table), op.gameId);
        break;
    }
    if (intent) m.intents.set(intent.key, { kind: op.op, at: intent.at });
  }, origin);
}

const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/**
 * The changes that turn `before` into `after` (two saves of the event by the console's events screen), as
 * operations on the document: settings, registrations, rounds. A table's game is not one of them (games
 * go as `game` operations once finished; the organiser's link by hand as `choose`).
 */
export function diffOps(before: Tournament | null, after: Tournament): EventOp[] {
  const ops: EventOp[] = [];
  const patch: Record<string, unknown> = {};
  for (const key of SETTINGS_KEYS) if (!before || !sameJson(before[key], after[key])) patch[key] = after[key];
  if (Object.keys(patch).length > 0) ops.push({ op: 'settings', patch: patch as SettingsPatch });
  const had = new Set(before?.players ?? []);
  const has = new Set(after.players);
  for (const name of after.players) if (!had.has(name)) ops.push({ op: 'register', name });
  for (const name of had) if (!has.has(name)) ops.push({ op: 'unregister', name });
  const beforeRounds = new Map((before?.rounds ?? []).map((r) => [r.number, roundTables(r)]));
  for (const round of after.rounds) {
    const tables = roundTables(round);
    const old = beforeRounds.get(round.number);
    if (!old || !sameJson(old, tables)) ops.push({ op: 'round', round: tables });
    beforeRounds.delete(round.number);
  }
  for (const number of [...beforeRounds.keys()].sort((a, b) => b - a)) ops.push({ op: 'remove-round', number });
  return ops;
}

/** A name as the document keys it: the registered spelling, found case- and space-insensitively. */
export function registeredName(p: Projection, name: string): string | null {
  const key = nameKey(name);
  return p.players.find((n) => nameKey(n) === key) ?? null;
}
