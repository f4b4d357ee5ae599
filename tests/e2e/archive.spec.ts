/**
 * The archive end to end, in Chromium against the browser host: a game made through the console (left in
 * its night), one made and one imported through the host's API; the list newest first, the search by
 * player and by role (in either language), an unfinished game continued at its call, delete with the
 * row's confirmation, export of one game and of all, a bad file rejected with its problems and the list
 * untouched, the exported archive imported again (duplicates) and into a fresh host (imported, and its
 * night continued there), and the screen in French. Screenshots go to test-results/e2e/screens/archive-*.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { applyAnswer, createGame, currentCall, type GameState, type Role } from '../../src/main/engine/index.ts';
import { callHost, expect, startHost, test as base, type Host } from './host.ts';
import { ArchivePage } from './pages/archive-page.ts';
import { NightPage } from './pages/night-page.ts';
import { SetupPage } from './pages/setup-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
const DOWNLOADS = join(import.meta.dirname, '../../test-results/e2e/archive-downloads');
mkdirSync(SCREENS, { recursive: true });
mkdirSync(DOWNLOADS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `archive-${name}.png`), fullPage: true });
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

const UI_GAME = {
  players: ['Hugo', 'Inès', 'Jules', 'Karim', 'Léa'],
  deck: ['doppelganger', 'werewolf', 'werewolf', 'seer', 'robber', 'troublemaker', 'drunk', 'insomniac'] as Role[],
  deal: {
    players: ['doppelganger', 'werewolf', 'seer', 'robber', 'troublemaker'] as Role[],
    center: ['werewolf', 'drunk', 'insomniac'] as Role[],
  },
};

/** A record the rules refuse (a player votes for themselves), for a file with a bad line. */
const SELF_VOTE = {
  format: 'onu-record/1',
  players: ['Ann', 'Ben', 'Cat'],
  deal: { players: ['seer', 'robber', 'villager'], center: ['werewolf', 'werewolf', 'troublemaker'] },
  night: [],
  votes: { Ann: 'Ann', Ben: 'Ann', Cat: 'Ann' },
};

const FIXTURE = 'basic-werewolf-classic.json';
const fixtureText = readFileSync(join(import.meta.dirname, '../fixtures/records', FIXTURE), 'utf8');

/** The first call someone must answer (the Doppelgänger's): the night waits there for the moderator. */
function firstAnsweredCall(): { index: number; key: string; before: number[] } {
  const created = createGame({ players: UI_GAME.players, deal: UI_GAME.deal });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  let state: GameState = created.value;
  const before: number[] = [];
  for (;;) {
    const call = currentCall(state)!;
    if (call.awake.actors.length > 0 && call.choice.kind !== 'none')
      return { index: call.index, key: call.step.key, before };
    before.push(call.index);
    const applied = applyAnswer(state, {});
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
}

/** Sets up the UI game and plays its night up to the first call that needs an answer; returns its id. */
async function uiGameInItsNight(page: Page, url: string): Promise<{ id: string; index: number; key: string }> {
  const setup = new SetupPage(page);
  await setup.open(url);
  await setup.addPlayers(UI_GAME.players);
  await setup.setDeck(UI_GAME.deck);
  await setup.recordDeal(UI_GAME.deal.players, UI_GAME.deal.center);
  await setup.start();
  await setup.startNight();
  const night = new NightPage(page);
  const call = firstAnsweredCall();
  for (const index of call.before) await night.finishCall(index);
  await night.waitForCall(call.index);
  const id = decodeURIComponent(/#\/game\/(.+)$/.exec(page.url())![1]!);
  return { id, index: call.index, key: call.key };
}

async function saved(download: Download): Promise<string> {
  const path = join(DOWNLOADS, download.suggestedFilename());
  await download.saveAs(path);
  return path;
}

test('the archive: list, search, continue, delete, export and import', async ({ fresh, page, browser }) => {
  // Three games: one through the console (in its night), one at its deal and one finished, through the API.
  const ui = await uiGameInItsNight(page, fresh.url);
  const atDeal = await callHost<{ id: string }>(page, 'createGame', {
    players: ['Zoé', 'Éloïse', 'Marc'],
    deal: { mode: 'shuffle', deck: ['vampire', 'the-count', 'priest', 'marksman', 'pickpocket', 'gremlin'] },
  });
  const fixture = await callHost<{ imported: string[] }>(page, 'importText', { text: fixtureText, source: FIXTURE });
  expect(fixture.imported).toHaveLength(1);
  const finished = fixture.imported[0]!;

  // Newest first: the import, the game at its deal, the game in its night.
  const archive = new ArchivePage(page);
  await archive.open();
  await archive.expectIds([finished, atDeal.id, ui.id]);
  await expect(page.getByTestId('archive-count')).toHaveText('3 saved games');
  await expect(archive.row(finished)).toHaveAttribute('data-phase', 'revealed');
  await expect(archive.row(finished).getByTestId('archive-outcome')).toHaveText('Ann, Ben, Dan, Eve');
  await expect(archive.row(finished).getByTestId('open-game')).toHaveText('See the reveal');
  await expect(archive.row(atDeal.id).getByTestId('archive-outcome')).toHaveText('Unfinished: at the deal');
  await expect(archive.row(ui.id)).toHaveAttribute('data-phase', 'night');
  await expect(archive.row(ui.id).getByTestId('archive-outcome')).toHaveText('Unfinished: in the night');
  await expect(archive.row(ui.id).getByTestId('archive-players')).toHaveText('Hugo, Inès, Jules, Karim, Léa');
  // The deck counted in catalogue order, not in the order it was dealt.
  await expect(archive.row(ui.id)).toContainText(
    'Doppelgänger, Werewolf ×2, Seer, Robber, Troublemaker, Drunk, Insomniac',
  );
  await shot(page, '01-list');

  // Search: a name without its accents, a role by its French name, a player and a role together.
  await archive.search('eloise');
  await archive.expectIds([atDeal.id]);
  await shot(page, '02-search-name');
  await archive.search('voyante');
  await archive.expectIds([finished, ui.id]);
  await shot(page, '03-search-role-fr');
  await archive.search('INÈS seer');
  await archive.expectIds([ui.id]);
  await archive.search('Gandalf');
  await expect(page.getByTestId('archive-no-match')).toContainText('Gandalf');
  await archive.expectIds([]);
  await archive.search('');
  await archive.expectIds([finished, atDeal.id, ui.id]);

  // An unfinished game continues at its call: the night screen, the Doppelgänger waiting for her answer.
  await archive.openGame(ui.id);
  const night = new NightPage(page);
  await night.waitForCall(ui.index);
  await expect(night.stage).toHaveAttribute('data-call', ui.key);
  await expect(page.getByTestId('phase')).toHaveText('Night');
  await shot(page, '04-continued');

  // Delete asks in the row first; Cancel keeps the game.
  await archive.open();
  const row = archive.row(atDeal.id);
  await row.getByTestId('delete-game').click();
  await expect(row.getByTestId('confirm-delete')).toHaveText('Yes, delete Zoé, Éloïse, Marc');
  await expect(row.getByTestId('cancel-delete')).toBeFocused();
  await shot(page, '05-confirm-delete');
  await row.getByTestId('cancel-delete').click();
  await expect(row.getByTestId('delete-game')).toBeVisible();
  await archive.deleteGame(atDeal.id);
  await archive.expectIds([finished, ui.id]);
  await expect(page.getByTestId('archive-count')).toHaveText('2 saved games');

  // Export all: JSON Lines, one record per game, the unfinished one with where it stood.
  const all = await archive.exportAll();
  expect(all.suggestedFilename()).toMatch(/^nightwarden-archive-\d{4}-\d{2}-\d{2}\.jsonl$/);
  const archivePath = await saved(all);
  const lines = readFileSync(archivePath, 'utf8').trim().split('\n');
  const records = lines.map(
    (line) => JSON.parse(line) as { id: string; format: string; nightwarden?: { phase?: string } },
  );
  expect(records.map((r) => r.format)).toEqual(['onu-record/1', 'onu-record/1']);
  expect(records.map((r) => r.id).sort()).toEqual([finished, ui.id].sort());
  expect(records.find((r) => r.id === ui.id)?.nightwarden?.phase).toBe('night');

  // Export one: <id>.json with its record.
  const one = await archive.exportGame(finished);
  expect(one.suggestedFilename()).toBe(`${finished}.json`);
  const record = JSON.parse(readFileSync(await saved(one), 'utf8')) as { players: string[]; votes: object };
  expect(record.players).toEqual(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);
  expect(record.votes).toBeDefined();

  // A bad file: every problem named, by file and line; the archive untouched.
  const before = await archive.ids();
  await archive.importFiles([
    { name: 'broken.jsonl', text: `not a record\n${JSON.stringify(SELF_VOTE)}\n` },
    { name: 'empty.json', text: '' },
  ]);
  await expect(page.getByTestId('import-imported')).toHaveText('Nothing was imported.');
  await expect(page.getByTestId('import-duplicates')).toHaveCount(0);
  const rejected = page.getByTestId('import-rejected');
  await expect(rejected).toContainText('Rejected 3 items');
  await expect(rejected).toContainText('broken.jsonl:1');
  await expect(rejected).toContainText('not valid JSON');
  await expect(rejected).toContainText('broken.jsonl:2');
  await expect(rejected).toContainText('Ann voted for themselves');
  await expect(rejected).toContainText('empty.json');
  await expect(rejected).toContainText('the file is empty');
  expect(await archive.ids()).toEqual(before);
  await shot(page, '06-import-rejected');

  // The exported archive again: both games are already here.
  await archive.importFiles(archivePath);
  await expect(page.getByTestId('import-imported')).toHaveText('Nothing was imported.');
  await expect(page.getByTestId('import-duplicates')).toContainText('Skipped 2 games already in the archive');
  await expect(page.getByTestId('import-duplicates')).toContainText('Hugo, Inès, Jules, Karim, Léa');
  await expect(page.getByTestId('import-rejected')).toHaveCount(0);
  expect(await archive.ids()).toEqual(before);
  await shot(page, '07-import-duplicates');

  // In French: the phase, the dates and the buttons.
  await page.getByTestId('language').selectOption('fr');
  await expect(page.getByTestId('archive-count')).toHaveText('2 parties enregistrées');
  await expect(archive.row(ui.id).getByTestId('archive-outcome')).toHaveText('Inachevée : pendant la nuit');
  await expect(archive.row(ui.id).getByTestId('open-game')).toHaveText('Reprendre');
  await expect(archive.row(ui.id)).toContainText('Loup-Garou ×2');
  await shot(page, '08-french');
  await page.getByTestId('language').selectOption('en');

  // Into a fresh host: empty, then the exported archive imported whole, and the night goes on there.
  const other = await startHost();
  const context = await browser.newContext();
  try {
    const page2 = await context.newPage();
    await page2.goto(other.host.url);
    const archive2 = new ArchivePage(page2);
    await archive2.open();
    await expect(page2.getByTestId('archive-empty')).toBeVisible();
    await expect(page2.getByTestId('export-all')).toBeDisabled();
    await shot(page2, '09-empty');
    await archive2.importFiles(archivePath);
    await expect(page2.getByTestId('import-imported')).toContainText('Imported 2 games');
    await expect(page2.getByTestId('import-imported')).toContainText(ui.id);
    await archive2.expectIds([finished, ui.id]);
    await expect(archive2.row(ui.id)).toHaveAttribute('data-phase', 'night');
    await expect(archive2.row(ui.id)).toContainText('Imported');
    await shot(page2, '10-fresh-host-imported');
    // A finished game opens at its reveal (the App routes by phase), an unfinished one at its call.
    await archive2.openGame(finished);
    await expect(page2.getByTestId('phase')).toHaveText('Reveal');
    await shot(page2, '11-opened-reveal');
    await archive2.open();
    await archive2.openGame(ui.id);
    await new NightPage(page2).waitForCall(ui.index);
    await expect(page2.getByTestId('stage')).toHaveAttribute('data-call', ui.key);
  } finally {
    await context.close();
    other.process.kill('SIGTERM');
  }
});

test('deleting the game that is open goes back to a new game', async ({ fresh, page }) => {
  const ui = await uiGameInItsNight(page, fresh.url);
  // A full table, to see a long row and its question.
  const full = await callHost<{ id: string }>(page, 'createGame', {
    players: [
      'Anastasia',
      'Bartholomew',
      'Céleste',
      'Dmitri',
      'Évangéline',
      'Fitzgerald',
      'Guinevere',
      'Hyacinthe',
      'Ignatius',
      'Joséphine',
    ],
    deal: {
      mode: 'shuffle',
      deck: [
        'werewolf',
        'werewolf',
        'minion',
        'seer',
        'robber',
        'troublemaker',
        'drunk',
        'insomniac',
        'villager',
        'villager',
        'villager',
        'tanner',
        'hunter',
      ],
    },
  });
  const archive = new ArchivePage(page);
  await archive.open();
  await archive.expectIds([full.id, ui.id]);
  await archive.row(full.id).getByTestId('delete-game').click();
  await expect(archive.row(full.id).getByTestId('confirm-delete')).toContainText('Joséphine');
  await shot(page, '12-full-table-confirm');
  await archive.row(full.id).getByTestId('cancel-delete').click();

  await archive.deleteGame(ui.id);
  await archive.expectIds([full.id]);
  await archive.close();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});
