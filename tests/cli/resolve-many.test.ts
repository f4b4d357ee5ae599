/**
 * `resolve` over many records at once (issue 18, part 11): files, a folder, JSON Lines, standard input;
 * one JSON result a line, a bad record's line naming its file (and line) and its problems, the exit code
 * saying whether any failed. One file keeps the pretty output it always had. The built command line runs
 * on plain Node and never loads SQLite for `resolve`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';

const root = join(import.meta.dirname, '../..');
const FIXTURES = join(root, 'tests/fixtures/records');
const fixture = (name: string): string => join(FIXTURES, name);
const GOOD = ['werewolf-full-table.json', 'vampire-assassin-wins-with-tanner.json'];

async function run(argv: string[], stdin?: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    ...(stdin
      ? {
          stdin: (async function* () {
            yield* stdin;
          })(),
        }
      : {}),
  });
  return { code, out, err };
}

const lines = (text: string): Record<string, unknown>[] =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** The single-file output of a record, to compare with its line. */
async function single(file: string): Promise<Record<string, unknown>> {
  return JSON.parse((await run(['resolve', file])).out) as Record<string, unknown>;
}

describe('resolve over many records', () => {
  it('several files: one line each, in order, the outcome as `resolve FILE` gives it', async () => {
    const result = await run(['resolve', ...GOOD.map(fixture)]);
    expect(result).toMatchObject({ code: 0, err: '' });
    const out = lines(result.out);
    expect(out).toHaveLength(2);
    for (const [i, name] of GOOD.entries())
      expect(out[i]).toEqual({ file: fixture(name), ...(await single(fixture(name))) });
  });

  it('a bad record is one error line naming the file and the problem; the others resolve; exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-resolve-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'onu-record/1', players: ['Ann'] }));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ not json');
    const result = await run(['resolve', fixture(GOOD[0]!), bad, broken, join(dir, 'missing.json')]);
    expect(result.code).toBe(2);
    const out = lines(result.out);
    expect(out.map((line) => line['file'])).toEqual([fixture(GOOD[0]!), bad, broken, join(dir, 'missing.json')]);
    expect(out[0]).toHaveProperty('winners');
    expect(out[1]).toMatchObject({ file: bad, error: expect.any(String) as string });
    expect((out[1]!['problems'] as string[]).length).toBeGreaterThan(0);
    expect(out[2]!['error']).toMatch(/^not valid JSON/);
    expect(out[3]!['error']).toBe('no such file');
    expect(result.err).toBe('3 of 4 record(s) could not be resolved\n');
  });

  it('a folder: its .json and .jsonl files, in name order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-resolve-'));
    for (const name of GOOD) copyFileSync(fixture(name), join(dir, name));
    writeFileSync(join(dir, 'notes.txt'), 'not a record');
    mkdirSync(join(dir, 'inner'));
    const result = await run(['resolve', dir]);
    expect(result.code).toBe(0);
    expect(lines(result.out).map((line) => line['file'])).toEqual(GOOD.map((name) => join(dir, name)).sort());
  });

  it('JSON Lines, from a file or standard input (`-`): one line each, with its line number and id', async () => {
    const records = GOOD.map((name) => JSON.parse(readFileSync(fixture(name), 'utf8')) as Record<string, unknown>);
    const text = `${JSON.stringify({ ...records[0], id: 'g-1' })}\n\n${JSON.stringify(records[1])}\n{"format":"onu-record/1"}\n`;
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-resolve-'));
    const file = join(dir, 'games.jsonl');
    writeFileSync(file, text);
    const fromFile = await run(['resolve', file]);
    // Standard input in pieces cut anywhere, a line across two of them.
    const fromStdin = await run(['resolve', '-'], [text.slice(0, 37), text.slice(37, 900), text.slice(900)]);
    for (const [result, name] of [
      [fromFile, file],
      [fromStdin, '-'],
    ] as const) {
      expect(result.code).toBe(2);
      const out = lines(result.out);
      expect(out.map((line) => [line['file'], line['line']])).toEqual([
        [name, 1],
        [name, 3],
        [name, 4],
      ]);
      expect(out[0]).toMatchObject({ id: 'g-1', winners: expect.any(Array) as unknown[] });
      expect(out[1]).not.toHaveProperty('id');
      expect(out[2]).toHaveProperty('error');
    }
  });

  it('one file alone keeps its pretty output and its exit code', async () => {
    const result = await run(['resolve', fixture(GOOD[0]!)]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^\{\n {2}"deaths"/);
  });
});

describe('the built command line', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/cli.mjs', 'help'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  });

  it('`nightwarden resolve -` reads JSON Lines on standard input, without loading SQLite', () => {
    const input = GOOD.map((name) => JSON.stringify(JSON.parse(readFileSync(fixture(name), 'utf8')))).join('\n');
    // A hook that fails the run if anything asks for better-sqlite3.
    const hook = `data:text/javascript,${encodeURIComponent(
      "import { registerHooks } from 'node:module'; registerHooks({ resolve(specifier, context, next) { if (specifier === 'better-sqlite3') throw new Error('SQLite was loaded'); return next(specifier, context); } });",
    )}`;
    const result = spawnSync(process.execPath, ['--import', hook, 'bin/nightwarden.mjs', 'resolve', '-'], {
      cwd: root,
      input,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(lines(result.stdout).map((line) => line['file'])).toEqual(['-', '-']);
    // The same hook does stop an archive command: the test would see SQLite loaded.
    const list = spawnSync(
      process.execPath,
      ['--import', hook, join(root, 'bin/nightwarden.mjs'), 'list', '--db', 'x.db'],
      {
        cwd: mkdtempSync(join(tmpdir(), 'nightwarden-resolve-')),
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(list.status).not.toBe(0);
    expect(list.stderr).toContain('SQLite was loaded');
  });
});
