/** The console's preferences: defaults, values checked on the way in, and kept in storage. */
import { describe, expect, it } from 'vitest';
import { Preferences } from '../../src/renderer/src/lib/preferences.svelte.ts';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('Preferences', () => {
  it('starts from the defaults: narration on, the system voice, normal speed, no expert mode', () => {
    const prefs = new Preferences(null);
    expect([prefs.narration, prefs.voice, prefs.speed, prefs.expert]).toEqual([true, '', 1, false]);
  });

  it('saves each change and reads it back in a new session', () => {
    const storage = memoryStorage();
    const prefs = new Preferences(storage);
    prefs.narration = false;
    prefs.voice = 'Amélie';
    prefs.speed = 1.26;
    prefs.expert = true;
    const again = new Preferences(storage);
    expect([again.narration, again.voice, again.speed, again.expert]).toEqual([false, 'Amélie', 1.3, true]);
  });

  it('keeps the speed within 0.5 to 2 and a voice name within 60 characters', () => {
    const prefs = new Preferences(memoryStorage());
    prefs.speed = 5;
    expect(prefs.speed).toBe(2);
    prefs.speed = 0;
    expect(prefs.speed).toBe(0.5);
    prefs.speed = Number.NaN;
    expect(prefs.speed).toBe(1);
    prefs.voice = 'v'.repeat(100);
    expect(prefs.voice).toHaveLength(60);
  });

  it('a damaged entry keeps the defaults, field by field', () => {
    const key = 'nightwarden.preferences';
    expect(new Preferences(memoryStorage({ [key]: '{not json' })).narration).toBe(true);
    const partly = new Preferences(
      memoryStorage({ [key]: JSON.stringify({ narration: 'no', speed: 9, expert: true }) }),
    );
    expect([partly.narration, partly.speed, partly.expert]).toEqual([true, 2, true]);
  });

  it('a storage that refuses to write does not lose the value', () => {
    const prefs = new Preferences({
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    });
    prefs.expert = true;
    expect(prefs.expert).toBe(true);
  });
});
