/**
 * The archive commands of the CLI on a real archive file: import, list, export, export-all, and the
 * post-game ones: `report` (one HTML file), `stats` (text or JSON, with filters) and `standings` of an
 * event (text, CSV or JSON), and `import --event` seating games at their tables.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { testPorts, unwrap } from '../session/helpers.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/records');
const fixture = (name: string): string => join(FIXTURES, name);

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'nightwarden-cli-'));
}

describe('import, list, export', () => {
  it('imports records, lists them, exports one and all; a second import skips known games', async () => {
    const db = join(tempDir(), 'a.db');
    const first = await run([
      'import',
      fixture('werewolf-full-table.json'),
      fixture('vampire-assassin-wins-with-tanner.json'),
      '--db',
      db,
    ]);
    expect(first.code).toBe(0);
    const ids = [...first.out.matchAll(/^imported (\S+)$/gm)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);
    const again = await run(['import', fixture('werewolf-full-table.json'), '--db', db]);
    expect(again.out).toMatch(/^skipped \S+: already in the archive$/m);
    const list = await run(['list', '--db', db, '--json']);
    expect((JSON.parse(list.out) as { id: string }[]).map((g) => g.id).sort()).toEqual([...ids].sort());
    const one = await run(['export', ids[0]!, '--db', db]);
    expect(JSON.parse(one.out)).toMatchObject({ format: 'onu-record/1', id: ids[0] });
    const all = await run(['export-all', '--db', db]);
    expect(all.out.trimEnd().split('\n')).toHaveLength(2);
  });
});

describe('report', () => {
  it('writes the game as one self-contained HTML file, in English or French', async () => {
    const dir = tempDir();
    const db = join(dir, 'r.db');
    const imported = await run(['import', fixture('combining-lovers-hunter-chain.json'), '--db', db]);
    const id = /^imported (\S+)$/m.exec(imported.out)![1]!;
    const out = join(dir, 'game.html');
    const written = await run(['report', id, '--db', db, '--out', out]);
    expect(written.code).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<strong>Cat</strong>: shot by the Hunter (Ben)');
    expect(html).not.toMatch(/<script|https?:\/\//);
    const fr = await run(['report', id, '--db', db, '--lang', 'fr']);
    expect(fr.out).toContain('<strong>Cat</strong>\u00A0: victime du Chasseur (Ben)');
    const missing = await run(['report', 'no-such-game', '--db', db]);
    expect(missing).toMatchObject({ code: 2, err: 'no game no-such-game in the archive\n' });
    const noId = await run(['report', '--db', db]);
    expect(noId.code).toBe(2);
    expect(noId.err).toMatch(/report needs a game ID/);
  });

  it('runs for real through npm run -s cli', () => {
    const dir = tempDir();
    const db = join(dir, 'real.db');
    const env = { ...process.env, PATH: `${join(process.execPath, '..')}:${process.env['PATH'] ?? ''}` };
    const cwd = join(import.meta.dirname, '../..');
    const imported = spawnSync(
      'npm',
      ['run', '-s', 'cli', '--', 'import', fixture('vampire-copycat-card-moves.json'), '--db', db],
      { cwd, env, encoding: 'utf8' },
    );
    const id = /^imported (\S+)$/m.exec(imported.stdout)![1]!;
    const out = join(dir, 'report.html');
    const report = spawnSync('npm', ['run', '-s', 'cli', '--', 'report', id, '--db', db, '--out', out], {
      cwd,
      env,
      encoding: 'utf8',
    });
    expect(report.status).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect(readFileSync(out, 'utf8')).toContain('Night: the Gremlin (Ben) switched the cards of Ann and Cat.');
  }, 120_000);
});

describe('stats', () => {
  it('prints per-player games, wins, deaths, Tanner and Assassin wins; --json gives the numbers', async () => {
    const db = join(tempDir(), 's.db');
    await run([
      'import',
      fixture('vampire-assassin-wins-with-tanner.json'),
      fixture('werewolf-full-table.json'),
      '--db',
      db,
    ]);
    const json = await run(['stats', '--db', db, '--json']);
    expect(json.code).toBe(0);
    const stats = JSON.parse(json.out) as {
      name: string;
      games: number;
      wins: number;
      killed: number;
      tannerWins: number;
      assassinWins: number;
    }[];
    // Cat holds the Tanner in the Assassin game and dies; in the full table she is a Werewolf who dies.
    expect(stats.find((s) => s.name === 'Cat')).toMatchObject({ games: 2, wins: 1, killed: 2, tannerWins: 1 });
    expect(stats.find((s) => s.name === 'Ben')).toMatchObject({ games: 2, wins: 2, assassinWins: 1 });
    const text = await run(['stats', '--db', db]);
    expect(text.out.split('\n')[0]).toMatch(/^Player\s+Games\s+Wins\s+Win %\s+Killed\s+Tanner wins\s+Assassin wins/);
    const filtered = await run(['stats', '--db', db, '--json', '--player', 'jon']);
    expect((JSON.parse(filtered.out) as { name: string }[]).map((s) => s.name)).toEqual(['Jon']);
    const future = await run(['stats', '--db', db, '--json', '--from', '2999-01-01']);
    expect(JSON.parse(future.out)).toEqual([]);
    const bad = await run(['stats', '--db', db, '--from', '2026-13-01']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/from: 2026-13-01 is not a date/);
  });
});

describe('standings and import --event', () => {
  it('seats imported games at their tables and prints the standings as text, CSV and JSON', async () => {
    const dir = tempDir();
    const db = join(dir, 'e.db');
    // An event with one round whose table 1 is the players of a fixture game.
    const store = new Store(db);
    const session = new Session(store, testPorts());
    const record = JSON.parse(readFileSync(fixture('vampire-assassin-wins-with-tanner.json'), 'utf8')) as {
      players: string[];
      deal: { players: string[]; center: string[] };
    };
    const event = unwrap(
      session.tournaments.createEvent({ name: 'Club Night', startDate: '2026-11-20', players: record.players }),
    );
    unwrap(session.tournaments.proposeRound(event.id, { seed: 1 }));
    unwrap(
      session.tournaments.saveRound(event.id, {
        number: 1,
        tables: [{ table: 1, players: record.players, deck: [...record.deal.players, ...record.deal.center] as never }],
      }),
    );
    store.close();
    const file = join(dir, 'table1.json');
    writeFileSync(file, JSON.stringify(record));

    const imported = await run(['import', file, '--db', db, '--event', 'club night']);
    expect(imported.code).toBe(0);
    expect(imported.out).toMatch(/^seated \S+ at table 1 of round 1$/m);

    const text = await run(['standings', '--db', db, '--event', 'Club Night']);
    expect(text.code).toBe(0);
    const lines = text.out.split('\n');
    expect(lines[0]).toBe('Club Night');
    expect(lines[2]).toMatch(/^Rank\s+Player\s+Points\s+Wins\s+Games\s+Head-to-head$/);
    expect(text.out).toContain('Win: 1 point');
    expect(text.out).toContain('1 finished game(s) of 1 table(s)');
    const csv = await run(['standings', '--db', db, '--event', 'Club Night', '--csv']);
    const rows = csv.out.split('\r\n');
    expect(rows[0]).toBe('Rank,Player,Points,Wins,Games,Head-to-head');
    expect(rows.slice(1, 6).every((r) => /^\d+,[A-Z][a-z]+,[01],[01],1,/.test(r))).toBe(true);
    const json = JSON.parse((await run(['standings', '--db', db, '--event', 'Club Night', '--json'])).out) as {
      name: string;
      points: number;
    }[];
    // Eve is the one loser of that game (the village lost, the Vampire, the Assassin and the Tanner won).
    expect(json.find((r) => r.name === 'Eve')?.points).toBe(0);
    expect(json.filter((r) => r.points === 1)).toHaveLength(4);

    const unknown = await run(['standings', '--db', db, '--event', 'Nope']);
    expect(unknown).toMatchObject({ code: 2, err: 'no event named "Nope" (events: Club Night)\n' });
    const none = await run(['standings', '--db', db]);
    expect(none.err).toMatch(/standings needs --event NAME/);
  });
});

describe('archive paths', () => {
  it('a mistyped --db is refused (only import creates an archive); an unwritable --out says so', async () => {
    const dir = tempDir();
    const missing = join(dir, 'typo.db');
    for (const argv of [
      ['stats', '--db', missing],
      ['list', '--db', missing],
      ['standings', '--db', missing, '--event', 'X'],
    ]) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.err).toBe(`--db ${missing}: no such archive (only \`import\` creates one)\n`);
      expect(existsSync(missing)).toBe(false);
    }
    const db = join(dir, 'ok.db');
    const imported = await run(['import', fixture('werewolf-full-table.json'), '--db', db]);
    const id = /^imported (\S+)$/m.exec(imported.out)![1]!;
    const unwritable = await run(['report', id, '--db', db, '--out', join(dir, 'no-such-dir', 'r.html')]);
    expect(unwritable.code).toBe(2);
    expect(unwritable.err).toMatch(/^--out .*r\.html: cannot write the file \(ENOENT\)\n$/);
  });
});
