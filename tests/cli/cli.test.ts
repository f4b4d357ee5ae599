/**
 * The CLI over every whole-game fixture (tests/fixtures/records): `resolve` must print the deaths and
 * winners the fixture expects; `explain` the same narrative. A few runs go through `npm run -s cli` for
 * real, to check the wiring, the JSON on stdout and the exit codes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/main/cli/cli.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/records');
const fixtures = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.json'))
  .sort();

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

interface Expectation {
  deaths: string[];
  winners: string[];
}

describe('cli resolve on every fixture record', () => {
  it('has fixtures to run', async () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(3);
  });

  it.each(fixtures)('%s', async (file) => {
    const path = join(FIXTURES, file);
    const record = JSON.parse(readFileSync(path, 'utf8')) as { expect?: Expectation };
    const { code, out, err } = await run(['resolve', path]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(out) as { deaths: string[]; winners: string[]; players: unknown[]; narrative: string[] };
    expect(Object.keys(result).sort()).toEqual(['center', 'deaths', 'narrative', 'players', 'winners']);
    if (record.expect) {
      expect(result.deaths).toEqual(record.expect.deaths);
      expect(result.winners).toEqual(record.expect.winners);
    }
    const explained = await run(['explain', path]);
    expect(explained.code).toBe(0);
    expect(explained.out.trimEnd().split('\n')).toEqual(result.narrative);
  });
});

describe('cli errors', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-cli-'));
  const write = (name: string, value: unknown): string => {
    const path = join(dir, name);
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
    return path;
  };

  it('an invalid record exits 2 with one line per problem', async () => {
    const path = write('bad.json', {
      format: 'onu-record/1',
      players: ['Ann', 'Ben', 'Cat'],
      deal: { players: ['vampire', 'seer', 'robber'], center: ['villager', 'villager', 'villager'] },
      night: [{ call: 'vampires', target: 'Ann' }],
      votes: { Ann: 'Ann', Ben: 'Zed' },
    });
    const { code, out, err } = await run(['resolve', path]);
    expect(code).toBe(2);
    expect(out).toBe('');
    const lines = err.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^night\[0\] vampires: Ann .*Vampire/);
    expect(err).toMatch(/votes\.Ann: Ann voted for themselves/);
    expect(err).toMatch(/votes\.Ben: Ben voted for "Zed", who is not a player/);
    expect(err).toMatch(/votes\.Cat: Cat did not vote/);
  });

  it('a file that is not JSON, or missing, exits 2 and says so', async () => {
    expect(await run(['resolve', write('not.json', '{ nope')])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/not valid JSON/),
    });
    expect(await run(['resolve', join(dir, 'missing.json')])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/cannot read/),
    });
    expect(await run(['resolve'])).toMatchObject({ code: 2, err: expect.stringMatching(/a record file is required/) });
    expect(await run(['frobnicate'])).toMatchObject({ code: 2, err: expect.stringMatching(/unknown command/) });
  });

  it('resolve needs votes; explain does not', async () => {
    const path = write('novotes.json', {
      format: 'onu-record/1',
      players: ['Ann', 'Ben', 'Cat'],
      deal: { players: ['werewolf', 'seer', 'robber'], center: ['villager', 'villager', 'villager'] },
      night: [{ call: 'seer', target: 'Ann' }],
    });
    expect(await run(['resolve', path])).toMatchObject({
      code: 2,
      err: 'votes: the record has no votes; every player must vote\n',
    });
    const explained = await run(['explain', path]);
    expect(explained.code).toBe(0);
    expect(explained.out).toContain("Night: the Seer (Ben) looked at Ann's card: the Werewolf.");
  });

  it('simulate prints team win rates from random legal games', async () => {
    const { code, out } = await run(['simulate', '--players', '8', '--games', '200', '--seed', '3', '--json']);
    expect(code).toBe(0);
    const summary = JSON.parse(out) as { games: number; teams: Record<string, { games: number; winRate: number }> };
    expect(summary.games).toBe(200);
    expect(Object.keys(summary.teams)).toContain('village');
    for (const team of Object.values(summary.teams)) {
      expect(team.winRate).toBeGreaterThanOrEqual(0);
      expect(team.winRate).toBeLessThanOrEqual(1);
    }
    expect(await run(['simulate', '--players', '7'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/no built-in deck/),
    });
    expect(await run(['simulate', '--players', '5', '--deck', 'seer,nope'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/nope is not a role id/),
    });
  });
});

describe('npm run -s cli (a real process)', () => {
  const cwd = join(import.meta.dirname, '../..');
  const first = join(FIXTURES, fixtures[0] ?? 'missing.json');

  it('resolve prints one JSON object and exits 0', async () => {
    const out = execFileSync('npm', ['run', '-s', 'cli', '--', 'resolve', first], { cwd, encoding: 'utf8' });
    const result = JSON.parse(out) as {
      players: { name: string; card: string; mark: string; team: string; dead: boolean; won: boolean }[];
    };
    expect(result.players.length).toBeGreaterThanOrEqual(3);
    for (const p of result.players)
      expect(Object.keys(p).sort()).toEqual(['card', 'dead', 'mark', 'name', 'team', 'won']);
  });

  it('an invalid record exits 2 with the problems on stderr', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-cli-'));
    const path = join(dir, 'bad.json');
    writeFileSync(
      path,
      JSON.stringify({ format: 'onu-record/1', players: ['Ann'], deal: { players: ['x'], center: [] } }),
    );
    const child = spawnSync('npm', ['run', '-s', 'cli', '--', 'resolve', path], { cwd, encoding: 'utf8' });
    expect(child.status).toBe(2);
    expect(child.stdout).toBe('');
    expect(child.stderr).toMatch(/players: 1 players; One Night is played by 3 to 12 players/);
    expect(child.stderr).toMatch(
      /deal\.players\[0\]: "x" is not a role id of Werewolf, Daybreak, the Bonus Packs, Vampire or Alien/,
    );
  });
});
