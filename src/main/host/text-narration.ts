import type { OutputDevicesView, SpeechStatus, VoiceView } from '../../shared/api.ts';
import type { NarrationService } from './dispatch.ts';

/**
 * Narration without a voice: each line takes as long as it would take to say (or `msPerLine`), and can be
 * cancelled. The browser host's default, and the console's fallback when speech is unavailable.
 */
export class TimedTextNarration implements NarrationService {
  private cancelCurrent: (() => void) | null = null;

  constructor(
    private readonly msPerLine: number,
    private readonly reason = 'this host has no speech',
  ) {}

  async say(lines: readonly string[]): Promise<'spoken' | 'cancelled' | 'text-only'> {
    await this.cancel();
    for (let i = 0; i < lines.length; i++) {
      const finished = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), this.msPerLine);
        this.cancelCurrent = () => {
          clearTimeout(timer);
          resolve(false);
        };
      });
      this.cancelCurrent = null;
      if (!finished) return 'cancelled';
    }
    return 'text-only';
  }

  cancel(): Promise<void> {
    this.cancelCurrent?.();
    this.cancelCurrent = null;
    return Promise.resolve();
  }

  status(): SpeechStatus {
    return { mode: 'text-only', reason: this.reason };
  }

  /** This host speaks with no voice at all. */
  voices(): Promise<readonly VoiceView[]> {
    return Promise.resolve([]);
  }

  /** No speech, no device to choose. */
  outputDevices(): Promise<OutputDevicesView> {
    return Promise.resolve({ canChoose: false, devices: [], reason: this.reason });
  }

  /** There is still no voice here: the same status. */
  retrySpeech(): Promise<SpeechStatus> {
    return Promise.resolve(this.status());
  }
}
