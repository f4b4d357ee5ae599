import { app, session, shell, type BrowserWindow, type WebContents } from 'electron';

/**
 * Window security in one place; each setting names the threat it blocks (Electron security checklist).
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

/** Applied to every window: no navigation away, no new windows, no permission prompts. */
export function lockDown(contents: WebContents, isDev: boolean): void {
  // A link or script must never replace our page with another origin's.
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  // window.open and target=_blank: denied; http(s) links open in the user's browser instead.
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  if (!isDev) contents.on('devtools-opened', () => contents.closeDevTools());
}

/** Camera, microphone, notifications, geolocation…: the console needs none, so every request is refused. */
export function denyPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
}

export function hardenApp(isDev: boolean): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents, isDev));
}

export type { BrowserWindow };
