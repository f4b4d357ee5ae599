/**
 * Undo as the moderator means it: back to the last call someone answered. Calls that passed by themselves
 * (nobody awake, or nothing to choose) are taken back on the way, one undo each, so the log keeps every
 * step; a correction, the start of the vote or of the night is taken back on its own.
 */
import type { GameView, LogEntryView } from '../../../shared/views.ts';

/** The commands still in force, oldest first: the log without the undone ones and the undos. */
export function inForce(log: readonly LogEntryView[]): LogEntryView[] {
  return log.filter((entry) => !entry.undone && entry.type !== 'undone');
}

/**
 * Undoes until a call someone answered is taken back. `undo` sends one undo and answers the new view (null
 * on a refusal, which stops here). Never takes back the start of the night on its way.
 */
export async function undoToAnswer(game: GameView, undo: () => Promise<GameView | null>): Promise<GameView | null> {
  let view: GameView | null = game;
  let last: GameView | null = null;
  for (;;) {
    const top = inForce(view.log).at(-1);
    if (!top || !view.canUndo) return last;
    view = await undo();
    if (!view) return last;
    last = view;
    // Someone answered it, or it was not an answer at all: that was the moderator's last act.
    if (top.type !== 'answered' || !top.auto) return view;
    const next = inForce(view.log).at(-1);
    if (!next || next.type !== 'answered') return view;
  }
}
