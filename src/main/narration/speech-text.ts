/**
 * What may reach a speech engine. Text is reduced to letters (accents included), digits, spaces and plain
 * punctuation, so it can never close festival's Scheme string or start an option of macOS `say`. Voice
 * names are checked against a strict pattern before they are put into any command.
 */

/** Lines longer than this are cut (at a word if possible); the console's API allows 1000 characters. */
export const MAX_SPEECH_CHARS = 1000;

/** Everything else becomes a space: quotes, backslashes, brackets, control and format characters, symbols. */
const ALLOWED = /[\p{L}\p{M}\p{N} .,!?;:'%&/+-]/u;

const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032\u02BC`´]/gu, "'"], // typographic apostrophes
  [/[\u2010-\u2015\u2212]/gu, '-'], // hyphens and dashes
  [/\u2026/gu, '...'], // ellipsis
];

/**
 * Text safe for every engine: NFC, only the characters in ALLOWED (anything else becomes a space), spaces
 * collapsed, no leading `-` (macOS `say` takes the text as an argument), at most MAX_SPEECH_CHARS.
 * It never contains `"`, `\`, parentheses or a control character. May be empty: nothing to say.
 */
export function sanitizeSpeechText(text: string): string {
  let out = text.normalize('NFC');
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  out = Array.from(out, (ch) => (ALLOWED.test(ch) ? ch : ' ')).join('');
  out = out.replace(/ +/g, ' ').trim();
  out = out.replace(/^[-\s]+/, '');
  if (out.length > MAX_SPEECH_CHARS) {
    const cut = out.slice(0, MAX_SPEECH_CHARS);
    const space = cut.lastIndexOf(' ');
    out = (space > MAX_SPEECH_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd();
  }
  return out;
}

/**
 * Sanitised text as festival reads it: festival takes bytes, not UTF-8, so accents are dropped
 * ("Doppelgänger" → "Doppelganger", "é" → "e") and any other non-ASCII character becomes a space.
 * The result is printable ASCII from ALLOWED only.
 */
export function festivalText(text: string): string {
  const ascii = sanitizeSpeechText(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
  if (/["\\()]/.test(ascii)) throw new Error('festivalText: unsafe character left in text'); // cannot happen
  return ascii;
}

export const VOICE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,59}$/;

export type VoiceCheck =
  { readonly ok: true; readonly voice: string } | { readonly ok: false; readonly reason: string };

/**
 * A voice name may be letters, digits, space, `_`, `-` and `.` (starting with a letter or digit, at most 60
 * characters): enough for festival (`kal_diphone`), macOS (`Samantha`) and Windows (`Microsoft Zira
 * Desktop`), and nothing that means anything to Scheme, PowerShell or a shell.
 */
export function checkVoiceName(voice: string): VoiceCheck {
  const trimmed = voice.trim();
  if (VOICE_NAME_PATTERN.test(trimmed)) return { ok: true, voice: trimmed };
  const shown = JSON.stringify(voice.length > 40 ? `${voice.slice(0, 40)}…` : voice);
  return { ok: false, reason: `voice name ${shown} is not allowed (letters, digits, space, _ - . only)` };
}

/**
 * The festival function that selects a voice: `kal_diphone` or `voice_kal_diphone` → `voice_kal_diphone`.
 * Null for names that cannot be a festival voice (those speak with the default voice).
 */
export function festivalVoiceFunction(voice: string): string | null {
  const check = checkVoiceName(voice);
  if (!check.ok || !/^[A-Za-z0-9_]+$/.test(check.voice)) return null;
  return check.voice.startsWith('voice_') ? check.voice : `voice_${check.voice}`;
}
