/**
 * The CLI never writes over an archive or a file it did not write (issue 18, part 8). `report ID --db
 * games.db --out games.db` once replaced the archive with one HTML page (exit 0, "wrote games.db"), and
 * `export ID --out games.db` with one record. Now `--out` that is the archive (by any name: a link, a hard
 * link, its -wal) is refused even with --force; any SQLite file or existing file is refused unless --force;
 * and the output is written to a temporary file and moved into place, so nothing is ever half-written.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';
import { OutputFile } from '../../src/main/cli/output-file.ts';

const root = join(import.meta.dirname, '../..');
const FIXTURE = join(root, 'tests/fixtures/records/werewolf-full-table.json');

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/** A folder holding games.db (one game) and its id. */
async function archive(): Promise<{ dir: string; db: string; id: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-out-'));
  const db = join(dir, 'games.db');
  const imported = await run(['import', FIXTURE, '--db', db]);
  expect(imported.code).toBe(0);
  return { dir, db, id: /^imported (\S+)$/m.exec(imported.out)![1]! };
}

/** Nothing left half-written: no temporary file in the folder. */
function noTemporaryFiles(dir: string): void {
  expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
}

describe('--out that is the archive itself', () => {
  it('`report ID --db games.db --out games.db` is refused, even with --force; the archive is untouched', async () => {
    const { dir, db, id } = await archive();
    const before = sha(db);
    for (const force of [[], ['--force']]) {
      const result = await run(['report', id, '--db', db, '--out', db, ...force]);
      expect(result.code).toBe(2);
      expect(result.err).toBe(
        `--out ${db} is the archive itself (--db ${db}): it is never written over, not even with --force; give another file name\n`,
      );
      expect(result.out).toBe('');
    }
    expect(sha(db)).toBe(before);
    expect((await run(['list', '--db', db])).out).toContain(id);
    noTemporaryFiles(dir);
  });

  it('`export ID --out games.db` (relative, from the archive’s folder) is refused the same way', async () => {
    const { dir, db, id } = await archive();
    const before = sha(db);
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const result = await run(['export', id, '--db', 'games.db', '--out', './games.db']);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/^--out \.\/games\.db is the archive itself \(--db games\.db/);
    } finally {
      process.chdir(cwd);
    }
    expect(sha(db)).toBe(before);
  });

  it('through a symbolic link or a hard link, or its -wal: refused, --force or not', async () => {
    const { dir, db, id } = await archive();
    const before = sha(db);
    const link = join(dir, 'link.html');
    symlinkSync(db, link);
    const hard = join(dir, 'hard.html');
    linkSync(db, hard);
    for (const out of [link, hard, `${db}-wal`, `${db}-lock`]) {
      const result = await run(['report', id, '--db', db, '--out', out, '--force']);
      expect(result.code, out).toBe(2);
      expect(result.err).toMatch(/is the archive( itself|'s own -(wal|lock) file)/);
      expect(result.err).toContain('not even with --force');
    }
    expect(sha(db)).toBe(before);
  });
});

describe('--out that exists', () => {
  it('another SQLite file (perhaps another archive): refused unless --force', async () => {
    const { dir, db, id } = await archive();
    const other = await archive();
    const before = sha(other.db);
    const refused = await run(['export', id, '--db', db, '--out', other.db]);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      `--out ${other.db} is a SQLite database (perhaps an archive): it was left as it was; give a new file name, or add --force to replace it\n`,
    );
    expect(sha(other.db)).toBe(before);
    const forced = await run(['export', id, '--db', db, '--out', other.db, '--force']);
    expect(forced.code).toBe(0);
    expect(JSON.parse(readFileSync(other.db, 'utf8'))).toMatchObject({ format: 'onu-record/1', id });
    noTemporaryFiles(dir);
  });

  it('any existing file: refused unless --force, then replaced whole', async () => {
    const { dir, db, id } = await archive();
    const out = join(dir, 'report.html');
    writeFileSync(out, 'my notes');
    const refused = await run(['report', id, '--db', db, '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      `--out ${out} already exists (8 bytes): it was left as it was; give a new file name, or add --force to replace it\n`,
    );
    expect(readFileSync(out, 'utf8')).toBe('my notes');
    const forced = await run(['report', id, '--db', db, '--out', out, '--force']);
    expect(forced).toMatchObject({ code: 0, err: `wrote ${out}\n` });
    expect(readFileSync(out, 'utf8')).toMatch(/^<!doctype html>/i);
    noTemporaryFiles(dir);
  });

  it('a new file is written, and every command with --out checks it before any work', async () => {
    const { dir, db, id } = await archive();
    for (const [command, file] of [
      [['export', id], 'one.json'],
      [['export-all'], 'all.jsonl'],
      [['report', id], 'r.html'],
      [['stats'], 'stats.txt'],
    ] as const) {
      const out = join(dir, file);
      expect((await run([...command, '--db', db, '--out', out])).code).toBe(0);
      expect(readFileSync(out, 'utf8').length).toBeGreaterThan(0);
      expect((await run([...command, '--db', db, '--out', out])).code).toBe(2); // now it exists
    }
    const folder = await run(['export', id, '--db', db, '--out', dir]);
    expect(folder.err).toMatch(/is a folder: give a file name/);
    noTemporaryFiles(dir);
  });
});

describe('nothing half-written', () => {
  it('a write that fails midway leaves the old file whole and no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-out-'));
    const out = join(dir, 'all.jsonl');
    writeFileSync(out, 'old\n');
    const file = OutputFile.open(out, { force: true });
    file.write('{"a":1}\n');
    expect(readFileSync(out, 'utf8')).toBe('old\n'); // not in place until committed
    file.abort();
    expect(readFileSync(out, 'utf8')).toBe('old\n');
    noTemporaryFiles(dir);
  });

  it.skipIf(process.platform === 'win32' || process.getuid?.() === 0)(
    'a folder that cannot be written: a clear message, nothing there',
    async () => {
      const { db, id } = await archive();
      const shelf = mkdtempSync(join(tmpdir(), 'nightwarden-ro-'));
      mkdirSync(join(shelf, 'ro'));
      chmodSync(join(shelf, 'ro'), 0o555);
      const result = await run(['report', id, '--db', db, '--out', join(shelf, 'ro', 'r.html')]);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/cannot write in its folder \(EACCES\)/);
      chmodSync(join(shelf, 'ro'), 0o755);
    },
  );
});

describe('as a real process (the built command line)', () => {
  beforeAll(() => {
    // Builds out/cli when missing or older than the sources (what `npm run cli` does).
    const built = spawnSync(process.execPath, ['scripts/cli.mjs', 'help'], { cwd: root, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
  });

  it('`nightwarden report ID --db games.db --out games.db`: exit 2, the archive intact', async () => {
    const { db, id } = await archive();
    const before = sha(db);
    const result = spawnSync(process.execPath, ['bin/nightwarden.mjs', 'report', id, '--db', db, '--out', db], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`--out ${db} is the archive itself`);
    expect(sha(db)).toBe(before);
    expect(existsSync(db)).toBe(true);
  });
});
