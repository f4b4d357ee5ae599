/**
 * The reveal: who died and why, every player's cards, Mark, team and verdict with its reason, and "what
 * happened overnight" told step by step with the table after each step. Everything is shown: this screen
 * is made for the table to read. From here the moderator exports the record, deals again with the same
 * players and deck, goes back to setup, or takes the vote back.
 *
 * "Tell the players" (P): the night, step by step, on the players' screen. The steps are then the story
 * (the night as it happened: no undone answer, no undo), the same on both screens; ← → move both, and the
 * players' screen's own keys too: the console follows where the main process says the story stands.
 */
import type { AppState } from '../app/app-state.svelte.ts';
import { GameOptionsSchema, type CreateGameInput, type SessionOptions } from '../../../shared/session-contract.ts';
import type { StoryMove } from '../../../shared/public-view.ts';
import type { GameView, ReplayView, ResultView, StoryStep, TableView, VoteProtector } from '../../../shared/views.ts';
import { keepDay } from '../day/day-draft.ts';
import { exportFileName } from './record-file.ts';
import type { NarrationSettings } from '../night/night-state.svelte.ts';
import { changedPlaces, NO_CHANGES, type PlaceKey } from '../night/table-diff.ts';
import { keepDraft } from '../setup/setup-draft.ts';

export type ReplayStep = ReplayView['steps'][number];

/** A step of "what happened overnight": the replay's (the moderator's record) or the story's (told to the table). */
export type OvernightStep = Pick<ReplayStep, 'kind' | 'text' | 'table'> & {
  readonly undone?: boolean;
  readonly loop?: boolean;
};

/** The browser's Fullscreen API, behind a port; `enter` answers whether the browser agreed. */
export interface FullscreenPort {
  enter(): Promise<boolean>;
  exit(): Promise<void>;
}

export interface RevealPorts {
  /** Saves a text file the way the platform does (a download in the browser). */
  readonly download: (fileName: string, text: string) => void;
  readonly fullscreen: FullscreenPort;
  readonly settings: NarrationSettings;
  readonly language: () => 'en' | 'fr';
  /** Runs `run` every `ms` until the returned function is called (the console follows the players' screen). */
  readonly every?: (ms: number, run: () => void) => () => void;
}

/** How often the console asks where the story told stands (the players' screen's keys may move it). */
export const FOLLOW_STORY_MS = 400;

export interface ResultRow {
  readonly seat: number;
  readonly name: string;
  readonly startCard: string;
  readonly card: string;
  /** What the final card copied (a Doppelgänger or Copycat card), from the table as the game ended. */
  readonly copied: string | null;
  readonly mark: string;
  readonly team: string;
  readonly dead: boolean;
  readonly won: boolean;
  /** One line: "won: on the village team and a Vampire died". */
  readonly reason: string;
  /** The seat voted for (one past the last seat: the app). */
  readonly votedFor: number | null;
  /** A two-hand vote's second hand. */
  readonly votedSecond: number | null;
  readonly votesReceived: number;
  /** Daybreak: the Sentinel's shield on the card, the Curator's artifact, the card face up, what it became. */
  readonly shield: boolean;
  readonly artifact: string | null;
  readonly faceUp: boolean;
  readonly cardNow: string | null;
  /** Who kept the vote from killing this player (the Bodyguard's vote, the Prince, the Master). */
  readonly protectedBy: VoteProtector | null;
}

/** The same players in the same seats, the same deck shuffled again (a new seed), the same options. */
export function sameTableInput(
  game: Pick<GameView, 'players' | 'deck' | 'options'> & Partial<Pick<GameView, 'appWeights'>>,
): CreateGameInput {
  // The options the contract takes, each as it takes it: an option an old record holds that the contract
  // no longer knows (or a value it would refuse) is left out rather than making the new game fail.
  const options: Record<string, boolean | number> = {};
  for (const [key, schema] of Object.entries(GameOptionsSchema.shape)) {
    const value = game.options[key];
    if (value !== undefined && schema.safeParse(value).success) options[key] = value;
  }
  return {
    players: [...game.players],
    deal: { mode: 'shuffle', deck: [...game.deck] },
    options: options as SessionOptions,
    // The app's Randomization settings stay with the table (Alien).
    ...(game.appWeights ? { appWeights: game.appWeights } : {}),
  };
}

/** The teams that won, each once, in the headline's order ("Village and Assassin win"): the engine's. */
export function winningTeams(result: ResultView | null): readonly string[] {
  return result?.teams ?? [];
}

export function resultRows(result: ResultView | null, table: TableView | null = null): readonly ResultRow[] {
  if (!result) return [];
  return result.players.map((player, seat) => ({
    seat,
    name: player.name,
    startCard: player.startCard,
    card: player.card,
    copied: table?.players[seat]?.card === player.card ? (table.players[seat]?.copied ?? null) : null,
    mark: player.mark,
    team: player.team,
    dead: player.dead,
    won: player.won,
    reason: player.reason,
    votedFor: result.votes[seat] ?? null,
    votedSecond: result.second?.[seat] ?? null,
    votesReceived: result.tally[seat] ?? 0,
    shield: table?.players[seat]?.shield === true,
    artifact: table?.players[seat]?.artifact ?? null,
    faceUp: table?.players[seat]?.faceUp === true,
    cardNow:
      (table?.players[seat]?.card === player.card ? table.players[seat]?.cardNow : undefined) ?? player.now ?? null,
    protectedBy: result.protections?.find((p) => p.player === seat)?.by ?? null,
  }));
}

export class RevealState {
  /** The steps of "what happened overnight"; null until loaded (or when the replay could not be had). */
  replay = $state<readonly ReplayStep[] | null>(null);
  replayFailed = $state(false);
  index = $state(0);
  /** The reveal covers the window (and the screen, when the browser agrees). */
  fullscreen = $state(false);
  /** The file the record was last saved as. */
  exported = $state<string | null>(null);

  readonly game: GameView | null = $derived.by(() => this.app.game);
  readonly result: ResultView | null = $derived(this.game?.result ?? null);
  readonly rows: readonly ResultRow[] = $derived(resultRows(this.result, this.game?.table ?? null));
  readonly deaths = $derived(this.result?.deaths ?? []);
  readonly winners: readonly string[] = $derived(this.result?.winners ?? []);
  /** The teams that won, for the headline. */
  readonly teams: readonly string[] = $derived(winningTeams(this.result));
  /** The event table this game was played at, if any: the way back there. */
  readonly event = $derived.by(() => this.app.eventOf(this.game?.id));
  /** Werewolf games hand out no Marks: the column is left out. */
  readonly hasMarks: boolean = $derived(
    (this.game?.table.board.length ?? 0) > 0 || this.rows.some((row) => row.mark !== 'clarity'),
  );
  readonly fileName: string = $derived(this.game ? exportFileName(this.game) : 'nightwarden.json');
  /**
   * The night's commands, the vote and each death; "the night began" and "the vote began" tell nothing,
   * and the verdicts are the reveal's own table.
   */
  private readonly replaySteps: readonly ReplayStep[] = $derived(
    (this.replay ?? []).filter((step) => step.kind !== 'other' && step.kind !== 'result'),
  );
  /** The night told on the players' screen (its steps, in the console's language); null while not told. */
  story = $state.raw<readonly StoryStep[] | null>(null);
  /** The night is being told on the players' screen: the steps are the story's, the step is on both. */
  readonly telling: boolean = $derived(this.story !== null);
  readonly steps: readonly OvernightStep[] = $derived(this.story ?? this.replaySteps);
  readonly step: OvernightStep | null = $derived(this.steps[this.index] ?? null);
  /** What the chosen step changed on the table. */
  readonly changed: ReadonlySet<PlaceKey> = $derived.by(() => {
    const before = this.steps[this.index - 1];
    return before && this.step ? changedPlaces(before.table, this.step.table) : NO_CHANGES;
  });
  readonly canPrevious: boolean = $derived(this.index > 0);
  readonly canNext: boolean = $derived(this.index < this.steps.length - 1);
  readonly busy: boolean = $derived.by(() => this.app.busy);
  readonly canUndo: boolean = $derived.by(() => !!this.game?.canUndo && !this.app.busy);

  /** Where the replay's steps stood when the telling began (back there after it). */
  private replayIndex = 0;
  private stopFollowing: (() => void) | null = null;
  /** Counts the moves asked: an answer (or a look at where the story stands) older than the last move is stale. */
  private moves = 0;

  constructor(
    private readonly app: AppState,
    private readonly ports: RevealPorts,
  ) {}

  /** Fetches the replay; without one, the screen falls back to the game's narrative. */
  async load(): Promise<void> {
    const game = this.app.game;
    if (!game) return;
    // Not `app.call`: a missing replay is no error for the moderator, only a plainer telling.
    const answer = await this.app.api.replay(game.id).catch(() => null);
    if (this.app.game?.id !== game.id) return;
    if (answer?.ok) {
      const again = this.replay !== null;
      this.replay = answer.value.steps;
      // Loaded again in another language: stay on the same step.
      if (!again || this.index >= this.steps.length) this.index = 0;
    } else this.replayFailed = true;
    // The story told, in the console's new language too.
    if (this.story) {
      const story = await this.app.api.nightStory(game.id).catch(() => null);
      if (story?.ok && this.story && this.app.game?.id === game.id) this.story = story.value.steps;
    }
  }

  // ---- the night told to the players ---------------------------------------------------------------

  /** P: tells the night on the players' screen from its first step, or stops telling it. */
  async toggleTelling(): Promise<boolean> {
    if (this.story) {
      await this.stopTelling();
      return false;
    }
    const game = this.app.game;
    if (!game?.result) return false;
    const story = await this.app.call(this.app.api.nightStory(game.id));
    if (!story || this.app.game?.id !== game.id) return false;
    const at = await this.app.call(this.app.api.tellStory(game.id, 'start'));
    if (!at || this.app.game?.id !== game.id) return false;
    this.replayIndex = this.index;
    this.story = story.steps;
    this.index = at.step;
    this.stopFollowing?.();
    const every = this.ports.every ?? everyInterval;
    this.stopFollowing = every(FOLLOW_STORY_MS, () => void this.followStory());
    return true;
  }

  /** The players' screen shows the result again; the steps are the replay's again. */
  async stopTelling(): Promise<void> {
    if (!this.story) return;
    this.endTelling();
    const game = this.app.game;
    if (game) await this.app.api.tellStory(game.id, 'stop').catch(() => null);
  }

  private endTelling(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.story = null;
    this.index = Math.min(this.replayIndex, Math.max(0, this.steps.length - 1));
  }

  /** Moves the story told (the step shown here at once; the main process says where it stands). */
  private async moveStory(move: StoryMove): Promise<void> {
    const game = this.app.game;
    if (!game) return;
    const asked = ++this.moves;
    const at = await this.app.call(this.app.api.tellStory(game.id, move));
    if (at && this.story && asked === this.moves) this.index = at.step;
  }

  /** Where the story stands now: the players' screen's keys move it too. Over when the main process says so. */
  async followStory(): Promise<void> {
    const game = this.app.game;
    if (!this.story || !game) return;
    const asked = this.moves;
    const at = await this.app.api.storyPosition().catch(() => null);
    if (!this.story || asked !== this.moves || !at?.ok) return;
    // The story ended (the vote taken back, another game shown): the replay's steps again.
    if (at.value === null || at.value.gameId !== game.id) return this.endTelling();
    if (at.value.step !== this.index && at.value.step < this.steps.length) this.index = at.value.step;
  }

  // ---- "what happened overnight" -----------------------------------------------------------------

  select(index: number): void {
    if (index < 0 || index >= this.steps.length) return;
    this.index = index;
    if (this.story) void this.moveStory({ to: index });
  }

  previous(): void {
    this.select(this.index - 1);
  }

  next(): void {
    this.select(this.index + 1);
  }

  /** Reads the chosen step to the table, in the console's language (the replay is told in it). */
  async readAloud(): Promise<void> {
    const step = this.step;
    if (!step) return;
    const { settings } = this.ports;
    const voice = settings.voice.trim();
    await this.app
      .speak([step.text], {
        ...(voice ? { voice } : {}),
        speed: Math.min(2, Math.max(0.5, settings.speed || 1)),
        language: this.ports.language(),
      })
      .catch(() => null);
  }

  // ---- the buttons -------------------------------------------------------------------------------

  async exportRecord(): Promise<boolean> {
    const game = this.app.game;
    if (!game) return false;
    const record = await this.app.call(this.app.api.exportGame(game.id));
    if (!record) return false;
    const name = this.fileName;
    this.ports.download(name, `${JSON.stringify(record, null, 2)}\n`);
    this.exported = name;
    return true;
  }

  /**
   * A new game: the same players in the same seats, the same deck, the same options, dealt the same way.
   * The app's shuffle deals again at once; a physical deal goes to the setup screen to be entered, from a
   * clean deal.
   */
  async newGame(): Promise<boolean> {
    const game = this.app.game;
    if (!game) return false;
    // A physical deal goes back to the setup's draft: nothing to ask the host, so never refused while
    // another call (the screen's own loading after a reload) is still out.
    if (game.dealMode === 'manual') {
      keepDraft(game);
      this.app.newGame();
      return true;
    }
    if (this.app.busy) return false;
    const view = await this.app.call(this.app.api.createGame(sameTableInput(game)));
    if (!view) return false;
    this.app.show(view);
    return true;
  }

  /** Back to the event whose table this game was played at. */
  backToEvent(): boolean {
    const event = this.event;
    if (!event) return false;
    this.app.openEvents(event.eventId);
    return true;
  }

  openReplay(): void {
    if (this.game) this.app.openReplay(this.game.id);
  }

  /** The setup screen, starting from this game's players, deck, options and deal mode (a clean deal). */
  backToSetup(): void {
    const game = this.app.game;
    if (game) keepDraft(game, this.app.eventOf(game.id));
    this.app.newGame();
  }

  /** Takes the votes back: the vote entry opens again with them, to change one. */
  async undoVote(): Promise<boolean> {
    const game = this.app.game;
    if (!game || !this.canUndo) return false;
    await this.stopTelling();
    if (game.result) keepDay({ gameId: game.id, votes: game.result.votes });
    const view = await this.app.call(this.app.api.undo(game.id));
    if (!view) return false;
    this.app.show(view);
    return true;
  }

  async toggleFullscreen(): Promise<void> {
    if (this.fullscreen) await this.exitFullscreen();
    else {
      // Covers the window at once; the screen too if the browser agrees (it may refuse, e.g. without a click).
      this.fullscreen = true;
      await this.ports.fullscreen.enter().catch(() => false);
    }
  }

  async exitFullscreen(): Promise<void> {
    if (!this.fullscreen) return;
    this.fullscreen = false;
    await this.ports.fullscreen.exit().catch(() => undefined);
  }

  /** The browser left full screen by itself (its own Escape): the reveal goes back in the window too. */
  fullscreenChanged(active: boolean): void {
    if (!active) this.fullscreen = false;
  }

  // ---- keys --------------------------------------------------------------------------------------

  /**
   * ← → step through the night, Home and End jump, A reads the step aloud, F toggles full screen (Escape
   * leaves it), R opens the replay, E exports the record, N deals a new game with the same table, S goes
   * back to setup, U takes the vote back, B goes back to the event, P tells the night on the players'
   * screen (or stops).
   */
  onKey(key: string): boolean {
    switch (key) {
      case 'p':
      case 'P':
        void this.toggleTelling();
        return true;
      case 'a':
      case 'A':
        void this.readAloud();
        return true;
      case 'r':
      case 'R':
        this.openReplay();
        return true;
      case 'e':
      case 'E':
        void this.exportRecord();
        return true;
      case 'n':
      case 'N':
        void this.newGame();
        return true;
      case 's':
      case 'S':
        this.backToSetup();
        return true;
      case 'u':
      case 'U':
        void this.undoVote();
        return true;
      case 'b':
      case 'B':
        return this.backToEvent();
      case 'ArrowLeft':
        this.previous();
        return true;
      case 'ArrowRight':
        this.next();
        return true;
      case 'Home':
        this.select(0);
        return true;
      case 'End':
        this.select(this.steps.length - 1);
        return true;
      case 'f':
      case 'F':
        void this.toggleFullscreen();
        return true;
      case 'Escape':
        if (!this.fullscreen) return false;
        void this.exitFullscreen();
        return true;
    }
    return false;
  }
}

function everyInterval(ms: number, run: () => void): () => void {
  const timer = setInterval(run, ms);
  return () => clearInterval(timer);
}
