/**
 * A speech port that says nothing: it records each line, takes `lineMs` to "say" it, and can be made to fail
 * or to be missing. For tests, and for hosts without a voice (the browser host).
 */
import type { VoiceView } from '../../shared/api.ts';
import type { SpeakOptions, SpeakOutcome, SpeechAvailability, SpeechPort } from './speech-port.ts';

export interface RecordingSpeechOptions {
  /** How long each line takes, in ms (0: it ends on the next turn of the event loop). */
  readonly lineMs?: number;
  /** What available() answers (default: available). */
  readonly availability?: SpeechAvailability;
  /** Fails a line with the reason returned (undefined: the line is said). */
  readonly failWith?: (text: string, options: SpeakOptions) => string | undefined;
  /** How many lines are kept (the oldest go first); default 1000. */
  readonly keep?: number;
  /** The voices it lists, by language; without this it lists none (like an engine that cannot list). */
  readonly voices?: Partial<Record<'en' | 'fr', readonly VoiceView[]>>;
}

export interface RecordedLine {
  readonly text: string;
  readonly options: SpeakOptions;
  /** 'speaking' until the line ends. */
  outcome: SpeakOutcome | 'speaking';
}

export class RecordingSpeech implements SpeechPort {
  /** Every line asked for, in order, with how it ended. */
  readonly lines: RecordedLine[] = [];
  availability: SpeechAvailability;
  lineMs: number;
  failWith: ((text: string, options: SpeakOptions) => string | undefined) | undefined;
  /** How many times stop() was called. */
  stopCalls = 0;
  /** The most lines ever being said at the same time (1 if lines never overlapped). */
  maxOverlap = 0;

  /** Present only when the fake was given voices to list. */
  readonly voices?: (language: 'en' | 'fr') => Promise<readonly VoiceView[]>;
  /** How many times forgetVoices() was called. */
  forgetCalls = 0;

  private readonly active = new Set<() => void>();
  private readonly keep: number;

  constructor(options: RecordingSpeechOptions = {}) {
    this.availability = options.availability ?? { ok: true };
    this.lineMs = options.lineMs ?? 0;
    this.failWith = options.failWith;
    this.keep = options.keep ?? 1000;
    const lists = options.voices;
    if (lists) this.voices = (language) => Promise.resolve(lists[language] ?? []);
  }

  forgetVoices(): void {
    this.forgetCalls++;
  }

  /** The texts said to the end, in order. */
  get spoken(): string[] {
    return this.lines.filter((line) => line.outcome === 'spoken').map((line) => line.text);
  }

  /** How many lines are being said now. */
  get speaking(): number {
    return this.active.size;
  }

  speak(text: string, options: SpeakOptions = {}): Promise<SpeakOutcome> {
    const record: RecordedLine = { text, options, outcome: 'speaking' };
    this.lines.push(record);
    if (this.lines.length > this.keep) this.lines.splice(0, this.lines.length - this.keep);
    const failure = this.failWith?.(text, options);
    if (failure !== undefined) {
      record.outcome = { failed: failure };
      return Promise.resolve(record.outcome);
    }
    return new Promise<SpeakOutcome>((resolve) => {
      const end = (outcome: SpeakOutcome): void => {
        if (!this.active.delete(cancel)) return;
        clearTimeout(timer);
        record.outcome = outcome;
        resolve(outcome);
      };
      const cancel = (): void => end('cancelled');
      this.active.add(cancel);
      this.maxOverlap = Math.max(this.maxOverlap, this.active.size);
      const timer = setTimeout(() => end('spoken'), this.lineMs);
    });
  }

  stop(): Promise<void> {
    this.stopCalls++;
    for (const cancel of [...this.active]) cancel();
    return Promise.resolve();
  }

  available(): Promise<SpeechAvailability> {
    return Promise.resolve(this.availability);
  }
}
