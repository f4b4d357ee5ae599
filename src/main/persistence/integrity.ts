/**
 * The archive's full check, `PRAGMA integrity_check`: every page, every index against its table. It reads
 * the whole file (2 to 8 s for 100,000 games), so a large archive is not checked on the way to the first
 * screen (database.ts): the console runs it in a worker thread after its first screen, on a read-only
 * connection of its own (a WAL reader: the console keeps writing meanwhile), and the CLI's `check` on
 * demand.
 */
import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * What the check found: `ok`; `corrupt`, with the first problems SQLite lists (at most MAX_PROBLEMS); or
 * `not-run`, with why (the check itself failed: that says nothing of the archive).
 */
export interface IntegrityReport {
  readonly ok: boolean;
  readonly status: 'ok' | 'corrupt' | 'not-run';
  readonly problems: readonly string[];
  /** How long it took, in milliseconds. */
  readonly ms: number;
}

/** SQLite stops listing after this many problems: one is enough to refuse the file. */
const MAX_PROBLEMS = 10;

/** Runs the check on an open connection (read-only is enough), here and now. */
export function checkIntegrity(db: Database.Database): IntegrityReport {
  const started = performance.now();
  const problems = (db.pragma(`integrity_check(${MAX_PROBLEMS})`) as Record<string, unknown>[]).map((row) =>
    String(Object.values(row)[0]),
  );
  const ok = problems.length === 1 && problems[0] === 'ok';
  return {
    ok,
    status: ok ? 'ok' : 'corrupt',
    problems: ok ? [] : problems,
    ms: Math.round(performance.now() - started),
  };
}

/*
 * The worker's code, in CommonJS and given as text: it is the same under tsx, the CLI's esbuild bundle and
 * Electron's main bundle, which would each need a build step of their own for a worker file. It loads
 * better-sqlite3 from the path resolved here, opens the archive read-only, and posts the report.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const started = Date.now();
let db = null;
try {
  const Database = require(workerData.sqlite);
  db = new Database(workerData.path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const problems = db.pragma('integrity_check(' + workerData.max + ')').map((row) => String(Object.values(row)[0]));
  const ok = problems.length === 1 && problems[0] === 'ok';
  parentPort.postMessage({ ok, status: ok ? 'ok' : 'corrupt', problems: ok ? [] : problems, ms: Date.now() - started });
} catch (e) {
  // SQLite's own words for a damaged file; anything else (busy, cannot open) means the check did not run.
  const code = String((e && e.code) || '');
  const corrupt = code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';
  const problem = String((e && e.message) || e);
  parentPort.postMessage({ ok: false, status: corrupt ? 'corrupt' : 'not-run', problems: [problem], ms: Date.now() - started });
} finally {
  if (db) db.close();
}
`;

/** A check running in a worker thread; `cancel` ends it (its report then never comes). */
export interface BackgroundCheck {
  readonly report: Promise<IntegrityReport>;
  cancel(): Promise<void>;
}

/** Checks the archive at `path` in a worker thread, so that the event loop (the console) is never held. */
export function checkIntegrityInBackground(path: string): BackgroundCheck {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { sqlite, path, max: MAX_PROBLEMS } });
  // A check must not keep a command-line process alive, nor the console from quitting.
  worker.unref();
  const report = new Promise<IntegrityReport>((resolve) => {
    worker.once('message', (message: IntegrityReport) => resolve(message));
    worker.once('error', (error) => resolve({ ok: false, status: 'not-run', problems: [error.message], ms: 0 }));
  });
  return {
    report,
    cancel: async () => {
      await worker.terminate();
    },
  };
}
