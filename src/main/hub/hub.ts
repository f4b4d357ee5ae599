import * as Y from 'yjs';
import type { DeskRequest, HubRole, RoomView } from '../../shared/hub-contract.ts';
import { frenchSpaces } from '../../shared/typography.ts';
import { escapeControls } from '../../shared/player-name.ts';
import type { HubStore, DeviceRow } from '../persistence/hub-store.ts';
import type { Store } from '../persistence/store.ts';
import type { Session } from '../session/session.ts';
import { describeScoring, standings, type GameOutcome, type Tournament } from '../tournament/index.ts';
import {
  conflictsOf,
  diffOps,
  project,
  recordVersion,
  seedDocument,
  tableKey,
  toTournament,
  type EventOp,
  type GameEntry,
  type Projection,
} from './event-doc.ts';
import { copyOf, tryOn, updateFor } from './doc-trial.ts';
import type { Actor } from './rules.ts';
import { CommandError } from '../session/fold.ts';

/** Updates kept one by one before they are merged into one (the event stays one small row). */
const COMPACT_AFTER = 500;

export interface HubPorts {
  readonly now: () => Date;
  readonly newId: () => string;
}

export type Accepted = { readonly ok: true; readonly changed: boolean };
export type Refused = { readonly ok: false; readonly problems: readonly string[]; readonly intents: readonly string[] };

/**
 * The organiser's side of a live event: the event's Yjs document, loaded from the archive (or seeded from
 * the event when it is first opened to the room), every change tried on a copy and checked before it is
 * applied, written to the archive before anyone hears of it, then mirrored in the event's row and its
 * games (so standings, the events screen and the command line read it as any event).
 */
export class EventHub {
  readonly doc: Y.Doc;
  private projection: Projection;
  /** A copy of the document where each change is tried first (made again after a refusal). */
  private shadow: Y.Doc | null = null;
  private readonly listeners = new Set<(update: Uint8Array | null, origin: unknown) => void>();
  /** The organiser's changes are made under a client id of their own (the document itself never writes). */
  private readonly organiserClient: number;

  constructor(
    readonly eventId: string,
    private readonly store: Store,
    private readonly hubStore: HubStore,
    private readonly session: Session,
    private readonly ports: HubPorts,
  ) {
    this.doc = new Y.Doc();
    const updates = hubStore.updates(eventId);
    if (updates.length > 0) for (const update of updates) Y.applyUpdate(this.doc, update, 'archive');
    else {
      const event = session.tournaments.stored(eventId);
      if (!event) throw new Error(`no event ${eventId} in the archive`);
      const seeded: Uint8Array[] = [];
      this.doc.on('update', (u: Uint8Array) => seeded.push(u));
      seedDocument(this.doc, event);
      hubStore.appendUpdate(eventId, this.now(), 'organiser', Y.mergeUpdates(seeded));
    }
    this.projection = project(this.doc);
    let client: number;
    do client = Math.floor(Math.random() * 2 ** 31);
    while (client === this.doc.clientID || this.doc.store.clients.has(client));
    this.organiserClient = client;
  }

  private now(): string {
    return this.ports.now().toISOString();
  }

  /** Hears every accepted change: the update (to send to the other desks) and who made it. */
  onChange(listener: (update: Uint8Array | null, origin: unknown) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get current(): Projection {
    return this.projection;
  }

  /**
   * A desk's update (or the organiser's): tried on a copy and checked; refused whole when any rule or
   * the desk's role says no (nothing applied, nothing written); else written to the archive, applied,
   * mirrored in the event's row and games, and announced.
   */
  receive(
    update: Uint8Array,
    actor: Actor,
    origin: unknown = actor.kind === 'desk' ? actor.id : 'organiser',
  ): Accepted | Refused {
    const before = this.projection;
    this.shadow ??= copyOf(this.doc);
    const trial = tryOn(this.shadow, before, update, actor);
    if (!trial.ok) {
      this.shadow.destroy();
      this.shadow = null;
      this.hubStore.log(this.eventId, this.now(), 'refused', {
        by: actor.kind === 'desk' ? actor.name : 'organiser',
        problems: trial.problems.slice(0, 10),
      });
      return trial;
    }
    if (!trial.changed) return { ok: true, changed: false };
    const at = this.now();
    this.store.transaction(() => {
      this.hubStore.appendUpdate(this.eventId, at, actor.kind === 'desk' ? actor.id : 'organiser', update);
      this.mirror(before, trial.after, trial.check.newGames, trial.check.changedGames, actor, at);
    });
    Y.applyUpdate(this.doc, update, origin);
    // The document now holds what the trial copy holds: its projection is the document's.
    this.projection = trial.after;
    if (this.hubStore.updateCount(this.eventId) > COMPACT_AFTER)
      this.hubStore.compact(this.eventId, at, Y.encodeStateAsUpdate(this.doc));
    for (const listener of this.listeners) listener(update, origin);
    return { ok: true, changed: true };
  }

  /** The organiser's changes, one update each, with the same checks. */
  organiser(ops: readonly EventOp[]): Accepted | Refused {
    let changed = false;
    for (const op of ops) {
      const result = this.receive(updateFor(this.doc, op, this.organiserClient), { kind: 'organiser' });
      if (!result.ok) return result;
      changed ||= result.changed;
    }
    return { ok: true, changed };
  }

  /** The organiser saved the event in the events screen: the same changes go to the room. */
  organiserSaved(before: Tournament | null, after: Tournament): void {
    const ops: EventOp[] = diffOps(before, after);
    // A game linked by hand to a table with two results is the organiser's choice between them.
    const conflicts = conflictsOf(this.projection);
    for (const round of after.rounds)
      for (const table of round.tables) {
        const conflict = conflicts.find((c) => c.round === round.number && c.table === table.table);
        if (conflict && table.gameId && conflict.gameIds.includes(table.gameId))
          ops.push({ op: 'choose', round: round.number, table: table.table, gameId: table.gameId });
      }
    const result = this.organiser(ops);
    if (!result.ok)
      this.hubStore.log(this.eventId, this.now(), 'refused', { by: 'organiser', problems: result.problems });
  }

  /** A game of this event played on the hub itself reached its reveal: it goes to the room as any desk's. */
  organiserGame(gameId: string, round: number, table: number): Accepted | Refused {
    const record = this.session.exportGame(gameId);
    if (!record.ok) return { ok: false, problems: [record.error.message], intents: [] };
    const entry: GameEntry = {
      gameId,
      round,
      table,
      desk: 'organiser',
      version: recordVersion(record.value),
      at: this.now(),
      record: record.value,
    };
    const old = this.projection.games.get(gameId) as GameEntry | undefined;
    if (old?.version === entry.version) return { ok: true, changed: false };
    return this.organiser([{ op: 'game', entry }]);
  }

  /** Writes what an accepted change brought: its games first (the event's tables name them), then the event. */
  private mirror(
    before: Projection,
    after: Projection,
    newGames: readonly string[],
    changedGames: readonly string[],
    actor: Actor,
    at: string,
  ): void {
    for (const id of [...newGames, ...changedGames]) {
      const entry = after.games.get(id) as GameEntry;
      // The same game sent again (a desk that restarted, a reconnection): the same version, nothing to do.
      if ((before.games.get(id) as GameEntry | undefined)?.version === entry.version) continue;
      const result = this.session.upsertRecord(entry.record);
      const by = actor.kind === 'desk' ? actor.name : 'organiser';
      if (!result.ok) {
        this.hubStore.log(this.eventId, at, 'game-unreadable', { gameId: id, by, problems: result.problems });
        continue;
      }
      if (result.value === 'replaced')
        this.hubStore.log(this.eventId, at, 'game-replaced', {
          gameId: id,
          round: entry.round,
          table: entry.table,
          by,
        });
      else if (result.value === 'imported')
        this.hubStore.log(this.eventId, at, 'game-received', {
          gameId: id,
          round: entry.round,
          table: entry.table,
          by,
        });
    }
    // The event's row as saved (checked when it was written): its games played here, not yet finished.
    const current = this.store.tournament(this.eventId)?.data as Tournament | undefined;
    const local = new Map<string, string | null>();
    for (const round of current?.rounds ?? [])
      for (const table of round.tables)
        if (table.gameId && !after.games.has(table.gameId) && this.store.has(table.gameId))
          local.set(tableKey(round.number, table.table), table.gameId);
    try {
      this.session.tournaments.saveFromRoom(toTournament(after, local) as Tournament);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      this.hubStore.log(this.eventId, at, 'event-unsaved', { problems: [error.message] });
    }
  }

  // --- desks ---------------------------------------------------------------------------------------------

  /** A device asked to join with the room's code: listed for the organiser, who admits it or not. */
  request(request: DeskRequest, token: string, address: string): DeviceRow {
    const device: DeviceRow = {
      id: `desk-${this.ports.newId()}`,
      eventId: this.eventId,
      name: request.name,
      role: request.role,
      tables: [...request.tables].sort((a, b) => a - b),
      status: 'pending',
      address,
      createdAt: this.now(),
      lastSeen: null,
    };
    this.hubStore.addDevice(device, token);
    this.hubStore.log(this.eventId, device.createdAt, 'device-asked', { name: device.name, address });
    this.notify();
    return device;
  }

  admit(id: string, change: { role?: HubRole; tables?: readonly number[] }): boolean {
    const ok = this.hubStore.setDevice(id, { status: 'admitted', ...change });
    const device = this.hubStore.device(id);
    if (ok && device)
      this.hubStore.log(this.eventId, this.now(), 'device-admitted', {
        name: device.name,
        role: device.role,
        tables: device.tables,
      });
    this.notify();
    return ok;
  }

  refuse(id: string): boolean {
    const ok = this.hubStore.setDevice(id, { status: 'refused' });
    if (ok)
      this.hubStore.log(this.eventId, this.now(), 'device-refused', { name: this.hubStore.device(id)?.name ?? id });
    this.notify();
    return ok;
  }

  deviceFor(token: string): DeviceRow | null {
    return this.hubStore.deviceByToken(this.eventId, token);
  }

  device(id: string): DeviceRow | null {
    const device = this.hubStore.device(id);
    return device?.eventId === this.eventId ? device : null;
  }

  seenNow(id: string): void {
    this.hubStore.seen(id, this.now());
  }

  actorOf(device: DeviceRow): Actor {
    return { kind: 'desk', id: device.id, name: device.name, role: device.role as HubRole, tables: device.tables };
  }

  notify(): void {
    for (const listener of this.listeners) listener(null, 'status');
  }

  // --- what the room sees ---------------------------------------------------------------------------------

  /** The projector's and the phones' view: the round's tables and seats, the standings; names only. */
  roomView(): RoomView {
    const event = this.session.tournaments.stored(this.eventId);
    const now = this.now();
    if (!event)
      return {
        event: '',
        round: null,
        rounds: 0,
        tables: [],
        standings: [],
        scoring: { en: [], fr: [] },
        gamesCounted: 0,
        serverTime: now,
      };
    const outcomes = new Map<string, GameOutcome>();
    for (const round of event.rounds)
      for (const table of round.tables) {
        const row = table.gameId ? this.store.game(table.gameId) : null;
        if (row && row.phase === 'revealed' && row.results)
          outcomes.set(row.id, { gameId: row.id, players: row.results });
      }
    const last = event.rounds.at(-1);
    return {
      event: event.name,
      round: last?.number ?? null,
      rounds: event.rounds.length,
      tables: (last?.tables ?? []).map((t) => ({
        table: t.table,
        players: t.players,
        finished: t.gameId !== null && outcomes.has(t.gameId),
      })),
      standings: standings(event, outcomes),
      scoring: { en: describeScoring(event.scoring, 'en'), fr: describeScoring(event.scoring, 'fr').map(frenchSpaces) },
      gamesCounted: outcomes.size,
      serverTime: now,
    };
  }

  /** Tables with two results and no choice yet, with each game's desk, time and winners. */
  conflicts() {
    return conflictsOf(this.projection).map((c) => ({
      round: c.round,
      table: c.table,
      games: c.gameIds.map((gameId) => {
        const entry = this.projection.games.get(gameId) as GameEntry;
        const desk = this.hubStore.devices(this.eventId).find((d) => d.id === entry.desk);
        return {
          gameId,
          desk: entry.desk === 'organiser' ? 'organiser' : escapeControls(desk?.name ?? entry.desk),
          at: entry.at,
          winners: this.store.game(gameId)?.winners ?? [],
        };
      }),
    }));
  }

  destroy(): void {
    this.listeners.clear();
    this.doc.destroy();
  }
}
