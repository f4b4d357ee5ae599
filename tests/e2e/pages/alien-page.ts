import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { runCli } from '../../../src/main/cli/cli.ts';
import type { CallView, ChoiceView, GameView } from '../../../src/shared/views.ts';
import { callHost } from '../host.ts';
import { NightPage } from './night-page.ts';
import { SetupPage } from './setup-page.ts';

/**
 * Alien at the table, as a moderator plays it in the console: the setup with the app's Randomization
 * settings, the night answered through the screen (the Oracle's buttons, each Alien's card, the Witch's
 * give, the Idiot's direction, a ripple's exchange), the day, the vote, and the record checked with
 * `cli resolve`. The app's seed is the host's own: the test reads each call from the session (as the
 * console does) and answers what it offers.
 */

export const SCREENS = join(import.meta.dirname, '../../../test-results/e2e/screens');
mkdirSync(SCREENS, { recursive: true });

/** Screenshots at the two sizes every screen is checked at: 1366×768 and 1920×1080. */
export async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENS, `${name}-${width}x${height}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Weights to set in the Randomization settings: group → variant → weight (a number group: its value). */
export type Weights = Readonly<Record<string, Readonly<Record<string, number>> | number>>;

export interface AlienGame {
  readonly players: readonly string[];
  /** A preset's id, or the deck's cards. */
  readonly preset?: string;
  readonly deck?: readonly string[];
  /** The physical deal; without it the app shuffles. */
  readonly deal?: { readonly players: readonly string[]; readonly center: readonly string[] };
  readonly weights?: Weights;
  readonly roleTimer?: number;
  readonly discussionMinutes?: number;
  /** House rules to switch on, by their id. */
  readonly houseRules?: readonly string[];
  /** The console's language, chosen in the setup's options. */
  readonly language?: 'en' | 'fr';
}

export function gameIdOf(page: Page): string {
  const match = /#\/game\/(.+)$/.exec(page.url());
  if (!match) throw new Error(`no game in ${page.url()}`);
  return decodeURIComponent(match[1]!);
}

export async function view(page: Page): Promise<GameView> {
  return callHost<GameView>(page, 'getGame', gameIdOf(page));
}

/** A variant's weight field in the Randomization settings. */
async function setWeight(page: Page, group: string, variant: string | null, value: number): Promise<void> {
  const field = page.getByTestId(variant === null ? `weight-${group}` : `weight-${group}-${variant}`);
  await field.fill(String(value));
  await field.press('Tab');
  await expect(field).toHaveValue(String(value));
}

/** The setup screen, filled in as a moderator does it, then the deal screen and the night. */
export async function setUpAlien(
  page: Page,
  url: string,
  game: AlienGame,
  shoot?: (name: string) => Promise<void>,
): Promise<NightPage> {
  const setup = new SetupPage(page);
  await setup.open(url);
  if (game.language) await page.getByTestId('option-language').selectOption(game.language);
  // The setup kept from an earlier game starts with its table: this game seats its own.
  for (let left = await page.getByTestId('remove-player').count(); left > 0; left--)
    await page.getByTestId('remove-player').first().click();
  await setup.addPlayers(game.players);
  if (game.preset) await setup.choosePreset(game.preset);
  else await setup.setDeck(game.deck ?? []);
  const timer = page.getByTestId('option-role-timer');
  await timer.fill(String(game.roleTimer ?? 3));
  await timer.press('Tab');
  const discussion = page.getByTestId('option-discussion');
  await discussion.fill(String(game.discussionMinutes ?? 0.5));
  await discussion.press('Tab');
  if (game.houseRules?.length) {
    await page.getByTestId('house-rules').click();
    for (const rule of game.houseRules) await page.getByTestId(`house-${rule}`).check();
  }
  const weights = page.getByTestId('app-weights');
  if (!(await weights.evaluate((d) => (d as HTMLDetailsElement).open)))
    await page.getByTestId('app-weights-open').click();
  for (const [group, values] of Object.entries(game.weights ?? {})) {
    if (typeof values === 'number') await setWeight(page, group, null, values);
    else for (const [variant, value] of Object.entries(values)) await setWeight(page, group, variant, value);
  }
  if (game.deal) await setup.recordDeal(game.deal.players, game.deal.center);
  await shoot?.('setup');
  await setup.start();
  await shoot?.('deal');
  await setup.startNight();
  return new NightPage(page);
}

/** Every weight of a group 0 but the ones given: the app draws among those only. */
export function only(variants: readonly string[], chosen: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(variants.map((v) => [v, chosen[v] ?? 0]));
}

export const RIPPLES = [
  'none',
  'one-minute',
  'repeat',
  'repeat-one-player',
  'insomniac',
  'may-not-speak',
  'face-away',
  'troublemaker',
  'steal',
  'witch',
  'view-1',
  'view-2',
  'reveal',
  'dual-view',
  'two-hand-vote',
  'dual-shuffle',
  'drunk',
  'vote-for-app',
  'repeat-role',
  'i-am-alien',
] as const;
export const ALIEN_ACTIONS = [
  'view',
  'all-view',
  'stare',
  'timer',
  'left',
  'right',
  'show',
  'new-alien',
  'alien-helper',
];
export const ORACLE_QUESTIONS = [
  'alien-team',
  'werewolf-team',
  'vampire-team',
  'alien-exchange',
  'exchange',
  'center',
  'ripple',
  'even-odd',
  'player-number',
  'number',
];

const legal = (choice: ChoiceView): number[] =>
  'seats' in choice ? choice.seats.filter((s) => s.legal).map((s) => s.seat) : [];

/** What a test chooses at a call: the Oracle's answer (by value) and whether to leave optional choices. */
export interface Plan {
  readonly oracle?: string | number;
  /** Do nothing at optional calls (the default picks the first legal choice). */
  readonly nothing?: boolean;
}

/**
 * Enters the first legal choice of a call (or the plan's) through the screen, as a moderator does: clicks on
 * the table, the choice's buttons, then Confirm. Returns whether anything was entered.
 */
async function enter(page: Page, call: CallView, plan: Plan): Promise<void> {
  const seat = (s: number) => page.getByTestId(`seat-${s}`).click();
  const center = (c: number) => page.getByTestId(`center-${c}`).click();
  const choice = call.choice;
  if (plan.nothing && choice.kind !== 'oracle') {
    await page.getByTestId('did-nothing').click();
    return;
  }
  switch (choice.kind) {
    case 'oracle': {
      const answers = call.app!.oracle!.answers;
      const pick = answers.find((a) => a.answer === plan.oracle) ?? answers[0]!;
      await expect(page.getByTestId(`oracle-answer-${pick.answer}`)).toBeEnabled();
      await page.getByTestId(`oracle-answer-${pick.answer}`).click();
      await expect(page.getByTestId('oracle-reply')).toHaveAttribute('data-answer', String(pick.answer));
      const then = choice.replies.find((r) => r.answer === pick.answer)!.then;
      if (then.kind === 'none') return; // recorded with the reply
      if (then.kind === 'center') await center(then.indexes[0]!);
      if (then.kind === 'places') for (const c of then.indexes.slice(0, then.min)) await center(c);
      break;
    }
    case 'target':
    case 'place': {
      const seats = legal(choice);
      if (seats.length > 0) await seat(seats[0]!);
      else if ('indexes' in choice && choice.indexes.length > 0) await center(choice.indexes[0]!);
      else return void (await page.getByTestId('did-nothing').click());
      break;
    }
    case 'targets': {
      // Two players' cards: with fewer than two the app allows, there is nothing to exchange.
      const seats = legal(choice);
      if (seats.length < (choice.allowOne ? 1 : 2)) return void (await page.getByTestId('did-nothing').click());
      for (const s of seats.slice(0, 2)) await seat(s);
      break;
    }
    case 'center':
      await center(choice.indexes[0]!);
      break;
    case 'seer': {
      const seats = legal(choice);
      if (seats.length > 0) await seat(seats[0]!);
      break;
    }
    case 'places': {
      const seats = legal(choice);
      const picks = [...seats.map((s) => () => seat(s)), ...choice.indexes.map((c) => () => center(c))];
      if (picks.length < choice.min) return void (await page.getByTestId('did-nothing').click());
      for (const pick of picks.slice(0, choice.min)) await pick();
      break;
    }
    case 'each':
      for (const own of choice.choices) {
        const seats = legal(own.choice);
        if (seats.length === 0) continue;
        await page.getByTestId(`each-alien-${own.actor}`).click();
        await seat(seats[0]!);
      }
      if (choice.choices.every((own) => legal(own.choice).length === 0))
        return void (await page.getByTestId('did-nothing').click());
      break;
    case 'give': {
      const seats = legal(choice);
      const source = seats[0];
      if (source !== undefined) await seat(source);
      else if (choice.indexes.length > 0) await center(choice.indexes[0]!);
      else return void (await page.getByTestId('did-nothing').click());
      const to = choice.to.filter((s) => s.legal && s.seat !== source).map((s) => s.seat)[0]!;
      await expect(page.getByTestId('give-to')).toHaveAttribute('aria-pressed', 'true');
      await seat(to);
      break;
    }
    case 'direction':
      await page.getByTestId('direction-left').click();
      break;
    case 'exchange':
      await page.getByTestId('exchange').check();
      break;
    case 'marksman': {
      const seats = legal(choice);
      await page.getByTestId('marksman-card').click();
      await seat(seats[0]!);
      break;
    }
    case 'gremlin':
      return void (await page.getByTestId('did-nothing').click());
    case 'none':
      return;
  }
  await expect(page.getByTestId('confirm'), `${call.key}: ${JSON.stringify(call.choice).slice(0, 400)}`).toBeEnabled();
  await page.getByTestId('confirm').click();
}

/**
 * Plays the night through the screen until the day: each call someone answers is entered as the plan says
 * (`plans` by step key), the others are skipped with Next. `onCall` may look at a call (screenshots).
 */
export async function playAlienNight(
  page: Page,
  plans: Readonly<Record<string, Plan>> = {},
  onCall?: (call: CallView) => Promise<void>,
): Promise<GameView> {
  const night = new NightPage(page);
  for (let guard = 0; guard < 120; guard++) {
    const game = await view(page);
    const call = game.call;
    if (!call) break;
    const needsInput = !call.nobodyAwake && call.awake.length > 0 && call.choice.kind !== 'none';
    if (needsInput) {
      await night.waitForCall(call.index);
      await onCall?.(call);
      await enter(page, call, plans[call.key] ?? {});
      await expect.poll(async () => (await view(page)).call?.index !== call.index, { timeout: 20_000 }).toBe(true);
    } else {
      await night.waitForCall(call.index).catch(() => undefined);
      await onCall?.(call);
    }
    await night.finishCall(call.index);
  }
  await expect(page.getByTestId('day-screen')).toBeVisible({ timeout: 20_000 });
  return view(page);
}

/** The record the console exports, resolved by `cli resolve`, as JSON. */
export async function resolveRecord(record: unknown): Promise<{
  deaths: string[];
  winners: string[];
  players: { name: string; card: string; team: string; dead: boolean; won: boolean }[];
}> {
  const dir = mkdtempSync(join(tmpdir(), 'nightwarden-e2e-alien-'));
  const file = join(dir, 'record.json');
  writeFileSync(file, JSON.stringify(record));
  let out = '';
  let err = '';
  const code = await runCli(['resolve', file], { out: (t) => (out += t), err: (t) => (err += t) });
  if (code !== 0) throw new Error(`cli resolve exited ${code}: ${err}`);
  return JSON.parse(out);
}

/** The reveal on screen and `cli resolve` on the exported record tell the same deaths, winners and teams. */
export async function expectResolvedLikeReveal(page: Page, record: unknown): Promise<void> {
  const game = await view(page);
  const result = game.result!;
  const resolved = await resolveRecord(record);
  const dead = [...result.deaths].sort((a, b) => a.player - b.player).map((d) => d.name);
  expect(resolved.deaths).toEqual(dead);
  expect(resolved.winners).toEqual(result.winners);
  expect(resolved.players.map((p) => [p.name, p.card, p.team, p.dead, p.won])).toEqual(
    result.players.map((p) => [p.name, p.card, p.team, p.dead, p.won]),
  );
  // The screen shows the same: each row's team and outcome.
  for (const [seat, p] of result.players.entries()) {
    const row = page.getByTestId(`result-row-${seat}`);
    await expect(row).toHaveAttribute('data-team', p.team);
    await expect(row).toHaveAttribute('data-won', String(p.won));
    await expect(row).toHaveAttribute('data-dead', String(p.dead));
  }
}
