/**
 * The console's sounds, all made here with Web Audio (nothing downloaded, nothing shipped): the night's
 * ambience (wind from filtered noise, now and then crickets) and short cues (a call's time is up, the
 * discussion's warnings, "vote now"). One volume for all; lowered while a line is spoken. Off when the
 * settings say so (and, by default, in automated test browsers: see preferences).
 */

export type Cue = 'time-up' | 'warning' | 'vote';

export interface SoundSettings {
  readonly cues: boolean;
  readonly ambience: boolean;
  /** 0 to 1. */
  readonly volume: number;
}

interface ParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
  setTargetAtTime(value: number, time: number, constant: number): unknown;
  cancelScheduledValues(time: number): unknown;
}
interface NodeLike {
  connect(destination: NodeLike | ParamLike): unknown;
  disconnect(): unknown;
}
interface GainLike extends NodeLike {
  readonly gain: ParamLike;
}
interface OscillatorLike extends NodeLike {
  type: string;
  readonly frequency: ParamLike;
  start(when?: number): unknown;
  stop(when?: number): unknown;
}
interface BufferLike {
  getChannelData(channel: number): Float32Array;
}
interface BufferSourceLike extends NodeLike {
  buffer: BufferLike | null;
  loop: boolean;
  start(when?: number): unknown;
  stop(when?: number): unknown;
}
interface FilterLike extends NodeLike {
  type: string;
  readonly frequency: ParamLike;
  readonly Q: ParamLike;
}

/** The part of an `AudioContext` the sounds use. */
export interface AudioLike {
  readonly currentTime: number;
  readonly sampleRate: number;
  readonly destination: NodeLike;
  readonly state: string;
  resume(): Promise<unknown>;
  createGain(): GainLike;
  createOscillator(): OscillatorLike;
  createBufferSource(): BufferSourceLike;
  createBiquadFilter(): FilterLike;
  createBuffer(channels: number, length: number, sampleRate: number): BufferLike;
}

/** Waits without `setTimeout` in tests. */
export interface SoundClock {
  after(ms: number, run: () => void): () => void;
}

/** While a line is spoken, the sounds play at this share of their volume. */
export const DUCKED = 0.25;

/** One tone of a cue: frequency (Hz), start (s after the cue), length (s), loudness (0–1). */
type Tone = readonly [frequency: number, start: number, length: number, level: number];

const CUES: Readonly<Record<Cue, readonly Tone[]>> = {
  // Two soft bell notes, down: the call's time is over.
  'time-up': [
    [880, 0, 0.5, 0.35],
    [659, 0.22, 0.7, 0.35],
  ],
  // Two short ticks: a minute, thirty seconds left.
  warning: [
    [523, 0, 0.18, 0.3],
    [523, 0.3, 0.18, 0.3],
  ],
  // A low gong with its overtones: vote now.
  vote: [
    [98, 0, 2.6, 0.5],
    [196, 0, 1.8, 0.25],
    [294, 0.02, 1.2, 0.15],
    [392, 0.04, 0.8, 0.1],
  ],
};

export class SoundBoard {
  private audio: AudioLike | null = null;
  private master: GainLike | null = null;
  private ambience: { stop: () => void } | null = null;
  private ducked = false;
  /** Cues played, newest last (what a test or the screen can check). */
  readonly played: Cue[] = [];

  constructor(
    private readonly settings: SoundSettings,
    private readonly createAudio: () => AudioLike | null,
    private readonly clock: SoundClock,
  ) {}

  /** A short cue, if cues are on. */
  cue(kind: Cue): void {
    if (!this.settings.cues || this.settings.volume <= 0) return;
    const audio = this.context();
    if (!audio || !this.master) return;
    this.played.push(kind);
    const now = audio.currentTime;
    for (const [frequency, start, length, level] of CUES[kind]) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(frequency, now + start);
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(level, now + start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain);
      gain.connect(this.master);
      osc.start(now + start);
      osc.stop(now + start + length + 0.05);
    }
  }

  /** The night's ambience starts (if it is on) and plays until `stopAmbience`. */
  startAmbience(): void {
    if (this.ambience || !this.settings.ambience) return;
    const audio = this.context();
    if (!audio || !this.master) return;
    // Wind: brown noise, low-passed, its loudness swelling slowly.
    const seconds = 4;
    const buffer = audio.createBuffer(1, audio.sampleRate * seconds, audio.sampleRate);
    const data = buffer.getChannelData(0);
    let last = 0;
    for (let i = 0; i < data.length; i++) {
      last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
      data[i] = last * 3.5;
    }
    const noise = audio.createBufferSource();
    noise.buffer = buffer;
    noise.loop = true;
    const filter = audio.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(420, audio.currentTime);
    filter.Q.setValueAtTime(0.7, audio.currentTime);
    const wind = audio.createGain();
    wind.gain.setValueAtTime(0.0001, audio.currentTime);
    wind.gain.exponentialRampToValueAtTime(0.35, audio.currentTime + 3);
    const swell = audio.createOscillator();
    swell.frequency.setValueAtTime(0.07, audio.currentTime);
    const depth = audio.createGain();
    depth.gain.setValueAtTime(0.15, audio.currentTime);
    swell.connect(depth);
    depth.connect(wind.gain);
    noise.connect(filter);
    filter.connect(wind);
    wind.connect(this.master);
    noise.start();
    swell.start();
    let cancelCrickets: (() => void) | null = null;
    const crickets = (): void => {
      cancelCrickets = this.clock.after(2500 + Math.random() * 4000, () => {
        this.chirp(audio);
        crickets();
      });
    };
    crickets();
    this.ambience = {
      stop: () => {
        cancelCrickets?.();
        const t = audio.currentTime;
        wind.gain.cancelScheduledValues(t);
        wind.gain.setTargetAtTime(0.0001, t, 0.4);
        noise.stop(t + 2);
        swell.stop(t + 2);
      },
    };
  }

  stopAmbience(): void {
    this.ambience?.stop();
    this.ambience = null;
  }

  get ambiencePlaying(): boolean {
    return this.ambience !== null;
  }

  /** Lowers everything while a line is spoken (`true`), and brings it back after (`false`). */
  duck(on: boolean): void {
    this.ducked = on;
    this.applyVolume();
  }

  /** The settings changed: the volume follows, and the ambience starts or stops if the night is on. */
  refresh(nightOn: boolean): void {
    this.applyVolume();
    if (nightOn && this.settings.ambience) this.startAmbience();
    if (!this.settings.ambience) this.stopAmbience();
  }

  /** The master level now (volume, lowered while a line is spoken). */
  get level(): number {
    return this.settings.volume * (this.ducked ? DUCKED : 1);
  }

  private applyVolume(): void {
    if (!this.audio || !this.master) return;
    const t = this.audio.currentTime;
    this.master.gain.cancelScheduledValues(t);
    this.master.gain.setTargetAtTime(Math.max(0.0001, this.level), t, 0.08);
  }

  /** Three quick chirps of a cricket. */
  private chirp(audio: AudioLike): void {
    if (!this.master) return;
    const now = audio.currentTime;
    for (let i = 0; i < 3; i++) {
      const start = now + i * 0.09;
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(4300 + Math.random() * 300, start);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.05, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.05);
      osc.connect(gain);
      gain.connect(this.master);
      osc.start(start);
      osc.stop(start + 0.07);
    }
  }

  private context(): AudioLike | null {
    if (!this.audio) {
      try {
        this.audio = this.createAudio();
      } catch {
        this.audio = null;
      }
      if (!this.audio) return null;
      this.master = this.audio.createGain();
      this.master.gain.setValueAtTime(Math.max(0.0001, this.level), this.audio.currentTime);
      this.master.connect(this.audio.destination);
    }
    if (this.audio.state === 'suspended') void this.audio.resume().catch(() => undefined);
    return this.audio;
  }
}

/** The page's sound board, on the browser's Web Audio (none where the browser has none). */
export function browserAudio(): AudioLike | null {
  const Context = (globalThis as { AudioContext?: new () => unknown }).AudioContext;
  return Context ? (new Context() as AudioLike) : null;
}
