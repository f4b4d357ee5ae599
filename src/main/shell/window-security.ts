import { app, session, shell, type WebContents } from 'electron';
import { decidePermission, isExternalLink } from './security-policy.ts';

export { SECURE_WEB_PREFERENCES } from './security-policy.ts';

/** Applied to every window: no navigation away, no new windows, no webviews, DevTools only in development. */
export function lockDown(contents: WebContents, isDev: boolean): void {
  // A link or script must never replace our page with another origin's.
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  // window.open and target=_blank: denied; http(s) links open in the user's browser instead.
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void shell.openExternal(url);
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
