/**
 * The console's single-key shortcuts, which the moderator may turn off or move to other keys (WCAG 2.2 SC
 * 2.1.4 "Character Key Shortcuts": a speech-input user's words, or a screen reader's keys, must not fire
 * them by accident). Kept in localStorage, apart from the narration's preferences.
 *
 * Every action has a default key, the one the screens' state classes read (`NightState.onKey(' ')`, `'u'`…).
 * `translate` turns the key the moderator pressed into that default key, or into nothing: the state classes
 * and their tests keep speaking of the default keys, and only this class knows the moderator's mapping. A
 * binding is one character alone ("u", " ", "+") or with Alt or Ctrl ("alt+u", "ctrl+alt+k").
 *
 * With single-key shortcuts off, a binding without Alt or Ctrl does nothing, and the number row's seat
 * keys work only while the focus is on the table (SC 2.1.4's "active only on focus"); a binding with a
 * modifier keeps working. Keys that are no characters (Enter, Escape, Backspace, Tab, the arrows, Home,
 * End) are fixed: SC 2.1.4 is not about them, and Tab and Escape must always move the focus and close.
 *
 * Conflicts are refused: an action may not take a key that another action uses on a screen where both
 * work (the correction's keys and a choice's are never in force together, see LAYERS), nor a key the
 * console keeps (the seats' number row), nor one the browser does not let a page have (Ctrl+W closes
 * the window).
 */
import { centerOfPress, seatOfPress } from './keys.ts';

/** Where an action's key works. `choice` and `correction` are the night's layers (one at a time). */
export type KeyScope = 'global' | 'night' | 'choice' | 'correction' | 'day' | 'vote' | 'deal' | 'reveal';

/** The layers in force together on each screen (with the correction open, its layer replaces the choice's). */
export const LAYERS = {
  night: ['global', 'night', 'choice'],
  'night-correcting': ['global', 'night', 'correction'],
  day: ['global', 'day', 'correction'],
  vote: ['global', 'vote'],
  deal: ['global', 'deal'],
  reveal: ['global', 'reveal'],
  other: ['global'],
} as const satisfies Record<string, readonly KeyScope[]>;

export type KeyScreen = keyof typeof LAYERS;

/** The screens where the number row picks seats (and Shift with 1–4 the center cards). */
const SEAT_SCREENS: ReadonlySet<KeyScreen> = new Set(['night', 'night-correcting', 'vote']);

export interface KeyAction {
  readonly id: string;
  /** The screens' layers where it works. */
  readonly scopes: readonly KeyScope[];
  /** The key the screens' state classes read for it (and its binding until the moderator moves it). */
  readonly key: string;
}

/** Every action a character key fires, in the order the options list them (grouped by screen). */
export const KEY_ACTIONS = [
  { id: 'secrets', scopes: ['global'], key: 'h' },
  { id: 'playersScreen', scopes: ['global'], key: 'w' },
  { id: 'night.advance', scopes: ['night'], key: ' ' },
  { id: 'night.didNothing', scopes: ['night'], key: 'd' },
  { id: 'night.pause', scopes: ['night'], key: 'p' },
  { id: 'night.extend', scopes: ['night'], key: '+' },
  { id: 'night.next', scopes: ['night'], key: 'n' },
  { id: 'night.undo', scopes: ['night'], key: 'u' },
  { id: 'night.correct', scopes: ['night'], key: 'o' },
  { id: 'choice.cards', scopes: ['choice'], key: 'c' },
  { id: 'choice.marks', scopes: ['choice'], key: 'm' },
  { id: 'choice.left', scopes: ['choice'], key: 'l' },
  { id: 'choice.right', scopes: ['choice'], key: 'r' },
  { id: 'choice.exchange', scopes: ['choice'], key: 'x' },
  { id: 'choice.token', scopes: ['choice'], key: 't' },
  { id: 'choice.give', scopes: ['choice'], key: 'g' },
  { id: 'correction.shield', scopes: ['correction'], key: 's' },
  { id: 'correction.artifact', scopes: ['correction'], key: 'a' },
  { id: 'correction.face', scopes: ['correction'], key: 'f' },
  { id: 'correction.cards', scopes: ['correction'], key: 'c' },
  { id: 'correction.marks', scopes: ['correction'], key: 'm' },
  { id: 'day.timer', scopes: ['day'], key: ' ' },
  { id: 'day.extend', scopes: ['day'], key: '+' },
  { id: 'day.voteNow', scopes: ['day'], key: 'v' },
  { id: 'day.table', scopes: ['day'], key: 't' },
  { id: 'day.undo', scopes: ['day', 'vote'], key: 'u' },
  { id: 'vote.app', scopes: ['vote'], key: 'a' },
  { id: 'deal.start', scopes: ['deal'], key: ' ' },
  { id: 'deal.back', scopes: ['deal'], key: 'b' },
  { id: 'reveal.read', scopes: ['reveal'], key: 'a' },
  { id: 'reveal.fullscreen', scopes: ['reveal'], key: 'f' },
  { id: 'reveal.replay', scopes: ['reveal'], key: 'r' },
  { id: 'reveal.export', scopes: ['reveal'], key: 'e' },
  { id: 'reveal.newGame', scopes: ['reveal'], key: 'n' },
  { id: 'reveal.setup', scopes: ['reveal'], key: 's' },
  { id: 'reveal.undo', scopes: ['reveal'], key: 'u' },
  { id: 'reveal.event', scopes: ['reveal'], key: 'b' },
  { id: 'reveal.tell', scopes: ['reveal'], key: 'p' },
] as const satisfies readonly KeyAction[];

export type KeyActionId = (typeof KEY_ACTIONS)[number]['id'];

/** The action that chooses each kind of correction ("something moved now"), at night and at the day. */
export const CORRECTION_ACTIONS = {
  'swap-cards': 'correction.cards',
  'swap-marks': 'correction.marks',
  shield: 'correction.shield',
  artifact: 'correction.artifact',
  'face-up': 'correction.face',
} as const satisfies Record<string, KeyActionId>;

const ACTIONS: ReadonlyMap<string, KeyAction> = new Map(KEY_ACTIONS.map((a) => [a.id, a]));

/** A key as bound: one character, lower case, with or without Alt and Ctrl. */
export interface Binding {
  readonly key: string;
  readonly alt: boolean;
  readonly ctrl: boolean;
}

/** What a key handler receives from the browser (a KeyboardEvent has all of it). */
export interface KeyEventLike {
  readonly key: string;
  readonly code?: string;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

/** Why a binding was refused (the options word it in the console's language). */
export type BindingRefusal =
  | { readonly code: 'not-a-character'; readonly key: string }
  | { readonly code: 'seat-key'; readonly key: string }
  | { readonly code: 'browser'; readonly key: string }
  | { readonly code: 'taken'; readonly key: string; readonly by: KeyActionId };

export type BindResult = { readonly ok: true } | { readonly ok: false; readonly refusal: BindingRefusal };

const STORAGE_KEY = 'nightwarden.keys';

/** Keys the browser (or the system) keeps for itself: a page cannot have them, or should not. */
const BROWSER_KEYS: ReadonlySet<string> = new Set([
  // Ctrl: close, new tab and window, quit (never given to a page), and the browser's own everyday keys.
  'ctrl+w',
  'ctrl+t',
  'ctrl+n',
  'ctrl+q',
  'ctrl+r',
  'ctrl+l',
  'ctrl+f',
  'ctrl+p',
  'ctrl+s',
  'ctrl+o',
  'ctrl+a',
  'ctrl+c',
  'ctrl+v',
  'ctrl+x',
  'ctrl+z',
  'ctrl+y',
  'ctrl++',
  'ctrl+-',
  'ctrl+0',
  // Alt: the browser's menu, its address bar and its history.
  'alt+f',
  'alt+e',
  'alt+d',
]);

/** "alt+u", "ctrl+alt+ ": the binding's text, modifiers first in a fixed order. */
export function bindingText(binding: Binding): string {
  return `${binding.ctrl ? 'ctrl+' : ''}${binding.alt ? 'alt+' : ''}${binding.key}`;
}

/** Reads a binding's text back (null for anything that is not one). */
export function parseBinding(text: unknown): Binding | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > 16) return null;
  let rest = text;
  let ctrl = false;
  let alt = false;
  if (rest.startsWith('ctrl+') && rest.length > 5) {
    ctrl = true;
    rest = rest.slice(5);
  }
  if (rest.startsWith('alt+') && rest.length > 4) {
    alt = true;
    rest = rest.slice(4);
  }
  if ([...rest].length !== 1 || rest !== rest.toLowerCase()) return null;
  return { key: rest, alt, ctrl };
}

function same(a: Binding, b: Binding): boolean {
  return a.key === b.key && a.alt === b.alt && a.ctrl === b.ctrl;
}

/** One character a key press types, lower case; with Alt or Ctrl, the key's place says which (Option+U is "¨" on a Mac). */
function characterOf(event: KeyEventLike): string | null {
  if ((event.altKey || event.ctrlKey) && event.code) {
    const letter = /^Key([A-Z])$/.exec(event.code);
    if (letter) return letter[1]!.toLowerCase();
    const digit = /^(?:Digit|Numpad)(\d)$/.exec(event.code);
    if (digit) return digit[1]!;
  }
  return [...event.key].length === 1 ? event.key.toLowerCase() : null;
}

/** The binding a key press makes (null: not a character key, or Meta held, which is the system's). */
export function bindingOf(event: KeyEventLike): Binding | null {
  if (event.metaKey) return null;
  const key = characterOf(event);
  if (key === null) return null;
  return { key, alt: event.altKey === true, ctrl: event.ctrlKey === true };
}

/** Whether two scopes are ever in force at once (then one key cannot serve both). */
function together(a: KeyScope, b: KeyScope): boolean {
  return Object.values(LAYERS).some(
    (layers) => (layers as readonly KeyScope[]).includes(a) && (layers as readonly KeyScope[]).includes(b),
  );
}

function overlaps(a: KeyAction, b: KeyAction): boolean {
  return a.scopes.some((x) => b.scopes.some((y) => together(x, y)));
}

/** How a key reads on screen: "U", "Space", "Alt+U", "+". */
export function keyLabel(binding: Binding, space: string): string {
  const key = binding.key === ' ' ? space : binding.key.toUpperCase();
  return `${binding.ctrl ? 'Ctrl+' : ''}${binding.alt ? 'Alt+' : ''}${key}`;
}

interface Stored {
  readonly enabled: boolean;
  readonly bindings: Readonly<Record<string, string>>;
}

export class KeyMap {
  /** Single-key shortcuts on (the default) or off (only bindings with Alt or Ctrl work, and seats on the table). */
  #enabled = $state(true);
  /** The moderator's bindings where they differ from the defaults. */
  #bindings = $state<Readonly<Record<string, Binding>>>({});

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    const saved = this.load();
    this.#enabled = saved.enabled;
    const bindings: Record<string, Binding> = {};
    for (const [id, text] of Object.entries(saved.bindings)) {
      const binding = parseBinding(text);
      // A damaged or conflicting entry keeps the default (checked one by one against what is kept so far).
      if (!ACTIONS.has(id) || !binding || this.refusalFor(id as KeyActionId, binding, bindings) !== null) continue;
      bindings[id] = binding;
    }
    this.#bindings = bindings;
  }

  get enabled(): boolean {
    return this.#enabled;
  }
  set enabled(on: boolean) {
    this.#enabled = on;
    this.save();
  }

  /** The action's binding now (its default unless moved). */
  binding(id: KeyActionId): Binding {
    return this.#bindings[id] ?? { key: ACTIONS.get(id)!.key, alt: false, ctrl: false };
  }

  /** Whether the action's key works now (a key alone does not while single-key shortcuts are off). */
  active(id: KeyActionId): boolean {
    const b = this.binding(id);
    return this.#enabled || b.alt || b.ctrl;
  }

  /** The key as shown on screen, or null when it does not work now (the screens then show no key for it). */
  label(id: KeyActionId, space = 'Space'): string | null {
    return this.active(id) ? keyLabel(this.binding(id), space) : null;
  }

  /** " (U)" after a button's name, or nothing when the key does not work now. */
  suffix(id: KeyActionId, space = 'Space'): string {
    const label = this.label(id, space);
    return label === null ? '' : ` (${label})`;
  }

  /** Whether the number row picks seats from anywhere on the screen (else only with the focus on the table). */
  get seatKeys(): boolean {
    return this.#enabled;
  }

  /** Moves an action to another key; refused (and nothing changed) when the key is not free for it. */
  bind(id: KeyActionId, binding: Binding): BindResult {
    const refusal = this.refusalFor(id, binding, this.#bindings);
    if (refusal) return { ok: false, refusal };
    const next = { ...this.#bindings };
    if (same(binding, { key: ACTIONS.get(id)!.key, alt: false, ctrl: false })) delete next[id];
    else next[id] = binding;
    this.#bindings = next;
    this.save();
    return { ok: true };
  }

  /** Puts every key back where it was, shortcuts on. */
  reset(): void {
    this.#bindings = {};
    this.#enabled = true;
    this.save();
  }

  /**
   * The key a screen's state class should read for this press: the default key of the action bound to it
   * on this screen, the press itself for keys no action can take (Enter, Escape, the arrows; the seats'
   * number row while it works), or null when the press fires nothing here.
   */
  translate(
    screen: KeyScreen,
    event: KeyEventLike,
    options: { readonly onTable?: boolean } = {},
  ): { key: string; code?: string; shiftKey?: boolean } | null {
    if (event.metaKey) return null;
    const modified = event.altKey === true || event.ctrlKey === true;
    const plain = { key: event.key, ...(event.code ? { code: event.code } : {}), shiftKey: event.shiftKey === true };
    // "+" is a character wherever it is typed (Shift with the number row's last key, the keypad's).
    const seatKey = !modified && event.key !== '+' && (seatOfPress(plain) !== null || centerOfPress(plain) !== null);
    if (seatKey) {
      // The number row is the seats' wherever there are seats to pick, and nothing elsewhere.
      if (!SEAT_SCREENS.has(screen)) return null;
      return this.#enabled || options.onTable === true ? plain : null;
    }
    const binding = bindingOf(event);
    if (binding === null) return modified ? null : plain;
    const layers = LAYERS[screen] as readonly KeyScope[];
    const action = KEY_ACTIONS.find(
      (a) => a.scopes.some((s) => layers.includes(s)) && this.active(a.id) && same(this.binding(a.id), binding),
    );
    return action ? { key: action.key, shiftKey: false } : null;
  }

  private refusalFor(
    id: KeyActionId,
    binding: Binding,
    bindings: Readonly<Record<string, Binding>>,
  ): BindingRefusal | null {
    const text = bindingText(binding);
    const printable = binding.key === ' ' || (!/\s/.test(binding.key) && !/\p{C}/u.test(binding.key));
    if ([...binding.key].length !== 1 || !printable) return { code: 'not-a-character', key: text };
    if (!binding.alt && !binding.ctrl && /^[0-9=\-!@#$]$/.test(binding.key)) return { code: 'seat-key', key: text };
    // Ctrl or Alt with a digit switches the browser's tabs.
    if (BROWSER_KEYS.has(text) || ((binding.ctrl || binding.alt) && /^[0-9]$/.test(binding.key)))
      return { code: 'browser', key: text };
    const action = ACTIONS.get(id)!;
    const current = (other: KeyAction): Binding => bindings[other.id] ?? { key: other.key, alt: false, ctrl: false };
    const taker = KEY_ACTIONS.find(
      (other) => other.id !== id && overlaps(action, other) && same(current(other), binding),
    );
    return taker ? { code: 'taken', key: text, by: taker.id } : null;
  }

  private load(): Stored {
    let raw: unknown;
    try {
      raw = JSON.parse(this.storage?.getItem(STORAGE_KEY) ?? 'null');
    } catch {
      raw = null;
    }
    const saved = typeof raw === 'object' && raw !== null ? (raw as Partial<Record<keyof Stored, unknown>>) : {};
    const bindings =
      typeof saved.bindings === 'object' && saved.bindings !== null
        ? Object.fromEntries(
            Object.entries(saved.bindings as Record<string, unknown>).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return { enabled: typeof saved.enabled === 'boolean' ? saved.enabled : true, bindings };
  }

  private save(): void {
    const value: Stored = {
      enabled: this.#enabled,
      bindings: Object.fromEntries(Object.entries(this.#bindings).map(([id, b]) => [id, bindingText(b)])),
    };
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage full or refused: the mapping still holds for this session.
    }
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const keyMap = new KeyMap(browserStorage());
