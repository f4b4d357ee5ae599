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
 * The page's Content Security Policy (also in src/renderer/index.html, checked by a test): only our own
 * scripts, no inline script, no eval, no plugins, no framing, connections only back to our own host.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** A message may come only from our page's main frame (not an iframe, not another page). */
export function isTrustedSender(
  sender: { url: string | undefined; isMainFrame: boolean },
  isTrustedUrl: (url: string) => boolean,
): boolean {
  return sender.isMainFrame && sender.url !== undefined && isTrustedUrl(sender.url);
}

/** Our page's address, with the query and hash ignored: the built file or the dev server. */
export function trustedUrlCheck(rendererFileUrl: string, devUrl: string | undefined): (url: string) => boolean {
  return (url) => {
    if (devUrl && url.startsWith(devUrl)) return true;
    return url.split('#')[0]!.split('?')[0] === rendererFileUrl;
  };
}

/**
 * Every permission request (camera, microphone, notifications, geolocation…) is refused, except full
 * screen, which the reveal uses so the whole table can read it.
 */
export function decidePermission(permission = ''): boolean {
  return permission === 'fullscreen';
}

/** Links to the web open in the user's browser; nothing else leaves the app. */
export function isExternalLink(url: string): boolean {
  return /^https?:\/\//.test(url);
}
