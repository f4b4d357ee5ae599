/**
 * `npm run corpus:update`: resolves the differential corpus's records (tests/fixtures/corpus) with the
 * engine as it is now, prints what changed against the committed expectation, and writes the new one. Run
 * it after a change that is meant to change verdicts or narratives (with its ruling in docs/rulings.md and
 * a named test), and commit the expectation with the change.
 *
 *   npm run corpus:update                  the expectation, from the committed records
 *   npm run corpus:update -- --check       only compare: exit 1 when anything changed
 *   npm run corpus:update -- --records     play the corpus again with the bot (CORPUS_PLAN, CORPUS_SEED),
 *                                          then write the expectation (only when the corpus itself must change)
 *   npm run corpus:update -- --records-file F --expected-file E [--generate kind:count,…] [--seed S]
 *                           [--default-options]
 *                                          the same on other files (a sample for a measurement; with
 *                                          --default-options every game plays the rule texts' defaults)
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CORPUS_KINDS, CORPUS_PLAN, CORPUS_SEED, generateCorpus, type CorpusKind } from './corpus/generate.ts';
import {
  compareOutcomes,
  describeChanges,
  outcomeOf,
  readJsonLines,
  writeJsonLines,
  type Outcome,
} from './corpus/outcome.ts';

export const CORPUS_DIR = join(import.meta.dirname, '..', 'tests', 'fixtures', 'corpus');

const args = process.argv.slice(2);
const value = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const recordsFile = value('--records-file') ?? join(CORPUS_DIR, 'records.jsonl.gz');
const expectedFile = value('--expected-file') ?? join(CORPUS_DIR, 'expected.jsonl');
const check = args.includes('--check');

function planFrom(text: string): Partial<Record<CorpusKind, number>> {
  const plan: Partial<Record<CorpusKind, number>> = {};
  for (const part of text.split(',')) {
    const [kind, count] = part.split(':');
    if (!CORPUS_KINDS.includes(kind as CorpusKind) || !/^\d+$/.test(count ?? ''))
      throw new Error(`--generate takes kind:count,… with kinds ${CORPUS_KINDS.join(', ')}; got "${part}"`);
    plan[kind as CorpusKind] = Number(count);
  }
  return plan;
}

const generate = value('--generate');
if (args.includes('--records') || generate !== undefined) {
  const seed = Number(value('--seed') ?? CORPUS_SEED);
  const started = performance.now();
  const records = generateCorpus(
    generate ? planFrom(generate) : CORPUS_PLAN,
    seed,
    !args.includes('--default-options'),
  );
  mkdirSync(dirname(recordsFile), { recursive: true });
  writeJsonLines(recordsFile, records);
  console.log(
    `played ${records.length} games with the bot (seed ${seed}) in ${Math.round(performance.now() - started)} ms: ${recordsFile}`,
  );
}

const records = readJsonLines<{ id: string; players: string[] }>(recordsFile);
const started = performance.now();
const outcomes = records.map(outcomeOf);
const elapsed = Math.round(performance.now() - started);
const expected = existsSync(expectedFile) ? readJsonLines<Outcome>(expectedFile) : [];
const changes = compareOutcomes(expected, outcomes);
const rejected = outcomes.filter((o) => o.rejected).length;
console.log(`resolved ${outcomes.length} records in ${elapsed} ms${rejected ? ` (${rejected} rejected)` : ''}`);
if (expected.length === 0) console.log(`no expectation yet (${expectedFile})`);
else console.log(describeChanges(changes, outcomes.length, check ? 25 : 40));
if (check) process.exitCode = changes.length > 0 ? 1 : 0;
else if (changes.length > 0 || !existsSync(expectedFile)) {
  writeJsonLines(expectedFile, outcomes);
  console.log(`wrote ${expectedFile}`);
}
