/**
 * The narrator: says a step's lines one at a time through any speech port, never two at once, and falls
 * back to text-only narration (with the reason, for the console's notice) when the engine is missing or a
 * line fails, so the game goes on. It has the shape of the hosts' NarrationService.
 */
import type { OutputDevicesView, VoiceView } from '../../shared/api.ts';
import {
  describeError,
  type SpeakOptions,
  type SpeakOutcome,
  type SpeechAvailability,
  type SpeechPort,
} from './speech-port.ts';

/**
 * Speech, or text only with the reason. `voiceRefused`: the voice asked for was refused (an unsafe name,
 * or one the engine does not have) and lines are said with the engine's default voice instead.
 */
export type NarrationStatus =
  | {
      readonly mode: 'speech';
      readonly voiceRefused?: { readonly voice: string; readonly reason: string };
      /** The output device asked for was refused: the lines are said on the default output. */
      readonly deviceRefused?: { readonly device: string; readonly reason: string };
      /** No voice installed speaks the lines' language: they are said with the engine's default voice. */
      readonly noVoice?: { readonly language: 'en' | 'fr'; readonly reason: string };
    }
  | { readonly mode: 'text-only'; readonly reason: string };

/** 'spoken': every line was said; 'cancelled': cancel() or a newer say() cut it short; 'text-only': not said. */
export type NarrationOutcome = 'spoken' | 'cancelled' | 'text-only';

/** The voice, the speed and the lines' language (which picks the voice when none is chosen). */
export type NarrationOptions = SpeakOptions;

const LANGUAGE_NAME: Record<'en' | 'fr', string> = { en: 'English', fr: 'French' };

/** Why a language has no voice: nothing installed speaks it (on Linux, espeak-ng speaks both). */
export function noVoiceReason(language: 'en' | 'fr'): string {
  return `no ${LANGUAGE_NAME[language]} voice is installed (Debian/Ubuntu: apt-get install espeak-ng)`;
}

export const TEXT_ONLY_NOTICE = 'Text-only narration';

/**
 * The notice the console shows, or null while speech works as asked: "Text-only narration: festival is not
 * installed", or "Voice "x" refused (…): speaking with the default voice".
 */
export function narrationNotice(status: NarrationStatus): string | null {
  if (status.mode === 'text-only') return `${TEXT_ONLY_NOTICE}: ${status.reason}`;
  if (status.voiceRefused)
    return `Voice ${JSON.stringify(status.voiceRefused.voice)} refused (${status.voiceRefused.reason}): speaking with the default voice`;
  if (status.deviceRefused)
    return `Output device ${JSON.stringify(status.deviceRefused.device)} refused (${status.deviceRefused.reason}): speaking on the default output`;
  if (status.noVoice) return `${capitalise(status.noVoice.reason)}: speaking with the default voice`;
  return null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type StatusListener = (status: NarrationStatus) => void;

export class Narrator {
  private state: NarrationStatus = { mode: 'speech' };
  /** Bumped by every say() and cancel(): a run whose generation is no longer current stops speaking. */
  private generation = 0;
  /** The latest run; each run waits for the one before it to end, so lines never overlap. */
  private current: Promise<NarrationOutcome> = Promise.resolve('spoken');
  private probe: Promise<SpeechAvailability> | null = null;
  private readonly listeners = new Set<StatusListener>();
  /** Voices the engine refused: their lines go straight to the default voice until retrySpeech(). */
  private readonly refusedVoices = new Map<string, string>();
  /** The voices of each language, as the engine listed them (asked once until retrySpeech()). */
  private readonly voiceLists = new Map<'en' | 'fr', Promise<readonly VoiceView[]>>();
  /** The output devices, as the engine listed them (asked once until retrySpeech()). */
  private deviceList: Promise<OutputDevicesView> | null = null;

  constructor(private readonly port: SpeechPort) {}

  status(): NarrationStatus {
    return this.state;
  }

  /** Called on every change of status; returns the unsubscribe function. */
  onStatusChange(listener: StatusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the engine whether it is there (once: say() asks too before its first line). */
  async checkAvailability(): Promise<NarrationStatus> {
    await this.engineAvailable();
    return this.state;
  }

  /**
   * Asks the engine again and goes back to speech if it is there now (after installing festival, plugging
   * in a sound device); refused voices are tried again too.
   */
  async retrySpeech(): Promise<NarrationStatus> {
    this.probe = null;
    this.refusedVoices.clear();
    this.voiceLists.clear();
    this.deviceList = null;
    try {
      this.port.forgetVoices?.();
    } catch {
      // listing again is a convenience
    }
    if (await this.engineAvailable()) this.setStatus({ mode: 'speech' });
    return this.state;
  }

  /**
   * The voices installed for a language, best first (asked of the engine once; empty when it cannot list
   * them or has none). Never rejects.
   */
  voices(language: 'en' | 'fr'): Promise<readonly VoiceView[]> {
    let list = this.voiceLists.get(language);
    if (!list) {
      list = Promise.resolve()
        .then(() => this.port.voices?.(language) ?? null)
        .then((voices) => voices ?? [])
        .catch((): readonly VoiceView[] => []);
      this.voiceLists.set(language, list);
    }
    return list;
  }

  /**
   * The audio outputs the engine can send lines to (asked once until retrySpeech(); none when it cannot
   * choose). Never rejects.
   */
  outputDevices(): Promise<OutputDevicesView> {
    this.deviceList ??= Promise.resolve()
      .then(() => this.port.outputDevices?.() ?? null)
      .then(
        (view): OutputDevicesView =>
          view ?? { canChoose: false, devices: [], reason: 'this speech engine has no choice of output device' },
      )
      .catch((error: unknown): OutputDevicesView => ({ canChoose: false, devices: [], reason: describeError(error) }));
    return this.deviceList;
  }

  /** Whether the lines' language has no voice: only when the engine lists voices and lists none for it. */
  private async missingLanguage(language: 'en' | 'fr' | undefined): Promise<boolean> {
    if (language === undefined || !this.port.voices) return false;
    return (await this.voices(language)).length === 0;
  }

  /**
   * Says `lines` in order, one at a time. Cancels whatever is being said and waits for it to end before the
   * first line. In text-only mode, resolves at once with 'text-only'. Never rejects.
   */
  say(lines: readonly string[], options: NarrationOptions = {}): Promise<NarrationOutcome> {
    const generation = ++this.generation;
    if (this.state.mode === 'text-only') return Promise.resolve('text-only');
    const previous = this.current;
    const stopping = this.stopPort();
    const run = this.run(generation, Promise.all([previous, stopping]), [...lines], speakOptions(options));
    this.current = run;
    return run;
  }

  /** Stops the line being said and drops the rest (undo, skip, pause); resolves once nothing is being said. */
  async cancel(): Promise<void> {
    this.generation++;
    const current = this.current;
    await this.stopPort();
    await current;
  }

  private async run(
    generation: number,
    before: Promise<unknown>,
    lines: readonly string[],
    options: SpeakOptions,
  ): Promise<NarrationOutcome> {
    await before;
    if (generation !== this.generation) return 'cancelled';
    if (lines.length === 0) return 'spoken';
    if (!(await this.engineAvailable())) return 'text-only';
    // Listed before the first line, so the engine picks the language's voice without waiting.
    const noVoice = (await this.missingLanguage(options.language)) ? options.language : undefined;
    // The devices too: the engine checks a device against its list as it starts a line.
    if (options.device !== undefined) await this.outputDevices();
    let deviceRefused: { readonly device: string; readonly reason: string } | undefined;
    for (const line of lines) {
      if (generation !== this.generation) return 'cancelled';
      if (this.state.mode === 'text-only') return 'text-only';
      const voice = options.voice;
      const refused = voice !== undefined && this.refusedVoices.has(voice);
      const lineOptions = deviceRefused ? withoutDevice(options) : options;
      let outcome = await this.speakOnce(line, refused ? withoutVoice(lineOptions) : lineOptions);
      if (typeof outcome === 'object' && outcome.deviceRefused && options.device !== undefined) {
        // Not that device: the line is said on the default output, and the console is told why.
        deviceRefused = { device: options.device, reason: outcome.failed };
        if (generation !== this.generation) return 'cancelled';
        outcome = await this.speakOnce(line, withoutDevice(refused ? withoutVoice(options) : options));
      }
      if (typeof outcome === 'object' && voice !== undefined && !refused && generation === this.generation) {
        // The line failed with the voice asked for: said with the default voice, the console is told.
        const reason = outcome.failed;
        const fallback = await this.speakOnce(line, withoutVoice(lineOptions));
        if (fallback === 'spoken' || outcome.voiceRefused) {
          this.refusedVoices.set(voice, reason);
          this.setStatus({ mode: 'speech', voiceRefused: { voice, reason } });
        }
        outcome = fallback;
      }
      if (outcome === 'cancelled') return 'cancelled';
      if (outcome === 'spoken') {
        // The notice follows the voice asked for: a refused one says so, any other clears it.
        const reason = voice === undefined ? undefined : this.refusedVoices.get(voice);
        this.setStatus({
          mode: 'speech',
          ...(voice !== undefined && reason !== undefined ? { voiceRefused: { voice, reason } } : {}),
          ...(deviceRefused === undefined ? {} : { deviceRefused }),
          ...(noVoice === undefined ? {} : { noVoice: { language: noVoice, reason: noVoiceReason(noVoice) } }),
        });
      }
      if (outcome !== 'spoken') {
        this.setStatus({ mode: 'text-only', reason: outcome.failed });
        return 'text-only';
      }
    }
    return 'spoken';
  }

  private async speakOnce(line: string, options: SpeakOptions): Promise<SpeakOutcome> {
    try {
      return await this.port.speak(line, options);
    } catch (error) {
      return { failed: describeError(error) };
    }
  }

  private async engineAvailable(): Promise<boolean> {
    this.probe ??= this.port
      .available()
      .catch((error: unknown): SpeechAvailability => ({ ok: false, reason: describeError(error) }));
    const availability = await this.probe;
    if (!availability.ok) this.setStatus({ mode: 'text-only', reason: availability.reason });
    return availability.ok;
  }

  private async stopPort(): Promise<void> {
    try {
      await this.port.stop();
    } catch (error) {
      this.setStatus({ mode: 'text-only', reason: `speech could not be stopped: ${describeError(error)}` });
    }
  }

  private setStatus(next: NarrationStatus): void {
    const same = JSON.stringify(next) === JSON.stringify(this.state);
    if (same) return;
    this.state = next;
    for (const listener of [...this.listeners]) {
      try {
        listener(next);
      } catch {
        // a listener's failure is not narration's
      }
    }
  }
}

function withoutDevice(options: SpeakOptions): SpeakOptions {
  const { device: _device, ...rest } = options;
  return rest;
}

function withoutVoice(options: SpeakOptions): SpeakOptions {
  const { voice: _voice, ...rest } = options;
  return rest;
}

/** The port's options: voice, speed and language, and only those given (exactOptionalPropertyTypes). */
function speakOptions(options: NarrationOptions): SpeakOptions {
  return {
    ...(options.voice === undefined ? {} : { voice: options.voice }),
    ...(options.speed === undefined ? {} : { speed: options.speed }),
    ...(options.language === undefined ? {} : { language: options.language }),
    ...(options.device === undefined ? {} : { device: options.device }),
  };
}
