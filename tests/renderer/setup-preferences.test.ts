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

  it('keeps a voice for each language: the voice is the one of the language lines are spoken in', () => {
    const storage = memoryStorage();
    let language: 'en' | 'fr' = 'en';
    const prefs = new Preferences(storage, () => language);
    prefs.voice = 'festival:cmu_us_slt_arctic_hts';
    language = 'fr';
    expect(prefs.voice).toBe('');
    prefs.voice = 'espeak-ng:fr-BE';
    expect(prefs.voiceFor('en')).toBe('festival:cmu_us_slt_arctic_hts');
    const again = new Preferences(storage, () => language);
    expect(again.voice).toBe('espeak-ng:fr-BE');
    language = 'en';
    expect(again.voice).toBe('festival:cmu_us_slt_arctic_hts');
  });

  it("reads an older entry's one voice as the English voice", () => {
    const storage = memoryStorage({ 'nightwarden.preferences': JSON.stringify({ voice: 'kal_diphone' }) });
    const prefs = new Preferences(storage, () => 'fr');
    expect([prefs.voiceFor('en'), prefs.voiceFor('fr'), prefs.voice]).toEqual(['kal_diphone', '', '']);
  });

  it('keeps the speed within 0.5 to 2 and a voice name within 80 characters', () => {
    const prefs = new Preferences(memoryStorage());
    prefs.speed = 5;
    expect(prefs.speed).toBe(2);
    prefs.speed = 0;
    expect(prefs.speed).toBe(0.5);
    prefs.speed = Number.NaN;
    expect(prefs.speed).toBe(1);
    prefs.voice = 'v'.repeat(100);
    expect(prefs.voice).toHaveLength(80);
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
