/** What may reach an engine: sanitised text and validated voice names. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SPEECH_CHARS,
  checkVoiceName,
  festivalText,
  festivalVoiceFunction,
  sanitizeSpeechText,
} from '../../src/main/narration/speech-text.ts';

describe('sanitizeSpeechText', () => {
  it('keeps letters with accents, digits and plain punctuation', () => {
    expect(sanitizeSpeechText("Doppelgänger, wake up! Look at the Seer's card; then: close your eyes.")).toBe(
      "Doppelgänger, wake up! Look at the Seer's card; then: close your eyes.",
    );
    expect(sanitizeSpeechText('Séance à 3 joueurs - prêts ?')).toBe('Séance à 3 joueurs - prêts ?');
    expect(sanitizeSpeechText('50% & 1/2 + more')).toBe('50% & 1/2 + more');
  });

  it('removes double quotes, backslashes and brackets, so no Scheme string can be closed', () => {
    expect(sanitizeSpeechText('Say "hello" to \\the\\ (Werewolf) [now] {ok}')).toBe('Say hello to the Werewolf now ok');
    expect(sanitizeSpeechText('") (system "touch /tmp/x") ("')).toBe('system touch /tmp/x');
    expect(sanitizeSpeechText('\\") (system \\"rm -rf ~\\")')).toBe('system rm -rf');
  });

  it('turns control and format characters into spaces and collapses spaces', () => {
    expect(sanitizeSpeechText('one\ntwo\r\nthree\tfour\u0000five\u001bsix\u200Bseven\u202Eeight')).toBe(
      'one two three four five six seven eight',
    );
    expect(sanitizeSpeechText('  lots   of\u00A0space  ')).toBe('lots of space');
  });

  it('maps typographic quotes, dashes and the ellipsis to plain ones (double quotes go)', () => {
    expect(sanitizeSpeechText('The Seer\u2019s \u201Cvision\u201D \u2014 done\u2026 \u00ABoui\u00BB')).toBe(
      "The Seer's vision - done... oui",
    );
  });

  it('never starts with a dash (macOS say would read an option)', () => {
    expect(sanitizeSpeechText('-v Evil --help')).toBe('v Evil --help');
    expect(sanitizeSpeechText(' - - -o /tmp/file')).toBe('o /tmp/file');
  });

  it(`cuts lines longer than ${MAX_SPEECH_CHARS} characters at a word`, () => {
    const long = 'werewolf '.repeat(300);
    const out = sanitizeSpeechText(long);
    expect(out.length).toBeLessThanOrEqual(MAX_SPEECH_CHARS);
    expect(out.endsWith('werewolf')).toBe(true);
  });

  it('may leave nothing to say', () => {
    expect(sanitizeSpeechText('"()\\\n')).toBe('');
  });

  it('for any text: no quote, backslash, bracket or control character; stable when applied again', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const out = sanitizeSpeechText(text);
        expect(out).not.toMatch(/["\\()[\]{}<>`$|\p{Cc}\p{Cf}]/u);
        expect(out.startsWith('-')).toBe(false);
        expect(out).toBe(out.trim());
        expect(sanitizeSpeechText(out)).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('festivalText', () => {
  it('drops accents (festival reads bytes, not UTF-8)', () => {
    expect(festivalText('Doppelgänger, réveille-toi. Ça va ?')).toBe('Doppelganger, reveille-toi. Ca va ?');
    expect(festivalText('Вампир Vampire 吸血鬼')).toBe('Vampire');
  });

  it('for any text: printable ASCII only, never a double quote or a backslash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(festivalText(text)).toMatch(/^[A-Za-z0-9 .,!?;:'%&/+-]*$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('checkVoiceName', () => {
  it.each([
    'kal_diphone',
    'voice_kal_diphone',
    'Alex',
    'Microsoft Zira Desktop',
    'en-US.Neural2',
    'cmu_us_slt_arctic_hts',
  ])('accepts %s', (voice) => {
    expect(checkVoiceName(voice)).toEqual({ ok: true, voice });
  });

  it('trims spaces around the name', () => {
    expect(checkVoiceName('  Alex ')).toEqual({ ok: true, voice: 'Alex' });
  });

  it.each([
    "Zira');Remove-Item C:\\ -Recurse;('",
    'kal_diphone) (system "touch /tmp/x") (',
    '$(reboot)',
    'a;b',
    'a\nb',
    'Ava (Premium)',
    '-v',
    '',
    'x'.repeat(61),
    'Zoé',
  ])('refuses %j', (voice) => {
    const check = checkVoiceName(voice);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/^voice name .* is not allowed/);
  });
});

describe('festivalVoiceFunction', () => {
  it('names the voice_ function festival selects a voice with', () => {
    expect(festivalVoiceFunction('kal_diphone')).toBe('voice_kal_diphone');
    expect(festivalVoiceFunction('voice_kal_diphone')).toBe('voice_kal_diphone');
  });

  it('is null for names that cannot be festival voices', () => {
    expect(festivalVoiceFunction('Microsoft Zira Desktop')).toBeNull();
    expect(festivalVoiceFunction('en-US.x')).toBeNull();
    expect(festivalVoiceFunction('kal") (system "id')).toBeNull();
  });
});
