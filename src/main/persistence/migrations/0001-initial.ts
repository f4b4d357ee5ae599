/** The first schema: games, their append-only events, and the player names remembered for setup. */
export default {
  version: 1,
  name: 'initial',
  sql: `
    CREATE TABLE games (
      id TEXT PRIMARY KEY,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      players TEXT NOT NULL,
      deck TEXT NOT NULL,
      setup TEXT NOT NULL,
      phase TEXT NOT NULL,
      winners TEXT
    ) STRICT;
    CREATE INDEX games_by_date ON games (created_at DESC, id);

    CREATE TABLE events (
      game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      at TEXT NOT NULL,
      type TEXT NOT NULL,
      payload TEXT NOT NULL,
      PRIMARY KEY (game_id, seq)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE player_names (
      name TEXT PRIMARY KEY,
      last_used TEXT NOT NULL
    ) STRICT;
  `,
} as const;
