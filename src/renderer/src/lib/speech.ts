/**
 * Speaking with this browser's own voices (the Web Speech API), for a host that does not speak (the browser
 * host without `--speech`) or when the moderator prefers them. Lines are spoken one at a time; a new line or
 * `cancel` stops the one being spoken. The browser's synthesis sits behind a small port so tests drive it.
 */

export type Outcome = 'spoken' | 'cancelled' | 'text-only';

export interface VoiceInfo {
  readonly name: string;
  readonly lang: string;
  readonly default: boolean;
  readonly localService: boolean;
}

/** The part of `speechSynthesis` and `SpeechSynthesisUtterance` this uses. */
export interface SynthesisPort {
  voices(): readonly VoiceInfo[];
  /** Speaks one utterance; `done` is called once, with `true` when it was spoken to the end. */
  speak(
    text: string,
    options: { lang: string; rate: number; voice: string | null },
    done: (ended: boolean) => void,
  ): void;
  cancel(): void;
}

const LANG: Record<'en' | 'fr', string> = { en: 'en', fr: 'fr' };

/** The browser's voices for a language, the best first: the chosen default, then local ones. */
export function voicesFor(voices: readonly VoiceInfo[], language: 'en' | 'fr'): VoiceInfo[] {
  const code = LANG[language];
  return voices
    .filter((v) => v.lang.toLowerCase().startsWith(code))
    .sort((a, b) => Number(b.default) - Number(a.default) || Number(b.localService) - Number(a.localService));
}

export class BrowserSpeech {
  private current: ((ended: boolean) => void) | null = null;

  constructor(private readonly port: SynthesisPort) {}

  /** Whether this browser has a voice for the language. */
  canSpeak(language: 'en' | 'fr'): boolean {
    return voicesFor(this.port.voices(), language).length > 0;
  }

  voices(language: 'en' | 'fr'): VoiceInfo[] {
    return voicesFor(this.port.voices(), language);
  }

  /** Speaks the lines one after another; a voice name that does not exist speaks with the best one. */
  async say(
    lines: readonly string[],
    options: { voice?: string; speed?: number; language?: 'en' | 'fr' },
  ): Promise<Outcome> {
    const language = options.language ?? 'en';
    const voices = voicesFor(this.port.voices(), language);
    if (voices.length === 0) return 'text-only';
    const voice = voices.find((v) => v.name === options.voice)?.name ?? voices[0]!.name;
    const lang = voices.find((v) => v.name === voice)?.lang ?? language;
    this.cancel();
    for (const line of lines) {
      const ended = await new Promise<boolean>((resolve) => {
        this.current = resolve;
        this.port.speak(line, { lang, rate: Math.min(2, Math.max(0.5, options.speed ?? 1)), voice }, (done) => {
          if (this.current === resolve) this.current = null;
          resolve(done);
        });
      });
      if (!ended) return 'cancelled';
    }
    return 'spoken';
  }

  cancel(): void {
    const pending = this.current;
    this.current = null;
    if (pending) {
      this.port.cancel();
      pending(false);
    }
  }
}

/** The real Web Speech API, or null where the browser has none. */
export function webSpeechPort(): SynthesisPort | null {
  if (
    typeof window === 'undefined' ||
    !('speechSynthesis' in window) ||
    typeof SpeechSynthesisUtterance === 'undefined'
  )
    return null;
  const synth = window.speechSynthesis;
  return {
    voices: () =>
      synth.getVoices().map((v) => ({ name: v.name, lang: v.lang, default: v.default, localService: v.localService })),
    speak(text, options, done) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = options.lang;
      utterance.rate = options.rate;
      const voice = synth.getVoices().find((v) => v.name === options.voice);
      try {
        if (voice) utterance.voice = voice;
      } catch {
        // Not a voice this browser accepts: its default voice for the language speaks.
      }
      let settled = false;
      const finish = (ended: boolean): void => {
        if (settled) return;
        settled = true;
        done(ended);
      };
      utterance.onend = () => finish(true);
      utterance.onerror = () => finish(false);
      synth.speak(utterance);
    },
    cancel: () => synth.cancel(),
  };
}
