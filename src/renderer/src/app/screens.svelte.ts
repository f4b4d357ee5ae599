/**
 * The console's screens, each in a chunk of its own: the first page load brings the header, the
 * console's state and the screen it opens on, not every screen of the app (docs/architecture.md, "Cold
 * start"). A screen is fetched when it is first shown; once the one on view is up, the screens that
 * usually come next are fetched in the background (the setup's deal and night, the night's day…), so
 * moving on never waits for the host. A chunk that cannot be fetched (the host stopped, or was updated
 * under a page left open) is said, with the way out: reload the page.
 */
import { untrack } from 'svelte';
import type { AppState } from './app-state.svelte.ts';

/** Where each screen's chunk comes from (Vite makes one chunk per dynamic import). */
const IMPORTS = {
  setup: () => import('../setup/SetupScreen.svelte'),
  deal: () => import('../setup/DealScreen.svelte'),
  night: () => import('../night/NightScreen.svelte'),
  day: () => import('../day/DayScreen.svelte'),
  reveal: () => import('../reveal/RevealScreen.svelte'),
  archive: () => import('../archive/ArchiveScreen.svelte'),
  replay: () => import('../replay/ReplayScreen.svelte'),
  stats: () => import('../stats/StatsScreen.svelte'),
  events: () => import('../events/EventsScreen.svelte'),
} as const;

export type ScreenName = keyof typeof IMPORTS;

/** Each screen's component, as its chunk exports it. */
export type ScreenComponents = { [K in ScreenName]: Awaited<ReturnType<(typeof IMPORTS)[K]>>['default'] };

export type ScreenImports = { [K in ScreenName]: () => Promise<{ default: ScreenComponents[K] }> };

/** What usually comes after each screen: fetched in the background once it is up. */
export const NEXT: Readonly<Record<ScreenName, readonly ScreenName[]>> = {
  setup: ['deal', 'night', 'archive'],
  deal: ['night'],
  night: ['day'],
  day: ['reveal'],
  reveal: ['replay', 'setup'],
  archive: ['replay', 'setup'],
  replay: [],
  stats: [],
  events: ['setup', 'night'],
};

/** The screen the console shows now: a panel over the game, else the game's (the setup without one). */
export function screenOf(app: Pick<AppState, 'panel' | 'screen'>): ScreenName {
  return app.panel ? app.panel.kind : app.screen;
}

export class Screens {
  /** The screens fetched so far. */
  private loaded = $state.raw<Partial<ScreenComponents>>({});
  /** A screen whose chunk could not be fetched, and why (shown in its place). */
  failed = $state<{ readonly screen: ScreenName; readonly message: string } | null>(null);
  /**
   * How many screens shown are still fetching, themselves or the screens that follow them (the page's
   * `data-screens-settling`): 0 once every chunk asked for has arrived or failed. Leaving the page before
   * cuts those fetches off (a navigation's doing, net::ERR_ABORTED), so the tests wait for 0 before they
   * load another page.
   */
  settling = $state(0);
  /** The fetches under way or done, by screen: bookkeeping, never shown (a plain record, not state). */
  private readonly pending: Partial<Record<ScreenName, Promise<boolean>>> = {};

  constructor(
    private readonly imports: ScreenImports = IMPORTS,
    /** Runs work once the screen on view is drawn. */
    private readonly idle: (run: () => void) => void = afterDrawn,
  ) {}

  /** The screen's component, if fetched (null: not yet, `load` it). */
  get<K extends ScreenName>(name: K): ScreenComponents[K] | null {
    return (this.loaded[name] as ScreenComponents[K] | undefined) ?? null;
  }

  /** Fetches a screen (once; again after a failure); true when it is ready. */
  load(name: ScreenName): Promise<boolean> {
    if (this.loaded[name]) return Promise.resolve(true);
    let pending = this.pending[name];
    if (!pending) {
      pending = this.imports[name]().then(
        (module) => {
          this.loaded = { ...this.loaded, [name]: module.default };
          if (this.failed?.screen === name) this.failed = null;
          return true;
        },
        (error: unknown) => {
          delete this.pending[name];
          this.failed = { screen: name, message: error instanceof Error ? error.message : String(error) };
          return false;
        },
      );
      this.pending[name] = pending;
    }
    return pending;
  }

  /** Shows a screen: fetches it, then (once it is drawn) the screens that usually follow it. */
  async show(name: ScreenName): Promise<void> {
    // Called from an effect: counting must not make that effect depend on the count.
    untrack(() => this.settling++);
    if (!(await this.load(name))) {
      this.settling--;
      return;
    }
    this.idle(() => {
      const following = NEXT[name].flatMap((next) => (this.pending[next] ? [] : [this.load(next)]));
      void Promise.allSettled(following).then(() => this.settling--);
    });
  }
}

/**
 * After the next frame is drawn (the screen just fetched is on view): the screens that follow are fetched
 * then, not before, so they never delay it, and at once after, so they are there when the moderator moves on.
 */
function afterDrawn(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/** The page's screens (one console per page). */
export const screens = new Screens();

/**
 * The screen a page load opens on, asked for before the console is even drawn (main.ts): the setup,
 * unless the address names a game (a reload in the middle of one), whose screen is known only once the
 * host has answered.
 */
export function firstScreen(hash: string): ScreenName | null {
  return /^#\/game\//.test(hash) ? null : 'setup';
}
