/**
 * Player statistics and tournaments: each finished game keeps every player's outcome (so statistics need
 * not replay the archive), and events (tournaments) are stored whole, one JSON document each, saved at
 * every change.
 */
export default {
  version: 2,
  name: 'results-and-events',
  sql: `
    ALTER TABLE games ADD COLUMN results TEXT;

    CREATE TABLE tournaments (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      data TEXT NOT NULL
    ) STRICT;
    CREATE UNIQUE INDEX tournaments_by_name ON tournaments (name COLLATE NOCASE);
  `,
} as const;
