/**
 * The console at a physical table, as a new moderator finds it (issue 20): the wake order said plainly,
 * and the screens looked at in screenshots at 1366×768 and 1920×1080 (test-results/e2e/screens/ux-*.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { EventView, GameView } from '../../src/shared/views.ts';
import { callHost, expect, test } from './host.ts';
import { NightPage } from './pages/night-page.ts';
import { openGame, quickGame } from './pages/quick-game.ts';
import { SetupPage } from './pages/setup-page.ts';
import { EventsPage } from './pages/events-page.ts';
import { ArchivePage } from './pages/archive-page.ts';

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
  // Her lines said (in real time, by the host), her timer runs on the page's clock.
  await expect(stage).toHaveAttribute('data-stage', 'acting');

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

/** Eight players, their night played up to the Seer (who waits for the moderator). */
async function eightAtSeer(page: Page): Promise<GameView> {
  let game = await quickGame(page, 'night', {
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'],
    deal: {
      players: ['seer', 'werewolf', 'robber', 'troublemaker', 'villager', 'werewolf', 'minion', 'insomniac'],
      center: ['villager', 'drunk', 'tanner'],
    },
  });
  while (game.call && game.call.key !== 'seer') game = await callHost<GameView>(page, 'pass', game.id);
  return game;
}

/** How many of a list's items are shown whole in its box (it scrolls the rest). */
async function linesShown(page: Page, list: string, item: string): Promise<{ shown: number; total: number }> {
  return page.getByTestId(list).evaluate((ol, item) => {
    const box = ol.getBoundingClientRect();
    const items = [...ol.querySelectorAll(`[data-testid="${item}"]`)];
    const shown = items.filter((li) => {
      const r = li.getBoundingClientRect();
      return r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.bottom <= innerHeight;
    }).length;
    return { shown, total: items.length };
  }, item);
}

test('the night’s side column at 1366×768 and 1920×1080: the calls, the correction’s button and the log, none cut', async ({
  host,
  page,
}) => {
  await page.goto(host.url);
  const game = await eightAtSeer(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await openGame(page, host.url, game.id);
    await expect(page.getByTestId('stage')).toHaveAttribute('data-call', 'seer');
    await page.screenshot({ path: join(SCREENS, `ux-night-side-${size.width}x${size.height}.png`) });
    // The calls: more than the 4 or 5 lines they had, here every one of the nine.
    const calls = await linesShown(page, 'script', 'script-step');
    expect(calls.total).toBe(9);
    expect(calls.shown, `calls shown at ${size.width}`).toBeGreaterThanOrEqual(8);
    // "Correct the table… (O)" whole, the log whole (its entries scroll inside it), nothing below the fold.
    await expect.poll(() => inView(page, 'override-open')).toBe(true);
    const log = await page.locator('section.log').boundingBox();
    expect(log!.y + log!.height).toBeLessThanOrEqual(size.height);
    // The log keeps its newest entry in view, so its first line shown may be cut: what its box holds is
    // counted from its top, then it is scrolled back to its newest entry.
    const newest = await page.getByTestId('night-log').evaluate((ol) => {
      const hidden = ol.scrollHeight - ol.clientHeight - ol.scrollTop;
      ol.scrollTop = 0;
      return hidden;
    });
    expect(newest, 'the log shows its newest entry: nothing of it is below its box').toBeLessThanOrEqual(1);
    expect((await linesShown(page, 'night-log', 'log-entry')).shown).toBeGreaterThanOrEqual(3);
    await page.getByTestId('night-log').evaluate((ol) => (ol.scrollTop = ol.scrollHeight));
    const side = await page.getByTestId('night-side').evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(side, 'the side column scrolls: something is below its fold').toBeLessThanOrEqual(0);
  }
});

test('a correction at 1366×768 fits the screen, and the call’s timer and narration wait while it is open', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.clock.install();
  await page.goto(host.url);
  const game = await eightAtSeer(page);
  await openGame(page, host.url, game.id);
  await page.clock.pauseAt(Date.now() + 60_000);
  const stage = page.getByTestId('stage');
  const timer = page.getByTestId('timer');
  await expect(stage).toHaveAttribute('data-call', 'seer');
  await expect(stage).toHaveAttribute('data-stage', 'acting');
  // The seconds left, from now on counted by the test's clock only.
  const left = Number(await timer.getAttribute('data-remaining'));
  const at = (seconds: number): Promise<void> => expect(timer).toHaveAttribute('data-remaining', String(seconds));
  await page.clock.runFor(2000);
  await at(left - 2);

  await page.keyboard.press('o');
  await expect(page.getByTestId('override-form')).toBeVisible();
  await expect(stage).toHaveAttribute('data-paused', 'true');
  // Whole on screen: its kinds, its places, its note and its button.
  for (const id of ['correction-moved', 'correction-dealt', 'override-a', 'override-b', 'override-note'])
    await expect.poll(() => inView(page, id), id).toBe(true);
  await expect.poll(() => inView(page, 'override-submit')).toBe(true);
  await page.screenshot({ path: join(SCREENS, 'ux-correction-moved-1366x768.png') });
  await page.clock.runFor(5000);
  await at(left - 2);
  // "What they actually picked up", eight players and the center: whole too.
  await page.getByTestId('correction-dealt').check();
  await expect.poll(() => inView(page, 'deal-fix-center-2')).toBe(true);
  await expect.poll(() => inView(page, 'deal-fix-submit')).toBe(true);
  await shoot(page, 'correction-dealt');
  await page.clock.runFor(5000);
  await at(left - 2);

  // Closed (its button; O when the focus is not in the form): the call goes on where it stood.
  await page.getByTestId('override-open').click();
  await expect(page.getByTestId('override-form')).toHaveCount(0);
  await expect(stage).toHaveAttribute('data-paused', 'false');
  await page.clock.runFor(3000);
  await at(left - 5);
  // A correction made: it closes, and the call goes on too.
  await page.keyboard.press('o');
  await expect(stage).toHaveAttribute('data-paused', 'true');
  await page.getByTestId('correction-moved').check();
  await page.getByTestId('override-a').selectOption('player:1');
  await page.getByTestId('override-b').selectOption('player:2');
  await page.getByTestId('override-note').fill('Ben and Cat swapped');
  await page.getByTestId('override-submit').click();
  await expect(page.getByTestId('override-form')).toHaveCount(0);
  await expect(stage).toHaveAttribute('data-paused', 'false');
  await page.clock.runFor(2000);
  await at(left - 7);
});

test('the Oracle, player 1, answers “Even”: the moderator is told, the players never, and the answer stands', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const questions = ['alien-team', 'werewolf-team', 'vampire-team', 'alien-exchange', 'exchange', 'center'];
  const oracle = Object.fromEntries([
    ...questions.map((q) => [q, 0]),
    ['ripple', 0],
    ['even-odd', 1],
    ['player-number', 0],
    ['number', 0],
  ]);
  const game = await quickGame(page, 'night', {
    players: ['Ann', 'Ben', 'Cat', 'Dan'],
    deal: { players: ['oracle', 'alien', 'alien', 'villager'], center: ['psychic', 'villager', 'villager'] },
    appWeights: { oracle },
  });
  await openGame(page, host.url, game.id);
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  await page.getByTestId('players-screen-close').click();
  await expect(page.getByTestId('stage')).toHaveAttribute('data-call', 'oracle');
  await page.getByTestId('oracle-answer-even').click();
  const warning = page.getByTestId('oracle-contradiction');
  await expect(warning).toContainText('Ann is player 1, an odd number: “Even” does not match.');
  await shoot(page, 'oracle-contradiction');
  // The answer stands as given: the physical table is the truth.
  await expect
    .poll(async () => (await callHost<GameView>(page, 'getGame', game.id)).app?.said[0]?.text ?? '')
    .toContain('Even');
  // Secrets hidden: it still says something is off, not who or why.
  await page.keyboard.press('h');
  await expect(warning).toContainText('show the secrets to see why');
  await expect(warning).not.toContainText('Ann');
  await page.keyboard.press('h');
  // The players' screen knows nothing of it.
  await expect(players.getByTestId('public-screen')).toHaveAttribute('data-screen', 'night');
  expect(await players.getByTestId('public-screen').innerText()).not.toMatch(/match|Even|Ann is/);
  // It stays in view after her call has closed, until another answer or an undo.
  await expect(page.getByTestId('stage')).not.toHaveAttribute('data-call', 'oracle', { timeout: 20_000 });
  await expect(warning).toBeVisible();
  await players.close();
});

test('a 10-player physical deal typed in under 40 keys, or tapped: a seat, then a role', async ({ host, page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const setup = new SetupPage(page);
  await setup.open(host.url);
  const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];
  const seats = [
    'seer',
    'werewolf',
    'villager',
    'robber',
    'troublemaker',
    'minion',
    'werewolf',
    'drunk',
    'tanner',
    'insomniac',
  ];
  const center = ['hunter', 'villager', 'villager'];
  await setup.addPlayers(players);
  await setup.setDeck([...seats, ...center]);
  await page.getByTestId('deal-manual').check();
  await shoot(page, 'deal-entry-empty');
  const keys = await setup.typeDeal(seats, center);
  expect(keys).toBeLessThan(40);
  for (const [seat, role] of seats.entries()) await expect(page.getByTestId(`deal-seat-${seat}`)).toHaveValue(role);
  for (const [index, role] of center.entries())
    await expect(page.getByTestId(`deal-center-${index}`)).toHaveValue(role);
  await expect(page.getByTestId('deal-left')).toHaveText('Every card of the deck is entered.');
  await shoot(page, 'deal-entry-done');

  // Ann's and Cat's cards were the other way round: tap Cat's seat, then the Seer (none left: it comes
  // from Ann's seat, which takes Cat's Villager).
  await page.getByTestId('deal-slot-2').click();
  await expect(page.getByTestId('deal-cursor')).toHaveText('for 3. Cat');
  await page.getByTestId('deal-offer-seer').click();
  await expect(page.getByTestId('deal-seat-2')).toHaveValue('seer');
  await expect(page.getByTestId('deal-seat-0')).toHaveValue('villager');
  await expect(page.getByTestId('deal-left')).toHaveText('Every card of the deck is entered.');
  // Letters that name no role left are refused, and say so.
  await page.getByTestId('deal-typing').focus();
  await page.keyboard.press('q');
  await expect(page.getByTestId('deal-entry-refused')).toContainText('No role left starts with “q”');
  await expect(page.getByTestId('deal-typing')).toHaveValue('');
  await setup.start();
  const game = await callHost<GameView>(page, 'getGame', decodeURIComponent(new URL(page.url()).hash.slice(7)));
  expect(game.deal.players).toEqual(['villager', ...seats.slice(1, 2), 'seer', ...seats.slice(3)]);
  expect(game.deal.center).toEqual(center);
});

test('events: why a table cannot be played here, said in view; a round proposed over unplayed games asks first; a game opened from the archive leads back to its event', async ({
  host,
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon'];
  const noDecks = await callHost<EventView>(page, 'createEvent', {
    name: 'Decks Still To Choose',
    startDate: '2026-05-01',
    players: players.slice(0, 5),
    maxTableSize: 5,
  });
  await callHost<EventView>(page, 'proposeRound', noDecks.id, {});
  let event = await callHost<EventView>(page, 'createEvent', {
    name: 'Issue Twenty Cup',
    startDate: '2026-05-02',
    players,
    maxTableSize: 5,
    preset: 'beginner-5',
  });
  event = await callHost<EventView>(page, 'proposeRound', event.id, {});
  const events = new EventsPage(page);
  await events.open();

  // No deck yet: the reason is on the table, not only in a tooltip.
  await events.row('Decks Still To Choose').getByRole('button').first().click();
  const undecked = events.table(1, 1);
  await expect(undecked.getByTestId('play-table')).toBeDisabled();
  await expect(undecked.getByTestId('play-blocked')).toHaveText('Choose the table’s deck first (Edit the round).');
  await page.getByTestId('back-to-events').click();
  await events.row('Issue Twenty Cup').getByRole('button').first().click();
  await expect(events.table(1, 1).getByTestId('play-blocked')).toHaveCount(0);

  // Round 2 while both tables of round 1 are unplayed: asked first, with how many.
  await page.getByTestId('propose-round').click();
  await expect(page.getByTestId('propose-ask')).toContainText(
    '2 tables of the rounds so far have no finished game: proposing round 2 now leaves them unplayed.',
  );
  await shoot(page, 'events-propose-ask');
  await page.getByTestId('propose-cancel').click();
  await expect(page.getByTestId('propose-ask')).toHaveCount(0);
  expect((await callHost<EventView>(page, 'getEvent', event.id)).rounds).toHaveLength(1);

  // Table 1 played here, to the end; then opened from the archive of a console that never saw it played.
  const game = await callHost<GameView>(page, 'startEventGame', event.id, 1, 1);
  let view = await callHost<GameView>(page, 'startNight', game.id);
  while (view.phase === 'dusk' || view.phase === 'night') {
    // The first legal answer of a mandatory choice (Copycat's center card, the Vampires' Mark); else a pass.
    const choice = view.call!.choice;
    const mandatory = 'mandatory' in choice && choice.mandatory;
    const legal = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
    const answer = !mandatory
      ? null
      : choice.kind === 'center'
        ? { center: 0 }
        : choice.kind === 'targets'
          ? { targets: legal.slice(0, 2) }
          : { target: legal[0] };
    view = answer
      ? await callHost<GameView>(page, 'answer', game.id, answer)
      : await callHost<GameView>(page, 'pass', game.id);
  }
  await callHost<GameView>(page, 'startVote', game.id);
  await callHost<GameView>(page, 'vote', game.id, [1, 2, 3, 4, 0]);
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const console2 = await other.newPage();
  await console2.goto(host.url);
  const archive = new ArchivePage(console2);
  await archive.open();
  await archive.openGame(game.id);
  await expect(console2.getByTestId('reveal-screen')).toBeVisible();
  await expect(console2.getByTestId('back-to-event')).toContainText('round 1, table 1');
  await console2.getByTestId('back-to-event').click();
  await expect(console2.getByTestId('event-title')).toHaveText('Issue Twenty Cup');
  await other.close();

  // One table of round 1 is finished now: one left unplayed, said so; proposed anyway.
  await page.reload();
  await events.open();
  await events.row('Issue Twenty Cup').getByRole('button').first().click();
  await page.getByTestId('propose-round').click();
  await expect(page.getByTestId('propose-ask')).toContainText('1 table of the rounds so far has no finished game');
  await page.getByTestId('propose-anyway').click();
  await expect(events.round(2)).toBeVisible();
  // Round 2 being edited: round 1's unplayed table says why it cannot be played now.
  await events.round(2).getByTestId('edit-round').click();
  const waiting = events.table(1, 2);
  await expect(waiting.getByTestId('play-table')).toBeDisabled();
  await expect(waiting.getByTestId('play-blocked')).toHaveText('Save or cancel the edit of round 2 first.');
  await waiting.scrollIntoViewIfNeeded();
  await shoot(page, 'events-play-blocked');
});
