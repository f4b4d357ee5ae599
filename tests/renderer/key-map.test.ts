/**
 * The single-key shortcuts the moderator may turn off or move (WCAG 2.2 SC 2.1.4): what a press fires on
 * each screen, the refusals (a key taken on a screen where both work, the seats' number row, the browser's
 * own keys), and the mapping kept across a reload.
 */
import { describe, expect, it } from 'vitest';
import {
  KEY_ACTIONS,
  KeyMap,
  LAYERS,
  bindingOf,
  parseBinding,
  type KeyActionId,
} from '../../src/renderer/src/lib/key-map.svelte.ts';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const press = (key: string, more: Partial<KeyboardEvent> = {}) => ({ key, ...more });

describe('the default keys', () => {
  it('every press of a default key reads as itself on its screen', () => {
    const keys = new KeyMap(null);
    expect(keys.translate('night', press('u'))).toEqual({ key: 'u', shiftKey: false });
    expect(keys.translate('night', press('U', { shiftKey: true }))).toEqual({ key: 'u', shiftKey: false });
    expect(keys.translate('night', press(' '))).toEqual({ key: ' ', shiftKey: false });
    expect(keys.translate('night', press('+', { code: 'Equal', shiftKey: true }))).toEqual({
      key: '+',
      shiftKey: false,
    });
    expect(keys.translate('day', press('v'))).toEqual({ key: 'v', shiftKey: false });
    expect(keys.translate('reveal', press('r'))).toEqual({ key: 'r', shiftKey: false });
  });

  it('a key no action of the screen has fires nothing there', () => {
    const keys = new KeyMap(null);
    // V is the day's "vote now", not the night's; the night's "did nothing" is not the reveal's.
    expect(keys.translate('night', press('v'))).toBeNull();
    expect(keys.translate('reveal', press('d'))).toBeNull();
    // The correction's S only while the correction is open.
    expect(keys.translate('night', press('s'))).toBeNull();
    expect(keys.translate('night-correcting', press('s'))).toEqual({ key: 's', shiftKey: false });
  });

  it('the number row picks seats on the night and the vote, and nothing elsewhere', () => {
    const keys = new KeyMap(null);
    expect(keys.translate('night', press('3', { code: 'Digit3' }))).toEqual({
      key: '3',
      code: 'Digit3',
      shiftKey: false,
    });
    // AZERTY: the key prints "&", its place is the first seat's.
    expect(keys.translate('vote', press('&', { code: 'Digit1' }))).toEqual({
      key: '&',
      code: 'Digit1',
      shiftKey: false,
    });
    expect(keys.translate('night', press('#', { code: 'Digit3', shiftKey: true }))).toEqual({
      key: '#',
      code: 'Digit3',
      shiftKey: true,
    });
    expect(keys.translate('day', press('=', { code: 'Equal' }))).toBeNull();
  });

  it('keys that are no characters pass as they are; with Ctrl or Alt they are the browser’s', () => {
    const keys = new KeyMap(null);
    expect(keys.translate('night', press('Escape'))).toEqual({ key: 'Escape', shiftKey: false });
    expect(keys.translate('night', press('Backspace'))).toEqual({ key: 'Backspace', shiftKey: false });
    expect(keys.translate('reveal', press('ArrowLeft'))).toEqual({ key: 'ArrowLeft', shiftKey: false });
    expect(keys.translate('night', press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(keys.translate('night', press('u', { metaKey: true }))).toBeNull();
    expect(keys.translate('night', press('u', { ctrlKey: true, code: 'KeyU' }))).toBeNull();
  });

  it('the default keys conflict nowhere: each screen’s layers give every key to one action at most', () => {
    for (const layers of Object.values(LAYERS)) {
      const inForce = KEY_ACTIONS.filter((a) => a.scopes.some((s) => (layers as readonly string[]).includes(s)));
      const keys = inForce.map((a) => a.key);
      expect(new Set(keys).size, layers.join('+')).toBe(keys.length);
    }
  });
});

describe('single-key shortcuts turned off (SC 2.1.4)', () => {
  it('a key alone fires nothing, a key with a modifier still does, and the screens show no key for the others', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('night.undo', { key: 'z', alt: true, ctrl: false })).toEqual({ ok: true });
    keys.enabled = false;
    expect(keys.translate('night', press('u'))).toBeNull();
    expect(keys.translate('night', press(' '))).toBeNull();
    // Alt+Z on a Mac types "Ω": the key's place says which letter it is.
    expect(keys.translate('night', press('Ω', { altKey: true, code: 'KeyZ' }))).toEqual({ key: 'u', shiftKey: false });
    expect(keys.label('night.undo')).toBe('Alt+Z');
    expect(keys.label('night.pause')).toBeNull();
    expect(keys.suffix('night.pause')).toBe('');
    expect(keys.suffix('night.undo')).toBe(' (Alt+Z)');
  });

  it('the seats’ number row works only while the focus is on the table', () => {
    const keys = new KeyMap(null);
    keys.enabled = false;
    expect(keys.translate('night', press('2', { code: 'Digit2' }))).toBeNull();
    expect(keys.translate('night', press('2', { code: 'Digit2' }), { onTable: true })).toEqual({
      key: '2',
      code: 'Digit2',
      shiftKey: false,
    });
  });
});

describe('moving a key', () => {
  it('the new key fires the action, the old one nothing, and the label follows', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('night.pause', { key: 'k', alt: false, ctrl: false })).toEqual({ ok: true });
    expect(keys.translate('night', press('k'))).toEqual({ key: 'p', shiftKey: false });
    expect(keys.translate('night', press('p'))).toBeNull();
    expect(keys.label('night.pause')).toBe('K');
    expect(keys.label('night.advance', 'Espace')).toBe('Espace');
  });

  it('a key another action uses on the same screen is refused, naming that action; nothing changes', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('night.pause', { key: 'u', alt: false, ctrl: false })).toEqual({
      ok: false,
      refusal: { code: 'taken', key: 'u', by: 'night.undo' },
    });
    // H is the whole console's: taken on every screen.
    expect(keys.bind('reveal.read', { key: 'h', alt: false, ctrl: false })).toMatchObject({
      ok: false,
      refusal: { code: 'taken', by: 'secrets' },
    });
    expect(keys.label('night.pause')).toBe('P');
  });

  it('a key used on another screen only is free (the night’s V is not the day’s)', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('night.pause', { key: 'v', alt: false, ctrl: false })).toEqual({ ok: true });
    expect(keys.translate('night', press('v'))).toEqual({ key: 'p', shiftKey: false });
    expect(keys.translate('day', press('v'))).toEqual({ key: 'v', shiftKey: false });
  });

  it('the correction’s keys and a choice’s may share a key (never in force together), not the night’s own', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('correction.shield', { key: 'l', alt: false, ctrl: false })).toEqual({ ok: true });
    expect(keys.bind('correction.face', { key: 'd', alt: false, ctrl: false })).toMatchObject({
      ok: false,
      refusal: { code: 'taken', by: 'night.didNothing' },
    });
  });

  it('the seats’ number row and the browser’s own keys are refused', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('night.undo', { key: '4', alt: false, ctrl: false })).toMatchObject({
      ok: false,
      refusal: { code: 'seat-key' },
    });
    expect(keys.bind('night.undo', { key: '=', alt: false, ctrl: false })).toMatchObject({
      ok: false,
      refusal: { code: 'seat-key' },
    });
    expect(keys.bind('night.undo', { key: 'w', alt: false, ctrl: true })).toMatchObject({
      ok: false,
      refusal: { code: 'browser', key: 'ctrl+w' },
    });
    expect(keys.bind('night.undo', { key: '2', alt: true, ctrl: false })).toMatchObject({
      ok: false,
      refusal: { code: 'browser' },
    });
  });

  it('two actions may swap keys one after the other, through a free key', () => {
    const keys = new KeyMap(null);
    expect(keys.bind('night.next', { key: 'q', alt: false, ctrl: false }).ok).toBe(true);
    expect(keys.bind('night.didNothing', { key: 'n', alt: false, ctrl: false }).ok).toBe(true);
    expect(keys.bind('night.next', { key: 'd', alt: false, ctrl: false }).ok).toBe(true);
    expect(keys.translate('night', press('n'))).toEqual({ key: 'd', shiftKey: false });
    expect(keys.translate('night', press('d'))).toEqual({ key: 'n', shiftKey: false });
  });
});

describe('kept across a reload', () => {
  it('the switch and the keys moved come back; reset puts the defaults back', () => {
    const storage = memory();
    const first = new KeyMap(storage);
    first.bind('day.voteNow', { key: 'k', alt: true, ctrl: false });
    first.enabled = false;
    const again = new KeyMap(storage);
    expect(again.enabled).toBe(false);
    expect(again.label('day.voteNow')).toBe('Alt+K');
    again.reset();
    const third = new KeyMap(storage);
    expect(third.enabled).toBe(true);
    expect(third.label('day.voteNow')).toBe('V');
  });

  it('a damaged entry, an unknown action or a conflicting key saved by hand keeps the defaults', () => {
    const storage = memory();
    storage.data.set(
      'nightwarden.keys',
      JSON.stringify({
        enabled: 'yes',
        bindings: {
          'night.pause': 'u',
          'night.next': 'alt+k',
          'no.such': 'q',
          'night.undo': 42,
          'day.table': 'Ctrl+X',
        },
      }),
    );
    const keys = new KeyMap(storage);
    expect(keys.enabled).toBe(true);
    expect(keys.label('night.pause')).toBe('P');
    expect(keys.label('night.next')).toBe('Alt+K');
    expect(keys.label('night.undo')).toBe('U');
    expect(keys.label('day.table')).toBe('T');
    storage.data.set('nightwarden.keys', '{not json');
    expect(new KeyMap(storage).label('night.next')).toBe('N');
  });
});

describe('bindings', () => {
  it('are written and read back', () => {
    for (const text of ['u', ' ', '+', 'alt+u', 'ctrl+alt+k', 'ctrl+ ']) expect(parseBinding(text)).not.toBeNull();
    for (const text of ['', 'uu', 'U', 'shift+u', 'alt+', 12, null]) expect(parseBinding(text)).toBeNull();
  });

  it('a press makes a binding; the Meta key is the system’s', () => {
    expect(bindingOf({ key: 'U', shiftKey: true })).toEqual({ key: 'u', alt: false, ctrl: false });
    expect(bindingOf({ key: 'k', ctrlKey: true, altKey: true, code: 'KeyK' })).toEqual({
      key: 'k',
      alt: true,
      ctrl: true,
    });
    expect(bindingOf({ key: 'Enter' })).toBeNull();
    expect(bindingOf({ key: 'u', metaKey: true })).toBeNull();
  });

  it('every action is named in both languages', async () => {
    const { en } = await import('../../src/renderer/src/lib/i18n/en/index.ts');
    const { fr } = await import('../../src/renderer/src/lib/i18n/fr/index.ts');
    for (const action of KEY_ACTIONS) {
      const id: KeyActionId = action.id;
      const path = id.split('.');
      const pick = (dict: unknown): unknown =>
        path.reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], dict);
      expect(typeof pick(en.access.action), id).toBe('string');
      expect(typeof pick(fr.access.action), id).toBe('string');
    }
  });
});

describe('the plus key', () => {
  it('is the time added wherever it is typed, never seat 12 (whose key prints "=")', () => {
    const keys = new KeyMap(null);
    for (const screen of ['night', 'day'] as const) {
      const action = screen === 'night' ? 'night.extend' : 'day.extend';
      expect(keys.label(action)).toBe('+');
      expect(keys.translate(screen, { key: '+', code: 'Equal' })).toEqual({ key: '+', shiftKey: false });
      expect(keys.translate(screen, { key: '+', code: 'NumpadAdd' })).toEqual({ key: '+', shiftKey: false });
    }
    expect(keys.translate('night', { key: '=', code: 'Equal' })).toEqual({ key: '=', code: 'Equal', shiftKey: false });
  });
});
