/**
 * What the moderator's console tells the players' screen: the open game or event, the call the night is
 * saying (the call on screen, which waits for its timer and close lines whatever was answered), and the
 * discussion timer. The night and day screens fill their part while they are shown; the console sends the
 * whole cue to the main process whenever it changes, and the main process builds the public view from the
 * session. Nothing secret is in a cue: a call's index in the deck's script, and the timer.
 */
import type { PublicCue, PublicTimer } from '../../../shared/public-view.ts';

export interface CueParts {
  /** The night's call on screen (null between calls, while correcting, outside the night). */
  callIndex: number | null;
  timer: PublicTimer | null;
}

/** The screens' parts of the cue (one console per page). */
export const cueParts: CueParts = $state({ callIndex: null, timer: null });

/** The whole cue, from the console's state and the screens' parts. */
export function cueOf(
  parts: CueParts,
  context: {
    readonly language: 'en' | 'fr';
    readonly gameId: string | null;
    readonly eventId: string | null;
    /** An event's panel covers the game: the players see its standings. */
    readonly eventPanel: boolean;
  },
): PublicCue {
  const gameId = context.eventPanel ? null : context.gameId;
  return {
    language: context.language,
    gameId,
    eventId: context.eventId,
    callIndex: gameId === null ? null : parts.callIndex,
    timer: gameId === null || parts.timer === null ? null : { ...parts.timer, warnings: [...parts.timer.warnings] },
  };
}

/**
 * Sends each new cue once (an equal one is not sent again); returns the sender. A failed send is not the
 * console's problem: the players' screen shows the last view it had.
 */
export function cueSender(send: (cue: PublicCue) => Promise<unknown>): (cue: PublicCue) => void {
  let last = '';
  return (cue) => {
    const text = JSON.stringify(cue);
    if (text === last) return;
    last = text;
    void send(cue).catch(() => undefined);
  };
}

/** The night screen's part: its call on screen, while it is being said (not while correcting). */
export function followNightCue(night: {
  readonly correcting: boolean;
  readonly stage: string;
  readonly call: { readonly index: number } | null;
}): void {
  $effect(() => {
    const saying = !night.correcting && night.stage !== 'idle' && night.stage !== 'over';
    cueParts.callIndex = saying ? (night.call?.index ?? null) : null;
    return () => {
      cueParts.callIndex = null;
    };
  });
}

/** The day screen's part: the discussion timer, with the warnings it says. */
export function followDayCue(
  day: { readonly timer: PublicTimer['state']; readonly remaining: number; readonly length: number },
  warnings: readonly number[],
): void {
  $effect(() => {
    cueParts.timer = {
      state: day.timer,
      remaining: Math.max(0, day.remaining),
      length: Math.max(0, day.length),
      warnings: [...warnings],
    };
    return () => {
      cueParts.timer = null;
    };
  });
}
