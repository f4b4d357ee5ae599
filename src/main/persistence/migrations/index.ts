import initial from './0001-initial.ts';
import resultsAndEvents from './0002-results-and-events.ts';
import eventHub from './0004-event-hub.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Every schema change, one numbered file each, in strictly increasing order (Signal Desktop's habit). */
export const MIGRATIONS: readonly Migration[] = [initial, resultsAndEvents, eventHub];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
