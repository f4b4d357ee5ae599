/**
 * The host's voices for the options: the ones installed for the console's language (the main process
 * lists them, best first), the moderator's choice among them, and a choice saved earlier that is no longer
 * installed (kept, and marked, rather than silently dropped).
 */
import type { VoiceView } from '../../../shared/api.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';

export type ListVoices = (language: 'en' | 'fr') => Promise<SessionResult<VoiceView[]>>;

export interface VoiceOption {
  readonly value: string;
  readonly label: string;
  /** 'best': the best voice installed (the empty choice); 'missing': saved, but not installed. */
  readonly kind: 'best' | 'voice' | 'missing';
}

export class HostVoices {
  voices = $state.raw<readonly VoiceView[]>([]);
  /** The language listed last, once its answer came (null before, or when the host could not list). */
  listed = $state<'en' | 'fr' | null>(null);
  private asked = 0;

  constructor(private readonly list: ListVoices) {}

  /** Lists the voices of a language; an older answer arriving late is dropped. */
  async load(language: 'en' | 'fr'): Promise<void> {
    const ask = ++this.asked;
    let result: SessionResult<VoiceView[]> | null;
    try {
      result = await this.list(language);
    } catch {
      result = null;
    }
    if (ask !== this.asked) return;
    this.voices = result?.ok ? result.value.filter((v) => v.language === language) : [];
    this.listed = result?.ok ? language : null;
  }

  /** No voice installed speaks the language (known only once listed). */
  get none(): boolean {
    return this.listed !== null && this.voices.length === 0;
  }

  /** The option a saved choice selects: a voice saved by its bare name (an older choice) selects it. */
  selected(saved: string): string {
    const chosen = saved.trim();
    if (chosen === '') return '';
    return this.voices.find((v) => v.id === chosen || v.name === chosen)?.id ?? saved;
  }

  /**
   * The choices: the best installed (named), each voice, and the saved one if it is not installed.
   * `best(name)` and `missing(name)` word the first and the last in the console's language.
   */
  options(saved: string, best: (name: string) => string, missing: (name: string) => string): VoiceOption[] {
    const first = this.voices[0];
    const options: VoiceOption[] = [{ value: '', label: best(first?.label ?? '—'), kind: 'best' }];
    for (const voice of this.voices) options.push({ value: voice.id, label: voice.label, kind: 'voice' });
    const chosen = saved.trim();
    if (chosen !== '' && this.listed !== null && !this.voices.some((v) => v.id === chosen || v.name === chosen))
      options.push({ value: saved, label: missing(chosen), kind: 'missing' });
    return options;
  }
}
