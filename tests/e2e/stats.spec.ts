/**
 * Player statistics end to end, in Chromium against the browser host: finished records imported through
 * the archive screen (four imported now, one carrying its own date in 2024), then the statistics screen —
 * each player's games, wins, win rate, deaths, Tanner and Assassin wins checked against the records, the
 * sort, a player's details by team and by starting role, the date filters (the 2024 game alone, today's
 * games alone, nothing, a range the wrong way round), an event's games alone, the player search, the
 * keyboard, French, and the way back. Screenshots go to test-results/screens/stats-*.png.
 *
 * The expected numbers come from `npm run -s cli -- resolve FILE` on each record (final team, dead, won)
 * and from the record's deal (the starting role):
 *
 *   game                                     Ann            Ben              Cat                 Dan              Eve
 *   G1 vampire-assassin-wins-with-tanner     vampire won    assassin won     tanner won, dead    vampire won      village lost
 *   G2 werewolf-full-table (+Fay…Jon)        village won    village won      werewolf lost,dead  village won      werewolf lost,dead
 *   G3 combining-lovers-hunter-chain         village won    village won,dead werewolf lost,dead  village won,dead village won
 *   G4 vampire-apprentice-wins-assassin-dies vampire won    assassin lost,d. apprentice won      vampire won      village lost
 *   G5 werewolf-tanner-and-werewolf-die      tanner won,d.  werewolf lost,d. village won         village won      village won
 *      (dated 2024-03-10)
 *
 * G2's others: Fay, Gus, Ida won, Jon won and died (the Hunter), Hal (Minion, robbed into Robber's team) lost.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { callHost, expect, startHost, test as base, type Host } from './host.ts';
import { ArchivePage, type TextFile } from './pages/archive-page.ts';
import { StatsPage } from './pages/stats-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/screens');
mkdirSync(SCREENS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `stats-${name}.png`), fullPage: true });
}

/** Each test gets a host of its own: the archive starts empty, whatever ran before. */
const test = base.extend<{ fresh: Host }>({
  // Playwright requires the fixtures argument to be destructured, even when it uses none.
  // eslint-disable-next-line no-empty-pattern
  fresh: async ({}, use) => {
    const { host, process } = await startHost();
    await use(host);
    process.kill('SIGTERM');
  },
});

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '../fixtures/records', name), 'utf8');

/** G5 carries its own date: an import keeps it, where the others get the time they were imported. */
const OLD_DATE = '2024-03-10T20:00:00.000Z';
const dated = (name: string, createdAt: string): TextFile => ({
  name,
  text: JSON.stringify({ ...(JSON.parse(fixture(name)) as object), createdAt }),
});

const FILES: TextFile[] = [
  { name: 'vampire-assassin-wins-with-tanner.json', text: fixture('vampire-assassin-wins-with-tanner.json') },
  { name: 'werewolf-full-table.json', text: fixture('werewolf-full-table.json') },
  { name: 'combining-lovers-hunter-chain.json', text: fixture('combining-lovers-hunter-chain.json') },
  {
    name: 'vampire-apprentice-wins-assassin-dies.json',
    text: fixture('vampire-apprentice-wins-assassin-dies.json'),
  },
  dated('werewolf-tanner-and-werewolf-die.json', OLD_DATE),
];

/** Imports the records through the archive screen and checks they all went in. */
async function importRecords(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const archive = new ArchivePage(page);
  await archive.open();
  await archive.importFiles(FILES);
  await expect(archive.rows).toHaveCount(FILES.length);
  await archive.close();
}

test('an empty archive says so', async ({ fresh, page }) => {
  await page.goto(fresh.url);
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  const stats = new StatsPage(page);
  await stats.open();
  await expect(stats.empty).toHaveText(
    'No finished game in the archive yet. Players appear here once their games reach the reveal.',
  );
  await expect(stats.rows).toHaveCount(0);
  await shot(page, '00-empty');
  await stats.close();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
});

test('player statistics: the numbers, the sort, the details and the filters', async ({ fresh, page }) => {
  await importRecords(page, fresh.url);
  const stats = new StatsPage(page);
  await stats.open();

  // Most wins first; ties by win rate, games, then name.
  await stats.expectNames(['Ann', 'Dan', 'Ben', 'Cat', 'Eve', 'Fay', 'Gus', 'Ida', 'Jon', 'Hal']);
  await expect(stats.count).toHaveText('10 players');
  await stats.expectLine('Ann', { games: '5', wins: '5', winRate: '100%', killed: '1', tanner: '1', assassin: '0' });
  await stats.expectLine('Ben', { games: '5', wins: '3', winRate: '60%', killed: '3', tanner: '0', assassin: '1' });
  // Cat's Assassin column is her Apprentice Assassin win, said so in the cell.
  await stats.expectLine('Cat', { games: '5', wins: '3', winRate: '60%', killed: '3', tanner: '1', assassin: '1' });
  await expect(stats.row('Cat').getByTestId('stats-apprentice')).toHaveText('incl. 1 as Apprentice');
  await expect(stats.row('Ben').getByTestId('stats-apprentice')).toHaveCount(0);
  await stats.expectLine('Dan', { games: '5', wins: '5', winRate: '100%', killed: '1', tanner: '0', assassin: '0' });
  await stats.expectLine('Eve', { games: '5', wins: '2', winRate: '40%', killed: '1', tanner: '0', assassin: '0' });
  await stats.expectLine('Jon', { games: '1', wins: '1', winRate: '100%', killed: '1', tanner: '0', assassin: '0' });
  await stats.expectLine('Hal', { games: '1', wins: '0', winRate: '0%', killed: '0', tanner: '0', assassin: '0' });

  // A row opens the player's details: by final team and by starting role, most played first.
  await stats.row('Cat').click();
  await expect(stats.details('Cat')).toBeVisible();
  await expect(stats.row('Cat').getByTestId('stats-player-toggle')).toHaveAttribute('aria-expanded', 'true');
  expect(await stats.tallies('Cat', 'team')).toEqual([
    'Werewolves: 0 of 2, 0%',
    'Apprentice Assassin: 1 of 1, 100%',
    'Tanner: 1 of 1, 100%',
    'Village: 1 of 1, 100%',
  ]);
  expect(await stats.tallies('Cat', 'role')).toEqual([
    'Werewolf: 0 of 2, 0%',
    'Apprentice Assassin: 1 of 1, 100%',
    'Seer: 1 of 1, 100%',
    'Tanner: 1 of 1, 100%',
  ]);
  await expect(stats.details('Cat').getByTestId('first-played')).toHaveText('Mar 10, 2024');
  await stats.toggle('Ben');
  expect(await stats.tallies('Ben', 'team')).toEqual([
    'Village: 2 of 2, 100%',
    'Assassin: 1 of 2, 50%',
    'Werewolves: 0 of 1, 0%',
  ]);
  expect(await stats.tallies('Ben', 'role')).toEqual([
    'Assassin: 1 of 2, 50%',
    'Werewolf: 1 of 2, 50%',
    'Hunter: 1 of 1, 100%',
  ]);
  await shot(page, '01-details');
  await stats.toggle('Ben');
  await expect(stats.details('Ben')).toHaveCount(0);

  // The sort: by deaths, most first; again for fewest first; by name.
  await stats.sortBy('killed');
  await expect(page.getByTestId('sort-killed').locator('..')).toHaveAttribute('aria-sort', 'descending');
  await stats.expectNames(['Ben', 'Cat', 'Ann', 'Dan', 'Eve', 'Jon', 'Fay', 'Gus', 'Ida', 'Hal']);
  await stats.sortBy('name');
  await stats.expectNames(['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon']);
  await stats.sortBy('tannerWins');
  await stats.expectNames(['Ann', 'Cat', 'Dan', 'Ben', 'Eve', 'Fay', 'Gus', 'Ida', 'Jon', 'Hal']);
  await stats.sortBy('wins');
  await expect(page.getByTestId('sort-wins').locator('..')).toHaveAttribute('aria-sort', 'descending');
  await stats.expectNames(['Ann', 'Dan', 'Ben', 'Cat', 'Eve', 'Fay', 'Gus', 'Ida', 'Jon', 'Hal']);

  // Dates: the 2024 game alone…
  await stats.setDate('to', '2024-12-31');
  await stats.expectNames(['Ann', 'Cat', 'Dan', 'Eve', 'Ben']);
  await stats.expectLine('Ann', { games: '1', wins: '1', winRate: '100%', killed: '1', tanner: '1', assassin: '0' });
  await stats.expectLine('Ben', { games: '1', wins: '0', winRate: '0%', killed: '1', tanner: '0', assassin: '0' });
  // Cat's details stayed open, now over that one game.
  expect(await stats.tallies('Cat', 'team')).toEqual(['Village: 1 of 1, 100%']);
  await shot(page, '02-before-2025');

  // …the games imported today alone (they took the import's time), whatever today is…
  await stats.setDate('to', '');
  const today = new Date().toISOString().slice(0, 10);
  await stats.setDate('from', '2025-01-01');
  await stats.expectNames(['Ann', 'Dan', 'Ben', 'Cat', 'Fay', 'Gus', 'Ida', 'Jon', 'Eve', 'Hal']);
  await stats.expectLine('Ann', { games: '4', wins: '4', winRate: '100%', killed: '0', tanner: '0', assassin: '0' });
  await stats.expectLine('Ben', { games: '4', wins: '3', winRate: '75%', killed: '2', tanner: '0', assassin: '1' });
  await stats.expectLine('Cat', { games: '4', wins: '2', winRate: '50%', killed: '3', tanner: '1', assassin: '1' });
  await expect(stats.details('Cat').getByTestId('first-played')).not.toHaveText('Mar 10, 2024');

  // …nothing after today…
  await stats.setDate('from', '2999-01-01');
  await expect(stats.empty).toHaveText('No player matches these filters.');
  await expect(stats.rows).toHaveCount(0);
  await shot(page, '03-nothing');

  // …and a range the wrong way round, refused with the reason.
  await stats.setDate('from', today);
  await stats.setDate('to', '2024-01-01');
  await expect(stats.error).toContainText('The dates are the wrong way round');
  await expect(stats.error).toContainText('Jan 1, 2024');
  await shot(page, '04-bad-range');
  await stats.clearFilters();
  await expect(stats.error).toBeHidden();
  await expect(page.getByTestId('stats-from')).toHaveValue('');
  await expect(stats.rows).toHaveCount(10);

  // An event: G1's table, linked to it; the filter keeps its game alone.
  const games = await callHost<{ id: string; deck: string[] }[]>(page, 'listGames');
  const g1 = games.find((g) => g.deck.includes('assassin') && g.deck.includes('tanner'))!;
  const event = await callHost<{ id: string }>(page, 'createEvent', {
    name: 'Spring Cup',
    startDate: '2026-03-01',
    endDate: '2026-03-02',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'],
  });
  await callHost(page, 'proposeRound', event.id, { seed: 1 });
  await callHost(page, 'linkEventGame', event.id, 1, 1, g1.id);
  // The event list is read when the screen opens.
  await stats.close();
  await stats.open();
  await expect(page.getByTestId('stats-event').locator('option')).toHaveText([
    'All games',
    'Spring Cup (Mar 1, 2026 – Mar 2, 2026)',
  ]);
  await stats.chooseEvent(event.id);
  await stats.expectNames(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
  await stats.expectLine('Ben', { games: '1', wins: '1', winRate: '100%', killed: '0', tanner: '0', assassin: '1' });
  await stats.expectLine('Cat', { games: '1', wins: '1', winRate: '100%', killed: '1', tanner: '1', assassin: '0' });
  await stats.expectLine('Eve', { games: '1', wins: '0', winRate: '0%', killed: '0', tanner: '0', assassin: '0' });
  await shot(page, '05-event');
  await stats.chooseEvent('');

  // The player search: part of a name, any case; a name nobody has.
  await stats.searchPlayer('JO');
  await stats.expectNames(['Jon']);
  await stats.searchPlayer('a');
  await stats.expectNames(['Ann', 'Dan', 'Cat', 'Fay', 'Ida', 'Hal']);
  await stats.searchPlayer('Gandalf');
  await expect(stats.empty).toHaveText('No player’s name contains “Gandalf” in these games.');
  await stats.searchPlayer('');
  await stats.expectNames(['Ann', 'Dan', 'Ben', 'Cat', 'Eve', 'Fay', 'Gus', 'Ida', 'Jon', 'Hal']);
});

test('the statistics by keyboard and in French', async ({ fresh, page }) => {
  await importRecords(page, fresh.url);
  const stats = new StatsPage(page);
  await stats.open();
  await stats.expectNames(['Ann', 'Dan', 'Ben', 'Cat', 'Eve', 'Fay', 'Gus', 'Ida', 'Jon', 'Hal']);

  // Tab from the player search reaches the sort buttons, then the rows; Enter opens a player.
  await page.getByTestId('stats-player').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('sort-name')).toBeFocused();
  await page.keyboard.press('Enter');
  await stats.expectNames(['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon']);
  for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
  await expect(stats.row('Ann').getByTestId('stats-player-toggle')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stats.row('Ben').getByTestId('stats-player-toggle')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stats.details('Ben')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(stats.details('Ben')).toHaveCount(0);
  await page.keyboard.press('Enter');

  // French: the headings, the numbers' form, team and role names, the dates.
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('stats-screen').locator('h2')).toHaveText('Statistiques des joueurs');
  await expect(page.getByTestId('sort-tannerWins')).toHaveText('Victoires Tanneur');
  await expect(stats.count).toHaveText('10 joueurs');
  expect(await stats.tallies('Ben', 'team')).toEqual([
    'Village: 2 sur 2, 100 %',
    'Assassin: 1 sur 2, 50 %',
    'Loups-Garous: 0 sur 1, 0 %',
  ]);
  expect(await stats.tallies('Ben', 'role')).toEqual([
    'Assassin: 1 sur 2, 50 %',
    'Loup-Garou: 1 sur 2, 50 %',
    'Chasseur: 1 sur 1, 100 %',
  ]);
  await stats.toggle('Cat');
  expect(await stats.tallies('Cat', 'team')).toEqual([
    'Loups-Garous: 0 sur 2, 0 %',
    'Apprentie Assassin: 1 sur 1, 100 %',
    'Tanneur: 1 sur 1, 100 %',
    'Village: 1 sur 1, 100 %',
  ]);
  await expect(stats.details('Cat').getByTestId('first-played')).toHaveText('10 mars 2024');
  await shot(page, '06-french');
  await stats.setDate('from', '2030-01-01');
  await stats.setDate('to', '2029-01-01');
  await expect(stats.error).toHaveText(
    'Les dates sont inversées : la date de fin (1 janv. 2029) précède la date de début (1 janv. 2030).',
  );
  await page.getByTestId('stats-clear').click();
  await expect(stats.rows).toHaveCount(10);

  await page.getByTestId('close-stats').click();
  await expect(stats.screen).toBeHidden();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
});
