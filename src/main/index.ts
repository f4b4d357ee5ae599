/**
 * The Electron bootstrap: one window, locked down. Everything else (engine, archive, narration) lives in
 * modules that import nothing from Electron and are tested under Node.
 */
import { app, BrowserWindow } from 'electron';
import { join } from 'node:path';
import { SECURE_WEB_PREFERENCES, denyPermissions, hardenApp } from './shell/window-security.ts';

const isDev = !app.isPackaged && process.env['ELECTRON_RENDERER_URL'] !== undefined;

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    backgroundColor: '#111318',
    title: 'Nightwarden',
    show: false,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: join(__dirname, '../preload/index.cjs'), devTools: isDev },
  });
  window.once('ready-to-show', () => window.show());
  const devUrl = process.env['ELECTRON_RENDERER_URL'];
  if (isDev && devUrl) void window.loadURL(devUrl);
  else void window.loadFile(join(__dirname, '../renderer/index.html'));
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  hardenApp(isDev);
  void app.whenReady().then(() => {
    denyPermissions();
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
