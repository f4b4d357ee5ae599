import { expect, type Page } from '@playwright/test';
import type { GameView } from '../../../src/shared/views.ts';
import { callHost } from '../host.ts';

/**
 * A game made through the host's API, as a console would (for tests whose subject is not the setup): a
 * physical deal, optionally played to a later phase by passing every call (the deck's calls are optional
 * or wake nobody) and, for `revealed`, everyone voting for the next seat.
 */
export async function quickGame(
  page: Page,
  upTo: 'setup' | 'night' | 'day' | 'revealed',
  game: {
    players?: readonly string[];
    deal?: { players: readonly string[]; center: readonly string[] };
    options?: Record<string, unknown>;
    language?: 'en' | 'fr';
    /** The Alien app's Randomization weights (an Alien game). */
    appWeights?: Record<string, unknown>;
  } = {},
): Promise<GameView> {
  const players = game.players ?? ['Ann', 'Ben', 'Cat'];
  const deal = game.deal ?? {
    players: ['werewolf', 'villager', 'tanner'].slice(0, players.length),
    center: ['villager', 'villager', 'werewolf'],
  };
  let view = await callHost<GameView>(page, 'createGame', {
    players,
    deal: { mode: 'manual', ...deal },
    ...(game.options ? { options: game.options } : {}),
    ...(game.language ? { language: game.language } : {}),
    ...(game.appWeights ? { appWeights: game.appWeights } : {}),
  });
  if (upTo === 'setup') return view;
  view = await callHost<GameView>(page, 'startNight', view.id);
  if (upTo === 'night') return view;
  while (view.phase === 'dusk' || view.phase === 'night') view = await callHost<GameView>(page, 'pass', view.id);
  if (upTo === 'day') return view;
  await callHost<GameView>(page, 'startVote', view.id);
  return callHost<GameView>(
    page,
    'vote',
    view.id,
    players.map((_, seat) => (seat + 1) % players.length),
  );
}

/**
 * Opens a game in the console where it stands, by its address (as a reload would): the page is loaded
 * afresh, since a change of the address's fragment alone does not reload it.
 */
export async function openGame(page: Page, url: string, id: string): Promise<void> {
  // The screens fetched in the background (app/screens.svelte.ts) arrive before the page is left.
  const shell = page.locator('[data-screens-settling]');
  if ((await shell.count()) > 0) await expect(shell).toHaveAttribute('data-screens-settling', '0');
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  await page.goto(`${url}#/game/${encodeURIComponent(id)}`);
}
