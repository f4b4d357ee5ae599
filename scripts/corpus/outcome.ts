/**
 * What the differential corpus compares: each record resolved through `playRecord` (the path of the CLI,
 * imports and replays) and reduced to its verdicts — who died and why, who was protected, each player's
 * final role, team, win and reason code — and a hash of its English and French narratives. The test and
 * `npm run corpus:update` both use it, so the expectation is exactly what the test checks.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { explain, playRecord, type DayResult, type Verdict } from '../../src/main/engine/index.ts';

/** One record's verdicts, as the expectation file keeps them (one JSON line per record). */
export interface Outcome {
  readonly id: string;
  /** The record no longer resolves: the engine's problems, one a line. */
  readonly rejected?: readonly string[];
  readonly epic?: boolean;
  /** "Name: reason" for each death, in the order they happened. */
  readonly deaths?: readonly string[];
  /** "Name: by" for each player the vote would have killed but for a protection. */
  readonly protections?: readonly string[];
  /** Name → "final role, team, won/lost (dead), reason code". */
  readonly players?: Readonly<Record<string, string>>;
  /** The first 16 hex digits of the SHA-256 of the English (French) narrative, one sentence a line. */
  readonly en?: string;
  readonly fr?: string;
}

const hash = (lines: readonly string[]): string =>
  createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);

/** A verdict's reason code: its kind, and the team rule's reason when it has one. */
export function verdictCode(verdict: Verdict): string {
  if (verdict.kind === 'diseased-vote') return `diseased-vote${verdict.wouldHaveWon ? ' (would have won)' : ''}`;
  return 'why' in verdict && verdict.why ? `${verdict.kind}/${verdict.why}` : verdict.kind;
}

function summarize(
  result: DayResult,
  players: readonly string[],
): Pick<Outcome, 'epic' | 'deaths' | 'protections' | 'players'> {
  const name = (p: number): string => players[p] ?? `seat ${p}`;
  return {
    epic: result.epicBattle,
    deaths: result.deaths.map((d) => `${name(d.player)}: ${d.reason.kind}`),
    protections: result.protections.map((p) => `${name(p.player)}: ${p.by}`),
    players: Object.fromEntries(
      result.players.map((p) => [
        name(p.player),
        `${p.role ?? 'no power'}, ${p.team}, ${p.won ? 'won' : 'lost'}${p.dead ? ' (dead)' : ''}, ${verdictCode(p.verdict)}`,
      ]),
    ),
  };
}

/** Resolves one corpus record and reduces it to its outcome. */
export function outcomeOf(record: { readonly id: string; readonly players: readonly string[] }): Outcome {
  const played = playRecord(record, { requireVotes: true });
  if (!played.ok) return { id: record.id, rejected: played.error.problems };
  const { state, events, result } = played.value;
  return {
    id: record.id,
    ...summarize(result!, record.players),
    en: hash(explain(state.setup, events, 'en')),
    fr: hash(explain(state.setup, events, 'fr')),
  };
}

/** One record whose outcome is not the expected one: each field that changed, before → after. */
export interface OutcomeChange {
  readonly id: string;
  readonly lines: readonly string[];
  /** The verdicts changed (not only a narrative's wording). */
  readonly verdict: boolean;
  /** Each player's change without the name ("minion, werewolf, lost, … → …"), to count alike changes. */
  readonly shifts: readonly string[];
}

const show = (value: unknown): string => (value === undefined ? '—' : JSON.stringify(value));

/** What differs between an expected and an actual outcome of the same record, one line per field. */
export function compareOutcome(expected: Outcome | undefined, actual: Outcome | undefined): OutcomeChange | null {
  const id = (expected ?? actual)!.id;
  if (!expected) return { id, lines: ['new record: no expectation yet'], verdict: true, shifts: [] };
  if (!actual) return { id, lines: ['expected, but the corpus no longer has it'], verdict: true, shifts: [] };
  const lines: string[] = [];
  const shifts: string[] = [];
  let verdict = false;
  const field = (key: keyof Outcome, label: string, isVerdict: boolean): void => {
    const before = show(expected[key]);
    const after = show(actual[key]);
    if (before === after) return;
    lines.push(`${label}: ${before} → ${after}`);
    if (isVerdict) verdict = true;
  };
  field('rejected', 'rejected', true);
  field('epic', 'epic battle', true);
  field('deaths', 'deaths', true);
  field('protections', 'protections', true);
  const names = new Set([...Object.keys(expected.players ?? {}), ...Object.keys(actual.players ?? {})]);
  for (const name of names) {
    const before = expected.players?.[name];
    const after = actual.players?.[name];
    if (before === after) continue;
    shifts.push(`${before ?? '—'} → ${after ?? '—'}`);
    lines.push(`${name}: ${shifts.at(-1)!}`);
    verdict = true;
  }
  field('en', 'English narrative', false);
  field('fr', 'French narrative', false);
  return lines.length > 0 ? { id, lines, verdict, shifts } : null;
}

/** Every change between two sets of outcomes, in the expectation's order (new records last). */
export function compareOutcomes(expected: readonly Outcome[], actual: readonly Outcome[]): OutcomeChange[] {
  const now = new Map(actual.map((o) => [o.id, o]));
  const before = new Set(expected.map((o) => o.id));
  const changes: OutcomeChange[] = [];
  for (const e of expected) {
    const change = compareOutcome(e, now.get(e.id));
    if (change) changes.push(change);
  }
  for (const a of actual) if (!before.has(a.id)) changes.push(compareOutcome(undefined, a)!);
  return changes;
}

/** A readable account of the changes: counts, then the first `limit` records field by field. */
export function describeChanges(changes: readonly OutcomeChange[], total: number, limit = 25): string {
  if (changes.length === 0) return `all ${total} corpus games resolve as expected`;
  const verdicts = changes.filter((c) => c.verdict).length;
  const lines = [
    `${changes.length} of ${total} corpus games changed: ${verdicts} in their verdicts, ${changes.length - verdicts} in their narratives only`,
  ];
  // The players' changes counted alike (the name left out): what kind of verdict moved, and how often.
  const alike = new Map<string, number>();
  for (const change of changes) for (const shift of change.shifts) alike.set(shift, (alike.get(shift) ?? 0) + 1);
  if (alike.size > 0) {
    lines.push('  players whose verdict changed, alike changes counted:');
    const sorted = [...alike].sort((a, b) => b[1] - a[1]);
    for (const [shift, count] of sorted.slice(0, 10)) lines.push(`    ${count} × ${shift}`);
    if (sorted.length > 10) lines.push(`    … and ${sorted.length - 10} other kinds`);
  }
  for (const change of changes.slice(0, limit)) {
    lines.push(`  ${change.id}`);
    for (const line of change.lines) lines.push(`    ${line}`);
  }
  if (changes.length > limit) lines.push(`  … and ${changes.length - limit} more`);
  return lines.join('\n');
}

/** JSON lines from a file, gzip'd when its name ends in .gz. */
export function readJsonLines<T>(path: string): T[] {
  const raw = readFileSync(path);
  const text = (path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Writes JSON lines (gzip'd, reproducibly, when the name ends in .gz). */
export function writeJsonLines(path: string, items: readonly unknown[]): void {
  const text = items.map((item) => JSON.stringify(item)).join('\n') + '\n';
  writeFileSync(path, path.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text);
}
