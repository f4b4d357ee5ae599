import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** What a seat of the replay's table shows. */
export interface SeatState {
  readonly card: string;
  readonly changed: boolean;
  readonly selected: boolean;
}

/** The replay screen, as a moderator uses it. */
export class ReplayPage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId('replay-screen');
  }

  get text(): Locator {
    return this.page.getByTestId('replay-text');
  }

  get position(): Locator {
    return this.page.getByTestId('replay-position');
  }

  get slider(): Locator {
    return this.page.getByTestId('replay-slider');
  }

  get steps(): Locator {
    return this.page.getByTestId('replay-step');
  }

  get summary(): Locator {
    return this.page.getByTestId('follow-summary');
  }

  get table(): Locator {
    return this.page.getByTestId('replay-table');
  }

  /** From the reveal's "Replay" button. */
  async openFromReveal(): Promise<void> {
    await this.page.getByTestId('reveal-screen').getByTestId('open-replay').click();
    await this.waitLoaded();
  }

  /** From the archive row's "Replay" button. */
  async openFromArchive(id: string): Promise<void> {
    await this.page.locator(`[data-testid="archive-row"][data-id="${id}"]`).getByTestId('open-replay').click();
    await this.waitLoaded();
  }

  async waitLoaded(): Promise<void> {
    await expect(this.screen).toBeVisible();
    await expect(this.steps.first()).toBeVisible();
  }

  async back(): Promise<void> {
    await this.page.getByTestId('replay-back').click();
    await expect(this.screen).toBeHidden();
  }

  /** The replay index of the current step. */
  async index(): Promise<number> {
    return Number(await this.text.getAttribute('data-index'));
  }

  /** The replay indexes of the steps the timeline lists, top to bottom. */
  async indexes(): Promise<number[]> {
    return this.steps.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset['index'])));
  }

  /** The texts the timeline lists, top to bottom. */
  async texts(): Promise<string[]> {
    return this.steps.locator('.text').allTextContents();
  }

  /** Presses a key on the page (not in a field) and waits for the step to change, if it should. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Steps with → until the current step's text matches, and returns its replay index. */
  async stepUntil(pattern: RegExp, limit = 60): Promise<number> {
    for (let i = 0; i < limit; i++) {
      if (pattern.test((await this.text.textContent()) ?? '')) return this.index();
      const before = await this.index();
      await this.press('ArrowRight');
      await expect.poll(() => this.index()).not.toBe(before);
    }
    throw new Error(`no step matches ${pattern}`);
  }

  async seat(seat: number): Promise<SeatState> {
    const button = this.table.getByTestId(`seat-${seat}`);
    return {
      card: (await this.table.getByTestId(`seat-card-${seat}`).getAttribute('data-card')) ?? '',
      changed: (await button.getAttribute('data-changed')) === 'true',
      selected: (await button.getAttribute('data-selected')) === 'true',
    };
  }

  /** Every seat's card, in seat order. */
  async cards(players: number): Promise<string[]> {
    const cards: string[] = [];
    for (let seat = 0; seat < players; seat++) cards.push((await this.seat(seat)).card);
    return cards;
  }

  /** Follows a player by name, or everyone with `null`. */
  async follow(name: string | null): Promise<void> {
    const select = this.page.getByTestId('replay-follow');
    if (name === null) await select.selectOption({ index: 0 });
    else await select.selectOption({ label: name });
    if (name === null) await expect(this.summary).toBeHidden();
    else await expect(this.summary).toBeVisible();
  }

  async exportReport(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('replay-export').click(),
    ]);
    return download;
  }

  async print(): Promise<void> {
    await this.page.getByTestId('replay-print').click();
  }
}
