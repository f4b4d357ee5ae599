/**
 * The differential corpus: every verdict change shows up. A fixed corpus of random games over every box
 * (tests/fixtures/corpus/records.jsonl.gz: `onu-record/1` records the engine's seeded bot played, written
 * by `npm run corpus:update -- --records`) is resolved through `playRecord` and compared with the committed
 * expectation (expected.jsonl: deaths and why, protections, each player's final role, team, win and reason
 * code, and a hash of the English and French narratives). A change that is meant to change a verdict comes
 * with its ruling in docs/rulings.md, a named test, and `npm run corpus:update` (docs/architecture.md).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, OPTION_NAMES, ROLES, type GameOptions } from '../../src/main/engine/index.ts';
import type { CorpusRecord } from '../../scripts/corpus/generate.ts';
import {
  compareOutcome,
  compareOutcomes,
  describeChanges,
  outcomeOf,
  readJsonLines,
  type Outcome,
} from '../../scripts/corpus/outcome.ts';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'corpus');
const records = readJsonLines<CorpusRecord>(join(DIR, 'records.jsonl.gz'));
const expected = readJsonLines<Outcome>(join(DIR, 'expected.jsonl'));

describe('the differential corpus', () => {
  it('every record resolves to its committed verdicts and narratives', () => {
    const changes = compareOutcomes(expected, records.map(outcomeOf));
    if (changes.length > 0)
      throw new Error(
        `${describeChanges(changes, records.length)}\n\nA verdict or narrative changed. If the change is intended, write its ruling in docs/rulings.md and a named test, then run \`npm run corpus:update\` and commit tests/fixtures/corpus/expected.jsonl with it.`,
      );
  });

  it('covers every role, every table size, every house rule both ways, the app, Epic Battles and protections', () => {
    expect(records.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    const dealt = new Set(records.flatMap((r) => [...r.deal.players, ...r.deal.center]));
    expect(ROLES.filter((role) => !dealt.has(role))).toEqual([]);
    expect([...new Set(records.map((r) => r.players.length))].sort((a, b) => a - b)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    // Each house rule is played the other way in some games (and the defaults in most).
    const turned = (name: keyof GameOptions): number =>
      records.filter((r) => r.options?.[name] !== undefined && r.options[name] !== DEFAULT_OPTIONS[name]).length;
    expect(OPTION_NAMES.filter((name) => turned(name) < 20)).toEqual([]);
    expect(records.filter((r) => !r.options).length).toBeGreaterThan(records.length / 3);
    expect(records.filter((r) => r.app !== undefined).length).toBeGreaterThan(300);
    expect(records.filter((r) => r.night.some((e) => 'loop' in e && e.loop)).length).toBeGreaterThan(20);
    // Every record still resolves: a corpus game the engine refuses checks no verdict.
    expect(expected.filter((o) => o.rejected).map((o) => o.id)).toEqual([]);
    expect(expected.filter((o) => o.epic).length).toBeGreaterThan(100);
    expect(expected.filter((o) => (o.protections?.length ?? 0) > 0).length).toBeGreaterThan(20);
    expect(expected.map((o) => o.id)).toEqual(records.map((r) => r.id));
  });

  it('reports a change by record, field and player, before → after', () => {
    const before: Outcome = {
      id: 'werewolf-0001',
      epic: false,
      deaths: ['Ann: votes'],
      protections: [],
      players: { Ann: 'tanner, tanner, won (dead), tanner', Ben: 'minion, werewolf, won, minion-alone' },
      en: '0123456789abcdef',
      fr: 'fedcba9876543210',
    };
    const after: Outcome = {
      ...before,
      players: { ...before.players, Ben: 'minion, werewolf, lost, forced/tanner-died' },
      en: '0123456789abcdee',
    };
    expect(compareOutcome(before, before)).toBeNull();
    const change = compareOutcome(before, after)!;
    expect(change.verdict).toBe(true);
    expect(change.lines).toEqual([
      'Ben: minion, werewolf, won, minion-alone → minion, werewolf, lost, forced/tanner-died',
      'English narrative: "0123456789abcdef" → "0123456789abcdee"',
    ]);
    const wordsOnly = compareOutcome(before, { ...before, fr: '0000000000000000' })!;
    expect(wordsOnly.verdict).toBe(false);
    const text = describeChanges([change, wordsOnly], 3000);
    expect(text).toMatch(/^2 of 3000 corpus games changed: 1 in their verdicts, 1 in their narratives only/);
    expect(text).toContain(
      '  players whose verdict changed, alike changes counted:\n    1 × minion, werewolf, won, minion-alone → minion, werewolf, lost, forced/tanner-died\n',
    );
    expect(text).toContain('  werewolf-0001\n    Ben: minion, werewolf, won, minion-alone → ');
    expect(compareOutcomes([before], [])[0]!.lines).toEqual(['expected, but the corpus no longer has it']);
    expect(compareOutcomes([], [before])[0]!.lines).toEqual(['new record: no expectation yet']);
  });
});
