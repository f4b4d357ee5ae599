/**
 * The game the moderator went "back to setup" from: the setup screen starts from its players, deck,
 * options and deal instead of an empty table. Kept in memory only, and taken once.
 */
import type { GameView } from '../../../shared/views.ts';

let draft: GameView | null = null;

export function keepDraft(game: GameView): void {
  draft = game;
}

export function takeDraft(): GameView | null {
  const game = draft;
  draft = null;
  return game;
}
