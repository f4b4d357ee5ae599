/**
 * The house rules of issue 19 at the setup, in Chromium against the browser host: the Tanner's death with
 * no Werewolf among the players (`tannerBeatsLoneMinion`, ruling 55) and in an Epic Battle
 * (`epicTannerBlocksWerewolves`, ruling 89), and the Paranormal Investigator's change that follows the
 * player (`investigatorChangeFollowsPlayer`, ruling 90): each says it changes nothing until the deck holds
 * the roles it needs, reads in English and French, and goes to the game with the others. Screenshots at
 * 1366×768 and 1920×1080 in test-results/e2e/screens/house-rules-*.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './host.ts';
import { shots, view } from './pages/alien-page.ts';
import { SetupPage } from './pages/setup-page.ts';

const RULES = ['tannerBeatsLoneMinion', 'epicTannerBlocksWerewolves', 'investigatorChangeFollowsPlayer'] as const;

/** The house rule's whole line: its checkbox, label and hint. */
const line = (page: Page, rule: string): Locator => page.locator('label', { has: page.getByTestId(`house-${rule}`) });

test('the Tanner’s and the Paranormal Investigator’s house rules: offered when they can matter, in English and French, sent with the game', async ({
  page,
  host,
}) => {
  const setup = new SetupPage(page);
  await setup.open(host.url);
  for (let left = await page.getByTestId('remove-player').count(); left > 0; left--)
    await page.getByTestId('remove-player').first().click();
  await setup.addPlayers(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
  await page.getByTestId('house-rules').click();
  const clear = page.getByTestId('clear-deck');
  if (await clear.isEnabled()) await clear.click();
  for (const rule of RULES) {
    await expect(page.getByTestId(`house-${rule}`)).not.toBeChecked();
    await expect(line(page, rule)).toContainText('Changes nothing with this deck.');
  }

  // A Tanner, a Minion, Werewolves and a Vampire (an Epic Battle may happen), and the Paranormal Investigator.
  await setup.setDeck([
    'tanner',
    'minion',
    'werewolf',
    'vampire',
    'seer',
    'paranormal-investigator',
    'villager',
    'robber',
  ]);
  await expect(line(page, 'tannerBeatsLoneMinion')).toContainText('The Tanner beats a lone Minion');
  await expect(line(page, 'epicTannerBlocksWerewolves')).toContainText('Epic Battle: the Tanner blocks the Werewolves');
  await expect(line(page, 'investigatorChangeFollowsPlayer')).toContainText(
    'The Paranormal Investigator’s new role follows him',
  );
  for (const rule of RULES) await expect(line(page, rule)).not.toContainText('Changes nothing with this deck.');
  await page.getByTestId('house-epicTannerBlocksWerewolves').check();
  await page.getByTestId('house-investigatorChangeFollowsPlayer').check();
  await line(page, 'tannerBeatsLoneMinion').scrollIntoViewIfNeeded();
  await shots(page, 'house-rules-en', false);

  await page.getByTestId('option-language').selectOption('fr');
  await expect(line(page, 'tannerBeatsLoneMinion')).toContainText('Le Tanneur bat un Sbire seul');
  await expect(line(page, 'epicTannerBlocksWerewolves')).toContainText(
    'Bataille épique : le Tanneur bloque les Loups-Garous',
  );
  await expect(line(page, 'investigatorChangeFollowsPlayer')).toContainText(
    'Le nouveau rôle du Chasseur de Fantôme le suit',
  );
  await line(page, 'investigatorChangeFollowsPlayer').scrollIntoViewIfNeeded();
  await shots(page, 'house-rules-fr', false);

  await setup.recordDeal(
    ['tanner', 'minion', 'paranormal-investigator', 'seer', 'villager'],
    ['werewolf', 'vampire', 'robber'],
  );
  await setup.start();
  expect((await view(page)).options).toMatchObject({
    tannerBeatsLoneMinion: false,
    epicTannerBlocksWerewolves: true,
    investigatorChangeFollowsPlayer: true,
  });
});
