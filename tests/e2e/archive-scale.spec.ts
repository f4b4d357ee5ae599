/**
 * The archive at a season's scale, in Chromium against the browser host: 10,000 games (written straight
 * into a fresh archive file before the host opens it, from real games played through the session) show
 * their first rows at once, only the rows in view are drawn, a search by players' names finds a game
 * (accents and case ignored; search syntax typed by the user is only text), scrolling to the end shows the
 * oldest games, the keyboard moves between rows, and every action works from a row: continue, replay,
 * report, export, delete, and "Export all" streamed as a download. The time to the first rows is printed
 * (and attached to the test's report), not asserted: a busy machine must not fail it. Screenshots at
 * 1366×768 and 1920×1080 in test-results/e2e/screens/archive-scale-*.
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { buildArchiveDb } from '../../scripts/archive-fixture.ts';
import type { GameView } from '../../src/shared/views.ts';
import { callHost, expect, startHost, test } from './host.ts';
import { ArchivePage } from './pages/archive-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
const DOWNLOADS = join(import.meta.dirname, '../../test-results/e2e/archive-scale-downloads');
mkdirSync(SCREENS, { recursive: true });
mkdirSync(DOWNLOADS, { recursive: true });

const GAMES = 10_000;

/** The page at both sizes the console is used at (the first is the one the test goes on with). */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(SCREENS, `archive-scale-${name}-${width}.png`) });
  }
}

test('an archive of 10,000 games: first rows at once, search, scroll, keys, and every action from a row', async ({
  page,
}) => {
  const db = join(mkdtempSync(join(tmpdir(), 'nightwarden-e2e-scale-')), 'archive.db');
  buildArchiveDb(db, GAMES);
  const { host, process } = await startHost(40, { db });
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(host.url);
    // The newest game: one left at its deal, to continue from the list.
    const unfinished = await callHost<GameView>(page, 'createGame', {
      players: ['Zéphyrine', 'Barnabé', 'Clothilde', 'Désiré', 'Eugénie'],
      deal: {
        mode: 'shuffle',
        deck: ['werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'drunk', 'insomniac', 'villager'],
      },
    });
    const target = await callHost<GameView>(page, 'getGame', 'game-004242');

    // The first rows, timed from the click.
    const archive = new ArchivePage(page);
    const started = Date.now();
    await page.getByTestId('open-archive').click();
    await expect(archive.rows.first()).toBeVisible();
    const firstRowsMs = Date.now() - started;
    console.log(`archive of ${GAMES + 1} games: first rows in ${firstRowsMs} ms`);
    test.info().annotations.push({ type: 'first rows (ms)', description: String(firstRowsMs) });
    await expect(page.getByTestId('archive-count')).toHaveText(`${GAMES + 1} saved games`);
    await expect(archive.rows.first()).toHaveAttribute('data-id', unfinished.id);
    // Only what is in view is drawn (and a few rows around it), not ten thousand rows.
    expect(await archive.rows.count()).toBeLessThan(60);
    await shots(page, '01-list');

    // A game found by two of its players' first names, typed without accents or capitals, and its day.
    const plain = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const firstNames = target.players.slice(0, 2).map((name) => name.split(' ')[0]!);
    const at = new Date(target.createdAt);
    const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    await archive.search(`${firstNames.map(plain).join(' ')} ${day}`);
    await expect(archive.row(target.id)).toBeVisible();
    await expect(page.getByTestId('archive-shown')).toContainText(`of ${GAMES + 1} shown`);
    for (const players of await archive.rows.getByTestId('archive-players').allTextContents())
      for (const name of firstNames) expect(players).toContain(name);
    await shots(page, '02-search');
    // What the user types is only text, never the search's syntax: a quote, AND, a star.
    for (const query of ['"', 'AND', '*', 'NEAR(', 'players:', '"Zéphyrine']) {
      await archive.search(query);
      if (query === '"Zéphyrine') await archive.expectIds([unfinished.id]);
      else await expect(page.getByTestId('archive-no-match')).toContainText(query);
    }
    await expect(page.getByTestId('error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(archive.rows.first()).toHaveAttribute('data-id', unfinished.id);

    // Far down: the oldest game is the last row.
    const scroller = page.getByTestId('archive-scroller');
    await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
    await expect(archive.row('game-000001')).toBeVisible();
    await expect(archive.row(unfinished.id)).toHaveCount(0);
    await shots(page, '03-scrolled-to-the-end');

    // The keyboard: Home goes to the first row, End to the last, arrows one by one.
    await archive.row('game-000001').locator('.date').click();
    await expect(archive.row('game-000001')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(archive.row('game-000002')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(archive.row(unfinished.id)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(archive.rows.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(archive.row('game-000001')).toBeFocused();

    // From a row far down: its report, its record, its deletion.
    const oldest = archive.row('game-000001');
    const [report] = await Promise.all([page.waitForEvent('download'), oldest.getByTestId('report-game').click()]);
    expect(report.suggestedFilename()).toMatch(/\.html$/);
    const html = readFileSync(await savedAs(report), 'utf8');
    expect(html).toContain('<!doctype html>');
    const one = await archive.exportGame('game-000001');
    expect(JSON.parse(readFileSync(await savedAs(one), 'utf8'))).toMatchObject({ id: 'game-000001' });
    await archive.deleteGame('game-000001');
    await expect(page.getByTestId('archive-count')).toHaveText(`${GAMES} saved games`);
    await expect(archive.row('game-000002')).toBeVisible();

    // Replay, from a row at the top.
    await page.keyboard.press('Home');
    await scroller.evaluate((element) => (element.scrollTop = 0));
    const second = archive.rows.nth(1);
    const secondId = (await second.getAttribute('data-id'))!;
    await second.getByTestId('open-replay').click();
    await expect(page.getByTestId('replay-screen')).toBeVisible();
    await page.getByTestId('open-archive').click();
    await expect(archive.rows.first()).toBeVisible();

    // "Export all": a download the host streams, one record a line, every game in it.
    const all = await archive.exportAll();
    expect(all.suggestedFilename()).toMatch(/^nightwarden-archive-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const lines = readFileSync(await savedAs(all), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines).toHaveLength(GAMES);
    expect((JSON.parse(lines[0]!) as { id: string }).id).toBe('game-000002');
    expect((JSON.parse(lines.at(-1)!) as { id: string }).id).toBe(unfinished.id);
    expect(lines.some((line) => line.includes(`"id":"${secondId}"`))).toBe(true);

    // Continue: the unfinished game opens where it stands.
    await archive.row(unfinished.id).getByTestId('open-game').click();
    await expect(archive.screen).toBeHidden();
    await expect(page.getByTestId('phase')).toHaveText('Setup');

    // In French, the list and its actions.
    await page.getByTestId('language').selectOption('fr');
    await page.getByTestId('open-archive').click();
    await expect(page.getByTestId('archive-count')).toHaveText(`${GAMES} parties enregistrées`);
    await expect(archive.rows.nth(1).getByTestId('report-game')).toHaveText('Compte rendu');
    await shots(page, '04-french');
  } finally {
    process.kill('SIGTERM');
  }
});

async function savedAs(download: Download): Promise<string> {
  const path = join(DOWNLOADS, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
