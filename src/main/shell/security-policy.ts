/**
 * The window's security policy as plain data and pure functions (no Electron import), so tests check it
 * under Node. `window-security.ts` and `ipc.ts` apply it; each setting names the threat it blocks.
 */
export const SECURE_WEB_PREFERENCES = {
  /** The page cannot reach the preload's globals or Node's: no prototype tampering across worlds. */
  contextIsolation: true,
  /** The renderer runs in Chromium's OS sandbox: a compromised page cannot touch the file system. */
  sandbox: true,
  /** No `require` in the page: a script injected into the page cannot run Node code. */
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  /** No <webview>: no second, less locked-down page inside ours. */
  webviewTag: false,
  /** Same-origin policy and mixed-content blocking stay on. */
  webSecurity: true,
  allowRunningInsecureContent: false,
  /** Spell-checking dictionaries would be fetched from the network. */
  spellcheck: false,
} as const;

/**
 * The page's Content Security Policy as a `<meta>` carries it (src/renderer/index.html and public.html, for
 * the development server and as a second line of defence): only our own scripts, no inline script, no
 * eval, no plugins, connections only back to our own host. It leaves out `frame-ancestors`, which a browser
 * ignores in a `<meta>` and logs an error for at every load (a console whose log is never clean hides real
 * errors); a test keeps the pages equal to it.
 */
export const META_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy both hosts send as a header (the `app://` protocol of the Electron shell, the browser host):
 * the `<meta>`'s, and no framing (`frame-ancestors` works only as a header).
 */
export const CONTENT_SECURITY_POLICY = `${META_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;

/**
 * Sent with every response of the console, by either host. X-Frame-Options says "no framing" to browsers
 * that predate `frame-ancestors`; no other page, not even one on another port of 127.0.0.1, may frame the
 * console and trick the moderator into clicks.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/**
 * The Electron shell serves the built console from this privileged scheme, not from `file://`: a page
 * there has an origin of its own (not every file on the disk), and the IPC sender check compares with it.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'nightwarden';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;
/** The players' screen's page: a window of its own, which never gets the console's channel. */
export const PUBLIC_PAGE_NAME = 'public.html';
export const PUBLIC_ENTRY = `${APP_ORIGIN}/${PUBLIC_PAGE_NAME}`;

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * What an `app://nightwarden/…` request may read: a path inside the built renderer (no climbing out, no
 * other host, no NUL), as a path relative to it, with its content type; or the status to answer.
 */
export function appRequestPath(
  url: string,
): { readonly path: string; readonly type: string } | { readonly status: 400 | 404 } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 400 };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return { status: 404 };
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname === '/' ? '/index.html' : parsed.pathname);
  } catch {
    return { status: 400 };
  }
  if (path.includes('\0') || path.includes('\\')) return { status: 400 };
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return { status: 404 };
  const name = segments.at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  const type = CONTENT_TYPES[dot >= 0 ? name.slice(dot) : ''];
  if (segments.length === 0 || !type) return { status: 404 };
  return { path: segments.join('/'), type };
}

/** A message may come only from our page's main frame (not an iframe, not another page). */
export function isTrustedSender(
  sender: { url: string | undefined; isMainFrame: boolean },
  isTrustedUrl: (url: string) => boolean,
): boolean {
  return sender.isMainFrame && sender.url !== undefined && isTrustedUrl(sender.url);
}

/** An address without its query and hash. */
function pageOf(url: string): string {
  return url.split('#')[0]!.split('?')[0]!;
}

/**
 * Our page's address, with the query and hash ignored: `app://nightwarden/index.html`, or the dev server.
 * The players' screen's page is never the console, not even on the dev server.
 */
export function trustedUrlCheck(entryUrl: string, devUrl: string | undefined): (url: string) => boolean {
  return (url) => {
    if (devUrl && url.startsWith(devUrl)) return pageOf(url) !== `${devUrl.replace(/\/?$/, '/')}${PUBLIC_PAGE_NAME}`;
    return pageOf(url) === entryUrl;
  };
}

/** The players' screen's page (`app://nightwarden/public.html`, or the dev server's), query and hash ignored. */
export function publicUrlCheck(devUrl: string | undefined): (url: string) => boolean {
  return (url) =>
    pageOf(url) === PUBLIC_ENTRY || (!!devUrl && pageOf(url) === `${devUrl.replace(/\/?$/, '/')}${PUBLIC_PAGE_NAME}`);
}

/** A display's work area, as Electron's `screen` gives it. */
export interface DisplayArea {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where the players' screen opens: full screen on a display other than the moderator's when there is one
 * (the largest), else a window on the moderator's display beside the console.
 */
export function publicWindowPlacement(
  displays: readonly DisplayArea[],
  moderatorDisplay: number,
): {
  readonly display: 'second-display' | 'this-display';
  readonly bounds: Omit<DisplayArea, 'id'>;
  readonly fullscreen: boolean;
} {
  const others = displays
    .filter((d) => d.id !== moderatorDisplay)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  const second = others[0];
  if (second) {
    const { x, y, width, height } = second;
    return { display: 'second-display', bounds: { x, y, width, height }, fullscreen: true };
  }
  const own = displays.find((d) => d.id === moderatorDisplay) ?? displays[0];
  const area = own ?? { x: 0, y: 0, width: 1280, height: 800 };
  const width = Math.max(640, Math.round(area.width * 0.6));
  const height = Math.max(400, Math.round(area.height * 0.6));
  return {
    display: 'this-display',
    bounds: {
      x: area.x + area.width - width,
      y: area.y,
      width: Math.min(width, area.width),
      height: Math.min(height, area.height),
    },
    fullscreen: false,
  };
}

/**
 * Every permission request (camera, microphone, notifications, geolocation…) is refused, except full
 * screen, which the reveal uses so the whole table can read it.
 */
export function decidePermission(permission = ''): boolean {
  return permission === 'fullscreen';
}

/**
 * The web addresses the app itself links to, the only ones `shell.openExternal` is given. No screen of
 * the console links out today, so the list is empty and nothing leaves the app; a link added to a screen
 * is added here too, exactly as the screen writes it.
 */
export const EXTERNAL_LINKS: readonly string[] = [];

/**
 * May this address be opened in the user's browser? Only an https address of the allow-list, exactly: a
 * link a page made up (or an injected one, `file:`, `javascript:`, a look-alike host) never leaves the app.
 */
export function isAllowedExternal(url: string, allowed: readonly string[] = EXTERNAL_LINKS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && allowed.includes(parsed.href)
  );
}
