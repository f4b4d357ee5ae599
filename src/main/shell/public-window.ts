/**
 * The players' screen in the Electron app: a second window, as locked down as the console's (sandbox,
 * context isolation, no Node, the `app://` page and its CSP headers, navigation and new windows denied),
 * with a preload of its own that can only receive the public view. It opens full screen on a second
 * display when there is one. Its address for a browser on this computer (a tab cast to a TV) is served by
 * a players'-screen-only browser host on 127.0.0.1, started the first time it is asked for.
 */
import { BrowserWindow, ipcMain, screen, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { PUBLIC_CHANNEL, PUBLIC_STEP_CHANNEL, PUBLIC_VIEW_CHANNEL } from '../../shared/public-channels.ts';
import { PublicStepSchema, type PublicScreenInfo, type PublicView } from '../../shared/public-view.ts';
import { describeSchemaIssues } from '../../shared/record.ts';
import type { PublicFeed } from '../session/public-feed.ts';
import { startWebHost, type WebHost } from '../host/web-server.ts';
import { PUBLIC_ENTRY, isTrustedSender, publicWindowPlacement, SECURE_WEB_PREFERENCES } from './security-policy.ts';

export interface PublicWindowOptions {
  readonly feed: PublicFeed;
  /** The built renderer, for the address's host. */
  readonly rendererDir: string;
  readonly preload: string;
  readonly isDev: boolean;
  /** The page to load (the dev server's public.html in development). */
  readonly entry: string;
  readonly isPublicUrl: (url: string) => boolean;
  /** The console's window, whose display the players' screen avoids. */
  readonly moderator: () => BrowserWindow | null;
}

const UNTRUSTED = {
  ok: false,
  error: { code: 'host/untrusted-sender', message: 'this page is not the players’ screen' },
} as const;

export class PublicWindows {
  private window: BrowserWindow | null = null;
  private host: Promise<WebHost> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: PublicWindowOptions) {
    // The players' screen asks for the view on this channel; only its own page's main frame is answered.
    ipcMain.handle(PUBLIC_CHANNEL, (event: IpcMainInvokeEvent) => {
      if (!this.isPlayersScreen(event)) return UNTRUSTED;
      return { ok: true, value: options.feed.current() };
    });
    // Its key, after the reveal: a step on or back in the night the moderator tells (refused otherwise).
    ipcMain.handle(PUBLIC_STEP_CHANNEL, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      if (!this.isPlayersScreen(event)) return UNTRUSTED;
      const parsed = PublicStepSchema.safeParse(args);
      if (!parsed.success)
        return {
          ok: false,
          error: { code: 'input/invalid', message: `step: ${describeSchemaIssues(parsed.error).join('; ')}` },
        };
      return options.feed.step(parsed.data[0]);
    });
  }

  /** The players' screen's own page, in its main frame, in the window this class opened. */
  private isPlayersScreen(event: IpcMainInvokeEvent): boolean {
    const frame = event.senderFrame;
    const sender = { url: frame?.url, isMainFrame: frame !== null && frame === event.sender.mainFrame };
    return isTrustedSender(sender, this.options.isPublicUrl) && event.sender === this.window?.webContents;
  }

  /** Opens the players' screen (or brings it forward), and answers where it is and its address. */
  async open(): Promise<PublicScreenInfo> {
    const placement = this.placement();
    // Shown without the keyboard's focus: the moderator's console keeps it (a screen-reader or keyboard
    // user goes on where they were; on the same display the console stays in front of it, never behind).
    if (!this.window || this.window.isDestroyed()) this.window = this.create(placement);
    else this.window.showInactive();
    this.options.moderator()?.focus();
    // No port for its address: the window still works.
    const address = await this.address().then(
      (host) => host.publicUrl,
      () => null,
    );
    return { window: placement.display, address };
  }

  async close(): Promise<void> {
    this.unsubscribe?.();
    if (this.window && !this.window.isDestroyed()) this.window.close();
    const host = this.host;
    this.host = null;
    if (host) await (await host).close();
  }

  private placement(): ReturnType<typeof publicWindowPlacement> {
    const moderator = this.options.moderator();
    const own = moderator ? screen.getDisplayMatching(moderator.getBounds()) : screen.getPrimaryDisplay();
    const displays = screen.getAllDisplays().map((d) => ({ id: d.id, ...d.workArea }));
    return publicWindowPlacement(displays, own.id);
  }

  private create(placement: ReturnType<typeof publicWindowPlacement>): BrowserWindow {
    const window = new BrowserWindow({
      ...placement.bounds,
      fullscreen: placement.fullscreen,
      backgroundColor: '#05060a',
      title: 'Nightwarden — players',
      show: false,
      autoHideMenuBar: true,
      webPreferences: { ...SECURE_WEB_PREFERENCES, preload: this.options.preload, devTools: this.options.isDev },
    });
    window.once('ready-to-show', () => {
      window.showInactive();
      this.options.moderator()?.focus();
    });
    const push = (view: PublicView): void => {
      if (!window.isDestroyed()) window.webContents.send(PUBLIC_VIEW_CHANNEL, view);
    };
    this.unsubscribe?.();
    this.unsubscribe = this.options.feed.subscribe(push);
    window.on('closed', () => {
      this.unsubscribe?.();
      this.unsubscribe = null;
      if (this.window === window) this.window = null;
    });
    void window.loadURL(this.options.entry);
    return window;
  }

  /**
   * The players'-screen-only browser host: no console page and no console socket, only /public.html and
   * its socket behind a key made when it starts (at each run of the app; never saved).
   */
  private address(): Promise<WebHost> {
    this.host ??= startWebHost({ root: this.options.rendererDir, public: { feed: this.options.feed } });
    return this.host;
  }
}

export const PUBLIC_PRELOAD = (dir: string): string => join(dir, '../preload/public.cjs');
export { PUBLIC_ENTRY };
