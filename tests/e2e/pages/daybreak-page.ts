import { expect, type Page } from '@playwright/test';
import type { CallView, GameView } from '../../../src/shared/views.ts';
import { view } from './alien-page.ts';
import { NightPage } from './night-page.ts';
import { SetupPage } from './setup-page.ts';

/**
 * Daybreak and the Bonus Packs at the table, as a moderator plays them in the console: the setup (the
 * boxes, a preset or the cards, the physical deal, the house rules, the language), then each call entered
 * through the screen by the test's own plan (clicks on the table, the choice's buttons and keys), the day,
 * the vote and the reveal. The session's view is read only to know which call is on stage.
 */

export interface DaybreakGame {
  readonly players: readonly string[];
  readonly preset?: string;
  readonly deck?: readonly string[];
  readonly deal: { readonly players: readonly string[]; readonly center: readonly string[] };
  readonly houseRules?: readonly string[];
  readonly language?: 'en' | 'fr';
  readonly roleTimer?: number;
}

export async function setUpDaybreak(
  page: Page,
  url: string,
  game: DaybreakGame,
  shoot?: (step: 'setup' | 'deal') => Promise<void>,
): Promise<NightPage> {
  const setup = new SetupPage(page);
  await setup.open(url);
  if (game.language) await page.getByTestId('option-language').selectOption(game.language);
  for (let left = await page.getByTestId('remove-player').count(); left > 0; left--)
    await page.getByTestId('remove-player').first().click();
  await setup.addPlayers(game.players);
  if (game.preset) await setup.choosePreset(game.preset);
  else await setup.setDeck(game.deck ?? [...game.deal.players, ...game.deal.center]);
  const timer = page.getByTestId('option-role-timer');
  await timer.fill(String(game.roleTimer ?? 3));
  await timer.press('Tab');
  const discussion = page.getByTestId('option-discussion');
  await discussion.fill('0.5');
  await discussion.press('Tab');
  if (game.houseRules?.length) {
    await page.getByTestId('house-rules').click();
    for (const rule of game.houseRules) await page.getByTestId(`house-${rule}`).check();
  }
  await setup.recordDeal(game.deal.players, game.deal.center);
  await shoot?.('setup');
  await setup.start();
  await shoot?.('deal');
  await setup.startNight();
  return new NightPage(page);
}

/** What the test does at a call on stage: its clicks and keys (the plan confirms or passes itself). */
export type CallPlan = (call: CallView, game: GameView) => Promise<void>;

/**
 * Plays the night until the day: a call with a plan is entered by it (after which the call must have been
 * answered), a call someone answers without a plan is passed with "did nothing", the others pass by
 * themselves (Next skips their time). `onCall` looks at each call first (screenshots).
 */
export async function playDaybreakNight(
  page: Page,
  plans: Readonly<Record<string, CallPlan>>,
  onCall?: CallPlan,
): Promise<GameView> {
  const night = new NightPage(page);
  for (let guard = 0; guard < 120; guard++) {
    const game = await view(page);
    const call = game.call;
    if (!call) break;
    const needsInput = !call.nobodyAwake && call.awake.length > 0 && call.choice.kind !== 'none';
    await night.waitForCall(call.index).catch(() => undefined);
    await onCall?.(call, game);
    const plan = plans[call.key];
    if (plan) await plan(call, game);
    else if (needsInput) await page.getByTestId('did-nothing').click();
    if (needsInput)
      await expect.poll(async () => (await view(page)).call?.index !== call.index, { timeout: 20_000 }).toBe(true);
    await night.finishCall(call.index);
  }
  await expect(page.getByTestId('day-screen')).toBeVisible({ timeout: 20_000 });
  return view(page);
}

/** Confirms the answer built on screen. */
export async function confirm(page: Page): Promise<void> {
  await expect(page.getByTestId('confirm')).toBeEnabled();
  await page.getByTestId('confirm').click();
}
