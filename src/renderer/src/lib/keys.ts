/**
 * The console's keys, read the same on every keyboard layout: seats and center cards by the key's place
 * on the number row (`event.code`), so an AZERTY keyboard needs no Shift for them; letters by what they
 * print (`event.key`).
 *
 * Seats 1 to 12 are the number row's twelve keys: 1–9, 0 (the tenth), then the two keys after it (− and =
 * on a US keyboard) for the eleventh and twelfth; the keypad's 1–9 and 0 work too. Shift with 1, 2 or 3
 * picks a center card, Shift with 4 the Center Werewolf card (Daybreak's Alpha Wolf).
 */

/** A key press as the screens' key handlers receive it (a bare string is a key without modifiers). */
export interface KeyPress {
  readonly key: string;
  readonly code?: string;
  readonly shiftKey?: boolean;
}

export function press(input: string | KeyPress): KeyPress {
  return typeof input === 'string' ? { key: input } : input;
}

const ROW = [
  'Digit1',
  'Digit2',
  'Digit3',
  'Digit4',
  'Digit5',
  'Digit6',
  'Digit7',
  'Digit8',
  'Digit9',
  'Digit0',
  'Minus',
  'Equal',
];
const PAD = [
  'Numpad1',
  'Numpad2',
  'Numpad3',
  'Numpad4',
  'Numpad5',
  'Numpad6',
  'Numpad7',
  'Numpad8',
  'Numpad9',
  'Numpad0',
];

/** The seat (0-based) a key names, or null. Without a code (tests, old browsers), the digit it prints. */
export function seatOfPress(input: string | KeyPress): number | null {
  const p = press(input);
  if (p.shiftKey) return null;
  if (p.code) {
    const row = ROW.indexOf(p.code);
    if (row >= 0) return row;
    const pad = PAD.indexOf(p.code);
    if (pad >= 0) return pad;
    if (/^(Digit|Numpad)\d$/.test(p.code)) return null;
  }
  if (/^[0-9]$/.test(p.key)) return p.key === '0' ? 9 : Number(p.key) - 1;
  return null;
}

const CENTER_ROW = ['Digit1', 'Digit2', 'Digit3', 'Digit4'];
const CENTER_PAD = ['Numpad1', 'Numpad2', 'Numpad3', 'Numpad4'];
/** What Shift with 1, 2, 3, 4 prints on a US keyboard (when the key's place is not known). */
const SHIFTED = ['!', '@', '#', '$'];

/** The center card (0-based) Shift with 1 to 4 names, or null (4: the Center Werewolf card). */
export function centerOfPress(input: string | KeyPress): number | null {
  const p = press(input);
  if (!p.shiftKey) return null;
  if (p.code) {
    const at = Math.max(CENTER_ROW.indexOf(p.code), CENTER_PAD.indexOf(p.code));
    return at >= 0 ? at : null;
  }
  const at = Math.max(['1', '2', '3', '4'].indexOf(p.key), SHIFTED.indexOf(p.key));
  return at >= 0 ? at : null;
}

/** How the seat keys read for a table of `players` ("1–9, 0" up to ten, "1–9, 0, −, =" for eleven or twelve). */
export function seatKeysLabel(players: number): string {
  if (players <= 9) return `1–${Math.max(players, 1)}`;
  if (players === 10) return '1–9, 0';
  return players === 11 ? '1–9, 0, −' : '1–9, 0, −, =';
}

/** Whether a key went to a text field (its keys are its own). */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  return (
    element.tagName === 'INPUT' ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT' ||
    element.isContentEditable === true
  );
}
