/**
 * The deal screen's state: the game exists (phase `setup`) and its cards are dealt; the moderator hands
 * them out, then starts the night or goes back to change the setup.
 */
import type { AppState } from '../app/app-state.svelte.ts';
import { keepDraft } from './setup-draft.ts';

export type DealApp = Pick<AppState, 'api' | 'call' | 'show' | 'newGame' | 'game' | 'hideSecrets' | 'toggleSecrets'> &
  Partial<Pick<AppState, 'eventOf'>>;

export interface DealRow {
  readonly seat: number;
  readonly name: string;
  readonly card: string;
}

export class DealState {
  starting = $state(false);

  /** Each player's card, in seat order. */
  readonly seats: readonly DealRow[];
  readonly center: readonly string[];
  /** The seed the app shuffled with, so the same deal can be found again; null for a recorded deal. */
  readonly seed: number | null;
  readonly dealMode: 'shuffle' | 'manual';
  /** Card names are shown only while the console's secrets are. */
  readonly showCards: boolean;

  constructor(private readonly app: DealApp) {
    this.seats = $derived(
      (app.game?.table.players ?? []).map((player, seat) => ({ seat, name: player.name, card: player.card })),
    );
    this.center = $derived(app.game?.table.center ?? []);
    this.seed = $derived(app.game?.dealMode === 'shuffle' ? app.game.seed : null);
    this.dealMode = $derived(app.game?.dealMode ?? 'shuffle');
    this.showCards = $derived(!app.hideSecrets);
  }

  async startNight(): Promise<boolean> {
    const game = this.app.game;
    if (!game || this.starting) return false;
    this.starting = true;
    try {
      const view = await this.app.call(this.app.api.startNight(game.id));
      if (!view) return false;
      this.app.show(view);
      return true;
    } finally {
      this.starting = false;
    }
  }

  /** The console's "show secrets" switch (H), from the screen that needs it. */
  showSecrets(): void {
    if (this.app.hideSecrets) this.app.toggleSecrets();
  }

  /**
   * Back to the setup screen, which starts from this game's players, deck, options and deal mode, with a
   * clean deal (a physical deal is entered again; an event's table stays the table).
   */
  back(): void {
    const game = this.app.game;
    if (game) keepDraft(game, this.app.eventOf?.(game.id) ?? null);
    this.app.newGame();
  }

  /** The deal screen's keys: Enter or Space starts the night, B goes back to setup. */
  onKey(key: string): boolean {
    switch (key) {
      case 'Enter':
      case ' ':
        void this.startNight();
        return true;
      case 'b':
      case 'B':
        this.back();
        return true;
    }
    return false;
  }
}
