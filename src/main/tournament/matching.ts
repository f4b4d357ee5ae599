import { nameKey, type Tournament } from './event.ts';

/** Where a game belongs in the event: a round's number and a table's number. */
export interface TableRef {
  readonly round: number;
  readonly table: number;
}

/**
 * Every open table whose players are exactly the game's (names compared without case or outer spaces),
 * earliest round first: games are brought in in the order they were played, so a round's game imported
 * after the next round was drawn (the same players may sit together again) still goes to its own round.
 */
export function openTablesFor(t: Tournament, gamePlayers: readonly string[]): TableRef[] {
  const game = new Set(gamePlayers.map(nameKey));
  if (game.size !== gamePlayers.length || game.size === 0) return [];
  const found: TableRef[] = [];
  for (const round of t.rounds)
    for (const table of round.tables)
      if (
        table.gameId === null &&
        table.players.length === game.size &&
        table.players.every((name) => game.has(nameKey(name)))
      )
        found.push({ round: round.number, table: table.table });
  return found;
}

/** The table a game brought in from another laptop was played at: the first of `openTablesFor`. */
export function matchGame(t: Tournament, gamePlayers: readonly string[]): TableRef | null {
  return openTablesFor(t, gamePlayers)[0] ?? null;
}

/**
 * The event with `gameId` linked to a table (or unlinked with `null`). A table that does not exist is a
 * programmer error; a game linked twice is refused by `parseTournament` when the event is checked.
 */
export function linkGame(t: Tournament, round: number, table: number, gameId: string | null): Tournament {
  const target = t.rounds.find((r) => r.number === round)?.tables.find((a) => a.table === table);
  if (target === undefined) throw new Error(`there is no table ${table} in round ${round}`);
  return {
    ...t,
    rounds: t.rounds.map((r) =>
      r.number !== round ? r : { ...r, tables: r.tables.map((a) => (a.table === table ? { ...a, gameId } : a)) },
    ),
  };
}
