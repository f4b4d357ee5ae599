/**
 * The replay end to end, in Chromium against the browser host: a Vampire game with a Gremlin imported
 * through the archive screen, its replay stepped with the keys and the slider to the Gremlin's swap (the
 * table checked against the record, what moved outlined); a player followed (their steps only, their
 * summary, their seat); the secrets hidden; the screen in French on the same step; a correction taken back
 * struck through; the report exported and opened in a fresh, offline browser with every request recorded
 * (none but the file), and printed from the console through its hidden frame without a CSP complaint.
 * Screenshots go to test-results/e2e/screens/replay-*.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import type { FollowView, GameView, ReplayView } from '../../src/shared/views.ts';
import { callHost, expect, startHost, test as base, type Host } from './host.ts';
import { ArchivePage } from './pages/archive-page.ts';
import { ReplayPage } from './pages/replay-page.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
const DOWNLOADS = join(import.meta.dirname, '../../test-results/e2e/replay-downloads');
mkdirSync(SCREENS, { recursive: true });
mkdirSync(DOWNLOADS, { recursive: true });

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `replay-${name}.png`), fullPage });
}

/** Each test gets a host of its own: the archive starts empty. */
const test = base.extend<{ fresh: Host }>({
  // Playwright requires the fixtures argument to be destructured, even when it uses none.
  // eslint-disable-next-line no-empty-pattern
  fresh: async ({}, use) => {
    const { host, process } = await startHost();
    await use(host);
    process.kill('SIGTERM');
  },
});

/** The Gremlin (Ben) switches the cards of Ann (the Vampire) and Cat (the Priest); Cat dies a Vampire. */
const FIXTURE = join(import.meta.dirname, '../fixtures/records/vampire-clarity-team-from-card.json');
const RECORD = JSON.parse(readFileSync(FIXTURE, 'utf8')) as {
  players: string[];
  deal: { players: string[]; center: string[] };
  night: { call: string; swap?: string; targets?: string[] }[];
};

/** The page's uncaught errors, to check that none happened. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.message} ${error.stack ?? ''}`));
  return errors;
}

/** Imports the Gremlin record through the archive screen, opens its reveal, then its replay. */
async function openGremlinReplay(page: Page, host: Host): Promise<{ id: string; replay: ReplayPage }> {
  await page.goto(host.url);
  const archive = new ArchivePage(page);
  await archive.open();
  await archive.importFiles(FIXTURE);
  await expect(page.getByTestId('import-report')).toContainText('Imported 1 game');
  // The list is read a page at a time after the import: wait for its row, not only for the report.
  await expect(archive.rows).toHaveCount(1);
  const [id] = await archive.ids();
  await archive.openGame(id!);
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  const replay = new ReplayPage(page);
  await replay.openFromReveal();
  await expect(replay.screen).toHaveAttribute('data-game', id!);
  return { id: id!, replay };
}

test('the replay: step to the Gremlin’s swap, follow a player, hide the secrets, in French', async ({
  fresh,
  page,
}) => {
  const errors = pageErrors(page);
  const { id, replay } = await openGremlinReplay(page, fresh);
  const api = await callHost<ReplayView>(page, 'replay', id);
  const total = api.steps.length;

  // It opens at the deal: every card where the record dealt it, nothing outlined.
  await expect(replay.position).toHaveText(`Step 1 of ${total}`);
  await expect(replay.text).toHaveAttribute('data-kind', 'deal');
  await expect(replay.steps).toHaveCount(total);
  expect(await replay.cards(4)).toEqual(RECORD.deal.players);
  await expect(replay.table.locator('[data-changed="true"]')).toHaveCount(0);
  await expect(replay.page.getByTestId('replay-players')).toHaveText(RECORD.players.join(', '));
  await shot(page, '01-deal');

  // → until the Gremlin's call: Ann's and Cat's cards switched, exactly as the record says, and outlined.
  const gremlin = RECORD.night.find((entry) => entry.call === 'gremlin')!;
  const [a, b] = gremlin.targets!.map((name) => RECORD.players.indexOf(name)) as [number, number];
  const swapped = [...RECORD.deal.players];
  [swapped[a], swapped[b]] = [swapped[b]!, swapped[a]!];
  const at = await replay.stepUntil(/Gremlin/);
  await expect(replay.text).toContainText('the Gremlin (Ben) switched the cards of Ann and Cat');
  await expect(replay.text).toHaveAttribute('data-kind', 'call');
  await expect(replay.position).toHaveText(`Step ${at + 1} of ${total}`);
  await expect(replay.slider).toHaveValue(String(at));
  expect(await replay.cards(4)).toEqual(swapped);
  for (let seat = 0; seat < 4; seat++)
    expect((await replay.seat(seat)).changed, `seat ${seat} outlined`).toBe(seat === a || seat === b);
  await expect(replay.table.locator('[data-testid^="center-"][data-changed="true"]')).toHaveCount(0);
  await expect(replay.table.getByTestId(`seat-card-${a}`)).toHaveClass(/changed/);
  // The Marks board is there, as it stood (the Vampire's Mark given at Dusk, the Priest's Clarity taken).
  await expect(replay.table.getByTestId('spot-0')).toBeVisible();
  await expect(replay.steps.nth(at)).toHaveAttribute('aria-current', 'step');
  await shot(page, '02-gremlin');

  // ← goes back to the table before the swap; the slider and Home and End move too.
  await replay.press('ArrowLeft');
  await expect(replay.text).toHaveAttribute('data-index', String(at - 1));
  expect(await replay.cards(4)).toEqual(RECORD.deal.players);
  await replay.press('End');
  await expect(replay.position).toHaveText(`Step ${total} of ${total}`);
  await expect(replay.text).toHaveAttribute('data-kind', 'result');
  await replay.press('Home');
  await expect(replay.text).toHaveAttribute('data-kind', 'deal');
  await replay.slider.fill(String(at));
  await expect(replay.text).toHaveAttribute('data-index', String(at));
  await replay.steps.nth(at + 3).click();
  await expect(replay.text).toHaveAttribute('data-index', String(at + 3));
  await replay.steps.nth(at).click();

  // Follow Cat: her steps only (as the session names them), her game in short, her seat picked out.
  const cat = RECORD.players.indexOf('Cat');
  const follow = await callHost<FollowView>(page, 'followPlayer', id, cat);
  await replay.follow('Cat');
  expect(await replay.indexes()).toEqual(follow.steps.map((s) => s.index));
  expect(follow.steps.every((s) => s.involves.includes(cat))).toBe(true);
  await expect(replay.position).toHaveText(
    `Step ${follow.steps.findIndex((s) => s.index === at) + 1} of ${follow.steps.length}`,
  );
  await expect(replay.text).toHaveAttribute('data-index', String(at));
  expect((await replay.seat(cat)).selected).toBe(true);
  expect((await replay.seat(a)).selected).toBe(false);
  await expect(replay.summary).toHaveAttribute('data-start-card', 'priest');
  await expect(replay.summary).toHaveAttribute('data-card', 'vampire');
  await expect(replay.summary).toHaveAttribute('data-won', 'false');
  await expect(replay.summary).toHaveAttribute('data-dead', 'true');
  await expect(page.getByTestId('follow-start')).toContainText('Priest');
  await expect(page.getByTestId('follow-end')).toContainText('Vampire');
  await expect(page.getByTestId('follow-outcome')).toContainText('Lost');
  await expect(page.getByTestId('follow-reason')).toHaveText(follow.outcome!.reason);
  await expect(page.getByTestId('follow-death')).toHaveText(`Died: ${follow.outcome!.death}`);
  await expect(page.getByTestId('follow-vote')).toHaveText('Voted for Ann');
  await expect(page.getByTestId('follow-count')).toHaveText(`${follow.steps.length} steps concern Cat`);
  await shot(page, '03-follow-cat');
  // The keys move through her steps only.
  const mine = follow.steps.map((s) => s.index);
  const here = mine.indexOf(at);
  await replay.press('ArrowRight');
  await expect(replay.text).toHaveAttribute('data-index', String(mine[here + 1]));
  await replay.press('End');
  await expect(replay.text).toHaveAttribute('data-index', String(mine[mine.length - 1]));
  await replay.press('Home');
  await expect(replay.text).toHaveAttribute('data-index', String(mine[0]));

  // Back to everyone, on the same step.
  await replay.follow(null);
  await expect(replay.steps).toHaveCount(total);
  await expect(replay.text).toHaveAttribute('data-index', String(mine[0]));
  await replay.follow('Cat');

  // H hides every card, Mark and sentence; H shows them again.
  await replay.press('h');
  await expect(page.getByTestId('hide-secrets')).toHaveAttribute('aria-pressed', 'true');
  await expect(replay.table.locator('[data-testid^="seat-card-"]')).toHaveCount(0);
  await expect(replay.table.getByTestId('spot-0')).toHaveCount(0);
  await expect(replay.text).toContainText('Hidden while the secrets are hidden');
  await expect(replay.steps.locator('.text')).toHaveCount(0);
  await expect(replay.summary).not.toContainText('Priest');
  await expect(replay.summary).toHaveAttribute('data-card', '');
  await shot(page, '04-hidden');
  await replay.press('h');
  await expect(replay.table.locator('[data-testid^="seat-card-"]')).toHaveCount(4);

  // In French: the same step, told again in French, the summary too.
  const index = await replay.index();
  const english = (await replay.text.locator('.text').textContent()) ?? '';
  await page.getByTestId('language').selectOption('fr');
  await expect(replay.text.locator('.text')).not.toHaveText(english);
  await expect(replay.text).toContainText('Crépuscule');
  await expect(replay.text).toHaveAttribute('data-index', String(index));
  await expect(page.getByTestId('follow-outcome')).toContainText('Perdu');
  await expect(page.getByTestId('follow-vote')).toHaveText('A voté contre Ann');
  await expect(replay.position).toHaveText(`Étape 1 sur ${follow.steps.length}`);
  await replay.stepUntil(/Gremlin/);
  await expect(replay.text).toHaveAttribute('data-index', String(at));
  await shot(page, '05-french');
  await page.getByTestId('language').selectOption('en');
  await expect(replay.text).toContainText('switched the cards of Ann and Cat');

  // Back: the reveal again, where the replay was opened from.
  await replay.back();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a correction taken back is struck through, and its undo outlines what it put back', async ({ fresh, page }) => {
  const errors = pageErrors(page);
  await page.goto(fresh.url);
  let game = await callHost<GameView>(page, 'createGame', {
    players: ['Eve', 'Finn', 'Gus', 'Hana'],
    deal: {
      mode: 'manual',
      players: ['seer', 'robber', 'troublemaker', 'villager'],
      center: ['werewolf', 'werewolf', 'insomniac'],
    },
  });
  const id = game.id;
  await callHost(page, 'startNight', id);
  await callHost(page, 'override', id, { override: 'swap-cards', a: { player: 0 }, b: { player: 3 }, note: 'wrong' });
  game = await callHost<GameView>(page, 'undo', id);
  for (let i = 0; i < 20 && game.phase !== 'day'; i++) game = await callHost<GameView>(page, 'pass', id);
  await callHost(page, 'startVote', id);
  await callHost(page, 'vote', id, [1, 0, 0, 0]);

  // The console resumes the game in its address: its reveal.
  await page.goto(`${fresh.url}#/game/${encodeURIComponent(id)}`);
  await page.reload();
  await expect(page.getByTestId('reveal-screen')).toBeVisible();
  const replay = new ReplayPage(page);
  await replay.openFromReveal();

  const correction = replay.page.locator('[data-testid="replay-step"][data-kind="correction"]');
  await expect(correction).toHaveAttribute('data-undone', 'true');
  await expect(correction).toContainText('taken back');
  await expect(correction.locator('.text')).toHaveCSS('text-decoration-line', 'line-through');
  await correction.click();
  await expect(replay.text).toHaveAttribute('data-undone', 'true');
  await expect(replay.text.locator('.text')).toHaveCSS('text-decoration-line', 'line-through');
  expect(await replay.cards(4)).toEqual(['villager', 'robber', 'troublemaker', 'seer']);
  await replay.press('ArrowRight');
  await expect(replay.text).toHaveAttribute('data-kind', 'undo');
  await expect(replay.text).toHaveAttribute('data-undone', 'false');
  expect(await replay.cards(4)).toEqual(['seer', 'robber', 'troublemaker', 'villager']);
  expect((await replay.seat(0)).changed).toBe(true);
  expect((await replay.seat(3)).changed).toBe(true);
  expect((await replay.seat(1)).changed).toBe(false);
  await shot(page, '06-undone');

  // Following Hana: the correction and its undo concern her; nothing of the Seer's or the Robber's night.
  await replay.follow('Hana');
  const kinds = await replay.steps.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset['kind']));
  expect(kinds.slice(0, 2)).toEqual(['correction', 'undo']);
  await expect(replay.steps.filter({ hasText: 'the Robber (Finn)' })).toHaveCount(0);
  await expect(replay.summary).toContainText('Villager');
  expect(errors).toEqual([]);
});

test('the report: exported as one file that needs no network, and printed from the console', async ({
  fresh,
  page,
  browser,
}) => {
  // The report frame's print() is counted instead of opening a dialog (the frame is the console's origin).
  await page.addInitScript(() => {
    const counter = window as unknown as { __printed: number };
    counter.__printed = 0;
    const frameWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      get(this: HTMLIFrameElement) {
        const inner = frameWindow.get!.call(this) as Window | null;
        if (inner && this.dataset['testid'] === 'report-print-frame') inner.print = () => void counter.__printed++;
        return inner;
      },
    });
  });
  const complaints: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|sandboxed|Blocked|Refused/i.test(text)) complaints.push(text);
  });
  const errors = pageErrors(page);

  const { id, replay } = await openGremlinReplay(page, fresh);
  const game = await callHost<GameView>(page, 'getGame', id);

  const download = await replay.exportReport();
  expect(download.suggestedFilename()).toMatch(/^nightwarden-.*\.html$/);
  const path = join(DOWNLOADS, download.suggestedFilename());
  await download.saveAs(path);
  await expect(page.getByTestId('replay-exported')).toContainText(download.suggestedFilename());
  const html = readFileSync(path, 'utf8');
  expect(html).not.toMatch(/<script|<link|@import|url\(|src=/i);

  // A fresh browser, offline, every request recorded and any but the file's refused.
  const context = await browser.newContext({ offline: true });
  const requests: string[] = [];
  const url = pathToFileURL(path).href;
  await context.route('**/*', (route) => (route.request().url() === url ? route.continue() : route.abort()));
  const reader = await context.newPage();
  reader.on('request', (request) => requests.push(request.url()));
  await reader.goto(url);
  expect(requests).toEqual([url]);
  expect(await reader.evaluate(() => performance.getEntriesByType('resource').length)).toBe(0);
  const body = reader.locator('body');
  for (const name of RECORD.players) await expect(body).toContainText(name);
  await expect(reader.locator('.deaths')).toContainText('Cat');
  await expect(
    reader.locator('ol.story li').filter({ hasText: 'the Gremlin (Ben) switched the cards of Ann and Cat' }),
  ).toHaveCount(1);
  expect(await reader.locator('ol.story li').count()).toBeGreaterThan(5);
  await expect(reader.locator('figure svg')).toHaveCount(2);
  // The start and the end: the Gremlin's swap shows between the two diagrams.
  const diagrams = reader.locator('figure svg');
  const annCard = (diagram: number) =>
    diagrams
      .nth(diagram)
      .locator('g', { has: reader.locator('text', { hasText: /^Ann$/ }) })
      .locator('text.card');
  await expect(annCard(0)).toHaveText('Vampire');
  await expect(annCard(1)).toHaveText('Priest');
  expect(game.result?.deaths.map((d) => d.name)).toEqual(['Cat']);
  const reportTitle = (await reader.locator('h1').textContent()) ?? '';
  expect(reportTitle).not.toBe('');
  await reader.screenshot({ path: join(SCREENS, 'replay-07-report.png'), fullPage: true });
  await context.close();

  // Print: the report in a hidden, sandboxed frame of the console, printed, with nothing blocked.
  await replay.print();
  const frame = page.getByTestId('report-print-frame');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-modals');
  await expect(frame.contentFrame().locator('h1')).toHaveText(reportTitle);
  await expect(frame.contentFrame().locator('figure svg')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  // A second print replaces the frame rather than piling them up.
  await replay.print();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(2);
  await expect(frame).toHaveCount(1);
  expect(complaints).toEqual([]);
  expect(errors).toEqual([]);
  await shot(page, '08-printed', false);
  // Leaving the replay takes the frame away.
  await replay.back();
  await expect(frame).toHaveCount(0);
});

// The archive hands its rows `onReplay`; "Back" from a replay opened there returns to the archive.
test('the archive row opens a game’s replay, and Back returns to the archive', async ({ fresh, page }) => {
  await page.goto(fresh.url);
  const archive = new ArchivePage(page);
  await archive.open();
  await archive.importFiles(FIXTURE);
  // The list is read a page at a time after the import: wait for its row, not only for the report.
  await expect(archive.rows).toHaveCount(1);
  const [id] = await archive.ids();
  const replay = new ReplayPage(page);
  await replay.openFromArchive(id!);
  await expect(replay.screen).toHaveAttribute('data-game', id!);
  await replay.back();
  await expect(archive.screen).toBeVisible();
});
