import { networkInterfaces } from 'node:os';
import QRCode from 'qrcode';
import {
  HUB_PATHS,
  encodeJoinCode,
  type DeskRequest,
  type DeskStatusView,
  type HubRole,
  type InterfaceView,
  type RoomStatusView,
} from '../../shared/hub-contract.ts';
import type { SessionResult } from '../../shared/session-contract.ts';
import { HubStore, type RoomRow } from '../persistence/hub-store.ts';
import type { Store } from '../persistence/store.ts';
import { CommandError } from '../session/fold.ts';
import type { Session } from '../session/session.ts';
import { DeskRoom, askToJoin } from './desk.ts';
import { recordVersion, type GameEntry } from './event-doc.ts';
import { EventHub } from './hub.ts';
import { roomSecret, startHubServer, type HubLimits, type HubServer } from './hub-server.ts';

/**
 * The console's side of a live event across laptops: opening an event to the room (the hub and its
 * server), and joining another laptop's room as a desk. One object per console, given to the dispatcher;
 * nothing here runs until the organiser opens a room or the moderator joins one (off by default).
 */

export interface RoomServiceOptions {
  readonly store: Store;
  readonly session: Session;
  readonly ports: { readonly now: () => Date; readonly newId: () => string };
  /** The built renderer: the room's page and its assets. */
  readonly root: string;
  /** The address this console's desk sockets leave from (tests: a loopback address of their own). */
  readonly bind?: string;
  readonly limits?: Partial<HubLimits>;
  readonly log?: (message: string) => void;
}

interface OpenRoom {
  readonly hub: EventHub;
  readonly server: HubServer;
  readonly room: RoomRow;
  readonly qr: string;
}

const isLoopback = (address: string): boolean => address.startsWith('127.');

export class RoomService {
  readonly hubStore: HubStore;
  private readonly open = new Map<string, OpenRoom>();
  private readonly desks = new Map<string, DeskRoom>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: RoomServiceOptions) {
    this.hubStore = new HubStore(options.store);
  }

  private get session(): Session {
    return this.options.session;
  }

  private run<T>(work: () => T): SessionResult<T> {
    try {
      return { ok: true, value: work() };
    } catch (e) {
      const failure = this.session.failureOf(e);
      if (failure) return failure;
      throw e;
    }
  }

  private async runAsync<T>(work: () => Promise<T>): Promise<SessionResult<T>> {
    try {
      return { ok: true, value: await work() };
    } catch (e) {
      const failure = this.session.failureOf(e);
      if (failure) return failure;
      throw e;
    }
  }

  /** Hears any change the console may want to show (a desk's state, a game that arrived). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** The machine's IPv4 addresses, to choose the one the room is served on. */
  interfaces(): InterfaceView[] {
    const out: InterfaceView[] = [];
    for (const [name, list] of Object.entries(networkInterfaces()))
      for (const item of list ?? [])
        if (item.family === 'IPv4') out.push({ name, address: item.address, internal: item.internal });
    return out.sort((a, b) => Number(a.internal) - Number(b.internal) || a.name.localeCompare(b.name));
  }

  // --- the organiser's room ---------------------------------------------------------------------------------

  openRoom(eventId: string, address: string, port?: number): Promise<SessionResult<RoomStatusView>> {
    return this.runAsync(async () => {
      const already = this.open.get(eventId);
      if (already) {
        if (already.room.address === address) return this.statusOf(eventId)!;
        throw new CommandError(
          'hub/open',
          `the event is open to the room at ${already.room.address}:${already.room.port}: close it first`,
        );
      }
      if (this.session.tournaments.stored(eventId) === null)
        throw new CommandError('event/not-found', `no event ${eventId} in the archive`);
      if (this.hubStore.membership(eventId))
        throw new CommandError(
          'hub/is-desk',
          'this laptop joined this event as a desk: only the organiser’s laptop opens it to the room',
        );
      // Loopback addresses are this machine only (tests, a projector on this laptop); others must be its own.
      if (!isLoopback(address) && !this.interfaces().some((i) => i.address === address))
        throw new CommandError(
          'hub/address',
          `${address} is not an address of this computer (its addresses: ${this.interfaces()
            .map((i) => i.address)
            .join(', ')})`,
        );
      const previous = this.hubStore.room(eventId);
      const sameAddress = previous?.address === address;
      const room: RoomRow = {
        eventId,
        address,
        port: port || (sameAddress ? previous.port : 0),
        joinSecret: previous?.joinSecret ?? roomSecret(8),
        viewToken: previous?.viewToken ?? roomSecret(24),
        open: true,
        openedAt: this.options.ports.now().toISOString(),
      };
      const hub = new EventHub(eventId, this.options.store, this.hubStore, this.session, this.options.ports);
      let server: HubServer;
      try {
        server = await startHubServer({
          hub,
          room,
          root: this.options.root,
          ...(this.options.limits ? { limits: this.options.limits } : {}),
          ...(this.options.log ? { log: this.options.log } : {}),
        });
      } catch (error) {
        hub.destroy();
        const code = (error as NodeJS.ErrnoException).code;
        throw new CommandError(
          'hub/cannot-open',
          code === 'EADDRINUSE'
            ? `port ${room.port} of ${address} is in use by another program: open the room on another port (0: any free one)`
            : code === 'EADDRNOTAVAIL'
              ? `${address} is not an address of this computer now (did the network change?)`
              : `the room could not be opened on ${address}: ${(error as Error).message}`,
        );
      }
      const opened = { ...room, port: server.port };
      this.hubStore.saveRoom(opened);
      const phone = `${server.origin}${HUB_PATHS.page}#phone.${opened.viewToken}`;
      const qr = `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(phone, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      ).toString('base64')}`;
      this.open.set(eventId, { hub, server, room: opened, qr });
      this.session.tournaments.observe(eventId, {
        check: () => [],
        saved: (before, after) => hub.organiserSaved(before, after),
      });
      hub.onChange(() => this.notify());
      this.hubStore.log(eventId, opened.openedAt, 'room-opened', { address, port: server.port });
      return this.statusOf(eventId)!;
    });
  }

  closeRoom(eventId: string): Promise<SessionResult<null>> {
    return this.runAsync(async () => {
      const open = this.open.get(eventId);
      if (!open) return null;
      this.open.delete(eventId);
      this.session.tournaments.observe(eventId, null);
      await open.server.close();
      open.hub.destroy();
      this.hubStore.saveRoom({ ...open.room, open: false });
      this.hubStore.log(eventId, this.options.ports.now().toISOString(), 'room-closed', {});
      return null;
    });
  }

  private openRoomOf(eventId: string): OpenRoom {
    const open = this.open.get(eventId);
    if (!open) throw new CommandError('hub/closed', 'the event is not open to the room: open it first');
    return open;
  }

  private statusOf(eventId: string): RoomStatusView | null {
    const open = this.open.get(eventId);
    const room = open?.room ?? this.hubStore.room(eventId);
    if (!room) return null;
    const connected = open?.server.connected() ?? new Set<string>();
    const origin = `http://${room.address}:${room.port}`;
    const present = open ? Object.fromEntries([...open.hub.current.present].map(([k, v]) => [k, v === true])) : {};
    return {
      eventId,
      open: open !== undefined,
      address: room.address,
      port: room.port,
      joinCode: encodeJoinCode({ address: room.address, port: room.port, secret: room.joinSecret }),
      phoneUrl: `${origin}${HUB_PATHS.page}#phone.${room.viewToken}`,
      projectorUrl: `${origin}${HUB_PATHS.page}#projector.${room.viewToken}`,
      qrDataUrl: open?.qr ?? '',
      devices: this.hubStore.devices(eventId).map((d) => ({
        id: d.id,
        name: d.name,
        role: d.role as HubRole,
        tables: d.tables,
        status: d.status,
        address: d.address,
        connected: connected.has(d.id),
        lastSeen: d.lastSeen,
        outOfTouch: d.status === 'admitted' && !connected.has(d.id),
      })),
      refused: open?.server.refused() ?? [],
      conflicts: open?.hub.conflicts() ?? [],
      log: this.hubStore.logEntries(eventId, 40).map((e) => ({ at: e.at, kind: e.kind, params: logParams(e.detail) })),
      present,
    };
  }

  status(eventId: string): SessionResult<RoomStatusView | null> {
    return this.run(() => this.statusOf(eventId));
  }

  admit(
    eventId: string,
    deviceId: string,
    change: { role?: HubRole; tables?: number[] },
  ): SessionResult<RoomStatusView> {
    return this.run(() => {
      const { hub } = this.openRoomOf(eventId);
      if (!hub.device(deviceId))
        throw new CommandError('hub/no-device', `no desk ${deviceId} asked to join this event`);
      hub.admit(deviceId, change);
      return this.statusOf(eventId)!;
    });
  }

  refuse(eventId: string, deviceId: string): SessionResult<RoomStatusView> {
    return this.run(() => {
      const { hub } = this.openRoomOf(eventId);
      if (!hub.device(deviceId))
        throw new CommandError('hub/no-device', `no desk ${deviceId} asked to join this event`);
      hub.refuse(deviceId);
      return this.statusOf(eventId)!;
    });
  }

  choose(eventId: string, round: number, table: number, gameId: string): SessionResult<RoomStatusView> {
    return this.run(() => {
      const { hub } = this.openRoomOf(eventId);
      const result = hub.organiser([{ op: 'choose', round, table, gameId }]);
      if (!result.ok) throw new CommandError('hub/refused', result.problems.join('; '));
      return this.statusOf(eventId)!;
    });
  }

  /** Checks a player in (or marks them absent): on the hub as the organiser, on a desk through its outbox. */
  checkIn(eventId: string, name: string, present: boolean): SessionResult<Record<string, boolean>> {
    return this.run(() => {
      const desk = this.desks.get(eventId);
      if (desk) {
        desk.enqueue([{ op: 'present', name, present }]);
        return desk.present();
      }
      const { hub } = this.openRoomOf(eventId);
      const result = hub.organiser([{ op: 'present', name, present }]);
      if (!result.ok) throw new CommandError('hub/refused', result.problems.join('; '));
      return this.statusOf(eventId)!.present;
    });
  }

  // --- a desk -------------------------------------------------------------------------------------------------

  join(code: string, request: DeskRequest): Promise<SessionResult<DeskStatusView>> {
    return this.runAsync(async () => {
      const { membership, event } = await askToJoin(code, request, this.options.bind);
      if (this.open.has(membership.eventId) || this.hubStore.room(membership.eventId))
        throw new CommandError(
          'hub/is-hub',
          'this laptop is the organiser’s for this event: it does not join its own room',
        );
      const other =
        this.session.tournaments.stored(membership.eventId) === null
          ? this.options.store.tournamentByName(event)
          : null;
      if (other)
        throw new CommandError(
          'event/name-taken',
          `an event named "${other.name}" is already in this archive: rename or delete it before joining the room`,
        );
      this.hubStore.saveMembership({ ...membership, joinedAt: this.options.ports.now().toISOString() });
      return this.startDesk(membership.eventId).status();
    });
  }

  private startDesk(eventId: string): DeskRoom {
    const membership = this.hubStore.membership(eventId)!;
    const desk = new DeskRoom(membership, this.options.store, this.hubStore, this.session, this.options.ports, {
      ...(this.options.bind ? { bind: this.options.bind } : {}),
      ...(this.options.log ? { log: this.options.log } : {}),
    });
    this.desks.set(eventId, desk);
    this.session.tournaments.observe(eventId, { check: (b, a) => desk.check(b, a), saved: (b, a) => desk.saved(b, a) });
    desk.onChange(() => this.notify());
    return desk;
  }

  /** Desks joined before this console started rejoin their rooms (their outboxes go when the hub is reached). */
  resume(): void {
    for (const membership of this.hubStore.memberships())
      if (!this.desks.has(membership.eventId)) this.startDesk(membership.eventId);
  }

  deskStatus(): SessionResult<DeskStatusView[]> {
    return this.run(() => [...this.desks.values()].map((d) => d.status()));
  }

  /** Leaves a room: this desk's membership, replica and outbox are forgotten (the event stays here). */
  leave(eventId: string): SessionResult<null> {
    return this.run(() => {
      const desk = this.desks.get(eventId);
      desk?.close();
      this.desks.delete(eventId);
      this.session.tournaments.observe(eventId, null);
      this.hubStore.removeMembership(eventId);
      return null;
    });
  }

  /**
   * A game changed in this console: a desk sends its tables' finished games; the hub sends a game played
   * on it, as the organiser's, when it belongs to a table of an open event.
   */
  gameChanged(gameId: string): void {
    try {
      for (const desk of this.desks.values()) desk.gameChanged(gameId);
      for (const { hub } of this.open.values()) {
        if (this.options.store.game(gameId)?.phase !== 'revealed') continue;
        const event = this.session.tournaments.stored(hub.eventId);
        for (const round of event?.rounds ?? [])
          for (const table of round.tables) {
            if (table.gameId !== gameId) continue;
            const entry = hub.current.games.get(gameId) as GameEntry | undefined;
            const record = this.session.exportGame(gameId);
            if (entry && record.ok && entry.version === recordVersion(record.value)) continue;
            hub.organiserGame(gameId, round.number, table.table);
          }
      }
    } catch (error) {
      this.options.log?.(`a game could not be sent to the room: ${(error as Error).message}`);
    }
  }

  async closeAll(): Promise<void> {
    for (const eventId of [...this.open.keys()]) await this.closeRoom(eventId);
    for (const desk of this.desks.values()) desk.close();
    this.desks.clear();
  }

  /** For tests and the benchmark: the hub of an open room. */
  hubOf(eventId: string): EventHub | null {
    return this.open.get(eventId)?.hub ?? null;
  }

  deskOf(eventId: string): DeskRoom | null {
    return this.desks.get(eventId) ?? null;
  }
}

/** A log entry's details as text: lists joined, everything else as it is. */
function logParams(detail: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((detail ?? {}) as Record<string, unknown>))
    out[key] = Array.isArray(value) ? value.map(String).join(key === 'problems' ? '; ' : ', ') : String(value ?? '');
  return out;
}
