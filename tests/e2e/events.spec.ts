/**
 * Events (tournaments) end to end, in Chromium against the browser host: a 15-player event over three
 * rounds, from the "New event" form to the CSV. Each round is proposed by the console (two tables, 8 and 7,
 * every player once); each table's game is "played on another laptop": the test writes its record from the
 * table as the screen shows it (players in seat order, the table's deck dealt with the roles that must
 * choose at night in the center, everyone voting for the first player) and imports it; the console seats
 * it at its table. The standings are checked against what the records imply (the rules engine resolves
 * them here), then the full-screen view, the CSV and the event's export; a bad record is rejected with its
 * reason and changes nothing. A second test edits a round (a move that breaks a table is refused on the
 * spot), plays a table in this console, shows the screens in French and deletes the event.
 * Screenshots: test-results/screens/events-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { playRecord } from '../../src/main/engine/record.ts';
import { startHost, test, expect } from './host.ts';
import { EventsPage, type ShownTable, type TextFile } from './pages/events-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/screens');
const DOWNLOADS = join(import.meta.dirname, '../../test-results/e2e-downloads/events');
mkdirSync(SCREENS, { recursive: true });
mkdirSync(DOWNLOADS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `events-${name}.png`), fullPage: true });
}

const PLAYERS = [
  'Ann',
  'Ben',
  'Cat',
  'Dan',
  'Eve',
  'Fay',
  'Gus',
  'Hal',
  'Ivy',
  'Jay',
  'Kim',
  'Lou',
  'Mia',
  'Ned',
  'Oz',
];

/**
 * Roles whose night choice is mandatory while they are awake (docs/record-format.md): dealt to the center,
 * nobody wakes for them and the record needs no night entries.
 */
const MUST_CHOOSE = new Set([
  'copycat',
  'doppelganger',
  'vampire',
  'the-master',
  'the-count',
  'diseased',
  'assassin',
  'apprentice-assassin',
  'drunk',
]);

interface TableRecord {
  format: 'onu-record/1';
  id: string;
  players: string[];
  deal: { players: string[]; center: string[] };
  night: never[];
  votes: Record<string, string>;
}

/** The record of a table's game as played elsewhere: seats as shown, the choosing roles in the center. */
function recordOf(table: ShownTable): TableRecord {
  const center = table.deck.filter((role) => MUST_CHOOSE.has(role));
  if (center.length > 3) throw new Error(`table ${table.table}: more than three roles must choose at night`);
  const rest = [...table.deck];
  for (const role of center) rest.splice(rest.indexOf(role), 1);
  center.push(...rest.splice(rest.length - (3 - center.length)));
  expect(rest).toHaveLength(table.players.length);
  const [first, second] = table.players as [string, string];
  const votes = Object.fromEntries(table.players.map((name) => [name, name === first ? second : first]));
  return {
    format: 'onu-record/1',
    id: `e2e-round-${table.round}-table-${table.table}`,
    players: table.players,
    deal: { players: rest, center },
    night: [],
    votes,
  };
}

/** Who won each game, as the rules engine resolves the record. */
function winnersOf(record: TableRecord): string[] {
  const played = playRecord(record, { requireVotes: true });
  if (!played.ok) throw new Error(played.error.problems.join('\n'));
  return played.value.result!.players.filter((p) => p.won).map((p) => record.players[p.player]!);
}

const fileOf = (record: TableRecord): TextFile => ({
  name: `round-${record.id.split('-')[2]}-table-${record.id.split('-')[4]}.json`,
  text: `${JSON.stringify(record, null, 2)}\n`,
});

test('a 3-round 15-player event, from creation to the CSV', async ({ page, host }) => {
  // A long walk (three rounds, six imports, two consoles): more time on a loaded machine.
  test.slow();
  await page.goto(host.url);
  const events = new EventsPage(page);
  await events.open();
  await expect(page.getByTestId('events-empty')).toBeVisible();

  // --- creation: 15 players, tables of up to 8, the Blood Moon decks (Werewolves and Vampires) ---------------
  await page.getByTestId('new-event').click();
  await expect(page.getByTestId('scoring-win')).toHaveValue('1');
  await expect(page.getByTestId('scoring-loss')).toHaveValue('0');
  await expect(page.getByTestId('scoring-survived')).toHaveValue('0');
  await expect(page.getByTestId('scoring-special')).toHaveValue('0');
  await page.getByTestId('event-name').fill('Spring Cup');
  await page.getByTestId('event-players').fill(PLAYERS.join('\n'));
  await expect(page.getByTestId('event-player-count')).toHaveText('15 players');
  await shot(page, 'new-event');
  await page.getByTestId('cancel-event').click();

  await events.create({
    name: 'Spring Cup',
    startDate: '2026-03-14',
    endDate: '2026-03-15',
    players: PLAYERS,
    maxTableSize: 8,
    preset: 'Blood Moon',
  });
  await events.tab('players');
  await expect(page.getByTestId('player-item')).toHaveCount(15);
  await shot(page, 'players');
  await events.tab('settings');
  await expect(page.getByTestId('scoring-lines')).toContainText('Win: 1 point');
  await expect(page.getByTestId('settings-preset')).toHaveValue('lune-de-sang-5');
  await shot(page, 'settings');
  await events.tab('rounds');

  // --- three rounds: proposed, each table's game imported and seated -----------------------------------------
  const wins = new Map(PLAYERS.map((name) => [name, 0]));
  for (const number of [1, 2, 3]) {
    await events.proposeRound(number);
    const tables = await events.tables(number);
    expect(tables.map((t) => t.players.length)).toEqual([8, 7]);
    expect(tables.flatMap((t) => t.players).sort()).toEqual([...PLAYERS].sort());
    for (const t of tables) {
      expect(t.deck).toHaveLength(t.players.length + 3);
      expect(t.status).toBe('unplayed');
    }
    if (number === 1) await shot(page, 'round-1');

    const records = tables.map(recordOf);
    for (const record of records) for (const name of winnersOf(record)) wins.set(name, wins.get(name)! + 1);
    // Round 1's games come in one import (two files); the others one file at a time.
    if (number === 1) await events.importGames(records.map(fileOf));
    for (const [i, record] of records.entries()) {
      if (number !== 1) await events.importGames([fileOf(record)]);
      const matched = await events.matched();
      expect(matched).toContainEqual({ round: number, table: tables[i]!.table, gameId: record.id });
      await expect(events.table(number, tables[i]!.table)).toHaveAttribute('data-status', 'finished');
      await expect(events.table(number, tables[i]!.table).getByTestId('table-winners')).toHaveText(
        `Winners: ${winnersOf(record).join(', ')}`,
      );
    }
    await expect(events.report.getByTestId('report-rejected')).toHaveCount(0);
    await expect(events.round(number).getByTestId('round-summary')).toContainText('2 of 2 games finished');
    if (number === 1) await shot(page, 'round-1-imported');
  }
  await shot(page, 'rounds');

  // --- standings: points = wins with the default scoring, ordered, as the records imply ----------------------
  await events.tab('standings');
  await expect(page.getByTestId('standings-counted')).toHaveText('Games counted: 6 of 6 tables');
  const rows = await events.standings();
  expect(rows).toHaveLength(15);
  expect(rows.map((r) => r.name).sort()).toEqual([...PLAYERS].sort());
  for (const row of rows) {
    expect(row.games, row.name).toBe(3);
    expect(row.wins, row.name).toBe(wins.get(row.name));
    expect(row.points, row.name).toBe(row.wins);
  }
  for (let i = 1; i < rows.length; i++) {
    const [before, after] = [rows[i - 1]!, rows[i]!];
    expect(before.points).toBeGreaterThanOrEqual(after.points);
    expect(Number(before.rank.replace('=', ''))).toBeLessThanOrEqual(Number(after.rank.replace('=', '')));
    // A shared rank is marked "=" on each of the rows that share it.
    if (before.rank.replace('=', '') === after.rank.replace('=', ''))
      expect([before.rank, after.rank].every((r) => r.startsWith('='))).toBe(true);
  }
  expect(rows[0]!.rank.replace('=', '')).toBe('1');
  await expect(page.getByTestId('standings-scoring')).toContainText('Win: 1 point');
  await expect(page.getByTestId('standings-scoring')).toContainText('Loss: 0 points');
  await shot(page, 'standings');

  // --- the full-screen view for a projector -----------------------------------------------------------------
  await events.openProjector();
  await expect(events.projector.getByTestId('standing-row')).toHaveCount(15);
  await expect(events.projector).toContainText('Spring Cup');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SCREENS, 'events-projector.png') });
  await events.leaveProjector();

  // --- the CSV ----------------------------------------------------------------------------------------------
  const download = await events.exportCsv();
  expect(download.suggestedFilename()).toBe('spring-cup-standings.csv');
  const csvPath = join(DOWNLOADS, download.suggestedFilename());
  await download.saveAs(csvPath);
  const csv = readFileSync(csvPath, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Rank,Player,Points,Wins,Games,Head-to-head');
  const csvRows = lines.slice(1, 16).map((line) => line.split(','));
  expect(csvRows).toHaveLength(15);
  expect(csvRows.map((r) => r[1])).toEqual(rows.map((r) => r.name));
  expect(csvRows.map((r) => Number(r[2]))).toEqual(rows.map((r) => r.points));
  expect(csvRows.map((r) => Number(r[4]))).toEqual(rows.map(() => 3));
  expect(lines[16]).toBe('');
  expect(lines.slice(17).filter(Boolean)).toEqual(['Win: 1 point', 'Loss: 0 points']);

  // --- the event exported whole, with its six games -----------------------------------------------------------
  const exported = await events.exportEvent();
  expect(exported.suggestedFilename()).toBe('spring-cup.event.json');
  const exportPath = join(DOWNLOADS, exported.suggestedFilename());
  await exported.saveAs(exportPath);
  const file = JSON.parse(readFileSync(exportPath, 'utf8')) as { format: string; records: unknown[] };
  expect(file.format).toBe('nightwarden-event-archive/1');
  expect(file.records).toHaveLength(6);

  // --- a bad record: rejected with its reason, the standings unchanged ----------------------------------------
  await events.tab('rounds');
  const last = (await events.tables(3))[0]!;
  const bad = recordOf({ ...last, round: 9 });
  bad.votes[last.players[1]!] = last.players[1]!;
  await events.importGames([{ name: 'bad-table.json', text: JSON.stringify(bad) }]);
  const rejected = events.report.getByTestId('report-rejected');
  await expect(rejected).toBeVisible();
  await expect(rejected).toContainText(`${last.players[1]} voted for themselves`);
  await expect(events.report.getByTestId('matched-game')).toHaveCount(0);
  await shot(page, 'bad-import');
  await events.tab('standings');
  await page.getByTestId('refresh-standings').click();
  await expect(page.getByTestId('standings-counted')).toHaveText('Games counted: 6 of 6 tables');
  expect(await events.standings()).toEqual(rows);

  // The list shows the event with its players and rounds.
  await page.getByTestId('back-to-events').click();
  await expect(events.row('Spring Cup').getByTestId('event-row-players')).toHaveText('15');
  await expect(events.row('Spring Cup').getByTestId('event-row-rounds')).toHaveText('3');
  await shot(page, 'list');

  // --- the exported event imported whole into another console: its rounds, games and standings --------------
  const other = await startHost();
  try {
    await page.goto(other.host.url);
    await events.open();
    await page.getByTestId('import-event-input').setInputFiles(exportPath);
    await expect(events.screen).toBeVisible();
    await expect(page.getByTestId('event-title')).toHaveText('Spring Cup');
    await expect(page.getByTestId('round')).toHaveCount(3);
    await expect(page.locator('[data-testid="event-table"][data-status="finished"]')).toHaveCount(6);
    await events.tab('standings');
    await expect(page.getByTestId('standings-counted')).toHaveText('Games counted: 6 of 6 tables');
    expect(await events.standings()).toEqual(rows);
    // The same file again is refused: the event is already there.
    await page.getByTestId('back-to-events').click();
    await page.getByTestId('import-event-input').setInputFiles(exportPath);
    await expect(events.failure).toContainText('already in the archive');
    await expect(page.getByTestId('event-row')).toHaveCount(1);
  } finally {
    other.process.kill('SIGTERM');
  }
});

test('a round edited, a table played here, the screens in French, the event deleted', async ({ page, host }) => {
  test.slow();
  await page.goto(host.url);
  const events = new EventsPage(page);
  await events.open();
  const club = PLAYERS.slice(0, 12);
  await events.create({
    name: 'Club night',
    startDate: '2026-04-02',
    players: club,
    maxTableSize: 6,
    preset: 'First night',
  });
  await events.proposeRound(1);
  const [one, two] = (await events.tables(1)) as [ShownTable, ShownTable];
  expect([one.players.length, two.players.length]).toEqual([6, 6]);

  // A setting changed is saved at once.
  await events.tab('settings');
  await page.getByTestId('settings-win').fill('2');
  await page.getByTestId('settings-win').press('Tab');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await expect(page.getByTestId('scoring-lines')).toContainText('Win: 2 points');
  // An end before the start is refused by the main process; the message says why, the value stays to fix.
  await page.getByTestId('settings-end').fill('2026-04-01');
  await page.getByTestId('settings-end').press('Tab');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'failed');
  await expect(events.failure).toContainText('cannot be before the start date');
  await shot(page, 'settings-refused');
  await page.getByTestId('settings-end').fill('2026-04-03');
  await page.getByTestId('settings-end').press('Tab');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await expect(events.failure).toHaveCount(0);
  await expect(page.locator('.heading')).toContainText('Apr 2, 2026 – Apr 3, 2026');
  await events.tab('rounds');

  // --- edit: two players moved from table 1 leave it with 4, refused on the spot; one moved back -------------
  await events.round(1).getByTestId('edit-round').click();
  const mover = one.players[0]!;
  const second = one.players[1]!;
  await events
    .editTable(1)
    .locator(`[data-testid="edit-seat"][data-name="${mover}"]`)
    .getByTestId('move-player')
    .selectOption('2');
  await expect(events.editTable(2).getByTestId('edit-seat')).toHaveCount(7);
  await events
    .editTable(1)
    .locator(`[data-testid="edit-seat"][data-name="${second}"]`)
    .getByTestId('move-player')
    .selectOption('2');
  await expect(page.getByTestId('edit-problems')).toContainText('Table 1: 4 players; a table seats 5 to 10.');
  await expect(page.getByTestId('save-round')).toBeDisabled();
  await shot(page, 'edit-problem');
  await events
    .editTable(2)
    .locator(`[data-testid="edit-seat"][data-name="${second}"]`)
    .getByTestId('move-player')
    .selectOption('1');
  await expect(page.getByTestId('edit-problems')).toHaveCount(0);
  // The table of 7 gets another deck for its size; the last seat of table 1 moves up one place.
  const deckSelect = events.editTable(2).getByTestId('table-deck-select');
  const blood = await deckSelect.locator('option', { hasText: 'Blood Moon' }).getAttribute('value');
  await deckSelect.selectOption(blood!);
  const lastSeat = events.editTable(1).getByTestId('edit-seat').last();
  const lastName = (await lastSeat.getAttribute('data-name'))!;
  await lastSeat.getByTestId('seat-up').click();
  await page.getByTestId('save-round').click();
  await expect(page.getByTestId('save-round')).toHaveCount(0);
  const [edited1, edited2] = (await events.tables(1)) as [ShownTable, ShownTable];
  expect(edited1.players).toHaveLength(5);
  expect(edited1.players.at(-2)).toBe(lastName);
  expect(edited2.players).toEqual([...two.players, mover]);
  expect(edited2.deck).toHaveLength(10);
  expect(edited2.deck).toContain('werewolf');
  await shot(page, 'edited');

  // --- a table played in this console: its game opens at the deal, the table shows it in progress ------------
  await events.table(1, 1).getByTestId('play-table').click();
  await expect(events.screen).toBeHidden();
  await expect(page.getByTestId('phase')).toBeVisible();
  await page.getByTestId('open-events').click();
  await events.row('Club night').getByTestId('open-event').click();
  await expect(events.table(1, 1)).toHaveAttribute('data-status', 'playing');

  // --- round 2 for the players present: two of them marked absent -------------------------------------------
  await page.getByTestId('toggle-present').click();
  const absent = [club[10]!, club[11]!];
  for (const name of absent) await page.locator(`[data-testid="present-player"][data-name="${name}"]`).uncheck();
  await expect(page.getByTestId('present-count')).toHaveText('Present: 10 of 12');
  await shot(page, 'present');
  // Round 1's tables are under way and unplayed: asked first, then proposed anyway.
  await events.proposeRound(2, { unplayed: 2 });
  const round2 = await events.tables(2);
  expect(round2.flatMap((t) => t.players).sort()).toEqual(club.filter((name) => !absent.includes(name)).sort());

  // --- in French ----------------------------------------------------------------------------------------------
  await page.getByTestId('language').selectOption('fr');
  await expect(events.round(1).locator('h3')).toHaveText('Manche 1');
  await expect(events.round(2).locator('h3')).toHaveText('Manche 2');
  await expect(events.table(1, 1).getByTestId('table-status')).toContainText('En cours');
  await expect(page.getByTestId('propose-round')).toHaveText('Proposer la manche 3');
  await shot(page, 'fr-rounds');
  await events.tab('settings');
  await expect(page.getByTestId('scoring-lines')).toContainText('Victoire : 2 points');
  await events.tab('standings');
  await expect(page.getByTestId('standings')).toContainText('Rang');
  await shot(page, 'fr-standings');
  await events.openProjector();
  await expect(events.projector).toContainText('Confrontations');
  await page.screenshot({ path: join(SCREENS, 'events-fr-projector.png') });
  await page.getByTestId('close-projector').click();
  await expect(events.projector).toBeHidden();
  await page.getByTestId('language').selectOption('en');

  // --- a player registered and removed; a game unlinked; the last round removed after its confirmation ---------
  await events.tab('players');
  await page.getByTestId('new-players').fill('Zed');
  await page.getByTestId('new-players').press('Enter');
  await expect(page.locator('[data-testid="player-item"][data-name="Zed"]')).toBeVisible();
  await page.locator('[data-testid="player-item"][data-name="Zed"]').getByTestId('remove-player').click();
  await expect(page.locator('[data-testid="player-item"][data-name="Zed"]')).toHaveCount(0);
  await expect(page.getByTestId('player-count')).toHaveText('12 players');
  // A player seated in a round cannot be unregistered.
  await expect(
    page.locator(`[data-testid="player-item"][data-name="${mover}"]`).getByTestId('remove-player'),
  ).toBeDisabled();
  await events.tab('rounds');
  await events.table(1, 1).getByTestId('unlink-game').click();
  await expect(events.table(1, 1)).toHaveAttribute('data-status', 'unplayed');
  await events.round(2).getByTestId('remove-round').click();
  await events.round(2).getByTestId('confirm-remove-round').click();
  await expect(events.round(2)).toHaveCount(0);
  await expect(page.getByTestId('propose-round')).toHaveText('Propose round 2');

  // --- deleted after its row's confirmation; its game stays in the archive -------------------------------------
  await page.getByTestId('back-to-events').click();
  await events.row('Club night').getByTestId('delete-event').click();
  await events.row('Club night').getByTestId('confirm-delete-event').click();
  await expect(events.row('Club night')).toHaveCount(0);
  await expect(events.row('Spring Cup').or(page.getByTestId('events-empty'))).toBeVisible();
});
