import { createHash } from 'node:crypto';
import type { Store } from './store.ts';

/**
 * The event hub's tables in the archive (migration 0004): the event's Yjs updates, the room, the desks,
 * the hub's log; on a desk, the event it joined and its outbox. Every write goes through the archive's
 * transaction (`Store.transaction`), so the file checks after a commit (a replaced or deleted archive)
 * apply here too.
 */

export interface RoomRow {
  readonly eventId: string;
  readonly address: string;
  readonly port: number;
  readonly joinSecret: string;
  readonly viewToken: string;
  readonly open: boolean;
  readonly openedAt: string;
}

export interface DeviceRow {
  readonly id: string;
  readonly eventId: string;
  readonly name: string;
  readonly role: string;
  readonly tables: readonly number[];
  readonly status: 'pending' | 'admitted' | 'refused';
  readonly address: string;
  readonly createdAt: string;
  readonly lastSeen: string | null;
}

export interface MembershipRow {
  readonly eventId: string;
  readonly hubAddress: string;
  readonly hubPort: number;
  readonly deviceId: string;
  readonly token: string;
  readonly name: string;
  readonly role: string;
  readonly tables: readonly number[];
  readonly joinedAt: string;
}

export interface OutboxRow {
  readonly id: string;
  readonly seq: number;
  readonly at: string;
  readonly op: unknown;
  readonly client: number | null;
  readonly clock: number | null;
  readonly attempts: number;
  readonly status: 'pending' | 'confirmed' | 'refused';
  readonly problems: readonly string[];
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

type Row = Record<string, unknown>;

export class HubStore {
  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.database;
  }

  transaction<T>(work: () => T): T {
    return this.store.transaction(work);
  }

  // --- the event's updates ---------------------------------------------------------------------------------

  appendUpdate(eventId: string, at: string, origin: string, data: Uint8Array): void {
    this.transaction(() => {
      const seq = Number(
        this.db.prepare('SELECT coalesce(max(seq), 0) FROM hub_updates WHERE event_id = ?').pluck().get(eventId),
      );
      this.db
        .prepare('INSERT INTO hub_updates (event_id, seq, at, origin, data) VALUES (?, ?, ?, ?, ?)')
        .run(eventId, seq + 1, at, origin, Buffer.from(data));
    });
  }

  updates(eventId: string): Uint8Array[] {
    return (
      this.db.prepare('SELECT data FROM hub_updates WHERE event_id = ? ORDER BY seq').pluck().all(eventId) as Buffer[]
    ).map((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
  }

  updateCount(eventId: string): number {
    return Number(this.db.prepare('SELECT count(*) FROM hub_updates WHERE event_id = ?').pluck().get(eventId));
  }

  /** Replaces every update of the event with one that holds them all (the document's state). */
  compact(eventId: string, at: string, state: Uint8Array): void {
    this.transaction(() => {
      this.db.prepare('DELETE FROM hub_updates WHERE event_id = ?').run(eventId);
      this.db
        .prepare('INSERT INTO hub_updates (event_id, seq, at, origin, data) VALUES (?, 1, ?, ?, ?)')
        .run(eventId, at, 'compacted', Buffer.from(state));
    });
  }

  clearUpdates(eventId: string): void {
    this.transaction(() => this.db.prepare('DELETE FROM hub_updates WHERE event_id = ?').run(eventId));
  }

  // --- the room (hub) --------------------------------------------------------------------------------------

  room(eventId: string): RoomRow | null {
    const row = this.db.prepare('SELECT * FROM hub_rooms WHERE event_id = ?').get(eventId) as Row | undefined;
    return row ? roomRow(row) : null;
  }

  openRooms(): RoomRow[] {
    return (this.db.prepare('SELECT * FROM hub_rooms WHERE is_open = 1').all() as Row[]).map(roomRow);
  }

  saveRoom(room: RoomRow): void {
    this.transaction(() =>
      this.db
        .prepare(
          'INSERT INTO hub_rooms (event_id, address, port, join_secret, view_token, is_open, opened_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO UPDATE SET address = excluded.address, port = excluded.port, join_secret = excluded.join_secret, view_token = excluded.view_token, is_open = excluded.is_open, opened_at = excluded.opened_at',
        )
        .run(room.eventId, room.address, room.port, room.joinSecret, room.viewToken, room.open ? 1 : 0, room.openedAt),
    );
  }

  // --- desks (hub) -----------------------------------------------------------------------------------------

  addDevice(device: DeviceRow, token: string): void {
    this.transaction(() =>
      this.db
        .prepare(
          'INSERT INTO hub_devices (id, event_id, name, role, tables, status, token_hash, address, created_at, last_seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          device.id,
          device.eventId,
          device.name,
          device.role,
          JSON.stringify(device.tables),
          device.status,
          tokenHash(token),
          device.address,
          device.createdAt,
          device.lastSeen,
        ),
    );
  }

  devices(eventId: string): DeviceRow[] {
    return (
      this.db.prepare('SELECT * FROM hub_devices WHERE event_id = ? ORDER BY created_at, id').all(eventId) as Row[]
    ).map(deviceRow);
  }

  device(id: string): DeviceRow | null {
    const row = this.db.prepare('SELECT * FROM hub_devices WHERE id = ?').get(id) as Row | undefined;
    return row ? deviceRow(row) : null;
  }

  deviceByToken(eventId: string, token: string): DeviceRow | null {
    const row = this.db
      .prepare('SELECT * FROM hub_devices WHERE event_id = ? AND token_hash = ?')
      .get(eventId, tokenHash(token)) as Row | undefined;
    return row ? deviceRow(row) : null;
  }

  pendingCount(eventId: string): number {
    return Number(
      this.db
        .prepare("SELECT count(*) FROM hub_devices WHERE event_id = ? AND status = 'pending'")
        .pluck()
        .get(eventId),
    );
  }

  setDevice(id: string, change: { status?: DeviceRow['status']; role?: string; tables?: readonly number[] }): boolean {
    return this.transaction(() => {
      const row = this.db.prepare('SELECT * FROM hub_devices WHERE id = ?').get(id) as Row | undefined;
      if (!row) return false;
      const device = deviceRow(row);
      this.db
        .prepare('UPDATE hub_devices SET status = ?, role = ?, tables = ? WHERE id = ?')
        .run(
          change.status ?? device.status,
          change.role ?? device.role,
          JSON.stringify(change.tables ?? device.tables),
          id,
        );
      return true;
    });
  }

  seen(id: string, at: string): void {
    this.transaction(() => this.db.prepare('UPDATE hub_devices SET last_seen = ? WHERE id = ?').run(at, id));
  }

  // --- the hub's log ---------------------------------------------------------------------------------------

  log(eventId: string, at: string, kind: string, detail: unknown): void {
    this.transaction(() => {
      const seq = Number(
        this.db.prepare('SELECT coalesce(max(seq), 0) FROM hub_log WHERE event_id = ?').pluck().get(eventId),
      );
      this.db
        .prepare('INSERT INTO hub_log (event_id, seq, at, kind, detail) VALUES (?, ?, ?, ?, ?)')
        .run(eventId, seq + 1, at, kind, JSON.stringify(detail));
    });
  }

  logEntries(eventId: string, limit = 50): { at: string; kind: string; detail: unknown }[] {
    return (
      this.db
        .prepare('SELECT at, kind, detail FROM hub_log WHERE event_id = ? ORDER BY seq DESC LIMIT ?')
        .all(eventId, limit) as { at: string; kind: string; detail: string }[]
    ).map((r) => ({ at: r.at, kind: r.kind, detail: JSON.parse(r.detail) as unknown }));
  }

  logCount(eventId: string, kind: string): number {
    return Number(
      this.db.prepare('SELECT count(*) FROM hub_log WHERE event_id = ? AND kind = ?').pluck().get(eventId, kind),
    );
  }

  // --- a desk's membership and outbox ----------------------------------------------------------------------

  membership(eventId: string): MembershipRow | null {
    const row = this.db.prepare('SELECT * FROM desk_memberships WHERE event_id = ?').get(eventId) as Row | undefined;
    return row ? membershipRow(row) : null;
  }

  memberships(): MembershipRow[] {
    return (this.db.prepare('SELECT * FROM desk_memberships ORDER BY joined_at').all() as Row[]).map(membershipRow);
  }

  saveMembership(m: MembershipRow): void {
    this.transaction(() =>
      this.db
        .prepare(
          'INSERT OR REPLACE INTO desk_memberships (event_id, hub_address, hub_port, device_id, token, name, role, tables, joined_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          m.eventId,
          m.hubAddress,
          m.hubPort,
          m.deviceId,
          m.token,
          m.name,
          m.role,
          JSON.stringify(m.tables),
          m.joinedAt,
        ),
    );
  }

  removeMembership(eventId: string): void {
    this.transaction(() => {
      this.db.prepare('DELETE FROM desk_memberships WHERE event_id = ?').run(eventId);
      this.db.prepare('DELETE FROM desk_outbox WHERE event_id = ?').run(eventId);
      this.db.prepare('DELETE FROM hub_updates WHERE event_id = ?').run(eventId);
    });
  }

  enqueue(eventId: string, id: string, at: string, op: unknown): void {
    this.transaction(() => {
      const seq = Number(
        this.db.prepare('SELECT coalesce(max(seq), 0) FROM desk_outbox WHERE event_id = ?').pluck().get(eventId),
      );
      this.db
        .prepare(
          "INSERT INTO desk_outbox (event_id, id, seq, at, op, attempts, status) VALUES (?, ?, ?, ?, ?, 0, 'pending')",
        )
        .run(eventId, id, seq + 1, at, JSON.stringify(op));
    });
  }

  outbox(eventId: string, status?: OutboxRow['status']): OutboxRow[] {
    const rows = (
      status
        ? this.db
            .prepare('SELECT * FROM desk_outbox WHERE event_id = ? AND status = ? ORDER BY seq')
            .all(eventId, status)
        : this.db.prepare('SELECT * FROM desk_outbox WHERE event_id = ? ORDER BY seq').all(eventId)
    ) as Row[];
    return rows.map(outboxRow);
  }

  /** Where an outbox entry landed in the replica (its client id and clock), or null: not in it (yet). */
  placed(eventId: string, id: string, client: number | null, clock: number | null): void {
    this.transaction(() =>
      this.db
        .prepare('UPDATE desk_outbox SET client = ?, clock = ?, attempts = attempts + ? WHERE event_id = ? AND id = ?')
        .run(client, clock, client === null ? 0 : 1, eventId, id),
    );
  }

  unplaceAll(eventId: string): void {
    this.transaction(() =>
      this.db
        .prepare("UPDATE desk_outbox SET client = NULL, clock = NULL WHERE event_id = ? AND status = 'pending'")
        .run(eventId),
    );
  }

  settle(eventId: string, id: string, status: 'confirmed' | 'refused', problems: readonly string[] = []): void {
    this.transaction(() =>
      this.db
        .prepare('UPDATE desk_outbox SET status = ?, problems = ? WHERE event_id = ? AND id = ?')
        .run(status, problems.length > 0 ? JSON.stringify(problems) : null, eventId, id),
    );
  }
}

function roomRow(row: Row): RoomRow {
  return {
    eventId: String(row['event_id']),
    address: String(row['address']),
    port: Number(row['port']),
    joinSecret: String(row['join_secret']),
    viewToken: String(row['view_token']),
    open: Number(row['is_open']) === 1,
    openedAt: String(row['opened_at']),
  };
}

function deviceRow(row: Row): DeviceRow {
  return {
    id: String(row['id']),
    eventId: String(row['event_id']),
    name: String(row['name']),
    role: String(row['role']),
    tables: JSON.parse(String(row['tables'])) as number[],
    status: String(row['status']) as DeviceRow['status'],
    address: String(row['address']),
    createdAt: String(row['created_at']),
    lastSeen: row['last_seen'] === null ? null : String(row['last_seen']),
  };
}

function membershipRow(row: Row): MembershipRow {
  return {
    eventId: String(row['event_id']),
    hubAddress: String(row['hub_address']),
    hubPort: Number(row['hub_port']),
    deviceId: String(row['device_id']),
    token: String(row['token']),
    name: String(row['name']),
    role: String(row['role']),
    tables: JSON.parse(String(row['tables'])) as number[],
    joinedAt: String(row['joined_at']),
  };
}

function outboxRow(row: Row): OutboxRow {
  return {
    id: String(row['id']),
    seq: Number(row['seq']),
    at: String(row['at']),
    op: JSON.parse(String(row['op'])) as unknown,
    client: row['client'] === null ? null : Number(row['client']),
    clock: row['clock'] === null ? null : Number(row['clock']),
    attempts: Number(row['attempts']),
    status: String(row['status']) as OutboxRow['status'],
    problems: row['problems'] === null ? [] : (JSON.parse(String(row['problems'])) as string[]),
  };
}
