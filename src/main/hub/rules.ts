import { z } from 'zod';
import type { HubRole } from '../../shared/hub-contract.ts';
import { escapeControls } from '../../shared/player-name.ts';
import { nameKey, parseTournament, type Tournament } from '../tournament/index.ts';
import { recordToGame } from '../session/records.ts';
import { canonicalJson, recordVersion, toTournament, type GameEntry, type Projection } from './event-doc.ts';

/**
 * What the hub checks before a change reaches the event (and what a desk checks before it sends one):
 * who may change what (the desk's role and tables), then the event as it would be, with the same rules as
 * the event's own schema (`src/main/tournament/event.ts`), then each game that is new or changed (a
 * finished `onu-record/1` game the rules engine accepts, played by the players of its table).
 */

export type Actor =
  | { readonly kind: 'organiser' }
  | {
      readonly kind: 'desk';
      readonly id: string;
      readonly name: string;
      readonly role: HubRole;
      readonly tables: readonly number[];
    };

/** A record is at most this long as JSON: the archive's limit on one record. */
export const RECORD_MAX_CHARS = 4_000_000;

const GameEntrySchema = z.strictObject({
  gameId: z.string().min(1).max(100),
  round: z.number().int().min(1).max(100),
  table: z.number().int().min(1).max(100),
  desk: z.string().min(1).max(100),
  version: z.string().min(1).max(64),
  at: z.string().min(1).max(40),
  record: z.unknown(),
});

const ROLE_TEXT: Record<HubRole, string> = {
  table: 'a table desk',
  registration: 'a registration desk',
  judge: 'a judge desk',
};

function who(actor: Actor): string {
  return actor.kind === 'organiser'
    ? 'the organiser'
    : `desk "${escapeControls(actor.name)}" (${ROLE_TEXT[actor.role]}${actor.tables.length > 0 ? `, tables ${actor.tables.join(', ')}` : ''})`;
}

/** What changed in one of the document's maps, from the Yjs items that hold each key's value. */
function changedKeys(
  before: Projection,
  after: Projection,
  map: string,
): {
  added: string[];
  removed: string[];
  changed: string[];
} {
  const a = before.stamps.get(map) ?? new Map<string, string>();
  const b = after.stamps.get(map) ?? new Map<string, string>();
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  for (const [key, stamp] of b) {
    const old = a.get(key);
    if (old === undefined) added.push(key);
    else if (old !== stamp) changed.push(key);
  }
  for (const key of a.keys()) if (!b.has(key)) removed.push(key);
  return { added, removed, changed };
}

/** What the actor's role does not allow in this change, one line each (empty: allowed). */
export function permissionProblems(before: Projection, after: Projection, actor: Actor): string[] {
  const problems: string[] = [];
  if (canonicalJson(before.id) !== canonicalJson(after.id) && before.id !== undefined)
    problems.push(`${who(actor)} changed the event's id: an event keeps its id`);
  if (actor.kind === 'organiser') return problems;
  const { role } = actor;
  const meta = changedKeys(before, after, 'meta');
  if (meta.added.length + meta.removed.length + meta.changed.length > 0)
    problems.push(`${who(actor)} cannot change the event's identity: only the organiser's laptop sets it`);

  const settings = changedKeys(before, after, 'settings');
  const touched = [...settings.added, ...settings.removed, ...settings.changed];
  if (touched.length > 0)
    problems.push(`${who(actor)} cannot change the event's settings (${touched.join(', ')}): only the organiser can`);

  const players = changedKeys(before, after, 'players');
  if (role === 'table' && players.added.length + players.removed.length > 0)
    problems.push(
      `${who(actor)} cannot register or unregister players (${[...players.added, ...players.removed].map(escapeControls).join(', ')}): registration and judge desks can`,
    );
  const present = changedKeys(before, after, 'present');
  if (role === 'table' && present.added.length + present.removed.length + present.changed.length > 0)
    problems.push(`${who(actor)} cannot check players in: registration and judge desks can`);

  const rounds = changedKeys(before, after, 'rounds');
  const roundsTouched = [...rounds.added, ...rounds.removed, ...rounds.changed];
  if (role !== 'judge' && roundsTouched.length > 0)
    problems.push(
      `${who(actor)} cannot change the seating of round ${roundsTouched.join(', ')}: only judge desks and the organiser can`,
    );

  const games = changedKeys(before, after, 'games');
  for (const id of games.removed)
    problems.push(
      `${who(actor)} removed game ${escapeControls(id)}: a finished game is never removed, a correction replaces it`,
    );
  for (const id of [...games.added, ...games.changed]) {
    const entry = after.games.get(id) as Partial<GameEntry> | undefined;
    const old = before.games.get(id) as Partial<GameEntry> | undefined;
    const tables = [entry?.table, old?.table].filter((t): t is number => typeof t === 'number');
    const foreign = tables.filter((t) => !actor.tables.includes(t));
    if (foreign.length > 0)
      problems.push(
        `${who(actor)} sent game ${escapeControls(id)} for table ${foreign[0]}: a desk sends the games of its own tables only`,
      );
    else if (entry?.desk !== actor.id)
      problems.push(`${who(actor)} sent game ${escapeControls(id)} in another desk's name: a desk signs its own games`);
  }

  const choices = changedKeys(before, after, 'choices');
  if (choices.added.length + choices.removed.length + choices.changed.length > 0)
    problems.push(`${who(actor)} cannot choose between two results of a table: only the organiser can`);

  for (const key of after.intents)
    if (!before.intents.has(key) && !key.startsWith(`${actor.id}/`))
      problems.push(`${who(actor)} wrote a change in another desk's name (${escapeControls(key.slice(0, 60))})`);
  for (const key of before.intents)
    if (!after.intents.has(key))
      problems.push(`${who(actor)} removed another change's mark: changes are never removed`);
  return problems;
}

/** A game that is new or changed: well formed, finished, accepted by the rules, played by its table. */
export function gameProblems(id: string, value: unknown, event: Tournament): string[] {
  const parsed = GameEntrySchema.safeParse(value);
  const label = `game ${escapeControls(id.slice(0, 100))}`;
  if (!parsed.success)
    return [`${label}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'entry'}: ${i.message}`).join('; ')}`];
  const entry = parsed.data;
  if (entry.gameId !== id)
    return [`${label}: the entry names game ${escapeControls(entry.gameId)}: an entry is keyed by its game's id`];
  const text = canonicalJson(entry.record);
  if (text.length > RECORD_MAX_CHARS)
    return [`${label}: its record is ${text.length} characters; a record is at most ${RECORD_MAX_CHARS}`];
  const record = entry.record as Record<string, unknown> | null;
  if (typeof record !== 'object' || record === null || record['id'] !== id)
    return [
      `${label}: its record's id is ${JSON.stringify(record?.['id'] ?? null)}: a game is sent with its own record`,
    ];
  if (entry.version !== recordVersion(entry.record))
    return [`${label}: its version does not match its record (the record was changed after it was signed)`];
  const where = `table ${entry.table} of round ${entry.round}`;
  const table = event.rounds.find((r) => r.number === entry.round)?.tables.find((t) => t.table === entry.table);
  if (!table) return [`${label}: there is no ${where} in the event`];
  const game = recordToGame(record, entry.at);
  if (!game.ok) return game.problems.map((p) => `${label}: ${p}`);
  if (record['votes'] === undefined)
    return [`${label}: the game is not finished (no vote): a table sends its game once the reveal is shown`];
  const played = new Set(game.value.setup.players.map(nameKey));
  if (played.size !== table.players.length || !table.players.every((n) => played.has(nameKey(n))))
    return [
      `${label} was played by ${game.value.setup.players.map(escapeControls).join(', ')}, not by the players of ${where} (${table.players.map(escapeControls).join(', ')})`,
    ];
  return [];
}

export type CheckResult =
  | {
      readonly ok: true;
      readonly event: Tournament;
      readonly newGames: readonly string[];
      readonly changedGames: readonly string[];
    }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * The whole check of a change: the actor's permissions, then the event as it would be, then each game
 * added or changed. `after` must come from a document with nothing pending (see `EventRoom`).
 */
export function checkChange(before: Projection, after: Projection, actor: Actor): CheckResult {
  const problems = permissionProblems(before, after, actor);
  if (problems.length > 0) return { ok: false, problems };
  const parsed = parseTournament(toTournament(after));
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  const event = parsed.value;
  const registered = new Set(event.players);
  for (const [name, value] of after.registered)
    if (value !== true)
      problems.push(`${escapeControls(name)}'s registration is true, not ${JSON.stringify(value)?.slice(0, 40)}`);
  for (const [key, value] of after.rounds)
    if (String((value as { number?: unknown } | null)?.number) !== key)
      problems.push(
        `round ${escapeControls(key.slice(0, 20))} is stored under another number: a round is kept under its own number`,
      );
  for (const [name, value] of after.present) {
    if (!registered.has(name)) problems.push(`${escapeControls(name)} is checked in but not registered for the event`);
    if (typeof value !== 'boolean') problems.push(`${escapeControls(name)}'s check-in is true or false`);
  }
  const games = changedKeys(before, after, 'games');
  for (const id of [...games.added, ...games.changed]) problems.push(...gameProblems(id, after.games.get(id), event));
  for (const [key, value] of after.choices) {
    const [round, table] = key.split('/').map(Number);
    const entry = typeof value === 'string' ? (after.games.get(value) as Partial<GameEntry> | undefined) : undefined;
    if (!entry || entry.round !== round || entry.table !== table)
      problems.push(`the choice for ${key} names ${JSON.stringify(value)}, which is not a game of that table`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, event, newGames: games.added, changedGames: games.changed };
}
