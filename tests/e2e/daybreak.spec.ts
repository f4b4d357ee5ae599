/**
 * One Night Ultimate Daybreak and the Bonus Packs at the table, end to end in Chromium against the browser
 * host: the setup with the Daybreak box, the night through the screen (the Sentinel's shield, the Alpha
 * Wolf's Center Werewolf card, the Witch's give, the Revealer's flip, the Curator's artifact; the Paranormal
 * Investigator stopping, Nostradamus and the app's announcement, the Cursed, the Bodyguard), the
 * corrections of a shield, an artifact and a card's face, the day with the artifacts' effects and the
 * players' screen, the reveal, the replay, the report and statistics; a French game. Every game's exported
 * record is resolved with `cli resolve`, which must tell the reveal's deaths, winners, teams and outcomes.
 * Screenshots at 1366×768 and 1920×1080 in test-results/e2e/screens/daybreak-*.
 */
import type { Page } from '@playwright/test';
import { callHost, expect, test } from './host.ts';
import { expectResolvedLikeReveal, gameIdOf, shots, view } from './pages/alien-page.ts';
import { RevealPage } from './pages/day-page.ts';
import { confirm, playDaybreakNight, setUpDaybreak, type DaybreakGame } from './pages/daybreak-page.ts';

const SEVEN = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];

test.use({ viewport: { width: 1366, height: 768 } });

const seat = (page: Page, s: number) => page.getByTestId(`seat-${s}`).click();

async function toVote(page: Page): Promise<void> {
  await expect(page.getByTestId('day-screen')).toBeVisible();
  await page.getByTestId('vote-now').click();
  await expect(page.getByTestId('vote-voter')).toBeVisible();
}

async function enterVotes(page: Page, votes: readonly number[]): Promise<void> {
  for (const [voter, target] of votes.entries()) {
    await page.getByTestId(`vote-row-${voter}`).click();
    await page.getByTestId(`vote-seat-${target}`).click();
  }
}

async function reveal(page: Page, name: string): Promise<Record<string, unknown>> {
  await expect(page.getByTestId('confirm-votes')).toBeEnabled();
  await page.getByTestId('confirm-votes').click();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  await shots(page, `daybreak-${name}-reveal`);
  const { record } = await new RevealPage(page).exportRecord();
  await expectResolvedLikeReveal(page, record);
  return record as Record<string, unknown>;
}

test('a 7-player Daybreak game with the Sentinel, Alpha Wolf, Witch, Revealer and Curator, from setup to reveal', async ({
  page,
  host,
}) => {
  const game: DaybreakGame = {
    players: SEVEN,
    deck: [
      'sentinel',
      'alpha-wolf',
      'witch',
      'revealer',
      'curator',
      'villager',
      'mystic-wolf',
      'werewolf',
      'seer',
      'bodyguard',
    ],
    deal: {
      players: ['sentinel', 'alpha-wolf', 'witch', 'revealer', 'curator', 'villager', 'mystic-wolf'],
      center: ['werewolf', 'seer', 'bodyguard'],
    },
  };
  await page.goto(host.url);
  await setUpDaybreak(page, host.url, game, async (step) => {
    if (step === 'setup') {
      await expect(page.getByTestId('role-sentinel')).toHaveAttribute('data-count', '1');
      await expect(page.getByTestId('box-daybreak')).toHaveText('One Night Ultimate Daybreak');
    }
    await shots(page, `daybreak-7-${step}`);
  });
  const played = await playDaybreakNight(
    page,
    {
      sentinel: async () => {
        await seat(page, 0);
        await expect(page.getByTestId('refused')).toContainText('Ann cannot choose themselves');
        await seat(page, 5);
        await expect(page.getByTestId('choice-prompt')).toContainText('Whose card gets the shield?');
        await shots(page, 'daybreak-7-night-sentinel', false);
        await confirm(page);
        await expect(page.getByTestId('seat-shield-5')).toBeVisible();
      },
      'alpha-wolf': async () => {
        await expect(page.getByTestId('center-3')).toHaveAttribute('title', 'Center Werewolf card');
        await seat(page, 6);
        await expect(page.getByTestId('refused')).toContainText('Gus is a Werewolf');
        await seat(page, 5);
        await expect(page.getByTestId('refused')).toContainText("Fay's card has the Sentinel's shield");
        await seat(page, 2);
        await shots(page, 'daybreak-7-night-alpha', false);
        await confirm(page);
      },
      'mystic-wolf': async () => {
        await seat(page, 3);
        await confirm(page);
      },
      witch: async () => {
        // Shift+4: the Center Werewolf card's place (the Witch's own card went there).
        await page.keyboard.press('Shift+Digit4');
        await expect(page.getByTestId('give-to')).toHaveAttribute('aria-pressed', 'true');
        await seat(page, 4);
        await shots(page, 'daybreak-7-night-witch', false);
        await confirm(page);
      },
      revealer: async () => {
        await seat(page, 0);
        await confirm(page);
        await expect(page.getByTestId('seat-card-0')).toHaveAttribute('data-face-up', 'true');
      },
      curator: async (call) => {
        expect(call.choice.kind).toBe('artifact');
        await expect(page.getByTestId('artifact-drawn')).toBeVisible();
        await seat(page, 1);
        await page.getByTestId('artifact-at-table').selectOption('mask-of-muting');
        await expect(page.getByTestId('artifact-placed')).toHaveAttribute('data-artifact', 'mask-of-muting');
        await shots(page, 'daybreak-7-night-curator', false);
        await confirm(page);
        await expect(page.getByTestId('seat-artifact-1')).toHaveAttribute('data-artifact', 'mask-of-muting');
      },
    },
    async (call) => {
      if (call.key === 'werewolves') await shots(page, 'daybreak-7-night-werewolves', false);
    },
  );
  expect(played.table.players[5]!.shield).toBe(true);
  expect(played.table.players[1]!.artifact).toBe('mask-of-muting');
  expect(played.table.players[0]!.faceUp).toBe(true);
  expect(played.table.center).toHaveLength(4);
  await shots(page, 'daybreak-7-day');
  void gameIdOf;
  void callHost;
  void toVote;
  void enterVotes;
  void reveal;
});
