import { z } from 'zod';
import { PlayerNameSchema } from './player-name.ts';
import type { GameListEntry } from './views.ts';

/**
 * The archive's list as the console reads it: a page at a time, newest first, from the archive itself
 * (its search runs in SQLite: `src/main/persistence/archive-index.ts`), so 100,000 games cost what 50 do.
 */

/** The most games one page brings. */
export const ARCHIVE_PAGE_MAX = 200;

/** The longest search, in characters. */
export const ARCHIVE_QUERY_MAX_CHARS = 200;

export const ArchivePageSchema = z.strictObject(
  {
    /**
     * Words, each the start of a word of the game: a player's name, a role (its id, or its name in English
     * or French), the winning team, "unfinished", a date (YYYY-MM-DD) or an event's name. Accents and case
     * are ignored; nothing in it is read as a search syntax.
     */
    query: z
      .string({ error: 'query: a search is text' })
      .max(ARCHIVE_QUERY_MAX_CHARS, `query: a search is at most ${ARCHIVE_QUERY_MAX_CHARS} characters`)
      .optional(),
    /** Only the games of exactly these players (names compared without case or outer spaces). */
    players: z
      .array(PlayerNameSchema, { error: 'players: a list of player names' })
      .min(1, 'players: at least one name')
      .max(40, 'players: at most 40 names')
      .optional(),
    /** The first game of the page, counted from 0 in the list's order. */
    offset: z
      .number({ error: 'offset: a number' })
      .int('offset: a whole number')
      .min(0, 'offset: 0 or more')
      .max(1_000_000_000, 'offset: at most 1,000,000,000'),
    limit: z
      .number({ error: 'limit: a number' })
      .int('limit: a whole number')
      .min(1, 'limit: at least 1 game')
      .max(ARCHIVE_PAGE_MAX, `limit: at most ${ARCHIVE_PAGE_MAX} games a page`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}: a page has query, players, offset and limit`
        : 'a page is an object { offset, limit, query?, players? }',
  },
);
export type ArchivePageInput = z.input<typeof ArchivePageSchema>;

/** A page of the list. */
export interface ArchivePageView {
  /** The games the query finds (all of them without one). */
  readonly total: number;
  /** The games in the archive. */
  readonly all: number;
  /** The page's first game, as asked. */
  readonly offset: number;
  readonly games: readonly GameListEntry[];
}

/**
 * Where "Export all" went: a file the browser downloads from the host (a one-time address, streamed as it
 * is written), a file the app wrote where the moderator chose, or nothing (the save dialog was cancelled).
 */
export type ArchiveExportView =
  | { readonly kind: 'download'; readonly url: string; readonly fileName: string }
  | { readonly kind: 'saved'; readonly path: string; readonly games: number }
  | { readonly kind: 'cancelled' };

/** `nightwarden-archive-2025-03-14.jsonl`, by the calendar where the archive is exported. */
export function archiveFileName(today: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `nightwarden-archive-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.jsonl`;
}
