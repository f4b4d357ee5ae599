/**
 * The console's preferences, kept in localStorage: narration on or off, the voice and its speed, and
 * expert mode (short calls). The setup screen edits them; the night screen reads them. Each field is a
 * rune behind a setter that checks the value and saves, so `bind:` works and nothing else writes storage.
 */
const STORAGE_KEY = 'nightwarden.preferences';

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
/** The narration contract's limit on a voice name (NarrationOptionsSchema). */
export const VOICE_MAX = 60;

interface Stored {
  narration: boolean;
  voice: string;
  speed: number;
  expert: boolean;
}

const DEFAULTS: Stored = { narration: true, voice: '', speed: 1, expert: false };

function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return DEFAULTS.speed;
  return Math.min(SPEED_MAX, Math.max(SPEED_MIN, Math.round(speed * 10) / 10));
}

/** Reads what a previous session saved, field by field: a damaged or older entry keeps the defaults. */
function load(storage: Pick<Storage, 'getItem'> | null): Stored {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const saved = typeof raw === 'object' && raw !== null ? (raw as Partial<Record<keyof Stored, unknown>>) : {};
  return {
    narration: typeof saved.narration === 'boolean' ? saved.narration : DEFAULTS.narration,
    voice: typeof saved.voice === 'string' ? saved.voice.slice(0, VOICE_MAX) : DEFAULTS.voice,
    speed: typeof saved.speed === 'number' ? clampSpeed(saved.speed) : DEFAULTS.speed,
    expert: typeof saved.expert === 'boolean' ? saved.expert : DEFAULTS.expert,
  };
}

export class Preferences {
  #narration = $state(DEFAULTS.narration);
  #voice = $state(DEFAULTS.voice);
  #speed = $state(DEFAULTS.speed);
  #expert = $state(DEFAULTS.expert);

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
    const saved = load(storage);
    this.#narration = saved.narration;
    this.#voice = saved.voice;
    this.#speed = saved.speed;
    this.#expert = saved.expert;
  }

  /** Speak the calls aloud (off: the night screen shows them as text only). */
  get narration(): boolean {
    return this.#narration;
  }
  set narration(on: boolean) {
    this.#narration = on;
    this.save();
  }

  /** The system voice's name; empty (or blank) for the default voice. */
  get voice(): string {
    return this.#voice;
  }
  set voice(name: string) {
    this.#voice = name.slice(0, VOICE_MAX);
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

  /** Short calls, for a table that knows the roles. */
  get expert(): boolean {
    return this.#expert;
  }
  set expert(on: boolean) {
    this.#expert = on;
    this.save();
  }

  private save(): void {
    const value: Stored = { narration: this.#narration, voice: this.#voice, speed: this.#speed, expert: this.#expert };
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

export const preferences = new Preferences(browserStorage());
