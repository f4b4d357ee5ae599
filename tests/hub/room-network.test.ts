/**
 * The room over the network, in one process on loopback addresses: the hub served on 127.0.0.2, desks
 * leaving from 127.0.0.3 and 127.0.0.4. A desk asks to join with the code, waits for the organiser, gets
 * the event, plays its table and the game reaches the hub's standings; a desk offline keeps its games in
 * its outbox (across its own restart) and they merge when the hub is back; a refused change is dropped
 * with its reason and the desk starts again from the hub's event. Every wait is on an event.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connect } from 'node:net';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { TimedTextNarration } from '../../src/main/host/text-narration.ts';
import { encodeJoinCode } from '../../src/shared/hub-contract.ts';
import { RoomService } from '../../src/main/hub/room-service.ts';
import { unwrap } from '../session/helpers.ts';
import { DECK, PLAYERS, laptop, ports, type Laptop } from './helpers.ts';

const ROOT = join(import.meta.dirname, '../../out/renderer');
const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (running.length > 0) await running.pop()!();
});

/** Resolves when `check` holds, tested again at every change `on` announces (and every second, for safety). */
function until<T>(on: (listener: () => void) => () => void, check: () => T | null | undefined | false): Promise<T> {
  return new Promise((resolve) => {
    let stop = (): void => undefined;
    const test = (): void => {
      const value = check();
      if (value) {
        stop();
        clearInterval(timer);
        resolve(value);
      }
    };
    const timer = setInterval(test, 1000);
    stop = on(test);
    test();
  });
}

function service(l: Laptop, bind: string, prefix: string): RoomService {
  const rooms = new RoomService({
    store: l.store,
    session: l.session,
    ports: ports(prefix),
    root: ROOT,
    bind,
    limits: { resyncMs: 500 },
  });
  running.push(() => rooms.closeAll());
  return rooms;
}

function organiserLaptop() {
  const l = laptop('hub');
  const event = unwrap(
    l.session.tournaments.createEvent({
      name: 'Autumn Open',
      startDate: '2026-10-01',
      players: PLAYERS,
      maxTableSize: 6,
    }),
  );
  const round = unwrap(l.session.tournaments.proposeRound(event.id, { seed: 5 })).rounds[0]!;
  unwrap(
    l.session.tournaments.saveRound(event.id, {
      number: 1,
      tables: round.tables.map((t) => ({ table: t.table, players: [...t.players], deck: DECK as never })),
    }),
  );
  return { l, eventId: event.id, rooms: service(l, '127.0.0.2', 'hub') };
}

/** Plays the desk's table of round 1 through its events ("Play here"), to the reveal. */
function playTable(desk: Laptop, rooms: RoomService, eventId: string, table: number, votesFor = 0): string {
  const game = unwrap(desk.session.tournaments.startEventGame(eventId, 1, table));
  let view = unwrap(desk.session.startNight(game.id));
  while (view.phase === 'dusk' || view.phase === 'night') view = unwrap(desk.session.pass(game.id));
  unwrap(
    desk.session.vote(
      game.id,
      view.players.map((_, seat) => (seat === votesFor ? (seat + 1) % view.players.length : votesFor)),
    ),
  );
  rooms.gameChanged(game.id);
  return game.id;
}

async function joinedDesk(
  hub: ReturnType<typeof organiserLaptop>,
  bind: string,
  name: string,
  tables: number[],
  prefix: string,
) {
  const status = unwrap(hub.rooms.status(hub.eventId))!;
  const l = laptop(prefix);
  const rooms = service(l, bind, prefix);
  const joined = unwrap(await rooms.join(status.joinCode, { name, role: 'table', tables }));
  expect(joined.state).toBe('waiting');
  const device = await until(hub.rooms.onChange.bind(hub.rooms), () =>
    unwrap(hub.rooms.status(hub.eventId))!.devices.find((d) => d.name === name),
  );
  expect(device.status).toBe('pending');
  expect(device.address).toBe(bind);
  unwrap(hub.rooms.admit(hub.eventId, device.id, {}));
  await until(rooms.onChange.bind(rooms), () => l.session.tournaments.stored(hub.eventId)?.rounds.length === 1);
  return { l, rooms, deviceId: device.id };
}

describe('a live event across laptops', () => {
  it('a desk joins with the code, is admitted, plays its table, and the game reaches the hub’s standings', async () => {
    const hub = organiserLaptop();
    const open = unwrap(await hub.rooms.openRoom(hub.eventId, '127.0.0.2', 0));
    expect(open.joinCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
    expect(open.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(open.phoneUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.2:${open.port}/room\\.html#phone\\.`));
    const desk = await joinedDesk(hub, '127.0.0.3', 'Table one', [1], 'd1');
    const gameId = playTable(desk.l, desk.rooms, hub.eventId, 1);
    await until(hub.rooms.onChange.bind(hub.rooms), () => hub.l.store.game(gameId)?.phase === 'revealed');
    await until(desk.rooms.onChange.bind(desk.rooms), () => unwrap(desk.rooms.deskStatus())[0]!.queued === 0);
    expect(unwrap(hub.l.session.tournaments.standings(hub.eventId)).gamesCounted).toBe(1);
    expect(
      hub.rooms
        .hubOf(hub.eventId)!
        .roomView()
        .tables.find((t) => t.table === 1)!.finished,
    ).toBe(true);
    const status = unwrap(hub.rooms.status(hub.eventId))!;
    expect(status.devices[0]).toMatchObject({
      name: 'Table one',
      status: 'admitted',
      connected: true,
      outOfTouch: false,
    });
    expect(status.log.find((e) => e.kind === 'game-received')?.params).toEqual({
      gameId,
      round: '1',
      table: '1',
      by: 'Table one',
    });
  });

  it('a desk offline keeps its game in its outbox, across its own restart, and it merges when the hub is back', async () => {
    const hub = organiserLaptop();
    const open = unwrap(await hub.rooms.openRoom(hub.eventId, '127.0.0.2', 0));
    const desk = await joinedDesk(hub, '127.0.0.4', 'Table two', [2], 'd2');
    unwrap(await hub.rooms.closeRoom(hub.eventId));
    await until(desk.rooms.onChange.bind(desk.rooms), () => unwrap(desk.rooms.deskStatus())[0]!.state === 'offline');
    const gameId = playTable(desk.l, desk.rooms, hub.eventId, 2);
    expect(unwrap(desk.rooms.deskStatus())[0]!.queued).toBe(1);
    // The desk restarts while offline: its outbox and its replica come back from its archive.
    await desk.rooms.closeAll();
    desk.l.store.close();
    const again = laptop('d2b', desk.l.path);
    const restarted = service(again, '127.0.0.4', 'd2b');
    restarted.resume();
    expect(unwrap(restarted.deskStatus())[0]).toMatchObject({ queued: 1 });
    // The hub comes back on the same address and port: the game arrives, once.
    const reopened = unwrap(await hub.rooms.openRoom(hub.eventId, '127.0.0.2'));
    expect(reopened.port).toBe(open.port);
    await until(hub.rooms.onChange.bind(hub.rooms), () => hub.l.store.game(gameId)?.phase === 'revealed');
    await until(restarted.onChange.bind(restarted), () => unwrap(restarted.deskStatus())[0]!.queued === 0);
    expect(hub.l.store.list().filter((g) => g.id === gameId)).toHaveLength(1);
    expect(hub.l.hubStore.logCount(hub.eventId, 'game-received')).toBe(1);
  });

  it('a refused change is dropped with the hub’s reason; the desk starts again from the hub’s event and goes on', async () => {
    const hub = organiserLaptop();
    unwrap(await hub.rooms.openRoom(hub.eventId, '127.0.0.2', 0));
    const desk = await joinedDesk(hub, '127.0.0.3', 'Table one', [1], 'd3');
    // The organiser makes the desk a table desk of table 2 only while it is connected (its role changed).
    const deviceId = desk.deviceId;
    unwrap(hub.rooms.admit(hub.eventId, deviceId, { tables: [2] }));
    const gameId = playTable(desk.l, desk.rooms, hub.eventId, 1);
    const refused = await until(
      desk.rooms.onChange.bind(desk.rooms),
      () => unwrap(desk.rooms.deskStatus())[0]!.refusedChanges[0],
    );
    expect(refused.what).toBe(`game ${gameId} (round 1, table 1)`);
    expect(refused.problems.join('\n')).toMatch(/a desk sends the games of its own tables only/);
    await until(desk.rooms.onChange.bind(desk.rooms), () => {
      const s = unwrap(desk.rooms.deskStatus())[0]!;
      return s.state === 'connected' && s.queued === 0;
    });
    expect(hub.l.store.has(gameId)).toBe(false);
    // Back to table 1: the desk's next change goes through.
    unwrap(hub.rooms.admit(hub.eventId, deviceId, { tables: [1] }));
    const status = unwrap(hub.rooms.status(hub.eventId))!;
    expect(status.devices.find((d) => d.id === deviceId)!.tables).toEqual([1]);
  });

  it('refuses a wrong join code and an unknown token, and lists them for the organiser', async () => {
    const hub = organiserLaptop();
    const open = unwrap(await hub.rooms.openRoom(hub.eventId, '127.0.0.2', 0));
    const l = laptop('x');
    const rooms = service(l, '127.0.0.5', 'x');
    const wrong = encodeJoinCode({ address: '127.0.0.2', port: open.port, secret: '0123456789abcdef' });
    const result = await rooms.join(wrong, { name: 'Intruder', role: 'judge', tables: [] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/this join code is not the room’s/);
    // A desk socket with a token the hub never gave.
    const socket = new WebSocket(
      `ws://127.0.0.2:${open.port}/hub/desk/${hub.eventId}`,
      ['nightwarden-desk.1', `nwt.${'x'.repeat(43)}`],
      {
        localAddress: '127.0.0.5',
      },
    );
    const refusedWith = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    socket.terminate();
    expect(refusedWith).toBe(403);
    const status = unwrap(hub.rooms.status(hub.eventId))!;
    expect(status.devices).toEqual([]);
    expect(status.refused.map((r) => [r.address, r.reason])).toEqual([
      ['127.0.0.5', 'unknown-desk'],
      ['127.0.0.5', 'wrong-code'],
    ]);
  });

  it('serves nothing until opened, and closes with the event when it is deleted', async () => {
    const hub = organiserLaptop();
    expect(unwrap(hub.rooms.status(hub.eventId))).toBeNull();
    const dispatch = createDispatcher({
      session: hub.l.session,
      narration: new TimedTextNarration(0),
      keepAwake: () => undefined,
      rooms: hub.rooms,
    });
    const opened = await dispatch('openEventRoom', [hub.eventId, { address: '127.0.0.2' }]);
    expect(opened.ok).toBe(true);
    const port = (opened as { ok: true; value: { port: number } }).value.port;
    expect(await reachable(port)).toBe(true);
    expect((await dispatch('deleteEvent', [hub.eventId])).ok).toBe(true);
    expect(await reachable(port)).toBe(false);
    expect(hub.rooms.hubOf(hub.eventId)).toBeNull();
  });
});

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.2' });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
