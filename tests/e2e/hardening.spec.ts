/**
 * Issue 10 in the console itself, in Chromium against the browser host: an archive of 14,000 games
 * (58 MB, the size that once stopped the host) imports back from the archive screen; a file over the
 * archive's limit is refused before it is sent; the console cannot be framed by a page on another port;
 * when the archive's file is lost the console says where the games are and reopens it; text-only
 * narration offers to try speech again. Screenshots at 1366×768 and 1920×1080 in test-results/e2e/screens.
 */
import { closeSync, mkdirSync, openSync, rmSync, ftruncateSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { writeLargeArchive } from '../../scripts/archive-fixture.ts';
import { IMPORT_MAX_BYTES } from '../../src/shared/import-contract.ts';
import type { GameView } from '../../src/shared/views.ts';
import { callHost, expect, startHost, test as base, type Host } from './host.ts';
import { ArchivePage } from './pages/archive-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
const FILES = join(import.meta.dirname, '../../test-results/e2e/hardening-files');
mkdirSync(SCREENS, { recursive: true });
mkdirSync(FILES, { recursive: true });

/** The page at both sizes the console is used at. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SCREENS, `hardening-${name}-${width}.png`) });
  }
}

const test = base.extend<{ fresh: Host }>({
  // Playwright requires the fixtures argument to be destructured, even when it uses none.
  // eslint-disable-next-line no-empty-pattern
  fresh: async ({}, use) => {
    const { host, process } = await startHost();
    await use(host);
    process.kill('SIGTERM');
  },
});

test('an archive of 14,000 games (58 MB) exported by the app imports back from the console', async ({
  fresh,
  page,
}) => {
  const file = join(FILES, 'nightwarden-archive-14000.jsonl');
  const bytes = writeLargeArchive(file, 14_000);
  expect(bytes).toBeGreaterThan(55_000_000);
  await page.goto(fresh.url);
  const archive = new ArchivePage(page);
  await archive.open();
  await page.getByTestId('import-input').setInputFiles(file);
  // The file goes in pieces, its progress shown, then the report: generous, a shared machine may be slow.
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(archive.report).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('import-imported')).toContainText('Imported 14000 games');
  await expect(page.getByTestId('import-rejected')).toHaveCount(0);
  await expect(page.getByTestId('archive-count')).toContainText('14000');
  // The host is alive and holds every game.
  expect((await callHost<unknown[]>(page, 'listGames')).length).toBe(14_000);
  await shots(page, 'import-14000');
  rmSync(file, { force: true });
});

test('a file over the archive’s limit is refused with its size and the limit, before it is sent', async ({
  fresh,
  page,
}) => {
  // A sparse file: 1.2 GB to the file picker, nothing on the disk.
  const file = join(FILES, 'too-big.jsonl');
  const fd = openSync(file, 'w');
  ftruncateSync(fd, IMPORT_MAX_BYTES + 200_000_000);
  closeSync(fd);
  await page.goto(fresh.url);
  const archive = new ArchivePage(page);
  await archive.open();
  await archive.importFiles(file);
  await expect(page.getByTestId('import-rejected')).toContainText(
    'too-big.jsonl is 1.2 GB; the archive imports files of up to 1 GB (split it into several files of JSON Lines and import each)',
  );
  await shots(page, 'import-too-big');
  rmSync(file, { force: true });
});

test('a page on another port of 127.0.0.1 cannot frame the console', async ({ fresh, page }) => {
  const framer: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>framer</title><iframe id="console" src="${fresh.url}"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  const address = framer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForTimeout(1000);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium refuses the framed document: the console never appears inside.
    expect(frame!.url()).toMatch(/^chrome-error:/);
    expect(await frame!.getByTestId('open-archive').count()).toBe(0);
    const response = await page.request.get(fresh.url);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  } finally {
    framer.close();
  }
});

test('the archive’s file lost while the console runs: it says where the games are, then reopens', async ({
  fresh,
  page,
}) => {
  test.skip(process.platform === 'win32', 'Windows refuses to delete a file SQLite has open');
  await page.goto(fresh.url);
  const game = await callHost<GameView>(page, 'createGame', {
    players: ['Ann', 'Ben', 'Cat', 'Dan'],
    deal: {
      mode: 'manual',
      players: ['vampire', 'priest', 'marksman', 'pickpocket'],
      center: ['gremlin', 'villager', 'villager'],
    },
  });
  await page.goto(`${fresh.url}#/game/${encodeURIComponent(game.id)}`);
  await page.reload();
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  // A sync tool deletes the archive while the moderator plays.
  rmSync(fresh.db);
  await page.getByTestId('start-night').click();
  const lost = page.getByTestId('archive-lost');
  await expect(lost).toContainText(`The archive ${fresh.db} was deleted or moved while Nightwarden had it open`);
  await expect(lost).toContainText('Nightwarden stopped writing to it');
  await expect(lost).toContainText('games.jsonl');
  await shots(page, 'archive-lost');
  await page.getByTestId('reopen-archive').click();
  await expect(page.getByTestId('archive-reopened')).toContainText('1 saved game(s) imported');
  await expect(lost).toHaveCount(0);
  // The night the lost file had started is back, and the game goes on.
  await expect(page.getByTestId('stage')).toBeVisible();
  await shots(page, 'archive-reopened');
});

test('text-only narration offers to try speech again', async ({ fresh, page }) => {
  await page.goto(fresh.url);
  await expect(page.getByTestId('text-only')).toContainText('this host has no speech');
  await page.getByTestId('retry-speech').click();
  // The browser host still has no voice: the notice stays, and nothing went wrong.
  await expect(page.getByTestId('text-only')).toBeVisible();
  await expect(page.getByTestId('error')).toHaveCount(0);
  await shots(page, 'retry-speech');
});
