/**
 * The child of the crash test: plays scripted games against an archive, forever, printing one line per
 * acknowledged command: `ack <game id> <events in the log> <digest of the game view>`. The parent kills
 * it with SIGKILL at random moments.
 */
import { writeSync } from 'node:fs';
import { seededRng } from '../../src/main/engine/index.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import type { GameView } from '../../src/shared/views.ts';
import { digest } from './crash-child-digest.ts';

const [path, seedText] = process.argv.slice(2);
const rng = seededRng(Number(seedText));
let ids = 0;
const store = new Store(path!);
const session = new Session(store, {
  now: () => new Date(),
  newId: () => `game-${seedText}-${Date.now()}-${++ids}`,
  randomSeed: () => rng.int(0, 2 ** 30),
});

const DECK = ['vampire', 'the-count', 'werewolf', 'seer', 'robber', 'priest', 'gremlin', 'cupid', 'villager'];
const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];

function legalSeats(view: GameView): number[] {
  const choice = view.call!.choice;
  return 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
}

function next(view: GameView | null): ReturnType<Session['getGame']> {
  if (!view || view.phase === 'revealed') {
    return session.createGame({ players: PLAYERS, deal: { mode: 'shuffle', deck: DECK } });
  }
  const roll = rng.int(0, 9);
  if (roll === 0 && view.canUndo) return session.undo(view.id);
  if (roll === 1 && view.phase !== 'setup')
    return session.override(view.id, {
      override: 'swap-marks',
      a: { player: rng.int(0, 2) },
      b: { player: rng.int(3, 5) },
      note: 'crash test',
    });
  switch (view.phase) {
    case 'setup':
      return session.startNight(view.id);
    case 'day':
      return session.startVote(view.id);
    case 'vote':
      return session.vote(
        view.id,
        PLAYERS.map((_, p) => (p + 1 + rng.int(0, 4)) % PLAYERS.length),
      );
    default: {
      const choice = view.call!.choice;
      const seats = legalSeats(view);
      if (choice.kind === 'target' && seats.length > 0 && (choice.mandatory || rng.int(0, 1) === 0))
        return session.answer(view.id, { target: seats[rng.int(0, seats.length - 1)] });
      if (choice.kind === 'center' && choice.mandatory) return session.answer(view.id, { center: rng.int(0, 2) });
      return session.pass(view.id);
    }
  }
}

const games = session.listGames();
let view: GameView | null = null;
if (games.ok && games.value.length > 0) {
  const last = session.getGame(games.value[0]!.id);
  if (last.ok) view = last.value;
}
for (;;) {
  const result = next(view);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  view = result.value;
  writeSync(1, `ack ${view.id} ${view.log.length} ${digest(view)}\n`);
}
