/**
 * A live event across laptops (docs/event-hub.md). On the organiser's laptop (the hub): the event's Yjs
 * updates as they were accepted, the room it was opened to, the desks that asked to join (their token
 * kept only as a hash) and the hub's log. On a table desk: the event it joined, its replica's updates, and
 * its outbox (what it changed or played, kept until the hub confirmed it). One event stays one file.
 */
export default {
  version: 4,
  name: 'event-hub',
  sql: `
    CREATE TABLE hub_updates (
      event_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      at TEXT NOT NULL,
      -- 'organiser', a desk's id, 'hub' (received by a desk), 'compacted' (merged)
      origin TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (event_id, seq)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE hub_rooms (
      event_id TEXT PRIMARY KEY,
      address TEXT NOT NULL,
      port INTEGER NOT NULL,
      join_secret TEXT NOT NULL,
      view_token TEXT NOT NULL,
      is_open INTEGER NOT NULL,
      opened_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE hub_devices (
      id TEXT PRIMARY KEY,
      event_id TEXT NOT NULL,
      name TEXT NOT NULL,
      role TEXT NOT NULL,
      tables TEXT NOT NULL,
      -- pending | admitted | refused
      status TEXT NOT NULL,
      token_hash TEXT,
      address TEXT NOT NULL,
      created_at TEXT NOT NULL,
      last_seen TEXT
    ) STRICT;
    CREATE INDEX hub_devices_by_event ON hub_devices (event_id, created_at);

    CREATE TABLE hub_log (
      event_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      at TEXT NOT NULL,
      kind TEXT NOT NULL,
      detail TEXT NOT NULL,
      PRIMARY KEY (event_id, seq)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE desk_memberships (
      event_id TEXT PRIMARY KEY,
      hub_address TEXT NOT NULL,
      hub_port INTEGER NOT NULL,
      device_id TEXT NOT NULL,
      token TEXT NOT NULL,
      name TEXT NOT NULL,
      role TEXT NOT NULL,
      tables TEXT NOT NULL,
      joined_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE desk_outbox (
      event_id TEXT NOT NULL,
      id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      at TEXT NOT NULL,
      op TEXT NOT NULL,
      client INTEGER,
      clock INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0,
      -- pending | confirmed | refused
      status TEXT NOT NULL,
      problems TEXT,
      PRIMARY KEY (event_id, id)
    ) STRICT;
    CREATE INDEX desk_outbox_in_order ON desk_outbox (event_id, seq);
  `,
} as const;
