import type Database from 'better-sqlite3';
import { ArchiveIndex } from '../archive-index.ts';

/**
 * The archive at the scale of a season (100,000 games): its list and search read a page from an index,
 * statistics aggregate compact rows in SQL (see archive-index.ts). Every game already in the archive is
 * indexed by the migration itself, in its transaction.
 */
export default {
  version: 3,
  name: 'archive-index',
  sql: `
    -- One row per game: its place in the list (its instant in ms, newest first, then its id; 0 for a date
    -- that is no instant) and the key of its set of players. num is its row in game_search.
    CREATE TABLE game_index (
      num INTEGER PRIMARY KEY,
      game_id TEXT NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
      at INTEGER NOT NULL,
      players_key TEXT NOT NULL
    ) STRICT;
    CREATE INDEX game_index_newest ON game_index (at DESC, game_id);
    CREATE INDEX game_index_by_players ON game_index (players_key, at DESC, game_id);

    -- Words from their start, without accents or case; only the index is kept (the text is the game's).
    CREATE VIRTUAL TABLE game_search USING fts5 (
      players, deck, result, day, event,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '1 2 3'
    );
    CREATE TRIGGER game_index_removed AFTER DELETE ON game_index BEGIN
      DELETE FROM game_search WHERE rowid = old.num;
    END;

    -- Each seat's outcome once a game is revealed: statistics group these rows in SQL.
    CREATE TABLE game_players (
      game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      seat INTEGER NOT NULL,
      name TEXT NOT NULL,
      -- The name trimmed, in one Unicode form, lower-cased (who the player is for statistics).
      name_key TEXT NOT NULL,
      start_card TEXT NOT NULL,
      card TEXT NOT NULL,
      team TEXT NOT NULL,
      dead INTEGER NOT NULL,
      won INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      -- The game's instant in ms (null for a date that is not one).
      at INTEGER,
      PRIMARY KEY (game_id, seat)
    ) STRICT, WITHOUT ROWID;
    -- Statistics filtered read these indexes only: the tallies (one pass, or the days asked for), each
    -- player's first and last games and latest spelling (a seek each), the Bonus Packs' wins by card.
    CREATE INDEX game_players_tally ON game_players (name_key, team, start_card, won, dead, at);
    CREATE INDEX game_players_by_day ON game_players (at, name_key, team, start_card, won, dead);
    CREATE INDEX game_players_by_time ON game_players (name_key, at, created_at);
    CREATE INDEX game_players_bonus ON game_players (name_key, team, start_card, card, at)
      WHERE won = 1 AND card IN ('apprentice-tanner', 'squire');

    -- The same tallies over the whole archive, kept by the triggers as seats are added and removed: the
    -- statistics screen opens on them without reading the outcomes.
    CREATE TABLE player_totals (
      name_key TEXT NOT NULL,
      team TEXT NOT NULL,
      start_card TEXT NOT NULL,
      games INTEGER NOT NULL,
      wins INTEGER NOT NULL,
      killed INTEGER NOT NULL,
      apprentice_tanner_wins INTEGER NOT NULL,
      squire_wins INTEGER NOT NULL,
      PRIMARY KEY (name_key, team, start_card)
    ) STRICT, WITHOUT ROWID;
    CREATE TRIGGER game_players_added AFTER INSERT ON game_players BEGIN
      INSERT INTO player_totals VALUES (
        new.name_key, new.team, new.start_card, 1, new.won, new.dead,
        new.won AND new.team = 'tanner' AND new.card = 'apprentice-tanner',
        new.won AND new.team = 'werewolf' AND new.card = 'squire'
      )
      ON CONFLICT (name_key, team, start_card) DO UPDATE SET
        games = games + 1,
        wins = wins + excluded.wins,
        killed = killed + excluded.killed,
        apprentice_tanner_wins = apprentice_tanner_wins + excluded.apprentice_tanner_wins,
        squire_wins = squire_wins + excluded.squire_wins;
    END;
    CREATE TRIGGER game_players_removed AFTER DELETE ON game_players BEGIN
      UPDATE player_totals SET
        games = games - 1,
        wins = wins - old.won,
        killed = killed - old.dead,
        apprentice_tanner_wins = apprentice_tanner_wins - (old.won AND old.team = 'tanner' AND old.card = 'apprentice-tanner'),
        squire_wins = squire_wins - (old.won AND old.team = 'werewolf' AND old.card = 'squire')
      WHERE name_key = old.name_key AND team = old.team AND start_card = old.start_card;
      DELETE FROM player_totals
      WHERE name_key = old.name_key AND team = old.team AND start_card = old.start_card AND games = 0;
    END;

    -- A revealed game whose outcomes were never kept (finished before migration 2): found without a scan.
    CREATE INDEX games_without_outcomes ON games (id) WHERE phase = 'revealed' AND results IS NULL;

    -- Which event links which game: its name is searched with its games.
    CREATE TABLE tournament_games (
      tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      game_id TEXT NOT NULL,
      PRIMARY KEY (tournament_id, game_id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
  `,
  backfill: (db: Database.Database): void => new ArchiveIndex(db).backfill(db),
} as const;
