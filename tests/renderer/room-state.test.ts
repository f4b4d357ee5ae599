/**
 * A live event in the renderer: the room's page (the address's token, the phone's table, seat and standing,
 * the hub's clock, the tables still playing), and the console's Room tab and desk panel (their calls and
 * what they keep), driven by fakes of the contract.
 */
import { describe, expect, it } from 'vitest';
import type { DeskStatusView, RoomStatusView, RoomView } from '../../src/shared/hub-contract.ts';
import type { SessionResult } from '../../src/shared/session-contract.ts';
import { RoomState, asRoomView, readAddress } from '../../src/renderer/src/room/room-state.svelte.ts';
import { DeskJoinState, RoomPanelState, parseTables } from '../../src/renderer/src/events/room-state.svelte.ts';

const VIEW: RoomView = {
  event: 'Harvest Night',
  round: 2,
  rounds: 2,
  tables: [
    { table: 1, players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], finished: true },
    { table: 2, players: ['Fay', 'Gus', 'Hal', 'Ida', 'Jon'], finished: false },
  ],
  standings: [
    { rank: 1, name: 'Ida', points: 4, wins: 1, games: 2, headToHead: 0, tied: false },
    { rank: 2, name: 'Ann', points: 3, wins: 1, games: 2, headToHead: 0, tied: false },
    { rank: 3, name: 'Anna', points: 0, wins: 0, games: 2, headToHead: 0, tied: false },
  ],
  scoring: { en: ['Win: 3 points'], fr: ['Victoire : 3 points'] },
  gamesCounted: 3,
  serverTime: '2026-10-10T20:15:00.000Z',
};

describe('the room’s page', () => {
  it('reads its mode and token from the address’s fragment only, and refuses anything else', () => {
    expect(readAddress('#projector.abcdefghijklmnopqrstuvwx')).toEqual({
      mode: 'projector',
      token: 'abcdefghijklmnopqrstuvwx',
    });
    expect(readAddress('#phone.abcdefghijklmnopqrstuvwx')?.mode).toBe('phone');
    for (const bad of [
      '',
      '#console.abcdefghijklmnopqrstuvwx',
      '#phone.short',
      '#phone.abc<script>defghijklmnop',
      '?token=x',
    ])
      expect(readAddress(bad)).toBeNull();
    expect(asRoomView({ event: 'x' })).toBeNull();
    expect(asRoomView(VIEW)).toBe(VIEW);
  });

  it('shows a phone its table, seat and standing, and lets it search and change the name', () => {
    const state = new RoomState('phone', () => Date.parse('2026-10-10T20:14:00.000Z'));
    state.receive(VIEW);
    state.search = 'ann';
    expect(state.names).toEqual(['Ann', 'Anna']);
    state.choose('Ida');
    expect(state.search).toBe('');
    expect(state.seat).toEqual({ table: 2, seat: 4, players: VIEW.tables[1]!.players });
    expect(state.standing).toMatchObject({ rank: 1, points: 4 });
    state.choose('Anna');
    expect(state.seat).toBeNull(); // not seated this round
    // A name gone from the event (unregistered) is forgotten.
    state.receive({ ...VIEW, standings: VIEW.standings.slice(0, 2) });
    expect(state.name).toBeNull();
  });

  it('keeps the hub’s time, and lists the tables still playing', () => {
    let now = Date.parse('2026-10-10T20:14:00.000Z');
    const state = new RoomState('projector', () => now);
    state.receive(VIEW); // the hub is a minute ahead
    now += 30_000;
    state.tick();
    const hub = new Date(Date.parse(VIEW.serverTime) + 30_000);
    expect(state.time).toBe(`${String(hub.getHours()).padStart(2, '0')}:${String(hub.getMinutes()).padStart(2, '0')}`);
    expect(state.playing).toEqual([2]);
    expect(state.status).toBe('live');
  });
});

const ok = <T>(value: T): Promise<SessionResult<T>> => Promise.resolve({ ok: true, value });

function roomStatus(over: Partial<RoomStatusView> = {}): RoomStatusView {
  return {
    eventId: 'event-1',
    open: true,
    address: '192.168.1.20',
    port: 41000,
    joinCode: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01',
    phoneUrl: 'http://192.168.1.20:41000/room.html#phone.t',
    projectorUrl: 'http://192.168.1.20:41000/room.html#projector.t',
    qrDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=',
    devices: [
      {
        id: 'desk-1',
        name: 'Table 3',
        role: 'table',
        tables: [3],
        status: 'pending',
        address: '192.168.1.31',
        connected: false,
        lastSeen: null,
        outOfTouch: false,
      },
    ],
    refused: [],
    conflicts: [],
    log: [],
    present: {},
    ...over,
  };
}

describe('the Room tab', () => {
  it('parses table lists', () => {
    expect(parseTables('3, 1 2')).toEqual([1, 2, 3]);
    expect(parseTables('')).toEqual([]);
    expect(parseTables('1, 1')).toBeNull();
    expect(parseTables('0')).toBeNull();
    expect(parseTables('two')).toBeNull();
  });

  it('opens the room on the chosen network, admits a desk with its role and tables, checks a player in', async () => {
    const calls: unknown[][] = [];
    let status: RoomStatusView | null = null;
    const api = {
      hubInterfaces: () =>
        ok([
          { name: 'lo', address: '127.0.0.1', internal: true },
          { name: 'wlan0', address: '192.168.1.20', internal: false },
        ]),
      eventRoomStatus: () => ok(status),
      openEventRoom: (...args: unknown[]) => {
        calls.push(['open', ...args]);
        status = roomStatus();
        return ok(status);
      },
      closeEventRoom: () => ok(null),
      admitDesk: (...args: unknown[]) => {
        calls.push(['admit', ...args]);
        return ok(
          roomStatus({ devices: [{ ...roomStatus().devices[0]!, status: 'admitted', role: 'judge', tables: [3, 4] }] }),
        );
      },
      refuseDesk: () => ok(roomStatus()),
      chooseResult: () => ok(roomStatus()),
      checkIn: (...args: unknown[]) => {
        calls.push(['checkIn', ...args]);
        return ok({ Ann: true });
      },
    };
    const room = new RoomPanelState(api as never, 'event-1');
    await room.load();
    expect(room.address).toBe('192.168.1.20'); // the first non-internal network by default
    expect(await room.open()).toBe(true);
    expect(calls[0]).toEqual(['open', 'event-1', { address: '192.168.1.20' }]);
    expect(room.roles['desk-1']).toBe('table');
    room.roles['desk-1'] = 'judge';
    room.tables['desk-1'] = '4, 3';
    expect(await room.admit('desk-1')).toBe(true);
    expect(calls[1]).toEqual(['admit', 'event-1', 'desk-1', { role: 'judge', tables: [3, 4] }]);
    room.tables['desk-1'] = '3, x';
    expect(await room.admit('desk-1')).toBe(false);
    expect(room.failure?.message).toMatch(/table numbers are 1 to 100/);
    expect(await room.checkIn('Ann', true)).toBe(true);
    expect(room.status?.present).toEqual({ Ann: true });
  });

  it('a desk asks to join with the code, then lists its state; a refusal is shown', async () => {
    const desks: DeskStatusView[] = [];
    const api = {
      joinEventRoom: (input: { code: string; request: { name: string } }) => {
        if (input.code === 'bad')
          return Promise.resolve({
            ok: false,
            error: { code: 'input/invalid', message: 'this is not a join code' },
          } as const);
        desks.push({
          eventId: 'event-1',
          hub: '192.168.1.20:41000',
          name: input.request.name,
          role: 'table',
          tables: [3],
          state: 'waiting',
          since: null,
          queued: 0,
          refusedChanges: [],
          present: {},
        });
        return ok(desks[0]!);
      },
      deskStatus: () => ok([...desks]),
      leaveEventRoom: () => {
        desks.length = 0;
        return ok(null);
      },
    };
    const desk = new DeskJoinState(api as never);
    desk.code = 'bad';
    desk.name = 'Table 3';
    desk.tables = '3';
    expect(await desk.join()).toBe(false);
    expect(desk.failure?.message).toBe('this is not a join code');
    desk.code = ' ABCD-EFGH-JKMN-PQRS-TVWX-YZ01 ';
    expect(await desk.join()).toBe(true);
    expect(desk.desks.map((d) => [d.name, d.state])).toEqual([['Table 3', 'waiting']]);
    expect(await desk.leave('event-1')).toBe(true);
    expect(desk.desks).toEqual([]);
  });
});
