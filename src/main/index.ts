/**
 * The Electron bootstrap: one locked-down window, the session behind one IPC channel. Everything else
 * (engine, archive, session, narration) lives in modules that never import Electron and are tested
 * under Node.
 */
import { app, BrowserWindow, dialog, powerSaveBlocker } from 'electron';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDispatcher } from './host/dispatch.ts';
import { warmUp } from './host/warm-up.ts';
import { Narrator, SaySpeech, reapSpeechLeftovers } from './narration/index.ts';
import { DatabaseOpenError, moveAside } from './persistence/database.ts';
import { Store } from './persistence/store.ts';
import { Session } from './session/session.ts';
import { DISABLED_CHROMIUM_FEATURES } from './shell/chromium-features.ts';
import { registerIpc } from './shell/ipc.ts';
import { APP_ENTRY, PUBLIC_ENTRY, publicUrlCheck, trustedUrlCheck } from './shell/security-policy.ts';
import { PublicFeed, sessionSources } from './session/public-feed.ts';
import { PublicWindows, PUBLIC_PRELOAD } from './shell/public-window.ts';
import { RoomService } from './hub/room-service.ts';
import {
  SECURE_WEB_PREFERENCES,
  denyPermissions,
  hardenApp,
  registerAppScheme,
  serveAppProtocol,
} from './shell/window-security.ts';
import { loadWindowBounds, rememberWindowBounds } from './shell/window-state.ts';
import { saveArchiveWithDialog } from './shell/save-archive.ts';

const devUrl = process.env['ELECTRON_RENDERER_URL'];
const isDev = !app.isPackaged && devUrl !== undefined;
const rendererDir = join(__dirname, '../renderer');

// Tests (npm run test:electron) and portable setups keep the app's data, archive included, elsewhere.
const userData = process.env['NIGHTWARDEN_USER_DATA'];
if (userData) app.setPath('userData', userData);

// The answer to a click is drawn as soon as it arrives, not a frame later (see chromium-features.ts).
app.commandLine.appendSwitch('disable-features', DISABLED_CHROMIUM_FEATURES.join(','));

// The built console is served at app://nightwarden/, never from file://: the IPC sender must be that page.
registerAppScheme();
const isTrustedUrl = trustedUrlCheck(APP_ENTRY, isDev ? devUrl : undefined);

/** Opens the archive; a file that is not ours, corrupt or from a newer version is never overwritten. */
function openArchive(): Store {
  const dir = join(app.getPath('userData'), 'nightwarden');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'archive.db');
  try {
    return new Store(path, { program: 'the Nightwarden app' });
  } catch (e) {
    if (!(e instanceof DatabaseOpenError)) throw e;
    if (e.problem === 'cannot-write' || e.problem === 'not-a-file' || e.problem === 'in-use') {
      // Moving the file aside would not help: the place itself cannot hold an archive, or another program
      // writes it (a console in a browser on the same file) and must be closed first.
      dialog.showMessageBoxSync({ type: 'error', title: 'Nightwarden', message: e.message, buttons: ['Quit'] });
      app.exit(1);
      throw e;
    }
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: 'Nightwarden',
      message: e.message,
      detail:
        e.problem === 'from-the-future'
          ? 'Update Nightwarden to open this archive. You can also move it aside and start a new, empty archive.'
          : 'You can move the file aside (it is kept under a timestamped name) and start a new, empty archive.',
      buttons: ['Move it aside and start a new archive', 'Quit'],
      defaultId: 1,
      cancelId: 1,
    });
    if (choice !== 0) {
      app.exit(1);
      throw e;
    }
    moveAside(path);
    return new Store(path, { program: 'the Nightwarden app' });
  }
}

let keepAwakeId: number | null = null;
function keepAwake(on: boolean): void {
  if (on && keepAwakeId === null) keepAwakeId = powerSaveBlocker.start('prevent-display-sleep');
  if (!on && keepAwakeId !== null) {
    powerSaveBlocker.stop(keepAwakeId);
    keepAwakeId = null;
  }
}

let consoleWindow: BrowserWindow | null = null;
/** Closes the players' screen: it never outlives the console. */
let closePublicScreen: () => void = () => undefined;

function createWindow(): BrowserWindow {
  const bounds = loadWindowBounds({ width: 1280, height: 800 });
  const window = new BrowserWindow({
    ...bounds,
    minWidth: 900,
    minHeight: 600,
    backgroundColor: '#111318',
    title: 'Nightwarden',
    show: false,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: join(__dirname, '../preload/index.cjs'), devTools: isDev },
  });
  rememberWindowBounds(window);
  consoleWindow = window;
  window.on('closed', () => {
    if (consoleWindow === window) consoleWindow = null;
    closePublicScreen();
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(isDev && devUrl ? devUrl : APP_ENTRY);
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const window = consoleWindow;
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  hardenApp(isDev);
  void app.whenReady().then(async () => {
    denyPermissions();
    serveAppProtocol(rendererDir);
    // A console that crashed while speaking may have left festival and aplay running: end them first.
    await reapSpeechLeftovers();
    const store = openArchive();
    const session = new Session(store, {
      now: () => new Date(),
      newId: () => randomUUID(),
      randomSeed: () => randomInt(2 ** 31),
    });
    const narration = new Narrator(new SaySpeech());
    void narration.checkAvailability();
    // Listed now (festival and espeak-ng each answer once), so the first line of either language is not late.
    void narration.voices('en');
    void narration.voices('fr');
    const publicFeed = new PublicFeed(sessionSources(session));
    const publicWindows = new PublicWindows({
      feed: publicFeed,
      rendererDir,
      preload: PUBLIC_PRELOAD(__dirname),
      isDev,
      entry: isDev && devUrl ? `${devUrl.replace(/\/?$/, '/')}public.html` : PUBLIC_ENTRY,
      isPublicUrl: publicUrlCheck(isDev ? devUrl : undefined),
      moderator: () => consoleWindow,
    });
    closePublicScreen = () => void publicWindows.close();
    // A live event across laptops: nothing is served until the organiser opens an event to the room.
    const rooms = new RoomService({
      store,
      session,
      ports: { now: () => new Date(), newId: () => randomUUID() },
      root: rendererDir,
    });
    rooms.resume();
    registerIpc(
      createDispatcher({
        session,
        narration,
        keepAwake,
        publicFeed,
        openPublicScreen: () => publicWindows.open(),
        saveArchive: () => saveArchiveWithDialog(consoleWindow, session),
        rooms,
      }),
      isTrustedUrl,
    );
    createWindow();
    // A few games in memory, a command at a time, so the first night's answers are as quick as later ones.
    const warming = warmUp();
    app.on('will-quit', () => warming.stop());
    app.on('activate', () => {
      if (consoleWindow === null) createWindow();
    });
    app.on('will-quit', () => {
      keepAwake(false);
      void rooms.closeAll();
      void publicWindows.close();
      store.close();
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
