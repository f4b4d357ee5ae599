/**
 * The speech port: what the narrator needs from a text-to-speech engine. One implementation speaks through
 * the `say` package's engines (say-speech.ts), another only records (recording-speech.ts).
 */

import type { OutputDevicesView, VoiceView } from '../../shared/api.ts';

export interface SpeakOptions {
  /** An engine voice name: letters, digits, space, `_`, `-`, `.` only (see speech-text.ts). */
  readonly voice?: string;
  /** 0.5 to 2, 1 = the voice's normal speed. Out-of-range values are clamped, anything else means 1. */
  readonly speed?: number;
  /**
   * The language of the line: without a voice, the best voice installed for it speaks it (on Linux,
   * espeak-ng for French); a voice chosen for another language is refused.
   */
  readonly language?: 'en' | 'fr';
  /**
   * The output device (devices.ts): one of the devices the engine listed; another is refused (the
   * narrator then says the line on the default output and tells the console).
   */
  readonly device?: string;
}

/** How one line ended: said to the end, stopped by `stop()`, or failed (with a reason for the console). */
export type SpeakOutcome =
  | 'spoken'
  | 'cancelled'
  /** `voiceRefused`: the voice asked for is the problem (unsafe name, or the engine has none of that name). */
  | { readonly failed: string; readonly voiceRefused?: true; readonly deviceRefused?: true };

export type SpeechAvailability = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * The contract:
 * - `speak` says one line and settles when it has been said, stopped or has failed; it never rejects.
 * - `stop` stops every line started before the call and settles when they have ended; it never rejects.
 *   A line started after the call is not affected.
 * - `available` tells whether the engine is there at all (without speaking).
 */
export interface SpeechPort {
  speak(text: string, options?: SpeakOptions): Promise<SpeakOutcome>;
  stop(): Promise<void>;
  available(): Promise<SpeechAvailability>;
  /** The voices installed for a language, best first (an engine without voice listing leaves it out). */
  voices?(language: 'en' | 'fr'): Promise<readonly VoiceView[]>;
  /** Forgets the voices listed, so the next call asks the engines again (after installing a voice). */
  forgetVoices?(): void;
  /** The audio outputs the engine can send a line to (none: it cannot choose). */
  outputDevices?(): Promise<OutputDevicesView>;
}

export const MIN_SPEED = 0.5;
export const MAX_SPEED = 2;

/** The speed to use: clamped to 0.5–2; missing, NaN or infinite means 1. */
export function clampSpeed(speed: number | undefined): number {
  if (speed === undefined || !Number.isFinite(speed)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** A message for anything thrown (engines and fakes may throw non-Errors). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}
