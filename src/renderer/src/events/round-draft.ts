/**
 * A round as the organiser edits it, before it is saved: its tables, what would be sent, and what is wrong
 * with it (the main process checks the same rules again).
 */
import type { RoundInput } from '../../../shared/event-contract.ts';
import type { EventTableView } from '../../../shared/views.ts';
import { i18n } from '../lib/i18n/index.svelte.ts';
import { isRoleId, type RoleId } from '../../../shared/roles.ts';
import { CENTER_CARDS, TABLE_MAX, TABLE_MIN } from './labels.ts';

/** A table as the organiser edits it. */
export interface TableDraft {
  table: number;
  players: string[];
  deck: RoleId[];
  gameId: string | null;
}

export interface RoundDraft {
  number: number;
  tables: TableDraft[];
}

/** Where a player may be moved: another table of the round, or a new one. */
export type MoveTarget = number | 'new';

/** The round's tables as they would be saved: empty tables without a game dropped, then numbered 1, 2, 3… */
export function roundInput(draft: RoundDraft): RoundInput {
  return {
    number: draft.number,
    tables: draft.tables
      .filter((t) => t.players.length > 0 || t.gameId !== null)
      .map((t, i) => ({ table: i + 1, players: [...t.players], deck: [...t.deck], gameId: t.gameId })),
  };
}

/** What is wrong with a round's edit, in the console's language: the main process checks the same rules. */
export function roundProblems(draft: RoundDraft, registered: readonly string[]): string[] {
  const problems: string[] = [];
  const seated = new Map<string, number>();
  const known = new Set(registered);
  const input = roundInput(draft);
  if (input.tables.length === 0) problems.push(i18n.t('events:edit.problem.noTable'));
  for (const table of input.tables) {
    const count = table.players.length;
    if (count < TABLE_MIN || count > TABLE_MAX)
      problems.push(i18n.t('events:edit.problem.size', { table: table.table, count, min: TABLE_MIN, max: TABLE_MAX }));
    if (table.deck.length > 0 && table.deck.length !== count + CENTER_CARDS)
      problems.push(
        i18n.t('events:edit.problem.deck', {
          table: table.table,
          cards: table.deck.length,
          count,
          needed: count + CENTER_CARDS,
        }),
      );
    for (const name of table.players) {
      if (!known.has(name)) problems.push(i18n.t('events:edit.problem.unregistered', { table: table.table, name }));
      const other = seated.get(name);
      if (other !== undefined)
        problems.push(i18n.t('events:edit.problem.twice', { name, first: other, second: table.table }));
      else seated.set(name, table.table);
    }
  }
  return problems;
}

export function draftOf(round: { number: number; tables: readonly EventTableView[] }): RoundDraft {
  return {
    number: round.number,
    tables: round.tables.map((t) => ({
      table: t.table,
      players: [...t.players],
      deck: t.deck.filter(isRoleId),
      gameId: t.gameId,
    })),
  };
}
