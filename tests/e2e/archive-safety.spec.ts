/**
 * Issue 18 in the console, in Chromium against the browser host: garbage written over the open archive (a
 * disk tool, a bad sync) is caught at the next command, which is not acknowledged; the console says so,
 * with where every game was saved; "Reopen" keeps the damaged file aside and starts a new archive with
 * the saved games, and the game goes on. Screenshots at 1366×768 and 1920×1080 in test-results/e2e/screens.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { GameView } from '../../src/shared/views.ts';
import { callHost, expect, startHost, test as base, type Host } from './host.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SCREENS, `archive-safety-${name}-${width}.png`) });
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

test('garbage written over the open archive: the next command is refused, every game saved, then reopened', async ({
  fresh,
  page,
}) => {
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
  // 200 KB of garbage at offset 0, in place: the same file, written over.
  const fd = openSync(fresh.db, 'r+');
  writeSync(fd, randomBytes(200 * 1024), 0, 200 * 1024, 0);
  closeSync(fd);

  await page.getByTestId('start-night').click();
  const lost = page.getByTestId('archive-lost');
  await expect(lost).toContainText(`The archive ${fresh.db} was written over in place while Nightwarden had it open`);
  await expect(lost).toContainText('Nightwarden stopped writing to it');
  await expect(lost).toContainText('games.jsonl');
  await expect(lost).toContainText('the damaged file is kept aside');
  // Not acknowledged: the night did not start on screen.
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  await shots(page, 'damaged');

  await page.getByTestId('reopen-archive').click();
  const reopened = page.getByTestId('archive-reopened');
  await expect(reopened).toContainText('1 saved game(s) imported');
  await expect(page.getByTestId('moved-aside')).toContainText(`The damaged file is kept as ${fresh.db}.`);
  const moved = /kept as (\S+\.bak)\./.exec((await page.getByTestId('moved-aside').textContent()) ?? '')?.[1];
  expect(moved && existsSync(moved)).toBe(true);
  await expect(lost).toHaveCount(0);
  // The command that found the damage was saved with the rest: the night has started, and goes on.
  await expect(page.getByTestId('stage')).toBeVisible();
  await shots(page, 'reopened');
});
