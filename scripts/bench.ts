/**
 * `npm run bench [-- engine|archive|tournament|event] [--json]`: prints numbers, never asserts. The last line with
 * --json is one JSON object (the contract for tools that read it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_NAMES,
  MIXED_DECKS,
  NAMED_DECKS,
  playRandomGame,
  seededRng,
  type Rng,
  type Role,
} from '../src/main/engine/index.ts';
import { Store } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';
import type { GameView } from '../src/shared/views.ts';
import { createTournament, proposeRound, standings, type GameOutcome } from '../src/main/tournament/index.ts';
import { benchEvent } from './bench-event.ts';

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

    // Command latency: append (one transaction, synchronous = FULL) + fold, as the session answers it.
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

const args = process.argv.slice(2);
const json = args.includes('--json');
const which = args.find((a) => !a.startsWith('--')) ?? 'all';
const out: Record<string, unknown> = {};

if (which === 'engine' || which === 'all') {
  const gps = benchEngine();
  if (!json) {
    console.log('engine: full random games (deal, every call, votes, winners, narrative) on one core');
    for (const [size, n] of Object.entries(gps))
      console.log(`  ${size.padStart(2)} players: ${n.toLocaleString('en')} games/s`);
  }
  out['gamesPerSecond'] = gps;
}
if (which === 'archive' || which === 'all') {
  const figures = benchArchive();
  if (!json) {
    console.log(`archive: ${figures['commands']} session commands on a file with synchronous = FULL`);
    console.log(
      `  command latency p50 ${figures['commandP50Ms']} ms, p99 ${figures['commandP99Ms']} ms (append + fold)`,
    );
    console.log(`  listing 10,000 games: ${figures['list10kMs']} ms`);
    console.log(`  opening and replaying one game: ${figures['replayMs']} ms`);
    console.log(`  player statistics over 10,000 finished games: ${figures['stats10kMs']} ms`);
    console.log(
      `  one game's replay timeline ${figures['replayViewMs']} ms, follow a player ${figures['followMs']} ms, HTML report ${figures['reportMs']} ms`,
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
if (json) console.log(JSON.stringify(which === 'engine' ? { gamesPerSecond: out['gamesPerSecond'] } : out));
