/**
 * The night as the moderator runs it. Each call goes through the same stages:
 *
 *   opening  the open lines, spoken one at a time (or only shown, when narration is off);
 *   acting   the call's timer counts down; the moderator records what the awake players chose;
 *   closing  after the timer AND the answer, the close lines; then the next call opens.
 *
 * Calls with nothing to choose (nobody awake because the role is in the center, announcements, roles that
 * only look) play with the same timing and pass by themselves when the timer ends, so the table cannot
 * tell a role in the center from a role in play.
 *
 * The displayed call may lag the game: an answer is recorded as soon as it is confirmed (the table shows
 * its effect), but the call stays on screen until its timer and close lines are over. Every async step
 * carries the `generation` it started in; pause, next and undo bump it, so a stale step stops itself.
 */
import type { AppState } from '../app/app-state.svelte.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { CallView, ChoiceView, GameView, TableView } from '../../../shared/views.ts';
import { centerOptions, ChoiceSelection, mayPass, seatOptions } from './choice-selection.svelte.ts';
import { OverrideDraft } from './override-draft.svelte.ts';
import { changedPlaces, NO_CHANGES, type PlaceKey } from './table-diff.ts';

/** Waits without `setTimeout` in tests: `after` runs `run` once, later; the returned function cancels it. */
export interface NightClock {
  after(ms: number, run: () => void): () => void;
}

export const browserClock: NightClock = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** The part of the preferences the night reads (`lib/preferences.svelte.ts` has this shape). */
export interface NarrationSettings {
  /** Speak the lines; off: the lines are only shown. */
  readonly narration: boolean;
  readonly voice: string;
  readonly speed: number;
  /** Experienced tables: shorter calls. */
  readonly expert: boolean;
}

export interface NightPorts {
  readonly clock: NightClock;
  readonly settings: NarrationSettings;
  readonly language: () => 'en' | 'fr';
}

/** The table's places picked now: the override's two places, or the answer's picks. */
export interface Picked {
  readonly seats: readonly number[];
  readonly centers: readonly number[];
  readonly spots: readonly number[];
}

export type NightStage = 'idle' | 'opening' | 'acting' | 'closing' | 'over';

interface Lines {
  readonly open: readonly string[];
  readonly close: readonly string[];
}

/** The base rules count ten seconds per call. */
export const DEFAULT_CALL_SECONDS = 10;

/** Time to show a line when it is not spoken: about as long as reading it aloud takes. */
export function readingMs(line: string): number {
  const words = line.split(/\s+/).filter(Boolean).length;
  return Math.min(8000, Math.max(1500, words * 330));
}

/** Seconds per call: the game's option, halved for expert tables (never under the contract's 3 s). */
export function callSeconds(game: GameView | null, expert: boolean): number {
  const option = game?.options['roleTimerSeconds'];
  const seconds = typeof option === 'number' ? option : DEFAULT_CALL_SECONDS;
  return expert ? Math.max(3, Math.ceil(seconds / 2)) : seconds;
}

/**
 * Announcements with nothing after them ("Everyone, close your eyes.") need no time; a call with players
 * awake (or that would have them, for roles in the center) or with close lines waits for its timer.
 */
export function isTimed(call: CallView): boolean {
  const announcement = call.call === null && call.key !== 'doppelganger-action' && call.key !== 'lovers';
  return !announcement || call.close.length > 0;
}

const NOTHING: ChoiceView = { kind: 'none' };

export class NightState {
  /** The call on screen (it can lag the game's current call, see above). */
  call = $state<CallView | null>(null);
  lines = $state<Lines>({ open: [], close: [] });
  stage = $state<NightStage>('idle');
  /** Which line of the stage's lines is being spoken. */
  lineIndex = $state(0);
  /** Seconds left on the call's timer. */
  remaining = $state(0);
  paused = $state(false);
  /** What the last command changed on the table. */
  changed = $state<ReadonlySet<PlaceKey>>(NO_CHANGES);
  readonly selection = new ChoiceSelection();
  readonly overrides = new OverrideDraft();

  readonly choice: ChoiceView = $derived(this.call?.choice ?? NOTHING);
  /** The displayed call has been answered (the game has moved past it). */
  readonly answered: boolean = $derived.by(() => this.call !== null && this.app.game?.call?.index !== this.call.index);
  /** Someone is awake and has something to choose: the call waits for the moderator. */
  readonly needsInput: boolean = $derived(
    this.call !== null && !this.call.nobodyAwake && this.call.awake.length > 0 && this.choice.kind !== 'none',
  );
  readonly timed: boolean = $derived(this.call !== null && isTimed(this.call));
  readonly seconds: number = $derived.by(() => callSeconds(this.app.game, this.ports.settings.expert));
  readonly running: boolean = $derived(this.stage === 'opening' || this.stage === 'acting' || this.stage === 'closing');
  /** The timer is over and the call waits for the moderator's answer. */
  readonly waiting: boolean = $derived(
    this.stage === 'acting' && this.remaining === 0 && !this.answered && this.needsInput,
  );
  readonly mayAnswer: boolean = $derived.by(
    () => (this.stage === 'opening' || this.stage === 'acting') && !this.answered && !this.app.busy,
  );
  readonly canConfirm: boolean = $derived(this.mayAnswer && this.needsInput && this.selection.answer !== null);
  readonly canPass: boolean = $derived(this.mayAnswer && this.needsInput && mayPass(this.choice));
  readonly canNext: boolean = $derived.by(
    () =>
      !this.app.busy &&
      (this.stage === 'opening' ||
        this.stage === 'closing' ||
        (this.stage === 'acting' && (this.remaining > 0 || !this.needsInput || this.answered))),
  );
  readonly canUndo: boolean = $derived.by(() => !!this.app.game?.canUndo && !this.app.busy && this.stage !== 'idle');
  readonly busy: boolean = $derived.by(() => this.app.busy);
  /** What a click on the table does now: pick a place for the override, pick for the answer, or nothing. */
  readonly picking: 'override' | 'answer' | null = $derived(
    this.overrides.open && this.stage !== 'over' && this.stage !== 'idle'
      ? 'override'
      : this.mayAnswer && this.needsInput
        ? 'answer'
        : null,
  );
  /** Whether table clicks on seats / center cards do anything now. */
  readonly seatsClickable: boolean = $derived(
    this.picking === 'override' || (this.picking === 'answer' && seatOptions(this.choice).length > 0),
  );
  readonly centersClickable: boolean = $derived(
    this.picking === 'override' || (this.picking === 'answer' && centerOptions(this.choice).length > 0),
  );
  /** The seats, center cards and board spots to show as picked (the answer stays shown once recorded). */
  readonly picked: Picked = $derived(this.pickedPlaces());
  /** The line in large type: the one being spoken, or the last one while the players act. */
  readonly currentLine: string = $derived(this.lineOnScreen());

  private generation = 0;
  private cancelSleep: (() => void) | null = null;
  private speaking = false;
  private cancelling: Promise<unknown> = Promise.resolve();
  private inFlight: Promise<GameView | null> | null = null;
  private keepingAwake = false;
  /** The sequence stopped at the end of the timer to wait for an answer; the answer starts it again. */
  private waitingForAnswer = false;

  // The `$derived.by` fields above read these when first used, after the constructor has run.
  constructor(
    private readonly app: AppState,
    private readonly ports: NightPorts,
  ) {}

  // ---- the sequence ------------------------------------------------------------------------------

  /** Opens the game's current call (or shows the night as over). */
  start(): void {
    const game = this.app.game;
    if (!game) return;
    if (game.call) {
      this.setKeepAwake(true);
      this.display(game.call);
    } else this.finish();
  }

  /** Leaving the screen: no timer, no speech, the screen may sleep again. */
  stop(): void {
    this.interrupt();
    this.stage = 'idle';
    this.setKeepAwake(false);
  }

  pause(): void {
    if (this.paused || !this.running) return;
    this.paused = true;
    this.interrupt();
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    void this.drive(this.generation);
  }

  togglePause(): void {
    if (this.paused) this.resume();
    else this.pause();
  }

  /** Skips the rest of the current stage: the open lines, the timer, or the close lines. */
  next(): void {
    if (!this.canNext) return;
    this.paused = false;
    this.interrupt();
    if (this.stage === 'opening') this.enterActing();
    else if (this.stage === 'acting') this.remaining = 0;
    else if (this.stage === 'closing') this.lineIndex = this.lines.close.length;
    void this.drive(this.generation);
  }

  // ---- the moderator's commands ------------------------------------------------------------------

  async confirm(): Promise<void> {
    const answer = this.selection.answer;
    if (!this.canConfirm || !answer) return;
    await this.answerWith((api, id) => api.answer(id, answer));
  }

  /** "Did nothing": an optional choice left unused. */
  async didNothing(): Promise<void> {
    if (!this.canPass) return;
    await this.answerWith((api, id) => api.pass(id));
  }

  /** Takes back the latest command; an answer brings its call back on screen, from its first line. */
  async undo(): Promise<void> {
    if (!this.canUndo) return;
    const stage = this.stage;
    const shown = this.call;
    this.interrupt();
    const view = await this.command((api, id) => api.undo(id));
    if (!view) {
      if (!this.paused && this.running) void this.drive(this.generation);
      return;
    }
    // Undoing the start of the night goes back to the deal, which is another screen.
    if (view.phase === 'setup' || !view.call) {
      this.stop();
      return;
    }
    // An override taken back, or an answer for this call while it is still open: the call goes on.
    const sameCallStillOn =
      shown !== null && (view.call.index > shown.index || (view.call.index === shown.index && stage !== 'closing'));
    if (sameCallStillOn) {
      if (view.call.index === shown.index) this.selection.refresh(view.call.choice);
      if (!this.paused) void this.drive(this.generation);
      return;
    }
    this.setKeepAwake(true);
    this.display(view.call);
  }

  async override(): Promise<void> {
    const input = this.overrides.input;
    if (!input || this.app.busy) return;
    const view = await this.command((api, id) => api.override(id, input));
    if (view) this.overrides.reset();
  }

  // ---- clicks and keys ---------------------------------------------------------------------------

  /** A seat clicked on the table: a place for the override being written, or a pick for the answer. */
  clickSeat(seat: number): void {
    if (this.overrides.open) this.overrides.pick({ player: seat });
    else if (this.mayAnswer) this.selection.toggleSeat(seat);
  }

  clickCenter(index: number): void {
    if (this.overrides.open) this.overrides.pick({ center: index });
    else if (this.mayAnswer) this.selection.toggleCenter(index);
  }

  clickSpot(spot: number): void {
    if (this.overrides.open) this.overrides.pick({ spot });
  }

  /**
   * The night's keys (H is the whole app's): Space confirms or advances, Backspace undoes, P pauses,
   * D is "did nothing", N skips ahead, the digits pick seats 1 to 10 (0 is the tenth).
   * Returns whether the key was used, so the caller can stop the browser's own handling.
   */
  onKey(key: string): boolean {
    switch (key) {
      case ' ':
        if (this.canConfirm) void this.confirm();
        else this.next();
        return true;
      case 'Backspace':
        void this.undo();
        return true;
      case 'p':
      case 'P':
        this.togglePause();
        return true;
      case 'd':
      case 'D':
        void this.didNothing();
        return true;
      case 'n':
      case 'N':
        this.next();
        return true;
    }
    if (/^[0-9]$/.test(key)) {
      const seat = key === '0' ? 9 : Number(key) - 1;
      if (seat < (this.app.game?.players.length ?? 0)) this.clickSeat(seat);
      return true;
    }
    return false;
  }

  // ---- internals ---------------------------------------------------------------------------------

  private display(call: CallView): void {
    this.interrupt();
    this.paused = false;
    this.call = call;
    this.selection.reset(call.choice);
    this.lines = { open: call.open, close: call.close };
    this.lineIndex = 0;
    this.stage = 'opening';
    this.remaining = this.timed ? this.seconds : 0;
    void this.openCall(call, this.generation);
  }

  /** The lines in the console's language (English ones come with the view), then the sequence. */
  private async openCall(call: CallView, generation: number): Promise<void> {
    const game = this.app.game;
    const language = this.ports.language();
    if (game && language !== 'en') {
      const lines = await this.app.api.narrationLines(game.id, call.index, language).catch(() => null);
      if (generation !== this.generation) return;
      if (lines?.ok) this.lines = lines.value;
    }
    await this.drive(generation);
  }

  /** Runs the sequence from where it stands until the call is over, it waits for the moderator, or it is superseded. */
  private async drive(generation: number): Promise<void> {
    const current = (): boolean => generation === this.generation;
    if (this.stage === 'opening') {
      for (; this.lineIndex < this.lines.open.length; this.lineIndex++) {
        if (!(await this.say(this.lines.open[this.lineIndex]!, generation))) return;
      }
      this.enterActing();
    }
    if (this.stage === 'acting') {
      while (this.remaining > 0) {
        if (!(await this.sleep(1000, generation))) return;
        this.remaining -= 1;
      }
      if (this.inFlight) await this.inFlight;
      if (!current()) return;
      if (!this.answered) {
        // The moderator's confirmation (or "did nothing") continues from here.
        if (this.needsInput) {
          this.waitingForAnswer = true;
          return;
        }
        await this.command((api, id) => api.pass(id));
        // A failed pass leaves the error on screen; Next tries again.
        if (!current() || !this.answered) return;
      }
      this.stage = 'closing';
      this.lineIndex = 0;
    }
    if (this.stage === 'closing') {
      for (; this.lineIndex < this.lines.close.length; this.lineIndex++) {
        if (!(await this.say(this.lines.close[this.lineIndex]!, generation))) return;
      }
      const next = this.app.game?.call;
      if (next) this.display(next);
      else this.finish();
    }
  }

  private enterActing(): void {
    this.stage = 'acting';
    this.lineIndex = this.lines.open.length;
    this.remaining = this.timed ? this.seconds : 0;
  }

  private finish(): void {
    this.interrupt();
    this.paused = false;
    this.call = null;
    this.stage = 'over';
    this.setKeepAwake(false);
  }

  /** An answer for the displayed call; once recorded, the sequence goes on if it was waiting for it. */
  private async answerWith(
    request: (api: AppState['api'], id: string) => Promise<SessionResult<GameView>>,
  ): Promise<void> {
    const view = await this.command(request);
    if (view && this.waitingForAnswer && !this.paused) {
      this.waitingForAnswer = false;
      void this.drive(this.generation);
    }
  }

  /** One command at a time; the table's changes are noted and the game view replaced. */
  private async command(
    request: (api: AppState['api'], id: string) => Promise<SessionResult<GameView>>,
  ): Promise<GameView | null> {
    const game = this.app.game;
    if (!game || this.inFlight) return null;
    const before: TableView = game.table;
    const running = this.app.call(request(this.app.api, game.id));
    this.inFlight = running;
    try {
      const view = await running;
      if (view) {
        this.changed = changedPlaces(before, view.table);
        this.app.show(view);
        // Same call, fresh legality (an override can change who may be chosen).
        if (this.call && view.call?.index === this.call.index) {
          this.call = view.call;
          this.selection.refresh(view.call.choice);
        }
      }
      return view;
    } finally {
      this.inFlight = null;
    }
  }

  /** Speaks one line (never over another one); false when the sequence was interrupted meanwhile. */
  private async say(line: string, generation: number): Promise<boolean> {
    const { settings } = this.ports;
    if (!settings.narration) return this.sleep(readingMs(line), generation);
    await this.cancelling;
    if (generation !== this.generation) return false;
    this.speaking = true;
    const result = await this.app.api
      .speak([line], {
        ...(settings.voice.trim() ? { voice: settings.voice.trim() } : {}),
        speed: Math.min(2, Math.max(0.5, settings.speed || 1)),
        language: this.ports.language(),
      })
      .catch((e: unknown) => ({ ok: false as const, error: { code: 'speech', message: String(e) } }));
    if (generation !== this.generation) return false;
    this.speaking = false;
    if (!result.ok) {
      // No voice: the line is shown for as long as it would take to say.
      this.app.error = result.error.message;
      return this.sleep(readingMs(line), generation);
    }
    return true;
  }

  private sleep(ms: number, generation: number): Promise<boolean> {
    if (generation !== this.generation) return Promise.resolve(false);
    return new Promise((resolve) => {
      const cancelTimer = this.ports.clock.after(ms, () => {
        this.cancelSleep = null;
        resolve(generation === this.generation);
      });
      this.cancelSleep = () => {
        cancelTimer();
        resolve(false);
      };
    });
  }

  /** Stops whatever runs now: the timer, the line being spoken; their steps will see they are stale. */
  private interrupt(): void {
    this.generation++;
    this.waitingForAnswer = false;
    this.cancelSleep?.();
    this.cancelSleep = null;
    if (this.speaking) {
      this.speaking = false;
      this.cancelling = this.app.api.cancelSpeech().catch(() => null);
    }
  }

  private setKeepAwake(on: boolean): void {
    if (this.keepingAwake === on) return;
    this.keepingAwake = on;
    void this.app.api.keepAwake(on).catch(() => null);
  }

  private pickedPlaces(): Picked {
    if (this.picking === 'override') {
      const places = [this.overrides.a, this.overrides.b].filter((p) => p !== null);
      return {
        seats: places.flatMap((p) => ('player' in p ? [p.player] : [])),
        centers: places.flatMap((p) => ('center' in p ? [p.center] : [])),
        spots: places.flatMap((p) => ('spot' in p ? [p.spot] : [])),
      };
    }
    if (!this.call || !this.needsInput) return { seats: [], centers: [], spots: [] };
    const { seats, card, mark, centers } = this.selection;
    return {
      seats: [...seats, ...(card !== null ? [card] : []), ...(mark !== null ? [mark] : [])],
      centers,
      spots: [],
    };
  }

  private lineOnScreen(): string {
    const { open, close } = this.lines;
    if (this.stage === 'opening' || this.stage === 'acting')
      return open[Math.min(this.lineIndex, open.length - 1)] ?? '';
    if (this.stage === 'closing') return close[Math.min(this.lineIndex, close.length - 1)] ?? open.at(-1) ?? '';
    return '';
  }
}
