/**
 * The console's preferences, kept in localStorage: narration on or off, who speaks it (the host's voice or
 * this browser's), the voice and its speed, expert mode (short calls), and the sound (cues, the night's
 * ambience, the volume). The setup screen edits them; the night, the day and the reveal read them. Each
 * field is a rune behind a setter that checks the value and saves, so `bind:` works and nothing else
 * writes storage.
 */
import { i18n } from './i18n/index.svelte.ts';

const STORAGE_KEY = 'nightwarden.preferences';

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
/** The narration contract's limit on a voice name (NarrationOptionsSchema). */
export const VOICE_MAX = 80;
/** The narration contract's limit on an output device's id (NarrationOptionsSchema). */
export const DEVICE_MAX = 200;

export type VoiceLanguage = 'en' | 'fr';

/** Who speaks the lines: the host (festival, `say`, the system's voices), or this browser (Web Speech). */
export type SpeakWith = 'host' | 'browser';

interface Stored {
  narration: boolean;
  speakWith: SpeakWith;
  /** The host's voice for each language (`festival:kal_diphone`, `espeak-ng:fr`); empty: the best installed. */
  voices: Record<VoiceLanguage, string>;
  browserVoice: string;
  /**
   * The host's output device for the narration (an id of the `outputDevices` method: the room's speaker,
   * while a screen reader stays on the moderator's); empty: the system's default output.
   */
  outputDevice: string;
  speed: number;
  expert: boolean;
  /** Short sounds: a call's time is up, the timer's warnings, "vote now". */
  cues: boolean;
  /** The night's ambience while the night runs. */
  ambience: boolean;
  /** 0 to 1. */
  volume: number;
}

/**
 * Sound starts off in an automated browser (the end-to-end tests: `navigator.webdriver`), on elsewhere
 * for the cues; the ambience is always the moderator's choice.
 */
function automated(): boolean {
  try {
    return typeof navigator !== 'undefined' && navigator.webdriver === true;
  } catch {
    return false;
  }
}

function defaults(): Stored {
  return {
    narration: true,
    speakWith: 'host',
    voices: { en: '', fr: '' },
    browserVoice: '',
    outputDevice: '',
    speed: 1,
    expert: false,
    cues: !automated(),
    ambience: false,
    volume: 0.6,
  };
}

function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return Math.min(SPEED_MAX, Math.max(SPEED_MIN, Math.round(speed * 10) / 10));
}

function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0.6;
  return Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
}

/** Reads what a previous session saved, field by field: a damaged or older entry keeps the defaults. */
function load(storage: Pick<Storage, 'getItem'> | null): Stored {
  const base = defaults();
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const saved =
    typeof raw === 'object' && raw !== null ? (raw as Partial<Record<keyof Stored | 'voice', unknown>>) : {};
  const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
  return {
    narration: bool(saved.narration, base.narration),
    speakWith: saved.speakWith === 'browser' || saved.speakWith === 'host' ? saved.speakWith : base.speakWith,
    voices: loadVoices(saved.voices, saved.voice),
    browserVoice: typeof saved.browserVoice === 'string' ? saved.browserVoice.slice(0, 200) : base.browserVoice,
    outputDevice: typeof saved.outputDevice === 'string' ? saved.outputDevice.slice(0, DEVICE_MAX) : base.outputDevice,
    speed: typeof saved.speed === 'number' ? clampSpeed(saved.speed) : base.speed,
    expert: bool(saved.expert, base.expert),
    cues: bool(saved.cues, base.cues),
    ambience: bool(saved.ambience, base.ambience),
    volume: typeof saved.volume === 'number' ? clampVolume(saved.volume) : base.volume,
  };
}

/** The voices by language; an older entry's one `voice` was the English voice (festival's, by its name). */
function loadVoices(voices: unknown, legacy: unknown): Record<VoiceLanguage, string> {
  const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, VOICE_MAX) : '');
  if (typeof voices === 'object' && voices !== null) {
    const v = voices as Partial<Record<VoiceLanguage, unknown>>;
    return { en: text(v.en), fr: text(v.fr) };
  }
  return { en: text(legacy), fr: '' };
}

export class Preferences {
  #narration = $state(true);
  #speakWith = $state<SpeakWith>('host');
  #voices = $state<Record<VoiceLanguage, string>>({ en: '', fr: '' });
  #browserVoice = $state('');
  #outputDevice = $state('');
  #speed = $state(1);
  #expert = $state(false);
  #cues = $state(true);
  #ambience = $state(false);
  #volume = $state(0.6);

  /**
   * @param language the language lines are spoken in (the console's): `voice` is the voice chosen for it.
   */
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    private readonly language: () => VoiceLanguage = () => 'en',
  ) {
    const saved = load(storage);
    this.#narration = saved.narration;
    this.#speakWith = saved.speakWith;
    this.#voices = saved.voices;
    this.#browserVoice = saved.browserVoice;
    this.#outputDevice = saved.outputDevice;
    this.#speed = saved.speed;
    this.#expert = saved.expert;
    this.#cues = saved.cues;
    this.#ambience = saved.ambience;
    this.#volume = saved.volume;
  }

  /** Speak the calls aloud (off: the night screen shows them as text only). */
  get narration(): boolean {
    return this.#narration;
  }
  set narration(on: boolean) {
    this.#narration = on;
    this.save();
  }

  /** The host's voice, or this browser's own voices (Web Speech). */
  get speakWith(): SpeakWith {
    return this.#speakWith;
  }
  set speakWith(who: SpeakWith) {
    this.#speakWith = who === 'browser' ? 'browser' : 'host';
    this.save();
  }

  /** The host's voice for the console's language; empty (or blank) for the best voice installed for it. */
  get voice(): string {
    return this.voiceFor(this.language());
  }
  set voice(name: string) {
    this.setVoiceFor(this.language(), name);
  }

  /** The host's voice chosen for a language (each language keeps its own). */
  voiceFor(language: VoiceLanguage): string {
    return this.#voices[language];
  }
  setVoiceFor(language: VoiceLanguage, name: string): void {
    this.#voices = { ...this.#voices, [language]: name.slice(0, VOICE_MAX) };
    this.save();
  }

  /** The browser voice's name (Web Speech); empty for the best voice of the language. */
  get browserVoice(): string {
    return this.#browserVoice;
  }
  set browserVoice(name: string) {
    this.#browserVoice = name.slice(0, 200);
    this.save();
  }

  /**
   * The host's output device for the narration (the room's speaker); empty for the system's default. The
   * host checks it against its list as it speaks: one no longer listed is refused there, with the reason.
   */
  get outputDevice(): string {
    return this.#outputDevice;
  }
  set outputDevice(id: string) {
    this.#outputDevice = id.slice(0, DEVICE_MAX);
    this.save();
  }

  /** Speech rate, 0.5 to 2 (1 is normal). */
  get speed(): number {
    return this.#speed;
  }
  set speed(speed: number) {
    this.#speed = clampSpeed(speed);
    this.save();
  }

  /** Short calls and half the role timer, for a table that knows the roles. */
  get expert(): boolean {
    return this.#expert;
  }
  set expert(on: boolean) {
    this.#expert = on;
    this.save();
  }

  /** Short sounds: time up, the timer's warnings, "vote now". */
  get cues(): boolean {
    return this.#cues;
  }
  set cues(on: boolean) {
    this.#cues = on;
    this.save();
  }

  /** The night's ambience. */
  get ambience(): boolean {
    return this.#ambience;
  }
  set ambience(on: boolean) {
    this.#ambience = on;
    this.save();
  }

  /** The sounds' volume, 0 to 1. */
  get volume(): number {
    return this.#volume;
  }
  set volume(volume: number) {
    this.#volume = clampVolume(volume);
    this.save();
  }

  private save(): void {
    const value: Stored = {
      narration: this.#narration,
      speakWith: this.#speakWith,
      voices: this.#voices,
      browserVoice: this.#browserVoice,
      outputDevice: this.#outputDevice,
      speed: this.#speed,
      expert: this.#expert,
      cues: this.#cues,
      ambience: this.#ambience,
      volume: this.#volume,
    };
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage full or refused (private mode): the preference still holds for this session.
    }
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // a sandboxed page may refuse access outright
  }
}

export const preferences = new Preferences(browserStorage(), () => i18n.language);
