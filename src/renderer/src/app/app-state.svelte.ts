/**
 * The console's top-level state: which game is open, which screen shows it, the last error, and the
 * "hide every secret" switch. Screens own their own state classes; this one only connects them.
 */
import type { Api, SpeechStatus } from '../../../shared/api.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { GameView, ReopenReport } from '../../../shared/views.ts';
import type { SpeakWith } from '../lib/preferences.svelte.ts';
import type { Cue } from '../lib/sound.ts';
import type { BrowserSpeech } from '../lib/speech.ts';

/** Where a game was played from: an event's table (the reveal offers the way back to the event). */
export interface EventLink {
  readonly eventId: string;
  readonly round: number;
  readonly table: number;
}

/** What the console is given besides its api: sounds, this browser's voices, and who speaks. */
export interface AppPorts {
  readonly sound?: { cue(kind: Cue): void; duck(on: boolean): void } | null;
  readonly browserSpeech?: Pick<BrowserSpeech, 'say' | 'cancel' | 'canSpeak'> | null;
  readonly speakWith?: () => SpeakWith;
  /** The host's output device for the narration (empty: the default output); the browser's voice has none. */
  readonly outputDevice?: () => string;
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export type SpeakOptions = { voice?: string; speed?: number; language?: 'en' | 'fr'; device?: string };

const EVENT_LINKS_KEY = 'nightwarden.event-games';

export type Screen = 'setup' | 'deal' | 'night' | 'day' | 'reveal';

/**
 * A panel over the current screen: the archive, a game's replay, the player statistics, the events
 * (tournaments). The game under it stays where it was.
 */
export type Panel =
  | { readonly kind: 'archive' }
  /** `from`: the panel it was opened from (the archive), where "Back" returns. */
  | { readonly kind: 'replay'; readonly gameId: string; readonly from: Panel | null }
  | { readonly kind: 'stats' }
  | { readonly kind: 'events'; readonly eventId: string | null };

export class AppState {
  /**
   * The open game as the host sent it. Raw: a view is replaced whole, never changed in place, so it is not
   * wrapped in proxies object by object each time a new one comes (Confirm → board: the view is drawn as is).
   */
  game = $state.raw<GameView | null>(null);
  error = $state<string | null>(null);
  hideSecrets = $state(false);
  speech = $state<SpeechStatus>({ mode: 'speech' });
  busy = $state(false);
  /** The archive's file was lost while open: what happened and where the games are (until reopened). */
  archiveLost = $state<string | null>(null);
  /** What the last reopening did, shown until dismissed. */
  reopened = $state.raw<ReopenReport | null>(null);
  /** The panel covering the current screen, if any. */
  panel = $state<Panel | null>(null);
  /** The archive covers the current screen while open; the game under it stays where it was. */
  readonly archiveOpen: boolean = $derived(this.panel?.kind === 'archive');
  /** The language the main process tells games in: set once it has agreed to it. */
  language = $state<'en' | 'fr'>('en');

  /** The deal until the night starts, the night (dusk and night), the day (discussion and vote), the reveal. */
  readonly screen: Screen = $derived(screenOf(this.game));
  /**
   * The day was taken back to the night to correct an answer: the night screen shows the call without
   * waking anyone again, and catches up to the end of the night once it is answered.
   */
  correcting = $state<{ readonly gameId: string } | null>(null);
  /** Games played from an event's table, by game id (kept across reloads). */
  eventLinks = $state<Record<string, EventLink>>({});

  /** The main process's contract; every `speak` answer also brings the narration's status, kept here. */
  readonly api: Api;

  constructor(
    api: Api,
    private readonly ports: AppPorts = {},
  ) {
    this.api = watchSpeech(api, (status) => (this.speech = status));
    this.eventLinks = readLinks(ports.storage ?? null);
  }

  /**
   * Speaks lines with the voice the moderator chose: the host's, or this browser's (Web Speech) when
   * chosen and it has a voice for the language. The sounds are lowered meanwhile.
   */
  async speak(
    lines: readonly string[],
    options: SpeakOptions,
  ): Promise<SessionResult<{ outcome: 'spoken' | 'cancelled' | 'text-only' }>> {
    const browser = this.ports.browserSpeech;
    const useBrowser = this.ports.speakWith?.() === 'browser' && !!browser?.canSpeak(options.language ?? 'en');
    this.ports.sound?.duck(true);
    try {
      if (useBrowser) return { ok: true, value: { outcome: await browser!.say(lines, options) } };
      // The host's voice goes to the output device chosen (the room's speaker), if one is.
      const device = this.ports.outputDevice?.().trim() ?? '';
      return await this.api.speak([...lines], device === '' ? options : { ...options, device });
    } finally {
      this.ports.sound?.duck(false);
    }
  }

  async cancelSpeech(): Promise<void> {
    this.ports.browserSpeech?.cancel();
    await this.api.cancelSpeech().catch(() => null);
  }

  /** A short sound (if the moderator has them on). */
  cue(kind: Cue): void {
    this.ports.sound?.cue(kind);
  }

  /** Remembers that a game belongs to an event's table, so its reveal leads back there. */
  linkToEvent(gameId: string, link: EventLink): void {
    this.eventLinks = { ...this.eventLinks, [gameId]: link };
    try {
      this.ports.storage?.setItem(EVENT_LINKS_KEY, JSON.stringify(this.eventLinks));
    } catch {
      // Storage refused: the link holds for this session.
    }
  }

  eventOf(gameId: string | null | undefined): EventLink | null {
    return gameId ? (this.eventLinks[gameId] ?? null) : null;
  }

  /** The setup screen (a new game), with nothing over it. */
  openSetup(): void {
    this.panel = null;
    this.show(null);
  }

  /**
   * Reopens the archive after its file was lost (the games saved beside it are imported), then shows the
   * open game again as the reopened archive has it.
   */
  async reopenArchive(): Promise<void> {
    const report = await this.call(this.api.reopenArchive());
    if (!report) return;
    this.archiveLost = null;
    this.reopened = report;
    this.panel = null;
    this.show(this.game ? await this.call(this.api.getGame(this.game.id)) : null);
  }

  /** Asks the main process to try speech again (after text only, or a refused voice). */
  async retrySpeech(): Promise<void> {
    const status = await this.call(this.api.retrySpeech());
    if (status) this.speech = status;
  }

  /**
   * Runs a call to the main process; a failure becomes the visible error and `null`. The archive's file
   * lost while open is more than an error: the header keeps saying so, with "Reopen", until it is done.
   */
  async call<T>(request: Promise<SessionResult<T>>): Promise<T | null> {
    this.busy = true;
    try {
      const result = await request;
      if (!result.ok) {
        if (result.error.code === 'archive/lost' || result.error.code === 'archive/closed')
          this.archiveLost = result.error.message;
        this.error = result.error.message;
        return null;
      }
      this.error = null;
      return result.value;
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      return null;
    } finally {
      this.busy = false;
    }
  }

  /**
   * Shows a game and keeps its id in the address, so a reload resumes it at the same call. A game newly
   * shown whose event this console does not know (continued from the archive, or on another console) asks
   * the host for its table, so its reveal leads back to its event.
   */
  show(game: GameView | null): void {
    const before = this.game?.id;
    this.game = game;
    const hash = game ? `#/game/${encodeURIComponent(game.id)}` : '';
    if (location.hash !== hash) history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
    if (game && game.id !== before && !this.eventLinks[game.id]) void this.findEvent(game.id);
  }

  /** The event table a game is linked to, as the host's events say (none: a game of its own). */
  private async findEvent(gameId: string): Promise<void> {
    const ask = this.api.eventOfGame as Api['eventOfGame'] | undefined;
    if (typeof ask !== 'function') return;
    const found = await ask(gameId).catch(() => null);
    if (found?.ok && found.value) this.linkToEvent(gameId, found.value);
  }

  /**
   * Tells the main process the console's language (the night story, the reasons and the call's lines
   * come in it), then shows the open game again in that language.
   */
  async setLanguage(language: 'en' | 'fr'): Promise<void> {
    const set = await this.api.setLanguage(language).catch(() => null);
    if (!set?.ok) return;
    this.language = language;
    if (this.game) this.show(await this.call(this.api.getGame(this.game.id)));
  }

  async resume(language: 'en' | 'fr' = 'en'): Promise<void> {
    await this.setLanguage(language);
    const match = /^#\/game\/(.+)$/.exec(location.hash);
    if (match) this.show(await this.call(this.api.getGame(decodeURIComponent(match[1]!))));
    const status = await this.call(this.api.speechStatus());
    if (status) this.speech = status;
    // The first screen is up: the archive's full check runs now, in the main process's background.
    void this.checkArchive();
  }

  /**
   * The archive's full integrity check. Quiet when it passes; a corrupt archive is answered as a lost one
   * (writing stopped, the games saved beside it): the header says so, with "Reopen". Not through `call`:
   * the console is not busy while it runs.
   */
  async checkArchive(): Promise<void> {
    let result: Awaited<ReturnType<Api['checkArchive']>>;
    try {
      result = await this.api.checkArchive();
    } catch {
      return; // a host that cannot check: nothing to say
    }
    if (result.ok) return;
    if (result.error.code === 'archive/lost' || result.error.code === 'archive/closed')
      this.archiveLost = result.error.message;
    this.error = result.error.message;
  }

  toggleSecrets(): void {
    this.hideSecrets = !this.hideSecrets;
  }

  newGame(): void {
    this.show(null);
  }

  openArchive(): void {
    this.panel = { kind: 'archive' };
  }

  closeArchive(): void {
    this.panel = null;
  }

  /** Opens a game's replay (from the archive or the reveal); "Back" returns where it was opened. */
  openReplay(gameId: string): void {
    this.panel = { kind: 'replay', gameId, from: this.panel };
  }

  openStats(): void {
    this.panel = { kind: 'stats' };
  }

  /** The events list, or one event. */
  openEvents(eventId: string | null = null): void {
    this.panel = { kind: 'events', eventId };
  }

  /** Closes the panel: back to the one it was opened from, else to the game. */
  closePanel(): void {
    this.panel = this.panel?.kind === 'replay' ? this.panel.from : null;
  }
}

function readLinks(storage: Pick<Storage, 'getItem'> | null): Record<string, EventLink> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(EVENT_LINKS_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return {};
    const links: Record<string, EventLink> = {};
    for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
      const v = value as Partial<EventLink> | null;
      if (v && typeof v.eventId === 'string' && Number.isInteger(v.round) && Number.isInteger(v.table))
        links[id] = { eventId: v.eventId, round: v.round!, table: v.table! };
    }
    return links;
  } catch {
    return {};
  }
}

function screenOf(game: GameView | null): Screen {
  switch (game?.phase) {
    case undefined:
      return 'setup';
    case 'setup':
      return 'deal';
    case 'dusk':
    case 'night':
      return 'night';
    case 'day':
    case 'vote':
      return 'day';
    case 'revealed':
      return 'reveal';
  }
}

/**
 * The api, with every `speak` answer's narration status passed to `onStatus`: a line that failed (text only
 * from now on) or a voice refused (the default voice instead) shows in the header at once, whichever screen
 * spoke. Everything else is the api itself.
 */
function watchSpeech(api: Api, onStatus: (status: SpeechStatus) => void): Api {
  const speak: Api['speak'] = async (...args) => {
    const result = await api.speak(...args);
    if (result.ok && result.value.status) onStatus(result.value.status);
    return result;
  };
  return new Proxy(api, {
    get: (target, key, receiver) => (key === 'speak' ? speak : Reflect.get(target, key, receiver)),
  });
}
