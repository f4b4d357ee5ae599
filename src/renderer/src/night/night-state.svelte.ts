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
 *
 * The Oracle (Alien) answers the app inside her call: `asking` (the role timer: the moderator taps her
 * answer), `replying` (the app's reply is said), then `following` (the timer again, while she exchanges her
 * card or views what she was told to) when the reply gives her something to do. If she does not answer in
 * time the app answers for her. When her card is in the center (or nobody copied her), the app answers by
 * itself after a random delay within the timer and the call goes on exactly as a real answer would: the same
 * reply, the same follow-up time, so the table cannot tell.
 *
 * Nostradamus (Bonus Pack 3) taps the team of the last card he saw and the app announces it: once his
 * answer is in, the announcement is said before the call's close lines (or the app's own pick, when he
 * looked at nothing).
 *
 * The change of call is guarded: for CALL_GUARD_MS after a new call comes on screen, the keys and buttons
 * that confirm, pass or skip (Space, D, N; Confirm, Did nothing, Next) are not taken for it: they were meant
 * for the call that just gave way (a Space meant for "Everyone sleeps" must not skip the Werewolves). What
 * the last call recorded stays in view ("just recorded: Werewolves — nothing · U undoes").
 *
 * Correcting: undo goes back to the last call someone answered (calls that passed by themselves are taken
 * back on the way). That call is shown without waking anyone again (no line, no timer) until it is
 * answered; the calls after it then pass at once, without narration, up to the call where the night was,
 * whose narration resumes where it stood (its line, its timer, its close lines). A correction of the deal
 * that sends the night back to an earlier call, and the day taken back to the night, work the same way.
 */
import type { AppState } from '../app/app-state.svelte.ts';
import type { ArtifactId } from '../../../shared/roles.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { CallView, ChoiceView, GameView, OracleAnswerView, TableView } from '../../../shared/views.ts';
import { browserClock, type Clock } from '../lib/clock.ts';
import { centerOfPress, press, seatOfPress, type KeyPress } from '../lib/keys.ts';
import { ChoiceSelection, mayPass } from './choice-selection.svelte.ts';
import { OverrideDraft, type OverrideKind, type Place } from './override-draft.svelte.ts';
import { changedPlaces, NO_CHANGES, type PlaceKey } from './table-diff.ts';
import { undoToAnswer } from './undo.ts';

/** Waits without `setTimeout` in tests: `after` runs `run` once, later; the returned function cancels it. */
export type NightClock = Clock;

export { browserClock };

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
  /** The console's language: lines are said in it for a game told in no language of its own. */
  readonly language: () => 'en' | 'fr';
  /** The night's ambience (if the moderator has it on): on while the night runs. */
  readonly ambience?: { start(): void; stop(): void };
  /** A number in [0, 1): when the app answers by itself for an Oracle in the center (Math.random by default). */
  readonly random?: () => number;
  /** The guard of the change of call, in ms (CALL_GUARD_MS by default). */
  readonly guardMs?: number;
  /** What an answer picked, in words, for "just recorded" (the screen's labels; none: only the call is named). */
  readonly describe?: (call: CallView, selection: ChoiceSelection) => string | null;
  /**
   * What the screen reader is told (the screen words it in a live region): a new call, the timer at its
   * thresholds and at its end, a pause, an extension. Never every second.
   */
  readonly announce?: (event: NightAnnouncement) => void;
}

/** Something the screen reader hears about the night (see NightPorts.announce). */
export type NightAnnouncement =
  | { readonly kind: 'call'; readonly call: CallView; readonly seconds: number | null; readonly correcting: boolean }
  | { readonly kind: 'left'; readonly seconds: number }
  | { readonly kind: 'time-up'; readonly waiting: boolean }
  | { readonly kind: 'paused' }
  | { readonly kind: 'resumed' }
  | { readonly kind: 'extended'; readonly seconds: number }
  | { readonly kind: 'recorded'; readonly recorded: Recorded }
  | { readonly kind: 'over' };

/** The role timer's seconds left that the screen reader hears (when the timer started above them), then "time is up". */
export const NIGHT_ANNOUNCE_AT: readonly number[] = [30, 10];

/** What "add time" (+, its button) gives the call: the base rules' length of a call (SC 2.2.1 Timing Adjustable). */
export const NIGHT_EXTEND_SECONDS = 10;

/** Where the Oracle's call stands (see the top of this file). */
export type OraclePhase = 'asking' | 'replying' | 'following' | 'done';

/** After how many seconds of the timer the app answers by itself: at random, within the timer. */
export function autoAnswerAfter(seconds: number, random: number): number {
  if (seconds <= 1) return seconds;
  return 1 + Math.min(seconds - 2, Math.floor(random * (seconds - 1)));
}

/**
 * Why the last pick was refused: a seat the choice does not allow (`reason` from the session; empty while
 * secrets are hidden, see the screen), a seat or center card this call does not choose, or no such seat.
 */
export type Refusal =
  | { readonly kind: 'illegal-seat'; readonly seat: number; readonly reason: string }
  /** Cards looked at one at a time: the looking stopped at `stop`'s card (`reason`), so nothing after it. */
  | { readonly kind: 'after-stop'; readonly seat: number; readonly stop: number; readonly reason: string }
  | { readonly kind: 'no-seats'; readonly seat: number }
  | { readonly kind: 'no-centers'; readonly center: number }
  | { readonly kind: 'no-such-seat'; readonly n: number };

/** Where the narration stood when the moderator went back to correct an earlier call. */
interface ResumePoint {
  readonly index: number;
  readonly stage: 'opening' | 'acting' | 'closing';
  readonly lineIndex: number;
  readonly remaining: number;
}

/** The table's places picked now: the override's two places, or the answer's picks. */
export interface Picked {
  readonly seats: readonly number[];
  readonly centers: readonly number[];
  readonly spots: readonly number[];
}

export type NightStage = 'idle' | 'opening' | 'acting' | 'closing' | 'over';

/** Someone is awake and has something to choose: the call waits for the moderator. */
export function needsInputOf(call: CallView | null): boolean {
  return call !== null && !call.nobodyAwake && call.awake.length > 0 && call.choice.kind !== 'none';
}

interface Lines {
  readonly open: readonly string[];
  readonly close: readonly string[];
}

/** The base rules count ten seconds per call. */
export const DEFAULT_CALL_SECONDS = 10;

/**
 * How long after a call comes on screen a confirm, pass or skip is not taken for it: about the time between
 * seeing the screen change and stopping a key already on its way (a reaction takes a quarter of a second;
 * a moderator looking at the table, not the screen, more).
 */
export const CALL_GUARD_MS = 800;

/** What the last call the moderator answered recorded, kept in view so a wrong key is seen and undone. */
export interface Recorded {
  /** The call's script key and index, and the role it is named after (its title is the screen's to write). */
  readonly key: string;
  readonly namedAfter: CallView['namedAfter'];
  readonly index: number;
  /** What was entered, in words ("2 · Ben"); null: nothing (did nothing, or no choice made). */
  readonly what: string | null;
}

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
 * awake (or that would have them, for roles in the center) or with close lines waits for its timer. A
 * ripple's repeated role that answers no call (the app named a role that never wakes) is said like an
 * announcement; the Doppelgänger's immediate action always takes its time (whether she copied a role
 * that acts now is a secret).
 */
export function isTimed(call: Pick<CallView, 'kind' | 'call' | 'close'>): boolean {
  const announcement = call.kind === 'announcement' || (call.kind === 'ripple-role' && call.call === null);
  return !announcement || call.close.length > 0;
}

const NOTHING: ChoiceView = { kind: 'none' };

/** The keys that confirm, pass or skip: not taken for a call that just came on screen. */
const GUARDED_KEYS: ReadonlySet<string> = new Set([' ', 'd', 'D', 'n', 'N']);

export class NightState {
  /** The call on screen (it can lag the game's current call, see above). */
  call = $state.raw<CallView | null>(null);
  /**
   * The call's lines, from the view: in the console's language (the game's newest view of this call, so a
   * language changed mid-call is followed), expert mode's short ones for tables that know the roles.
   */
  readonly lines: Lines = $derived.by(() => {
    const shown = this.call;
    if (!shown) return { open: [], close: [] };
    const fresh = this.app.game?.call;
    const call = fresh && fresh.index === shown.index ? fresh : shown;
    return this.ports.settings.expert ? call.short : { open: call.open, close: call.close };
  });
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
  /** Why the last pick was refused, shown where the moderator is looking. */
  refused = $state<Refusal | null>(null);
  /**
   * The call on screen is an earlier one being corrected (after an undo, or a correction of the deal):
   * nobody is woken again; the narration resumes at the call where the night was.
   */
  correcting = $state(false);
  /** The Oracle's call: where it stands (null for other calls, and before the question has been asked). */
  oraclePhase = $state<OraclePhase | null>(null);
  /** What the app announces after the answer (Nostradamus's team), until it has been said. */
  announcement = $state<string | null>(null);
  /** A new call just came on screen: confirm, pass and skip wait (see CALL_GUARD_MS). */
  guarded = $state(false);
  /** A key was pressed during the guard and not taken: the screen says so until the guard ends. */
  ignoredKey = $state<string | null>(null);
  /** What the last call the moderator answered recorded (until another is, or it is undone). */
  recorded = $state<Recorded | null>(null);

  readonly choice: ChoiceView = $derived(this.call?.choice ?? NOTHING);
  /** The app's question to the Oracle at this call (Alien), with every reply it would give. */
  readonly oracle = $derived(this.call?.app?.oracle ?? null);
  /**
   * The Oracle's answer contradicts what the console knows (her player number is odd, she tapped "Even"):
   * why, for the moderator's eyes only; the answer is taken as given (the physical table is the truth). It
   * stays in view after her call has closed, until another answer is recorded or it is undone.
   */
  contradiction = $state<{ readonly index: number; readonly text: string } | null>(null);
  /** The Oracle may tap her answer now. */
  readonly mayReply: boolean = $derived.by(
    () =>
      this.oracle !== null &&
      this.needsInput &&
      !this.answered &&
      !this.commanding &&
      (this.correcting ? this.selection.reply === null : this.oraclePhase === 'asking' && !this.paused),
  );
  /** The displayed call has been answered (the game has moved past it). */
  readonly answered: boolean = $derived.by(() => this.call !== null && this.app.game?.call?.index !== this.call.index);
  /** Someone is awake and has something to choose: the call waits for the moderator. */
  readonly needsInput: boolean = $derived(needsInputOf(this.call));
  readonly timed: boolean = $derived(this.call !== null && isTimed(this.call));
  readonly seconds: number = $derived.by(() => callSeconds(this.app.game, this.ports.settings.expert));
  readonly running: boolean = $derived(this.stage === 'opening' || this.stage === 'acting' || this.stage === 'closing');
  /** The timer is over and the call waits for the moderator's answer. */
  readonly waiting: boolean = $derived(
    this.stage === 'acting' && this.remaining === 0 && !this.answered && this.needsInput,
  );
  /** Picks can be made (a local selection: a command in flight does not hold them back). */
  readonly mayPick: boolean = $derived.by(
    () => (this.stage === 'opening' || this.stage === 'acting') && !this.answered,
  );
  /**
   * A command of the night's is on its way (the night's own: a lookup elsewhere in the console, such as
   * the speech status at start, holds nothing back).
   */
  commanding = $state(false);
  readonly mayAnswer: boolean = $derived.by(() => this.mayPick && !this.commanding);
  /** Confirm would be taken, but for the guard of a change of call (the button stays enabled meanwhile). */
  readonly confirmable: boolean = $derived(
    this.mayAnswer &&
      this.needsInput &&
      this.selection.answer !== null &&
      (this.oracle === null || this.correcting || this.oraclePhase === 'following'),
  );
  readonly canConfirm: boolean = $derived(this.confirmable && !this.guarded);
  /** "Did nothing" would be taken, but for the guard. */
  readonly passable: boolean = $derived.by(() => {
    if (!this.mayAnswer || !this.needsInput) return false;
    if (this.oracle === null) return mayPass(this.choice);
    // The Oracle does not answer: the app answers for her; after its reply, her follow-up may be left.
    if (this.oraclePhase === 'asking') return !this.correcting || this.selection.reply === null;
    if (this.oraclePhase === 'following') return mayPass(this.selection.active);
    return false;
  });
  readonly canPass: boolean = $derived(this.passable && !this.guarded);
  /** "Next" would be taken, but for the guard. */
  readonly skippable: boolean = $derived.by(
    () =>
      !this.commanding &&
      (this.stage === 'opening' ||
        this.stage === 'closing' ||
        (this.stage === 'acting' && (this.remaining > 0 || !this.needsInput || this.answered))),
  );
  readonly canNext: boolean = $derived(this.skippable && !this.guarded);
  readonly canUndo: boolean = $derived.by(() => !!this.app.game?.canUndo && !this.commanding && this.stage !== 'idle');
  /** Time may be added to the call: its timer has not run out yet (paused or not), and it is not being corrected. */
  readonly canExtend: boolean = $derived.by(
    () =>
      this.timed &&
      !this.correcting &&
      (this.stage === 'opening' || this.stage === 'acting') &&
      this.remaining > 0 &&
      this.oraclePhase !== 'replying',
  );
  readonly busy: boolean = $derived.by(() => this.commanding);
  /** What a click on the table does now: pick a place for the override, pick for the answer, or nothing. */
  readonly picking: 'override' | 'answer' | null = $derived(
    this.overrides.open && this.stage !== 'over' && this.stage !== 'idle'
      ? this.overrides.correction === 'moved'
        ? 'override'
        : null
      : this.mayPick && this.needsInput
        ? 'answer'
        : null,
  );
  /** Whether table clicks on seats / center cards do anything now. */
  readonly seatsClickable: boolean = $derived(
    this.picking === 'override' || (this.picking === 'answer' && this.selection.activeSeats.length > 0),
  );
  readonly centersClickable: boolean = $derived(
    this.picking === 'override' || (this.picking === 'answer' && this.selection.activeCenters.length > 0),
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
  /** The Oracle in the center: the timer's value (seconds left) at which the app answers by itself. */
  private autoAt: number | null = null;
  /** Where the narration resumes after a correction ('end': the night's end, coming back from the day). */
  private resumeAt: ResumePoint | 'end' | null = null;
  /** Ends the guard of the change of call early (a new call, or the screen going away). */
  private endGuard: (() => void) | null = null;
  /** The correction's opening paused the call: its closing resumes it. */
  private pausedForCorrection = false;
  /** Seconds added while the open lines were said: the timer starts with them. */
  private extraSeconds = 0;

  // The `$derived.by` fields above read these when first used, after the constructor has run.
  constructor(
    private readonly app: AppState,
    private readonly ports: NightPorts,
  ) {}

  // ---- the sequence ------------------------------------------------------------------------------

  /**
   * Opens the game's current call (or shows the night as over). Back from the day to correct an answer,
   * the call is shown without waking anyone, and the rest of the night then passes without narration.
   */
  start(): void {
    const game = this.app.game;
    if (!game) return;
    const back = this.app.correcting?.gameId === game.id;
    this.app.correcting = null;
    if (game.call) {
      this.setKeepAwake(true);
      this.ports.ambience?.start();
      if (back) {
        this.resumeAt = 'end';
        this.display(game.call, 'correcting');
      } else this.display(game.call);
    } else this.finish();
  }

  /** Leaving the screen: no timer, no speech, no ambience, the screen may sleep again. */
  stop(): void {
    this.interrupt();
    this.unguard();
    this.pausedForCorrection = false;
    this.stage = 'idle';
    this.setKeepAwake(false);
    this.ports.ambience?.stop();
  }

  pause(): void {
    if (this.paused || !this.running) return;
    this.paused = true;
    this.interrupt();
    this.ports.announce?.({ kind: 'paused' });
  }

  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.ports.announce?.({ kind: 'resumed' });
    void this.drive(this.generation);
  }

  /**
   * Adds NIGHT_EXTEND_SECONDS to the call's timer (+, its button): the players need longer. While the open
   * lines are said, the timer will start with them; paused, it stays paused with them.
   */
  extend(): boolean {
    if (!this.canExtend) return false;
    this.remaining += NIGHT_EXTEND_SECONDS;
    if (this.stage === 'opening') this.extraSeconds += NIGHT_EXTEND_SECONDS;
    this.ports.announce?.({ kind: 'extended', seconds: this.remaining });
    return true;
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
    const announcement = this.announcementFor(answer.targets ?? []);
    await this.answerWith((api, id) => api.answer(id, answer), announcement, this.describeSelection());
  }

  /** Nostradamus's call: the app's announcement for these picks (the team of the last card he saw). */
  private announcementFor(targets: readonly number[]): string | null {
    const announces = this.call?.app?.announces;
    if (!announces) return null;
    const last = targets.at(-1);
    return (last === undefined ? announces.none : announces.bySeat[last])?.text ?? null;
  }

  /** "Did nothing": an optional choice left unused (the Oracle who does not answer: the app answers for her). */
  async didNothing(): Promise<void> {
    if (!this.canPass) return;
    if (this.oracle && this.oraclePhase === 'asking') {
      this.noReply();
      return;
    }
    if (this.oracle && this.selection.reply) {
      // Her follow-up left undone: her reply (or the app's) stands.
      const reply = this.selection.reply;
      const said = reply.auto ? {} : { reply: reply.answer as 'yes' };
      await this.answerWith((api, id) => api.answer(id, said), null, reply.view?.label ?? null);
      return;
    }
    await this.answerWith((api, id) => api.pass(id), this.announcementFor([]), null);
  }

  /**
   * The Oracle taps her answer: the app's reply is said, then she acts on it. Correcting an earlier call,
   * the answer is only noted (nobody is woken, nothing is said) and confirmed with her follow-up.
   */
  tapReply(answer: string | number): boolean {
    const oracle = this.oracle;
    const view = oracle?.answers.find((a) => a.answer === answer);
    if (!oracle || !view || !this.mayReply) return false;
    this.selection.setReply(view, false);
    this.refused = null;
    this.contradiction = view.contradicts && this.call ? { index: this.call.index, text: view.contradicts } : null;
    if (this.correcting) {
      this.oraclePhase = 'following';
      return true;
    }
    this.interrupt();
    this.oraclePhase = 'replying';
    void this.drive(this.generation);
    return true;
  }

  /** She does not answer (or the time is up): the app answers for her now. */
  private noReply(): void {
    const oracle = this.oracle;
    if (!oracle) return;
    this.selection.setReply(oracle.auto, true);
    if (this.correcting) {
      this.oraclePhase = 'following';
      return;
    }
    this.interrupt();
    this.oraclePhase = 'replying';
    void this.drive(this.generation);
  }

  /**
   * Takes back the last call someone answered (and the calls that passed by themselves since), or the
   * last correction. The call on screen goes on if it is still the current one; an earlier call is shown
   * to be answered again without waking anyone, and the narration resumes where it was afterwards.
   */
  async undo(): Promise<void> {
    if (!this.canUndo) return;
    const stage = this.stage;
    const shown = this.call;
    const here = this.resumePoint();
    this.interrupt();
    const game = this.app.game;
    const view = game ? await undoToAnswer(game, () => this.command((api, id) => api.undo(id))) : null;
    if (!view) {
      if (!this.paused && this.running) void this.drive(this.generation);
      return;
    }
    this.recorded = null;
    this.contradiction = null;
    // Undoing the start of the night goes back to the deal, which is another screen.
    if (view.phase === 'setup' || !view.call) {
      this.stop();
      return;
    }
    this.refused = null;
    // An override taken back, or an answer for this call while it is still open: the call goes on.
    const sameCallStillOn =
      shown !== null && (view.call.index > shown.index || (view.call.index === shown.index && stage !== 'closing'));
    if (sameCallStillOn) {
      if (view.call.index === shown.index) this.selection.refresh(view.call.choice);
      if (!this.paused) void this.drive(this.generation);
      return;
    }
    this.backTo(view.call, here);
  }

  /**
   * Opens or closes the correction (O, its button; Escape closes it). While it is open the call's timer and
   * narration wait, as if paused: the table is being put right, nobody must run out of time meanwhile.
   */
  toggleCorrection(): void {
    if (this.overrides.open) this.closeCorrection();
    else this.openCorrection();
  }

  openCorrection(): void {
    if (this.overrides.open || this.stage === 'over' || this.stage === 'idle') return;
    this.overrides.toggle();
    if (this.running && !this.paused) {
      this.pause();
      this.pausedForCorrection = true;
    }
  }

  closeCorrection(): void {
    if (this.overrides.open) this.overrides.toggle();
    this.resumeAfterCorrection();
  }

  /** The call goes on where it stood, if the correction paused it (not if the moderator had). */
  private resumeAfterCorrection(): void {
    if (!this.pausedForCorrection) return;
    this.pausedForCorrection = false;
    if (this.paused) this.resume();
  }

  async override(): Promise<void> {
    const input = this.overrides.input;
    if (!input || this.commanding) return;
    await this.correct(input);
  }

  /**
   * A correction ("something moved", or "what they actually picked up"); a correction of the deal that
   * sends the night back to an earlier call shows that call to be answered again.
   */
  async correct(input: Parameters<AppState['api']['override']>[1]): Promise<boolean> {
    if (this.commanding) return false;
    const shown = this.call;
    const here = this.resumePoint();
    const view = await this.command((api, id) => api.override(id, input));
    if (!view) return false;
    this.overrides.reset();
    if (view.call && shown && view.call.index < shown.index) this.backTo(view.call, here);
    // Sent back to an earlier call, the night shows it unpaused already; else the call goes on.
    this.resumeAfterCorrection();
    return true;
  }

  // ---- clicks and keys ---------------------------------------------------------------------------

  /**
   * A seat clicked on the table or typed: a place for the override being written, or a pick for the
   * answer. A seat the choice does not allow is refused with its reason, shown by the choice.
   */
  clickSeat(seat: number): void {
    if (this.overrides.open) {
      if (this.overrides.correction === 'moved') this.pickForOverride({ player: seat });
      return;
    }
    if (!this.mayPick || !this.needsInput) return;
    const options = this.selection.activeSeats;
    const option = options.find((o) => o.seat === seat);
    const stopped = this.selection.afterStop(seat);
    if (options.length === 0) this.refused = { kind: 'no-seats', seat };
    else if (option && !option.legal) this.refused = { kind: 'illegal-seat', seat, reason: option.reason ?? '' };
    else if (stopped) this.refused = { kind: 'after-stop', seat, stop: stopped.seat, reason: stopped.reason };
    else if (this.selection.toggleSeat(seat)) this.refused = null;
  }

  clickCenter(index: number): void {
    if (this.overrides.open) {
      if (this.overrides.correction === 'moved') this.pickForOverride({ center: index });
      return;
    }
    if (!this.mayPick || !this.needsInput) return;
    if (this.selection.toggleCenter(index)) this.refused = null;
    else this.refused = { kind: 'no-centers', center: index };
  }

  clickSpot(spot: number): void {
    if (this.overrides.open) this.pickForOverride({ spot });
  }

  /** A place for the correction being written; a one-place correction then proposes the change it calls for. */
  private pickForOverride(place: Place): void {
    this.overrides.pick(place);
    const table = this.app.game?.table;
    if (table) this.overrides.fitTo(table);
  }

  /**
   * The correction's keys while its panel is open: S a shield, A an artifact, F a card's face, C two cards,
   * M two Marks (the panel's kind of correction).
   */
  private overrideKey(key: string): boolean {
    if (!this.overrides.open || this.overrides.correction !== 'moved') return false;
    const kinds: Record<string, OverrideKind> = {
      s: 'shield',
      a: 'artifact',
      f: 'face-up',
      c: 'swap-cards',
      m: 'swap-marks',
    };
    const kind = kinds[key.toLowerCase()];
    if (!kind) return false;
    this.overrides.setKind(kind);
    const table = this.app.game?.table;
    if (table) this.overrides.fitTo(table);
    return true;
  }

  /**
   * The night's keys (H is the whole app's; lib/key-map.svelte.ts turns the moderator's keys into these):
   * Space confirms or advances, U or Backspace undoes, P pauses, + adds time to the call, D is
   * "did nothing", N skips ahead, the number row picks seats 1 to 12 (see lib/keys.ts), Shift+1–3 the
   * center cards; C and M choose cards or Marks (the Gremlin's switch, the Marksman's pick; C is the Seer's
   * two center cards); O opens or closes the correction; Escape clears the picks (or closes the correction).
   * Space, D and N are not taken for a call that just came on screen (CALL_GUARD_MS).
   * Returns whether the key was used, so the caller can stop the browser's own handling.
   */
  onKey(input: string | KeyPress): boolean {
    const key = press(input);
    const center = centerOfPress(key);
    if (center !== null) {
      this.clickCenter(center);
      return true;
    }
    if (key.key.length === 1 && this.overrideKey(key.key)) return true;
    const seat = seatOfPress(key);
    if (seat !== null) {
      // The Oracle's answer first: her reply is a number (a player's, or a guess), or the nth button.
      if (this.mayReply && this.oracle) {
        if (this.guarded) {
          this.ignoredKey = key.key;
          return true;
        }
        const replies = this.oracle.answers;
        const byNumber = replies.find((r) => r.answer === seat + 1);
        const pick = byNumber ?? (typeof replies[0]?.answer === 'string' ? replies[seat] : undefined);
        if (pick) this.tapReply(pick.answer);
        return true;
      }
      if (seat < (this.app.game?.players.length ?? 0)) this.clickSeat(seat);
      else if (this.mayPick && this.needsInput) this.refused = { kind: 'no-such-seat', n: seat + 1 };
      return true;
    }
    if (this.guarded && GUARDED_KEYS.has(key.key)) {
      // Meant for the call that just gave way: not taken for this one (the screen says so).
      this.ignoredKey = key.key;
      return true;
    }
    switch (key.key) {
      case ' ':
        if (this.canConfirm) void this.confirm();
        else this.next();
        return true;
      case 'Backspace':
      case 'u':
      case 'U':
        void this.undo();
        return true;
      case 'p':
      case 'P':
        this.togglePause();
        return true;
      case '+':
        this.extend();
        return true;
      case 'd':
      case 'D':
        void this.didNothing();
        return true;
      case 'n':
      case 'N':
        this.next();
        return true;
      case 'l':
      case 'L':
        if (this.choice.kind !== 'direction' || !this.mayPick) return false;
        this.selection.setDirection('left');
        return true;
      case 'r':
      case 'R':
        if (this.choice.kind !== 'direction' || !this.mayPick) return false;
        this.selection.setDirection('right');
        return true;
      case 'x':
      case 'X':
        if (this.choice.kind !== 'exchange' || !this.mayPick) return false;
        this.selection.setExchanged(!this.selection.exchanged);
        return true;
      case 't':
      case 'T': {
        // The Curator's token as drawn at the table: the next one of the pile (round to the app's draw).
        const choice = this.choice;
        if (choice.kind !== 'artifact' || !this.mayPick) return false;
        const pile = choice.artifacts as readonly ArtifactId[];
        const at = this.selection.artifact === null ? -1 : pile.indexOf(this.selection.artifact);
        this.selection.setArtifact(at + 1 < pile.length ? pile[at + 1]! : null);
        return true;
      }
      case 'g':
      case 'G':
        if (this.choice.kind !== 'give' || !this.mayPick) return false;
        this.selection.setGivePick(this.selection.givePick === 'card' ? 'to' : 'card');
        return true;
      case 'c':
      case 'C':
        if (this.choice.kind === 'gremlin') this.selection.setSwap('cards');
        else if (this.choice.kind === 'marksman') this.selection.setMarksmanPick('card');
        else if (this.choice.kind === 'seer') this.selection.setSeerMode('center');
        else return false;
        return true;
      case 'm':
      case 'M':
        if (this.choice.kind === 'gremlin') this.selection.setSwap('marks');
        else if (this.choice.kind === 'marksman') this.selection.setMarksmanPick('mark');
        else return false;
        return true;
      case 'o':
      case 'O':
        if (this.stage === 'over' || this.stage === 'idle') return false;
        this.toggleCorrection();
        return true;
      case 'Escape':
        if (this.overrides.open) this.closeCorrection();
        else {
          if (this.call) this.selection.reset(this.call.choice);
          this.refused = null;
        }
        return true;
    }
    return false;
  }

  // ---- internals ---------------------------------------------------------------------------------

  /**
   * Shows a call: from its first line (`fresh`), where the narration stood (`at`), or to be corrected
   * (`correcting`: no line, no timer; it waits for its answer, or passes at once if it needs none).
   */
  private display(call: CallView, mode: 'fresh' | 'correcting' = 'fresh', at: ResumePoint | null = null): void {
    this.interrupt();
    this.paused = false;
    this.extraSeconds = 0;
    const changed = this.call?.index !== call.index;
    if (changed) this.guardChange();
    this.call = call;
    this.selection.reset(call.choice);
    this.refused = null;
    this.announcement = null;
    this.correcting = mode === 'correcting';
    this.oraclePhase = call.app?.oracle ? (mode === 'correcting' ? 'asking' : null) : null;
    // The Oracle in the center (or not copied): the app answers by itself, at a random moment of the timer.
    this.autoAt =
      call.app?.oracle && call.nobodyAwake && mode !== 'correcting'
        ? this.seconds - autoAnswerAfter(this.seconds, (this.ports.random ?? Math.random)())
        : null;
    if (mode === 'correcting') {
      this.stage = 'acting';
      this.lineIndex = this.lines.open.length;
      this.remaining = 0;
    } else if (at) {
      this.stage = at.stage;
      this.lineIndex = at.lineIndex;
      this.remaining = at.stage === 'acting' ? at.remaining : this.timed ? this.seconds : 0;
      if (this.oracle && at.stage !== 'opening') this.oraclePhase = 'asking';
    } else {
      this.stage = 'opening';
      this.lineIndex = 0;
      this.remaining = this.timed ? this.seconds : 0;
    }
    if (changed || mode === 'correcting')
      this.ports.announce?.({
        kind: 'call',
        call,
        seconds: this.timed && mode !== 'correcting' ? this.remaining : null,
        correcting: mode === 'correcting',
      });
    void this.drive(this.generation);
  }

  /** Where the narration stands now, to resume there after a correction of an earlier call ('end': it is over). */
  private resumePoint(): ResumePoint | 'end' | null {
    if (this.stage === 'over') return 'end';
    const call = this.call;
    if (!call || this.correcting) return null;
    if (this.stage !== 'opening' && this.stage !== 'acting' && this.stage !== 'closing') return null;
    return { index: call.index, stage: this.stage, lineIndex: this.lineIndex, remaining: this.remaining };
  }

  /** Goes back to an earlier call to correct it; the narration will resume at `here` (or where it already would). */
  private backTo(call: CallView, here: ResumePoint | 'end' | null): void {
    const further = (a: ResumePoint | 'end' | null, b: ResumePoint | 'end' | null): ResumePoint | 'end' | null => {
      if (a === 'end' || b === 'end') return 'end';
      if (!a || !b) return a ?? b;
      return b.index > a.index ? b : a;
    };
    this.resumeAt = further(this.resumeAt, here);
    this.setKeepAwake(true);
    this.display(call, 'correcting');
  }

  /** After a call: the next one, caught up to where the night was when correcting, or the night's end. */
  private advance(): void {
    const next = this.app.game?.call;
    if (!next) {
      this.resumeAt = null;
      this.finish();
      return;
    }
    const resume = this.resumeAt;
    if (resume === 'end' || (resume && next.index < resume.index)) {
      this.display(next, 'correcting');
      return;
    }
    if (resume && next.index === resume.index) {
      // Back where the night was. A call to answer again first waits for its answer, then closes as it would have.
      if (resume.stage === 'closing' && needsInputOf(next)) {
        this.display(next, 'correcting');
        return;
      }
      this.resumeAt = null;
      this.display(next, 'fresh', resume);
      return;
    }
    this.resumeAt = null;
    this.display(next);
  }

  /** Whether the call on screen closes without its lines: corrected before the call where the night was. */
  private closesSilently(): boolean {
    if (!this.correcting || !this.call) return false;
    const resume = this.resumeAt;
    return resume === 'end' || (resume !== null && this.call.index < resume.index);
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
    if (this.stage === 'acting' && this.oracle && !this.correcting) {
      if (!(await this.actOracle(generation))) return;
      this.stage = 'closing';
      this.lineIndex = this.closesSilently() ? this.lines.close.length : 0;
    }
    if (this.stage === 'acting') {
      while (this.remaining > 0) {
        if (!(await this.sleep(1000, generation))) return;
        // The same sound for every timed call, center cards included: the table cannot tell them apart.
        this.tick(true);
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
      // A call corrected before the call where the night was: its players closed their eyes long ago.
      this.lineIndex = this.closesSilently() ? this.lines.close.length : 0;
    }
    if (this.stage === 'closing') {
      // The app's announcement after the answer (Nostradamus's team) comes before the close lines.
      if (this.announcement !== null && this.lineIndex === 0) {
        if (!(await this.say(this.announcement, generation))) return;
        this.announcement = null;
      }
      for (; this.lineIndex < this.lines.close.length; this.lineIndex++) {
        if (!(await this.say(this.lines.close[this.lineIndex]!, generation))) return;
      }
      this.advance();
    }
  }

  private enterActing(): void {
    this.stage = 'acting';
    this.lineIndex = this.lines.open.length;
    this.remaining = this.timed ? this.seconds + this.extraSeconds : 0;
    this.extraSeconds = 0;
    if (this.oracle) this.oraclePhase = 'asking';
  }

  /**
   * One second of the call's timer: the screen reader hears the thresholds (NIGHT_ANNOUNCE_AT) and, with
   * `end`, the end (the Oracle's question ends on the app's answer instead, said by its caller).
   */
  private tick(end: boolean): void {
    this.remaining -= 1;
    if (NIGHT_ANNOUNCE_AT.includes(this.remaining)) this.ports.announce?.({ kind: 'left', seconds: this.remaining });
    if (end && this.remaining === 0) {
      this.app.cue('time-up');
      this.ports.announce?.({ kind: 'time-up', waiting: this.needsInput && !this.answered });
    }
  }

  /**
   * The Oracle's call after its question: her answer within the timer (or the app's: at the timer's end,
   * or at its own random moment when nobody is awake), the app's reply said, then the timer again while she
   * acts on it. Returns true when the call may close, false when it stopped (interrupted, or waiting for
   * the moderator's entry of her follow-up).
   */
  private async actOracle(generation: number): Promise<boolean> {
    const current = (): boolean => generation === this.generation;
    const oracle = this.oracle!;
    if (this.oraclePhase === null) this.oraclePhase = 'asking';
    if (this.oraclePhase === 'asking') {
      while (this.remaining > 0 && !(this.autoAt !== null && this.remaining <= this.autoAt)) {
        if (!(await this.sleep(1000, generation))) return false;
        this.tick(false);
      }
      if (this.autoAt === null && this.remaining === 0) {
        this.app.cue('time-up');
        this.ports.announce?.({ kind: 'time-up', waiting: false });
      }
      // Nobody tapped in time, or the app's own moment has come: the app answers.
      this.selection.setReply(oracle.auto, true);
      this.oraclePhase = 'replying';
    }
    if (this.oraclePhase === 'replying') {
      const reply = this.selection.reply;
      const view: OracleAnswerView | null = reply?.view ?? null;
      if (view?.line && !(await this.say(view.line, generation))) return false;
      if (!current()) return false;
      const followUp = view?.followUp === true;
      this.oraclePhase = followUp ? 'following' : 'done';
      this.remaining = followUp ? this.seconds : 0;
      // Nothing to enter after the reply (the app answered for nobody, or she only looks): recorded now.
      const needsEntry = this.needsInput && reply !== null && reply.then.kind !== 'none';
      if (!this.answered && !needsEntry) {
        const answer = this.selection.answer ?? {};
        const call = this.call;
        const view = await this.command((api, id) => api.answer(id, answer));
        if (view && call && this.answered && reply && !reply.auto)
          this.record({
            key: call.key,
            namedAfter: call.namedAfter,
            index: call.index,
            what: reply.view?.label ?? null,
          });
        if (!current()) return false;
      }
    }
    if (this.oraclePhase === 'following') {
      while (this.remaining > 0) {
        if (!(await this.sleep(1000, generation))) return false;
        this.tick(true);
      }
      if (this.inFlight) await this.inFlight;
      if (!current()) return false;
      if (!this.answered && this.needsInput) {
        this.waitingForAnswer = true;
        return false;
      }
      this.oraclePhase = 'done';
    }
    return this.answered || !current() ? current() : this.passAfter(generation);
  }

  private record(recorded: Recorded): void {
    this.recorded = recorded;
    this.ports.announce?.({ kind: 'recorded', recorded });
  }

  /** The call passes now (nothing was entered); false if the pass failed (its error is on screen). */
  private async passAfter(generation: number): Promise<boolean> {
    await this.command((api, id) => api.pass(id));
    return generation === this.generation && this.answered;
  }

  private finish(): void {
    this.interrupt();
    this.paused = false;
    if (this.call !== null) {
      this.guardChange();
      this.ports.announce?.({ kind: 'over' });
    }
    this.call = null;
    this.correcting = false;
    this.stage = 'over';
    this.setKeepAwake(false);
    this.ports.ambience?.stop();
  }

  /**
   * An answer for the displayed call; once recorded, the sequence goes on if it was waiting for it, and
   * what the app announces after it (`announcement`) is said before the close lines.
   */
  private async answerWith(
    request: (api: AppState['api'], id: string) => Promise<SessionResult<GameView>>,
    announcement: string | null = null,
    what: string | null = null,
  ): Promise<void> {
    const call = this.call;
    const view = await this.command(request);
    if (view && call && this.answered) {
      this.record({ key: call.key, namedAfter: call.namedAfter, index: call.index, what });
      if (this.contradiction?.index !== call.index) this.contradiction = null;
    }
    if (view && this.answered && announcement !== null && !this.correcting) this.announcement = announcement;
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
    this.commanding = true;
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
      this.commanding = false;
    }
  }

  /** Speaks one line (never over another one); false when the sequence was interrupted meanwhile. */
  private async say(line: string, generation: number): Promise<boolean> {
    const { settings } = this.ports;
    if (!settings.narration) return this.sleep(readingMs(line), generation);
    await this.cancelling;
    if (generation !== this.generation) return false;
    this.speaking = true;
    const result = await this.app
      .speak([line], {
        ...(settings.voice.trim() ? { voice: settings.voice.trim() } : {}),
        speed: Math.min(2, Math.max(0.5, settings.speed || 1)),
        // The game's language: a French game is narrated in French whatever the console reads.
        language: this.app.game?.language ?? this.ports.language(),
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
      this.cancelling = this.app.cancelSpeech().catch(() => null);
    }
  }

  /** A new call is on screen: confirm, pass and skip wait CALL_GUARD_MS (the clock is the ports', so tests move it). */
  private guardChange(): void {
    this.endGuard?.();
    this.guarded = true;
    this.ignoredKey = null;
    this.endGuard = this.ports.clock.after(this.ports.guardMs ?? CALL_GUARD_MS, () => {
      this.endGuard = null;
      this.guarded = false;
      this.ignoredKey = null;
    });
  }

  private unguard(): void {
    this.endGuard?.();
    this.endGuard = null;
    this.guarded = false;
    this.ignoredKey = null;
  }

  /** The picks being confirmed, in words (null when the ports have no words for them). */
  private describeSelection(): string | null {
    const call = this.call;
    return call && this.ports.describe ? this.ports.describe(call, this.selection) : null;
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
    const { seats, card, mark, giveTo, each } = this.selection;
    const eachSeats = each.flatMap((pick) => (pick !== null && 'target' in pick ? [pick.target] : []));
    return {
      seats: [
        ...seats,
        ...eachSeats,
        ...(card !== null ? [card] : []),
        ...(mark !== null ? [mark] : []),
        ...(giveTo !== null ? [giveTo] : []),
      ],
      centers: this.selection.selectedCenters(),
      spots: [],
    };
  }

  private lineOnScreen(): string {
    const { open, close } = this.lines;
    const reply = this.selection.reply?.view?.line;
    if (reply && this.stage === 'acting' && (this.oraclePhase === 'replying' || this.oraclePhase === 'following'))
      return reply;
    if (this.stage === 'opening' || this.stage === 'acting')
      return open[Math.min(this.lineIndex, open.length - 1)] ?? '';
    if (this.stage === 'closing' && this.announcement !== null && this.lineIndex === 0) return this.announcement;
    if (this.stage === 'closing') return close[Math.min(this.lineIndex, close.length - 1)] ?? open.at(-1) ?? '';
    return '';
  }
}
