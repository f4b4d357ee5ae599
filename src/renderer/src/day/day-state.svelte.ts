/**
 * The day as the moderator runs it, in two phases of the game:
 *
 *   day   "Everyone, wake up!", then the discussion timer, which the moderator starts, pauses, lengthens
 *         by a minute or ends early. One minute and thirty seconds before the end a warning is said (each
 *         once); at zero, or on "vote now", the console says "Three, two, one, vote!" and starts the vote.
 *   vote  Every player points at another player; the moderator enters who points at whom: the voter,
 *         then the seat they point at (taps, or two digits on the keyboard). Nobody votes for themselves,
 *         everyone votes, and any vote can be changed until the moderator confirms.
 *
 * After an Alien ripple, the players of a two-hand vote point with both hands (two entries each, either
 * may name the same player), and after a vote-for-the-app ripple "the app" is a target (seat n); the app's
 * day effects (one minute of discussion, the Aliens' halved timer) set the discussion's length.
 *
 * The Hunter, the Master's protection, the lovers and the epic battle need nothing more: the engine
 * decides who dies when the votes are confirmed. Time, speech and the game come through ports, so the unit
 * tests run on a clock they move by hand.
 */
import type { AppState } from '../app/app-state.svelte.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';
import type { GameView } from '../../../shared/views.ts';
import type { NarrationSettings, NightClock } from '../night/night-state.svelte.ts';
import { inForce, undoToAnswer } from '../night/undo.ts';
import { press, seatOfPress, type KeyPress } from '../lib/keys.ts';
import { keepDay, takeDay, type TimerState } from './day-draft.ts';

/** The lines the day says aloud (their text comes from the i18n files, in the game's language). */
export type SpokenLine = 'wakeUp' | 'oneMinute' | 'thirtySeconds' | 'vote';

export interface DayPorts {
  readonly clock: NightClock;
  readonly settings: NarrationSettings;
  /** The console's language: the day's lines are said in it for a game told in no language of its own. */
  readonly language: () => 'en' | 'fr';
  /** A line to say, in a language (the game's). */
  readonly line: (key: SpokenLine, language: 'en' | 'fr') => string;
  /**
   * What the screen reader is told (the screen words it in a live region): the discussion's start, its
   * time left at DAY_ANNOUNCE_AT and its end, a pause, a minute added, the table opened or closed. Never
   * every second.
   */
  readonly announce?: (event: DayAnnouncement) => void;
}

/** Something the screen reader hears about the day (see DayPorts.announce). */
export type DayAnnouncement =
  /** The night is over: the day begins (said once, not when the screen comes back to a day under way). */
  | { readonly kind: 'morning' }
  | { readonly kind: 'started'; readonly seconds: number }
  | { readonly kind: 'left'; readonly seconds: number }
  | { readonly kind: 'time-up' }
  | { readonly kind: 'paused' }
  | { readonly kind: 'resumed' }
  | { readonly kind: 'extended'; readonly seconds: number }
  | { readonly kind: 'table'; readonly open: boolean; readonly seconds: number };

/** The discussion's seconds left that the screen reader hears (one minute, thirty and ten seconds), then "time is up". */
export const DAY_ANNOUNCE_AT: readonly number[] = [60, 30, 10];

export type { TimerState } from './day-draft.ts';

/** Why the last vote entry was refused. */
export type Refusal =
  | { readonly code: 'self'; readonly seat: number }
  | { readonly code: 'no-seat'; readonly n: number }
  /** "The app" is a target only after a vote-for-the-app ripple. */
  | { readonly code: 'no-app' };

/** Which hand a two-hand voter's next entry fills. */
export type Hand = 1 | 2;

/** The contract's range for the discussion, in seconds. */
export const DISCUSSION = { min: 30, max: 3600 } as const;

/** Said once each, when the discussion timer reaches them. */
export const WARNINGS: readonly { readonly at: number; readonly line: SpokenLine }[] = [
  { at: 60, line: 'oneMinute' },
  { at: 30, line: 'thirtySeconds' },
];

/** How long the table stays open when the moderator looks at it during the day (then it closes by itself). */
export const TABLE_PEEK_SECONDS = 20;

/**
 * The game's discussion option, by default one minute less than the number of players; what the app said
 * replaces it (a one-minute ripple, the Aliens' halved timer).
 */
export function discussionSeconds(
  game: (Pick<GameView, 'options' | 'players'> & Partial<Pick<GameView, 'app'>>) | null,
): number {
  const app = game?.app?.day.discussionSeconds;
  if (typeof app === 'number') return Math.max(1, Math.round(app));
  const option = game?.options['discussionSeconds'];
  const seconds = typeof option === 'number' ? option : ((game?.players.length ?? 3) - 1) * 60;
  return Math.min(DISCUSSION.max, Math.max(DISCUSSION.min, Math.round(seconds)));
}

/** 754 → "12:34". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The seat a key names: the number row's 1–9, 0, −, = for seats 1 to 12 (see lib/keys.ts); null otherwise. */
export function seatOfKey(key: string | KeyPress): number | null {
  return seatOfPress(key);
}

export class DayState {
  timer = $state<TimerState>('ready');
  /** Seconds left in the discussion. */
  remaining = $state(0);
  /** The discussion's whole length so far (the option and any minutes added), for the progress bar. */
  length = $state(0);
  /** The last line said to the table, shown in large type (and the only trace of it when narration is off). */
  announcement = $state('');
  /** `votes[voter]` is the seat the voter points at (n: the app); null until entered. */
  votes = $state<(number | null)[]>([]);
  /** A two-hand voter's second hand (null until entered, and for everyone else). */
  second = $state<(number | null)[]>([]);
  /** The hand the current voter's next entry fills. */
  hand = $state<Hand>(1);
  /** Whose vote a tap on a seat records. */
  voter = $state<number | null>(null);
  /** A voter chosen by typing their number: the next digit is the seat they point at. */
  typedVoter = $state<number | null>(null);
  refusal = $state<Refusal | null>(null);
  /** The vote is being started (the session has not answered yet). */
  startingVote = $state(false);
  /**
   * The table (cards, Marks, who started as what) is closed from "Everyone, wake up!" until the reveal:
   * the whole table is watching this screen. The moderator opens it on purpose; it closes by itself.
   */
  tableOpen = $state(false);
  /** Seconds before the open table closes by itself. */
  tableLeft = $state(0);
  /**
   * The moderator asked to go back into the night (U): it waits for a yes (Enter, U) or a no (Escape).
   * The whole table watches this screen and the players' screen: nothing goes back before the yes.
   */
  askingUndo = $state(false);
  /** The discussion was running when the question was asked: a no lets it run again. */
  private pausedToAsk = false;

  readonly phase = $derived.by(() => this.app.game?.phase ?? null);
  readonly voting: boolean = $derived(this.phase === 'vote');
  readonly players: readonly string[] = $derived.by(() => this.app.game?.players ?? []);
  /** Who votes with both hands, and whether "the app" is a target (the ripple's rules, from the session). */
  readonly twoHands: readonly number[] = $derived.by(() => this.app.game?.voteRules?.twoHands ?? []);
  readonly appVote: boolean = $derived.by(() => this.app.game?.voteRules?.app === true);
  /** The seat number standing for the app (one past the last seat). */
  readonly appSeat: number = $derived(this.players.length);
  /** Seats that have not voted yet (or not with both hands), in seat order. */
  readonly missing: readonly number[] = $derived(
    this.votes.flatMap((v, seat) =>
      v === null || (this.twoHands.includes(seat) && (this.second[seat] ?? null) === null) ? [seat] : [],
    ),
  );
  readonly complete: boolean = $derived(this.votes.length > 0 && this.missing.length === 0);
  /** Votes received, by seat (both hands counted). */
  readonly tally: readonly number[] = $derived(
    this.players.map(
      (_, seat) =>
        this.votes.filter((target) => target === seat).length + this.second.filter((target) => target === seat).length,
    ),
  );
  /** Votes for the app (both hands counted). */
  readonly appTally: number = $derived(
    this.votes.filter((t) => t === this.appSeat).length + this.second.filter((t) => t === this.appSeat).length,
  );
  readonly busy: boolean = $derived.by(() => this.app.busy);
  readonly canStart: boolean = $derived(this.phase === 'day' && this.timer === 'ready');
  readonly canPause: boolean = $derived(this.phase === 'day' && (this.timer === 'running' || this.timer === 'paused'));
  readonly canAddMinute: boolean = $derived(this.phase === 'day' && this.timer !== 'done');
  /** Not held back by another call in flight: the timer's end must always start the vote. */
  readonly canVoteNow: boolean = $derived(this.phase === 'day' && !this.startingVote);
  readonly canConfirm: boolean = $derived(this.voting && this.complete && !this.busy);
  readonly canUndo: boolean = $derived.by(() => !!this.app.game?.canUndo && !this.busy);
  /** At the day, the last command in force is a correction of the table: undo takes it back, not the night. */
  readonly undoesCorrection: boolean = $derived.by(
    () => this.phase === 'day' && inForce(this.app.game?.log ?? []).at(-1)?.type === 'overridden',
  );

  /** The warnings already said (not reactive: nothing shows them). */
  private warned: readonly number[] = [];
  private cancelTick: (() => void) | null = null;
  private cancelPeek: (() => void) | null = null;
  /** Lines are said one after another, never over each other. */
  private speech: Promise<unknown> = Promise.resolve();
  private pendingLines = 0;
  /** Bumped when the screen goes away: lines still queued are not said. */
  private generation = 0;
  /** The voters in the order their votes were entered, for Backspace. */
  private entered: number[] = [];
  /** The screen came back to a day already under way: no second "wake up". */
  private resumed = false;

  constructor(
    private readonly app: AppState,
    private readonly ports: DayPorts,
  ) {
    const game = app.game;
    this.length = discussionSeconds(game);
    this.remaining = this.length;
    const count = game?.players.length ?? 0;
    const kept = takeDay(game?.id);
    this.votes = kept && kept.votes.length === count ? [...kept.votes] : Array<number | null>(count).fill(null);
    this.second =
      kept?.second && kept.second.length === count ? [...kept.second] : Array<number | null>(count).fill(null);
    this.voter = this.nextMissing(-1);
    this.hand = this.voter !== null && this.votes[this.voter] !== null ? 2 : 1;
    if (kept?.discussion) {
      const { remaining, length, timer, warned } = kept.discussion;
      this.remaining = remaining;
      this.length = length;
      this.warned = warned;
      this.timer = timer === 'running' ? 'paused' : timer;
      this.resumed = true;
    }
  }

  /** The language the day is said in: the game's (a French game is told in French, whatever the console reads). */
  get spoken(): 'en' | 'fr' {
    return this.app.game?.language ?? this.ports.language();
  }

  // ---- the screen --------------------------------------------------------------------------------

  /** The screen is shown: straight from the night, the table is told to wake up. */
  start(): void {
    void this.app.api.keepAwake(true).catch(() => null);
    if (this.phase === 'day' && this.timer === 'ready' && !this.resumed) {
      this.say(this.ports.line('wakeUp', this.spoken));
      this.ports.announce?.({ kind: 'morning' });
    }
  }

  /**
   * The screen goes away: no timer, no speech, the screen may sleep again. If the game is still in the day
   * (the archive opened over it), the timer and the votes are kept for when the screen comes back.
   */
  stop(): void {
    const game = this.app.game;
    if (game && (game.phase === 'day' || game.phase === 'vote')) {
      keepDay({
        gameId: game.id,
        votes: [...this.votes],
        second: [...this.second],
        discussion: {
          remaining: this.remaining,
          length: this.length,
          timer: this.timer,
          warned: this.warned,
        },
      });
    }
    this.stopTicking();
    this.hideTable();
    this.generation++;
    if (this.pendingLines > 0) void this.app.cancelSpeech().catch(() => null);
    void this.app.api.keepAwake(false).catch(() => null);
  }

  // ---- the table, on purpose only -----------------------------------------------------------------

  /** Opens the table for TABLE_PEEK_SECONDS; it closes by itself (or with `hideTable`). */
  showTable(): void {
    if (!this.tableOpen) this.ports.announce?.({ kind: 'table', open: true, seconds: TABLE_PEEK_SECONDS });
    this.tableOpen = true;
    this.tableLeft = TABLE_PEEK_SECONDS;
    this.peekLater();
  }

  hideTable(): void {
    if (this.tableOpen) this.ports.announce?.({ kind: 'table', open: false, seconds: 0 });
    this.tableOpen = false;
    this.tableLeft = 0;
    this.cancelPeek?.();
    this.cancelPeek = null;
  }

  toggleTable(): void {
    if (this.tableOpen) this.hideTable();
    else this.showTable();
  }

  private peekLater(): void {
    this.cancelPeek?.();
    this.cancelPeek = this.ports.clock.after(1000, () => {
      this.cancelPeek = null;
      this.tableLeft -= 1;
      if (this.tableLeft <= 0) this.hideTable();
      else this.peekLater();
    });
  }

  // ---- the discussion ----------------------------------------------------------------------------

  startDiscussion(): void {
    if (!this.canStart) return;
    this.timer = 'running';
    this.announcement = '';
    this.ports.announce?.({ kind: 'started', seconds: this.remaining });
    this.tickLater();
  }

  pause(): void {
    if (this.phase !== 'day' || this.timer !== 'running') return;
    this.timer = 'paused';
    this.stopTicking();
    this.ports.announce?.({ kind: 'paused' });
  }

  resume(): void {
    if (this.phase !== 'day' || this.timer !== 'paused') return;
    this.timer = 'running';
    this.ports.announce?.({ kind: 'resumed' });
    this.tickLater();
  }

  togglePause(): void {
    if (this.timer === 'paused') this.resume();
    else this.pause();
  }

  addMinute(): void {
    if (!this.canAddMinute) return;
    this.remaining += 60;
    this.length += 60;
    this.ports.announce?.({ kind: 'extended', seconds: this.remaining });
  }

  /** Ends the discussion (at zero, or early): "Three, two, one, vote!" and the vote begins. */
  async voteNow(): Promise<void> {
    if (!this.canVoteNow) return;
    this.hideTable();
    if (this.timer !== 'done') {
      this.timer = 'done';
      this.stopTicking();
      this.app.cue('vote');
      this.say(this.ports.line('vote', this.spoken));
    }
    this.startingVote = true;
    try {
      await this.command((api, id) => api.startVote(id));
    } finally {
      this.startingVote = false;
    }
  }

  // ---- the vote ----------------------------------------------------------------------------------

  /** Chooses whose vote the next entry records (a two-hand voter starts again with the first hand). */
  chooseVoter(seat: number, hand: Hand = 1): void {
    if (!this.voting || seat < 0 || seat >= this.votes.length) return;
    this.voter = seat;
    this.hand = this.twoHands.includes(seat) ? hand : 1;
    this.typedVoter = null;
    this.refusal = null;
  }

  /**
   * The current voter points at `target` (a seat, or `appSeat` for the app after a vote-for-the-app
   * ripple); a two-hand voter's first hand, then the second; then the next player who has not voted
   * becomes the voter.
   */
  pointAt(target: number): boolean {
    const voter = this.voter;
    const isApp = target === this.appSeat;
    if (!this.voting || voter === null || target < 0 || target > this.appSeat) return false;
    if (isApp && !this.appVote) {
      this.refusal = { code: 'no-app' };
      return false;
    }
    if (target === voter) {
      this.refusal = { code: 'self', seat: voter };
      return false;
    }
    const twoHands = this.twoHands.includes(voter);
    if (twoHands && this.hand === 2) this.second[voter] = target;
    else this.votes[voter] = target;
    this.entered = [...this.entered.filter((v) => v !== voter), voter];
    this.refusal = null;
    this.typedVoter = null;
    if (twoHands && this.hand === 1) {
      // The same voter's other hand comes next (entered again too, when the moderator went back to them).
      this.hand = 2;
      return true;
    }
    this.voter = this.nextMissing(voter);
    this.hand = this.voter !== null && this.votes[this.voter] !== null ? 2 : 1;
    return true;
  }

  /** Points the current voter at the app (after a vote-for-the-app ripple). */
  pointAtApp(): boolean {
    return this.pointAt(this.appSeat);
  }

  /** Takes back a player's vote (both hands); they become the voter. */
  clearVote(seat: number): void {
    if (!this.voting || seat < 0 || seat >= this.votes.length) return;
    this.votes[seat] = null;
    this.second[seat] = null;
    this.entered = this.entered.filter((v) => v !== seat);
    this.chooseVoter(seat);
  }

  async confirm(): Promise<void> {
    if (!this.canConfirm) return;
    const votes = this.votes.map((v) => v!);
    const hands = this.twoHands;
    const second =
      hands.length > 0 ? this.votes.map((_, seat) => (hands.includes(seat) ? this.second[seat]! : null)) : null;
    await this.command((api, id) => (second ? api.vote(id, votes, second) : api.vote(id, votes)));
  }

  /**
   * U, or the undo button. Back into the night (the day's last command is the night's last answer) is asked
   * first, with the discussion paused meanwhile; from the vote back to the discussion, or taking back a
   * correction of the table, needs no question (the screen stays the day's).
   */
  requestUndo(): void {
    if (!this.canUndo) return;
    if (this.phase !== 'day' || this.undoesCorrection) {
      void this.undo();
      return;
    }
    if (this.askingUndo) return;
    this.askingUndo = true;
    this.pausedToAsk = this.timer === 'running';
    if (this.pausedToAsk) this.pause();
  }

  /** Yes: back into the night, to the last call someone answered. */
  async confirmUndo(): Promise<void> {
    if (!this.askingUndo) return;
    this.askingUndo = false;
    this.pausedToAsk = false;
    await this.undo();
  }

  /** No: the day goes on as it was (the discussion runs again if it was running). */
  cancelUndo(): void {
    if (!this.askingUndo) return;
    this.askingUndo = false;
    if (this.pausedToAsk) this.resume();
    this.pausedToAsk = false;
  }

  /**
   * Takes back the latest command: from the vote, back to the discussion (with the time it had left, or
   * its whole length if it had run out); from the discussion, back to the last call someone answered in
   * the night (calls that passed by themselves are taken back on the way), shown to be answered again
   * without waking anyone; the rest of the night then passes silently and the day comes back as it was.
   */
  async undo(): Promise<void> {
    if (!this.canUndo) return;
    const game = this.app.game;
    if (!game) return;
    if (this.phase === 'day') {
      keepDay({
        gameId: game.id,
        votes: [...this.votes],
        second: [...this.second],
        discussion: { remaining: this.remaining, length: this.length, timer: this.timer, warned: this.warned },
      });
      // Every undo first, then the night screen once: it must not start on a call still being taken back.
      const back = await undoToAnswer(game, () => this.app.call(this.app.api.undo(game.id)));
      if (!back) return;
      if (back.phase !== 'day') this.app.correcting = { gameId: game.id };
      this.app.show(back);
      return;
    }
    const view = await this.command((api, id) => api.undo(id));
    if (view?.phase === 'day' && this.timer === 'done') {
      if (this.remaining <= 0) {
        this.remaining = this.length;
        this.warned = [];
      }
      this.timer = 'paused';
      this.announcement = '';
    }
  }

  // ---- keys --------------------------------------------------------------------------------------

  /**
   * The day's keys (H is the whole app's; lib/key-map.svelte.ts turns the moderator's keys into these).
   * Discussion: Space starts, pauses or resumes, + adds a minute,
   * V votes now, T shows the table for a while, U asks whether to go back to the night (Enter or U: yes,
   * Escape: no). Vote: a player's number then
   * their target's number (the number row: 1–9, 0, −, = for seats 1 to 12), Enter confirms, Escape starts
   * the entry over, Backspace takes back the last vote entered, U goes back to the discussion.
   * Returns whether the key was used, so the caller can stop the browser's own handling.
   */
  onKey(input: string | KeyPress): boolean {
    const key = press(input).key;
    if (this.askingUndo) {
      // The question holds the keys until it is answered: Enter or U is yes, Escape is no.
      if (key === 'Enter' || key === 'u' || key === 'U') void this.confirmUndo();
      else if (key === 'Escape') this.cancelUndo();
      return true;
    }
    if (key === 'u' || key === 'U') {
      this.requestUndo();
      return true;
    }
    if (this.phase === 'day') {
      switch (key) {
        case 't':
        case 'T':
          this.toggleTable();
          return true;
        case ' ':
          if (this.timer === 'ready') this.startDiscussion();
          else this.togglePause();
          return true;
        case '+':
          this.addMinute();
          return true;
        case 'v':
        case 'V':
          void this.voteNow();
          return true;
      }
      return false;
    }
    if (!this.voting) return false;
    const seat = seatOfKey(input);
    if (seat !== null) {
      this.typeSeat(seat);
      return true;
    }
    switch (key) {
      case 'Enter':
        void this.confirm();
        return true;
      case 'Escape':
        this.typedVoter = null;
        this.refusal = null;
        this.voter = this.nextMissing(-1);
        this.hand = this.voter !== null && this.votes[this.voter] !== null ? 2 : 1;
        return true;
      case 'a':
      case 'A':
        if (this.voter !== null) this.pointAtApp();
        else this.refusal = this.appVote ? null : { code: 'no-app' };
        return true;
      case 'Backspace': {
        const last = this.entered.at(-1);
        if (last !== undefined) this.clearVote(last);
        return true;
      }
    }
    return false;
  }

  // ---- internals ---------------------------------------------------------------------------------

  private typeSeat(seat: number): void {
    if (seat >= this.votes.length) {
      this.refusal = { code: 'no-seat', n: seat + 1 };
      return;
    }
    if (this.typedVoter === null) {
      this.chooseVoter(seat);
      this.typedVoter = seat;
      return;
    }
    this.pointAt(seat);
  }

  /** The first seat after `after` (going round the table) whose vote (or second hand) is missing. */
  private nextMissing(after: number): number | null {
    const n = this.votes.length;
    for (let step = 1; step <= n; step++) {
      const seat = (((after + step) % n) + n) % n;
      if (this.votes[seat] === null) return seat;
      if (this.twoHands.includes(seat) && (this.second[seat] ?? null) === null) return seat;
    }
    return null;
  }

  private tickLater(): void {
    this.stopTicking();
    this.cancelTick = this.ports.clock.after(1000, () => {
      this.cancelTick = null;
      this.tick();
    });
  }

  private tick(): void {
    if (this.timer !== 'running') return;
    this.remaining = Math.max(0, this.remaining - 1);
    if (DAY_ANNOUNCE_AT.includes(this.remaining)) this.ports.announce?.({ kind: 'left', seconds: this.remaining });
    if (this.remaining === 0) this.ports.announce?.({ kind: 'time-up' });
    for (const warning of WARNINGS) {
      if (this.remaining === warning.at && !this.warned.includes(warning.at)) {
        this.warned = [...this.warned, warning.at];
        this.app.cue('warning');
        this.say(this.ports.line(warning.line, this.spoken));
      }
    }
    if (this.remaining === 0) void this.voteNow();
    else this.tickLater();
  }

  private stopTicking(): void {
    this.cancelTick?.();
    this.cancelTick = null;
  }

  /** Shows the line and, with narration on, says it after whatever is being said. */
  private say(line: string): void {
    this.announcement = line;
    const { settings } = this.ports;
    if (!settings.narration) return;
    const generation = this.generation;
    const options = {
      ...(settings.voice.trim() ? { voice: settings.voice.trim() } : {}),
      speed: Math.min(2, Math.max(0.5, settings.speed || 1)),
      language: this.spoken,
    };
    this.pendingLines++;
    this.speech = this.speech
      .then(() => (generation === this.generation ? this.app.speak([line], options) : null))
      .catch(() => null)
      .finally(() => this.pendingLines--);
  }

  /** One command to the session; the new view replaces the game (a refusal is the console's error). */
  private async command(
    request: (api: AppState['api'], id: string) => Promise<SessionResult<GameView>>,
  ): Promise<GameView | null> {
    const game = this.app.game;
    if (!game) return null;
    const view = await this.app.call(request(this.app.api, game.id));
    if (view) this.app.show(view);
    return view;
  }
}
