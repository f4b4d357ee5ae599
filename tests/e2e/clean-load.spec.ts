/**
 * Every page load logs nothing: no console error or warning of the browser's (a CSP directive a <meta>
 * cannot carry, a favicon 404), no page error, no failed request. A console whose log is never clean hides
 * the real errors. Loaded: the setup, a game at night (by its address, as a reload), the day, the reveal,
 * the replay, the archive, the statistics, the events, and the players' screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './host.ts';
import { openGame, quickGame } from './pages/quick-game.ts';

interface Log {
  readonly problems: string[];
}

/** Everything the page logs as wrong, from now on. */
function watch(page: Page): Log {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return { problems };
}

/**
 * Every screen's chunk asked for has arrived, the screens that follow it included (the page's
 * `data-screens-settling`): `networkidle` alone is passed once per load, before a panel opened later
 * fetches its own.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-screens-settling]')).toHaveAttribute('data-screens-settling', '0');
}

test('every page of the console loads without an error in its log', async ({ host, page }) => {
  const log = watch(page);
  await page.goto(host.url);
  await expect(page.getByTestId('setup-screen')).toBeVisible();

  const night = await quickGame(page, 'night');
  await openGame(page, host.url, night.id);
  await expect(page.getByTestId('night-screen')).toBeVisible();
  await settled(page);
  await page.reload();
  await expect(page.getByTestId('night-screen')).toBeVisible();

  const day = await quickGame(page, 'day');
  await openGame(page, host.url, day.id);
  await expect(page.getByTestId('day-screen')).toBeVisible();

  const done = await quickGame(page, 'revealed');
  await openGame(page, host.url, done.id);
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await page.getByTestId('reveal-screen').getByTestId('open-replay').click();
  await expect(page.getByTestId('replay-screen')).toBeVisible();

  for (const panel of ['open-archive', 'open-stats', 'open-events']) {
    // Each screen fetches the screens that usually follow it once it is drawn (app/screens.svelte.ts):
    // leaving the page while they come would cut them off (net::ERR_ABORTED), a navigation's doing.
    await settled(page);
    await page.goto(host.url);
    await expect(page.getByTestId('setup-screen')).toBeVisible();
    await page.getByTestId(panel).click();
    await expect(page.getByTestId(panel)).toHaveAttribute('aria-pressed', 'true');
  }
  // Whatever arrives late (an icon, a socket) has had the time to fail.
  await settled(page);
  await page.waitForLoadState('networkidle');
  expect(log.problems).toEqual([]);
});

test("the players' screen loads without an error in its log", async ({ host, page }) => {
  await page.goto(host.url);
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  // Its first load, and then a load by its address (a TV's tab), each watched from the start.
  const first = watch(players);
  await expect(players.getByTestId('public-screen')).toBeVisible();
  await players.waitForLoadState('networkidle');
  expect(first.problems).toEqual([]);
  const log = watch(players);
  const address = await page.getByTestId('players-screen-address').inputValue();
  await players.goto(address);
  await expect(players.getByTestId('public-screen')).toBeVisible();
  await players.waitForLoadState('networkidle');
  await players.reload();
  await expect(players.getByTestId('public-screen')).toBeVisible();
  await players.waitForLoadState('networkidle');
  expect(log.problems).toEqual([]);
});
