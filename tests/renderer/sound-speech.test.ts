/**
 * The console's sounds (Web Audio, made here) and this browser's voices (Web Speech), against fakes of the
 * browser's APIs: cues follow the settings, one volume for all, lowered while a line is spoken; the
 * ambience starts and stops with the night; the browser speaks line by line, with the voice chosen or the
 * best one of the language, and stops when told.
 */
import { describe, expect, it } from 'vitest';
import { AppState } from '../../src/renderer/src/app/app-state.svelte.ts';
import { DUCKED, SoundBoard, type AudioLike, type SoundSettings } from '../../src/renderer/src/lib/sound.ts';
import { BrowserSpeech, voicesFor, type SynthesisPort, type VoiceInfo } from '../../src/renderer/src/lib/speech.ts';
import type { Api } from '../../src/shared/api.ts';
import { FakeClock } from './night-fakes.ts';

class FakeParam {
  value = 0;
  readonly events: [string, number][] = [];
  setValueAtTime(v: number): void {
    this.value = v;
    this.events.push(['set', v]);
  }
  linearRampToValueAtTime(v: number): void {
    this.value = v;
  }
  exponentialRampToValueAtTime(v: number): void {
    this.value = v;
  }
  setTargetAtTime(v: number): void {
    this.value = v;
    this.events.push(['target', v]);
  }
  cancelScheduledValues(): void {}
}

class FakeNode {
  readonly connections: unknown[] = [];
  connect(to: unknown): void {
    this.connections.push(to);
  }
  disconnect(): void {}
}

class FakeAudio implements AudioLike {
  currentTime = 0;
  sampleRate = 8000;
  state = 'running';
  destination = new FakeNode();
  oscillators: { frequency: FakeParam; started: boolean; stopped: boolean }[] = [];
  gains: { gain: FakeParam }[] = [];
  sources: { started: boolean; stopped: boolean }[] = [];
  resume(): Promise<void> {
    return Promise.resolve();
  }
  createGain() {
    const node = Object.assign(new FakeNode(), { gain: new FakeParam() });
    this.gains.push(node);
    return node;
  }
  createOscillator() {
    const node = Object.assign(new FakeNode(), {
      type: 'sine',
      frequency: new FakeParam(),
      started: false,
      stopped: false,
      start() {
        node.started = true;
      },
      stop() {
        node.stopped = true;
      },
    });
    this.oscillators.push(node);
    return node;
  }
  createBufferSource() {
    const node = Object.assign(new FakeNode(), {
      buffer: null,
      loop: false,
      started: false,
      stopped: false,
      start() {
        node.started = true;
      },
      stop() {
        node.stopped = true;
      },
    });
    this.sources.push(node);
    return node;
  }
  createBiquadFilter() {
    return Object.assign(new FakeNode(), { type: 'lowpass', frequency: new FakeParam(), Q: new FakeParam() });
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
}

function board(settings: Partial<SoundSettings> = {}) {
  const audio = new FakeAudio();
  const s: { -readonly [K in keyof SoundSettings]: SoundSettings[K] } = {
    cues: true,
    ambience: false,
    volume: 0.5,
    ...settings,
  };
  const clock = new FakeClock();
  const sound = new SoundBoard(s, () => audio, clock);
  return { sound, audio, settings: s, clock, master: () => audio.gains[0]!.gain };
}

describe('sound cues', () => {
  it('each cue plays its tones at the volume chosen', () => {
    const { sound, audio, master } = board();
    sound.cue('time-up');
    expect(sound.played).toEqual(['time-up']);
    expect(audio.oscillators.length).toBe(2);
    expect(audio.oscillators.every((o) => o.started && o.stopped)).toBe(true);
    expect(master().value).toBeCloseTo(0.5);
    sound.cue('vote');
    sound.cue('warning');
    expect(audio.oscillators.length).toBe(2 + 4 + 2);
  });

  it('cues off, or the volume at zero: not a sound, and no audio context made at all', () => {
    const off = board({ cues: false });
    off.sound.cue('time-up');
    expect(off.audio.oscillators).toEqual([]);
    expect(off.sound.played).toEqual([]);
    const silent = board({ volume: 0 });
    silent.sound.cue('vote');
    expect(silent.audio.oscillators).toEqual([]);
  });

  it('everything is lowered while a line is spoken, and comes back after; the volume follows the settings', () => {
    const { sound, master, settings } = board();
    sound.cue('warning');
    sound.duck(true);
    expect(sound.level).toBeCloseTo(0.5 * DUCKED);
    expect(master().value).toBeCloseTo(0.5 * DUCKED);
    sound.duck(false);
    expect(master().value).toBeCloseTo(0.5);
    settings.volume = 0.9;
    sound.refresh(false);
    expect(master().value).toBeCloseTo(0.9);
  });

  it('a browser without Web Audio plays nothing and throws nothing', () => {
    const sound = new SoundBoard({ cues: true, ambience: true, volume: 1 }, () => null, new FakeClock());
    sound.cue('time-up');
    sound.startAmbience();
    expect(sound.played).toEqual([]);
    expect(sound.ambiencePlaying).toBe(false);
  });
});

describe('the night ambience', () => {
  it('starts only when chosen, chirps now and then, and stops', async () => {
    const off = board();
    off.sound.startAmbience();
    expect(off.sound.ambiencePlaying).toBe(false);
    const { sound, audio, clock, settings } = board({ ambience: true });
    sound.startAmbience();
    expect(sound.ambiencePlaying).toBe(true);
    expect(audio.sources[0]!.started).toBe(true);
    const before = audio.oscillators.length;
    await clock.advance(7000);
    expect(audio.oscillators.length).toBeGreaterThan(before); // crickets
    sound.stopAmbience();
    expect(sound.ambiencePlaying).toBe(false);
    expect(audio.sources[0]!.stopped).toBe(true);
    const chirps = audio.oscillators.length;
    await clock.advance(20_000);
    expect(audio.oscillators.length).toBe(chirps);
    // Turned off in the settings while the night runs: it stops.
    sound.startAmbience();
    settings.ambience = false;
    sound.refresh(true);
    expect(sound.ambiencePlaying).toBe(false);
  });
});

const VOICES: VoiceInfo[] = [
  { name: 'Thomas', lang: 'fr-FR', default: false, localService: true },
  { name: 'Daniel', lang: 'en-GB', default: false, localService: true },
  { name: 'Samantha', lang: 'en-US', default: true, localService: true },
];

class FakeSynthesis implements SynthesisPort {
  spoken: { text: string; lang: string; rate: number; voice: string | null }[] = [];
  cancelled = 0;
  auto = true;
  private pending: ((ended: boolean) => void) | null = null;
  constructor(private readonly list: VoiceInfo[] = VOICES) {}
  voices(): readonly VoiceInfo[] {
    return this.list;
  }
  speak(text: string, options: { lang: string; rate: number; voice: string | null }, done: (e: boolean) => void): void {
    this.spoken.push({ text, ...options });
    if (this.auto) done(true);
    else this.pending = done;
  }
  cancel(): void {
    this.cancelled++;
    this.pending?.(false);
    this.pending = null;
  }
}

describe("this browser's voices", () => {
  it('the voices of a language, the default and local ones first', () => {
    expect(voicesFor(VOICES, 'en').map((v) => v.name)).toEqual(['Samantha', 'Daniel']);
    expect(voicesFor(VOICES, 'fr').map((v) => v.name)).toEqual(['Thomas']);
  });

  it('speaks each line with the voice chosen, or the best of the language, at the speed chosen', async () => {
    const synth = new FakeSynthesis();
    const speech = new BrowserSpeech(synth);
    expect(await speech.say(['One.', 'Two.'], { language: 'en', voice: 'Daniel', speed: 1.4 })).toBe('spoken');
    expect(synth.spoken).toEqual([
      { text: 'One.', lang: 'en-GB', rate: 1.4, voice: 'Daniel' },
      { text: 'Two.', lang: 'en-GB', rate: 1.4, voice: 'Daniel' },
    ]);
    await speech.say(['Trois.'], { language: 'fr', voice: 'Daniel' });
    expect(synth.spoken.at(-1)).toEqual({ text: 'Trois.', lang: 'fr-FR', rate: 1, voice: 'Thomas' });
  });

  it('no voice for the language: text only; cancel stops the line being spoken', async () => {
    const none = new BrowserSpeech(new FakeSynthesis([VOICES[0]!]));
    expect(none.canSpeak('en')).toBe(false);
    expect(await none.say(['Hello.'], { language: 'en' })).toBe('text-only');
    const synth = new FakeSynthesis();
    synth.auto = false;
    const speech = new BrowserSpeech(synth);
    const saying = speech.say(['Long line.', 'Never said.'], { language: 'en' });
    speech.cancel();
    expect(await saying).toBe('cancelled');
    expect(synth.spoken.map((s) => s.text)).toEqual(['Long line.']);
  });

  it('the console speaks through the browser only when the moderator chose it, and lowers the sounds meanwhile', async () => {
    const synth = new FakeSynthesis();
    const hostSpoke: string[][] = [];
    const api = {
      speak: (lines: string[]) => {
        hostSpoke.push(lines);
        return Promise.resolve({ ok: true, value: { outcome: 'text-only' } });
      },
      cancelSpeech: () => Promise.resolve({ ok: true, value: null }),
    } as unknown as Api;
    const ducks: boolean[] = [];
    let who: 'host' | 'browser' = 'host';
    const app = new AppState(api, {
      browserSpeech: new BrowserSpeech(synth),
      speakWith: () => who,
      sound: { cue: () => undefined, duck: (on) => void ducks.push(on) },
    });
    await app.speak(['By the host.'], { language: 'en' });
    expect(hostSpoke).toEqual([['By the host.']]);
    who = 'browser';
    const result = await app.speak(['By the browser.'], { language: 'en' });
    expect(result).toEqual({ ok: true, value: { outcome: 'spoken' } });
    expect(synth.spoken.map((s) => s.text)).toEqual(['By the browser.']);
    expect(ducks).toEqual([true, false, true, false]);
  });
});
