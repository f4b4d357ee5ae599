/**
 * The players' screen in Chromium: the moderator opens it from the console (W), and it follows a whole
 * game from the night to the reveal — the call being said (never who wakes), the discussion timer and its
 * warning, "vote now", the reveal's headline — in the game's language. Its address, opened in another
 * browser (a TV's tab: no cookie of the console), shows the same. Screenshots at 1366×768 and 1920×1080
 * go to test-results/e2e/screens/public-*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './host.ts';
import { DayPage, playNight, setUpGame, type TableGame } from './pages/day-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

const GAME: TableGame = {
  players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'],
  preset: 'marquons-les-6',
  deal: {
    players: ['the-count', 'the-master', 'renfield', 'marksman', 'priest', 'cupid'],
    center: ['assassin', 'pickpocket', 'gremlin'],
  },
};

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** The players' screen at both sizes. */
async function shoot(players: Page, step: string): Promise<void> {
  for (const size of SIZES) {
    await players.setViewportSize(size);
    await players.screenshot({ path: join(SCREENS, `public-${step}-${size.width}x${size.height}.png`) });
  }
}

/** Nothing the moderator alone may see is on the players' screen: no card, Mark, or who is awake. */
async function expectNoSecret(players: Page, game: TableGame): Promise<void> {
  const text = await players.getByTestId('public-screen').innerText();
  for (const word of ['Awake', 'awake', 'Mark of', 'center:', 'holds']) expect(text).not.toContain(word);
  for (const name of game.players) {
    // A name is only ever shown alone (the deal's list), never beside a role.
    const named = new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u');
    const line = text.split('\n').find((l) => named.test(l) && l.trim() !== name && !/^\d+\s/.test(l.trim()));
    expect(line, `${name} beside something`).toBeUndefined();
  }
}

test("the players' screen follows a game from the night to the reveal", async ({ host, page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const night = await setUpGame(page, host.url, GAME);

  // The moderator opens the players' screen with its key: a window of its own, with its address shown.
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  await expect(page.getByTestId('players-screen-notice')).toBeVisible();
  const address = await page.getByTestId('players-screen-address').inputValue();
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/public\.html\?token=[\w-]+$/);
  expect(address).not.toContain(new URL(host.url).searchParams.get('token') ?? '-');
  await page.screenshot({ path: join(SCREENS, 'public-console-notice-1366x768.png') });

  // The night: the call being said, in large type, and nothing else.
  await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'night');
  await expect(players.getByTestId('public-call')).toBeVisible();
  await expectNoSecret(players, GAME);
  await shoot(players, '01-night');

  // A TV's browser: the address alone (no cookie of the console) shows the same screen.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tvPage = await tv.newPage();
  await tvPage.goto(address);
  await expect(tvPage.getByTestId('public-screen')).toHaveAttribute('data-screen', 'night');
  // Its token does not open the console.
  const consoleAttempt = await tvPage.request.get(address.replace('/public.html', '/'));
  expect(consoleAttempt.status()).toBe(403);

  const keys = new Set<string>();
  const watch = setInterval(() => {
    void players
      .getByTestId('public-call')
      .getAttribute('data-key', { timeout: 200 })
      .then((key) => key && keys.add(key))
      .catch(() => undefined);
  }, 100);
  await playNight(night, GAME);
  clearInterval(watch);
  expect(keys.size).toBeGreaterThan(2);

  // The day: the discussion timer and its warnings.
  const day = new DayPage(page);
  await day.expectMorning();
  await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'day');
  await expect(players.getByTestId('public-timer')).toHaveText('0:30');
  await day.startDiscussion();
  await expect(players.getByTestId('public-timer')).toHaveAttribute('data-state', 'running');
  await expect(players.getByTestId('public-warning')).toHaveText('30 seconds left');
  await expect.poll(async () => players.getByTestId('public-timer').innerText()).not.toBe('0:30');
  await expectNoSecret(players, GAME);
  await shoot(players, '02-day');

  // "Vote now".
  await day.voteNow();
  await expect(players.getByTestId('public-vote-now')).toHaveText('Vote now!');
  await expect(tvPage.getByTestId('public-vote-now')).toBeVisible();
  await expectNoSecret(players, GAME);
  await shoot(players, '03-vote');

  // The reveal: the same headline as the console's, then in French when the console speaks French.
  await day.tapVotes([3, 3, 3, 0, 0, 0]);
  await day.confirm();
  await expect(page.getByTestId('phase')).toHaveText('Reveal');
  const headline = await page.getByTestId('reveal-headline').innerText();
  await expect(players.getByTestId('public-headline')).toHaveText(headline);
  await expect(players.getByTestId('public-results')).toContainText('Ann');
  await shoot(players, '04-reveal');
  // The console switched to French reads French; the players' screen speaks the game's language, as its
  // narration did (the game was made in English).
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('reveal-headline')).not.toHaveText(headline);
  await expect(players.getByTestId('public-screen')).toHaveAttribute('lang', 'en');
  await expect(players.getByTestId('public-headline')).toHaveText(headline);
  await shoot(players, '05-reveal-console-fr');
  await tv.close();
});
