/**
 * The night told to the players (issue 20) and the replay's "what if", in Chromium against the browser
 * host:
 *
 * - before the reveal, the players' screen shows nothing of the night: its key steps nothing, and the
 *   host refuses to tell the story; after the reveal the moderator presses P, and the players' screen
 *   shows each call in order with the table drawn after it and the sentence of what happened, in the
 *   game's language (English, then a French game); → and ← on the console or on the players' screen move
 *   both; P again gives the result back;
 * - in the replay, "what if" changes votes and a night choice (the illegal one refused with its reason):
 *   the deaths and winners change beside the real ones, marked hypothetical, and the game's record, its
 *   replay and its verdicts are the same afterwards.
 *
 * Screenshots at 1366×768 and 1920×1080 go to test-results/e2e/screens/story-* and what-if-*.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { GameView, ReplayView } from '../../src/shared/views.ts';
import type { AnswerInput } from '../../src/shared/session-contract.ts';
import { callHost, expect, test } from './host.ts';
import { DayPage } from './pages/day-page.ts';
import { openGame } from './pages/quick-game.ts';
import { ReplayPage } from './pages/replay-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENS, `${name}-${size.width}x${size.height}.png`) });
  }
}

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const DEAL = {
  players: ['werewolf', 'seer', 'robber', 'troublemaker', 'villager'],
  center: ['werewolf', 'drunk', 'tanner'],
};
/** The Seer (Ben) looks at Dan, the Robber (Cat) robs Ann (the Werewolf), the Troublemaker swaps Ben and Eve. */
const ANSWERS: Record<string, AnswerInput> = {
  seer: { target: 3 },
  robber: { target: 0 },
  troublemaker: { targets: [1, 4] },
};

/** A game made and played through its night by the host's API, as a console would; stopped at the day. */
async function playedToDay(page: Page, language: 'en' | 'fr'): Promise<GameView> {
  let game = await callHost<GameView>(page, 'createGame', {
    players: PLAYERS,
    deal: { mode: 'manual', ...DEAL },
    language,
  });
  game = await callHost<GameView>(page, 'startNight', game.id);
  while (game.phase === 'dusk' || game.phase === 'night')
    game = await callHost<GameView>(page, 'answer', game.id, ANSWERS[game.call!.key] ?? {});
  return game;
}

/** One step of the story told, by a key on `on` (the console or the players' screen); its call's key. */
async function stepStory(on: Page, players: Page, key: 'ArrowRight' | 'ArrowLeft'): Promise<string | null> {
  const story = players.getByTestId('public-story');
  const at = Number(await story.getAttribute('data-step'));
  await on.keyboard.press(key);
  await expect(story).toHaveAttribute('data-step', String(at + (key === 'ArrowRight' ? 1 : -1)));
  const call = players.getByTestId('public-story-call');
  return (await call.count()) > 0 ? call.getAttribute('data-key') : null;
}

test("the night told on the players' screen, after the reveal only, in the game's language", async ({ host, page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const game = await playedToDay(page, 'en');
  await openGame(page, host.url, game.id);
  const day = new DayPage(page);
  await day.expectMorning();

  // The players' screen, opened from the console (W).
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('w');
  const players = await opened;
  const screen = players.getByTestId('public-screen');
  await expect(screen).toHaveAttribute('data-screen', 'day');

  // Before the reveal: the host refuses to tell the night, the players' screen's key steps nothing.
  await expect(callHost(page, 'nightStory', game.id)).rejects.toThrow(/once the cards are turned over/);
  await expect(callHost(page, 'tellStory', game.id, 'start')).rejects.toThrow(/once the cards are turned over/);
  await players.keyboard.press('ArrowRight');
  await day.voteNow();
  await players.keyboard.press('ArrowRight');
  await expect(screen).toHaveAttribute('data-screen', 'vote');
  await expect(players.getByTestId('public-story')).toHaveCount(0);
  expect(await callHost(page, 'storyPosition')).toBeNull();
  for (const word of ['Robber', 'robs', 'Werewolf', 'Seer']) expect(await screen.innerText()).not.toContain(word);

  // The vote: everyone but Ann points at Ann (the Robber now); Cat, the Werewolf now, wins.
  await day.tapVotes([1, 0, 0, 0, 0]);
  await day.confirm();
  await expect(players.getByTestId('public-headline')).toBeVisible();
  await expect(players.getByTestId('public-story')).toHaveCount(0);

  // P: the night is told from the deal.
  await page.keyboard.press('p');
  const story = players.getByTestId('public-story');
  await expect(story).toHaveAttribute('data-step', '0');
  await expect(story).toHaveAttribute('data-kind', 'deal');
  await expect(page.getByTestId('overnight')).toHaveAttribute('data-telling', 'true');
  await expect(players.getByTestId('public-story-text')).toHaveText('The deal.');
  await expect(players.getByTestId('seat-card-0')).toHaveAttribute('data-card', 'werewolf');
  await expect(players.getByTestId('seat-card-2')).toHaveAttribute('data-card', 'robber');
  await shoot(players, 'story-01-deal');
  await page.screenshot({ path: join(SCREENS, 'story-console-telling-1366x768.png') });

  // → on the console, call after call, in the order they were said, up to the Robber's.
  const keys: (string | null)[] = [];
  for (let i = 0; i < 30 && keys.at(-1) !== 'robber'; i++) {
    keys.push(await stepStory(page, players, 'ArrowRight'));
    await expect(page.getByTestId('overnight-position')).toContainText(`${i + 2}`);
  }
  expect(keys).toContain('seer');
  expect(keys.indexOf('seer')).toBeGreaterThan(0);
  expect(keys.indexOf('seer')).toBeLessThan(keys.indexOf('robber'));
  // The Robber's step: its sentence, and the cards as they lay after it, what moved outlined.
  await expect(players.getByTestId('public-story-text')).toContainText('Cat');
  await expect(players.getByTestId('public-story-text')).toContainText('Ann');
  await expect(players.getByTestId('seat-card-0')).toHaveAttribute('data-card', 'robber');
  await expect(players.getByTestId('seat-card-2')).toHaveAttribute('data-card', 'werewolf');
  await expect(players.getByTestId('seat-2')).toHaveClass(/changed/);
  await expect(players.getByTestId('seat-1')).not.toHaveClass(/changed/);
  // The table's words for a screen reader ("Seat", "changed by the last action") are not drawn here either.
  const unseen = players.getByTestId('seat-2').locator('.sr-only');
  expect(await unseen.count()).toBeGreaterThan(0);
  for (const box of await unseen.evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect())))
    expect(box.width * box.height).toBeLessThanOrEqual(1);
  await shoot(players, 'story-02-robber');
  const robberStep = Number(await story.getAttribute('data-step'));

  // The players' screen's own key: on to the Troublemaker, and the console follows; ← back again.
  await players.keyboard.press('ArrowRight');
  await expect(story).toHaveAttribute('data-step', String(robberStep + 1));
  await expect(page.getByTestId('overnight-position')).toContainText(`${robberStep + 2}`);
  let key = await players.getByTestId('public-story-call').getAttribute('data-key');
  for (let i = 0; i < 10 && key !== 'troublemaker'; i++) key = await stepStory(players, players, 'ArrowRight');
  await expect(players.getByTestId('seat-card-1')).toHaveAttribute('data-card', 'villager');
  await expect(players.getByTestId('seat-card-4')).toHaveAttribute('data-card', 'seer');
  expect(await stepStory(players, players, 'ArrowLeft')).not.toBe('troublemaker');
  await expect(players.getByTestId('seat-card-1')).toHaveAttribute('data-card', 'seer');

  // End: the vote, Ann's death and who won.
  await page.keyboard.press('End');
  await expect(story).toHaveAttribute('data-kind', 'result');
  await expect(players.getByTestId('public-story-text')).toContainText('Cat');
  await shoot(players, 'story-03-result');
  await page.keyboard.press('ArrowLeft');
  await expect(story).not.toHaveAttribute('data-kind', 'result');

  // P again: the result on the players' screen, the console's steps the replay's again.
  await page.keyboard.press('p');
  await expect(players.getByTestId('public-story')).toHaveCount(0);
  await expect(players.getByTestId('public-headline')).toBeVisible();
  await expect(page.getByTestId('overnight')).toHaveAttribute('data-telling', 'false');
  expect(await callHost(page, 'storyPosition')).toBeNull();

  // A French game: told in French, whatever language the console speaks.
  const french = await playedToDay(page, 'fr');
  await callHost(page, 'startVote', french.id);
  await callHost(page, 'vote', french.id, [1, 0, 0, 0, 0]);
  await openGame(page, host.url, french.id);
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await expect(players.getByTestId('public-headline')).toBeVisible();
  await page.keyboard.press('p');
  await expect(story).toHaveAttribute('data-step', '0');
  await expect(screen).toHaveAttribute('lang', 'fr');
  await expect(players.getByTestId('public-story-text')).toHaveText('La distribution.');
  await expect(players.getByTestId('public-story-position')).toContainText('Étape 1 sur');
  key = null;
  for (let i = 0; i < 30 && key !== 'robber'; i++) key = await stepStory(page, players, 'ArrowRight');
  expect(key).toBe('robber');
  const sentence = await players.getByTestId('public-story-text').innerText();
  expect(sentence).toContain('Cat');
  expect(sentence).not.toMatch(/\b(robs|takes|looks)\b/);
  await shoot(players, 'story-04-french');
  await page.keyboard.press('p');
  await expect(players.getByTestId('public-story')).toHaveCount(0);
});

test('what if: votes and a night choice made again in the replay, hypothetical, never saved', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(host.url);
  const played = await playedToDay(page, 'en');
  await callHost(page, 'startVote', played.id);
  // Everyone but Ann votes for Ann (the Robber after the night): Cat, the Werewolf now, wins.
  const game = await callHost<GameView>(page, 'vote', played.id, [1, 0, 0, 0, 0]);
  expect(game.result!.winners).toEqual(['Cat']);
  const replayBefore = await callHost<ReplayView>(page, 'replay', game.id);
  const recordBefore = await callHost<unknown>(page, 'exportGame', game.id);

  await openGame(page, host.url, game.id);
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  const replay = new ReplayPage(page);
  await replay.openFromReveal();
  await page.getByTestId('what-if-open').click();
  const panel = page.getByTestId('what-if');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('what-if-hypothetical')).toBeVisible();
  await expect(page.getByTestId('what-if-outcome')).toHaveAttribute('data-changes', '0');
  await expect(page.getByTestId('what-if-winners')).toHaveText('Cat');

  // Votes: everyone points at Cat instead. She dies a Werewolf: the village wins.
  for (const seat of [0, 1, 3, 4]) {
    await page.getByTestId(`what-if-vote-${seat}`).selectOption('2');
    await expect(page.getByTestId(`what-if-vote-${seat}`)).toHaveValue('2');
  }
  await expect(page.getByTestId('what-if-outcome')).toHaveAttribute('data-changes', '4');
  await expect(page.getByTestId('what-if-deaths')).toHaveText(/Cat/);
  await expect(page.getByTestId('what-if-winners')).toHaveText(/Ann.*Ben.*Dan.*Eve/);
  await expect(page.getByTestId('what-if-was')).toContainText('Cat');
  await expect(page.getByTestId('what-if-vote-was-0')).toBeVisible();
  await expect(page.getByTestId('what-if-verdict-2')).toHaveAttribute('data-flipped', 'true');
  await shoot(page, 'what-if-01-votes');

  // A night choice: the Robber robs Dan instead of Ann. Ann keeps the Werewolf; the vote for Cat kills
  // the Troublemaker: the Werewolf (Ann) wins.
  await page.getByTestId('what-if-edit-robber').click();
  const editor = page.getByTestId('what-if-editor');
  await expect(editor).toHaveAttribute('data-key', 'robber');
  await editor.getByTestId('seat-3').click();
  await page.getByTestId('what-if-apply').click();
  await expect(editor).toHaveCount(0);
  await expect(page.locator('[data-testid="what-if-call"][data-key="robber"]')).toHaveAttribute('data-changed', 'true');
  await expect(page.getByTestId('what-if-outcome')).toHaveAttribute('data-changes', '5');
  await expect(page.getByTestId('what-if-winners')).toHaveText('Ann');
  await expect(page.getByTestId('what-if-table').getByTestId('seat-card-0')).toHaveAttribute('data-card', 'werewolf');
  await shoot(page, 'what-if-02-night');

  // An illegal change (the Robber robbing herself) is refused by the host with the rule's reason.
  const robberStep = game.script.find((line) => line.key === 'robber')!.index;
  await expect(
    callHost(page, 'whatIf', game.id, { night: [{ step: robberStep, answer: { target: 2 } }] }),
  ).rejects.toThrow(/what-if: call \d+ \(robber\): .+/);
  await expect(callHost(page, 'whatIf', game.id, { votes: [0, 0, 0, 0, 0] })).rejects.toThrow(/./);

  // In French too, still marked hypothetical.
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('what-if-hypothetical')).not.toHaveText(/hypothetical/i);
  await expect(page.getByTestId('what-if-hypothetical')).toContainText(/hypoth/i);
  // The calls told again in French, the changes kept.
  await expect(page.locator('[data-testid="what-if-call"][data-key="robber"]')).toContainText('Voleur');
  await expect(page.locator('[data-testid="what-if-call"][data-key="robber"]')).not.toContainText('Robber');
  await expect(page.getByTestId('what-if-outcome')).toHaveAttribute('data-changes', '5');
  await shoot(page, 'what-if-03-french');
  await page.getByTestId('language').selectOption('en');

  // Start over, close: nothing of it was saved.
  await page.getByTestId('what-if-start-over').click();
  await expect(page.getByTestId('what-if-outcome')).toHaveAttribute('data-changes', '0');
  await page.getByTestId('what-if-close').click();
  await expect(panel).toHaveCount(0);
  expect(await callHost<ReplayView>(page, 'replay', game.id)).toEqual(replayBefore);
  expect(await callHost<unknown>(page, 'exportGame', game.id)).toEqual(recordBefore);
  const after = await callHost<GameView>(page, 'getGame', game.id);
  expect(after.result).toEqual(game.result);
});
