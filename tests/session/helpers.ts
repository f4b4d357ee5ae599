import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/main/persistence/store.ts';
import { Session, type SessionPorts } from '../../src/main/session/session.ts';

/** A fresh archive file in a temporary folder. */
export function tempDb(name = 'archive.db'): string {
  return join(mkdtempSync(join(tmpdir(), 'nightwarden-')), name);
}

/** Deterministic ports: a clock that ticks a second per call, ids game-1, game-2…, seed 42. */
export function testPorts(): SessionPorts {
  let t = Date.parse('2026-11-01T20:00:00Z');
  let n = 0;
  return {
    now: () => new Date((t += 1000)),
    newId: () => `game-${++n}`,
    randomSeed: () => 42,
  };
}

export function openSession(path = tempDb()): { session: Session; store: Store; path: string } {
  const store = new Store(path);
  return { session: new Session(store, testPorts()), store, path };
}

export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
