/**
 * The players' screen's feed: the latest cue from the moderator's console, the public view built from the
 * session (public-view.ts), and the screens subscribed to it. A change of the game (the host says so after
 * each call that may change one) or of the cue rebuilds the view, after the moderator's answer has gone,
 * and only while a screen is subscribed; a view equal to the last one is not sent again.
 *
 * After the reveal the moderator may tell the night to the table (`tell`): the feed keeps which game's
 * story is told and the step on screen, which the console moves, and the players' screen too (`step`:
 * on or back, nothing else); the console follows it (`position`). Showing another game, or the game no
 * longer revealed (its vote taken back), ends the telling.
 */
import type { PublicCue, PublicView, StoryMove, StoryPosition } from '../../shared/public-view.ts';
import type { SessionResult } from '../../shared/session-contract.ts';
import type { GameView, StandingsView, StoryView } from '../../shared/views.ts';
import type { Session } from './session.ts';
import { WAITING, buildPublicView, type PublicSources } from './public-view.ts';

/** Where the feed reads the game: the session (tests may give a fake). */
export interface PublicSourcePort {
  /** The game as it is told: in its own language (`language`, the console's, for a game without one). */
  game(id: string, language: 'en' | 'fr'): GameView | null;
  script(id: string): PublicSources['script'];
  standings(eventId: string): StandingsView | null;
  /** The night told to the players, in the game's language; refused before the reveal. */
  story(id: string, language: 'en' | 'fr'): SessionResult<StoryView>;
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
      return state.ok
        ? state.value.setup.script.map(({ key, phase, namedAfter }) => ({ key, phase, namedAfter }))
        : null;
    },
    standings: (eventId) => {
      const standings = session.tournaments.standings(eventId);
      return standings.ok ? standings.value : null;
    },
    story: (id, language) => session.nightStoryAsTold(id, language),
  };
}

export type PublicListener = (view: PublicView) => void;

export class PublicFeed {
  private cue: PublicCue | null = null;
  private view: PublicView = WAITING;
  private text = JSON.stringify(WAITING);
  /** The game as last read, until the game changes (a timer tick does not read it again). */
  private cached: { id: string; game: GameView | null; script: PublicSources['script'] } | null = null;
  /** The story told (its game, the step on screen), and the story as last read (until the game changes). */
  private telling: { gameId: string; step: number } | null = null;
  private story: { id: string; language: 'en' | 'fr'; view: StoryView } | null = null;
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
    // The players' screen shows another game (or an event): the story told is over.
    if (this.telling && cue.gameId !== this.telling.gameId) this.telling = null;
    this.cue = cue;
    this.refresh();
  }

  /** Something in the archive may have changed (a command, an undo, an event's game): read it again. */
  changed(): void {
    this.cached = null;
    this.story = null;
    this.refresh();
  }

  /** The console tells a revealed game's night on the players' screen, moves it, or stops (`stop`). */
  tell(gameId: string, move: StoryMove): SessionResult<StoryPosition | null> {
    if (move === 'stop') {
      if (this.telling?.gameId === gameId) this.telling = null;
      this.refresh();
      return { ok: true, value: null };
    }
    const story = this.storyOf(gameId);
    if (!story.ok) return story;
    const last = story.value.steps.length - 1;
    const at = this.telling?.gameId === gameId ? this.telling.step : 0;
    const step =
      move === 'start' || move === 'first'
        ? 0
        : move === 'last'
          ? last
          : move === 'next'
            ? at + 1
            : move === 'previous'
              ? at - 1
              : move.to;
    this.telling = { gameId, step: Math.min(Math.max(0, step), last) };
    this.refresh();
    return { ok: true, value: { gameId, step: this.telling.step, steps: last + 1 } };
  }

  /** The players' screen's key: a step on or back, only while a story is told. */
  step(move: 'next' | 'previous'): SessionResult<StoryPosition | null> {
    if (!this.telling)
      return {
        ok: false,
        error: {
          code: 'story/not-telling',
          message: "no night is being told: the moderator tells it from the reveal (the players' screen only follows)",
        },
      };
    return this.tell(this.telling.gameId, move);
  }

  /** Where the story told stands (null: none is told), for the console to follow the players' screen. */
  position(): StoryPosition | null {
    if (!this.telling) return null;
    const story = this.storyOf(this.telling.gameId);
    if (!story.ok) {
      this.telling = null;
      return null;
    }
    return { ...this.telling, steps: story.value.steps.length };
  }

  /** The story of a game, in the language it is told in (read once until the game changes). */
  private storyOf(gameId: string): SessionResult<StoryView> {
    const language = this.cue?.language ?? 'en';
    if (this.story?.id === gameId && this.story.language === language) return { ok: true, value: this.story.view };
    let read: SessionResult<StoryView>;
    try {
      read = this.sources.story(gameId, language);
    } catch (e) {
      read = { ok: false, error: { code: 'story/unreadable', message: e instanceof Error ? e.message : String(e) } };
    }
    if (read.ok) this.story = { id: gameId, language, view: read.value };
    return read;
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
    // The story told, for the game on screen while it is revealed; a game taken back from its reveal ends it.
    let story: PublicSources['story'] = null;
    if (this.telling && game?.id === this.telling.gameId) {
      const read = game.phase === 'revealed' ? this.storyOf(game.id) : null;
      if (read?.ok) story = { view: read.value, step: this.telling.step };
      else this.telling = null;
    }
    this.view = buildPublicView({ cue, game, script, standings, story });
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
