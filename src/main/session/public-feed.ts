/**
 * The players' screen's feed: the latest cue from the moderator's console, the public view built from the
 * session (public-view.ts), and the screens subscribed to it. A change of the game (the host says so after
 * each call that may change one) or of the cue rebuilds the view, after the moderator's answer has gone,
 * and only while a screen is subscribed; a view equal to the last one is not sent again.
 */
import type { PublicCue, PublicView } from '../../shared/public-view.ts';
import type { GameView, StandingsView } from '../../shared/views.ts';
import type { Session } from './session.ts';
import { WAITING, buildPublicView, type PublicSources } from './public-view.ts';

/** Where the feed reads the game: the session (tests may give a fake). */
export interface PublicSourcePort {
  /** The game as it is told: in its own language (`language`, the console's, for a game without one). */
  game(id: string, language: 'en' | 'fr'): GameView | null;
  script(id: string): PublicSources['script'];
  standings(eventId: string): StandingsView | null;
}

/** The session as the feed's source: a game or an event it cannot read is simply not shown. */
export function sessionSources(session: Session): PublicSourcePort {
  return {
    game: (id, language) => {
      const game = session.getGameAsTold(id, language);
      return game.ok ? game.value : null;
    },
    script: (id) => {
      const state = session.gameState(id);
      return state.ok ? state.value.setup.script.map(({ key, phase }) => ({ key, phase })) : null;
    },
    standings: (eventId) => {
      const standings = session.tournaments.standings(eventId);
      return standings.ok ? standings.value : null;
    },
  };
}

export type PublicListener = (view: PublicView) => void;

export class PublicFeed {
  private cue: PublicCue | null = null;
  private view: PublicView = WAITING;
  private text = JSON.stringify(WAITING);
  /** The game as last read, until the game changes (a timer tick does not read it again). */
  private cached: { id: string; game: GameView | null; script: PublicSources['script'] } | null = null;
  private stale = true;
  private scheduled = false;
  private readonly listeners = new Set<PublicListener>();

  constructor(
    private readonly sources: PublicSourcePort,
    /** Runs the rebuild later (after the moderator's answer is sent); tests run it at once. */
    private readonly later: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  /** The console's cue (already validated by the contract). */
  setCue(cue: PublicCue): void {
    if (cue.gameId !== this.cue?.gameId || cue.language !== this.cue?.language) this.cached = null;
    this.cue = cue;
    this.refresh();
  }

  /** Something in the archive may have changed (a command, an undo, an event's game): read it again. */
  changed(): void {
    this.cached = null;
    this.refresh();
  }

  /** The view now (rebuilt first if something changed). */
  current(): PublicView {
    if (this.stale) this.rebuild();
    return this.view;
  }

  /** Calls `listener` with every new view from now on; returns the unsubscribe function. */
  subscribe(listener: PublicListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  private refresh(): void {
    this.stale = true;
    if (this.listeners.size === 0 || this.scheduled) return;
    this.scheduled = true;
    this.later(() => {
      this.scheduled = false;
      if (!this.stale) return;
      const before = this.text;
      this.rebuild();
      if (this.text !== before) this.publish();
    });
  }

  private rebuild(): void {
    this.stale = false;
    const cue = this.cue;
    let game: GameView | null = null;
    let script: PublicSources['script'] = null;
    if (cue?.gameId) {
      if (this.cached?.id !== cue.gameId) {
        const id = cue.gameId;
        this.cached = {
          id,
          game: this.safely(() => this.sources.game(id, cue.language)),
          script: this.safely(() => this.sources.script(id)),
        };
      }
      ({ game, script } = this.cached);
    }
    const eventId = cue?.eventId ?? null;
    const standings = eventId === null ? null : this.safely(() => this.sources.standings(eventId));
    this.view = buildPublicView({ cue, game, script, standings });
    this.text = JSON.stringify(this.view);
  }

  /** A source that fails (a lost archive) shows nothing rather than stopping the feed. */
  private safely<T>(read: () => T | null): T | null {
    try {
      return read();
    } catch {
      return null;
    }
  }

  private publish(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(this.view);
      } catch {
        // one screen's failure is not the others'
      }
    }
  }
}
