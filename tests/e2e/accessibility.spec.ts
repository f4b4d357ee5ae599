/**
 * Every screen checked with axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA), at 1366×768 and 1920×1080,
 * in English and in French: no serious or critical violation. The walk goes through a real game of each
 * box (Werewolf, Daybreak with the Bonus Packs, Vampire, Alien), dealt from the console's own presets and
 * played call by call through the host: the setup and its Keys and access dialog, the deal, the night at
 * its first calls and with the correction open, the day (the discussion, the table opened), the vote,
 * the reveal, the replay; then the archive, the statistics, an event (each tab, the Room tab with the room
 * open), the players' screen, the room's projector and phone pages, and the locked console.
 * Screenshots of each state at both sizes: test-results/e2e/screens/a11y-LANG-SCREEN-WIDTH.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RoomStatusView } from '../../src/shared/hub-contract.ts';
import type { PresetView } from '../../src/shared/api.ts';
import type { AnswerInput } from '../../src/shared/session-contract.ts';
import type { ChoiceView, EventView, GameView } from '../../src/shared/views.ts';
import { callHost, expect, test } from './host.ts';
import { openGame } from './pages/quick-game.ts';

const SCREENS = join(import.meta.dirname, '../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SIZES = [
  [1366, 768],
  [1920, 1080],
] as const;

interface Found {
  readonly where: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly nodes: readonly string[];
}

/** The violations found so far, serious or critical (the others are printed, not failed on). */
class Audit {
  readonly found: Found[] = [];
  readonly checked: string[] = [];
  constructor(readonly language: 'en' | 'fr') {}

  /** The page as it is now, at both sizes: axe's verdict and a screenshot of each. */
  async check(page: Page, screen: string, options: { exclude?: string[] } = {}): Promise<void> {
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      // The layout follows the window (the night's type grows with it): one frame to settle.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      let builder = new AxeBuilder({ page }).withTags(TAGS);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const result = await builder.analyze();
      const where = `${this.language} ${screen} ${width}×${height}`;
      this.checked.push(where);
      for (const v of result.violations) {
        const entry: Found = {
          where,
          rule: v.id,
          impact: v.impact ?? 'unknown',
          help: v.help,
          nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
        };
        if (v.impact === 'serious' || v.impact === 'critical') this.found.push(entry);
        console.log(`[axe ${entry.impact}] ${where}: ${v.id} (${v.help})\n    ${entry.nodes.join('\n    ')}`);
      }
      // Every control of the console's header within the window (a long French header wraps, never hides one).
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('header button, header select')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > innerWidth + 0.5 || r.left < -0.5);
          })
          .map((el) => el.dataset['testid'] ?? el.textContent?.trim() ?? el.tagName),
      );
      if (outside.length > 0)
        this.found.push({
          where,
          rule: 'header-in-window',
          impact: 'serious',
          help: 'header controls out of the window',
          nodes: outside,
        });
      await page.screenshot({ path: join(SCREENS, `a11y-${this.language}-${screen}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  }
}

/** The boxes, each a real game dealt from one of the console's presets (the base game from its own cards). */
const BASE_DECK = ['werewolf', 'werewolf', 'minion', 'seer', 'robber', 'troublemaker', 'drunk', 'insomniac'];
const BOXES = [
  { box: 'werewolf', players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], pick: null },
  {
    box: 'daybreak',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'],
    pick: (p: PresetView) => p.id.startsWith('first-light'),
  },
  {
    box: 'vampire',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'],
    pick: (p: PresetView) => p.game === 'vampire',
  },
  {
    box: 'alien',
    players: ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'],
    pick: (p: PresetView) => p.id.startsWith('first-contact'),
  },
] as const;

/** Legal answers to try, in order, for a call whose choice may not be left (a Vampire's target). */
function candidates(choice: ChoiceView): AnswerInput[] {
  const legal =
    'seats' in choice && Array.isArray(choice.seats) ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];
  const [a, b] = legal;
  const out: AnswerInput[] = [];
  if (a !== undefined) out.push({ target: a });
  if (a !== undefined && b !== undefined)
    out.push({ targets: [a, b] }, { card: a, mark: b }, { swap: 'marks', targets: [a, b] });
  if (a !== undefined) out.push({ targets: [a] });
  out.push({ center: 0 }, { centers: [0, 1] }, { reply: 'yes' }, { reply: 1 }, { direction: 'left' });
  return out;
}

/** Plays the current call through the host as a moderator would: nothing if it may be left, else a legal pick. */
async function playCall(page: Page, view: GameView): Promise<GameView> {
  try {
    return await callHost<GameView>(page, 'pass', view.id);
  } catch {
    for (const answer of candidates(view.call!.choice)) {
      try {
        return await callHost<GameView>(page, 'answer', view.id, answer);
      } catch {
        // not this one
      }
    }
    throw new Error(`no answer the host takes for ${view.call?.key}`);
  }
}

async function nightUntil(page: Page, view: GameView, done: (v: GameView) => boolean): Promise<GameView> {
  let current = view;
  for (let i = 0; i < 80 && (current.phase === 'dusk' || current.phase === 'night') && !done(current); i++)
    current = await playCall(page, current);
  return current;
}

/** Someone awake with something to choose: the call the moderator answers on screen. */
const asks = (v: GameView): boolean =>
  v.call !== null && !v.call.nobodyAwake && v.call.awake.length > 0 && v.call.choice.kind !== 'none';

async function chooseLanguage(page: Page, language: 'en' | 'fr'): Promise<void> {
  await page.getByTestId('language').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A game opened where it stands (a fresh page load starts the console in English), in the audit's language. */
async function openIn(page: Page, url: string, id: string, language: 'en' | 'fr'): Promise<void> {
  await openGame(page, url, id);
  await chooseLanguage(page, language);
}

async function walk(page: Page, url: string, audit: Audit): Promise<void> {
  const { language } = audit;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(url);
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await chooseLanguage(page, language);
  await audit.check(page, 'setup');
  await page.getByTestId('open-access').click();
  await expect(page.getByTestId('access-dialog')).toBeVisible();
  await audit.check(page, 'access-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('access-dialog')).toHaveCount(0);

  for (const { box, players, pick } of BOXES) {
    const presets = await callHost<PresetView[]>(page, 'presets', players.length);
    const deck = pick === null ? BASE_DECK : presets.find(pick)?.deck;
    if (!deck) throw new Error(`no ${box} preset for ${players.length} players`);
    let view = await callHost<GameView>(page, 'createGame', {
      players,
      deal: { mode: 'shuffle', deck, seed: 7 },
      options: { roleTimerSeconds: 30, discussionSeconds: 120 },
      language,
    });
    if (box === 'werewolf') {
      await openIn(page, url, view.id, language);
      await expect(page.getByTestId('deal-screen')).toBeVisible();
      await audit.check(page, `${box}-deal`);
    }
    view = await callHost<GameView>(page, 'startNight', view.id);
    // The night at the first two calls where someone chooses, then with the correction open.
    for (const n of [1, 2]) {
      view = await nightUntil(page, view, asks);
      if (!asks(view)) break;
      await openIn(page, url, view.id, language);
      await expect(page.getByTestId('stage')).toHaveAttribute('data-index', String(view.call!.index));
      await audit.check(page, `${box}-night-${n}`);
      if (n === 1 && box === 'werewolf') {
        // The players' screen, following the night (its own window; the console keeps the keyboard).
        const opened = page.context().waitForEvent('page');
        await page.getByTestId('open-players-screen').click();
        const shown = await opened;
        await expect(shown.getByTestId('public-screen')).toHaveAttribute('data-screen', 'night');
        await audit.check(shown, 'players-screen-night');
        await shown.close();
        await page.getByTestId('players-screen-close').click();
      }
      if (n === 1) {
        await page.getByTestId('override-open').click();
        await expect(page.getByTestId('override-form')).toBeVisible();
        await audit.check(page, `${box}-night-correction`);
        await page.keyboard.press('Escape');
      }
      view = await playCall(page, view);
    }
    view = await nightUntil(page, view, () => false);
    expect(view.phase).toBe('day');

    await openIn(page, url, view.id, language);
    await expect(page.getByTestId('day-screen')).toBeVisible();
    await audit.check(page, `${box}-day`);
    if (box === 'werewolf') {
      // Back into the night is asked first: the question, then "stay in the day".
      await page.getByTestId('day-undo').click();
      await expect(page.getByTestId('undo-ask')).toBeVisible();
      await audit.check(page, 'day-undo-ask');
      await page.getByTestId('undo-ask-no').click();
    }
    await page.getByTestId('day-start').click();
    await page.getByTestId('day-table-show').click();
    await expect(page.getByTestId('day-table-head')).toBeVisible();
    await audit.check(page, `${box}-day-table`);
    await page.getByTestId('vote-now').click();
    await expect(page.getByTestId('vote-voter')).toBeVisible();
    await audit.check(page, `${box}-vote`);

    view = await callHost<GameView>(page, 'getGame', view.id);
    const twoHands = view.voteRules?.twoHands ?? [];
    const votes = players.map((_, seat) => (seat + 1) % players.length);
    await callHost<GameView>(
      page,
      'vote',
      view.id,
      votes,
      twoHands.length > 0 ? votes.map((v, seat) => (twoHands.includes(seat) ? v : null)) : null,
    );
    await openIn(page, url, view.id, language);
    await expect(page.getByTestId('reveal-screen')).toBeVisible();
    await audit.check(page, `${box}-reveal`);
    await page.getByTestId('reveal-screen').getByTestId('open-replay').click();
    await expect(page.getByTestId('replay-screen')).toBeVisible();
    await audit.check(page, `${box}-replay`);
  }

  // The panels over the setup.
  await page.goto(url);
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await chooseLanguage(page, language);
  await page.getByTestId('open-archive').click();
  await expect(page.getByTestId('archive-screen')).toBeVisible();
  await expect(page.locator('[data-testid="archive-row"]').first()).toBeVisible();
  await audit.check(page, 'archive');
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-screen')).toBeVisible();
  await audit.check(page, 'stats');

  // An event: its tabs, and its room opened to the network (the projector's and a phone's pages).
  const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];
  const event = await callHost<EventView>(page, 'createEvent', {
    name: `Audit ${language} ${Date.now()}`,
    startDate: '2026-10-10',
    players,
    maxTableSize: 6,
    scoring: { win: 3, loss: 0, survivedWin: 1 },
  });
  await callHost<EventView>(page, 'proposeRound', event.id, { seed: 3 });
  await page.getByTestId('open-events').click();
  await expect(page.getByTestId('events-screen')).toBeVisible();
  await audit.check(page, 'events');
  await page.locator(`[data-testid="event-row"][data-id="${event.id}"]`).getByTestId('open-event').click();
  for (const tab of ['rounds', 'players', 'settings', 'standings', 'room']) {
    await page.getByTestId(`tab-${tab}`).click();
    await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    await audit.check(page, `event-${tab}`);
  }
  const room = await callHost<RoomStatusView>(page, 'openEventRoom', event.id, { address: '127.0.0.1' });
  try {
    await page.getByTestId('tab-rounds').click();
    await page.getByTestId('tab-room').click();
    await expect(page.getByTestId('room-join-code')).toBeVisible();
    await audit.check(page, 'event-room-open');
    const projector = await page.context().newPage();
    await projector.goto(room.projectorUrl);
    await expect(projector.getByTestId('room-event')).toBeVisible();
    await audit.check(projector, 'room-projector');
    await projector.close();
    const phone = await page.context().newPage();
    await phone.goto(room.phoneUrl);
    await expect(phone.getByTestId('room-search')).toBeVisible();
    await audit.check(phone, 'room-phone');
    await phone.getByTestId('room-name').first().click();
    await expect(phone.getByTestId('room-seat')).toBeVisible();
    await audit.check(phone, 'room-phone-seat');
    await phone.close();
  } finally {
    await callHost(page, 'closeEventRoom', event.id);
    // The host is the worker's, shared with the later specs (the events' list starts empty there).
    await callHost(page, 'deleteEvent', event.id);
  }

  // The players' screen (its own window), waiting and then following a game at night.
  await page.goto(url);
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await chooseLanguage(page, language);
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('open-players-screen').click();
  const players2 = await opened;
  await expect(players2.getByTestId('public-screen')).toHaveAttribute('data-screen', 'waiting');
  await audit.check(players2, 'players-screen');
  await audit.check(page, 'players-screen-notice');
  await players2.close();

  // The console without its key.
  const locked = await page.context().newPage();
  await locked.goto(new URL(url).origin + '/');
  await expect(locked.getByTestId('host-locked')).toBeVisible();
  await audit.check(locked, 'locked');
  await locked.close();
}

for (const language of ['en', 'fr'] as const) {
  test(`every screen of every box passes axe-core (WCAG 2.2 A and AA), ${language === 'en' ? 'English' : 'French'}`, async ({
    host,
    page,
  }) => {
    test.setTimeout(900_000);
    const audit = new Audit(language);
    await walk(page, host.url, audit);
    expect(audit.checked.length).toBeGreaterThan(60);
    expect(audit.found, JSON.stringify(audit.found, null, 2)).toEqual([]);
  });
}
