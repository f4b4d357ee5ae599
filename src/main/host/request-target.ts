/**
 * Reading a request's target, for the console's web host and the event hub's server alike (both serve files
 * and sockets on loopback; neither imports the other).
 */

/**
 * The request's target as a URL, or why it cannot be read. Only a path is accepted (origin-form, as
 * browsers send): `//host…`, `http://…` and anything `new URL` rejects are bad requests.
 */
export function parseTarget(target: string | undefined, origin: string): URL | string {
  if (!target || !target.startsWith('/') || target.startsWith('//'))
    return 'the request target must be a path starting with a single /';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return 'the request target must be a path on this host';
    return url;
  } catch {
    return 'the request target is not a valid path';
  }
}

/** A path's percent-decoding, or null when it is not valid UTF-8 percent-encoding or holds a NUL. */
export function decodePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
