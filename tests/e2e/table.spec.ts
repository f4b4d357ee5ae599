/**
 * The console at a real table (issue 12), end to end in Chromium against the browser host: no secret on
 * the day screen, hide-secrets that still shows the choice, the night on one laptop screen, true messages
 * for calls nobody wakes for, illegal picks that say why, undo back to the last answered call, corrections
 * of the deal, the setup kept across navigation and reloads, the keyboard everywhere, expert calls, sound,
 * the browser's voices, French typography, the report and the reveal's headline. Screenshots go to
 * test-results/e2e/screens/table-*.png at 1366×768 and 1920×1080.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnswerInput } from '../../src/shared/session-contract.ts';
import type { EventView, GameView } from '../../src/shared/views.ts';
import { callHost, expect, test } from './host.ts';
import { SetupPage } from './pages/setup-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

const LAPTOP = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };

async function shot(page: Page, name: string): Promise<void> {
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: join(SCREENS, `table-${name}-${width}.png`) });
}

/** The screen as it stands, at 1366×768 and at 1920×1080; the window then goes back to its size. */
async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  for (const other of [LAPTOP, LARGE]) {
    await page.setViewportSize(other);
    await page.waitForTimeout(100);
    await shot(page, name);
  }
  await page.setViewportSize(size);
}

type Deal = { players: string[]; center: string[] };

/** A game created through the host, with short timers; the page is at the setup screen of the console. */
async function newGame(page: Page, url: string, players: string[], deal: Deal, options = {}): Promise<GameView> {
  if (!page.url().startsWith(url.split('?')[0]!)) await page.goto(url);
  return callHost<GameView>(page, 'createGame', {
    players,
    deal: { mode: 'manual', ...deal },
    options: { roleTimerSeconds: 3, discussionSeconds: 60, ...options },
  });
}

/**
 * Plays a game through the host up to the call `key` (or the end of the night with 'day'): the answers
 * given by step key, every other call passed.
 */
async function playTo(
  page: Page,
  game: GameView,
  key: string,
  answers: Record<string, AnswerInput> = {},
): Promise<GameView> {
  let view = game.phase === 'setup' ? await callHost<GameView>(page, 'startNight', game.id) : game;
  while (view.call && view.call.key !== key) {
    const answer = answers[view.call.key] ?? mandatory(view.call.choice);
    view = answer
      ? await callHost<GameView>(page, 'answer', view.id, answer)
      : await callHost<GameView>(page, 'pass', view.id);
  }
  return view;
}

/** The first legal answer of a mandatory choice (other calls are passed). */
function mandatory(choice: NonNullable<GameView['call']>['choice']): AnswerInput | null {
  const legal = 'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
  if (choice.kind === 'target' && choice.mandatory) return { target: legal[0]! };
  if (choice.kind === 'targets' && choice.mandatory) return { targets: legal.slice(0, 2) };
  if (choice.kind === 'center' && choice.mandatory) return { center: 0 };
  return null;
}

/** Opens a game in the console where it stands (a reload reads the address). */
async function open(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}#/game/${encodeURIComponent(id)}`);
  await page.reload();
}

/**
 * Waits until this call is on stage and the guard of the change of call is over: the keys pressed next are
 * the moderator's for this call (a key within CALL_GUARD_MS of the change is not taken for it).
 */
async function waitForCall(page: Page, key: string): Promise<void> {
  await expect(page.getByTestId('stage')).toHaveAttribute('data-call', key, { timeout: 20_000 });
  await guardOver(page);
}

async function guardOver(page: Page): Promise<void> {
  await expect(page.getByTestId('stage')).toHaveAttribute('data-guarded', 'false');
}

const VAMPIRE_PLAYERS = ['Ann', 'Bruno', 'Cat', 'Dan', 'Eve', 'Fay'];
/** Ann the Count frightens Bruno, who holds the Robber; Cupid is in play (Eve); the Marksman is Fay. */
const FEAR_DEAL: Deal = {
  players: ['the-count', 'robber', 'vampire', 'villager', 'cupid', 'marksman'],
  center: ['seer', 'troublemaker', 'priest'],
};

test('the night fits a 1366×768 laptop and grows on a large screen: every seat, the center, the Marks board, the choice', async ({
  host,
  page,
}) => {
  const players = ['Ann', 'Bruno', 'Cat', 'Dan', 'Eve', 'Fay', 'Gina', 'Hugo', 'Ida', 'Jon'];
  const deal = {
    players: [
      'vampire',
      'the-count',
      'renfield',
      'cupid',
      'priest',
      'seer',
      'robber',
      'marksman',
      'werewolf',
      'villager',
    ],
    center: ['troublemaker', 'diseased', 'gremlin'],
  };
  const sizes: Record<number, { line: number; mark: number; tableWidth: number }> = {};
  for (const size of [LAPTOP, LARGE]) {
    await page.setViewportSize(size);
    const game = await newGame(page, host.url, players, deal);
    await open(page, host.url, game.id);
    await page.getByTestId('start-night').click();
    await waitForCall(page, 'vampires');
    // One screen: nothing to scroll to, and everything the moderator needs inside the window.
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
    const inside = async (testid: string): Promise<void> => {
      const box = (await page.getByTestId(testid).boundingBox())!;
      expect(box.y, testid).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, testid).toBeLessThanOrEqual(size.height);
      expect(box.x + box.width, testid).toBeLessThanOrEqual(size.width);
    };
    for (let seat = 0; seat < players.length; seat++) await inside(`seat-${seat}`);
    for (const id of ['center-0', 'center-2', 'marks-board', 'narration-line', 'confirm', 'choice-prompt', 'timer'])
      await inside(id);
    // Seats never cover one another.
    const boxes = await Promise.all(players.map((_, s) => page.getByTestId(`seat-${s}`).boundingBox()));
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const p = boxes[a]!;
        const q = boxes[b]!;
        const overlap = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
        expect(overlap, `seats ${a} and ${b} overlap`).toBe(false);
      }
    const px = (testid: string) => page.getByTestId(testid).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    sizes[size.width] = {
      line: await px('narration-line'),
      mark: await px('seat-mark-0'),
      tableWidth: (await page.getByTestId('table-area').boundingBox())!.width,
    };
    // Readable at arm's length: no Mark pill or board spot under 13 px.
    expect(sizes[size.width]!.mark).toBeGreaterThanOrEqual(13);
    const spotText = await page
      .getByTestId('spot-0')
      .locator('.state')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(spotText).toBeGreaterThanOrEqual(13);
    // The lists scroll with the keyboard: they take the focus.
    await expect(page.getByTestId('script')).toHaveAttribute('tabindex', '0');
    await shot(page, 'night-10');
  }
  // The large screen is used: bigger type, and the table wider than the old 1500 px cap allowed for it.
  expect(sizes[LARGE.width]!.line).toBeGreaterThan(sizes[LAPTOP.width]!.line * 1.2);
  expect(sizes[LARGE.width]!.tableWidth).toBeGreaterThan(1300);
});

test('a frightened player, the Lovers and the Doppelgänger are told as they are, never as "in the center"', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  let game = await newGame(page, host.url, VAMPIRE_PLAYERS, FEAR_DEAL);
  game = await playTo(page, game, 'the-count', { vampires: { target: 3 } });
  await open(page, host.url, game.id);
  await waitForCall(page, 'the-count');
  // Before Cupid has woken: no lovers yet, not "in the center".
  await expect(page.locator('[data-testid="script-step"][data-key="lovers"]')).toHaveAttribute(
    'data-tag',
    'no lovers yet',
  );
  await page.keyboard.press('2'); // Bruno
  await page.keyboard.press(' ');
  await expect(page.getByTestId('answered')).toBeVisible();
  await page.goto(host.url);
  game = await playTo(page, await callHost<GameView>(page, 'getGame', game.id), 'robber', {
    cupid: { targets: [0, 2] },
  });
  await open(page, host.url, game.id);
  await waitForCall(page, 'robber');
  await expect(page.getByTestId('nobody-reason')).toHaveText('Bruno holds the Mark of Fear and does not wake.');
  await expect(page.getByTestId('nobody-awake')).not.toContainText('center');
  await expect(page.locator('[data-testid="script-step"][data-key="robber"]')).toHaveAttribute(
    'data-tag',
    'Fear: Bruno',
  );
  await shots(page, 'night-frightened');

  // The Doppelgänger copied the Seer: her Insomniac call says so.
  const doppel = await newGame(page, host.url, ['Ann', 'Ben', 'Cat', 'Dan'], {
    players: ['doppelganger', 'seer', 'werewolf', 'villager'],
    center: ['insomniac', 'robber', 'villager'],
  });
  const atInsomniac = await playTo(page, doppel, 'insomniac/doppelganger', {
    doppelganger: { target: 1 },
    'doppelganger-action': { target: 2 },
  });
  await open(page, host.url, atInsomniac.id);
  await waitForCall(page, 'insomniac/doppelganger');
  await expect(page.getByTestId('nobody-reason')).toHaveText(
    'The Doppelgänger did not copy the Insomniac: she copied the Seer.',
  );
});

test('an illegal seat, clicked or typed, says why where the moderator is looking', async ({ host, page }) => {
  await page.setViewportSize(LAPTOP);
  const game = await newGame(page, host.url, VAMPIRE_PLAYERS, FEAR_DEAL);
  await open(page, host.url, (await playTo(page, game, 'vampires')).id);
  await waitForCall(page, 'vampires');
  await page.getByTestId('seat-0').click(); // Ann is a Vampire herself
  await expect(page.getByTestId('refused')).toContainText('Ann cannot be chosen');
  await expect(page.getByTestId('refused')).toContainText('Vampire');
  await page.keyboard.press('3'); // Cat is a Vampire too
  await expect(page.getByTestId('refused')).toContainText('Cat');
  await shots(page, 'night-refused');
  await page.keyboard.press('4');
  await expect(page.getByTestId('refused')).toHaveCount(0);
  await expect(page.getByTestId('selection')).toHaveText('Chosen: 4 · Dan');
});

test('hide secrets keeps the choice being made in sight: names and seat numbers, never cards or Marks', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const game = await newGame(page, host.url, VAMPIRE_PLAYERS, FEAR_DEAL);
  await open(page, host.url, (await playTo(page, game, 'vampires')).id);
  await waitForCall(page, 'vampires');
  await page.keyboard.press('h');
  await expect(page.getByTestId('hide-secrets')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('5');
  await expect(page.getByTestId('seat-4')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('selection')).toHaveText('Chosen: 5 · Eve');
  await expect(page.getByTestId('choice-prompt')).toBeVisible();
  // An illegal seat is refused without its reason (the reason would name a role).
  await page.keyboard.press('1');
  await expect(page.getByTestId('refused')).toHaveText(/1 · Ann cannot be chosen for this call/);
  // The table and the choice name no card and no Mark (the list of calls is public: it is the deck).
  for (const part of ['table-area', 'controls']) {
    const text = await page.getByTestId(part).innerText();
    for (const secret of ['Count', 'Robber', 'Cupid', 'Marksman', 'Clarity', 'Awake', 'Villager'])
      expect(text, `"${secret}" in ${part} while secrets are hidden`).not.toContain(secret);
  }
  await expect(page.getByTestId('awake-names')).toHaveCount(0);
  await shots(page, 'night-hidden');
  // Space confirms what is on screen.
  await page.keyboard.press(' ');
  await expect(page.getByTestId('answered')).toBeVisible();
});

test('undo goes back to the last call someone answered, without waking anyone, and the narration resumes where it was', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const game = await newGame(
    page,
    host.url,
    ['Ann', 'Ben', 'Cat', 'Dan'],
    { players: ['seer', 'werewolf', 'troublemaker', 'villager'], center: ['robber', 'villager', 'werewolf'] },
    { roleTimerSeconds: 30 },
  );
  await open(page, host.url, (await playTo(page, game, 'seer')).id);
  await waitForCall(page, 'seer');
  await page.keyboard.press('2');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('answered')).toBeVisible();
  // Next, until the Troublemaker (the Seer's time, the Robber in the center: its line, its time).
  await expect(async () => {
    await page.keyboard.press('n');
    await expect(page.getByTestId('stage')).toHaveAttribute('data-call', 'troublemaker', { timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('stage')).toHaveAttribute('data-stage', 'acting');
  const line = await page.getByTestId('narration-line').innerText();
  await page.keyboard.press('Backspace');
  // Back past the Robber (it passed by itself) to the Seer, shown to be corrected: no line, no timer.
  await waitForCall(page, 'seer');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-correcting', 'true');
  await expect(page.getByTestId('correcting')).toBeVisible();
  await expect(page.getByTestId('timer')).toHaveAttribute('data-remaining', '0');
  // Two undos in the log: the Robber's pass, then the Seer's answer.
  await expect(page.locator('[data-testid="log-entry"][data-type="undone"]')).toHaveCount(2);
  await shots(page, 'night-correcting');
  await page.keyboard.press('4');
  await page.keyboard.press(' ');
  // The Troublemaker again, where it was: its line (not from the start of the night), its timer running.
  await waitForCall(page, 'troublemaker');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-correcting', 'false');
  await expect(page.getByTestId('narration-line')).toHaveText(line);
  const game2 = await callHost<GameView>(page, 'getGame', game.id);
  expect(game2.narrative.join(' ')).toContain("Seer (Ann) looked at Dan's card");
});

test('the words of the night: no Mark in a Werewolf game, "Calling" for "close your eyes", no "Lovers: done."', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const game = await newGame(page, host.url, ['Ann', 'Ben', 'Cat'], {
    players: ['werewolf', 'seer', 'villager'],
    center: ['robber', 'werewolf', 'troublemaker'],
  });
  await open(page, host.url, game.id);
  await page.getByTestId('start-night').click();
  await expect(page.getByTestId('stage')).toHaveAttribute('data-call', 'everyone-sleeps');
  await expect(page.getByTestId('stage')).not.toHaveText('Waking');
  const atEnd = await playTo(page, await callHost<GameView>(page, 'getGame', game.id), 'everyone-wakes');
  expect(atEnd.call!.open.join(' ')).not.toMatch(/Mark/);
  expect(atEnd.call!.open.join(' ')).toMatch(/move your card around slightly/);
  // Cupid in the center: the reveal's night tells why nobody woke for the Lovers.
  const vampire = await newGame(page, host.url, ['Ann', 'Ben', 'Cat'], {
    players: ['vampire', 'villager', 'seer'],
    center: ['cupid', 'villager', 'werewolf'],
  });
  let view = await playTo(page, vampire, 'day', { vampires: { target: 1 } });
  view = await callHost<GameView>(page, 'vote', view.id, [1, 0, 0]);
  await open(page, host.url, view.id);
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  // The reveal loads its story after it shows: wait for the steps before reading them.
  await expect(page.getByTestId('overnight-step').first()).toBeVisible();
  const steps = (await page.getByTestId('overnight-step').allInnerTexts()).join('\n');
  expect(steps).not.toContain('Lovers: done.');
  expect(steps).toContain('Lovers: nobody woke; Cupid is in the center.');
});

test('"what they actually picked up": the night is played again from the corrected deal, flagged, logged; apart from "something moved"', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const players = ['Ann', 'Bob', 'Gina', 'Hugo'];
  const game = await newGame(page, host.url, players, {
    players: ['vampire', 'villager', 'werewolf', 'marksman'],
    center: ['seer', 'villager', 'priest'],
  });
  const atMarksman = await playTo(page, game, 'marksman', { vampires: { target: 3 }, werewolves: { center: 0 } });
  await open(page, host.url, atMarksman.id);
  await waitForCall(page, 'marksman');
  await expect(page.getByTestId('awake-names')).toHaveText('Hugo');
  // Hugo, the Marksman as recorded, views Gina's card.
  await page.keyboard.press('c');
  await page.keyboard.press('3');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('answered')).toBeVisible();
  await page.keyboard.press('o');
  await expect(page.getByTestId('override-form')).toBeVisible();
  await expect(page.getByTestId('correction-moved')).toBeChecked();
  await expect(page.getByTestId('override-form')).toContainText('Something moved now');
  await page.getByTestId('correction-dealt').check();
  await page.getByTestId('deal-fix-seat-2').selectOption('marksman');
  // Hugo takes the card Gina was given: the deal still holds the same cards.
  await expect(page.getByTestId('deal-fix-seat-3')).toHaveValue('werewolf');
  await expect(page.getByTestId('deal-fix-changes')).toContainText('Gina: Marksman (was Werewolf)');
  await page.getByTestId('deal-fix-note').fill('Gina and Hugo swapped their cards at the deal');
  await shots(page, 'night-deal-correction');
  await page.getByTestId('deal-fix-submit').click();
  await expect(page.getByTestId('log-entry').last()).toContainText('Deal corrected (what they actually picked up)');
  await expect(page.getByTestId('log-entry').last()).toContainText('Gina: Marksman (not Werewolf)');
  await expect(page.getByTestId('flags')).toContainText('Marksman: no longer holds, taken as nothing');
  await expect(page.locator('[data-testid="log-entry"][data-flag="replaced"]')).toHaveCount(1);
  await expect(page.getByTestId('seat-card-2')).toHaveAttribute('data-card', 'marksman');
  await shots(page, 'night-deal-corrected');
  const view = await callHost<GameView>(page, 'getGame', game.id);
  expect(view.script.find((s) => s.key === 'werewolves')!.awake).toEqual([3]);
});

test('the day: no secret from "Everyone, wake up!" until the reveal unless opened on purpose, closing by itself; the page starts at its top', async ({
  host,
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize(LAPTOP);
  const game = await newGame(page, host.url, VAMPIRE_PLAYERS, FEAR_DEAL, { discussionSeconds: 300 });
  const last = await playTo(page, game, 'everyone-wakes', { vampires: { target: 3 }, 'the-count': { target: 1 } });
  await open(page, host.url, last.id);
  await waitForCall(page, 'everyone-wakes');
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.keyboard.press('n');
  await page.clock.runFor(2000);
  await page.keyboard.press('n');
  await page.clock.runFor(2000);
  await expect(page.getByTestId('day-screen')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // Nothing secret anywhere on the day screen, at any scroll.
  await expect(page.locator('[data-testid^="seat-card-"]')).toHaveCount(0);
  await expect(page.locator('[data-testid^="seat-mark-"]')).toHaveCount(0);
  const text = await page.getByTestId('day-screen').innerText();
  for (const secret of ['Count', 'Robber', 'Cupid', 'Marksman', 'started as'])
    expect(text, `"${secret}" on the day screen`).not.toContain(secret);
  await shots(page, 'day-closed');
  await page.keyboard.press('t');
  await expect(page.getByTestId('seat-card-0')).toBeVisible();
  await expect(page.getByTestId('day-table-closes')).toContainText('20 seconds');
  await shots(page, 'day-open');
  await page.clock.runFor(21_000);
  await expect(page.locator('[data-testid^="seat-card-"]')).toHaveCount(0);
  // Its keys are on screen; V goes to the vote.
  await expect(page.getByTestId('day-keys')).toContainText('T: show the table');
  await page.keyboard.press('v');
  await expect(page.getByTestId('vote-voter')).toBeVisible();
  await shots(page, 'vote');
});

test('the setup survives the archive, statistics and a reload (timers too); a physical deal stays physical and starts clean', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const setup = new SetupPage(page);
  await setup.open(host.url);
  await setup.addPlayers(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
  await setup.setDeck(['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager', 'villager', 'drunk']);
  await page.getByTestId('new-player-name').fill('Fa');
  const timer = page.getByTestId('option-role-timer');
  await timer.fill('25');
  await timer.press('Tab');
  await page.getByTestId('deal-manual').check();
  await page.getByTestId('deal-seat-0').selectOption('seer');
  for (const [panel, close] of [
    ['open-archive', 'close-archive'],
    ['open-stats', 'close-stats'],
  ] as const) {
    await page.getByTestId(panel).click();
    await expect(page.getByTestId('setup-screen')).toHaveCount(0);
    await page.getByTestId(close).click();
    await expect(page.getByTestId('setup-screen')).toBeVisible();
    await expect(page.getByTestId('player-row')).toHaveCount(5);
  }
  await page.reload();
  await expect(page.getByTestId('player-row')).toHaveCount(5);
  await expect(page.getByTestId('new-player-name')).toHaveValue('Fa');
  await expect(page.getByTestId('option-role-timer')).toHaveValue('25');
  await expect(page.getByTestId('deal-manual')).toBeChecked();
  await expect(page.getByTestId('deal-seat-0')).toHaveValue('seer');
  await expect(page.getByTestId('role-werewolf')).toHaveAttribute('data-count', '2');
  await page.getByTestId('new-player-name').fill('');
  await setup.recordDeal(['seer', 'werewolf', 'robber', 'troublemaker', 'villager'], ['werewolf', 'villager', 'drunk']);
  await shots(page, 'setup');
  // Ctrl+Enter starts the game; on the deal screen, B goes back: the physical deal comes back clean.
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  await expect(page.getByTestId('deal-keys')).toContainText('B: back to setup');
  await shots(page, 'deal');
  await page.keyboard.press('b');
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page.getByTestId('deal-manual')).toBeChecked();
  for (let seat = 0; seat < 5; seat++) await expect(page.getByTestId(`deal-seat-${seat}`)).toHaveValue('');
  await expect(page.getByTestId('option-role-timer')).toHaveValue('25');
  // Through the night to the reveal; "New game, same players and deck" stays a physical deal.
  await setup.recordDeal(['seer', 'werewolf', 'robber', 'troublemaker', 'villager'], ['werewolf', 'villager', 'drunk']);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stage')).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).hash.replace('#/game/', ''));
  const day = await playTo(page, await callHost<GameView>(page, 'getGame', id), 'day');
  await callHost<GameView>(page, 'vote', day.id, [1, 0, 0, 0, 0]);
  await page.reload();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page.getByTestId('deal-manual')).toBeChecked();
  await expect(page.getByTestId('player-row')).toHaveCount(5);
  for (let seat = 0; seat < 5; seat++) await expect(page.getByTestId(`deal-seat-${seat}`)).toHaveValue('');
  await expect(page.getByTestId('start-blockers')).toContainText('Enter the physical deal');
});

test('the keyboard: every key shown on screen, focus kept when a button becomes disabled, center cards and the Gremlin by key', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  const setup = new SetupPage(page);
  await setup.open(host.url);
  await setup.addPlayers(['Ann', 'Ben', 'Cat']);
  await expect(page.getByTestId('setup-keys')).toContainText('Ctrl+Enter');
  // A role's + at its last copy keeps the focus (and + on the keyboard adds).
  const plus = page.getByTestId('add-seer');
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('role-seer')).toHaveAttribute('data-count', '1');
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await expect(plus).toBeFocused();
  await page.getByTestId('add-villager').focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(page.getByTestId('role-villager')).toHaveAttribute('data-count', '2');
  await page.keyboard.press('-');
  await expect(page.getByTestId('role-villager')).toHaveAttribute('data-count', '1');
  // Alt+↓ moves a player (the focus follows), Alt+Delete removes them.
  await page.getByTestId('player-name').first().focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByTestId('player-name').nth(1)).toHaveValue('Ann');
  await expect(page.getByTestId('player-name').nth(1)).toBeFocused();

  // The night: the Seer's two center cards with Shift+1 and Shift+3, the Gremlin's Marks with M.
  const game = await newGame(page, host.url, ['Ann', 'Ben', 'Cat', 'Dan'], {
    players: ['seer', 'gremlin', 'vampire', 'villager'],
    center: ['werewolf', 'villager', 'drunk'],
  });
  const atSeer = await playTo(page, game, 'seer', { vampires: { target: 3 } });
  await open(page, host.url, atSeer.id);
  await waitForCall(page, 'seer');
  await expect(page.getByTestId('night-keys')).toContainText('⇧1–3');
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Shift+Digit3');
  await expect(page.getByTestId('center-0')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('center-2')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('selection')).toHaveText('Chosen: center card 1, center card 3');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('answered')).toBeVisible();
  // Confirm is disabled now: the focus went to a control still enabled, not to the page.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await expect(async () => {
    await page.keyboard.press('n');
    await expect(page.getByTestId('stage')).toHaveAttribute('data-call', 'gremlin', { timeout: 500 });
  }).toPass();
  await guardOver(page);
  await page.keyboard.press('m');
  await expect(page.getByTestId('gremlin-marks')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('1');
  await page.keyboard.press('4');
  await expect(page.getByTestId('selection')).toHaveText('Chosen: switch the Marks of 1 · Ann and 4 · Dan');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('answered')).toBeVisible();
  const view = await callHost<GameView>(page, 'getGame', game.id);
  expect(view.table.players[0]!.mark).toBe('vampire');
});

test('expert mode speaks the short calls; the sounds play their cues; the browser can speak with its own voices', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  // This browser's voices and its sound, watched: a fake speechSynthesis and a count of Web Audio tones.
  await page.addInitScript(() => {
    const w = window as unknown as { __spoken: string[]; __tones: number };
    w.__spoken = [];
    w.__tones = 0;
    const voices = [
      { name: 'Test English', lang: 'en-GB', default: true, localService: true, voiceURI: 'en' },
      { name: 'Test Français', lang: 'fr-FR', default: false, localService: true, voiceURI: 'fr' },
    ];
    const synth = {
      getVoices: () => voices,
      speak(u: { text: string; onend?: () => void }) {
        w.__spoken.push(u.text);
        setTimeout(() => u.onend?.(), 20);
      },
      cancel() {},
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth });
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones += 1;
      return original.call(this);
    };
  });
  const setup = new SetupPage(page);
  await setup.open(host.url);
  // Sound is off in tests by default; the moderator turns the cues on.
  await expect(page.getByTestId('option-cues')).not.toBeChecked();
  await page.getByTestId('option-cues').check();
  await page.getByTestId('option-volume').fill('80');
  await page.getByTestId('option-expert').check();
  await expect(page.getByTestId('speak-with-hint')).toBeVisible(); // the host here has no voice
  await page.getByTestId('option-speak-with').selectOption('browser');
  await expect(page.getByTestId('option-browser-voice')).toContainText('Test English');
  await expect(page.getByTestId('text-only')).toHaveCount(0);
  await shots(page, 'setup-options');
  const game = await newGame(page, host.url, ['Ann', 'Ben', 'Cat'], {
    players: ['seer', 'werewolf', 'villager'],
    center: ['robber', 'werewolf', 'troublemaker'],
  });
  await open(page, host.url, game.id);
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  await page.keyboard.press('Enter');
  await waitForCall(page, 'werewolves');
  await expect(page.getByTestId('narration-line')).toHaveText('Werewolves, wake up.');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
    .toContain('Werewolves, wake up.');
  // The call's time runs out: the "time is up" cue plays.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones), { timeout: 20_000 })
    .toBeGreaterThan(0);
});

test('French: one-line header and reveal buttons, the whole placeholder, French spacing, the seed and the center named well', async ({
  host,
  page,
}) => {
  for (const size of [LAPTOP, LARGE]) {
    await page.setViewportSize(size);
    const setup = new SetupPage(page);
    await setup.open(host.url);
    await page.getByTestId('language').selectOption('fr');
    await expect(page.getByTestId('setup-screen')).toContainText('Joueurs');
    // Header buttons on one line each.
    for (const id of ['open-archive', 'open-stats', 'open-events', 'hide-secrets']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.height, id).toBeLessThan(45);
    }
    // The whole placeholder fits in its field (measured in the field's own font).
    const fits = await page.getByTestId('new-player-name').evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(el.placeholder).width, room, placeholder: el.placeholder };
    });
    expect(fits.placeholder).toContain('Joueur 1');
    expect(fits.text, fits.placeholder).toBeLessThanOrEqual(fits.room);
    await shot(page, 'setup-fr');
    const game = await newGame(page, host.url, VAMPIRE_PLAYERS, FEAR_DEAL);
    await open(page, host.url, (await playTo(page, game, 'vampires')).id);
    await page.getByTestId('language').selectOption('fr');
    await waitForCall(page, 'vampires');
    await expect(page.getByTestId('controls')).toContainText('Réveillés\u00A0: Ann et Cat');
    // The call's line follows the language chosen during the call.
    await expect(page.getByTestId('narration-line')).toContainText('Vampires, réveillez-vous');
    const text = await page.getByTestId('night-screen').innerText();
    expect(text).not.toMatch(/ [:;!?]/);
    expect(text).not.toMatch(/[^\s\u00A0\u202F][:;!?](\s|$)/);
    await shot(page, 'night-fr');
    // The reveal in French: its buttons on one line, French spacing, the center card named well.
    let view = await playTo(page, await callHost<GameView>(page, 'getGame', game.id), 'day', {
      vampires: { target: 3 },
      'the-count': { target: 1 },
    });
    view = await callHost<GameView>(page, 'vote', view.id, [1, 0, 0, 0, 0, 0]);
    await open(page, host.url, view.id);
    await page.getByTestId('language').selectOption('fr');
    await expect(page.getByTestId('reveal-headline')).toContainText('Victoire\u00A0:');
    for (const id of ['fullscreen', 'open-replay', 'export-record', 'new-same-game', 'back-to-setup', 'reveal-undo']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.height, id).toBeLessThan(45);
    }
    const reveal = await page.getByTestId('reveal-screen').innerText();
    expect(reveal).not.toMatch(/ [:;!?]/);
    await shot(page, 'reveal-fr');
    await page.getByTestId('language').selectOption('en');
  }
  // The deal screen names the seed in French as a number of the draw.
  await page.goto(host.url);
  await page.getByTestId('language').selectOption('fr');
  const shuffled = await callHost<GameView>(page, 'createGame', {
    players: ['Ann', 'Ben', 'Cat'],
    deal: { mode: 'shuffle', deck: ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'villager'], seed: 7 },
  });
  await open(page, host.url, shuffled.id);
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('deal-seed')).toHaveText('Tirage n°\u00A07');
  await shot(page, 'deal-fr');
});

test('the reveal: a headline of the winning teams, every key; an event table played with the physical deal, back to the event', async ({
  host,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await page.goto(host.url);
  const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
  let event = await callHost<EventView>(page, 'createEvent', {
    name: 'Table Twelve Cup',
    startDate: '2026-04-01',
    players,
    maxTableSize: 5,
    preset: 'beginner-5',
  });
  event = await callHost<EventView>(page, 'proposeRound', event.id, {});
  await page.getByTestId('open-events').click();
  await page.locator(`[data-testid="event-row"][data-name="Table Twelve Cup"]`).getByRole('button').first().click();
  const table = page.locator('[data-testid="event-table"]').first();
  await expect(table.getByTestId('play-table-physical')).toBeVisible();
  await shots(page, 'event');
  await table.getByTestId('play-table-physical').click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page.getByTestId('setup-event')).toContainText('round 1, table 1');
  await expect(page.getByTestId('deal-manual')).toBeChecked();
  const seated = event.rounds[0]!.tables[0]!;
  const deck = [...seated.deck];
  const take = (role: string): string => deck.splice(deck.indexOf(role), 1)[0]!;
  const seatCards = seated.players.map(() => take(deck[0]!));
  await new SetupPage(page).recordDeal(seatCards, [...deck]);
  await shots(page, 'setup-event');
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('deal-screen')).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).hash.replace('#/game/', ''));
  const linked = await callHost<EventView>(page, 'getEvent', event.id);
  expect(linked.rounds[0]!.tables[0]!.gameId).toBe(id);
  // The table card tells the game's state, not its id.
  await page.getByTestId('open-events').click();
  await page.locator(`[data-testid="event-row"][data-name="Table Twelve Cup"]`).getByRole('button').first().click();
  await expect(page.locator('[data-testid="event-table"]').first()).toBeVisible();
  await expect(page.locator('[data-testid="event-table"]').first()).not.toContainText(id);
  await expect(page.getByTestId('table-progress').first()).toContainText('In progress');
  await page.getByTestId('close-events').click();
  const day = await playTo(page, await callHost<GameView>(page, 'getGame', id), 'day');
  await callHost<GameView>(
    page,
    'vote',
    day.id,
    players.map((_, i) => (i + 1) % players.length),
  );
  await page.reload();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  const teams = (await page.getByTestId('reveal-headline').getAttribute('data-teams'))!.split(',').filter(Boolean);
  const words: Record<string, string> = {
    village: 'Village',
    werewolf: 'Werewolves',
    vampire: 'Vampires',
    tanner: 'Tanner',
  };
  await expect(page.getByTestId('reveal-headline')).toHaveText(
    teams.length === 0
      ? 'Nobody wins'
      : teams.length === 1
        ? new RegExp(`^${words[teams[0]!] ?? ''}.* wins?$`)
        : new RegExp(` and .* win$`),
  );
  const result = (await callHost<GameView>(page, 'getGame', id)).result!;
  expect(new Set(teams)).toEqual(new Set(result.players.filter((p) => p.won).map((p) => p.team)));
  await expect(page.getByTestId('reveal-keys')).toContainText('B: back to the event');
  await shot(page, 'reveal');
  await page.setViewportSize(LARGE);
  await shot(page, 'reveal');
  await page.setViewportSize(LAPTOP);
  await page.keyboard.press('b');
  await expect(page.getByTestId('event-screen')).toBeVisible();
  await expect(page.getByTestId('table-winners').first()).toBeVisible();
});

test('twelve players: the night on one laptop screen, seats 11 and 12 by key, the vote and the reveal', async ({
  host,
  page,
}) => {
  const players = ['Ann', 'Bruno', 'Cat', 'Dan', 'Eve', 'Fay', 'Gina', 'Hugo', 'Ida', 'Jon', 'Kim', 'Léa'];
  const deal = {
    players: [
      'vampire',
      'the-count',
      'renfield',
      'cupid',
      'priest',
      'seer',
      'robber',
      'marksman',
      'werewolf',
      'villager',
      'mason',
      'mason',
    ],
    center: ['troublemaker', 'diseased', 'gremlin'],
  };
  for (const size of [LAPTOP, LARGE]) {
    await page.setViewportSize(size);
    const game = await newGame(page, host.url, players, deal);
    await open(page, host.url, (await playTo(page, game, 'vampires')).id);
    await waitForCall(page, 'vampires');
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
    const boxes = await Promise.all(players.map((_, s) => page.getByTestId(`seat-${s}`).boundingBox()));
    for (const [seat, box] of boxes.entries()) {
      expect(box!.y + box!.height, `seat ${seat}`).toBeLessThanOrEqual(size.height);
      expect(box!.y, `seat ${seat}`).toBeGreaterThanOrEqual(0);
    }
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const p = boxes[a]!;
        const q = boxes[b]!;
        const overlap = p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
        expect(overlap, `seats ${a} and ${b} overlap`).toBe(false);
      }
    for (const id of ['marks-board', 'center-1', 'confirm']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y + box.height, id).toBeLessThanOrEqual(size.height);
    }
    // The eleventh and twelfth seats are the two keys after 0 on the number row.
    await expect(page.getByTestId('night-keys')).toContainText('1–9, 0, −, =');
    await page.keyboard.press('Minus');
    await expect(page.getByTestId('selection')).toHaveText('Chosen: 11 · Kim');
    await page.keyboard.press('Equal');
    await expect(page.getByTestId('selection')).toHaveText('Chosen: 12 · Léa');
    await shot(page, 'night-12');
    await page.keyboard.press(' ');
    // Recorded (the call may have closed at once: its time ran out during the screenshots).
    await expect(page.getByTestId('just-recorded')).toContainText('Vampires — 12 · Léa');
  }
  // The vote: seat 12 points at seat 11 by key; the reveal of twelve.
  const day = await playTo(page, await newGame(page, host.url, players, deal), 'day');
  await callHost<GameView>(page, 'startVote', day.id);
  await open(page, host.url, day.id);
  await expect(page.getByTestId('vote-voter')).toBeVisible();
  await expect(page.getByTestId('vote-keys')).toContainText('1–9, 0, −, =');
  await page.keyboard.press('Equal');
  await page.keyboard.press('Minus');
  await expect(page.getByTestId('vote-row-11')).toHaveAttribute('data-target', '10');
  await shots(page, 'vote-12');
  for (let voter = 0; voter < 11; voter++) {
    await page.getByTestId(`vote-row-${voter}`).click();
    await page.getByTestId(`vote-seat-${voter === 0 ? 1 : 0}`).click();
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await expect(page.locator('[data-testid^="result-row-"]')).toHaveCount(12);
  await shot(page, 'reveal-12');
  await page.setViewportSize(LAPTOP);
  await shot(page, 'reveal-12');
});
