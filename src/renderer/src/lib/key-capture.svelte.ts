/**
 * The options' "change a key": the action waiting for its new key, and what became of the last try (the
 * key taken, or why it was refused), for the options dialog to show and the screen reader to hear.
 */
import {
  bindingOf,
  keyLabel,
  type BindingRefusal,
  type KeyActionId,
  type KeyEventLike,
  type KeyMap,
} from './key-map.svelte.ts';

export type CaptureOutcome =
  | { readonly kind: 'saved'; readonly id: KeyActionId; readonly label: string }
  | { readonly kind: 'refused'; readonly id: KeyActionId; readonly refusal: BindingRefusal }
  | { readonly kind: 'reset' };

export class KeyCapture {
  /** The action whose new key the next press is. */
  waiting = $state<KeyActionId | null>(null);
  outcome = $state<CaptureOutcome | null>(null);

  constructor(
    private readonly keys: KeyMap,
    private readonly space: () => string = () => 'Space',
  ) {}

  start(id: KeyActionId): void {
    this.waiting = id;
    this.outcome = null;
  }

  cancel(): void {
    this.waiting = null;
  }

  /**
   * A key pressed while waiting: Tab leaves (never a trap), Escape cancels, a modifier alone waits on, any
   * other key is tried. Returns whether the press was used (the dialog then stops the browser's handling).
   */
  press(event: KeyEventLike): boolean {
    const id = this.waiting;
    if (id === null) return false;
    if (event.key === 'Tab') {
      this.waiting = null;
      return false;
    }
    if (event.key === 'Escape') {
      this.waiting = null;
      return true;
    }
    if (['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'].includes(event.key)) return true;
    const binding = bindingOf(event);
    if (binding === null) {
      this.outcome = { kind: 'refused', id, refusal: { code: 'not-a-character', key: event.key } };
      return true;
    }
    const result = this.keys.bind(id, binding);
    if (result.ok) {
      this.outcome = { kind: 'saved', id, label: keyLabel(binding, this.space()) };
      this.waiting = null;
    } else this.outcome = { kind: 'refused', id, refusal: result.refusal };
    return true;
  }

  reset(): void {
    this.keys.reset();
    this.waiting = null;
    this.outcome = { kind: 'reset' };
  }
}
