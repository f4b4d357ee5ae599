import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  applyAnswer,
  createGame,
  currentCall,
  isNightOver,
  type Answer,
  type GameState,
  type Role,
} from '../../../src/main/engine/index.ts';
import { NightPage, chooseAnswer } from './night-page.ts';
import { SetupPage } from './setup-page.ts';

/** A game set up through the console with a recorded deal, so the test knows who holds what. */
export interface TableGame {
  readonly players: readonly string[];
  readonly preset?: string;
  readonly deal: { readonly players: readonly Role[]; readonly center: readonly Role[] };
  /** Answers for some calls, by step key; the other calls take the engine's first legal choice. */
  readonly answers?: Readonly<Record<string, Answer>>;
}

export function engineGame(game: TableGame): GameState {
  const created = createGame({ players: game.players, deal: game.deal });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  return created.value;
}

/**
 * Setup through the console: the players, the deck (a preset or the dealt cards), short timers (3 s per
 * call, the discussion in minutes), the recorded deal; then the night begins.
 */
export async function setUpGame(
  page: Page,
  url: string,
  game: TableGame,
  options: { discussionMinutes?: number; shot?: (name: string) => Promise<void> } = {},
): Promise<NightPage> {
  const setup = new SetupPage(page);
  await setup.open(url);
  await setup.addPlayers(game.players);
  if (game.preset) await setup.choosePreset(game.preset);
  else await setup.setDeck([...game.deal.players, ...game.deal.center].sort());
  const timer = page.getByTestId('option-role-timer');
  await timer.fill('3');
  await timer.press('Tab');
  const discussion = page.getByTestId('option-discussion');
  await discussion.fill(String(options.discussionMinutes ?? 0.5));
  await discussion.press('Tab');
  await setup.recordDeal(game.deal.players, game.deal.center);
  await options.shot?.('01-setup');
  await setup.start();
  await setup.startNight();
  return new NightPage(page);
}

/** Plays every call: the engine (or the game's own answers) picks, the console records, the tables agree. */
export async function playNight(night: NightPage, game: TableGame): Promise<GameState> {
  let state = engineGame(game);
  while (!isNightOver(state)) {
    const call = currentCall(state)!;
    const needsInput = call.awake.actors.length > 0 && call.choice.kind !== 'none';
    const answer = needsInput ? (game.answers?.[call.step.key] ?? chooseAnswer(call)) : {};
    if (needsInput) {
      await night.waitForCall(call.index);
      await night.answer(call.choice, answer);
    }
    const applied = applyAnswer(state, answer);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    await night.finishCall(call.index);
  }
  return state;
}

/** The day screen: the discussion timer, then the vote entry. */
export class DayPage {
  constructor(readonly page: Page) {}

  get timer(): Locator {
    return this.page.getByTestId('day-timer');
  }

  async remaining(): Promise<number> {
    return Number(await this.timer.getAttribute('data-remaining'));
  }

  /** The night is over: "Everyone, wake up!" and the timer, not started. */
  async expectMorning(): Promise<void> {
    await expect(this.page.getByTestId('night-over')).toBeVisible();
    await expect(this.timer).toHaveAttribute('data-state', 'ready');
  }

  async startDiscussion(): Promise<void> {
    await this.page.getByTestId('day-start').click();
    await expect(this.timer).toHaveAttribute('data-state', 'running');
  }

  async voteNow(): Promise<void> {
    await this.page.getByTestId('vote-now').click();
    await this.expectVote();
  }

  async expectVote(timeout = 10_000): Promise<void> {
    await expect(this.page.getByTestId('phase')).toHaveText(/Vote/, { timeout });
    await expect(this.page.getByTestId('vote-voter')).toBeVisible();
  }

  /** One tap per player on the seat they point at (from seat `from` on): the voter moves on by itself. */
  async tapVotes(votes: readonly number[], from = 0): Promise<void> {
    for (const [i, target] of votes.entries()) {
      const voter = from + i;
      if ((await this.page.getByTestId('vote-voter').getAttribute('data-seat')) !== String(voter))
        await this.page.getByTestId(`vote-row-${voter}`).click();
      await expect(this.page.getByTestId('vote-voter')).toHaveAttribute('data-seat', String(voter));
      await this.page.getByTestId(`vote-seat-${target}`).click();
      await expect(this.page.getByTestId(`vote-row-${voter}`)).toHaveAttribute('data-target', String(target));
    }
  }

  /** The keyboard: the voter's number, then the target's (0 for the tenth). */
  async typeVotes(votes: readonly number[]): Promise<void> {
    const key = (seat: number): string => String((seat + 1) % 10);
    for (const [voter, target] of votes.entries()) {
      await this.page.keyboard.press(key(voter));
      await this.page.keyboard.press(key(target));
      await expect(this.page.getByTestId(`vote-row-${voter}`)).toHaveAttribute('data-target', String(target));
    }
  }

  async confirm(): Promise<void> {
    await expect(this.page.getByTestId('confirm-votes')).toBeEnabled();
    await this.page.getByTestId('confirm-votes').click();
    await expect(this.page.getByTestId('reveal-screen')).toBeVisible();
  }
}

/** The reveal: deaths, players' rows, the night step by step, and its buttons. */
export class RevealPage {
  constructor(readonly page: Page) {}

  async deaths(): Promise<{ name: string; text: string }[]> {
    const rows = this.page.locator('[data-testid^="death-"]');
    const out: { name: string; text: string }[] = [];
    for (let i = 0; i < (await rows.count()); i++) {
      const row = this.page.getByTestId(`death-${i}`);
      out.push({ name: (await row.getAttribute('data-player')) ?? '', text: await row.innerText() });
    }
    return out;
  }

  /** Saves the record with the export button and reads the file the browser downloaded. */
  async exportRecord(): Promise<{ fileName: string; record: unknown }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-record').click(),
    ]);
    const path = await download.path();
    return { fileName: download.suggestedFilename(), record: JSON.parse(await readFile(path, 'utf8')) as unknown };
  }

  get steps(): Locator {
    return this.page.getByTestId('overnight-step');
  }

  async currentStep(): Promise<number> {
    return Number(
      await this.page.locator('[data-testid="overnight-step"][aria-current="step"]').getAttribute('data-index'),
    );
  }
}
