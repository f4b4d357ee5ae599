/**
 * French typography: a no-break space (U+00A0) before the colon and inside « », a narrow no-break space
 * (U+202F) before ; ! and ?, so the sign never starts a line ("Réveillés : Léa", "Tout le monde se
 * réveille !"). English text is left as it is.
 */

export const NBSP = '\u00A0';
export const NNBSP = '\u202F';

/**
 * For sentences written with ordinary spaces (the engine's French, with names inside): only a space that
 * already stands before the sign becomes the right no-break space, so a player's name is never changed.
 */
export function frenchSpaces(text: string): string {
  if (!/[ ][:;!?»]|« /.test(text)) return text;
  return text
    .replace(/ :/g, `${NBSP}:`)
    .replace(/ ([;!?])/g, `${NNBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`);
}

/**
 * For the console's own French strings (templates, no names yet): the space is also put where it is
 * missing. A colon followed by something else than a space or the end (a time, "12:30") is left alone.
 */
export function typesetFrench(text: string): string {
  return frenchSpaces(text)
    .replace(/([^\s\u00A0\u202F]):(?=\s|$)/g, `$1${NBSP}:`)
    .replace(/([^\s\u00A0\u202F(«!?;])([;!?])(?=\s|$|\))/g, `$1${NNBSP}$2`)
    .replace(/«(?=[^\s\u00A0])/g, `«${NBSP}`)
    .replace(/([^\s\u00A0])»/g, `$1${NBSP}»`);
}

/** Every string of a plain JSON value typeset with `frenchSpaces` (keys are left as they are). */
export function frenchSpacesDeep<T>(value: T): T {
  if (typeof value === 'string') return frenchSpaces(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => frenchSpacesDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = frenchSpacesDeep(v);
    return out as T;
  }
  return value;
}
