/**
 * `npm run bench [-- engine|archive|tournament|event|coldstart] [--json]`: prints numbers, never asserts. The last line with
 * --json is one JSON object (the contract for tools that read it). `archive` also measures a
 * 100,000-game archive (built once, kept in the cache folder: scripts/archive-fixture.ts); its export,
 * import and heap figures come from child processes of this same script (`--child …`), so each peak
 * memory is that step's alone. `coldstart` starts `npm run web` (the last build) and a fresh Chromium
 * itself, several times (scripts/cold-start.ts). Progress goes to the standard error.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cachedArchiveDb } from './archive-fixture.ts';
import { runCli } from '../src/main/cli/cli.ts';
import { createDispatcher } from '../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../src/main/host/text-narration.ts';
import {
  DEFAULT_NAMES,
  MIXED_DECKS,
  NAMED_DECKS,
  playRandomGame,
  playRecord,
  seededRng,
  type Rng,
  type Role,
} from '../src/main/engine/index.ts';
import { Store } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';
import type { GameView } from '../src/shared/views.ts';
import { corpusGame } from './corpus/generate.ts';
import { createTournament, proposeRound, standings, type GameOutcome } from '../src/main/tournament/index.ts';
import { benchEvent } from './bench-event.ts';
import { measureColdStart } from './cold-start.ts';

function benchEngine(): Record<string, number> {
  const perSize: Record<string, number> = {};
  const runs: { name: string; size: number; deck: readonly Role[] }[] = [
    ...[5, 8, 10].map((size) => ({ name: String(size), size, deck: MIXED_DECKS[size]! })),
    ...Object.entries(NAMED_DECKS).map(([name, d]) => ({ name, size: d.players, deck: d.deck })),
  ];
  for (const { name, size, deck } of runs) {
    const names = DEFAULT_NAMES.slice(0, size);
    const rng = seededRng(size);
    // Warm up the JIT, then measure for about a second.
    for (let i = 0; i < 2000; i++) playRandomGame(rng, names, deck);
    let games = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < 1500) {
      for (let i = 0; i < 500; i++) playRandomGame(rng, names, deck);
      games += 500;
      elapsed = performance.now() - start;
    }
    perSize[name] = Math.round((games * 1000) / elapsed);
  }
  return perSize;
}

/** Base-game records (the Werewolf box, 3 to 10 players, default options), played once by the seeded bot. */
const RECORDS = 5000;

/**
 * Records resolved per second: each of 5,000 generated base-game records read and played through
 * `playRecord` (the path of the command line, imports and replays: the schema, the deal, every night
 * entry, the vote).
 */
function benchRecords(): number {
  // The base game seats 3 to 10: games of the corpus generator's with more players are left out.
  const records: object[] = [];
  for (let i = 0; records.length < RECORDS; i++) {
    const { id: _id, corpus: _corpus, ...record } = corpusGame(`bench-${i}`, 'werewolf', 19_000 + i, false);
    if (record.players.length <= 10) records.push(record);
  }
  for (const record of records.slice(0, 1000)) if (!playRecord(record).ok) throw new Error('a bench record is refused');
  let resolved = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < 1500) {
    for (const record of records) playRecord(record);
    resolved += records.length;
    elapsed = performance.now() - start;
  }
  return Math.round((resolved * 1000) / elapsed);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round = (ms: number): number => Math.round(ms * 1000) / 1000;

/** One command a moderator could enter now: a legal answer, a pass, the vote… */
function nextCommand(session: Session, view: GameView, rng: Rng): ReturnType<Session['getGame']> {
  switch (view.phase) {
    case 'setup':
      return session.startNight(view.id);
    case 'day':
      return session.startVote(view.id);
    case 'vote':
      return session.vote(
        view.id,
        view.players.map((_, p) => (p + 1 + rng.int(0, view.players.length - 2)) % view.players.length),
      );
    default: {
      const choice = view.call!.choice;
      const seats = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
      if (choice.kind === 'target' && seats.length > 0)
        return session.answer(view.id, { target: seats[rng.int(0, seats.length - 1)] });
      if (choice.kind === 'center' && choice.mandatory) return session.answer(view.id, { center: rng.int(0, 2) });
      return session.pass(view.id);
    }
  }
}

function benchArchive(): Record<string, number> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-bench-'));
  try {
    let id = 0;
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const ports = { now: () => new Date((clock += 1000)), newId: () => `game-${++id}`, randomSeed: () => id };
    const path = join(dir, 'archive.db');
    const store = new Store(path);
    const session = new Session(store, ports);
    const rng = seededRng(9);
    const deck = MIXED_DECKS[8]!;
    const names = DEFAULT_NAMES.slice(0, 8);

    // Command latency: append (one transaction, synchronous = NORMAL: the -wal is synced after the answer,
    // in the background, persistence/wal-sync.ts) + fold, as the session answers it.
    const latencies: number[] = [];
    const finished: string[] = [];
    for (let g = 0; g < 60; g++) {
      let view = session.createGame({ players: names, deal: { mode: 'shuffle', deck } });
      if (!view.ok) throw new Error(view.error.message);
      while (view.ok && view.value.phase !== 'revealed') {
        const start = performance.now();
        view = nextCommand(session, view.value, rng);
        latencies.push(performance.now() - start);
      }
      if (!view.ok) throw new Error(view.error.message);
      finished.push(view.value.id);
    }
    latencies.sort((a, b) => a - b);

    // Replaying one game: a fresh session opens it from the file and folds its log.
    const replays: number[] = [];
    for (const gameId of finished.slice(0, 40)) {
      const fresh = new Session(store, ports);
      const start = performance.now();
      const view = fresh.getGame(gameId);
      replays.push(performance.now() - start);
      if (!view.ok) throw new Error(view.error.message);
    }
    replays.sort((a, b) => a - b);

    // Listing an archive of 10,000 games.
    const template = store.game(finished[0]!)!;
    store.transaction(() => {
      for (let i = store.list().length; i < 10_000; i++) {
        store.insertGame({ ...template, id: `bulk-${i}`, createdAt: new Date(clock + i * 1000).toISOString() });
      }
    });
    const lists: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      const games = session.listGames();
      lists.push(performance.now() - start);
      if (!games.ok || games.value.length !== 10_000) throw new Error('list');
    }
    lists.sort((a, b) => a - b);

    // Statistics over the 10,000 finished games (outcomes kept with each game).
    const stats: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const result = session.stats({});
      stats.push(performance.now() - start);
      if (!result.ok || result.value.length === 0) throw new Error('stats');
    }
    stats.sort((a, b) => a - b);

    // The post-game views of one game: its replay, following a player, its HTML report.
    const timed = (work: (gameId: string) => { ok: boolean }): number => {
      const runs: number[] = [];
      for (const gameId of finished.slice(0, 30)) {
        const start = performance.now();
        if (!work(gameId).ok) throw new Error('post-game');
        runs.push(performance.now() - start);
      }
      return round(
        percentile(
          runs.sort((a, b) => a - b),
          50,
        ),
      );
    };
    const replayViewMs = timed((gameId) => session.replay(gameId));
    const followMs = timed((gameId) => session.followPlayer(gameId, 3));
    const reportMs = timed((gameId) => session.gameReport(gameId));
    store.close();
    return {
      commandP50Ms: round(percentile(latencies, 50)),
      commandP99Ms: round(percentile(latencies, 99)),
      list10kMs: round(percentile(lists, 50)),
      replayMs: round(percentile(replays, 50)),
      stats10kMs: round(percentile(stats, 50)),
      replayViewMs,
      followMs,
      reportMs,
      commands: latencies.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A 40-player event: proposing each of 6 rounds (tables of 8), and the standings after them. */
function benchTournament(): Record<string, number> {
  const players = Array.from({ length: 40 }, (_, i) => `Player ${i + 1}`);
  const created = createTournament({ name: 'Bench Cup', startDate: '2026-01-01', players, maxTableSize: 8 }, 'bench');
  if (!created.ok) throw new Error(created.problems.join('; '));
  let event = created.value;
  const proposals: number[] = [];
  const outcomes = new Map<string, GameOutcome>();
  let game = 0;
  for (let r = 0; r < 6; r++) {
    const start = performance.now();
    const round = proposeRound(event, players, 100 + r, () => null);
    proposals.push(performance.now() - start);
    const tables = round.tables.map((t) => {
      const gameId = `g${++game}`;
      outcomes.set(gameId, {
        gameId,
        players: t.players.map((name, i) => ({ name, team: 'village', won: i % 2 === 0, dead: i === 1 })),
      });
      return { ...t, gameId };
    });
    event = { ...event, rounds: [...event.rounds, { ...round, tables }] };
  }
  const start = performance.now();
  const rows = standings(event, outcomes);
  const standingsMs = performance.now() - start;
  if (rows.length !== 40) throw new Error('standings');
  proposals.sort((a, b) => a - b);
  return {
    proposeRoundP50Ms: round(percentile(proposals, 50)),
    proposeRoundMaxMs: round(proposals.at(-1)!),
    standingsMs: round(standingsMs),
  };
}

// --- a season's archive: 100,000 games ---------------------------------------------------------------------

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs `work` `times` times; the median of its durations in ms. */
function timedMedian(times: number, work: () => unknown): number {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    work();
    runs.push(performance.now() - start);
  }
  return round(median(runs));
}

const progress = (line: string): void => void process.stderr.write(`${line}\n`);

/** This script again, as a child: `--child TASK ARGS…`; resolves with what it printed last (JSON). */
function child(
  task: string,
  taskArgs: readonly string[],
  nodeFlags: readonly string[] = [],
): Promise<Record<string, unknown>> {
  return new Promise((resolvePromise, reject) => {
    const proc = spawn(process.execPath, [...nodeFlags, process.argv[1]!, '--child', task, ...taskArgs], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`child ${task} exited ${code}: ${out.slice(-500)}`));
      resolvePromise(JSON.parse(last) as Record<string, unknown>);
    });
  });
}

/** A file's SHA-256 and line count, read as a stream. */
async function digest(path: string): Promise<{ sha256: string; lines: number; bytes: number }> {
  const hash = createHash('sha256');
  let lines = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    for (const byte of chunk as Buffer) if (byte === 10) lines++;
  }
  return { sha256: hash.digest('hex'), lines, bytes: statSync(path).size };
}

/** What a child measures: the command line's export-all or import, then its peak memory (MB). */
async function childTask(task: string, taskArgs: readonly string[]): Promise<void> {
  const quiet = { out: () => undefined, err: (text: string) => void process.stderr.write(text) };
  const started = performance.now();
  if (task === 'export' || task === 'import') {
    const [db, file] = taskArgs as [string, string];
    const argv = task === 'export' ? ['export-all', '--db', db, '--out', file] : ['import', file, '--db', db];
    const code = await runCli(argv, quiet);
    if (code !== 0) throw new Error(`${task} exited ${code}`);
  } else if (task === 'heap') {
    console.log(JSON.stringify(await heapOverGames(Number(taskArgs[0] ?? 400))));
    return;
  } else throw new Error(`unknown child task ${task}`);
  console.log(
    JSON.stringify({
      ms: Math.round(performance.now() - started),
      peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

/**
 * The host's heap over `games` games played through the contract (the dispatcher both transports call),
 * after 20 games of warm-up: heap used after a full GC at the start and at the end (needs --expose-gc).
 */
async function heapOverGames(games: number): Promise<{ startMb: number; endMb: number; growthMb: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-heap-'));
  const store = new Store(join(dir, 'archive.db'));
  try {
    let id = 0;
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const session = new Session(store, {
      now: () => new Date((clock += 1000)),
      newId: () => `g${++id}`,
      randomSeed: () => id,
    });
    const dispatch = createDispatcher({ session, narration: new TimedTextNarration(0), keepAwake: () => undefined });
    const call = async (method: string, ...callArgs: unknown[]): Promise<GameView> => {
      const answer = await dispatch(method, callArgs);
      if (!answer.ok) throw new Error(`${method}: ${answer.error.message}`);
      return answer.value as GameView;
    };
    const rng = seededRng(11);
    const deck = MIXED_DECKS[8]!;
    const names = DEFAULT_NAMES.slice(0, 8);
    const play = async (): Promise<void> => {
      let view = await call('createGame', { players: names, deal: { mode: 'shuffle', deck } });
      while (view.phase !== 'revealed') {
        if (view.phase === 'setup') view = await call('startNight', view.id);
        else if (view.phase === 'day') view = await call('startVote', view.id);
        else if (view.phase === 'vote')
          view = await call(
            'vote',
            view.id,
            view.players.map((_, p) => (p + 1 + rng.int(0, view.players.length - 2)) % view.players.length),
          );
        else {
          const choice = view.call!.choice;
          const seats = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
          if (choice.kind === 'target' && seats.length > 0)
            view = await call('answer', view.id, { target: seats[rng.int(0, seats.length - 1)] });
          else if (choice.kind === 'center' && choice.mandatory)
            view = await call('answer', view.id, { center: rng.int(0, 2) });
          else view = await call('pass', view.id);
        }
      }
      // As the console does after a game: the reveal's list and the replay.
      await dispatch('archivePage', [{ offset: 0, limit: 100 }]);
      await dispatch('replay', [view.id]);
    };
    const heap = (): number => {
      gc();
      gc();
      return process.memoryUsage().heapUsed / 1e6;
    };
    for (let g = 0; g < 20; g++) await play();
    const startMb = heap();
    for (let g = 0; g < games; g++) await play();
    const endMb = heap();
    return { startMb: round(startMb), endMb: round(endMb), growthMb: round(endMb - startMb) };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One `resolve` through the command line, process start included (ms, median of several). */
async function cliResolve(): Promise<{ ms: number; how: string }> {
  const root = resolve(import.meta.dirname, '../..');
  const record = join(root, 'tests/fixtures/records/basic-issue-example.json');
  const bundled = join(root, 'out/cli/cli.mjs');
  const argv = existsSync(bundled)
    ? [bundled, 'resolve', record]
    : ['--import', 'tsx', join(root, 'src/main/cli/main.ts'), 'resolve', record];
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    await new Promise<void>((done, fail) => {
      const proc = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
      proc.on('error', fail);
      proc.on('exit', (code) => (code === 0 ? done() : fail(new Error(`resolve exited ${code}`))));
    });
    runs.push(performance.now() - start);
  }
  return { ms: round(median(runs)), how: existsSync(bundled) ? 'out/cli/cli.mjs' : 'tsx src/main/cli/main.ts' };
}

/**
 * The archive at a season's scale: open it as the console does, a page of its list, searches, statistics;
 * then export it (child), import the export into a new archive (child) and export that (child): the two
 * exports must be the same bytes. Then the host's heap over 400 games, and one `resolve` of the CLI.
 */
async function benchArchive100k(): Promise<Record<string, number | boolean | string>> {
  const fixture = cachedArchiveDb(100_000, progress);
  progress('archive 100k: opening…');
  const open100kMs = timedMedian(3, () => new Store(fixture).close());
  const store = new Store(fixture);
  const session = new Session(store, { now: () => new Date(), newId: () => 'unused', randomSeed: () => 1 });
  const page = (input: object): number => {
    const answer = session.archivePage(input);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value.total;
  };
  // The first page, one from the middle and the last: what scrolling asks for.
  const listPage100kMs = round(
    median([0, 50_000, 99_900].map((offset) => timedMedian(5, () => page({ offset, limit: 100 })))),
  );
  // A player's name, two first names and a day, a role in French (most games), a team, a month.
  const queries = ['Éloïse M.', 'anaïs zoé 2025-02', 'voyante', 'clan des vampires', '2026-03'];
  const searches = queries.map((query) => timedMedian(5, () => page({ query, offset: 0, limit: 100 })));
  const search100kMs = round(median(searches));
  const stats = (filter: object): void => {
    const answer = session.stats(filter);
    if (!answer.ok || answer.value.length === 0) throw new Error('stats');
  };
  const stats100kMs = timedMedian(5, () => stats({}));
  const statsFiltered100kMs = timedMedian(5, () => stats({ from: '2025-01-01', to: '2025-12-31', player: 'é' }));
  store.close();

  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-bench-100k-'));
  try {
    progress('archive 100k: exporting (a child process)…');
    const first = join(dir, 'first.jsonl');
    const exported = await child('export', [fixture, first]);
    progress(`  ${exported['ms']} ms, peak ${exported['peakMb']} MB; importing it into a new archive…`);
    const copy = join(dir, 'copy.db');
    const imported = await child('import', [copy, first]);
    progress(`  ${imported['ms']} ms, peak ${imported['peakMb']} MB; exporting the new archive…`);
    const second = join(dir, 'second.jsonl');
    const again = await child('export', [copy, second]);
    const [a, b] = await Promise.all([digest(first), digest(second)]);
    progress(`  ${again['ms']} ms, peak ${again['peakMb']} MB; ${a.lines} records, ${Math.round(a.bytes / 1e6)} MB`);
    progress('archive: the heap over 400 games played through the contract (a child process)…');
    const heap = await child('heap', ['400'], ['--expose-gc']);
    const resolved = await cliResolve();
    return {
      open100kMs,
      listPage100kMs,
      search100kMs,
      search100kMaxMs: round(Math.max(...searches)),
      stats100kMs,
      statsFiltered100kMs,
      export100kPeakMb: Math.max(Number(exported['peakMb']), Number(again['peakMb'])),
      export100kMs: Number(exported['ms']),
      import100kPeakMb: Number(imported['peakMb']),
      import100kMs: Number(imported['ms']),
      reimport100kOk: a.lines === 100_000 && a.sha256 === b.sha256 && a.bytes === b.bytes,
      heapGrowth400GamesMb: Number(heap['growthMb']),
      cliResolveMs: resolved.ms,
      cliResolveHow: resolved.how,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  await childTask(args[1]!, args.slice(2));
  process.exit(0);
}
const json = args.includes('--json');
const which = args.find((a) => !a.startsWith('--')) ?? 'all';
const out: Record<string, unknown> = {};

if (which === 'engine' || which === 'all') {
  const gps = benchEngine();
  const records = benchRecords();
  if (!json) {
    console.log('engine: full random games (deal, every call, votes, winners, narrative) on one core');
    for (const [size, n] of Object.entries(gps))
      console.log(`  ${size.padStart(2)} players: ${n.toLocaleString('en')} games/s`);
    console.log(`  records: ${records.toLocaleString('en')} base-game records/s resolved through playRecord`);
  }
  out['gamesPerSecond'] = gps;
  out['recordsPerSecond'] = records;
}
if (which === 'archive' || which === 'all') {
  const figures: Record<string, number | boolean | string> = { ...benchArchive(), ...(await benchArchive100k()) };
  if (!json) {
    console.log(
      `archive: ${figures['commands']} session commands on a file with synchronous = NORMAL (the -wal synced in the background)`,
    );
    console.log(
      `  command latency p50 ${figures['commandP50Ms']} ms, p99 ${figures['commandP99Ms']} ms (append + fold)`,
    );
    console.log(`  listing 10,000 games: ${figures['list10kMs']} ms`);
    console.log(`  opening and replaying one game: ${figures['replayMs']} ms`);
    console.log(`  player statistics over 10,000 finished games: ${figures['stats10kMs']} ms`);
    console.log(
      `  one game's replay timeline ${figures['replayViewMs']} ms, follow a player ${figures['followMs']} ms, HTML report ${figures['reportMs']} ms`,
    );
    console.log('archive of 100,000 games (medians):');
    console.log(`  opening it: ${figures['open100kMs']} ms`);
    console.log(
      `  a page of the list: ${figures['listPage100kMs']} ms; a search: ${figures['search100kMs']} ms (slowest ${figures['search100kMaxMs']} ms)`,
    );
    console.log(`  player statistics: ${figures['stats100kMs']} ms (filtered ${figures['statsFiltered100kMs']} ms)`);
    console.log(
      `  export: peak ${figures['export100kPeakMb']} MB, ${figures['export100kMs']} ms; import: peak ${figures['import100kPeakMb']} MB, ${figures['import100kMs']} ms; every record back equal: ${figures['reimport100kOk']}`,
    );
    console.log(`  the host's heap over 400 games through the contract: ${figures['heapGrowth400GamesMb']} MB`);
    console.log(
      `  cli resolve of one record, process start included: ${figures['cliResolveMs']} ms (${figures['cliResolveHow']})`,
    );
  }
  const { commands: _commands, ...rest } = figures;
  if (which === 'archive') Object.assign(out, rest);
  else out['archive'] = rest;
}
if (which === 'tournament' || which === 'all') {
  const figures = benchTournament();
  if (!json) {
    console.log('tournament: 40 players, 6 rounds, tables of 8');
    console.log(
      `  proposing a round: p50 ${figures['proposeRoundP50Ms']} ms, slowest ${figures['proposeRoundMaxMs']} ms; standings ${figures['standingsMs']} ms`,
    );
  }
  if (which === 'tournament') Object.assign(out, figures);
  else out['tournament'] = figures;
}
// The live event across laptops (scripts/bench-event.ts): only when asked for, it opens sockets on loopback.
if (which === 'event') {
  const figures = await benchEvent();
  if (!json)
    console.log(
      `event: ${figures.desks} desks, ${figures.games} games on loopback: push to standings p95 ${figures.pushToStandingsMsP95} ms, merge after offline ${figures.mergeAfterOfflineMs} ms, duplicates ${figures.duplicates}, lost ${figures.lost}`,
    );
  Object.assign(out, figures);
}
// The console's first load: a fresh host and a fresh browser each time (needs the build and Chromium).
if (which === 'coldstart' || which === 'all') {
  const { runs, ...figures } = await measureColdStart(7);
  if (!json)
    console.log(
      `coldstart: a fresh npm run web, a fresh Chromium and context, ${runs.length} runs (medians): first contentful paint ${figures.firstContentfulPaintMs} ms, setup usable ${figures.usableMs} ms; from the new context to the first paint ${figures.fromContextMs} ms`,
    );
  const coldstart = {
    ...figures,
    firstContentfulPaintRunsMs: runs.map((r) => r.firstContentfulPaintMs),
    usableRunsMs: runs.map((r) => r.usableMs),
  };
  if (which === 'coldstart') Object.assign(out, coldstart);
  else out['coldstart'] = coldstart;
}
if (json)
  console.log(
    JSON.stringify(
      which === 'engine' ? { gamesPerSecond: out['gamesPerSecond'], recordsPerSecond: out['recordsPerSecond'] } : out,
    ),
  );
