/**
 * What the screen reader is told, through two live regions the console keeps on every screen (App's
 * `LiveRegions`): polite (the call, who is awake, the timer's thresholds, an answer recorded) and
 * assertive (the time is up). Screens call `say` with words already in the console's language; nothing
 * ticks through here every second.
 *
 * Each message is a new element of its region (the last few are kept), so two messages in a row are both
 * read, and the same words said twice are said twice.
 */
export type Urgency = 'polite' | 'assertive';

export interface Spoken {
  readonly id: number;
  readonly text: string;
}

/** How many messages each region keeps (older ones leave the page; they have been read). */
export const KEPT = 4;

export class Announcer {
  polite = $state.raw<readonly Spoken[]>([]);
  assertive = $state.raw<readonly Spoken[]>([]);
  private next = 0;

  say(text: string, urgency: Urgency = 'polite'): void {
    const words = text.trim();
    if (words === '') return;
    const message = { id: ++this.next, text: words };
    if (urgency === 'assertive') this.assertive = [...this.assertive, message].slice(-KEPT);
    else this.polite = [...this.polite, message].slice(-KEPT);
  }

  /** The last message of either region (tests and the options' preview). */
  get last(): string {
    const all = [...this.polite, ...this.assertive].sort((a, b) => a.id - b.id);
    return all.at(-1)?.text ?? '';
  }

  clear(): void {
    this.polite = [];
    this.assertive = [];
  }
}

export const announcer = new Announcer();
