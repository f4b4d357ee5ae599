/**
 * What a step changed on the table, as place keys the table widget highlights: `card:<seat>`,
 * `mark:<seat>`, `center:<index>` and `spot:<index>`. The view has no card ids, only roles, so swapping two
 * cards of the same role changes nothing visible and is not highlighted either. Shared: the console's
 * night, replay and reveal compare tables in the page, the players' screen is sent the places its story's
 * step changed (src/main/session/public-view.ts).
 */
import type { TableView } from './views.ts';

export type PlaceKey = `card:${number}` | `mark:${number}` | `center:${number}` | `spot:${number}`;

/** Nothing changed (yet). */
export const NO_CHANGES: ReadonlySet<PlaceKey> = new Set();

export function changedPlaces(before: TableView | null, after: TableView): ReadonlySet<PlaceKey> {
  const changed = new Set<PlaceKey>();
  // Another game, or none before: nothing to compare with.
  if (!before || before.players.length !== after.players.length || before.board.length !== after.board.length)
    return changed;
  after.players.forEach((player, seat) => {
    const was = before.players[seat]!;
    if (was.card !== player.card || was.copied !== player.copied) changed.add(`card:${seat}`);
    if (was.mark !== player.mark) changed.add(`mark:${seat}`);
  });
  after.center.forEach((card, index) => {
    if (before.center[index] !== card) changed.add(`center:${index}`);
  });
  after.board.forEach((spot, index) => {
    if (before.board[index]!.holds !== spot.holds) changed.add(`spot:${index}`);
  });
  return changed;
}
