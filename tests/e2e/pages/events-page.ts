import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** A file given to an import input: a name and its text. */
export interface TextFile {
  readonly name: string;
  readonly text: string;
}

/** A table as the screen shows it: its players in seat order and its deck. */
export interface ShownTable {
  readonly round: number;
  readonly table: number;
  readonly players: string[];
  readonly deck: string[];
  readonly status: string;
}

export interface ShownStanding {
  readonly rank: string;
  readonly name: string;
  readonly points: number;
  readonly wins: number;
  readonly games: number;
  readonly headToHead: string;
}

export interface NewEvent {
  readonly name: string;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly players: readonly string[];
  readonly maxTableSize?: number;
  /** Part of the preset's name as the select shows it ("Blood Moon"). */
  readonly preset?: string;
}

const files = (list: readonly TextFile[]): { name: string; mimeType: string; buffer: Buffer }[] =>
  list.map((f) => ({ name: f.name, mimeType: 'application/json', buffer: Buffer.from(f.text) }));

/** The events (tournaments) screens, as an organiser uses them. */
export class EventsPage {
  constructor(readonly page: Page) {}

  get list(): Locator {
    return this.page.getByTestId('events-screen');
  }

  get screen(): Locator {
    return this.page.getByTestId('event-screen');
  }

  get failure(): Locator {
    return this.page.getByTestId('event-failure');
  }

  get report(): Locator {
    return this.page.getByTestId('games-report');
  }

  get projector(): Locator {
    return this.page.getByTestId('projector');
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="event-row"][data-name="${name}"]`);
  }

  round(number: number): Locator {
    return this.page.locator(`[data-testid="round"][data-number="${number}"]`);
  }

  table(round: number, table: number): Locator {
    return this.round(round).locator(`[data-testid="event-table"][data-table="${table}"]`);
  }

  editTable(table: number): Locator {
    return this.page.locator(`[data-testid="edit-table"][data-table="${table}"]`);
  }

  /** Opens the events list from the header. */
  async open(): Promise<void> {
    await this.page.getByTestId('open-events').click();
    await expect(this.list).toBeVisible();
    await expect(this.page.getByTestId('events-count')).toBeVisible();
  }

  /** Fills the "New event" form and creates the event; the event's screen opens. */
  async create(event: NewEvent): Promise<void> {
    await this.page.getByTestId('new-event').click();
    const form = this.page.getByTestId('event-form');
    await expect(form).toBeVisible();
    await form.getByTestId('event-name').fill(event.name);
    if (event.startDate) await form.getByTestId('event-start').fill(event.startDate);
    if (event.endDate) await form.getByTestId('event-end').fill(event.endDate);
    await form.getByTestId('event-players').fill(event.players.join('\n'));
    if (event.maxTableSize) await form.getByTestId('event-table-size').selectOption(String(event.maxTableSize));
    if (event.preset) {
      const select = form.getByTestId('event-preset');
      await expect(select.locator('option', { hasText: event.preset })).toHaveCount(1);
      const value = await select.locator('option', { hasText: event.preset }).getAttribute('value');
      await select.selectOption(value!);
    }
    await form.getByTestId('create-event').click();
    await expect(this.screen).toBeVisible();
    await expect(this.page.getByTestId('event-title')).toHaveText(event.name);
  }

  async tab(name: 'rounds' | 'players' | 'settings' | 'standings'): Promise<void> {
    await this.page.getByTestId(`tab-${name}`).click();
    await expect(this.page.getByTestId(`tab-${name}`)).toHaveAttribute('aria-selected', 'true');
  }

  /**
   * Proposes the next round and waits for its tables. With games of the rounds so far left unplayed
   * (`unplayed`: how many), the console asks first: the question names that many, and the round is
   * proposed anyway; without, it must not ask.
   */
  async proposeRound(number: number, options: { unplayed?: number } = {}): Promise<void> {
    await expect(this.page.getByTestId('propose-round')).toHaveText(new RegExp(`\\b${number}\\b`));
    await this.page.getByTestId('propose-round').click();
    if (options.unplayed !== undefined) {
      await expect(this.page.getByTestId('propose-ask')).toContainText(`${options.unplayed} table`);
      await this.page.getByTestId('propose-anyway').click();
    }
    await expect(this.round(number)).toBeVisible();
    await expect(this.page.getByTestId('propose-ask')).toHaveCount(0);
  }

  /** A round's tables as shown: players in seat order, deck, the state of their game. */
  async tables(round: number): Promise<ShownTable[]> {
    return this.round(round)
      .getByTestId('event-table')
      .evaluateAll(
        (cards, round) =>
          cards.map((card) => {
            const el = card as HTMLElement;
            const deck = (el.querySelector('[data-testid="table-deck"]') as HTMLElement).dataset['deck'] ?? '';
            return {
              round,
              table: Number(el.dataset['table']),
              players: [...el.querySelectorAll('[data-testid="seat"]')].map((s) => (s as HTMLElement).dataset['name']!),
              deck: deck ? deck.split(',') : [],
              status: el.dataset['status'] ?? '',
            };
          }),
        round,
      );
  }

  /** Chooses files in the "Import games" input and waits for the new report. */
  async importGames(list: readonly TextFile[]): Promise<void> {
    if (await this.report.isVisible()) await this.page.getByTestId('dismiss-games-report').click();
    await expect(this.report).toBeHidden();
    await this.page.getByTestId('import-games-input').setInputFiles(files(list));
    await expect(this.report).toBeVisible();
  }

  /** The games the last import seated: round and table of each. */
  async matched(): Promise<{ round: number; table: number; gameId: string }[]> {
    return this.report.getByTestId('matched-game').evaluateAll((items) =>
      items.map((item) => {
        const el = item as HTMLElement;
        return { round: Number(el.dataset['round']), table: Number(el.dataset['table']), gameId: el.dataset['game']! };
      }),
    );
  }

  async standings(): Promise<ShownStanding[]> {
    await expect(this.page.getByTestId('standings')).toBeVisible();
    return this.page
      .getByTestId('standings')
      .getByTestId('standing-row')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const cell = (id: string): string =>
            (row.querySelector(`[data-testid="${id}"]`) as HTMLElement).textContent?.trim() ?? '';
          return {
            rank: cell('standing-rank'),
            name: cell('standing-name'),
            points: Number(cell('standing-points')),
            wins: Number(cell('standing-wins')),
            games: Number(cell('standing-games')),
            headToHead: cell('standing-h2h'),
          };
        }),
      );
  }

  async exportCsv(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-csv').click(),
    ]);
    return download;
  }

  async exportEvent(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-event').click(),
    ]);
    return download;
  }

  async openProjector(): Promise<void> {
    await this.page.getByTestId('open-projector').click();
    await expect(this.projector).toBeVisible();
  }

  /** Escape leaves the full-screen standings. */
  async leaveProjector(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.projector).toBeHidden();
  }
}
