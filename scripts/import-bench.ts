/**
 * `npm run bench:import [-- --games N] [--browser] [--json]`: how big an archive imports, and at what
 * cost. Writes an archive of N finished games (14,000 by default, about 57 MB: scripts/archive-fixture.ts),
 * then imports it into a new archive
 *   - with the command line (`cli import FILE --db DB`, in its own process), and
 *   - through the browser host as the console sends a file (importStart, pieces of 1 MB, importFinish),
 *     over the host's WebSocket, or with --browser in Chromium through the archive screen itself,
 * and prints for each the file's size, the time and the peak memory (resident set) of the process that
 * imported it. Numbers only: it asserts nothing (tests check that imports work; this measures them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, readSync, closeSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { IMPORT_CHUNK_CHARS } from '../src/shared/import-contract.ts';
import { writeLargeArchive } from './archive-fixture.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

interface Figure {
  readonly games: number;
  readonly ms: number;
  readonly peakRssMb: number | null;
}

// --- the child that runs the command line, so its peak memory is its own -----------------------------------

if (args[0] === '--child-cli') {
  const { runCli } = await import('../src/main/cli/cli.ts');
  const [file = '', db = ''] = args.slice(1);
  let imported = 0;
  const start = performance.now();
  const code = await runCli(['import', file, '--db', db], {
    out: (text) => (imported += text.split('\n').filter((line) => line.startsWith('imported ')).length),
    err: (text) => process.stderr.write(text),
  });
  const ms = performance.now() - start;
  process.stdout.write(
    `${JSON.stringify({ code, games: imported, ms, peakRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
  );
  process.exit(0);
}

function mb(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

function cliImport(file: string, db: string): Figure {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-bench.ts', '--child-cli', file, db], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`cli import failed: ${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Figure & { code: number };
  return { games: result.games, ms: Math.round(result.ms), peakRssMb: Math.round(result.peakRssMb ?? 0) };
}

/** The host's peak resident memory (Linux: VmHWM), or null elsewhere. */
function peakRss(pid: number): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function startHost(db: string): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/host/web-main.ts', '--db', db], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Nightwarden console: (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, pid: child.pid!, stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`the host exited (${code})`)));
  });
}

/** The console's protocol over the host's WebSocket: the file read 1 MB at a time, sent in order. */
async function socketImport(file: string, size: number, url: string): Promise<number> {
  const { origin, searchParams } = new URL(url);
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws?token=${searchParams.get('token')}`, { origin });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let next = 0;
  const pending = new Map<number, (result: { ok: boolean; value?: unknown; error?: { message: string } }) => void>();
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { id: number; result: { ok: boolean; value?: unknown } };
    pending.get(message.id)?.(message.result);
  });
  const call = <T>(method: string, ...callArgs: unknown[]): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, (result) => (result.ok ? resolve(result.value as T) : reject(new Error(result.error?.message))));
      ws.send(JSON.stringify({ id, method, args: callArgs }));
    });
  const { importId } = await call<{ importId: string }>('importStart', { source: 'archive.jsonl', size });
  const decoder = new TextDecoder('utf-8');
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(IMPORT_CHUNK_CHARS);
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, buffer.length, null);
      const text = read === 0 ? decoder.decode() : decoder.decode(buffer.subarray(0, read), { stream: true });
      if (text) await call('importChunk', importId, text);
      if (read === 0) break;
    }
  } finally {
    closeSync(fd);
  }
  const report = await call<{ imported: string[] }>('importFinish', importId);
  ws.close();
  return report.imported.length;
}

/** The real console: Chromium opens the archive screen and imports the file through its file picker. */
async function browserImport(file: string, url: string): Promise<number> {
  const { chromium } = await import('@playwright/test');
  const executablePath =
    process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByTestId('open-archive').click();
    await page.getByTestId('import-input').setInputFiles(file);
    const imported = page.getByTestId('import-imported');
    await imported.waitFor({ timeout: 30 * 60_000 });
    const text = (await imported.locator('p').first().textContent()) ?? '';
    return Number(/(\d[\d,]*)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
  } finally {
    await browser.close();
  }
}

async function consoleImport(file: string, size: number, db: string, browser: boolean): Promise<Figure> {
  const host = await startHost(db);
  try {
    const start = performance.now();
    const games = browser ? await browserImport(file, host.url) : await socketImport(file, size, host.url);
    return { games, ms: Math.round(performance.now() - start), peakRssMb: peakRss(host.pid) };
  } finally {
    host.stop();
  }
}

const games = Number(flag('--games') ?? 14_000);
const browser = args.includes('--browser');
const dir = mkdtempSync(join(tmpdir(), 'nightwarden-import-bench-'));
try {
  const file = join(dir, 'archive.jsonl');
  const size = writeLargeArchive(file, games);
  const cli = cliImport(file, join(dir, 'cli.db'));
  const web = await consoleImport(file, size, join(dir, 'web.db'), browser);
  const how = browser
    ? 'the console in Chromium (archive screen, pieces of 1 MB)'
    : 'the console protocol over the host WebSocket (pieces of 1 MB)';
  if (args.includes('--json')) {
    console.log(JSON.stringify({ fileMb: mb(size), games, cli, console: { ...web, browser } }));
  } else {
    console.log(`import: an archive of ${games.toLocaleString('en')} finished games, ${mb(size)} MB of JSON Lines`);
    console.log(
      `  command line: ${cli.games.toLocaleString('en')} games in ${(cli.ms / 1000).toFixed(1)} s, peak memory ${cli.peakRssMb} MB`,
    );
    console.log(
      `  ${how}: ${web.games.toLocaleString('en')} games in ${(web.ms / 1000).toFixed(1)} s, host peak memory ${web.peakRssMb ?? 'n/a'} MB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
