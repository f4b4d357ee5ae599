/**
 * The games a session keeps folded in memory: the games in play (unfinished, commanded in this session),
 * and a few others read lately (a replay, a report, a finished game shown). Everything else is read from
 * the archive when asked, so a host that runs for a season holds a bounded number of games, not every
 * game it ever touched. Evicting a game loses nothing: the archive is the truth, and folding it again gives
 * the same frames.
 */
export interface GameCacheLimits {
  /** Unfinished games played here, most recent first kept. */
  readonly inPlay: number;
  /** Any other game read lately. */
  readonly recent: number;
}

export const GAME_CACHE_LIMITS: GameCacheLimits = { inPlay: 12, recent: 8 };

export class GameCache<T> {
  // Maps keep insertion order: the first key is the least recently used.
  private readonly inPlay = new Map<string, T>();
  private readonly recent = new Map<string, T>();

  constructor(private readonly limits: GameCacheLimits = GAME_CACHE_LIMITS) {}

  /** The game if kept, now the most recently used. */
  get(id: string): T | undefined {
    for (const map of [this.inPlay, this.recent]) {
      const value = map.get(id);
      if (value !== undefined) {
        map.delete(id);
        map.set(id, value);
        return value;
      }
    }
    return undefined;
  }

  /** Keeps a game; `playing`: unfinished and commanded here (it stays while in play, within the limit). */
  set(id: string, value: T, playing: boolean): void {
    this.inPlay.delete(id);
    this.recent.delete(id);
    if (playing) {
      this.inPlay.set(id, value);
      while (this.inPlay.size > this.limits.inPlay) {
        const [oldest, game] = this.inPlay.entries().next().value!;
        this.inPlay.delete(oldest);
        this.recent.set(oldest, game);
      }
    } else this.recent.set(id, value);
    while (this.recent.size > this.limits.recent) this.recent.delete(this.recent.keys().next().value!);
  }

  delete(id: string): void {
    this.inPlay.delete(id);
    this.recent.delete(id);
  }

  clear(): void {
    this.inPlay.clear();
    this.recent.clear();
  }

  /** Every game kept, in play first (a copy: the rescue reads them after the cache is cleared). */
  *[Symbol.iterator](): IterableIterator<[string, T]> {
    yield* this.inPlay;
    yield* this.recent;
  }

  /** How many games are kept (never more than both limits together). */
  get size(): number {
    return this.inPlay.size + this.recent.size;
  }
}
