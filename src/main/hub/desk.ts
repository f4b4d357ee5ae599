import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import {
  HUB_PATHS,
  HUB_PROTOCOL,
  MESSAGE,
  TOKEN_PROTOCOL_PREFIX,
  decodeJoinCode,
  type DeskRequest,
  type DeskStatusView,
  type HubRole,
} from '../../shared/hub-contract.ts';
import type { HubStore, MembershipRow, OutboxRow } from '../persistence/hub-store.ts';
import type { Store } from '../persistence/store.ts';
import type { Session } from '../session/session.ts';
import { CommandError } from '../session/fold.ts';
import { parseTournament, type Tournament } from '../tournament/index.ts';
import {
  applyOp,
  diffOps,
  project,
  recordVersion,
  tableKey,
  toTournament,
  type EventOp,
  type GameEntry,
} from './event-doc.ts';
import { tryUpdate, updateFor } from './doc-trial.ts';
import { gameProblems, type Actor } from './rules.ts';

/**
 * A table desk: another Nightwarden that joined the organiser's room with its code. It keeps a replica of
 * the event's Yjs document in its own archive, synced with the hub by y-websocket's provider, and an
 * outbox of what it changed or played: each change is written to the outbox first, then made on the
 * replica (the provider sends it when it can), and stays in the outbox until the hub says it has it.
 * Offline, changes and games pile up in the replica and the outbox; they go when the hub is back.
 *
 * When the hub refuses a change (the desk's role does not allow it, or it breaks the event's rules now
 * that other desks changed it), the desk drops that change (listing it with the hub's reasons), starts
 * its replica again from the hub's event, and makes the changes still waiting again, one at a time.
 */

export interface DeskPorts {
  readonly now: () => Date;
  readonly newId: () => string;
}

export interface DeskOptions {
  /** The address this desk's sockets leave from (a loopback address in tests: 127.0.0.3…). */
  readonly bind?: string;
  readonly log?: (message: string) => void;
  /** How long the provider waits at most between two attempts to reach the hub. */
  readonly maxBackoffMs?: number;
}

/** Refusals listed on the desk's screen. */
const REFUSALS_KEPT = 10;

/** Asks the hub to let this desk in: its name, role and tables, and a token it made for itself. */
export function askToJoin(
  code: string,
  request: DeskRequest,
  bind?: string,
): Promise<{ membership: Omit<MembershipRow, 'joinedAt'>; event: string }> {
  const room = decodeJoinCode(code);
  if (!room) return Promise.reject(new CommandError('hub/bad-code', 'this is not a join code'));
  const token = randomBytes(32).toString('base64url');
  const body = JSON.stringify({ ...request, token });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: room.address,
        port: room.port,
        path: HUB_PATHS.join,
        method: 'POST',
        ...(bind ? { localAddress: bind } : {}),
        timeout: 10_000,
        headers: {
          Host: `${room.address}:${room.port}`,
          Authorization: `Bearer ${room.secret}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e) => reject(e));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 2000);
          if (res.statusCode !== 202)
            return reject(
              new CommandError(
                'hub/join-refused',
                `the hub at ${room.address}:${room.port} said no: ${text.replace(/^Nightwarden: /, '').trim()}`,
              ),
            );
          try {
            const answer = JSON.parse(text) as { deviceId: string; eventId: string; event: string };
            resolve({
              membership: {
                eventId: answer.eventId,
                hubAddress: room.address,
                hubPort: room.port,
                deviceId: answer.deviceId,
                token,
                name: request.name,
                role: request.role,
                tables: [...request.tables].sort((a, b) => a - b),
              },
              event: answer.event,
            });
          } catch {
            reject(new CommandError('hub/join-refused', 'the hub’s answer could not be read'));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', (e) =>
      reject(
        new CommandError(
          'hub/unreachable',
          `the hub at ${room.address}:${room.port} cannot be reached (${e.message}): is this laptop on the organiser's network, and is the room open?`,
        ),
      ),
    );
    req.end(body);
  });
}

export class DeskRoom {
  doc: Y.Doc;
  private provider: WebsocketProvider | null = null;
  private state: DeskStatusView['state'] = 'waiting';
  private since: string | null;
  private everConnected = false;
  /** After a refusal: changes go one at a time, each waiting for the hub's answer. */
  private serial = false;
  private inFlight: string | null = null;
  private readonly refusals: { at: string; what: string; problems: string[] }[] = [];
  private mirrorTimer: ReturnType<typeof setTimeout> | null = null;
  /** The hub's updates not yet written to this desk's archive. */
  private received: Uint8Array[] = [];
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly membership: MembershipRow,
    private readonly store: Store,
    private readonly hubStore: HubStore,
    private readonly session: Session,
    private readonly ports: DeskPorts,
    private readonly options: DeskOptions = {},
  ) {
    this.since = this.now();
    this.doc = this.newDoc(hubStore.updates(membership.eventId));
    this.serial = hubStore.outbox(membership.eventId, 'pending').some((row) => row.client === null);
    this.connect();
  }

  get eventId(): string {
    return this.membership.eventId;
  }

  private now(): string {
    return this.ports.now().toISOString();
  }

  private log(message: string): void {
    this.options.log?.(message);
  }

  /** Hears every change of state (connected, offline, a change confirmed or refused, the event mirrored). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  get actor(): Actor {
    return {
      kind: 'desk',
      id: this.membership.deviceId,
      name: this.membership.name,
      role: this.membership.role as HubRole,
      tables: this.membership.tables,
    };
  }

  private newDoc(updates: readonly Uint8Array[]): Y.Doc {
    const doc = new Y.Doc();
    for (const update of updates) Y.applyUpdate(doc, update, 'archive');
    // Every change to the replica, the hub's and this desk's, is kept: a desk that restarts offline has it all.
    // This desk's own changes are written at once (with their outbox entry); the hub's are written in
    // batches (a desk that stops before a batch is written gets them again from the hub).
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'archive') return;
      if (origin === this.provider) {
        this.received.push(update);
        this.saveSoon();
      } else this.hubStore.appendUpdate(this.eventId, this.now(), 'local', update);
    });
    // The event is saved again here when what the events screen shows changed: not for another table's game.
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin !== this.provider) return;
      for (const type of transaction.changed.keys()) {
        const name = type._item === null ? rootName(doc, type) : null;
        if (name !== null && name !== 'games' && name !== 'intents') return this.mirrorSoon();
      }
    });
    return doc;
  }

  private saveSoon(): void {
    this.saveTimer ??= setTimeout(() => this.saveReceived(), 1000);
  }

  private saveReceived(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (this.received.length === 0) return;
    const updates = this.received.splice(0);
    try {
      this.hubStore.appendUpdate(this.eventId, this.now(), 'hub', Y.mergeUpdates(updates));
    } catch (error) {
      this.log(`the hub's changes could not be kept here (they come again from the hub): ${(error as Error).message}`);
    }
  }

  private connect(): void {
    if (this.closed) return;
    const { hubAddress, hubPort, token } = this.membership;
    const bind = this.options.bind;
    class BoundSocket extends WebSocket {
      constructor(url: string, protocols: string[]) {
        super(url, protocols, {
          ...(bind ? { localAddress: bind } : {}),
          handshakeTimeout: 10_000,
          maxPayload: 64 * 1024 * 1024,
          perMessageDeflate: false,
        });
      }
    }
    const provider = new WebsocketProvider(`ws://${hubAddress}:${hubPort}${HUB_PATHS.desk}`, this.eventId, this.doc, {
      protocols: [HUB_PROTOCOL.desk, `${TOKEN_PROTOCOL_PREFIX}${token}`],
      WebSocketPolyfill: BoundSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
      maxBackoffTime: this.options.maxBackoffMs ?? 2500,
    });
    this.provider = provider;
    // The hub's acknowledgement: its state vector after it took what this desk sent.
    provider.messageHandlers[MESSAGE.applied] = (_encoder, decoder) => {
      if (this.provider !== provider) return;
      this.confirm(Y.decodeStateVector(decoding.readVarUint8Array(decoder)));
    };
    // y-protocols' "permission denied": the hub refused a change; its reason is JSON.
    provider.messageHandlers[MESSAGE.auth] = (_encoder, decoder) => {
      if (this.provider !== provider) return;
      decoding.readVarUint(decoder);
      this.refused(decoding.readVarString(decoder));
    };
    provider.on('status', ({ status }: { status: string }) => {
      if (this.provider !== provider) return;
      if (status === 'disconnected' && this.state === 'connected') {
        this.state = 'offline';
        this.since = this.now();
        this.notify();
      }
    });
    provider.on('sync', (synced: boolean) => {
      if (this.provider !== provider || !synced) return;
      this.state = 'connected';
      this.since = null;
      this.everConnected = true;
      this.mirrorSoon();
      this.next();
      this.notify();
    });
    provider.on('connection-close', (event: { code?: number } | null) => {
      if (this.provider !== provider || !event) return;
      if (event.code === 4503 && !this.everConnected) this.state = 'waiting';
      else if (event.code === 4403) this.state = 'refused';
      else if (this.state !== 'offline') {
        this.state = this.everConnected ? 'offline' : this.state;
        this.since ??= this.now();
      }
      this.notify();
    });
    provider.on('connection-error', () => undefined);
  }

  /** The hub has everything up to this state vector: the changes it covers leave the outbox. */
  private confirm(vector: Map<number, number>): void {
    const held = this.hubStore
      .outbox(this.eventId, 'pending')
      .filter((row) => row.client !== null && row.clock !== null && (vector.get(row.client) ?? 0) >= row.clock);
    const settled = held.length > 0;
    if (settled)
      this.hubStore.transaction(() => {
        for (const row of held) {
          this.hubStore.settle(this.eventId, row.id, 'confirmed');
          if (this.inFlight === row.id) this.inFlight = null;
        }
      });
    if (settled) {
      this.next();
      this.notify();
    }
  }

  private refused(reason: string): void {
    let parsed: { problems?: unknown; intents?: unknown } = {};
    try {
      parsed = JSON.parse(reason) as typeof parsed;
    } catch {
      parsed = { problems: [reason] };
    }
    const problems = Array.isArray(parsed.problems) ? parsed.problems.map(String).slice(0, 20) : [reason];
    const prefix = `${this.membership.deviceId}/`;
    const named = (Array.isArray(parsed.intents) ? parsed.intents.map(String) : [])
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
    const pending = this.hubStore.outbox(this.eventId, 'pending');
    // One change named: that one is dropped. Several (a whole offline session at once) or none: each is
    // made again alone, so the one at fault is found and dropped by itself.
    if (named.length === 1) {
      const row = pending.find((r) => r.id === named[0]);
      if (row) this.drop(row, problems);
    }
    this.log(`the hub refused a change: ${problems.join('; ')}`);
    this.restart();
  }

  private drop(row: OutboxRow, problems: readonly string[]): void {
    this.hubStore.settle(this.eventId, row.id, 'refused', problems);
    this.refusals.unshift({ at: this.now(), what: describeOp(row.op as EventOp), problems: [...problems] });
    this.refusals.length = Math.min(this.refusals.length, REFUSALS_KEPT);
  }

  /** Starts the replica again from the hub's event; the changes still waiting are made again, one at a time. */
  private restart(): void {
    const old = this.provider;
    this.provider = null;
    old?.destroy();
    this.doc.destroy();
    this.received = [];
    this.hubStore.transaction(() => {
      this.hubStore.clearUpdates(this.eventId);
      this.hubStore.unplaceAll(this.eventId);
    });
    this.doc = this.newDoc([]);
    this.serial = true;
    this.inFlight = null;
    this.state = 'offline';
    this.since = this.now();
    this.notify();
    this.connect();
  }

  /** In one-at-a-time mode, makes the next waiting change once the previous one is confirmed. */
  private next(): void {
    if (!this.serial || this.inFlight !== null || this.state !== 'connected') return;
    const row = this.hubStore.outbox(this.eventId, 'pending').find((r) => r.client === null);
    if (!row) {
      this.serial = false;
      return;
    }
    // Checked again against the event as it is now: a change other desks made impossible is dropped here.
    const problems = this.localProblems(row.op as EventOp);
    if (problems.length > 0) {
      this.drop(row, problems);
      this.notify();
      return this.next();
    }
    this.inFlight = row.id;
    this.place(row);
  }

  private place(row: OutboxRow): void {
    this.hubStore.transaction(() => {
      applyOp(this.doc, row.op as EventOp, { key: `${this.membership.deviceId}/${row.id}`, at: row.at }, 'local');
      this.hubStore.placed(this.eventId, row.id, this.doc.clientID, Y.getState(this.doc.store, this.doc.clientID));
    });
  }

  /** What the hub would refuse in this change now (the same checks, on a copy of the replica). */
  private localProblems(op: EventOp): readonly string[] {
    if (this.doc.getMap('meta').get('id') !== this.eventId) return []; // empty until the first sync: the hub decides
    // A game, this desk's most frequent change, is checked as the hub checks it, without a copy of the replica.
    if (op.op === 'game') {
      const event = this.session.tournaments.stored(this.eventId);
      if (!this.membership.tables.includes(op.entry.table))
        return [
          `game ${op.entry.gameId} is for table ${op.entry.table}: this desk sends the games of tables ${this.membership.tables.join(', ')}`,
        ];
      return event ? gameProblems(op.entry.gameId, op.entry, event) : [];
    }
    const before = project(this.doc);
    const trial = tryUpdate(this.doc, before, updateFor(this.doc, op, this.doc.clientID + 1), this.actor);
    return trial.ok ? [] : trial.problems;
  }

  /** A change made on this desk: checked here first, kept in the outbox, then made on the replica. */
  enqueue(ops: readonly EventOp[]): void {
    for (const op of ops) {
      const problems = this.localProblems(op);
      if (problems.length > 0)
        throw new CommandError('hub/not-allowed', problems.join('; '), problems.length > 1 ? [...problems] : undefined);
    }
    for (const op of ops) {
      const id = this.ports.newId();
      this.hubStore.transaction(() => {
        this.hubStore.enqueue(this.eventId, id, this.now(), op);
        if (!this.serial) this.place(this.hubStore.outbox(this.eventId, 'pending').find((r) => r.id === id)!);
      });
    }
    this.next();
    this.notify();
  }

  /** The event saved here changed (the events screen): what the role refuses, and what goes to the room. */
  check(before: Tournament | null, after: Tournament): readonly string[] {
    return diffOps(before, after).flatMap((op) => this.localProblems(op));
  }

  saved(before: Tournament | null, after: Tournament): void {
    const ops = diffOps(before, after);
    if (ops.length > 0) this.enqueue(ops);
  }

  /**
   * A game changed on this desk: if it is one of this desk's tables' games and it is finished (its reveal
   * shown), its record goes to the hub; a later correction goes again, as a new version.
   */
  gameChanged(gameId: string): void {
    const event = this.session.tournaments.stored(this.eventId);
    const row = this.store.game(gameId);
    if (!event || row?.phase !== 'revealed') return;
    for (const round of event.rounds)
      for (const table of round.tables) {
        if (table.gameId !== gameId || !this.membership.tables.includes(table.table)) continue;
        const record = this.session.exportGame(gameId);
        if (!record.ok) return;
        const version = recordVersion(record.value);
        const known = this.doc.getMap('games').get(gameId) as GameEntry | undefined;
        const queued = this.hubStore
          .outbox(this.eventId, 'pending')
          .some((r) => (r.op as EventOp).op === 'game' && (r.op as { entry: GameEntry }).entry.version === version);
        if (known?.version === version || queued) return;
        this.enqueue([
          {
            op: 'game',
            entry: {
              gameId,
              round: round.number,
              table: table.table,
              desk: this.membership.deviceId,
              version,
              at: this.now(),
              record: record.value,
            },
          },
        ]);
        return;
      }
  }

  private mirrorSoon(): void {
    this.mirrorTimer ??= setTimeout(() => {
      this.mirrorTimer = null;
      try {
        this.mirror();
      } catch (error) {
        this.log(`the event could not be saved here: ${(error as Error).message}`);
      }
    }, 30);
  }

  /**
   * Saves the event as the replica has it in this desk's archive (the events screen shows it, "Play here"
   * starts a table's game), keeping the games being played here, and brings in this desk's tables' games.
   */
  mirror(): void {
    const p = project(this.doc);
    if (p.id !== this.eventId) return;
    const current = this.session.tournaments.stored(this.eventId);
    const local = new Map<string, string | null>();
    for (const round of current?.rounds ?? [])
      for (const table of round.tables)
        if (table.gameId && this.store.has(table.gameId)) local.set(tableKey(round.number, table.table), table.gameId);
    const shaped = toTournament(p, local) as {
      rounds: { number: number; tables: { table: number; gameId: string | null }[] }[];
    };
    // Another table's game is not in this archive: the hub keeps the standings.
    for (const round of shaped.rounds)
      for (const table of round.tables)
        if (table.gameId && !this.store.has(table.gameId))
          table.gameId = local.get(tableKey(round.number, table.table)) ?? null;
    const parsed = parseTournament(shaped);
    if (!parsed.ok) return this.log(`the hub's event does not pass here: ${parsed.problems.join('; ')}`);
    if (current) this.session.tournaments.saveFromRoom(parsed.value);
    else this.session.tournaments.createFromRoom(parsed.value);
    this.notify();
  }

  status(): DeskStatusView {
    return {
      eventId: this.eventId,
      hub: `${this.membership.hubAddress}:${this.membership.hubPort}`,
      name: this.membership.name,
      role: this.membership.role as HubRole,
      tables: this.membership.tables,
      state: this.state,
      since: this.state === 'connected' ? null : this.since,
      queued: this.hubStore.outbox(this.eventId, 'pending').length,
      refusedChanges: this.refusals,
      present: this.present(),
    };
  }

  /** Present and absent players as checked in (for the events screen). */
  present(): Record<string, boolean> {
    return Object.fromEntries([...project(this.doc).present].map(([k, v]) => [k, v === true]));
  }

  /** As if the network went away (the benchmark and tests): the provider disconnects until `reconnect`. */
  disconnect(): void {
    this.provider?.disconnect();
  }

  reconnect(): void {
    this.provider?.connect();
  }

  close(): void {
    this.closed = true;
    if (this.mirrorTimer) clearTimeout(this.mirrorTimer);
    this.saveReceived();
    this.provider?.destroy();
    this.provider = null;
    this.doc.destroy();
    this.listeners.clear();
  }
}

/** The name a root type of the document has (Yjs keeps it only as the key it is shared under). */
function rootName(doc: Y.Doc, type: object): string | null {
  for (const [name, shared] of doc.share) if (shared === type) return name;
  return null;
}

function describeOp(op: EventOp): string {
  switch (op.op) {
    case 'game':
      return `game ${op.entry.gameId} (round ${op.entry.round}, table ${op.entry.table})`;
    case 'register':
    case 'unregister':
      return `${op.op} ${op.name}`;
    case 'present':
      return `${op.name} ${op.present ? 'present' : 'absent'}`;
    case 'round':
      return `round ${op.round.number}`;
    case 'remove-round':
      return `remove round ${op.number}`;
    case 'settings':
      return `settings (${Object.keys(op.patch).join(', ')})`;
    case 'choose':
      return `choice for table ${op.table} of round ${op.round}`;
  }
}
