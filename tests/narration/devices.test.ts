/**
 * The narration's output device: the narration goes to the room's speaker while a screen reader stays on
 * the moderator's headphones. The devices are listed as the platform lists them (aplay -L, say -a '?',
 * SAPI's outputs), a device reaches an engine only if listed and never through a shell's parsing, and on
 * Linux a line goes to the chosen device and nowhere else: proved with ALSA file sinks (a configuration with
 * two named PCMs), with the real festival and espeak-ng (these tests fail, never skip, without them).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ALSA_DEVICE_NAME,
  DEVICE_ENV,
  DeviceCatalogue,
  deviceNameProblem,
  deviceProblem,
  parseAplayList,
  parseSapiDevices,
  parseSayDevices,
  SAPI_LIST_SCRIPT,
  type RunCommand,
} from '../../src/main/narration/devices.ts';
import { Narrator, narrationNotice } from '../../src/main/narration/narrator.ts';
import {
  ESPEAK_SCRIPT,
  FESTIVAL_DEVICE_AUDIO,
  SAPI_DEVICE_SCRIPT,
  SaySpeech,
  buildEspeakCommand,
  buildSpeechCommand,
  onDevice,
} from '../../src/main/narration/say-speech.ts';
import { alsaTwoDevices, requireFestival, rms } from './festival-helpers.ts';

const APLAY_L = `null
    Discard all samples (playback) or generate zero samples (capture)
default
    Playback/recording through the PulseAudio sound server
sysdefault:CARD=PCH
    HDA Intel PCH, ALC257 Analog
    Default Audio Device
front:CARD=PCH,DEV=0
    HDA Intel PCH, ALC257 Analog
    Front output / input
weird name;rm -rf
    A PCM no shell may see
`;

describe('the devices each platform lists', () => {
  it('Linux: aplay -L, each PCM with its description; a name that could split or glob is not offered', () => {
    expect(parseAplayList(APLAY_L)).toEqual([
      { id: 'null', label: 'null — Discard all samples (playback) or generate zero samples (capture)' },
      { id: 'default', label: 'default — Playback/recording through the PulseAudio sound server' },
      { id: 'sysdefault:CARD=PCH', label: 'sysdefault:CARD=PCH — HDA Intel PCH, ALC257 Analog · Default Audio Device' },
      {
        id: 'front:CARD=PCH,DEV=0',
        label: 'front:CARD=PCH,DEV=0 — HDA Intel PCH, ALC257 Analog · Front output / input',
      },
    ]);
  });

  it("macOS: say -a '?' (the id, then the name)", () => {
    expect(parseSayDevices('   57 MacBook Pro Speakers\n   91 Living room (AirPlay)\n\n')).toEqual([
      { id: '57', label: 'MacBook Pro Speakers' },
      { id: '91', label: 'Living room (AirPlay)' },
    ]);
  });

  it("Windows: SAPI's outputs, by their descriptions", () => {
    expect(parseSapiDevices('Speakers (Realtek(R) Audio)\r\nHeadphones (USB)\r\n')).toEqual([
      { id: 'Speakers (Realtek(R) Audio)', label: 'Speakers (Realtek(R) Audio)' },
      { id: 'Headphones (USB)', label: 'Headphones (USB)' },
    ]);
    // The listing script is constant: nothing is pasted into it.
    expect(SAPI_LIST_SCRIPT).toContain('GetAudioOutputs()');
  });

  it('each platform is asked its own way; a failure says why, and no device can be chosen', async () => {
    const asked: string[][] = [];
    const run: RunCommand = (command, args) => {
      asked.push([command, ...args]);
      return Promise.resolve(
        command === 'say' ? { ok: false, reason: 'say: no such device list' } : { ok: true, stdout: 'x\n' },
      );
    };
    expect((await new DeviceCatalogue('linux', {}, run).devices()).devices).toEqual([{ id: 'x', label: 'x' }]);
    expect(await new DeviceCatalogue('darwin', {}, run).devices()).toEqual({
      canChoose: false,
      devices: [],
      reason: 'say: no such device list',
    });
    await new DeviceCatalogue('win32', {}, run).devices();
    expect(await new DeviceCatalogue('freebsd', {}, run).devices()).toMatchObject({ canChoose: false });
    expect(asked).toEqual([
      ['aplay', '-L'],
      ['say', '-a', '?'],
      ['powershell', '-NoProfile', '-NonInteractive', '-Command', SAPI_LIST_SCRIPT],
    ]);
  });
});

describe('a device reaches an engine only if listed, never through a shell', () => {
  const listed = { canChoose: true, devices: [{ id: 'speaker', label: 'speaker' }] };

  it('names with shell syntax, control characters or quotes are refused before any lookup', () => {
    for (const name of ['a"b', "a'b", 'a`b', 'a$b', 'a\\b', 'a\nb', 'a\u202eb', ''])
      expect(deviceNameProblem(name)).not.toBeNull();
    for (const name of ['a b', 'a*', 'x?', 'plug[1]', 'a;b']) expect(deviceNameProblem(name, 'linux')).not.toBeNull();
    expect(ALSA_DEVICE_NAME.test('plughw:CARD=PCH,DEV=0')).toBe(true);
    expect(deviceProblem('speaker', listed, 'linux')).toBeNull();
    expect(deviceProblem('headphones', listed, 'linux')).toBe('no output device "headphones" is listed');
    expect(deviceProblem('speaker', undefined, 'linux')).toMatch(/not been listed/);
    expect(deviceProblem('speaker', { canChoose: false, devices: [], reason: 'no aplay' })).toMatch(/cannot choose/);
  });

  it('Linux: festival and espeak-ng read the device from the environment, in constant commands', () => {
    const festival = buildSpeechCommand('linux', 'Werewolves, wake up.');
    expect(festival.ok).toBe(true);
    const onSpeaker = onDevice('linux', 'festival', festival.ok ? festival.command! : (null as never), 'speaker');
    expect(onSpeaker.stdin.startsWith(FESTIVAL_DEVICE_AUDIO)).toBe(true);
    expect(onSpeaker.env).toEqual({ [DEVICE_ENV]: 'speaker' });
    expect(FESTIVAL_DEVICE_AUDIO).toContain(`-D $${DEVICE_ENV} `);
    expect(onSpeaker.stdin).not.toContain('speaker');
    const espeak = buildEspeakCommand('Loups-garous, réveillez-vous.', 'fr', 1);
    const onHeadphones = onDevice('linux', 'espeak-ng', espeak.ok ? espeak.command! : (null as never), 'headphones');
    expect(onHeadphones.args).toEqual(espeak.ok ? espeak.command!.args : []);
    expect(onHeadphones.args).not.toContain('headphones');
    expect(onHeadphones.env).toEqual({ [DEVICE_ENV]: 'headphones' });
    expect(ESPEAK_SCRIPT).toContain(`-D "$${DEVICE_ENV}"`);
  });

  it("macOS: say's own argument, before the text", () => {
    const built = buildSpeechCommand('darwin', 'Werewolves, wake up.', { voice: 'Alex' });
    const command = onDevice('darwin', 'say', built.ok ? built.command! : (null as never), '57');
    expect(command.command).toBe('say');
    expect(command.args.slice(0, 2)).toEqual(['-a', '57']);
    expect(command.args).toContain('Werewolves, wake up.');
  });

  it("Windows: SAPI's voice object, the device, voice and rate from the environment, the text on stdin", () => {
    const built = buildSpeechCommand('win32', 'Werewolves, wake up.', { voice: 'Microsoft David Desktop', speed: 1.5 });
    const command = onDevice('win32', 'sapi', built.ok ? built.command! : (null as never), 'Headphones (USB)');
    expect(command.args).toEqual(['-NoProfile', '-NonInteractive', '-Command', SAPI_DEVICE_SCRIPT]);
    expect(command.stdin).toBe('Werewolves, wake up.');
    expect(command.env?.[DEVICE_ENV]).toBe('Headphones (USB)');
    expect(command.env?.['NIGHTWARDEN_VOICE']).toBe('Microsoft David Desktop');
    expect(Number(command.env?.['NIGHTWARDEN_RATE'])).toBeGreaterThan(0);
    expect(SAPI_DEVICE_SCRIPT).not.toContain('Headphones');
  });
});

describe('on Linux, a line goes to the chosen device and nowhere else (ALSA file sinks)', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nightwarden-devices-'));
  });
  afterAll(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    requireFestival();
  });

  const size = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

  it('aplay -L lists the two named devices; festival says the English line on the speaker only', async () => {
    const { conf, files } = alsaTwoDevices(dir, 'festival');
    const speech = new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: conf } });
    const devices = await speech.outputDevices();
    expect(devices.canChoose).toBe(true);
    expect(devices.devices.map((d) => d.id)).toEqual(['speaker', 'headphones']);
    expect(devices.devices[0]!.label).toBe('speaker — The room speaker');
    expect(
      await speech.speak('Werewolves, wake up and look for other Werewolves.', { language: 'en', device: 'speaker' }),
    ).toBe('spoken');
    expect(rms(readFileSync(files.speaker))).toBeGreaterThan(200);
    expect(size(files.headphones)).toBe(0);
    expect(size(files.default)).toBe(0);
  });

  it('espeak-ng says the French line on the headphones only', async () => {
    const { conf, files } = alsaTwoDevices(dir, 'espeak');
    const speech = new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: conf } });
    await speech.outputDevices();
    await speech.voices('fr');
    expect(await speech.speak('Loups-garous, réveillez-vous.', { language: 'fr', device: 'headphones' })).toBe(
      'spoken',
    );
    expect(rms(readFileSync(files.headphones))).toBeGreaterThan(200);
    expect(size(files.speaker)).toBe(0);
    expect(size(files.default)).toBe(0);
  });

  it('a device not listed is refused before anything starts; the narrator says the line on the default output and tells why', async () => {
    const { conf, files } = alsaTwoDevices(dir, 'refused');
    const speech = new SaySpeech({ env: { ...process.env, ALSA_CONFIG_PATH: conf } });
    await speech.outputDevices();
    expect(await speech.speak('Everyone, wake up!', { device: 'hw:9' })).toEqual({
      failed: 'no output device "hw:9" is listed',
      deviceRefused: true,
    });
    expect(await speech.speak('Everyone, wake up!', { device: 'speaker;touch x' })).toMatchObject({
      deviceRefused: true,
    });
    expect(size(files.speaker) + size(files.headphones) + size(files.default)).toBe(0);
    const narrator = new Narrator(speech);
    expect(await narrator.say(['Everyone, wake up!'], { language: 'en', device: 'hw:9' })).toBe('spoken');
    expect(rms(readFileSync(files.default))).toBeGreaterThan(200);
    expect(narrator.status()).toMatchObject({
      mode: 'speech',
      deviceRefused: { device: 'hw:9', reason: 'no output device "hw:9" is listed' },
    });
    expect(narrationNotice(narrator.status())).toMatch(
      /^Output device "hw:9" refused .*: speaking on the default output$/,
    );
    // Chosen again as listed: the notice goes.
    expect(await narrator.say(['Everyone, wake up!'], { language: 'en', device: 'speaker' })).toBe('spoken');
    expect(narrator.status()).toEqual({ mode: 'speech' });
    expect(size(files.speaker)).toBeGreaterThan(0);
  });
});
