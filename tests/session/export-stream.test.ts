/**
 * The archive exported as a stream and imported back (issue 18 §3), and the session's bounded cache (§4):
 * export → import → export gives the same records, byte for byte, in the same order; the export reads the
 * archive a batch at a time as it is pulled; a file is written through a temporary file and renamed, so a
 * failure half-way leaves nothing; the session holds the games in play and a few others, however many are
 * played or read, and a game it let go of goes on exactly where it stood.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { largeArchiveLines } from '../../scripts/archive-fixture.ts';
import { MIXED_DECKS, seededRng, type Rng } from '../../src/main/engine/index.ts';
import { writeLinesToFile } from '../../src/main/host/archive-stream.ts';
import { Store } from '../../src/main/persistence/store.ts';
import { Session } from '../../src/main/session/session.ts';
import { GameCache, GAME_CACHE_LIMITS } from '../../src/main/session/game-cache.ts';
import type { GameView } from '../../src/shared/views.ts';
import { testPorts, unwrap } from './helpers.ts';

function importAll(session: Session, text: string): void {
  const report = unwrap(session.importText({ text, source: 'archive.jsonl' }));
  expect(report.rejected).toEqual([]);
}

describe('export and import, streamed', () => {
  it('export → import → export gives the same records, byte for byte, in the same order', () => {
    // Real games with corrections and long notes, copied under other ids and dates (a few at one date).
    const source = [...largeArchiveLines(90, 30)];
    const first = new Session(new Store(':memory:'), testPorts());
    importAll(first, `${source.join('\n')}\n`);
    // An unfinished game too: its record says where it stood.
    unwrap(
      first.createGame({
        players: ['Ann', 'Ben', 'Cat', 'Dan'],
        deal: {
          mode: 'manual',
          players: ['vampire', 'priest', 'marksman', 'pickpocket'],
          center: ['gremlin', 'villager', 'villager'],
        },
      }),
    );
    const exported = [...first.exportLines()];
    expect(exported).toHaveLength(91);
    expect(exported.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    // The imported records come back as they were.
    expect(exported.slice(0, 90).map((line) => line.trimEnd())).toEqual(source);

    const second = new Session(new Store(':memory:'), testPorts());
    importAll(second, exported.join(''));
    expect([...second.exportLines()]).toEqual(exported);
    expect(unwrap(second.exportArchive())).toBe(exported.join(''));
  });

  it('is read from the archive a batch at a time, as it is pulled', () => {
    const store = new Store(':memory:');
    const session = new Session(store, testPorts());
    importAll(session, `${[...largeArchiveLines(450, 20)].join('\n')}\n`);
    const batches = vi.spyOn(store, 'exportBatch');
    const lines = session.exportLines();
    expect(JSON.parse(lines.next().value!)).toMatchObject({ id: 'game-000001' });
    expect(batches).toHaveBeenCalledTimes(1);
    let count = 1;
    for (const _line of lines) count++;
    expect(count).toBe(450);
    // 200 ids a batch, and the empty batch that ends it.
    expect(batches).toHaveBeenCalledTimes(4);
  });

  it('an archive closed under it: the export says so', () => {
    const store = new Store(':memory:');
    const session = new Session(store, testPorts());
    store.close();
    expect(() => session.exportLines().next()).toThrow(/closed/);
  });
});

describe('a file written as the lines come', () => {
  const folder = (): string => mkdtempSync(join(tmpdir(), 'nightwarden-export-'));

  it('through a temporary file, renamed when whole', async () => {
    const dir = folder();
    const path = join(dir, 'season.jsonl');
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i}}\n`);
    expect(await writeLinesToFile(path, lines[Symbol.iterator]())).toBe(5000);
    expect(readFileSync(path, 'utf8')).toBe(lines.join(''));
    expect(readdirSync(dir)).toEqual(['season.jsonl']);
  });

  it('a failure half-way leaves the file chosen as it was, and no temporary file', async () => {
    const dir = folder();
    const path = join(dir, 'season.jsonl');
    writeFileSync(path, 'last week\n');
    function* failing(): Generator<string> {
      yield '{"n":1}\n';
      throw new Error('the archive was lost');
    }
    await expect(writeLinesToFile(path, failing())).rejects.toThrow('the archive was lost');
    expect(readFileSync(path, 'utf8')).toBe('last week\n');
    expect(readdirSync(dir)).toEqual(['season.jsonl']);
    await expect(writeLinesToFile(join(dir, 'missing', 'x.jsonl'), ['a\n'][Symbol.iterator]())).rejects.toThrow(
      /ENOENT/,
    );
    expect(existsSync(join(dir, 'missing'))).toBe(false);
  });
});

/** One command a moderator could enter now: a legal answer, a pass, the vote… */
function next(session: Session, view: GameView, rng: Rng): GameView {
  switch (view.phase) {
    case 'setup':
      return unwrap(session.startNight(view.id));
    case 'day':
      return unwrap(session.startVote(view.id));
    case 'vote':
      return unwrap(
        session.vote(
          view.id,
          view.players.map((_, p) => (p + 1 + rng.int(0, view.players.length - 2)) % view.players.length),
        ),
      );
    default: {
      const choice = view.call!.choice;
      const seats = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
      if (choice.kind === 'target' && seats.length > 0)
        return unwrap(session.answer(view.id, { target: seats[rng.int(0, seats.length - 1)] }));
      if (choice.kind === 'center' && choice.mandatory)
        return unwrap(session.answer(view.id, { center: rng.int(0, 2) }));
      return unwrap(session.pass(view.id));
    }
  }
}

describe('the session’s cache', () => {
  const limit = GAME_CACHE_LIMITS.inPlay + GAME_CACHE_LIMITS.recent;

  it('holds the games in play and a few others, however many games are played and read', () => {
    const store = new Store(':memory:');
    const session = new Session(store, testPorts());
    const rng = seededRng(3);
    const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
    let most = 0;
    for (let g = 0; g < 60; g++) {
      let view = unwrap(session.createGame({ players, deal: { mode: 'shuffle', deck: [...MIXED_DECKS[8]!] } }));
      while (view.phase !== 'revealed') {
        view = next(session, view, rng);
        most = Math.max(most, session.cachedGames);
      }
      // Read as the console does after a game: its replay and its report.
      unwrap(session.replay(view.id));
      unwrap(session.gameReport(view.id));
    }
    for (const game of unwrap(session.listGames())) unwrap(session.exportGame(game.id));
    expect(most).toBeLessThanOrEqual(limit);
    expect(session.cachedGames).toBeLessThanOrEqual(GAME_CACHE_LIMITS.recent);
  });

  it('a game let go of goes on where it stood: the same view as a fresh session gives', () => {
    const store = new Store(':memory:');
    const session = new Session(store, testPorts(), { inPlay: 1, recent: 1 });
    const rng = seededRng(8);
    const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
    const games = [0, 1, 2].map(() =>
      unwrap(session.createGame({ players, deal: { mode: 'shuffle', deck: [...MIXED_DECKS[8]!] } })),
    );
    // Played in turns, one command each: every command finds its game let go of since its last.
    const views = [...games];
    for (let turn = 0; views.some((v) => v.phase !== 'revealed'); turn = (turn + 1) % views.length) {
      if (views[turn]!.phase === 'revealed') continue;
      views[turn] = next(session, views[turn]!, rng);
      expect(session.cachedGames).toBeLessThanOrEqual(2);
      const fresh = new Session(store, testPorts());
      expect(unwrap(fresh.getGame(views[turn]!.id))).toEqual(views[turn]);
    }
  });

  it('keeps the most recent: a game in play first, then the others by last use', () => {
    const cache = new GameCache<string>({ inPlay: 2, recent: 2 });
    cache.set('a', 'A', true);
    cache.set('b', 'B', true);
    cache.set('r1', 'R1', false);
    cache.set('c', 'C', true); // a goes to the recent ones, r1 stays (a is newer)
    expect(cache.get('a')).toBe('A');
    expect(cache.size).toBe(4);
    cache.set('r2', 'R2', false); // the least recently used of the recent ones goes: r1
    expect(cache.get('r1')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    cache.set('b', 'B', false); // finished: no longer in play
    expect(cache.size).toBe(3);
    cache.delete('c');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
