import { expect, type Locator, type Page } from '@playwright/test';
import type { Answer, CallState, ChoiceSpec, GameState } from '../../../src/main/engine/index.ts';
import { cardAt, markAt } from '../../../src/main/engine/index.ts';

/** The night screen: the call on stage, the choices, and the table. */
export class NightPage {
  constructor(readonly page: Page) {}

  get stage(): Locator {
    return this.page.getByTestId('stage');
  }

  /** The index of the call on stage; past the end once the night screen has given way to the day. */
  async shownIndex(): Promise<number> {
    const index = await this.stage.getAttribute('data-index', { timeout: 1000 }).catch(() => null);
    return index === null ? Number.POSITIVE_INFINITY : Number(index);
  }

  /** The call's place in the wake order, said plainly ("Dusk, 2nd call"), with its code beside it. */
  get wakeLabel(): Locator {
    return this.page.getByTestId('call-wake');
  }

  /** Skips calls (their lines and timers) until the call with this script index is on stage. */
  async skipTo(index: number): Promise<void> {
    for (let shown = await this.shownIndex(); shown < index; shown = await this.shownIndex())
      await this.finishCall(shown);
    await this.waitForCall(index);
  }

  /**
   * Waits until the call with this script index is on stage, and the guard of its change is over (keys
   * pressed within a short moment of a change of call are not taken for the new call).
   */
  async waitForCall(index: number): Promise<void> {
    await expect(this.stage).toHaveAttribute('data-index', String(index), { timeout: 20_000 });
    await this.guardOver();
  }

  /** The guard of the last change of call is over: Space, D and N (and their buttons) are taken again. */
  async guardOver(): Promise<void> {
    await expect(this.stage).toHaveAttribute('data-guarded', 'false');
  }

  /** Enters an answer the way a moderator would: clicking seats and center cards, then confirming. */
  async answer(choice: ChoiceSpec, answer: Answer): Promise<void> {
    const seat = (s: number) => this.page.getByTestId(`seat-${s}`).click();
    const center = (c: number) => this.page.getByTestId(`center-${c}`).click();
    const empty = Object.keys(answer).length === 0;
    if (choice.kind === 'none') return;
    if (empty) {
      await this.page.getByTestId('did-nothing').click();
      return;
    }
    switch (choice.kind) {
      case 'target':
        await seat(answer.target!);
        break;
      case 'targets':
        for (const t of answer.targets!) await seat(t);
        break;
      case 'center':
        await center(answer.center!);
        break;
      case 'seer':
        if (answer.target !== undefined) {
          await this.page.getByTestId('seer-player').click();
          await seat(answer.target);
        } else {
          await this.page.getByTestId('seer-center').click();
          for (const c of answer.centers!) await center(c);
        }
        break;
      case 'marksman':
        if (answer.card !== undefined) {
          await this.page.getByTestId('marksman-card').click();
          await seat(answer.card);
        }
        if (answer.mark !== undefined) {
          await this.page.getByTestId('marksman-mark').click();
          await seat(answer.mark);
        }
        break;
      case 'gremlin':
        await this.page.getByTestId(answer.swap === 'cards' ? 'gremlin-cards' : 'gremlin-marks').click();
        for (const t of answer.targets!) await seat(t);
        break;
    }
    const index = await this.shownIndex();
    await expect(this.page.getByTestId('confirm')).toBeEnabled();
    await this.page.getByTestId('confirm').click();
    // Answered: the call says so, or (with no time left on it) the next call is already on stage.
    await expect
      .poll(async () => (await this.page.getByTestId('answered').isVisible()) || (await this.shownIndex()) > index)
      .toBe(true);
  }

  /** Skips the rest of the call (lines and timer) until the next call is on stage, or the night is over. */
  async finishCall(index: number): Promise<void> {
    // Next is not taken for a short moment after each change of call (the button says so: aria-disabled).
    for (let i = 0; i < 200; i++) {
      if (await this.page.getByTestId('night-over').isVisible()) return;
      if ((await this.shownIndex()) > index) return;
      const next = this.page.getByTestId('next');
      // The button goes away when the night ends: a short try, then look again.
      if (await next.isEnabled().catch(() => false)) await next.click({ timeout: 1000 }).catch(() => undefined);
      await this.page.waitForTimeout(30);
    }
    throw new Error(`call ${index} did not end`);
  }

  /**
   * The table as shown, compared with the engine's. Once the day has begun the table is closed (the whole
   * table sees that screen): it is opened on purpose, as a moderator would.
   */
  async expectTable(state: GameState, withMarks: boolean): Promise<void> {
    const n = state.setup.players.length;
    const show = this.page.getByTestId('day-table-show');
    if (await show.isVisible().catch(() => false)) await show.click();
    for (let p = 0; p < n; p++) {
      await expect(this.page.getByTestId(`seat-card-${p}`)).toHaveAttribute('data-card', cardAt(state, p));
      if (withMarks)
        await expect(this.page.getByTestId(`seat-mark-${p}`)).toHaveAttribute('data-mark', markAt(state, p));
    }
    for (let c = 0; c < 3; c++) {
      await expect(this.page.getByTestId(`center-${c}`)).toHaveAttribute('data-card', cardAt(state, n + c));
    }
  }
}

/** A deterministic legal answer from the engine's choices: the moderator's player always acts. */
export function chooseAnswer(call: CallState): Answer {
  const spec = call.choice;
  const legal = 'seats' in spec ? spec.seats.filter((s) => s.legal).map((s) => s.seat) : [];
  switch (spec.kind) {
    case 'none':
      return {};
    case 'target':
      return legal.length > 0 ? { target: legal[0]! } : {};
    case 'targets':
      return legal.length >= 2 ? { targets: [legal[0]!, legal[1]!] } : {};
    case 'center':
      return { center: 1 };
    case 'seer':
      return { centers: [0, 2] };
    case 'marksman':
      return legal.length >= 2 ? { card: legal[0]!, mark: legal[1]! } : {};
    case 'gremlin':
      return legal.length >= 2 ? { swap: 'marks', targets: [legal[0]!, legal[1]!] } : {};
    // The app's calls (Alien) are driven by their own page objects; here they pass.
    case 'oracle':
    case 'each':
    case 'place':
    case 'places':
    case 'give':
    case 'direction':
    case 'exchange':
      return {};
    case 'artifact':
      return legal.length > 0 ? { target: legal[0]! } : {};
  }
}
