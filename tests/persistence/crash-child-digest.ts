import { createHash } from 'node:crypto';
import type { GameView } from '../../src/shared/views.ts';

/** What "the same game" means in the crash test: phase, current call, table, result, undo. */
export function digest(view: GameView): string {
  const { phase, call, table, result, canUndo } = view;
  return createHash('sha256')
    .update(JSON.stringify({ phase, call, table, result, canUndo }))
    .digest('hex')
    .slice(0, 16);
}
