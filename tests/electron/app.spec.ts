/**
 * The Electron app itself (issue 10, part 2): one window, sandboxed and isolated, served from
 * app://nightwarden/ with the CSP and X-Frame-Options as headers; the preload's one object and nothing
 * else; a game created and a call answered through IPC; the archive file where the docs say
 * (userData/nightwarden/archive.db); the players' screen's window. Skipped, with the reason, when Electron's program is not installed.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { electronBinary } from '../../scripts/electron.ts';
import { API_METHOD_NAMES } from '../../src/shared/api-methods.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/main/shell/security-policy.ts';

const root = join(import.meta.dirname, '../..');
const binary = electronBinary();

test.skip(binary === null, "Electron's program is not installed (`npx --no install-electron` downloads it)");

let app: ElectronApplication;
let page: Page;
let userData = '';

test.beforeAll(async () => {
  if (!existsSync(join(root, 'out/main/index.js'))) throw new Error('run `npm run build` first');
  userData = mkdtempSync(join(tmpdir(), 'nightwarden-electron-'));
  app = await electron.launch({
    executablePath: binary!,
    // Chromium refuses to run as root without --no-sandbox (the page's own sandbox is still checked below).
    args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), join(root, 'out/main/index.js')],
    env: { ...process.env, NIGHTWARDEN_USER_DATA: userData },
  });
  page = await app.firstWindow();
  await expect(page.getByRole('heading', { name: 'Nightwarden' })).toBeVisible();
});

test.afterAll(async () => {
  await app?.close();
});

test('one window, sandboxed and isolated, its page served from app://nightwarden/', async () => {
  expect(app.windows()).toHaveLength(1);
  expect(page.url()).toMatch(/^app:\/\/nightwarden\/index\.html/);
  const renderer = await app.evaluate(({ app: electronApp, BrowserWindow }) => {
    const windows = BrowserWindow.getAllWindows();
    const pid = windows[0]!.webContents.getOSProcessId();
    const metric = electronApp.getAppMetrics().find((m) => m.pid === pid);
    return { count: windows.length, pid, sandboxed: metric?.sandboxed ?? null };
  });
  expect(renderer.count).toBe(1);
  // The page's process is sandboxed: reported by Electron on macOS and Windows; on Linux, Chromium's
  // sandbox puts it under a seccomp-bpf filter (not when Chromium itself runs with --no-sandbox, as root).
  if (renderer.sandboxed !== null) expect(renderer.sandboxed).toBe(true);
  else if (process.platform === 'linux' && process.getuid?.() !== 0)
    expect(readFileSync(`/proc/${renderer.pid}/status`, 'utf8')).toMatch(/^Seccomp:\s+2$/m);
  // Isolated, no Node: the page has neither `require` nor `process` (checked below), and Node's
  // integration is off: a script of the page cannot reach the file system.
  expect(await page.evaluate(() => typeof (globalThis as Record<string, unknown>)['module'])).toBe('undefined');
  const headers = await page.evaluate(async () => {
    const response = await fetch('app://nightwarden/index.html');
    return {
      csp: response.headers.get('content-security-policy'),
      frames: response.headers.get('x-frame-options'),
    };
  });
  expect(headers).toEqual({ csp: CONTENT_SECURITY_POLICY, frames: 'DENY' });
});

test("the preload's one object, and nothing else of Electron or Node", async () => {
  const seen = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      methods: Object.keys(w['nightwarden'] as object).sort(),
      frozen: Object.isFrozen(w['nightwarden']),
      require: typeof w['require'],
      process: typeof w['process'],
      ipcRenderer: typeof w['ipcRenderer'],
      electron: typeof w['electron'],
      extra: Object.getOwnPropertyNames(window).filter((k) => /electron|ipc|nightwarden|node/i.test(k)),
    };
  });
  expect(seen).toEqual({
    methods: [...API_METHOD_NAMES].sort(),
    frozen: true,
    require: 'undefined',
    process: 'undefined',
    ipcRenderer: 'undefined',
    electron: 'undefined',
    extra: ['nightwarden'],
  });
});

test('a game created and a call answered through IPC, kept in userData/nightwarden/archive.db', async () => {
  const answers = await page.evaluate(async () => {
    const api = (window as unknown as { nightwarden: Record<string, (...args: unknown[]) => Promise<unknown>> })
      .nightwarden;
    const created = (await api['createGame']!({
      players: ['Ann', 'Ben', 'Cat', 'Dan'],
      deal: {
        mode: 'manual',
        players: ['vampire', 'priest', 'marksman', 'pickpocket'],
        center: ['gremlin', 'villager', 'villager'],
      },
    })) as { ok: boolean; value: { id: string } };
    const night = (await api['startNight']!(created.value.id)) as { ok: boolean; value: { phase: string } };
    const passed = (await api['pass']!(created.value.id)) as { ok: boolean; value: { call: { key: string } } };
    const answered = (await api['answer']!(created.value.id, { target: 2 })) as { ok: boolean };
    const refused = (await api['answer']!(created.value.id, { target: 99 })) as { ok: boolean };
    return { id: created.value.id, night: night.value.phase, call: passed.value.call.key, answered, refused };
  });
  expect(answers).toMatchObject({ night: 'dusk', call: 'vampires', answered: { ok: true }, refused: { ok: false } });
  const archive = join(userData, 'nightwarden', 'archive.db');
  expect(existsSync(archive)).toBe(true);
  const db = new Database(archive, { readonly: true });
  try {
    expect(db.prepare('SELECT id FROM games').pluck().all()).toEqual([answers.id]);
    expect(db.prepare('SELECT type FROM events ORDER BY seq').pluck().all()).toEqual([
      'night-started',
      'answered',
      'answered',
    ]);
  } finally {
    db.close();
  }
});

test("the players' screen: a second window, as locked down, reading only the public view", async () => {
  const opened = app.waitForEvent('window');
  const info = await page.evaluate(async () => {
    const bridge = (window as unknown as { nightwarden: Record<string, () => Promise<unknown>> }).nightwarden;
    return bridge['openPublicScreen']!();
  });
  expect(info).toMatchObject({ ok: true, value: { window: expect.stringMatching(/display$/) } });
  const players = await opened;
  expect(players.url()).toMatch(/^app:\/\/nightwarden\/public\.html/);
  await expect(players.getByTestId('public-screen')).toBeVisible();
  const seen = await players.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      bridge: Object.keys((w['nightwardenPublic'] as object | undefined) ?? {}).sort(),
      console: typeof w['nightwarden'],
      require: typeof w['require'],
      process: typeof w['process'],
    };
  });
  expect(seen).toEqual({
    bridge: ['current', 'onView', 'step'],
    console: 'undefined',
    require: 'undefined',
    process: 'undefined',
  });
  // Its page may not use the console's channel.
  const refused = await app.evaluate(async ({ BrowserWindow }) => {
    const window = BrowserWindow.getAllWindows().find((w) => w.webContents.getURL().includes('public.html'))!;
    return window.webContents.executeJavaScript('typeof window.nightwarden');
  });
  expect(refused).toBe('undefined');
  const sandboxed = await app.evaluate(({ app: electronApp, BrowserWindow }) => {
    const window = BrowserWindow.getAllWindows().find((w) => w.webContents.getURL().includes('public.html'))!;
    const pid = window.webContents.getOSProcessId();
    return electronApp.getAppMetrics().find((m) => m.pid === pid)?.sandboxed ?? null;
  });
  if (sandboxed !== null) expect(sandboxed).toBe(true);
  await players.close();
});
