import { z } from 'zod';

/**
 * The one rule for player names, wherever a name comes from: typed in the console, read from a record or
 * an archive, registered for an event. A name is written in Unicode NFC without outer spaces, has 1 to
 * 40 characters, at least one of them visible, and none that could forge a line or reorder the text
 * around it when it is shown on a screen, a terminal or a report: no control character (NUL, escape,
 * newline, tab…), no line or paragraph separator, no bidirectional override, embedding, isolate or mark,
 * no lone surrogate.
 */

export const PLAYER_NAME_MAX = 40;

/** C0 and C1 controls and DEL (NUL, ESC, CR, LF, TAB…). */
const CONTROL = /\p{Cc}/u;
/** U+2028 and U+2029 end a line in JavaScript and in many terminals and editors. */
const SEPARATOR = /[\u2028\u2029]/u;
/** Bidirectional formatting: marks (ALM, LRM, RLM), embeddings and overrides (LRE…RLO), isolates (LRI…PDI). */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Half of a surrogate pair alone: not a character at all, and not writable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;
/** Any of the four above, for a first test of a whole text. */
const ANY_FORBIDDEN = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
/** Printable ASCII without outer spaces: already in NFC, and every character in it is allowed. */
const PLAIN_NAME = /^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/;
/** Letters, digits, punctuation and symbols, less the ones that draw nothing (Hangul fillers, braille blank). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** A character as it can be read in a message: `U+001B`. */
export function codePointLabel(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Text that shows every invisible or line-breaking character as an escape (`\n`, `\u001b`, `\u202e`),
 * so a name read from a file can be named in a message or printed on a terminal without forging a line
 * or reordering it. Printable text is left as it is.
 */
export function escapeControls(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (CONTROL.test(ch) || SEPARATOR.test(ch) || BIDI.test(ch) || LONE_SURROGATE.test(ch))
      out += `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return out;
}

/** A name as a message quotes it: escaped, and cut after 40 characters. */
function quoted(name: string): string {
  const shown = name.length > PLAYER_NAME_MAX ? `${name.slice(0, PLAYER_NAME_MAX)}…` : name;
  return `"${escapeControls(shown)}"`;
}

/**
 * The first character that may not be shown as it is (a control character, a line separator, a
 * bidirectional formatting character, a lone surrogate), named with its code point; null if none.
 * Names, and the other labels people type (an event's name), may hold none of them.
 */
export function forbiddenCharacter(text: string): string | null {
  // Most text holds none: one test of the whole text, then the walk that names the first one.
  if (!ANY_FORBIDDEN.test(text)) return null;
  for (const ch of text) {
    const what = CONTROL.test(ch)
      ? 'a control character'
      : SEPARATOR.test(ch)
        ? 'a line separator'
        : BIDI.test(ch)
          ? 'a right-to-left or left-to-right formatting character'
          : LONE_SURROGATE.test(ch)
            ? 'half of a surrogate pair'
            : null;
    if (what) return `${what} (${codePointLabel(ch)})`;
  }
  return null;
}

/** True when `text` shows something: a letter, digit, sign or punctuation that draws. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text.replace(BLANK_LETTERS, ''));
}

/**
 * A name in printable ASCII, at most PLAYER_NAME_MAX long, neither starting nor ending with a space: what most
 * names are. Such a name is its own normal form and has no problem (`normalizePlayerName`, `playerNameProblem`).
 */
export function isPlainPlayerName(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  // PLAIN_NAME, character by character: visible ASCII at both ends, spaces allowed between.
  const last = value.length - 1;
  if (last < 0 || last >= PLAYER_NAME_MAX) return false;
  for (let i = 0; i <= last; i++) {
    const c = value.charCodeAt(i);
    if (c > 0x7e || c < (i === 0 || i === last ? 0x21 : 0x20)) return false;
  }
  return true;
}

/** A name as the rule keeps it: NFC, outer spaces removed. */
export function normalizePlayerName(name: string): string {
  return PLAIN_NAME.test(name) ? name : name.normalize('NFC').trim();
}

/** Why a (normalized) name breaks the rule, or null when it follows it. */
export function playerNameProblem(name: string): string | null {
  // The common case: printable ASCII, something visible in it (it does not start with a space).
  if (name.length <= PLAYER_NAME_MAX && PLAIN_NAME.test(name)) return null;
  if (name === '') return 'a player name cannot be empty';
  if (name.length > PLAYER_NAME_MAX)
    return `player name ${quoted(name)} has ${name.length} characters; a name has at most ${PLAYER_NAME_MAX}`;
  const forbidden = forbiddenCharacter(name);
  if (forbidden)
    return `player name ${quoted(name)} contains ${forbidden}; a name is made of characters you can see, spaces and punctuation`;
  if (!hasVisibleCharacter(name)) {
    const points = [...new Set(Array.from(name, codePointLabel))].slice(0, 5).join(', ');
    return `a player name made only of ${points} has no visible character; a name needs at least one letter, digit or sign`;
  }
  return null;
}

const NOT_TEXT = 'expected string: a player name is text';

/** The rule as a schema: normalizes the name (NFC, outer spaces), then refuses it with the rule it breaks. */
export const PlayerNameSchema = z.string({ error: NOT_TEXT }).check((ctx) => {
  // One check that normalizes and judges (an overwrite and a check are two steps of zod's for the same).
  const name = normalizePlayerName(ctx.value);
  ctx.value = name;
  const problem = playerNameProblem(name);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: name });
});

/**
 * A name read as `PlayerNameSchema` reads it, without a schema's machinery (a record's votes name every
 * player twice): the name as the rule keeps it, or the one message the schema would give.
 */
export function readPlayerName(value: unknown): { readonly name: string } | { readonly problem: string } {
  if (typeof value !== 'string') return { problem: NOT_TEXT };
  const name = normalizePlayerName(value);
  const problem = playerNameProblem(name);
  return problem ? { problem } : { name };
}

/** What a value is, for a message: "null", "an array", "an object", "a number", "nothing"… */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}
