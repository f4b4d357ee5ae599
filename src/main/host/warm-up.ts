/**
 * The host's first answers as quick as its hundredth (docs/architecture.md, "Confirm → board").
 *
 * V8 compiles a function well only once it has run a while: a freshly started host answered the first
 * commands of its first night in 4 to 15 ms where a warm one takes a few tenths of a millisecond, and each
 * box's first game paid again for its roles' code. So at start the host plays a few random games, whose
 * decks hold every role, through a session of its own over an archive in memory: the code a console's
 * commands run (the session's checks, the engine, the fold, the view, the archive's statements). Nothing
 * touches the moderator's archive, nothing is said or shown, and it goes one command per turn of the event
 * loop, so a console's request waits for at most one command (a few milliseconds at the very start); it
 * starts two seconds after the host, once the console's first page has loaded (`npm run bench --
 * coldstart`).
 */
import {
  currentCall,
  DEFAULT_NAMES,
  MIXED_DECKS,
  NAMED_DECKS,
  randomAnswer,
  randomVoteInput,
  seededRng,
  type Role,
} from '../engine/index.ts';
import { Store } from '../persistence/store.ts';
import { Session } from '../session/session.ts';

/**
 * Every role of every box at least once: Vampire with Werewolf (three table sizes), Alien with its app,
 * Daybreak, and the base game's other roles with the Bonus Packs' (two tables).
 */
export const WARM_UP_DECKS: readonly (readonly Role[])[] = [
  MIXED_DECKS[10]!,
  NAMED_DECKS['alien10']!.deck,
  NAMED_DECKS['daybreak10']!.deck,
  MIXED_DECKS[8]!,
  MIXED_DECKS[5]!,
  [
    'werewolf',
    'werewolf',
    'minion',
    'mason',
    'mason',
    'drunk',
    'insomniac',
    'hunter',
    'tanner',
    'apprentice-tanner',
    'aura-seer',
    'prince',
    'cursed',
    'thing',
    'squire',
  ],
  ['werewolf', 'seer', 'beholder', 'body-snatcher', 'empath', 'nostradamus', 'villager', 'troublemaker'],
  [
    'vampire',
    'werewolf',
    'diseased',
    'instigator',
    'assassin',
    'apprentice-assassin',
    'marksman',
    'villager',
    'villager',
  ],
  ['alien', 'alien', 'groob', 'zerb', 'leader', 'blob', 'villager', 'villager'],
];

export interface WarmUp {
  /** Resolves once the games are over (or the warm-up was stopped): the games finished, the commands played. */
  readonly done: Promise<{ games: number; commands: number }>;
  /** Stops after the command under way (the host is closing). */
  stop(): void;
}

export interface WarmUpOptions {
  /** How many games (one deck after another); default one per deck. */
  readonly games?: number;
  /** Runs the next command later (default: `setImmediate`, after the requests already waiting). */
  readonly later?: (run: () => void) => void;
  /**
   * How long to wait before the first game (default 2 s): the console's first page loads meanwhile with
   * both cores to itself, and a moderator takes longer than that to set a game up.
   */
  readonly delayMs?: number;
}

/** Plays the warm-up games, one command per `later`; never throws (a failure ends it quietly). */
export function warmUp(options: WarmUpOptions = {}): WarmUp {
  const games = options.games ?? WARM_UP_DECKS.length;
  const later = options.later ?? ((run: () => void) => void setImmediate(run));
  // Its own archive in memory and session: opened at the first turn, let go at the last.
  let played: { store: Store; session: Session } | null = null;
  let game = 0;
  let id = 0;
  const rng = seededRng(1);
  let current: string | null = null;
  let commands = 0;
  let finished = 0;
  let stopped = false;
  let finish!: (played: { games: number; commands: number }) => void;
  const done = new Promise<{ games: number; commands: number }>((resolve) => (finish = resolve));

  const end = (): void => {
    try {
      played?.store.close();
    } catch {
      // An archive in memory has nothing to lose.
    }
    played = null;
    finish({ games: finished, commands });
  };

  /** The next command of the game under way (or the next game's creation); false when there is none. */
  const step = (): boolean => {
    if (!played) {
      const store = new Store(':memory:');
      const ports = { now: () => new Date(), newId: () => `warm-up-${++id}`, randomSeed: () => id };
      played = { store, session: new Session(store, ports) };
    }
    const { session } = played;
    if (current === null) {
      if (game >= games) return false;
      const deck = WARM_UP_DECKS[game++ % WARM_UP_DECKS.length]!;
      const created = session.createGame({
        players: DEFAULT_NAMES.slice(0, deck.length - 3),
        deal: { mode: 'shuffle', deck: [...deck] },
      });
      if (!created.ok) return false;
      current = created.value.id;
      return session.startNight(current).ok;
    }
    const state = session.gameState(current);
    if (!state.ok) return false;
    const call = currentCall(state.value);
    if (call) return session.answer(current, randomAnswer(rng, call.choice)).ok;
    const { votes, second } = randomVoteInput(rng, state.value);
    const started = session.startVote(current);
    const voted = started.ok ? session.vote(current, votes, second) : started;
    if (voted.ok && voted.value.phase === 'revealed') finished++;
    current = null;
    return voted.ok;
  };

  const run = (): void => {
    let more: boolean;
    try {
      more = !stopped && step();
      if (more) commands++;
    } catch {
      more = false;
    }
    if (more) later(run);
    else end();
  };
  const delayMs = options.delayMs ?? (options.later ? 0 : 2000);
  if (delayMs > 0) setTimeout(() => later(run), delayMs).unref();
  else later(run);
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
