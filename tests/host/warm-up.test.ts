import { describe, expect, it, vi } from 'vitest';
import { WARM_UP_DECKS, warmUp } from '../../src/main/host/warm-up.ts';
import { ROLE_IDS } from '../../src/shared/roles.ts';

/** A `later` that keeps the turns, run by the test one at a time. */
function turns(): { later: (run: () => void) => void; next: () => boolean; count: () => number } {
  const queue: (() => void)[] = [];
  let count = 0;
  return {
    later: (run) => queue.push(run),
    next: () => {
      const run = queue.shift();
      if (!run) return false;
      count++;
      run();
      return true;
    },
    count: () => count,
  };
}

describe('the host warms up at start (host/warm-up.ts)', () => {
  it('holds every role of every box in its decks', () => {
    const held = new Set(WARM_UP_DECKS.flat());
    expect(ROLE_IDS.filter((role) => !held.has(role))).toEqual([]);
  });

  it('plays each deck to its verdict through a session of its own, one command per turn', async () => {
    const t = turns();
    const warming = warmUp({ later: t.later });
    // Nothing runs before the first turn (not even its archive in memory): the host's start is not delayed.
    expect(t.count()).toBe(0);
    while (t.next());
    const played = await warming.done;
    expect(played.games).toBe(WARM_UP_DECKS.length);
    // Each game: its creation and the night's start, every call, the vote (at least a few calls each).
    expect(played.commands).toBeGreaterThan(WARM_UP_DECKS.length * 5);
    // One command per turn, and one last turn that finds nothing left.
    expect(t.count()).toBe(played.commands + 1);
  });

  it('stops after the command under way when the host closes', async () => {
    const t = turns();
    const warming = warmUp({ later: t.later });
    for (let i = 0; i < 3; i++) t.next();
    warming.stop();
    while (t.next());
    const played = await warming.done;
    expect(played.commands).toBe(3);
    expect(played.games).toBe(0);
    expect(t.count()).toBe(4);
  });

  it('plays as many games as asked, the decks in turn', async () => {
    const t = turns();
    const warming = warmUp({ later: t.later, games: WARM_UP_DECKS.length + 2 });
    while (t.next());
    expect((await warming.done).games).toBe(WARM_UP_DECKS.length + 2);
  });

  it('runs on its own by default (setImmediate), after its delay, and ends', async () => {
    const played = await warmUp({ games: 1, delayMs: 1 }).done;
    expect(played.games).toBe(1);
  });

  it('waits two seconds by default before its first command (the console loads first)', () => {
    vi.useFakeTimers();
    try {
      const queued: (() => void)[] = [];
      const immediate = vi.spyOn(globalThis, 'setImmediate').mockImplementation(((run: () => void) => {
        queued.push(run);
        return 0 as never;
      }) as never);
      const warming = warmUp({ games: 1 });
      vi.advanceTimersByTime(1999);
      expect(queued).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(queued).toHaveLength(1);
      immediate.mockRestore();
      // Stopped before its first command: the turn ends it (and lets its archive in memory go).
      warming.stop();
      queued[0]!();
    } finally {
      vi.useRealTimers();
    }
  });
});
