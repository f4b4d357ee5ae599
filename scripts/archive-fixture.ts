/**
 * Large archives for the benchmarks and the end-to-end tests, never kept in the repository:
 *
 * - `largeArchiveLines` / `writeLargeArchive`: an archive file as the app exports it (JSON Lines), for the
 *   import figures (`npm run bench:import`) and the console's large-import test: `base` games played to
 *   their end through the session (8 or 10 players with accented names, two corrections with long notes,
 *   random legal answers, a vote), then copied under new ids and dates until there are `count`. Each copy
 *   is a whole, valid record the importer reads, checks and folds like any other.
 * - `buildArchiveDb` / `cachedArchiveDb`: an archive file (SQLite) of `count` games, built fast by writing
 *   the rows directly through the Store (no folding per game), from real games played through the session
 *   and copied with other players (a season's few hundred names), dates and ids: statistics, search and
 *   export read real games. The 100,000-game one is built once and kept in the user's cache folder.
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { MIXED_DECKS, seededRng, type Rng } from '../src/main/engine/index.ts';
import { MIGRATIONS } from '../src/main/persistence/migrations/index.ts';
import { Store, type GameRow, type PlayerOutcome, type StoredEvent } from '../src/main/persistence/store.ts';
import { Session } from '../src/main/session/session.ts';
import type { GameView } from '../src/shared/views.ts';

const NAMES = [
  'Éloïse',
  'Zoé',
  'Anaïs',
  'Hélène',
  'Noé',
  'Maël',
  'Chloé',
  'Inès',
  'Raphaël',
  'Léonie',
  'Gaëlle',
  'Jérôme',
  'Bérénice',
  'François',
  'Ségolène',
  'Aurélien',
];

const NOTE =
  'Correction de la table : les deux cartes du centre ont été échangées par mégarde pendant la nuit, ' +
  'la table physique fait foi. '.repeat(52);

function next(session: Session, view: GameView, rng: Rng): GameView {
  const answer = (() => {
    switch (view.phase) {
      case 'setup':
        return session.startNight(view.id);
      case 'day':
        return session.startVote(view.id);
      case 'vote':
        return session.vote(
          view.id,
          view.players.map((_, p) => (p + 1 + rng.int(0, view.players.length - 2)) % view.players.length),
        );
      default: {
        const choice = view.call!.choice;
        const seats = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
        if (choice.kind === 'target' && seats.length > 0)
          return session.answer(view.id, { target: seats[rng.int(0, seats.length - 1)] });
        if (choice.kind === 'center' && choice.mandatory) return session.answer(view.id, { center: rng.int(0, 2) });
        return session.pass(view.id);
      }
    }
  })();
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/** The archive's lines: `count` finished games, one record a line (one string would be too long past ~500 MB). */
export function* largeArchiveLines(count: number, base = 120, seed = 1): Generator<string> {
  const rng = seededRng(seed);
  let n = 0;
  let clock = Date.parse('2025-01-01T18:00:00Z');
  const session = new Session(new Store(':memory:'), {
    now: () => new Date((clock += 1000)),
    newId: () => `base-${++n}`,
    randomSeed: () => rng.int(0, 2 ** 30),
  });
  session.setLanguage('fr');
  for (let g = 0; g < Math.min(base, count); g++) {
    const size = g % 2 === 0 ? 8 : 10; // the built-in mixed decks' sizes
    const offset = g % NAMES.length;
    const players = Array.from({ length: size }, (_, i) => NAMES[(offset + i) % NAMES.length]!);
    const created = session.createGame({ players, deal: { mode: 'shuffle', deck: [...MIXED_DECKS[size]!] } });
    if (!created.ok) throw new Error(created.error.message);
    let view = next(session, created.value, rng); // the night starts
    // Two corrections with the moderator's notes, as a long evening's games have (about 4 KB a record).
    for (const [i, note] of [NOTE, NOTE].entries()) {
      const corrected = session.override(view.id, {
        override: 'swap-cards',
        a: { center: i },
        b: { center: 2 },
        note: `${note} (${g}.${i})`,
      });
      if (!corrected.ok) throw new Error(corrected.error.message);
      view = corrected.value;
    }
    while (view.phase !== 'revealed') view = next(session, view, rng);
  }
  const exported = session.exportArchive();
  if (!exported.ok) throw new Error(exported.error.message);
  const lines = exported.value.trimEnd().split('\n');
  for (let i = 0; i < count; i++) {
    const record = JSON.parse(lines[i % lines.length]!) as Record<string, unknown>;
    record['id'] = `game-${String(i + 1).padStart(6, '0')}`;
    record['createdAt'] = new Date(Date.parse('2025-01-01T18:00:00Z') + i * 3_600_000).toISOString();
    yield JSON.stringify(record);
  }
}

/** Writes `count` games to `path`, a line at a time; returns the file's size in bytes. */
export function writeLargeArchive(path: string, count: number): number {
  const fd = openSync(path, 'w');
  let bytes = 0;
  try {
    for (const line of largeArchiveLines(count)) bytes += writeSync(fd, `${line}\n`);
  } finally {
    closeSync(fd);
  }
  return bytes;
}

/** First names and initials of a season's players: 40 × 12 names, accented ones among them. */
const FIRST = [
  ...NAMES,
  'Ann',
  'Ben',
  'Cat',
  'Dan',
  'Eve',
  'Finn',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kofi',
  'Lou',
  'Mina',
  'Nils',
  'Omar',
  'Pia',
  'Quinn',
  'Rui',
  'Saoirse',
  'Tomás',
  'Ugo',
  'Vera',
  'Wen',
  'Yara',
];
const INITIALS = ['A.', 'B.', 'C.', 'D.', 'É.', 'F.', 'G.', 'H.', 'L.', 'M.', 'P.', 'R.'];

/** The season's players: `FIRST` × `INITIALS` ("Éloïse M."). */
export const SEASON_NAMES: readonly string[] = INITIALS.flatMap((initial) => FIRST.map((f) => `${f} ${initial}`));

/** A real game: its row and its log, as the session wrote them. */
interface BaseGame {
  readonly row: GameRow;
  readonly events: StoredEvent[];
}

/** Plays `count` games to their reveal in a session in memory: the mixed decks of 8, 10 and 5 players. */
function playBaseGames(count: number, seed: number): BaseGame[] {
  const rng = seededRng(seed);
  let n = 0;
  let clock = Date.parse('2025-01-01T18:00:00Z');
  const store = new Store(':memory:');
  const session = new Session(store, {
    now: () => new Date((clock += 1000)),
    newId: () => `base-${++n}`,
    randomSeed: () => rng.int(0, 2 ** 30),
  });
  // The decks the simple bot of `next` plays whole (Werewolf and Vampire, Marks and all).
  const decks = [MIXED_DECKS[8]!, MIXED_DECKS[10]!, MIXED_DECKS[5]!];
  const games: BaseGame[] = [];
  for (let g = 0; g < count; g++) {
    const deck = decks[g % decks.length]!;
    const players = NAMES.slice(0, deck.length - 3).map((name, i) => NAMES[(g + i) % NAMES.length] ?? name);
    const created = session.createGame({ players, deal: { mode: 'shuffle', deck: [...deck] } });
    if (!created.ok) throw new Error(created.error.message);
    let view = created.value;
    while (view.phase !== 'revealed') view = next(session, view, rng);
    games.push({ row: store.game(view.id)!, events: store.events(view.id) });
  }
  store.close();
  return games;
}

/** A base game under another id, date and players (the same seats: every seat is renamed). */
function copyOf(base: BaseGame, id: string, createdAt: number, players: readonly string[]): BaseGame {
  const rename = new Map(base.row.players.map((name, i) => [name, players[i]!]));
  const start = Date.parse(base.row.createdAt);
  const shift = (iso: string): string => new Date(createdAt + (Date.parse(iso) - start)).toISOString();
  const setup = { ...(base.row.setup as Record<string, unknown>), players: [...players] };
  const results = base.row.results?.map((p): PlayerOutcome => ({ ...p, name: rename.get(p.name) ?? p.name }));
  return {
    row: {
      ...base.row,
      id,
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: shift(base.row.updatedAt),
      players: [...players],
      setup,
      winners: base.row.winners?.map((name) => rename.get(name) ?? name) ?? null,
      results: results ?? null,
    },
    events: base.events.map((e) => ({ ...e, at: shift(e.at) })),
  };
}

/**
 * Writes an archive of `count` finished games to `path` (a new file), a few thousand rows per transaction:
 * about 300 real games, copied with a season's players (`SEASON_NAMES`), one game an hour from 2024 on.
 */
export function buildArchiveDb(path: string, count: number, seed = 7): void {
  const bases = playBaseGames(Math.min(count, 300), seed);
  const rng = seededRng(seed + 1);
  const store = new Store(path);
  const start = Date.parse('2024-01-06T18:00:00Z');
  try {
    for (let done = 0; done < count;) {
      const end = Math.min(count, done + 5000);
      store.transaction(() => {
        for (let i = done; i < end; i++) {
          const base = bases[i % bases.length]!;
          const first = rng.int(0, SEASON_NAMES.length - 1);
          const stride = 1 + rng.int(0, 6) * 40; // neighbours, or players from other groups
          const players = base.row.players.map(
            (_, seat) => SEASON_NAMES[(first + seat * stride) % SEASON_NAMES.length]!,
          );
          if (new Set(players).size !== players.length)
            players.forEach((_, seat) => (players[seat] = SEASON_NAMES[(first + seat) % SEASON_NAMES.length]!));
          const copy = copyOf(
            base,
            `game-${String(i + 1).padStart(6, '0')}`,
            start + i * 3_600_000 + rng.int(0, 59) * 60_000,
            players,
          );
          store.insertGame(copy.row, copy.events);
        }
      });
      done = end;
    }
  } finally {
    store.close();
  }
}

/** Where the benchmarks keep their fixtures: $XDG_CACHE_HOME/nightwarden-bench, or ~/.cache/nightwarden-bench. */
export function benchCacheDir(): string {
  const dir = join(process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'nightwarden-bench');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The archive of `count` games in the cache folder, built the first time (under another name, renamed when
 * whole: a build cut short is never taken for the fixture). Its name says the schema it was built with.
 * (A build killed by a signal may leave its `.building-PID` files behind; nothing reads them.)
 */
export function cachedArchiveDb(count: number, log: (line: string) => void = () => undefined): string {
  // The schema's text in the name: a fixture built before a change of the schema is built again.
  const schema = createHash('sha256')
    .update(MIGRATIONS.map((m) => m.sql).join('\n'))
    .digest('hex')
    .slice(0, 10);
  const path = join(benchCacheDir(), `archive-${count}-v1-${schema}.db`);
  if (existsSync(path)) return path;
  const building = `${path}.building-${process.pid}`;
  log(`building the ${count.toLocaleString('en')}-game archive once (kept in ${path})…`);
  const started = performance.now();
  try {
    buildArchiveDb(building, count);
    renameSync(building, path);
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(building + suffix, { force: true });
  }
  log(`  built in ${Math.round((performance.now() - started) / 1000)} s`);
  return path;
}
