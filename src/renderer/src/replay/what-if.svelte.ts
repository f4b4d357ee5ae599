/**
 * "What if" in the replay of a finished game: the moderator (or the players, around the console) changes a
 * vote, or a night choice, and sees who would have died and who would have won. The main process plays the
 * game again on a copy with the changes (`whatIf`: validated there, legal choices from the engine, nothing
 * saved); this class only keeps the changes asked for and the hypothetical result, and builds a new night
 * answer from clicks on the table with the night's own ChoiceSelection.
 *
 * A change the rules refuse is said, and taken back: the changes kept are always ones the engine took.
 */
import type { Api } from '../../../shared/api.ts';
import type { AnswerInput, SessionResult, WhatIfInput } from '../../../shared/session-contract.ts';
import type { ChoiceView, WhatIfCall, WhatIfView } from '../../../shared/views.ts';
import { ChoiceSelection, mayPass } from '../night/choice-selection.svelte.ts';

/** The kinds of choice a what-if lets the moderator make again with clicks on the table (and a toggle). */
const EDITABLE: ReadonlySet<ChoiceView['kind']> = new Set([
  'target',
  'targets',
  'center',
  'seer',
  'marksman',
  'gremlin',
  'place',
  'places',
  'give',
  'direction',
]);

/** Whether a call's choice can be made again in a what-if (the Alien app's own calls and tokens cannot). */
export function editable(call: Pick<WhatIfCall, 'choice'>): boolean {
  return EDITABLE.has(call.choice.kind);
}

interface Changes {
  readonly votes: readonly number[] | null;
  readonly night: Readonly<Record<number, AnswerInput>>;
}

const NONE: Changes = { votes: null, night: {} };

export class WhatIfState {
  /** The what-if is open over the replay. */
  open = $state(false);
  /** The hypothetical game, once computed; null before (or when it could not be). */
  view = $state.raw<WhatIfView | null>(null);
  /** Why the last change was refused (it was taken back), or why none could be computed. */
  error = $state<string | null>(null);
  busy = $state(false);
  /** The changes the view was computed with (always ones the engine took). */
  private changes = $state.raw<Changes>(NONE);
  /**
   * The changes last asked for: what the next change builds on, and what a refresh asks again. A refresh
   * (the console's language changed) may come while a start-over is on its way: it must ask for the
   * start-over's changes, not the ones the view still shows.
   */
  private requested: Changes = NONE;
  /** The call whose choice is being made again (its step), with the selection the table's clicks fill. */
  editing = $state<number | null>(null);
  readonly selection = new ChoiceSelection();

  /** The call being changed, as the hypothetical night has it. */
  readonly editedCall: WhatIfCall | null = $derived(
    this.editing === null ? null : (this.view?.calls.find((c) => c.step === this.editing) ?? null),
  );
  /** The votes shown: as changed, or as cast. */
  readonly votes: readonly number[] = $derived(this.view?.votes ?? []);
  readonly changed: boolean = $derived((this.view?.changes ?? 0) > 0);
  readonly canPass: boolean = $derived(this.editedCall !== null && mayPass(this.editedCall.choice));

  private seq = 0;

  constructor(
    private readonly api: Pick<Api, 'whatIf'>,
    readonly gameId: string,
  ) {}

  /** Opens the what-if on the game as it ended (no change yet). */
  async start(): Promise<boolean> {
    this.open = true;
    return this.run(NONE);
  }

  close(): void {
    this.open = false;
    this.editing = null;
    this.view = null;
    this.error = null;
    this.changes = NONE;
    this.requested = NONE;
  }

  /** Everything back as the game ended. */
  async startOver(): Promise<boolean> {
    this.editing = null;
    return this.run(NONE);
  }

  /** The same changes asked for again: the main process tells them in the console's new language. */
  async refresh(): Promise<boolean> {
    if (!this.open) return false;
    return this.run(this.requested);
  }

  /** One player's vote changed (`target`: a seat, or one past the last: the app). */
  async setVote(seat: number, target: number): Promise<boolean> {
    const votes = [...(this.requested.votes ?? this.view?.votes ?? [])];
    if (seat < 0 || seat >= votes.length || votes[seat] === target) return false;
    votes[seat] = target;
    return this.run({ ...this.requested, votes });
  }

  /** Starts making a call's choice again: the table shows what may be chosen there now. */
  edit(step: number): boolean {
    const call = this.view?.calls.find((c) => c.step === step);
    if (!call || !editable(call)) return false;
    this.editing = step;
    this.selection.reset(call.choice);
    return true;
  }

  cancelEdit(): void {
    this.editing = null;
  }

  /** The choice made on the table becomes the call's answer in the what-if. */
  async applyEdit(): Promise<boolean> {
    const answer = this.selection.answer;
    if (this.editing === null || !answer) return false;
    return this.answerWith(this.editing, answer);
  }

  /** The call's players did nothing (when the rules allow it). */
  async passEdit(): Promise<boolean> {
    if (this.editing === null || !this.canPass) return false;
    return this.answerWith(this.editing, {});
  }

  /** The call's answer back as entered at the table. */
  async restore(step: number): Promise<boolean> {
    if (!(step in this.requested.night)) return false;
    const night = { ...this.requested.night };
    delete night[step];
    if (this.editing === step) this.editing = null;
    return this.run({ ...this.requested, night });
  }

  isChangedCall(step: number): boolean {
    return this.view?.calls.some((c) => c.step === step && c.changed) ?? false;
  }

  private async answerWith(step: number, answer: AnswerInput): Promise<boolean> {
    const done = await this.run({ ...this.requested, night: { ...this.requested.night, [step]: answer } });
    if (done) this.editing = null;
    return done;
  }

  /** Asks the main process for the game with these changes; a refusal keeps the last changes it took. */
  private async run(changes: Changes): Promise<boolean> {
    const seq = ++this.seq;
    this.requested = changes;
    const input: WhatIfInput = {
      ...(changes.votes ? { votes: [...changes.votes] } : {}),
      night: Object.entries(changes.night).map(([step, answer]) => ({ step: Number(step), answer })),
    };
    this.busy = true;
    let result: SessionResult<WhatIfView>;
    try {
      result = await this.api.whatIf(this.gameId, input);
    } catch (e) {
      result = { ok: false, error: { code: 'host/failure', message: e instanceof Error ? e.message : String(e) } };
    } finally {
      if (seq === this.seq) this.busy = false;
    }
    if (seq !== this.seq || !this.open) return false;
    if (!result.ok) {
      this.error = result.error.message;
      this.requested = this.changes;
      return false;
    }
    this.error = null;
    this.changes = changes;
    this.view = result.value;
    return true;
  }
}
