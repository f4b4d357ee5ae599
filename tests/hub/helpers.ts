import * as Y from 'yjs';
import { HubStore } from '../../src/main/persistence/hub-store.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { applyOp, recordVersion, type EventOp, type GameEntry } from '../../src/main/hub/event-doc.ts';
import type { EventHub } from '../../src/main/hub/hub.ts';
import type { GameRecord } from '../../src/shared/record.ts';
import type { GameView } from '../../src/shared/views.ts';
import { tempDb, unwrap } from '../session/helpers.ts';

export const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];
/** Every call of this deck may be passed: a game is played to its end without choosing anything. */
export const DECK = [
  'werewolf',
  'werewolf',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
];

/** Ports whose ids carry a prefix, so two laptops never make the same id. */
export function ports(prefix: string) {
  let t = Date.parse('2026-11-01T20:00:00Z');
  let n = 0;
  return { now: () => new Date((t += 1000)), newId: () => `${prefix}-${++n}`, randomSeed: () => 42 };
}

export interface Laptop {
  readonly store: Store;
  readonly session: Session;
  readonly hubStore: HubStore;
  readonly path: string;
}

export function laptop(prefix: string, path = tempDb()): Laptop {
  const store = new Store(path);
  const session = new Session(store, ports(prefix));
  return { store, session, hubStore: new HubStore(store), path };
}

/** The organiser's laptop: a 12-player event with round 1 drawn (two tables of six, every deck playable). */
export function organiser(path?: string): Laptop & { eventId: string } {
  const l = laptop('hub', path);
  const event = unwrap(
    l.session.tournaments.createEvent({
      name: 'Spring Cup',
      startDate: '2026-04-01',
      players: PLAYERS,
      maxTableSize: 6,
    }),
  );
  const round = unwrap(l.session.tournaments.proposeRound(event.id, { seed: 7 })).rounds[0]!;
  unwrap(
    l.session.tournaments.saveRound(event.id, {
      number: 1,
      tables: round.tables.map((t) => ({ table: t.table, players: [...t.players], deck: DECK as never })),
    }),
  );
  return { ...l, eventId: event.id };
}

/** Plays a game of these players to its end on a laptop of its own; `votesFor` is the seat everyone votes for. */
export function playGame(session: Session, players: readonly string[], votesFor = 0): GameView {
  const created = unwrap(session.createGame({ players: [...players], deal: { mode: 'shuffle', deck: DECK, seed: 3 } }));
  let game = unwrap(session.startNight(created.id));
  while (game.phase === 'dusk' || game.phase === 'night') game = unwrap(session.pass(created.id));
  return unwrap(
    session.vote(
      created.id,
      game.players.map((_, seat) => (seat === votesFor ? (seat + 1) % game.players.length : votesFor)),
    ),
  );
}

export function record(session: Session, gameId: string): GameRecord {
  return unwrap(session.exportGame(gameId));
}

export function entryOf(rec: GameRecord, round: number, table: number, desk: string): GameEntry {
  return {
    gameId: String(rec.id),
    round,
    table,
    desk,
    version: recordVersion(rec),
    at: '2026-04-01T20:00:00Z',
    record: rec,
  };
}

/** A desk's replica of the hub's document, and the update one operation makes on it. */
export function replica(hub: EventHub): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(hub.doc));
  return doc;
}

export function change(doc: Y.Doc, op: EventOp, intent?: string): Uint8Array {
  const updates: Uint8Array[] = [];
  const listen = (u: Uint8Array): void => void updates.push(u);
  doc.on('update', listen);
  applyOp(doc, op, intent ? { key: intent, at: '2026-04-01T20:00:00Z' } : undefined);
  doc.off('update', listen);
  return Y.mergeUpdates(updates);
}

export function tablePlayers(l: Laptop, eventId: string, round: number, table: number): string[] {
  const event = l.session.tournaments.stored(eventId)!;
  return [...event.rounds.find((r) => r.number === round)!.tables.find((t) => t.table === table)!.players];
}
