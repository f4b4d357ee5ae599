/**
 * The console at a physical table, as a new moderator finds it (issue 20): the wake order said plainly,
 * and the screens looked at in screenshots at 1366×768 and 1920×1080 (test-results/e2e/screens/ux-*.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { GameView } from '../../src/shared/views.ts';
import { callHost, expect, test } from './host.ts';
import { NightPage } from './pages/night-page.ts';
import { openGame, quickGame } from './pages/quick-game.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The page at both sizes (the size it was at is restored). */
async function shoot(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENS, `ux-${name}-${size.width}x${size.height}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

/** A Vampire game: the Vampire's call (Dusk) and the lone Werewolf's (Night) wait for the moderator. */
const DUSK_GAME = {
  players: ['Ann', 'Ben', 'Cat', 'Dan'],
  deal: { players: ['vampire', 'werewolf', 'seer', 'robber'], center: ['villager', 'the-count', 'villager'] },
};

test('a call says its phase and its place in the order, the wake code small beside it', async ({ host, page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const game = await quickGame(page, 'night', DUSK_GAME);
  const index = (key: string): number => game.script.find((s) => s.key === key)!.index;
  await openGame(page, host.url, game.id);
  const night = new NightPage(page);

  await night.skipTo(index('vampires'));
  await expect(night.wakeLabel).toHaveText(/^Dusk, 1st call\s*-6$/);
  await expect(night.wakeLabel.locator('.wake-code')).toHaveText('-6');
  // The list of calls: where each phase begins, each call numbered within it, its code small beside it.
  await expect(page.getByTestId('script-phase')).toHaveText(['Dusk', 'Night']);
  const count = page.locator('[data-testid="script-step"][data-key="the-count"]');
  await expect(count.locator('.wake-number')).toHaveText('2');
  await expect(count.locator('.wake-code')).toHaveText('-6B');
  const werewolves = page.locator('[data-testid="script-step"][data-key="werewolves"]');
  await expect(werewolves.locator('.wake-number')).toHaveText('1');
  await shoot(page, 'wake-dusk');

  await page.getByTestId('seat-1').click();
  await page.getByTestId('confirm').click();
  await night.skipTo(index('werewolves'));
  await expect(night.wakeLabel).toHaveText(/^Night, 1st call\s*2$/);
  await page.getByTestId('language').selectOption('fr');
  await expect(night.wakeLabel).toHaveText(/^Nuit, 1er appel\s*2$/);
  await expect(page.getByTestId('script-phase')).toHaveText(['Crépuscule', 'Nuit']);
  await shoot(page, 'wake-night-fr');
  const shown = await callHost<GameView>(page, 'getGame', game.id);
  expect(shown.script.map((s) => s.phase)).toEqual([
    'dusk',
    'dusk',
    'dusk',
    'dusk',
    'night',
    'night',
    'night',
    'night',
  ]);
});

test('U on the day screen asks before going back into the night; the players’ screen waits for the yes', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const game = await quickGame(page, 'day', {
    players: ['Ann', 'Ben', 'Cat', 'Dan'],
    deal: { players: ['seer', 'werewolf', 'villager', 'robber'], center: ['villager', 'tanner', 'werewolf'] },
  });
  await openGame(page, host.url, game.id);
  await expect(page.getByTestId('day-screen')).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  const screen = players.getByTestId('public-screen');
  await expect(screen).toHaveAttribute('data-screen', 'day');
  await page.getByTestId('players-screen-close').click();

  await page.getByTestId('day-start').click();
  await expect(page.getByTestId('day-timer')).toHaveAttribute('data-state', 'running');
  await page.keyboard.press('u');
  await expect(page.getByTestId('undo-ask')).toBeVisible();
  await expect(page.getByTestId('undo-ask-yes')).toBeFocused();
  // Nothing went back: the day's screen, the players' screen, the discussion paused meanwhile.
  await expect(page.getByTestId('day-timer')).toHaveAttribute('data-state', 'paused');
  await expect(screen).toHaveAttribute('data-screen', 'day');
  await shoot(page, 'day-undo-ask');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('undo-ask')).toHaveCount(0);
  await expect(page.getByTestId('day-timer')).toHaveAttribute('data-state', 'running');
  expect((await callHost<GameView>(page, 'getGame', game.id)).phase).toBe('day');
  await expect(screen).toHaveAttribute('data-screen', 'day');

  // U, then Enter: back to the last call someone answered, to correct it; the players' screen follows.
  await page.keyboard.press('u');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-correcting', 'true');
  await expect(screen).toHaveAttribute('data-screen', 'night');
  expect((await callHost<GameView>(page, 'getGame', game.id)).phase).not.toBe('day');
  await players.close();
});

/**
 * Whether the element lies whole inside the window (not scrolled away, not cut) and nothing covers it
 * (what the window shows at its centre is the element itself).
 */
async function inView(page: Page, testId: string): Promise<boolean> {
  const element = page.getByTestId(testId);
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  const inside = box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
  const onTop = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  return inside && onTop;
}

test('the day’s table opened with T keeps the discussion timer in view', async ({ host, page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const game = await quickGame(page, 'day', {
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'],
    deal: {
      players: ['seer', 'werewolf', 'villager', 'robber', 'villager', 'tanner', 'werewolf', 'villager'],
      center: ['villager', 'troublemaker', 'drunk'],
    },
  });
  await openGame(page, host.url, game.id);
  await page.getByTestId('day-start').click();
  await page.keyboard.press('t');
  await expect(page.getByTestId('day-table-closes')).toBeVisible();
  // The table came into sight, and the timer with it; it runs, the same as the big one.
  await expect.poll(() => inView(page, 'day-timer-mini')).toBe(true);
  await expect(page.getByTestId('day-timer')).toHaveAttribute('data-state', 'running');
  const big = Number(await page.getByTestId('day-timer').getAttribute('data-remaining'));
  expect(
    Math.abs(Number(await page.getByTestId('day-timer-mini').getAttribute('data-remaining')) - big),
  ).toBeLessThanOrEqual(1);
  await shoot(page, 'day-table-open');
  // Down to the correction under the table: the timer is still in view, and can be paused from there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => inView(page, 'day-timer-mini')).toBe(true);
  await page.getByTestId('day-pause-mini').click();
  await expect(page.getByTestId('day-timer-mini')).toHaveAttribute('data-state', 'paused');
  await page.screenshot({ path: join(SCREENS, 'ux-day-table-scrolled-1366x768.png') });
});

test('a key pressed as a call gives way is not taken for the next call; what was recorded stays in view', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // The page's clock is the test's: the guard of the change of call ends when the test says so.
  await page.clock.install();
  await page.goto(host.url);
  const game = await quickGame(page, 'night', {
    players: ['Ann', 'Ben', 'Cat', 'Dan'],
    deal: { players: ['werewolf', 'werewolf', 'minion', 'seer'], center: ['villager', 'robber', 'villager'] },
  });
  await openGame(page, host.url, game.id);
  await page.clock.pauseAt(Date.now() + 60_000);
  const stage = page.getByTestId('stage');
  const timer = page.getByTestId('timer');

  // "Everyone sleeps" passed by itself: the Werewolves are on screen, guarded. The moderator's Space and
  // N, meant for "Everyone sleeps", are not taken for them: their time runs whole, the Minion keeps hers.
  await expect(stage).toHaveAttribute('data-call', 'werewolves');
  await expect(stage).toHaveAttribute('data-guarded', 'true');
  await page.keyboard.press(' ');
  await page.keyboard.press('n');
  await expect(page.getByTestId('key-ignored')).toBeVisible();
  await expect(page.getByTestId('next')).toHaveAttribute('aria-disabled', 'true');
  await shoot(page, 'guard-ignored');
  await expect(stage).toHaveAttribute('data-call', 'werewolves');
  await expect(timer).toHaveAttribute('data-remaining', '10');
  expect((await callHost<GameView>(page, 'getGame', game.id)).call?.key).toBe('werewolves');

  await page.clock.runFor(1000);
  await expect(stage).toHaveAttribute('data-guarded', 'false');
  await expect(page.getByTestId('key-ignored')).toHaveCount(0);
  await expect(timer).toHaveAttribute('data-remaining', '9');
  // Now the Space is for the Werewolves: their time is skipped; the Minion's call opens, guarded in turn.
  await page.keyboard.press(' ');
  await expect(stage).toHaveAttribute('data-call', 'minion');
  await page.keyboard.press(' ');
  await expect(timer).toHaveAttribute('data-remaining', '10');
  await expect(stage).toHaveAttribute('data-call', 'minion');

  // The Seer did nothing: said where the moderator is looking, with the key that takes it back.
  await page.clock.runFor(11_000);
  await expect(stage).toHaveAttribute('data-call', 'seer');
  await page.clock.runFor(1000);
  await expect(stage).toHaveAttribute('data-guarded', 'false');
  await page.keyboard.press('d');
  await expect(page.getByTestId('just-recorded')).toHaveText('Just recorded: Seer — nothing · U undoes');
  await shoot(page, 'just-recorded');
  await page.keyboard.press('u');
  await expect(page.getByTestId('just-recorded')).toHaveCount(0);
  await expect(stage).toHaveAttribute('data-call', 'seer');
  await expect(page.getByTestId('answered')).toHaveCount(0);
  // Answered with a pick: the pick is named (but not while the secrets are hidden).
  await page.clock.runFor(1000);
  await page.keyboard.press('2');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('just-recorded')).toHaveText('Just recorded: Seer — 2 · Ben · U undoes');
  await page.keyboard.press('h');
  await expect(page.getByTestId('just-recorded')).toHaveText('Just recorded: Seer · U undoes');
});
