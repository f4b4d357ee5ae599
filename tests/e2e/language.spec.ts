/**
 * Each game speaks its own language (issue 20 §2), and French says "milieu" for the center throughout
 * (§8): a French game is narrated in French, even after a second console opens in English, which reads
 * its own screens in English and the game's lines in French.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { GameView } from '../../src/shared/views.ts';
import { callHost, expect, test } from './host.ts';
import { NightPage } from './pages/night-page.ts';
import { SetupPage } from './pages/setup-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan'];
/** Two Werewolves (nothing to choose), then the Seer (Cat), who waits for the moderator. */
const DEAL = { players: ['werewolf', 'werewolf', 'seer', 'robber'], center: ['troublemaker', 'villager', 'drunk'] };

test('a French game is told in French, even when a second console opens in English', async ({
  host,
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const setup = new SetupPage(page);
  await setup.open(host.url);
  await page.getByTestId('language').selectOption('fr');
  await setup.addPlayers(PLAYERS);
  await setup.setDeck([...DEAL.players, ...DEAL.center]);
  const timer = page.getByTestId('option-role-timer');
  await timer.fill('3');
  await timer.press('Tab');
  await setup.recordDeal(DEAL.players, DEAL.center);
  // One word for the center in French: the setup's deal says "Carte du milieu", never "centre".
  await expect(page.getByTestId('manual-deal')).toContainText('Carte du milieu 1');
  await expect(page.getByTestId('setup-screen')).not.toContainText(/centr/i);
  await setup.start();
  await setup.startNight();
  const id = decodeURIComponent(new URL(page.url()).hash.replace('#/game/', ''));
  expect((await callHost<GameView>(page, 'getGame', id)).language).toBe('fr');
  const night = new NightPage(page);
  const seer = (await callHost<GameView>(page, 'getGame', id)).script.find((s) => s.key === 'seer')!.index;
  await night.skipTo(seer);
  await expect(page.getByTestId('narration-line')).toHaveText(/^Voyante, réveille-toi/);
  await expect(page.getByTestId('choice-prompt')).toContainText('deux cartes du milieu');
  await expect(page.getByTestId('night-screen')).not.toContainText(/centr/i);

  // A second console, in English, on the same host (another browser: its own connection).
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const english = await other.newPage();
  await english.goto(host.url);
  await expect(english.getByTestId('setup-screen')).toContainText('Players');
  await english.goto(`${host.url}#/game/${encodeURIComponent(id)}`);
  await english.reload();
  // Its own screens in English; the game's lines in the game's language.
  await expect(english.getByTestId('call-title')).toHaveText('Seer');
  await expect(english.getByTestId('narration-line')).toHaveText(/^Voyante, réveille-toi/);
  await english.screenshot({ path: join(SCREENS, 'language-second-console-en-1366x768.png') });

  // The French console goes on: still French, its screens and the game's lines.
  await page.getByTestId('seat-0').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('just-recorded')).toContainText('Voyante');
  await expect(page.getByTestId('log-entry').last()).toContainText('Voyante');
  await expect(page.getByTestId('narration-line')).toHaveText(/Voyante|Voleur|ferme/);
  await expect(page.getByTestId('call-title')).not.toHaveText(/^(Seer|Robber)$/);
  await page.screenshot({ path: join(SCREENS, 'language-french-console-1366x768.png') });
  // The session agrees: each console reads its own language, the game is told in French.
  const view = await callHost<GameView>(page, 'getGame', id);
  expect(view.language).toBe('fr');
  await other.close();
});
