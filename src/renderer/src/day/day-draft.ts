/**
 * The day as it stood when its screen went away while the game stayed in the day or the vote (the archive
 * opened over it), or the votes of a reveal the moderator took back: the day screen starts again from
 * there instead of from scratch. Kept in memory only, taken once, and only by the same game.
 */
/** Where the discussion timer stands (the day state's, kept in a draft as it was). */
export type TimerState = 'ready' | 'running' | 'paused' | 'done';

export interface DayDraft {
  readonly gameId: string;
  /** `votes[voter]`: the seat entered for each player, null where none was. */
  readonly votes: readonly (number | null)[];
  /** A two-hand vote's second hands, as entered (null where none was). */
  readonly second?: readonly (number | null)[];
  readonly discussion?: {
    readonly remaining: number;
    readonly length: number;
    /** The timer comes back paused if it was running. */
    readonly timer: TimerState;
    readonly warned: readonly number[];
  };
}

let draft: DayDraft | null = null;

export function keepDay(day: DayDraft): void {
  draft = day;
}

/** The kept day if it belongs to this game; the draft is cleared either way. */
export function takeDay(gameId: string | undefined): DayDraft | null {
  const kept = draft;
  draft = null;
  return kept && kept.gameId === gameId ? kept : null;
}
