/**
 * A live event across laptops, end to end on one machine (issue 21): the organiser's console (the hub,
 * serving the room on 127.0.0.2) and three desks, each its own process with its own archive, leaving from
 * 127.0.0.3, .4 and .5; Chromium on the projector's page. A 12-player, 2-round event played to the end:
 * - round 1: table 1's desk plays its game; table 2's desk is killed mid-game (SIGKILL) and restarted, then
 *   finishes it from its archive; both games reach the hub and the projector;
 * - the judge desk checks players in and seats round 2 from its own laptop (merged into the hub's event);
 * - the hub is stopped for a minute (at least: until both desks have also finished their round-2 games and
 *   hold them in their outboxes) while the two table desks play round 2, then started again on the same
 *   address and port;
 * - the hub ends with the four games, no duplicate, none lost, and standings equal to those a single
 *   laptop computes from the same four records.
 * Screenshots in test-results/screens/: the projector at 1920×1080 and a phone at 390×844 (the README shows
 * copies of them, docs/images/), the organiser's Room tab at 1366×768 and 1920×1080.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { DeskStatusView, RoomStatusView } from '../../src/shared/hub-contract.ts';
import type { EventSummary, EventView, GameView, StandingsView } from '../../src/shared/views.ts';
import type { GameRecord } from '../../src/shared/record.ts';
import { Console } from './event-hub-processes.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/screens');
mkdirSync(SCREENS, { recursive: true });

const PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou'];
const DECK = [
  'werewolf',
  'werewolf',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
  'villager',
];

const consoles: Console[] = [];
test.afterAll(async () => {
  for (const c of consoles) await c.stop();
});

async function start(label: string, bind?: string): Promise<Console> {
  const c = await Console.start(label, bind ? { bind } : {});
  consoles.push(c);
  return c;
}

/** Plays a desk's table of a round through its events: "Play here", then to the reveal. */
async function playTable(
  desk: Console,
  eventId: string,
  round: number,
  table: number,
  votesFor: number,
): Promise<string> {
  const game = await desk.call<GameView>('startEventGame', eventId, round, table);
  await desk.finish(game.id, votesFor);
  return game.id;
}

async function deskOf(desk: Console): Promise<DeskStatusView> {
  const [status] = await desk.call<DeskStatusView[]>('deskStatus');
  return status!;
}

/** How long the hub is down while the desks play round 2 (issue 21: "the hub stopped for a minute"). */
const HUB_DOWN_MS = 60_000;

test('a 12-player, 2-round event on a hub and three desks: a desk killed, the hub stopped, nothing lost', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  const hub = await start('hub');
  const desk1 = await start('desk1', '127.0.0.3');
  const desk2 = await start('desk2', '127.0.0.4');
  const judge = await start('judge', '127.0.0.5');

  // The organiser's event, round 1 drawn, opened to the room on 127.0.0.2.
  const event = await hub.call<EventView>('createEvent', {
    name: 'Harvest Night',
    startDate: '2026-10-10',
    players: PLAYERS,
    maxTableSize: 6,
    scoring: { win: 3, loss: 0, survivedWin: 1 },
  });
  const proposed = await hub.call<EventView>('proposeRound', event.id, { seed: 11 });
  await hub.call('saveRound', event.id, {
    number: 1,
    tables: proposed.rounds[0]!.tables.map((t) => ({ table: t.table, players: t.players, deck: DECK })),
  });
  const interfaces = await hub.call<{ address: string }[]>('hubInterfaces');
  expect(interfaces.map((i) => i.address)).toContain('127.0.0.1');
  const room = await hub.call<RoomStatusView>('openEventRoom', event.id, { address: '127.0.0.2' });
  expect(room.open).toBe(true);

  // Three desks ask to join with the code; the organiser admits each.
  await desk1.call('joinEventRoom', { code: room.joinCode, request: { name: 'Table 1', role: 'table', tables: [1] } });
  await desk2.call('joinEventRoom', { code: room.joinCode, request: { name: 'Table 2', role: 'table', tables: [2] } });
  await judge.call('joinEventRoom', { code: room.joinCode, request: { name: 'Judge', role: 'judge', tables: [] } });
  const asked = await hub.until(async () => {
    const s = await hub.call<RoomStatusView>('eventRoomStatus', event.id);
    return s.devices.length === 3 && s.devices;
  }, 'asked to join by three desks');
  expect(asked.map((d) => [d.name, d.status, d.address])).toEqual([
    ['Table 1', 'pending', '127.0.0.3'],
    ['Table 2', 'pending', '127.0.0.4'],
    ['Judge', 'pending', '127.0.0.5'],
  ]);
  for (const device of asked) await hub.call('admitDesk', event.id, device.id, {});
  for (const desk of [desk1, desk2, judge])
    await desk.until(async () => {
      const events = await desk.call<EventSummary[]>('listEvents');
      return events.some((e) => e.id === event.id && e.rounds === 1);
    }, 'given the event');

  // The projector's page, from the hub's address; its token leaves the address bar.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(room.projectorUrl);
  await expect(page.getByTestId('room-event')).toHaveText('Harvest Night');
  expect(page.url()).not.toContain('#');
  await expect(page.getByTestId('room-table')).toHaveCount(2);
  await expect(page.getByTestId('room-standing-row')).toHaveCount(12);

  // Round 1: table 1 plays; table 2's desk is killed mid-game and restarted, and finishes from its archive.
  const games: string[] = [];
  games.push(await playTable(desk1, event.id, 1, 1, 0));
  const started = await desk2.call<GameView>('startEventGame', event.id, 1, 2);
  await desk2.call('startNight', started.id);
  await desk2.stop('SIGKILL');
  await desk2.restart();
  expect((await desk2.call<GameView>('getGame', started.id)).phase).toMatch(/night|dusk|day/);
  await desk2.finish(started.id, 1);
  games.push(started.id);
  await hub.until(
    async () => (await hub.call<StandingsView>('standings', event.id)).gamesCounted === 2,
    'counting round 1’s two games',
  );
  await expect(page.getByTestId('room-playing')).toHaveText('Every table of the round has finished');

  // The judge checks players in and seats round 2 from its own laptop; the hub's event takes both.
  for (const name of PLAYERS) await judge.call('checkIn', event.id, { name, present: true });
  const judged = await judge.call<EventView>('proposeRound', event.id, { seed: 23 });
  await judge.call('saveRound', event.id, {
    number: 2,
    tables: judged.rounds[1]!.tables.map((t) => ({ table: t.table, players: t.players, deck: DECK })),
  });
  await hub.until(async () => {
    const e = await hub.call<EventView>('getEvent', event.id);
    return e.rounds.length === 2 && e.rounds[1]!.tables.every((t) => t.deck.length === 9);
  }, 'given round 2 by the judge');
  const present = await hub.call<RoomStatusView>('eventRoomStatus', event.id);
  expect(Object.values(present.present).filter(Boolean)).toHaveLength(12);
  for (const desk of [desk1, desk2])
    await desk.until(
      async () => (await desk.call<EventView>('getEvent', event.id)).rounds.length === 2,
      'given round 2',
    );
  await expect(page.getByTestId('room-round')).toHaveText('Round 2');

  // The hub stops; both table desks play round 2 and keep their games until it is back.
  await hub.stop();
  const stoppedAt = Date.now();
  await expect(page.getByTestId('room-unreachable')).toBeVisible();
  games.push(await playTable(desk1, event.id, 2, 1, 2));
  games.push(await playTable(desk2, event.id, 2, 2, 3));
  for (const desk of [desk1, desk2]) {
    const status = await desk.until(async () => {
      const s = await deskOf(desk);
      return s.state === 'offline' && s.queued >= 1 && s;
    }, 'offline with its game queued');
    expect(status.since).not.toBeNull();
  }
  // The hub stays down a whole minute, as a laptop's restart or a lost Wi-Fi would (a lower bound, not a
  // deadline: the desks have to keep trying that long, whatever their backoff).
  const downFor = HUB_DOWN_MS - (Date.now() - stoppedAt);
  if (downFor > 0) await new Promise((wake) => setTimeout(wake, downFor));
  await hub.restart();
  const reopened = await hub.call<RoomStatusView>('openEventRoom', event.id, { address: '127.0.0.2' });
  expect(reopened.port).toBe(room.port);
  expect(reopened.joinCode).toBe(room.joinCode);
  const standings = await hub.until(async () => {
    const s = await hub.call<StandingsView>('standings', event.id);
    return s.gamesCounted === 4 && s;
  }, 'counting the four games');
  for (const desk of [desk1, desk2])
    await desk.until(async () => (await deskOf(desk)).queued === 0, 'with its outbox empty');
  await expect(page.getByTestId('room-unreachable')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('room-playing')).toHaveText('Every table of the round has finished');

  // Nothing lost, nothing twice.
  const archived = await hub.call<{ id: string; phase: string }[]>('listGames');
  expect(archived.map((g) => g.id).sort()).toEqual([...games].sort());
  expect(archived.every((g) => g.phase === 'revealed')).toBe(true);
  const final = await hub.call<RoomStatusView>('eventRoomStatus', event.id);
  expect(final.log.filter((e) => e.kind === 'game-received')).toHaveLength(4);
  expect(final.log.filter((e) => e.kind === 'game-replaced')).toHaveLength(0);
  expect(final.conflicts).toEqual([]);

  // A single laptop, given the same four records and the same rounds, computes the same standings.
  const records: GameRecord[] = [];
  for (const id of games.slice(0, 1).concat(games.slice(2, 3)))
    records.push(await desk1.call<GameRecord>('exportGame', id));
  for (const id of [games[1]!, games[3]!]) records.push(await desk2.call<GameRecord>('exportGame', id));
  const single = await start('single');
  const hubEvent = await hub.call<EventView>('getEvent', event.id);
  const alone = await single.call<EventView>('createEvent', {
    name: 'Harvest Night',
    startDate: '2026-10-10',
    players: PLAYERS,
    maxTableSize: 6,
    scoring: { win: 3, loss: 0, survivedWin: 1 },
  });
  for (const round of hubEvent.rounds) {
    await single.call('proposeRound', alone.id, { seed: 1 });
    await single.call('saveRound', alone.id, {
      number: round.number,
      tables: round.tables.map((t) => ({ table: t.table, players: t.players, deck: t.deck, gameId: null })),
    });
  }
  await single.call('importEventGames', alone.id, {
    text: records.map((r) => JSON.stringify(r)).join('\n'),
    source: 'tables',
  });
  const computed = await single.call<StandingsView>('standings', alone.id);
  expect(computed.gamesCounted).toBe(4);
  expect(standings.rows).toEqual(computed.rows);
  await expect(page.getByTestId('room-standing-row').first()).toContainText(standings.rows[0]!.name);
  await page.screenshot({ path: join(SCREENS, 'event-projector-1920.png') });

  // A player's phone: scan, pick your name, see your table, seat and standing (no card, no Mark).
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  await phone.goto(room.phoneUrl);
  const me = standings.rows[3]!.name;
  await phone.getByTestId('room-search').fill(me.slice(0, 2));
  await phone.getByTestId('room-name').filter({ hasText: me }).click();
  const seat = hubEvent.rounds[1]!.tables.flatMap((t) =>
    t.players.map((p, i) => ({ p, table: t.table, seat: i + 1 })),
  ).find((s) => s.p === me)!;
  await expect(phone.getByTestId('room-seat')).toHaveText(`Table ${seat.table}, seat ${seat.seat}`);
  await expect(phone.getByTestId('room-standing')).toContainText(`Rank ${standings.rows[3]!.rank}`);
  const text = await phone.locator('body').innerText();
  for (const role of ['Werewolf', 'Villager', 'Mark']) expect(text).not.toContain(role);
  await phone.screenshot({ path: join(SCREENS, 'event-phone-390.png') });
  await phone.close();

  // The organiser's Room tab, at the console's two sizes.
  const organiser = await browser.newPage();
  await organiser.goto(hub.url);
  await organiser.getByTestId('open-events').click();
  await organiser.getByTestId('open-event').filter({ hasText: 'Harvest Night' }).click();
  await organiser.getByTestId('tab-room').click();
  await expect(organiser.getByTestId('room-join-code')).toHaveText(room.joinCode);
  await expect(organiser.getByTestId('room-device')).toHaveCount(3);
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await organiser.setViewportSize({ width, height });
    await organiser.screenshot({ path: join(SCREENS, `event-hub-room-${width}.png`), fullPage: true });
  }
  await organiser.close();
});
