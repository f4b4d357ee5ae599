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
      -- The name trimmed, in one Unicode form, lower-cased (SQLite's NOCASE folds ASCII letters only).
      name_key TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      data TEXT NOT NULL
    ) STRICT;
    CREATE UNIQUE INDEX tournaments_by_name ON tournaments (name_key);
  `,
} as const;
