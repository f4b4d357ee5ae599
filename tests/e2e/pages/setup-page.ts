import { expect, type Page } from '@playwright/test';

/** The setup and deal screens, as a moderator uses them. */
export class SetupPage {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.page.getByTestId('setup-screen')).toBeVisible();
  }

  async addPlayers(names: readonly string[]): Promise<void> {
    for (const name of names) {
      await this.page.getByTestId('new-player-name').fill(name);
      await this.page.getByTestId('add-player').click();
    }
    await expect(this.page.getByTestId('player-row')).toHaveCount(names.length);
  }

  async choosePreset(id: string): Promise<void> {
    await this.page.getByTestId(`preset-${id}`).click();
  }

  async setDeck(roles: readonly string[]): Promise<void> {
    const clear = this.page.getByTestId('clear-deck');
    if (await clear.isEnabled()) await clear.click();
    for (const role of roles) await this.page.getByTestId(`add-${role}`).click();
  }

  async recordDeal(players: readonly string[], center: readonly string[]): Promise<void> {
    await this.page.getByTestId('deal-manual').check();
    for (const [i, role] of players.entries()) await this.page.getByTestId(`deal-seat-${i}`).selectOption(role);
    for (const [j, role] of center.entries()) await this.page.getByTestId(`deal-center-${j}`).selectOption(role);
  }

  /**
   * Types the physical deal as a moderator does: for each card, seat by seat then the center, the letters
   * its tile shows (its short code among the roles left), then Enter. Returns the keys pressed.
   */
  async typeDeal(players: readonly string[], center: readonly string[]): Promise<number> {
    await this.page.getByTestId('deal-manual').check();
    await this.page.getByTestId('deal-typing').focus();
    let keys = 0;
    for (const role of [...players, ...center]) {
      const code = (await this.page.getByTestId(`deal-offer-${role}`).getAttribute('data-code')) ?? '';
      for (const letter of code) await this.page.keyboard.press(letter);
      await this.page.keyboard.press('Enter');
      keys += code.length + 1;
    }
    return keys;
  }

  async start(): Promise<void> {
    await expect(this.page.getByTestId('start-game')).toBeEnabled();
    await this.page.getByTestId('start-game').click();
    await expect(this.page.getByTestId('deal-screen')).toBeVisible();
  }

  async startNight(): Promise<void> {
    await this.page.getByTestId('start-night').click();
    await expect(this.page.getByTestId('stage')).toBeVisible();
  }
}
