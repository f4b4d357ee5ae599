/**
 * `npm run -s bench -- event [--json]`: a live event across laptops on loopback. The hub (the organiser's
 * console, its room on 127.0.0.2) in this thread, and 20 table desks, each in a worker thread of its own
 * (its own archive, event loop and disk writes, as on its own laptop; scripts/bench-event-desk.ts),
 * leaving from 127.0.0.10…29, joined with the code and admitted; 100 players, 20 rounds of 20 tables of 5:
 * 400 games. Every desk plays its table's games first (through the session, as a moderator would); then,
 * round by round, every desk pushes its game at a random moment of a one-second window, as tables finish
 * around the same time. Measured:
 * - pushToStandingsMsP95: from a desk's push to the hub's standings counting that game (p95 of 400);
 * - mergeAfterOfflineMs: two desks lose the network for the last five rounds (their games queue in their
 *   outboxes), then get it back: the time until the hub counts all their queued games;
 * - duplicates: games the hub received more than once or counted twice; lost: desk games the hub lacks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_NAMES, seededRng, shuffle } from '../src/main/engine/index.ts';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { RoomService } from '../src/main/hub/room-service.ts';
import type { DeskCommand } from './bench-event-desk.ts';
import { Store } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';

const DESK_COUNT = 20;
const ROUND_COUNT = 20;
const PER_TABLE = 5;
const OFFLINE_DESKS = 2;
const OFFLINE_ROUNDS = 5;
const DECK = ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager', 'villager', 'villager'];

export interface EventBench {
  readonly desks: number;
  readonly games: number;
  readonly pushToStandingsMsP95: number;
  readonly mergeAfterOfflineMs: number;
  readonly duplicates: number;
  readonly lost: number;
}

function laptop(folder: string, name: string, prefix: string): { store: Store; session: Session } {
  const store = new Store(join(folder, `${name}.db`));
  let n = 0;
  const session = new Session(store, {
    now: () => new Date(),
    newId: () => `${prefix}-${(++n).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    randomSeed: () => Math.floor(Math.random() * 2 ** 31),
  });
  return { store, session };
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Resolves when `check` holds, tested at every change the rooms announce. */
function until(rooms: RoomService, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const stop = rooms.onChange(() => {
      if (!check()) return;
      stop();
      resolve();
    });
  });
}

interface DeskWorker {
  readonly worker: Worker;
  readonly table: number;
  games: string[];
  /** Sends a command and resolves with the next message of that kind. */
  ask<T>(command: DeskCommand, answer: string): Promise<T>;
}

function deskWorker(file: string, data: Record<string, unknown>): Promise<DeskWorker> {
  const worker = new Worker(file, { workerData: data });
  const waiting = new Map<string, ((message: unknown) => void)[]>();
  worker.on('message', (message: { kind: string }) => {
    const queue = waiting.get(message.kind);
    queue?.shift()?.(message);
  });
  worker.on('error', (error) => {
    throw error;
  });
  const next = <T>(kind: string): Promise<T> =>
    new Promise((resolve) => waiting.set(kind, [...(waiting.get(kind) ?? []), resolve as (m: unknown) => void]));
  const desk: DeskWorker = {
    worker,
    table: Number(data['index']) + 1,
    games: [],
    ask: <T>(command: DeskCommand, answer: string) => {
      const reply = next<T>(answer);
      worker.postMessage(command);
      return reply;
    },
  };
  return next('joined').then(() => desk);
}

/** y-websocket's provider listens for the process's exit, one listener per desk. */
process.setMaxListeners(100);

export async function benchEvent(
  size: { desks?: number; rounds?: number; log?: (m: string) => void } = {},
): Promise<EventBench> {
  const DESKS = size.desks ?? DESK_COUNT;
  const ROUNDS = size.rounds ?? ROUND_COUNT;
  const log = size.log ?? (() => undefined);
  const folder = mkdtempSync(join(tmpdir(), 'nightwarden-bench-event-'));
  const rng = seededRng(2026);
  const random = (): number => rng.int(0, 999_999) / 1_000_000;
  const now = (): number => performance.timeOrigin + performance.now();
  const players = Array.from(
    { length: DESKS * PER_TABLE },
    (_, i) => `${DEFAULT_NAMES[i % DEFAULT_NAMES.length]} ${i + 1}`,
  );
  const hub = laptop(folder, 'hub', 'hub');
  const rounds = Array.from({ length: ROUNDS }, (_, r) => {
    const order = shuffle(seededRng(r + 1), players);
    return {
      number: r + 1,
      tables: Array.from({ length: DESKS }, (_, t) => ({
        table: t + 1,
        players: order.slice(t * PER_TABLE, (t + 1) * PER_TABLE),
        deck: DECK,
        gameId: null,
      })),
    };
  });
  const eventId = 'event-bench';
  const event = {
    format: 'nightwarden-event/1',
    id: eventId,
    name: 'Bench Open',
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    players,
    scoring: { win: 1, loss: 0, survivedWin: 0, specialTeamWin: 0 },
    maxTableSize: PER_TABLE,
    preset: null,
    rounds,
  };
  unwrap(hub.session.tournaments.importEvent({ text: JSON.stringify(event), source: 'bench' }));
  const ports = { now: () => new Date(), newId: () => Math.random().toString(36).slice(2) };
  const hubRooms = new RoomService({ store: hub.store, session: hub.session, ports, root: folder });
  const room = unwrap(await hubRooms.openRoom(eventId, '127.0.0.2', 0));

  // The desks' code, bundled once for their worker threads.
  const deskFile = join(process.cwd(), 'out/bench/bench-event-desk.mjs');
  buildSync({
    entryPoints: [join(process.cwd(), 'scripts/bench-event-desk.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: deskFile,
    logLevel: 'warning',
  });
  const desks = await Promise.all(
    Array.from({ length: DESKS }, (_, index) =>
      deskWorker(deskFile, { folder, index, code: room.joinCode, eventId, rounds: ROUNDS }),
    ),
  );
  for (const device of unwrap(hubRooms.status(eventId))!.devices) unwrap(hubRooms.admit(eventId, device.id, {}));
  await Promise.all(desks.map((desk) => desk.ask({ kind: 'wait-event' }, 'event-ready')));
  log('desks ready');
  // Every table's games are played first, each desk on its own archive.
  await Promise.all(
    desks.map(async (desk) => {
      desk.games = (await desk.ask<{ games: string[] }>({ kind: 'play' }, 'played')).games;
    }),
  );
  log('games played');

  const hubHub = hubRooms.hubOf(eventId)!;
  /** A game counts once the hub's event links it to its table and its archive holds it finished. */
  const counts = (id: string): boolean => {
    const entry = hubHub.current.games.get(id) as { round: number; table: number } | undefined;
    if (!entry || hub.store.game(id)?.phase !== 'revealed') return false;
    const stored = hub.store.tournament(eventId)?.data as
      { rounds: { tables: { gameId: string | null }[] }[] } | undefined;
    return stored?.rounds[entry.round - 1]?.tables[entry.table - 1]?.gameId === id;
  };
  const pushedAt = new Map<string, number>();
  /** When the hub's standings first counted each game (the same clock as the desks': the epoch). */
  const countedAt = new Map<string, number>();
  const seen = new Set<string>();
  /** Only the games pushed and not yet counted are looked at. */
  const waiting = new Set<string>();
  /** Games pushed while their desk was offline: their wait is the network's (mergeAfterOfflineMs). */
  const offlineGames = new Set<string>();
  const observe = (): void => {
    const at = now();
    for (const id of waiting)
      if (counts(id)) {
        waiting.delete(id);
        seen.add(id);
        countedAt.set(id, at);
      }
  };
  hubHub.onChange((update) => {
    if (update) observe();
  });

  const offline = desks.slice(0, OFFLINE_DESKS);
  for (let r = 1; r <= ROUNDS; r++) {
    if (r === ROUNDS - OFFLINE_ROUNDS + 1)
      await Promise.all(offline.map((desk) => desk.ask({ kind: 'disconnect' }, 'done')));
    const round = desks.map((desk) => desk.games[r - 1]!);
    for (const desk of desks) {
      const id = desk.games[r - 1]!;
      waiting.add(id);
      if (r > ROUNDS - OFFLINE_ROUNDS && offline.includes(desk)) offlineGames.add(id);
    }
    // The tables of a round finish within the same second, in any order.
    await Promise.all(
      desks.map(
        (desk) =>
          new Promise<void>((resolve) =>
            setTimeout(
              () => {
                void desk.ask<{ id: string; at: number }>({ kind: 'push', round: r }, 'pushed').then(({ id, at }) => {
                  if (!offlineGames.has(id)) pushedAt.set(id, at);
                  resolve();
                });
              },
              Math.floor(random() * 1000),
            ),
          ),
      ),
    );
    const waitFor = round.filter((id) => !offlineGames.has(id));
    await until(hubRooms, () => {
      observe();
      return waitFor.every((id) => seen.has(id));
    });
    log(`round ${r} done`);
  }
  // The two desks get the network back: their queued games merge.
  const queued = [...offlineGames];
  const back = Math.min(
    ...(await Promise.all(offline.map((desk) => desk.ask<{ at: number }>({ kind: 'reconnect' }, 'reconnected')))).map(
      (m) => m.at,
    ),
  );
  await until(hubRooms, () => {
    observe();
    return queued.every((id) => seen.has(id));
  });
  const mergeAfterOfflineMs = now() - back;

  const all = desks.flatMap((d) => d.games);
  const finalCounted = new Set(all.filter(counts));
  const received = hub.store.list();
  const duplicates =
    hubRooms.hubStore.logCount(eventId, 'game-received') -
    new Set(all).size +
    (received.length - new Set(received.map((g) => g.id)).size) +
    unwrap(hubRooms.status(eventId))!.conflicts.length;
  const lost = all.filter((id) => !finalCounted.has(id)).length;

  const sorted = [...pushedAt].map(([id, at]) => countedAt.get(id)! - at).sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
  await Promise.all(desks.map((desk) => desk.ask({ kind: 'close' }, 'closed')));
  await Promise.all(desks.map((desk) => desk.worker.terminate()));
  await hubRooms.closeAll();
  hub.store.close();
  rmSync(folder, { recursive: true, force: true });
  return {
    desks: DESKS,
    games: all.length,
    pushToStandingsMsP95: Math.round(p95),
    mergeAfterOfflineMs: Math.round(mergeAfterOfflineMs),
    duplicates: Math.max(0, duplicates),
    lost,
  };
}
