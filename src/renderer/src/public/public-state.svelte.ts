/**
 * The players' screen's state: the last public view, and the discussion timer counted down here between
 * the console's updates (it sends one when the timer starts, pauses, changes, and every few seconds).
 */
import type { PublicView } from '../../../shared/public-view.ts';
import type { PublicStatus } from './public-client.ts';

export class PublicState {
  view = $state.raw<PublicView | null>(null);
  status = $state<PublicStatus>('connecting');
  /** The clock's time at the last tick (ms). */
  now = $state(0);
  private receivedAt = 0;

  constructor(private readonly clock: () => number = () => Date.now()) {
    this.now = clock();
  }

  receive(view: PublicView): void {
    this.view = view;
    this.receivedAt = this.clock();
    this.now = this.receivedAt;
  }

  tick(): void {
    this.now = this.clock();
  }

  /** Seconds left in the discussion, counted down while it runs (null: no timer). */
  get remaining(): number | null {
    const timer = this.view?.timer;
    if (!timer) return null;
    if (timer.state !== 'running') return timer.remaining;
    return Math.max(0, timer.remaining - (this.now - this.receivedAt) / 1000);
  }

  /** The warning reached (60: "one minute left"), while time is left; null before the first. */
  get warning(): number | null {
    const timer = this.view?.timer;
    const left = this.remaining;
    if (!timer || left === null || left <= 0 || timer.state === 'ready' || timer.state === 'done') return null;
    const reached = timer.warnings.filter((at) => left <= at);
    return reached.length === 0 ? null : Math.min(...reached);
  }

  /** How much of the discussion has gone, 0 to 1. */
  get progress(): number {
    const timer = this.view?.timer;
    const left = this.remaining;
    if (!timer || left === null || timer.length <= 0) return 0;
    return Math.min(1, Math.max(0, 1 - left / timer.length));
  }
}

/**
 * The players' screen's keys while the night is told: → (or a presenter remote's Page Down, or Space) a
 * step on, ← (Page Up) a step back; null for any other key.
 */
export function publicStoryKey(key: string): 'next' | 'previous' | null {
  if (key === 'ArrowRight' || key === 'PageDown' || key === ' ') return 'next';
  if (key === 'ArrowLeft' || key === 'PageUp') return 'previous';
  return null;
}
