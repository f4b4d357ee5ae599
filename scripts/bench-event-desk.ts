/**
 * One table desk of the event benchmark (scripts/bench-event.ts), in a worker thread of its own: its own
 * archive, its own event loop and its own disk writes, as on its own laptop. It joins the room with the
 * code, plays its table's games when told, pushes one when told (reporting the moment), and can lose the
 * network and get it back.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { RoomService } from '../src/main/hub/room-service.ts';
import { Store } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';
import type { GameView } from '../src/shared/views.ts';

interface DeskData {
  readonly folder: string;
  readonly index: number;
  readonly code: string;
  readonly eventId: string;
  readonly rounds: number;
}

export type DeskCommand =
  | { readonly kind: 'wait-event' }
  | { readonly kind: 'play' }
  | { readonly kind: 'push'; readonly round: number }
  | { readonly kind: 'disconnect' }
  | { readonly kind: 'reconnect' }
  | { readonly kind: 'status' }
  | { readonly kind: 'close' };

const data = workerData as DeskData;
const table = data.index + 1;
const store = new Store(join(data.folder, `desk-${table}.db`));
let n = 0;
const session = new Session(store, {
  now: () => new Date(),
  newId: () => `d${table}-${(++n).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  randomSeed: () => Math.floor(Math.random() * 2 ** 31),
});
const rooms = new RoomService({
  store,
  session,
  ports: { now: () => new Date(), newId: () => Math.random().toString(36).slice(2) },
  root: data.folder,
  bind: `127.0.0.${10 + data.index}`,
});
const games: string[] = [];
const now = (): number => performance.timeOrigin + performance.now();

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Plays a table's game to its reveal: the first legal choice on mandatory calls, a pass otherwise. */
function play(round: number): string {
  const game = unwrap(session.tournaments.startEventGame(data.eventId, round, table));
  let view: GameView = unwrap(session.startNight(game.id));
  while (view.phase === 'dusk' || view.phase === 'night') {
    const choice = view.call!.choice;
    if (choice.kind === 'target' && choice.mandatory)
      view = unwrap(session.answer(game.id, { target: choice.seats.find((s) => s.legal)!.seat }));
    else view = unwrap(session.pass(game.id));
  }
  const count = view.players.length;
  unwrap(
    session.vote(
      game.id,
      view.players.map((_, seat) => (seat + 1 + ((seat * 7 + round) % (count - 1))) % count),
    ),
  );
  return game.id;
}

unwrap(await rooms.join(data.code, { name: `Table ${table}`, role: 'table', tables: [table] }));
parentPort!.postMessage({ kind: 'joined' });

parentPort!.on('message', (command: DeskCommand) => {
  switch (command.kind) {
    case 'wait-event': {
      const ready = (): boolean => session.tournaments.stored(data.eventId)?.rounds.length === data.rounds;
      if (ready()) return parentPort!.postMessage({ kind: 'event-ready' });
      const stop = rooms.onChange(() => {
        if (!ready()) return;
        stop();
        parentPort!.postMessage({ kind: 'event-ready' });
      });
      return;
    }
    case 'play':
      for (let round = 1; round <= data.rounds; round++) games.push(play(round));
      return parentPort!.postMessage({ kind: 'played', games });
    case 'push': {
      const id = games[command.round - 1]!;
      const at = now();
      rooms.gameChanged(id);
      return parentPort!.postMessage({ kind: 'pushed', id, at });
    }
    case 'disconnect':
      rooms.deskOf(data.eventId)!.disconnect();
      return parentPort!.postMessage({ kind: 'done' });
    case 'reconnect': {
      const at = now();
      rooms.deskOf(data.eventId)!.reconnect();
      return parentPort!.postMessage({ kind: 'reconnected', at });
    }
    case 'status':
      return parentPort!.postMessage({ kind: 'status', status: unwrap(rooms.deskStatus())[0] });
    case 'close':
      void rooms.closeAll().then(() => {
        store.close();
        parentPort!.postMessage({ kind: 'closed' });
      });
      return;
  }
});
