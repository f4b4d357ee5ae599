import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** A file given to the import input: a name and its text. */
export interface TextFile {
  readonly name: string;
  readonly text: string;
}

/** The archive screen, as a moderator uses it. */
export class ArchivePage {
  constructor(readonly page: Page) {}

  get screen(): Locator {
    return this.page.getByTestId('archive-screen');
  }

  get rows(): Locator {
    return this.page.getByTestId('archive-row');
  }

  get report(): Locator {
    return this.page.getByTestId('import-report');
  }

  row(id: string): Locator {
    return this.page.locator(`[data-testid="archive-row"][data-id="${id}"]`);
  }

  /** Opens the archive from the header and waits for its list. */
  async open(): Promise<void> {
    await this.page.getByTestId('open-archive').click();
    await expect(this.screen).toBeVisible();
    await expect(this.page.getByTestId('archive-count')).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.getByTestId('close-archive').click();
    await expect(this.screen).toBeHidden();
  }

  /** The games listed, top to bottom, by id. */
  async ids(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset['id'] ?? ''));
  }

  async search(query: string): Promise<void> {
    await this.page.getByTestId('archive-search').fill(query);
  }

  async expectIds(ids: readonly string[]): Promise<void> {
    await expect.poll(() => this.ids()).toEqual(ids);
  }

  /** Opens a game: the archive closes and the console shows the game where it stands. */
  async openGame(id: string): Promise<void> {
    await this.row(id).getByTestId('open-game').click();
    await expect(this.screen).toBeHidden();
  }

  /** Delete, then the row's "Yes, delete …". */
  async deleteGame(id: string): Promise<void> {
    await this.row(id).getByTestId('delete-game').click();
    await this.row(id).getByTestId('confirm-delete').click();
    await expect(this.row(id)).toHaveCount(0);
  }

  async exportAll(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('export-all').click(),
    ]);
    return download;
  }

  async exportGame(id: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.row(id).getByTestId('export-game').click(),
    ]);
    return download;
  }

  /** Chooses files in the import input (texts, or paths on disk) and waits for the new report. */
  async importFiles(files: readonly TextFile[] | string): Promise<void> {
    if (await this.report.isVisible()) await this.page.getByTestId('dismiss-report').click();
    await expect(this.report).toBeHidden();
    await this.page
      .getByTestId('import-input')
      .setInputFiles(
        typeof files === 'string'
          ? files
          : files.map((f) => ({ name: f.name, mimeType: 'application/json', buffer: Buffer.from(f.text) })),
      );
    await expect(this.report).toBeVisible();
  }
}
