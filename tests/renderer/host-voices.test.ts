/** The options' list of the host's voices: the language's voices, the best one first, a saved one kept. */
import { describe, expect, it } from 'vitest';
import type { VoiceView } from '../../src/shared/api.ts';
import { HostVoices } from '../../src/renderer/src/setup/host-voices.svelte.ts';

const voice = (engine: VoiceView['engine'], name: string, language: 'en' | 'fr', label = name): VoiceView => ({
  id: `${engine}:${name}`,
  engine,
  name,
  label,
  language,
  quality: 50,
});

const LISTS: Record<'en' | 'fr', VoiceView[]> = {
  en: [
    voice('festival', 'cmu_us_slt_arctic_hts', 'en', 'slt (US English, HTS)'),
    voice('festival', 'kal_diphone', 'en'),
  ],
  fr: [voice('espeak-ng', 'fr', 'fr', 'French (France) (espeak-ng)'), voice('espeak-ng', 'fr-BE', 'fr')],
};

const best = (name: string): string => `Best: ${name}`;
const missing = (name: string): string => `${name} (not installed)`;

describe('HostVoices', () => {
  it('lists the voices of the language asked, the best one named first', async () => {
    const asked: string[] = [];
    const voices = new HostVoices((language) => {
      asked.push(language);
      return Promise.resolve({ ok: true, value: LISTS[language] });
    });
    await voices.load('fr');
    expect(asked).toEqual(['fr']);
    expect(voices.options('', best, missing)).toEqual([
      { value: '', label: 'Best: French (France) (espeak-ng)', kind: 'best' },
      { value: 'espeak-ng:fr', label: 'French (France) (espeak-ng)', kind: 'voice' },
      { value: 'espeak-ng:fr-BE', label: 'fr-BE', kind: 'voice' },
    ]);
    await voices.load('en');
    expect(voices.options('', best, missing).map((o) => o.value)).toEqual([
      '',
      'festival:cmu_us_slt_arctic_hts',
      'festival:kal_diphone',
    ]);
  });

  it('keeps a saved voice that is not installed, marked; a bare name selects its voice', async () => {
    const voices = new HostVoices((language) => Promise.resolve({ ok: true, value: LISTS[language] }));
    await voices.load('en');
    expect(voices.options('festival:nobody', best, missing).at(-1)).toEqual({
      value: 'festival:nobody',
      label: 'festival:nobody (not installed)',
      kind: 'missing',
    });
    expect(voices.selected('kal_diphone')).toBe('festival:kal_diphone');
    expect(voices.selected('')).toBe('');
  });

  it('says when no voice speaks the language; a failed or late answer changes nothing wrong', async () => {
    const voices = new HostVoices(() => Promise.resolve({ ok: true, value: [] }));
    expect(voices.none).toBe(false);
    await voices.load('fr');
    expect(voices.none).toBe(true);
    const failing = new HostVoices(() => Promise.reject(new Error('gone')));
    await failing.load('fr');
    expect([failing.none, failing.voices]).toEqual([false, []]);
    let release: (value: { ok: true; value: VoiceView[] }) => void = () => undefined;
    const slow = new HostVoices((language) =>
      language === 'en'
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve({ ok: true, value: LISTS.fr }),
    );
    const first = slow.load('en');
    await slow.load('fr');
    release({ ok: true, value: LISTS.en });
    await first;
    expect(slow.listed).toBe('fr');
    expect(slow.voices).toEqual(LISTS.fr);
  });
});
