/**
 * The commands built from `say`'s platform classes, on every platform (they are plain data, so Windows and
 * macOS are checked here too), and the port's answers when the engine is missing or the platform unknown.
 */
import { describe, expect, it } from 'vitest';
import { SaySpeech, buildSpeechCommand, festivalProblem } from '../../src/main/narration/say-speech.ts';
import type { SpeechCommand } from '../../src/main/narration/say-speech.ts';
import { Narrator } from '../../src/main/narration/narrator.ts';

const INJECTION = '") (system "touch /tmp/nightwarden-pwned") ("';

function command(...args: Parameters<typeof buildSpeechCommand>): SpeechCommand {
  const built = buildSpeechCommand(...args);
  if (!built.ok || built.command === null) throw new Error(`no command: ${JSON.stringify(built)}`);
  return built.command;
}

describe('buildSpeechCommand on Linux (festival)', () => {
  it("is say's festival --pipe with the sanitised text in one Scheme string", () => {
    expect(command('linux', 'Werewolves, wake up.')).toEqual({
      command: 'festival',
      args: ['--pipe'],
      stdin: '(SayText "Werewolves, wake up.")',
    });
  });

  it('an injection attempt stays inside the one string', () => {
    const { stdin } = command('linux', INJECTION);
    expect(stdin).toBe('(SayText "system touch /tmp/nightwarden-pwned")');
    expect(stdin.match(/"/g)).toHaveLength(2);
    expect(command('linux', 'a \\" b').stdin).toBe('(SayText "a b")');
  });

  it('selects a festival voice only through voice_<name>; one festival lacks ends the run before a word', () => {
    expect(command('linux', 'Hi', { voice: 'kal_diphone' }).stdin).toBe(
      '(if (symbol-bound? \'voice_kal_diphone) (voice_kal_diphone) (begin (format stderr "nightwarden: festival has no voice kal_diphone\\n") (exit 3))) (SayText "Hi")',
    );
    // A safe name that cannot be a festival voice (e.g. a Windows one) is refused as a voice.
    expect(buildSpeechCommand('linux', 'Hi', { voice: 'Microsoft Zira Desktop' })).toEqual({
      ok: false,
      reason: 'festival has no voice named "Microsoft Zira Desktop"',
      voiceRefused: true,
    });
    expect(command('linux', 'Hi', { voice: '   ' }).stdin).toBe('(SayText "Hi")');
  });

  it('refuses an unsafe voice name before building anything, as a refused voice', () => {
    expect(buildSpeechCommand('linux', 'Hi', { voice: 'kal_diphone) (system "id") (' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^voice name .* is not allowed/),
      voiceRefused: true,
    });
  });

  it("speed scales the voice's Duration_Stretch (clamped to 0.5–2), not aplay's sample rate", () => {
    const stretch = (speed: number): string => command('linux', 'Hi', { speed }).stdin;
    expect(stretch(2)).toBe(
      '(Parameter.set \'Duration_Stretch (* (or (Parameter.get \'Duration_Stretch) 1) 0.5000)) (SayText "Hi")',
    );
    expect(stretch(0.5)).toContain(' 2.0000))');
    expect(stretch(10)).toContain(' 0.5000))');
    expect(stretch(0.1)).toContain(' 2.0000))');
    expect(stretch(1)).toBe('(SayText "Hi")');
    expect(stretch(Number.NaN)).toBe('(SayText "Hi")');
    expect(stretch(1.25)).not.toContain('Audio_Command');
    // An HTS voice takes its engine's speech rate instead (it ignores Duration_Stretch).
    const hts = command('linux', 'Hi', { speed: 2, voice: 'cmu_us_slt_arctic_hts' }).stdin;
    expect(hts).toContain('(set! hts_engine_params (append hts_engine_params (list (list "-r" 2.0000))))');
    expect(command('linux', 'Hi', { speed: 2, voice: 'kal_diphone' }).stdin).not.toContain('hts_engine_params');
  });

  it('festival reads bytes: accents are dropped', () => {
    expect(command('linux', 'Doppelgänger, réveille-toi.').stdin).toBe('(SayText "Doppelganger, reveille-toi.")');
  });

  it('nothing left to say: no command', () => {
    expect(buildSpeechCommand('linux', '"\\()')).toEqual({ ok: true, command: null });
    expect(buildSpeechCommand('linux', 'Вампир')).toEqual({ ok: true, command: null });
  });
});

describe('buildSpeechCommand on macOS (say)', () => {
  it('passes the text as one argument, voice and rate from the options', () => {
    expect(command('darwin', 'Seer, wake up.', { voice: 'Samantha', speed: 1.5 })).toEqual({
      command: 'say',
      args: ['-v', 'Samantha', 'Seer, wake up.', '-r', '263'],
      stdin: '',
    });
    expect(command('darwin', 'Réveillez-vous.').args).toEqual(['Réveillez-vous.']);
  });

  it('text never becomes an option', () => {
    expect(command('darwin', '-o /tmp/x --help').args).toEqual(['o /tmp/x --help']);
  });
});

describe('buildSpeechCommand on Windows (PowerShell)', () => {
  it("runs say's SpeechSynthesizer script without a shell and pipes the text", () => {
    const cmd = command('win32', 'Robber, wake up. "quoted" $(Get-Date)', {
      voice: 'Microsoft Zira Desktop',
      speed: 2,
    });
    expect(cmd.command).toBe('powershell');
    expect(cmd.args.slice(0, 3)).toEqual(['-NoProfile', '-NonInteractive', '-Command']);
    expect(cmd.args[3]).toBe(
      'Add-Type -AssemblyName System.speech;$speak = New-Object System.Speech.Synthesis.SpeechSynthesizer;' +
        "$speak.SelectVoice('Microsoft Zira Desktop');$speak.Rate = 6;$speak.Speak([Console]::In.ReadToEnd())",
    );
    expect(cmd.stdin).toBe('Robber, wake up. quoted Get-Date');
    expect(cmd.args[3]).not.toContain('Robber');
  });

  it('refuses a voice name that would break out of the PowerShell string', () => {
    const built = buildSpeechCommand('win32', 'Hi', { voice: "Zira');Remove-Item -Recurse C:\\;('" });
    expect(built.ok).toBe(false);
  });
});

describe('festivalProblem', () => {
  it("finds the audio command's error in festival's stderr", () => {
    const stderr =
      "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n" +
      'ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n' +
      'aplay: main:831: audio open error: No such file or directory\n';
    expect(festivalProblem(stderr)).toBe('aplay: main:831: audio open error: No such file or directory');
    expect(festivalProblem('sh: 1: aplay: not found\n')).toBe('sh: 1: aplay: not found');
    expect(festivalProblem('')).toBeNull();
  });
});

describe('SaySpeech without an engine', () => {
  it('no festival and no espeak-ng: not available, a line fails with the reason, narration goes text-only', async () => {
    const speech = new SaySpeech({ platform: 'linux', env: { PATH: '/nonexistent-dir' } });
    const neither =
      'festival is not installed (Debian/Ubuntu: apt-get install festival), nor espeak-ng (apt-get install espeak-ng)';
    expect(await speech.available()).toEqual({ ok: false, reason: neither });
    if (process.platform === 'linux') {
      expect(await speech.speak('Hello')).toEqual({
        failed: 'festival is not installed (Debian/Ubuntu: apt-get install festival)',
      });
    }
    const narrator = new Narrator(speech);
    expect(await narrator.say(['Everyone, close your eyes.'])).toBe('text-only');
    expect(narrator.status()).toEqual({ mode: 'text-only', reason: neither });
  });

  it('an unsupported platform: not available, and speak fails instead of throwing', async () => {
    const speech = new SaySpeech({ platform: 'aix' });
    expect(await speech.available()).toEqual({ ok: false, reason: 'speech is not supported on aix' });
    expect(await speech.speak('Hello')).toEqual({ failed: 'speech is not supported on aix' });
    await expect(speech.stop()).resolves.toBeUndefined();
  });

  it('an unsafe voice fails the line before anything runs', async () => {
    const speech = new SaySpeech({ platform: 'linux', env: { PATH: '/nonexistent-dir' } });
    expect(await speech.speak('Hi', { voice: '$(id)' })).toEqual({
      failed: expect.stringMatching(/^voice name "\$\(id\)" is not allowed/),
      voiceRefused: true,
    });
  });
});
