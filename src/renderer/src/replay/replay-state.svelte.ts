/**
 * A game's replay: every step of the game (the deal, each Dusk and Night call, the moderator's corrections
 * and undos, the vote, the deaths, the verdicts) with the table as it stood after it, stepped through one
 * at a time; "follow a player" narrows it to the steps that concern one player, with a summary of their
 * game; the self-contained report is exported or printed from here. The main process tells the steps in
 * the console's language: the screen loads them again when it changes.
 */
import type { FollowView, ReplayStep, ReplayView, TableView } from '../../../shared/views.ts';
import type { AppState } from '../app/app-state.svelte.ts';
import { changedPlaces, NO_CHANGES, type PlaceKey } from '../night/table-diff.ts';

/** What the replay needs of the console. */
export type ReplayApp = Pick<AppState, 'api' | 'call' | 'closePanel'>;

/** A step as the timeline shows it: with its place in the whole replay. */
export type IndexedStep = ReplayStep & { readonly index: number };

export interface ReplayPorts {
  /** Saves a text file the way the platform does (a download in the browser). */
  readonly download: (fileName: string, text: string, type: string) => void;
  /** Prints a whole HTML document (the report) without leaving the console. */
  readonly print: (html: string) => Promise<void>;
}

/** Werewolf games hand out no Marks: everyone keeps Clarity and there is no board. */
export function tableHasMarks(table: TableView | undefined): boolean {
  return !!table && (table.board.length > 0 || table.players.some((p) => p.mark !== 'clarity'));
}

export class ReplayState {
  /** The whole replay; null until loaded. */
  view = $state.raw<ReplayView | null>(null);
  /** The replay could not be had (the error is the console's). */
  failed = $state(false);
  /** The followed player's seat; null: everyone. */
  seat = $state<number | null>(null);
  /** The followed player's night, once loaded for `seat`. */
  follow = $state.raw<FollowView | null>(null);
  /** Where the timeline stands, in the steps shown (all of them, or the followed player's). */
  position = $state(0);
  /** The report file last exported. */
  exported = $state<string | null>(null);
  /** A report is being fetched (for export or print). */
  reporting = $state(false);

  readonly players: readonly string[] = $derived(this.view?.players ?? []);
  readonly allSteps: readonly IndexedStep[] = $derived(
    (this.view?.steps ?? []).map((step, index) => ({ ...step, index })),
  );
  /** Following someone whose night has not arrived yet shows nothing rather than everyone's. */
  readonly steps: readonly IndexedStep[] = $derived(
    this.seat === null ? this.allSteps : this.follow?.seat === this.seat ? this.follow.steps : [],
  );
  readonly step: IndexedStep | null = $derived(this.steps[this.position] ?? null);
  /** The table just before the current step: the previous step of the whole replay, followed or not. */
  private readonly before: TableView | null = $derived(
    this.step && this.step.index > 0 ? (this.view?.steps[this.step.index - 1]?.table ?? null) : null,
  );
  /** What the current step moved on the table. */
  readonly changed: ReadonlySet<PlaceKey> = $derived(
    this.step && this.before ? changedPlaces(this.before, this.step.table) : NO_CHANGES,
  );
  readonly hasMarks: boolean = $derived(tableHasMarks(this.view?.steps[0]?.table));
  readonly canPrevious: boolean = $derived(this.position > 0);
  readonly canNext: boolean = $derived(this.position < this.steps.length - 1);
  /** The followed player's summary, once it matches the chosen seat. */
  readonly summary: FollowView | null = $derived(
    this.seat !== null && this.follow?.seat === this.seat ? this.follow : null,
  );

  /** Answers overtaken by a newer request (another player chosen, another language) are dropped. */
  private replaySeq = 0;
  private followSeq = 0;

  constructor(
    private readonly app: ReplayApp,
    readonly gameId: string,
    private readonly ports: ReplayPorts,
  ) {}

  /** Loads the replay (and the followed player's night), staying on the same step when loaded again. */
  async load(): Promise<void> {
    const seq = ++this.replaySeq;
    const at = this.step?.index ?? null;
    const [view] = await Promise.all([
      this.app.call(this.app.api.replay(this.gameId)),
      this.seat === null ? Promise.resolve() : this.loadFollow(this.seat, at),
    ]);
    if (seq !== this.replaySeq) return;
    if (!view) {
      if (!this.view) this.failed = true;
      return;
    }
    this.failed = false;
    this.view = view;
    if (this.seat === null) this.position = this.positionOf(at);
    else this.position = Math.min(this.position, Math.max(0, this.steps.length - 1));
  }

  // ---- the timeline --------------------------------------------------------------------------------

  select(position: number): void {
    if (Number.isInteger(position) && position >= 0 && position < this.steps.length) this.position = position;
  }

  previous(): void {
    this.select(this.position - 1);
  }

  next(): void {
    this.select(this.position + 1);
  }

  first(): void {
    this.select(0);
  }

  last(): void {
    this.select(this.steps.length - 1);
  }

  /** ← → step, Home and End jump to the first and last step. */
  onKey(key: string): boolean {
    switch (key) {
      case 'ArrowLeft':
        this.previous();
        return true;
      case 'ArrowRight':
        this.next();
        return true;
      case 'Home':
        this.first();
        return true;
      case 'End':
        this.last();
        return true;
    }
    return false;
  }

  /**
   * The position of the shown step nearest to a step of the whole replay: that step, or the next one
   * shown after it, or the last one before it.
   */
  private positionOf(index: number | null): number {
    if (index === null || this.steps.length === 0) return 0;
    const after = this.steps.findIndex((step) => step.index >= index);
    return after >= 0 ? after : this.steps.length - 1;
  }

  // ---- follow a player ---------------------------------------------------------------------------

  /** Follows one player (their steps only, and their summary), or everyone again with `null`. */
  async followSeat(seat: number | null): Promise<void> {
    if (seat !== null && (!Number.isInteger(seat) || seat < 0 || seat >= this.players.length)) return;
    const at = this.step?.index ?? null;
    this.seat = seat;
    if (seat === null) {
      this.followSeq++;
      this.follow = null;
      this.position = this.positionOf(at);
      return;
    }
    this.position = 0;
    await this.loadFollow(seat, at);
  }

  private async loadFollow(seat: number, at: number | null): Promise<void> {
    const seq = ++this.followSeq;
    const follow = await this.app.call(this.app.api.followPlayer(this.gameId, seat));
    if (seq !== this.followSeq || this.seat !== seat) return;
    if (!follow) {
      // Without their night, back to everyone's (the console shows why).
      this.seat = null;
      this.follow = null;
      this.position = this.positionOf(at);
      return;
    }
    this.follow = follow;
    this.position = this.positionOf(at);
  }

  // ---- the report --------------------------------------------------------------------------------

  /** Saves the report (one HTML file that needs nothing else) where the platform saves downloads. */
  async exportReport(): Promise<boolean> {
    const report = await this.report();
    if (!report) return false;
    this.ports.download(report.fileName, report.html, 'text/html');
    this.exported = report.fileName;
    return true;
  }

  /** Prints the report (or saves it as PDF, from the print dialog). */
  async printReport(): Promise<boolean> {
    const report = await this.report();
    if (!report) return false;
    await this.ports.print(report.html);
    return true;
  }

  /** Asked anew each time: it is told in the console's language of the moment. */
  private async report(): Promise<{ fileName: string; html: string } | null> {
    if (this.reporting) return null;
    this.reporting = true;
    try {
      return await this.app.call(this.app.api.gameReport(this.gameId));
    } finally {
      this.reporting = false;
    }
  }

  close(): void {
    this.app.closePanel();
  }
}
