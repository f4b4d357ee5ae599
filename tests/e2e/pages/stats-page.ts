import { expect, type Locator, type Page } from '@playwright/test';

/** One player's line as the table shows it (the Assassin column counts the Apprentice's wins too). */
export interface StatsLine {
  readonly games: string;
  readonly wins: string;
  readonly winRate: string;
  readonly killed: string;
  readonly tanner: string;
  readonly assassin: string;
}

/** The player statistics screen, as a moderator uses it. */
export class StatsPage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId('stats-screen');
  }

  get rows(): Locator {
    return this.page.getByTestId('stats-row');
  }

  get error(): Locator {
    return this.page.getByTestId('stats-error');
  }

  get empty(): Locator {
    return this.page.getByTestId('stats-empty');
  }

  get count(): Locator {
    return this.page.getByTestId('stats-count');
  }

  row(name: string): Locator {
    return this.page.locator(`[data-testid="stats-row"][data-name="${name}"]`);
  }

  details(name: string): Locator {
    return this.page.locator(`[data-testid="stats-details"][data-name="${name}"]`);
  }

  /** Opens the statistics from the header and waits for the first answer. */
  async open(): Promise<void> {
    await this.page.getByTestId('open-stats').click();
    await expect(this.screen).toBeVisible();
    await expect(this.rows.or(this.empty).or(this.error).first()).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.getByTestId('close-stats').click();
    await expect(this.screen).toBeHidden();
  }

  /** The players listed, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset['name'] ?? ''));
  }

  async expectNames(names: readonly string[]): Promise<void> {
    await expect.poll(() => this.names()).toEqual(names);
  }

  /** The numbers of a player's row (the Assassin cell without its "incl. … as Apprentice" note). */
  async line(name: string): Promise<StatsLine> {
    const row = this.row(name);
    const text = async (id: string): Promise<string> => (await row.getByTestId(id).innerText()).trim();
    const assassin = await row.getByTestId('stats-assassin').evaluate((cell) =>
      [...cell.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim(),
    );
    return {
      games: await text('stats-games'),
      wins: await text('stats-wins'),
      winRate: await text('stats-win-rate'),
      killed: await text('stats-killed'),
      tanner: await text('stats-tanner'),
      assassin,
    };
  }

  async expectLine(name: string, line: StatsLine): Promise<void> {
    await expect.poll(() => this.line(name)).toEqual(line);
  }

  /** Types a date (YYYY-MM-DD) in a date field, as a keyboard would, or clears it. */
  async setDate(field: 'from' | 'to', date: string): Promise<void> {
    await this.page.getByTestId(`stats-${field}`).fill(date);
  }

  async searchPlayer(text: string): Promise<void> {
    await this.page.getByTestId('stats-player').fill(text);
  }

  /** Keeps one event's games ('' for all games). */
  async chooseEvent(id: string): Promise<void> {
    await this.page.getByTestId('stats-event').selectOption(id);
  }

  async clearFilters(): Promise<void> {
    await this.page.getByTestId('stats-clear').click();
  }

  async sortBy(column: string): Promise<void> {
    await this.page.getByTestId(`sort-${column}`).click();
  }

  /** Opens (or closes) a player's details from their row. */
  async toggle(name: string): Promise<void> {
    await this.row(name).getByTestId('stats-player-toggle').click();
  }

  /** A details group's lines, as "label: record, rate" strings, top to bottom. */
  async tallies(name: string, group: 'team' | 'role'): Promise<string[]> {
    return this.details(name)
      .getByTestId(`stats-by-${group}`)
      .getByTestId('tally')
      .evaluateAll((rows) =>
        rows.map((row) => {
          // French sets a narrow no-break space before "%": compared as a plain one.
          const cells = [...row.children].map((c) =>
            (c as HTMLElement).innerText.replace(/[\u00a0\u202f]/g, ' ').trim(),
          );
          return `${cells[0]}: ${cells[2]}, ${cells[3]}`;
        }),
      );
  }
}
