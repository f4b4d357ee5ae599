/**
 * `npm run -s bench -- event [--json]`: a live event across laptops on loopback, in one process. The hub
 * (the organiser's console, its room on 127.0.0.2) and 20 table desks (each its own archive, leaving from
 * 127.0.0.10…29) joined with the code and admitted; 100 players, 20 rounds of 20 tables of 5: 400 games.
 * Each round, every desk plays its table's game (the engine's seeded random legal game, through the
 * session as a moderator would) and pushes it at a random moment of a one-second window, as tables finish
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
import { RoomService } from '../src/main/hub/room-service.ts';
import { Store } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';
import type { GameView } from '../src/shared/views.ts';

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

/** Plays a table's game to its reveal: the first legal choice on mandatory calls, a pass otherwise. */
function play(session: Session, eventId: string, round: number, table: number, rng: () => number): string {
  const game = unwrap(session.tournaments.startEventGame(eventId, round, table));
  let view: GameView = unwrap(session.startNight(game.id));
  while (view.phase === 'dusk' || view.phase === 'night') {
    const choice = view.call!.choice;
    if (choice.kind === 'target' && choice.mandatory)
      view = unwrap(session.answer(game.id, { target: choice.seats.find((s) => s.legal)!.seat }));
    else view = unwrap(session.pass(game.id));
  }
  const n = view.players.length;
  unwrap(
    session.vote(
      game.id,
      view.players.map((_, seat) => (seat + 1 + Math.floor(rng() * (n - 1))) % n),
    ),
  );
  return game.id;
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
  const event = {
    format: 'nightwarden-event/1',
    id: 'event-bench',
    name: 'Bench Open',
    startDate: '2026-12-01',
    endDate: '2026-12-01',
    players,
    scoring: { win: 1, loss: 0, survivedWin: 0, specialTeamWin: 0 },
    maxTableSize: PER_TABLE,
    preset: null,
    rounds,
  };
  const eventId = event.id;
  unwrap(hub.session.tournaments.importEvent({ text: JSON.stringify(event), source: 'bench' }));
  const ports = { now: () => new Date(), newId: () => Math.random().toString(36).slice(2) };
  const hubRooms = new RoomService({
    store: hub.store,
    session: hub.session,
    ports,
    root: folder,
    limits: { resyncMs: 5000 },
  });
  const room = unwrap(await hubRooms.openRoom(event.id, '127.0.0.2', 0));

  const desks = [];
  for (let d = 0; d < DESKS; d++) {
    const l = laptop(folder, `desk-${d + 1}`, `d${d + 1}`);
    const rooms = new RoomService({
      store: l.store,
      session: l.session,
      ports,
      root: folder,
      bind: `127.0.0.${10 + d}`,
    });
    unwrap(await rooms.join(room.joinCode, { name: `Table ${d + 1}`, role: 'table', tables: [d + 1] }));
    desks.push({ ...l, rooms, table: d + 1, games: [] as string[] });
  }
  const status = unwrap(hubRooms.status(event.id))!;
  for (const device of status.devices) unwrap(hubRooms.admit(event.id, device.id, {}));
  for (const desk of desks)
    await until(desk.rooms, () => desk.session.tournaments.stored(event.id)?.rounds.length === ROUNDS);
  log('desks ready');

  const hubHub = hubRooms.hubOf(event.id)!;
  /** A game counts once the hub's event links it to its table and its archive holds it finished. */
  const counts = (id: string): boolean => {
    const entry = hubHub.current.games.get(id) as { round: number; table: number } | undefined;
    if (!entry || hub.store.game(id)?.phase !== 'revealed') return false;
    const event = hub.store.tournament(eventId)?.data as
      { rounds: { number: number; tables: { table: number; gameId: string | null }[] }[] } | undefined;
    return event?.rounds[entry.round - 1]?.tables[entry.table - 1]?.gameId === id;
  };
  // When each game was pushed, and when the hub's standings first counted it.
  const pushedAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  /** Games pushed while their desk was offline: their wait is the network's (mergeAfterOfflineMs). */
  const offlineGames = new Set<string>();
  /** Only the games pushed and not yet counted are looked at. */
  const waiting = new Set<string>();
  const observe = (): void => {
    const now = performance.now();
    for (const id of waiting)
      if (counts(id)) {
        waiting.delete(id);
        seen.add(id);
        const at = pushedAt.get(id);
        if (at !== undefined) latencies.push(now - at);
      }
  };
  hubHub.onChange((update) => {
    if (update) observe();
  });

  // Every table's games are played first, each on its desk's own archive: on a real desk this is its own
  // machine's work; here it would hold up the hub's thread. What is timed is the push and what follows.
  for (let r = 1; r <= ROUNDS; r++)
    for (const desk of desks) desk.games.push(play(desk.session, event.id, r, desk.table, random));
  log('games played');

  const offline = desks.slice(0, OFFLINE_DESKS);
  for (let r = 1; r <= ROUNDS; r++) {
    if (r === ROUNDS - OFFLINE_ROUNDS + 1) for (const desk of offline) desk.rooms.deskOf(event.id)!.disconnect();
    const round: string[] = [];
    // The tables of a round finish within the same second, in any order.
    await Promise.all(
      desks.map(
        (desk) =>
          new Promise<void>((resolve) =>
            setTimeout(
              () => {
                const id = desk.games[r - 1]!;
                round.push(id);
                waiting.add(id);
                if (r > ROUNDS - OFFLINE_ROUNDS && offline.includes(desk)) offlineGames.add(id);
                else pushedAt.set(id, performance.now());
                desk.rooms.gameChanged(id);
                resolve();
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
  const back = performance.now();
  for (const desk of offline) desk.rooms.deskOf(event.id)!.reconnect();
  await until(hubRooms, () => {
    observe();
    return queued.every((id) => seen.has(id));
  });
  const mergeAfterOfflineMs = performance.now() - back;

  const all = desks.flatMap((d) => d.games);
  const finalCounted = new Set(all.filter(counts));
  const received = hub.store.list();
  const duplicates =
    hubRooms.hubStore.logCount(event.id, 'game-received') -
    new Set(all).size +
    (received.length - new Set(received.map((g) => g.id)).size) +
    unwrap(hubRooms.status(event.id))!.conflicts.length;
  const lost = all.filter((id) => !finalCounted.has(id)).length;

  const sorted = latencies.sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0;
  for (const desk of desks) await desk.rooms.closeAll();
  await hubRooms.closeAll();
  for (const l of [hub, ...desks]) l.store.close();
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
