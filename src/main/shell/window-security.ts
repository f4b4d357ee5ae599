import { app, protocol, session, shell, type WebContents } from 'electron';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APP_SCHEME,
  SECURITY_HEADERS,
  appRequestPath,
  decidePermission,
  isAllowedExternal,
} from './security-policy.ts';

export { SECURE_WEB_PREFERENCES } from './security-policy.ts';

/**
 * `app://` as a standard, secure scheme: the page gets an origin of its own (not `file://`, where every
 * file on the disk is the same origin), fetch works, and storage is scoped to it. Must run before `ready`.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Serves the built renderer (`root`) at `app://nightwarden/`, every response with the console's CSP and
 * X-Frame-Options as headers (a <meta> CSP cannot forbid framing); nothing outside `root` is ever read.
 */
export function serveAppProtocol(root: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const target = appRequestPath(request.url);
    if ('status' in target) return new Response(null, { status: target.status, headers: { ...SECURITY_HEADERS } });
    try {
      const body = await readFile(join(root, ...target.path.split('/')));
      return new Response(body, { status: 200, headers: { 'Content-Type': target.type, ...SECURITY_HEADERS } });
    } catch {
      return new Response(null, { status: 404, headers: { ...SECURITY_HEADERS } });
    }
  });
}

/** Applied to every window: no navigation away, no new windows, no webviews, DevTools only in development. */
export function lockDown(contents: WebContents, isDev: boolean): void {
  // A link or script must never replace our page with another origin's; a link of the app's own
  // allow-list opens in the user's browser instead.
  contents.on('will-navigate', (event) => {
    event.preventDefault();
    if (isAllowedExternal(event.url)) void shell.openExternal(event.url);
  });
  contents.on('will-redirect', (event) => event.preventDefault());
  // window.open and target=_blank: denied; a link of the app's own allow-list opens in the user's browser.
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  if (!isDev) contents.on('devtools-opened', () => contents.closeDevTools());
}

/** Camera, microphone, notifications, geolocation…: the console needs none, so every request is refused. */
export function denyPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(decidePermission(permission)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => decidePermission(permission));
}

export function hardenApp(isDev: boolean): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents, isDev));
}
