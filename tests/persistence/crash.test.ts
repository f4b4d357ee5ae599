/**
 * Crash safety, for real: a child process plays scripted games against an archive and is killed with
 * SIGKILL at random moments. After every kill the archive passes `integrity_check`, and reopening it gives
 * exactly the game as it was after the last acknowledged command. (A kill can land after a command was
 * committed but before the child printed its ack: the log then holds that one command more, and the
 * game as of the last ack is still exactly the fold of the log up to it.)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/main/persistence/store.ts';
import { fold, type StoredSetup } from '../../src/main/session/fold.ts';
import { buildView } from '../../src/main/session/view.ts';
import { seededRng } from '../../src/main/engine/index.ts';
import { digest } from './crash-child-digest.ts';

/** Kills that landed while the child was playing. */
const KILLS = 50;
const dir = mkdtempSync(join(tmpdir(), 'nightwarden-crash-'));
// Inside the project, so the bundle finds node_modules (zod, better-sqlite3).
const child = join(import.meta.dirname, '../../out/test/crash-child.mjs');

beforeAll(async () => {
  // Bundled once, so each run of the child starts in milliseconds (no TypeScript loader).
  await build({
    entryPoints: [join(import.meta.dirname, 'crash-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: child,
    logLevel: 'warning',
  });
});

interface Ack {
  readonly game: string;
  readonly events: number;
  readonly digest: string;
}

function runAndKill(db: string, seed: number, afterMs: number): Promise<Ack | null> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [child, db, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let buffer = '';
    let last: Ack | null = null;
    let stderr = '';
    // The clock starts at the child's first acknowledgement, so a slow start on a loaded machine does not
    // turn the kills into kills before anything was written.
    let timer: NodeJS.Timeout | undefined;
    const fallback = setTimeout(() => proc.kill('SIGKILL'), 10_000); // a child that never answers
    proc.stdout.on('data', (chunk: Buffer) => {
      timer ??= setTimeout(() => proc.kill('SIGKILL'), afterMs);
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const [, game, events, hash] = line.split(' ');
        last = { game: game!, events: Number(events), digest: hash! };
      }
    });
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(fallback);
      if (signal !== 'SIGKILL') reject(new Error(`child ended by itself (code ${code}): ${stderr}`));
      else resolve(last);
    });
  });
}

describe('crash safety', () => {
  it(`survives ${KILLS} SIGKILLs at random moments with nothing acknowledged lost`, async () => {
    const db = join(dir, 'archive.db');
    const rng = seededRng(2026);
    let checked = 0;
    let extra = 0;
    let kills = 0;
    for (let kill = 0; checked < KILLS && kill < KILLS * 3; kill++) {
      kills++;
      const ack = await runAndKill(db, kill + 1, rng.int(0, 330));
      if (!existsSync(db)) continue; // killed before it created the archive
      const check = new Database(db, { readonly: true });
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
      if (!ack) continue;
      const store = new Store(db);
      try {
        const row = store.game(ack.game);
        expect(row, `game ${ack.game} of the last ack`).not.toBeNull();
        const events = store.events(ack.game);
        // Committed before the ack: never fewer events than acknowledged, at most the one in flight.
        expect(events.length).toBeGreaterThanOrEqual(ack.events);
        expect(events.length).toBeLessThanOrEqual(ack.events + 1);
        if (events.length > ack.events) extra++;
        const setup = row!.setup as StoredSetup;
        const prefix = events.slice(0, ack.events);
        const view = buildView(ack.game, setup, row!.createdAt, row!.updatedAt, prefix, fold(setup, prefix));
        expect(digest(view)).toBe(ack.digest);
        fold(setup, events); // the whole log still folds
        checked++;
      } finally {
        store.close();
      }
    }
    expect(checked).toBeGreaterThanOrEqual(KILLS);
    expect(extra).toBeLessThan(kills);
  }, 600_000);
});
