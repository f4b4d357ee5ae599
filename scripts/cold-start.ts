/**
 * The console's cold start, measured as a moderator meets it: a freshly started host (`npm run web`, the
 * build already made), a freshly launched Chromium, a fresh context, the console's address. For each run:
 *
 * - `firstContentfulPaintMs`: the page's own first contentful paint (Paint Timing), from the start of its
 *   navigation;
 * - `usableMs`: from the same origin, the moment the setup's first control (the new player's name) is on
 *   screen, enabled, and answers: a name typed into it at once (by the page's own script, the moment the
 *   field appears) is added to the table, and that new row has been drawn (the next frame);
 * - `fromContextMs`: from the moment the test asks Chromium for a new context to the first contentful
 *   paint, on the wall clock: what "after a fresh context opens" adds (the context, its first page and its
 *   renderer process, all before the page's navigation starts).
 *
 * Used by `npm run bench -- coldstart` and by the end-to-end suite's printed metrics (console.spec.ts).
 * Medians of several runs: a shared machine's noise is large next to the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export interface ColdStartRun {
  readonly firstContentfulPaintMs: number;
  readonly usableMs: number;
  readonly fromContextMs: number;
}

export interface ColdStartFigures {
  readonly runs: readonly ColdStartRun[];
  /** Medians over the runs. */
  readonly firstContentfulPaintMs: number;
  readonly usableMs: number;
  readonly fromContextMs: number;
}

/** The repository: this file's folder's parent, as a script (scripts/) or bundled by the bench (out/bench/). */
const ROOT = [resolve(import.meta.dirname, '..'), resolve(import.meta.dirname, '../..')].find((dir) =>
  existsSync(join(dir, 'package.json')),
)!;

/** Starts `npm run web` as a fresh process (without its build step: the build is there already). */
function startHost(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-coldstart-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/web.ts', '--no-build', '--db', join(dir, 'archive.db'), '--line-ms', '0'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Nightwarden console: (\S+)/.exec(out);
      if (match) done({ url: match[1]!, child, dir });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`the web host exited (${code}) before it served: ${err}`)));
  });
}

function stopHost(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Runs in the page before any of its own scripts (Playwright's init script, which the page's CSP does not
 * govern): records the first contentful paint, and the moment the setup answers its first control.
 */
function watchInPage(): void {
  const w = window as unknown as { __coldStart: { fcp: number | null; usable: number | null } };
  w.__coldStart = { fcp: null, usable: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') w.__coldStart.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  let typed = false;
  const check = (): void => {
    if (!typed) {
      const field = document.querySelector<HTMLInputElement>('[data-testid="new-player-name"]');
      if (!field || field.disabled || !field.form) return;
      typed = true;
      field.value = 'Ann';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.form.requestSubmit();
    }
    if (w.__coldStart.usable !== null || !document.querySelector('[data-testid="player-row"]')) return;
    w.__coldStart.usable = -1;
    // Drawn: the frame after the row went into the page.
    requestAnimationFrame(() => setTimeout(() => (w.__coldStart.usable = performance.now()), 0));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

async function oneRun(launch: () => Promise<Browser>): Promise<ColdStartRun> {
  const host = await startHost();
  let browser: Browser | null = null;
  try {
    browser = await launch();
    const asked = Date.now();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(watchInPage);
    const page = await context.newPage();
    await page.goto(host.url);
    await page.waitForFunction(
      () => {
        const c = (window as unknown as { __coldStart?: { fcp: number | null; usable: number | null } }).__coldStart;
        return c !== undefined && c.fcp !== null && c.usable !== null && c.usable >= 0;
      },
      undefined,
      { timeout: 60_000 },
    );
    const { fcp, usable, origin } = await page.evaluate(() => {
      const c = (window as unknown as { __coldStart: { fcp: number; usable: number } }).__coldStart;
      return { ...c, origin: performance.timeOrigin };
    });
    return {
      firstContentfulPaintMs: Math.round(fcp),
      usableMs: Math.round(usable),
      fromContextMs: Math.round(origin + fcp - asked),
    };
  } finally {
    await browser?.close();
    await stopHost(host.child);
    rmSync(host.dir, { recursive: true, force: true });
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * `runs` cold starts, each with a fresh host and a freshly launched browser (or `launch` given: the
 * end-to-end suite launches with its own fixture's options).
 */
export async function measureColdStart(
  runs = 7,
  launch: () => Promise<Browser> = () =>
    chromium.launch({ ...(chromiumPath() ? { executablePath: chromiumPath()! } : {}), args: [...CHROMIUM_ARGS] }),
): Promise<ColdStartFigures> {
  if (!existsSync(join(ROOT, 'out/renderer/index.html')))
    throw new Error('the console is not built: run npm run build first (the cold start serves the last build)');
  const all: ColdStartRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await oneRun(launch));
  return {
    runs: all,
    firstContentfulPaintMs: median(all.map((r) => r.firstContentfulPaintMs)),
    usableMs: median(all.map((r) => r.usableMs)),
    fromContextMs: median(all.map((r) => r.fromContextMs)),
  };
}
