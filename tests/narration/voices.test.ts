/**
 * Voices by language: the catalogue read from what the engines say they have (fixtures of their output,
 * and the real engines of this machine), the choice of a voice for a line, and the narrator's notice when
 * no voice speaks the lines' language.
 */
import { describe, expect, it } from 'vitest';
import type { VoiceView } from '../../src/shared/api.ts';
import { Narrator, narrationNotice, noVoiceReason } from '../../src/main/narration/narrator.ts';
import { RecordingSpeech } from '../../src/main/narration/recording-speech.ts';
import { buildEspeakCommand, ESPEAK_SCRIPT, planVoice } from '../../src/main/narration/say-speech.ts';
import {
  VoiceCatalogue,
  parseEspeakVoices,
  parseFestivalVoices,
  parseMacVoices,
  parseVoiceRef,
  parseWindowsVoices,
  type ListingRunner,
} from '../../src/main/narration/voices.ts';
import { createDispatcher } from '../../src/main/host/dispatch.ts';
import { alsaFileSink, requireFestival } from './festival-helpers.ts';
import { SaySpeech } from '../../src/main/narration/say-speech.ts';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSession } from '../session/helpers.ts';

const FESTIVAL_LOCATIONS =
  '((cmu_us_slt_arctic_hts . "/usr/share/festival/voices/us/cmu_us_slt_arctic_hts/") ' +
  '(kal_diphone . "/usr/share/festival/voices/english/kal_diphone/") ' +
  '(el_diphone . "/usr/share/festival/voices/spanish/el_diphone/"))\n';

const ESPEAK_FR = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
 7  fr-fr           --/M      french-mbrola-1    mb/mb-fr1            (fr 7)
 7  fr-fr           --/F      french-mbrola-4    mb/mb-fr4            (fr 7)
 5  fr-be           --/M      French_(Belgium)   roa/fr-BE            (fr 8)
 5  fr-ch           --/M      French_(Switzerland) roa/fr-CH            (fr 8)
`;

const ESPEAK_EN = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
`;

function voice(engine: VoiceView['engine'], name: string, language: 'en' | 'fr', quality = 50): VoiceView {
  return { id: `${engine}:${name}`, engine, name, label: name, language, quality };
}

describe('the voice catalogue', () => {
  it("reads festival's voices with their language from their folder, HTS first, other languages left out", () => {
    const en = parseFestivalVoices(FESTIVAL_LOCATIONS, 'en');
    expect(en.map((v) => v.id)).toEqual(['festival:cmu_us_slt_arctic_hts', 'festival:kal_diphone']);
    expect(en[0]).toMatchObject({ engine: 'festival', name: 'cmu_us_slt_arctic_hts', label: 'slt (US English, HTS)' });
    expect(en[0]!.quality).toBeGreaterThan(en[1]!.quality);
    // festival has no French voice here (el_diphone is Spanish): none is listed.
    expect(parseFestivalVoices(FESTIVAL_LOCATIONS, 'fr')).toEqual([]);
  });

  it("reads espeak-ng's voices by file name, MBROLA ones only when their data is installed", () => {
    expect(parseEspeakVoices(ESPEAK_FR, 'fr').map((v) => v.id)).toEqual([
      'espeak-ng:fr',
      'espeak-ng:fr-BE',
      'espeak-ng:fr-CH',
    ]);
    const withMbrola = parseEspeakVoices(ESPEAK_FR, 'fr', (name) => name === 'fr1');
    expect(withMbrola[0]).toMatchObject({ id: 'espeak-ng:mb-fr1', label: 'french-mbrola-1 (espeak-ng, MBROLA)' });
    expect(withMbrola.map((v) => v.id)).not.toContain('espeak-ng:mb-fr4');
    // A listing for the wrong language lists nothing.
    expect(parseEspeakVoices(ESPEAK_EN, 'fr')).toEqual([]);
  });

  it("reads macOS's and Windows' voices, leaving out names no engine may be given", () => {
    const mac =
      'Thomas              fr_FR    # Bonjour\nAlex                en_US    # Hello\nEddy (French)       fr_FR    # x\n';
    expect(parseMacVoices(mac, 'fr').map((v) => v.id)).toEqual(['say:Thomas']);
    expect(parseMacVoices(mac, 'en').map((v) => v.id)).toEqual(['say:Alex']);
    const windows = 'Microsoft Hortense Desktop|fr-FR\nMicrosoft Zira Desktop|en-US\nEvil"; calc|fr-FR\n';
    expect(parseWindowsVoices(windows, 'fr').map((v) => v.id)).toEqual(['sapi:Microsoft Hortense Desktop']);
  });

  it('asks each engine once per language, until forgotten', async () => {
    const calls: string[] = [];
    const run: ListingRunner = (command, args) => {
      calls.push(`${command} ${args.join(' ')}`);
      if (command === 'festival') return Promise.resolve(FESTIVAL_LOCATIONS);
      return Promise.resolve(args[0] === '--voices=fr' ? ESPEAK_FR : ESPEAK_EN);
    };
    const catalogue = new VoiceCatalogue({ platform: 'linux', env: {}, run, hasMbrola: () => false });
    expect(catalogue.listed('fr')).toBeUndefined();
    const fr = await catalogue.voices('fr');
    expect(fr.map((v) => v.id)).toEqual(['espeak-ng:fr', 'espeak-ng:fr-BE', 'espeak-ng:fr-CH']);
    expect(catalogue.listed('fr')).toEqual(fr);
    const en = await catalogue.voices('en');
    // The best English voice first: festival's HTS voice, then kal, then espeak-ng's as the fallback.
    expect(en.map((v) => v.id)).toEqual([
      'festival:cmu_us_slt_arctic_hts',
      'festival:kal_diphone',
      'espeak-ng:en',
      'espeak-ng:en-US',
    ]);
    await catalogue.voices('fr');
    expect(calls).toHaveLength(4);
    catalogue.forget();
    await catalogue.voices('fr');
    expect(calls).toHaveLength(6);
  });

  it('an engine that is missing or fails lists no voices', async () => {
    const catalogue = new VoiceCatalogue({ platform: 'linux', env: {}, run: () => Promise.resolve(null) });
    expect(await catalogue.voices('fr')).toEqual([]);
    const real = new VoiceCatalogue({ platform: 'linux', env: { PATH: '/nonexistent-dir' } });
    expect(await real.voices('en')).toEqual([]);
  });

  it('on this machine: festival speaks English (its best voice first), espeak-ng speaks French', async () => {
    requireFestival();
    const catalogue = new VoiceCatalogue({ platform: 'linux', env: process.env });
    const en = await catalogue.voices('en');
    const fr = await catalogue.voices('fr');
    expect(en.map((v) => v.id)).toContain('festival:kal_diphone');
    expect(en[0]!.engine).toBe('festival');
    if (en.some((v) => v.name === 'cmu_us_slt_arctic_hts')) expect(en[0]!.name).toBe('cmu_us_slt_arctic_hts');
    expect(en.some((v) => v.engine === 'espeak-ng')).toBe(true);
    expect(fr.length).toBeGreaterThan(0);
    expect(fr.every((v) => v.engine === 'espeak-ng' && v.language === 'fr')).toBe(true);
    expect(fr[0]!.id).toBe('espeak-ng:fr');
  });
});

describe.skipIf(process.platform !== 'linux')('the best English voice on this machine', () => {
  it('speaks English by default, and its speed changes the length of a line (HTS voices too)', async () => {
    requireFestival();
    const dir = mkdtempSync(join(tmpdir(), 'nightwarden-best-'));
    const size = async (speed: number): Promise<number> => {
      const out = join(dir, `speed-${speed}.raw`);
      const speech = new SaySpeech({
        env: { ...process.env, ALSA_CONFIG_PATH: alsaFileSink(dir, `s${speed * 10}`, out) },
      });
      const best = (await speech.voices('en'))[0];
      expect(best?.engine).toBe('festival');
      expect(await speech.speak('Everyone, close your eyes and wait.', { language: 'en', speed })).toBe('spoken');
      return statSync(out).size;
    };
    const [slow, fast] = [await size(0.5), await size(2)];
    expect(slow).toBeGreaterThan(fast * 2);
  });
});

describe('the voice of a line', () => {
  const en = [voice('festival', 'cmu_us_slt_arctic_hts', 'en', 90), voice('festival', 'kal_diphone', 'en')];
  const fr = [voice('espeak-ng', 'fr', 'fr', 30), voice('espeak-ng', 'fr-BE', 'fr', 29)];

  it('reads voice names with and without their engine, and refuses anything else', () => {
    expect(parseVoiceRef('espeak-ng:fr-BE')).toEqual({ engine: 'espeak-ng', name: 'fr-BE' });
    expect(parseVoiceRef(' kal_diphone ')).toEqual({ engine: null, name: 'kal_diphone' });
    expect(parseVoiceRef('espeak-ng:$(id)')).toBeNull();
    expect(parseVoiceRef('bash:ls')).toBeNull();
  });

  it('without a voice: the best voice of the language (French by espeak-ng, English by the HTS voice)', () => {
    expect(planVoice('linux', { language: 'fr' }, fr)).toEqual({ ok: true, engine: 'espeak-ng', voice: 'fr' });
    expect(planVoice('linux', { language: 'en' }, en)).toEqual({
      ok: true,
      engine: 'festival',
      voice: 'cmu_us_slt_arctic_hts',
    });
    // Nothing listed (or no language): festival's own default voice.
    expect(planVoice('linux', { language: 'fr' }, [])).toEqual({ ok: true, engine: 'festival', voice: null });
    expect(planVoice('linux', {}, undefined)).toEqual({ ok: true, engine: 'festival', voice: null });
  });

  it('a voice chosen is used when it speaks the language, refused when it does not', () => {
    expect(planVoice('linux', { language: 'fr', voice: 'espeak-ng:fr-BE' }, fr)).toEqual({
      ok: true,
      engine: 'espeak-ng',
      voice: 'fr-BE',
    });
    expect(planVoice('linux', { language: 'fr', voice: 'festival:kal_diphone' }, fr)).toEqual({
      ok: false,
      reason: 'no French voice "kal_diphone" is installed for festival',
    });
    expect(planVoice('linux', { language: 'en', voice: 'kal_diphone' }, en)).toEqual({
      ok: true,
      engine: 'festival',
      voice: 'kal_diphone',
    });
    expect(planVoice('linux', { voice: 'sapi:Microsoft Zira Desktop' }, undefined)).toEqual({
      ok: false,
      reason: 'Microsoft Zira Desktop is a voice of sapi, which this system does not use',
    });
    expect(planVoice('linux', { voice: 'espeak-ng:"; rm -rf ~' }, undefined)).toMatchObject({ ok: false });
  });

  it("espeak-ng's command: a constant script, the voice and rate as arguments, the sanitised text on stdin", () => {
    const built = buildEspeakCommand('Léa "$(touch /tmp/x)"; `id` — réveille-toi.', 'fr', 2);
    expect(built.ok).toBe(true);
    if (!built.ok || built.command === null) throw new Error('no command');
    expect(built.command.command).toBe('sh');
    expect(built.command.args).toEqual(['-c', ESPEAK_SCRIPT, 'nightwarden-espeak', '-v', 'fr', '-s', '350', '--stdin']);
    expect(built.command.stdin).toBe("Léa touch /tmp/x ; 'id' - réveille-toi.\n");
    expect(built.command.stdin).not.toMatch(/[`$"()\\]/);
    expect(buildEspeakCommand('...', 'fr', 1)).toEqual({ ok: true, command: null });
    expect(buildEspeakCommand('Bonjour', '-v fr; id', 1)).toMatchObject({ ok: false, voiceRefused: true });
  });
});

describe('the narrator and the languages', () => {
  it('says French lines with the language passed on; without a French voice, the default one and a notice', async () => {
    const speech = new RecordingSpeech({ voices: { en: [voice('festival', 'kal_diphone', 'en')], fr: [] } });
    const narrator = new Narrator(speech);
    expect(await narrator.say(['Tout le monde, fermez les yeux.'], { language: 'fr' })).toBe('spoken');
    expect(speech.lines[0]?.options).toEqual({ language: 'fr' });
    expect(narrator.status()).toEqual({ mode: 'speech', noVoice: { language: 'fr', reason: noVoiceReason('fr') } });
    expect(narrationNotice(narrator.status())).toBe(
      'No French voice is installed (Debian/Ubuntu: apt-get install espeak-ng): speaking with the default voice',
    );
    // English has a voice: the notice goes.
    await narrator.say(['Everyone, close your eyes.'], { language: 'en' });
    expect(narrator.status()).toEqual({ mode: 'speech' });
    // "Try speech again" lists the voices again.
    await narrator.retrySpeech();
    expect(speech.forgetCalls).toBe(1);
  });

  it('lists the voices of a language through the contract; a port that cannot list them lists none', async () => {
    const fr = [voice('espeak-ng', 'fr', 'fr')];
    const { session } = openSession();
    const listing = createDispatcher({
      session,
      narration: new Narrator(new RecordingSpeech({ voices: { fr } })),
      keepAwake: () => undefined,
    });
    expect(await listing('voices', ['fr'])).toEqual({ ok: true, value: fr });
    expect(await listing('voices', ['de'])).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    const silent = createDispatcher({
      session,
      narration: new Narrator(new RecordingSpeech()),
      keepAwake: () => undefined,
    });
    expect(await silent('voices', ['en'])).toEqual({ ok: true, value: [] });
  });
});
