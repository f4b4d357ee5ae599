import type Database from 'better-sqlite3';
import initial from './0001-initial.ts';
import resultsAndEvents from './0002-results-and-events.ts';
import archiveIndex from './0003-archive-index.ts';
import eventHub from './0004-event-hub.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
  /** Fills what the new schema derives from the rows already there, in the migration's transaction. */
  readonly backfill?: (db: Database.Database) => void;
}

/** Every schema change, one numbered file each, in strictly increasing order (Signal Desktop's habit). */
export const MIGRATIONS: readonly Migration[] = [initial, resultsAndEvents, archiveIndex, eventHub];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
